// The theme's typefaces, self-hosted from npm (@fontsource), not whatever the machine has installed:
// every browser, Storybook and the visual baselines (`npm run visual`) draw the same glyphs.
// Latin subset only (a character outside it falls back, glyph by glyph, to the next family of the
// stack), and only what the theme uses: Inter's variable file covers the four weights of
// `typography.fontWeight` (400-700) in one 48 KB woff2; JetBrains Mono at 400 (code, ids, addresses).
// Each file is a hashed asset of the build (the `?url` import), never inlined in JS.

import monoLatin from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The family names `typography.fontFamily` starts its stacks with. */
export const fontFamilies = { sans: 'Inter', mono: 'JetBrains Mono' } as const;

/**
 * The font files a page preloads (`<link rel="preload" as="font" type="font/woff2" crossorigin>`:
 * index.html through packages/app/vite.config.ts, the server-rendered public pages in
 * src/publicPages.tsx): Inter, which all their text uses. The mono face loads when some text needs it.
 */
export const preloadFonts: readonly string[] = [interLatin];

/** Every font file of the theme (Storybook's preview loads them all before a story renders). */
export const fontFiles: readonly string[] = [interLatin, monoLatin];

/**
 * The @font-face rules (written by GlobalStyle). `font-display: optional`: the browser waits at most
 * ~100 ms for the font (a preloaded one is there by then), else keeps the fallback for that page; it
 * never swaps a font in later, so text never moves (CLS 0 on /login and /blog).
 */
export const fontFaceCss = `
  @font-face {
    font-family: '${fontFamilies.sans}';
    font-style: normal;
    font-weight: 400 700;
    font-display: optional;
    src: url('${interLatin}') format('woff2');
  }
  @font-face {
    font-family: '${fontFamilies.mono}';
    font-style: normal;
    font-weight: 400;
    font-display: optional;
    src: url('${monoLatin}') format('woff2');
  }
`;
