export { BrandMatrix, type BrandMatrixCell, type BrandMatrixProps } from './BrandMatrix';
export {
  type Brand,
  type BrandId,
  brandIds,
  brandList,
  brands,
  type ColorScheme,
  colorSchemes,
  isBrandId,
  isColorScheme,
} from './brands';
export { alpha, contrast, ensureContrast, luminance, mix } from './color';
export {
  type CreateThemeOptions,
  colorVar,
  createTheme,
  type ResolvedTheme,
  shadowVar,
  type ThemeShape,
  theme,
  themeCssVariables,
} from './createTheme';
export { fontFaceCss, fontFamilies, fontFiles, preloadFonts } from './fonts';
export { GlobalStyle } from './GlobalStyle';
export type { ColorRoles } from './palette';
export { ThemeRoot, type ThemeRootProps, useThemeRoot } from './ThemeRoot';
export { breakpoints, media, motion, radii, type Shadows, space, typography, zIndex } from './tokens';
