import { createGlobalStyle } from 'styled-components';
import { brandIds, colorSchemes } from './brands';
import { createTheme, themeCssVariables } from './createTheme';
import { fontFaceCss } from './fonts';
import { typography } from './tokens';

/** Every brand x scheme as one block of CSS variables, written once. */
const themeBlocks = /* @__PURE__ */ (() =>
  brandIds
    .flatMap((brand) =>
      colorSchemes.map(
        (colorScheme) =>
          `[data-brand="${brand}"][data-color-scheme="${colorScheme}"] {\n${themeCssVariables(
            createTheme({ brand, colorScheme }),
          )}\n}`,
      ),
    )
    .join('\n'))();

const rootDefaults = /* @__PURE__ */ (() => themeCssVariables(createTheme()))();

/**
 * Global styles: the CSS variables of all 14 brand x scheme combinations keyed by
 * `[data-brand][data-color-scheme]` (colours, shadows, the brand's sans stack and radii), the default
 * theme on :root, the self-hosted fonts' @font-face rules (fonts.ts), a small reset and base
 * typography (the body's family is `var(--so-font-sans)`: the brand's typeface).
 * `html[data-motion="off"]` disables transitions and animations (used by tests that recolour a page).
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaceCss}
  :root {
    ${rootDefaults}
  }
  ${themeBlocks}
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; }
  html[data-brand], body, [data-component='ThemeRoot'] {
    background-color: var(--so-color-bg);
    color: var(--so-color-fg);
    font-family: ${typography.fontFamily.sans};
    font-size: ${typography.fontSize.md};
    line-height: ${typography.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; }
  a { color: var(--so-color-accent-text); }
  code, pre, kbd, samp { font-family: ${typography.fontFamily.mono}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  html[data-motion='off'] *, html[data-motion='off'] *::before, html[data-motion='off'] *::after {
    transition: none !important;
    animation: none !important;
  }
`;
