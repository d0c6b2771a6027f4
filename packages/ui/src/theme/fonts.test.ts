import { describe, expect, it } from 'vitest';
import { brandList } from './brands';
import { createTheme } from './createTheme';
import { fontFaceCss, fontFiles, preloadFonts } from './fonts';

describe('fonts', () => {
  it("declares every brand's typeface (400-700) and the one mono face, all font-display: optional", () => {
    const faces = [
      ...fontFaceCss.matchAll(
        /font-family: '([^']+)';[^}]*?font-weight: ([\d ]+);[^}]*?src: url\('([^']+)'\)/g,
      ),
    ];
    expect(faces.map(([, family, weight]) => [family, weight])).toEqual([
      ['Inter', '400 700'],
      ['IBM Plex Sans', '400 700'],
      ['Plus Jakarta Sans', '400 700'],
      ['Nunito', '400 700'],
      ['Source Sans 3', '400 700'],
      ['Space Grotesk', '400 700'],
      ['Rubik', '400 700'],
      ['JetBrains Mono', '400'],
    ]);
    expect(fontFaceCss.match(/font-display: optional;/g)).toHaveLength(8);
    // Each face its own latin file of its package; Storybook preloads them all, a page Inter alone.
    expect(faces.map(([, , , url]) => url)).toEqual([...fontFiles]);
    expect(new Set(fontFiles).size).toBe(8);
    expect(fontFiles[1]).toMatch(/ibm-plex-sans-latin-wght-normal\.woff2$/);
    expect(preloadFonts).toEqual([fontFiles[0]]);
    expect(preloadFonts[0]).toMatch(/inter-latin-wght-normal\.woff2$/);
  });

  it("declares the first family of every brand's sans stack", () => {
    for (const { id } of brandList) {
      const first = createTheme({ brand: id }).typography.fontFamily.sans.split(',')[0];
      expect(fontFaceCss, id).toContain(`font-family: ${first};`);
    }
  });
});
