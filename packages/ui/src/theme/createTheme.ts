import {
  type Brand,
  type BrandId,
  brands,
  type ColorScheme,
  isBrandId,
  isColorScheme,
  typefaces,
} from './brands';
import { type ColorRoles, derivePalette } from './palette';
import {
  breakpoints,
  fontSansVar,
  media,
  motion,
  type Radii,
  radii,
  radiusScale,
  radiusSizes,
  radiusVar,
  type Shadows,
  sansStack,
  shadowsFor,
  space,
  type Typography,
  typography,
  zIndex,
} from './tokens';

/**
 * The one typed theme shape. `colors` and `shadows` vary by brand x scheme, the sans stack
 * (`typography.fontFamily.sans`) and `radii` by brand, the rest is shared.
 */
export interface ThemeShape {
  colors: ColorRoles;
  shadows: Shadows;
  typography: Typography;
  space: typeof space;
  radii: Radii;
  motion: typeof motion;
  zIndex: typeof zIndex;
  breakpoints: typeof breakpoints;
  media: typeof media;
}

/** A theme with concrete values for one brand and scheme (for contrast checks, AG Grid, charts). */
export interface ResolvedTheme extends ThemeShape {
  brand: Brand;
  colorScheme: ColorScheme;
}

export interface CreateThemeOptions {
  brand?: BrandId;
  colorScheme?: ColorScheme;
}

const cache = new Map<string, ResolvedTheme>();

/** Derive the full, typed theme for one brand x scheme. Unknown ids throw a clear error. */
export function createTheme({
  brand = 'default',
  colorScheme = 'light',
}: CreateThemeOptions = {}): ResolvedTheme {
  if (!isBrandId(brand)) throw new Error(`Unknown brand "${String(brand)}"`);
  if (!isColorScheme(colorScheme)) throw new Error(`Unknown color scheme "${String(colorScheme)}"`);
  const key = `${brand}/${colorScheme}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { typeface, radius } = brands[brand];
  const theme: ResolvedTheme = {
    brand: brands[brand],
    colorScheme,
    colors: derivePalette(brands[brand], colorScheme),
    shadows: shadowsFor(colorScheme),
    typography: {
      ...typography,
      fontFamily: { ...typography.fontFamily, sans: sansStack(typefaces[typeface]) },
    },
    space,
    radii: radiusScale(radius),
    motion,
    zIndex,
    breakpoints,
    media,
  };
  cache.set(key, theme);
  return theme;
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS custom property name of a colour role, e.g. `accentFg` -> `--so-color-accent-fg`. */
export const colorVar = (role: keyof ColorRoles) => `--so-color-${kebab(role)}`;
export const shadowVar = (name: keyof Shadows) => `--so-shadow-${name}`;

const roleNames = Object.keys(derivePalette(brands.default, 'light')) as (keyof ColorRoles)[];

/**
 * The theme handed to styled-components' ThemeProvider: the same shape, but colours, shadows, the
 * sans stack and the radii sm..xl are `var(--so-...)` references. It never changes, so switching
 * brand or scheme flips two data attributes and regenerates no classes.
 */
export const theme: ThemeShape = {
  colors: Object.fromEntries(roleNames.map((r) => [r, `var(${colorVar(r)})`])) as unknown as ColorRoles,
  shadows: { sm: `var(${shadowVar('sm')})`, md: `var(${shadowVar('md')})`, lg: `var(${shadowVar('lg')})` },
  typography,
  space,
  radii,
  motion,
  zIndex,
  breakpoints,
  media,
};

/**
 * The CSS declarations (custom properties) of one resolved theme: its colours, shadows, sans stack
 * (`--so-font-sans`) and radii (`--so-radius-sm` .. `--so-radius-xl`).
 */
export function themeCssVariables(resolved: ResolvedTheme): string {
  const lines = roleNames.map((r) => `${colorVar(r)}: ${resolved.colors[r]};`);
  for (const k of ['sm', 'md', 'lg'] as const) lines.push(`${shadowVar(k)}: ${resolved.shadows[k]};`);
  lines.push(`${fontSansVar}: ${resolved.typography.fontFamily.sans};`);
  for (const k of radiusSizes) lines.push(`${radiusVar(k)}: ${resolved.radii[k]};`);
  lines.push(`color-scheme: ${resolved.colorScheme};`);
  return lines.join('\n');
}
