import { themeQuartz } from 'ag-grid-community';
import { theme } from '../../theme/createTheme';

const { colors, typography, radii } = theme;

/**
 * The AG Grid theme, built once from the library's CSS-variable theme: every colour is a
 * `var(--so-color-...)` reference, the font `var(--so-font-sans)` and the radii `var(--so-radius-...)`
 * (AG Grid writes a string param into its CSS as it is, a `var()` font family unquoted), so the grid
 * follows the brand and colour scheme attributes of the nearest ThemeRoot without rebuilding the
 * theme or its classes.
 */
export const gridTheme = themeQuartz.withParams({
  browserColorScheme: 'inherit',
  backgroundColor: colors.surface,
  foregroundColor: colors.fg,
  textColor: colors.fg,
  subtleTextColor: colors.fgMuted,
  accentColor: colors.accentText,
  borderColor: colors.border,
  chromeBackgroundColor: colors.bgSubtle,
  headerBackgroundColor: colors.bgSubtle,
  headerTextColor: colors.fg,
  headerFontWeight: typography.fontWeight.semibold,
  oddRowBackgroundColor: colors.bgSubtle,
  rowHoverColor: colors.surfaceHover,
  selectedRowBackgroundColor: colors.accentSubtle,
  rangeSelectionBorderColor: colors.focusRing,
  inputBorder: { color: colors.borderStrong },
  inputFocusBorder: { color: colors.focusRing, width: 2 },
  inputBackgroundColor: colors.surface,
  inputTextColor: colors.fg,
  inputPlaceholderTextColor: colors.fgMuted,
  cellEditingBorder: { color: colors.focusRing, width: 2 },
  focusShadow: { spread: 2, color: colors.focusRing },
  menuBackgroundColor: colors.surface,
  menuTextColor: colors.fg,
  menuBorder: { color: colors.borderStrong },
  iconColor: colors.fgMuted,
  fontFamily: typography.fontFamily.sans,
  fontSize: 14,
  headerFontSize: 14,
  borderRadius: radii.sm,
  wrapperBorderRadius: radii.md,
  spacing: 6,
  rowHeight: 40,
  headerHeight: 44,
});
