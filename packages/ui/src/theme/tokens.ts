/** Brand-independent design tokens. Colours and shadows vary per brand x scheme (see createTheme). */

export const typography = {
  // The first family of each stack is self-hosted (fonts.ts, written by GlobalStyle); the rest is the
  // fallback for text outside its Latin subset.
  fontFamily: {
    sans: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
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

export const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;

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

/** Breakpoints in px (min-width). `sm` = 600 is the spec's collapse point for the selector bar. */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
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
