/**
 * Design tokens. Colours and shadows vary per brand x scheme (see createTheme); the sans typeface and
 * the corner radii vary per brand: here they are the CSS custom properties the brand's block sets
 * (`themeCssVariables`), and `sansStack` / `radiusScale` give their concrete values.
 */

/** The CSS custom properties of the brand's typeface and corner radii. */
export const fontSansVar = '--so-font-sans';
export const radiusSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type RadiusSize = (typeof radiusSizes)[number];
export const radiusVar = (size: RadiusSize) => `--so-radius-${size}`;

/**
 * What follows a brand's self-hosted family (fonts.ts) in its stack: the machine's UI font, for text
 * outside the family's Latin subset.
 */
export const sansFallback =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A brand's sans stack: its family first, then the fallback. */
export const sansStack = (family: string) => `'${family}', ${sansFallback}`;

export const typography = {
  fontFamily: {
    /** The brand's stack (`sansStack` of its typeface), through its CSS custom property. */
    sans: `var(${fontSansVar})`,
    /** One mono face for every brand (self-hosted, fonts.ts). */
    mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5, relaxed: 1.7 },
} as const;

/** The typography of a theme: the tokens' scale, with the sans stack as a var reference or concrete. */
export type Typography = Omit<typeof typography, 'fontFamily'> & {
  fontFamily: { sans: string; mono: string };
};

/** 4 px spacing scale: space[n] = n * 4 px. */
export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export interface Radii {
  none: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  full: string;
}

/**
 * A brand's corner radii from its base radius r (px): none 0, sm round(r/2), md r, lg round(1.5r),
 * xl 2r, full 9999px. The default brand's 8 gives 4, 8, 12 and 16 px.
 */
export function radiusScale(r: number): Radii {
  return {
    none: '0',
    sm: `${Math.round(r / 2)}px`,
    md: `${r}px`,
    lg: `${Math.round(1.5 * r)}px`,
    xl: `${2 * r}px`,
    full: '9999px',
  };
}

/** The radii styles use: the brand's, through its CSS custom properties (`none` and `full` are fixed). */
export const radii: Radii = {
  none: '0',
  sm: `var(${radiusVar('sm')})`,
  md: `var(${radiusVar('md')})`,
  lg: `var(${radiusVar('lg')})`,
  xl: `var(${radiusVar('xl')})`,
  full: '9999px',
};

export const motion = {
  duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    decelerate: 'cubic-bezier(0, 0, 0, 1)',
    accelerate: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  drawer: 1200,
  modal: 1300,
  popover: 1400,
  toast: 1500,
  tooltip: 1600,
} as const;

/**
 * Breakpoints in px. `sm` = 600 is the spec's collapse point for the selector bar. Screens answer to
 * their own width (container queries), not the window's: the Brand Matrix lays them out at a laptop's
 * and a phone's width side by side.
 */
export const breakpoints = { sm: 600 } as const;

export const media = {
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export interface Shadows {
  sm: string;
  md: string;
  lg: string;
}

export function shadowsFor(scheme: 'light' | 'dark'): Shadows {
  return scheme === 'light'
    ? {
        sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
        md: '0 4px 12px rgba(16, 24, 40, 0.12)',
        lg: '0 16px 40px rgba(16, 24, 40, 0.2)',
      }
    : {
        sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
        md: '0 4px 12px rgba(0, 0, 0, 0.55)',
        lg: '0 16px 40px rgba(0, 0, 0, 0.7)',
      };
}
