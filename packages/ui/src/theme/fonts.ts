// The theme's typefaces, self-hosted from npm (@fontsource), not whatever the machine has installed:
// every browser, Storybook and the visual baselines (`npm run visual`) draw the same glyphs.
// Each brand has its own sans typeface (`Brand.typeface`, one of `typefaces` in brands.ts): Inter
// (the default brand), IBM Plex Sans, Plus Jakarta Sans, Nunito, Source Sans 3, Space Grotesk and
// Rubik, each one variable file of its @fontsource-variable package that covers the four weights of
// `typography.fontWeight` (400-700) in 22-48 KB of woff2. Code, ids and addresses are JetBrains Mono
// at 400 in every brand. Latin subset only (a character outside it falls back, glyph by glyph, to the
// next family of the stack, tokens.ts `sansFallback`). Every family is declared; a browser downloads a
// family's file only when some text on the page is set in it, so a page loads its brand's face alone.
// Each file is a hashed asset of the build (the `?url` import), never inlined in JS.

import monoLatin from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';
import ibmPlexSansLatin from '@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import plusJakartaSansLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import rubikLatin from '@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2?url';
import sourceSans3Latin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import spaceGroteskLatin from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import { type Typeface, typefaceIds, typefaces } from './brands';

/** The family names the stacks start with: each brand typeface's (brands.ts `typefaces`) and the mono face. */
export const fontFamilies = { ...typefaces, mono: 'JetBrains Mono' } as const;

/** The Latin file of each brand typeface. */
export const typefaceFiles: Readonly<Record<Typeface, string>> = {
  inter: interLatin,
  'ibm-plex-sans': ibmPlexSansLatin,
  'plus-jakarta-sans': plusJakartaSansLatin,
  nunito: nunitoLatin,
  'source-sans-3': sourceSans3Latin,
  'space-grotesk': spaceGroteskLatin,
  rubik: rubikLatin,
};

/**
 * The font files a page preloads (`<link rel="preload" as="font" type="font/woff2" crossorigin>`:
 * index.html through packages/app/vite.config.ts, the server-rendered public pages in
 * src/publicPages.tsx): Inter, which all their text uses in the default brand. Another brand's
 * typeface and the mono face load when some text needs them.
 */
export const preloadFonts: readonly string[] = [interLatin];

/** Every font file of the theme (Storybook's preview loads them all before a story renders). */
export const fontFiles: readonly string[] = [...typefaceIds.map((id) => typefaceFiles[id]), monoLatin];

/**
 * The @font-face rules (written by GlobalStyle). `font-display: optional`: the browser waits at most
 * ~100 ms for the font (a preloaded one is there by then), else keeps the fallback for that page; it
 * never swaps a font in later, so text never moves (CLS 0 on /login and /blog).
 */
export const fontFaceCss = `${typefaceIds
  .map(
    (id) => `
  @font-face {
    font-family: '${typefaces[id]}';
    font-style: normal;
    font-weight: 400 700;
    font-display: optional;
    src: url('${typefaceFiles[id]}') format('woff2');
  }`,
  )
  .join('')}
  @font-face {
    font-family: '${fontFamilies.mono}';
    font-style: normal;
    font-weight: 400;
    font-display: optional;
    src: url('${monoLatin}') format('woff2');
  }
`;
