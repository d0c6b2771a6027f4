import { describe, expect, it } from 'vitest';
import { createTheme } from '../../theme/createTheme';
import { brandMarkDataUrl, brandMarkSvg, rasterizeBrandMark } from './mark';

const hex = (pixels: Uint8ClampedArray, size: number, x: number, y: number) => {
  const o = (y * size + x) * 4;
  const [r, g, b, a] = pixels.subarray(o, o + 4);
  return `#${[r, g, b].map((v) => (v as number).toString(16).padStart(2, '0')).join('')}/${a}`;
};

describe('the brand mark', () => {
  it("is drawn from the brand's colour roles: the franchise red's dark mark has its own fills", () => {
    const { colors } = createTheme({ brand: 'franchise-red', colorScheme: 'dark' });
    const svg = brandMarkSvg('franchise-red', 'dark');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">')).toBe(true);
    expect(svg).toContain(`<rect x="0" y="0" width="32" height="32" rx="7" fill="${colors.accent}"/>`);
    expect(svg).toContain(`<rect x="7" y="17" width="18" height="9" fill="${colors.accentFg}"/>`);
    expect(svg).toContain(`<circle cx="8.5" cy="13" r="2.5" fill="${colors.secondary}"/>`);
    expect([colors.accent, colors.accentFg, colors.secondary]).toEqual(['#d94c4c', '#111315', '#ffc107']);
    expect(brandMarkDataUrl('franchise-red', 'dark')).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);
  });

  it('rasterizes to the same shapes (favicon.ico): tile, front, door, awning, a transparent corner', () => {
    const size = 32;
    const px = rasterizeBrandMark('default', 'light', size);
    expect(px).toHaveLength(size * size * 4);
    // default light: accent #3a853d, accentFg #ffffff, secondary #ab6600 (palette.ts)
    expect(hex(px, size, 0, 0)).toBe('#000000/0');
    expect(hex(px, size, 2, 28)).toBe('#3a853d/255'); // tile
    expect(hex(px, size, 9, 21)).toBe('#ffffff/255'); // front
    expect(hex(px, size, 15, 22)).toBe('#3a853d/255'); // door
    expect(hex(px, size, 8, 8)).toBe('#ab6600/255'); // first awning stripe
    expect(hex(px, size, 13, 8)).toBe('#ffffff/255'); // second awning stripe
    // Edges are blended: the tile's rounded corner is partly covered.
    const corner = px[(2 * size + 1) * 4 + 3] as number;
    expect(corner).toBeGreaterThan(0);
    expect(corner).toBeLessThan(255);
  });
});
