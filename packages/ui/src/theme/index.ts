export {
  BrandMatrix,
  type BrandMatrixCell,
  BrandMatrixDefaults,
  type BrandMatrixProps,
  type MatrixScale,
  type MatrixViewport,
  matrixViewports,
} from './BrandMatrix';
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
  isTypeface,
  type Typeface,
  typefaceIds,
  typefaces,
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
export { fontFaceCss, fontFamilies, fontFiles, preloadFonts, typefaceFiles } from './fonts';
export { GlobalStyle } from './GlobalStyle';
export type { ColorRoles } from './palette';
export { ThemeRoot, type ThemeRootProps, useThemeRoot } from './ThemeRoot';
export {
  breakpoints,
  fontSansVar,
  media,
  motion,
  type Radii,
  type RadiusSize,
  radii,
  radiusScale,
  radiusSizes,
  radiusVar,
  type Shadows,
  sansFallback,
  sansStack,
  space,
  type Typography,
  typography,
  zIndex,
} from './tokens';
