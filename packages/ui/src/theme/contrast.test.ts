import { describe, expect, it } from 'vitest';
import { brandIds, colorSchemes } from './brands';
import { contrast, ensureContrast, luminance, mix, parseHex } from './color';
import { createTheme, theme, themeCssVariables } from './createTheme';
import type { ColorRoles } from './palette';

type Pair = [fg: keyof ColorRoles, bg: keyof ColorRoles];

/** Text pairs: body-size text on its background, WCAG AA 4.5:1. */
const TEXT: Pair[] = [
  ['fg', 'bg'],
  ['fg', 'bgSubtle'],
  ['fg', 'surface'],
  ['fg', 'surfaceHover'],
  ['fg', 'accentSubtle'],
  ['fg', 'secondarySubtle'],
  ['fg', 'dangerSubtle'],
  ['fg', 'successSubtle'],
  ['fg', 'warningSubtle'],
  ['fg', 'infoSubtle'],
  ['fgMuted', 'bg'],
  ['fgMuted', 'bgSubtle'],
  ['fgMuted', 'surface'],
  ['fgMuted', 'surfaceHover'],
  ['fgMuted', 'accentSubtle'],
  ['fgMuted', 'secondarySubtle'],
  ['fgMuted', 'dangerSubtle'],
  ['fgMuted', 'successSubtle'],
  ['fgMuted', 'warningSubtle'],
  ['fgMuted', 'infoSubtle'],
  ['accentFg', 'accent'],
  ['accentFg', 'accentHover'],
  ['accentFg', 'accentPressed'],
  ['accentText', 'bg'],
  ['accentText', 'surface'],
  ['accentText', 'bgSubtle'],
  ['accentText', 'accentSubtle'],
  ['secondaryFg', 'secondary'],
  ['secondaryFg', 'secondaryHover'],
  ['secondaryFg', 'secondaryPressed'],
  ['secondaryText', 'bg'],
  ['secondaryText', 'surface'],
  ['secondaryText', 'secondarySubtle'],
  ['dangerFg', 'danger'],
  ['dangerFg', 'dangerHover'],
  ['dangerFg', 'dangerPressed'],
  ['dangerText', 'bg'],
  ['dangerText', 'surface'],
  ['dangerText', 'dangerSubtle'],
  ['successFg', 'success'],
  ['successText', 'bg'],
  ['successText', 'surface'],
  ['successText', 'successSubtle'],
  ['warningFg', 'warning'],
  ['warningText', 'bg'],
  ['warningText', 'surface'],
  ['warningText', 'warningSubtle'],
  ['infoFg', 'info'],
  ['infoText', 'bg'],
  ['infoText', 'surface'],
  ['infoText', 'infoSubtle'],
  ['codeFg', 'codeBg'],
];

/** Large text and UI boundaries (control borders, focus ring, filled controls): 3:1. */
const UI: Pair[] = [
  ['borderStrong', 'bg'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'bgSubtle'],
  ['focusRing', 'bg'],
  ['focusRing', 'surface'],
  ['focusRing', 'bgSubtle'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['secondary', 'bg'],
  ['secondary', 'surface'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['success', 'bg'],
  ['warning', 'bg'],
  ['info', 'bg'],
  ['userMessageBorder', 'bg'],
  ['userMessageBorder', 'surface'],
  ['accentText', 'bg'],
];

describe('colour maths', () => {
  it('computes the WCAG reference ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known 4.54:1 AA boundary grey
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(luminance('#fff')).toBe(1);
  });

  it('parses and mixes hex colours', () => {
    expect(parseHex('#1976d2')).toEqual([25, 118, 210]);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(() => parseHex('green')).toThrow('Invalid hex colour: "green"');
  });

  it('ensureContrast darkens a failing colour until it passes, and leaves a passing one alone', () => {
    const fixed = ensureContrast('#4caf50', ['#ffffff'], 4.5, 'darken');
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#4caf50', '#ffffff')).toBeLessThan(4.5);
    expect(ensureContrast('#000000', ['#ffffff'], 4.5, 'darken')).toBe('#000000');
  });
});

describe.each(brandIds.flatMap((brand) => colorSchemes.map((scheme) => [brand, scheme] as const)))(
  'brand %s, %s mode',
  (brand, colorScheme) => {
    const { colors } = createTheme({ brand, colorScheme });

    it.each(TEXT)('text %s on %s is at least 4.5:1', (fg, bg) => {
      expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
    });

    it.each(UI)('boundary/large %s on %s is at least 3:1', (fg, bg) => {
      expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
    });

    it('every role is a concrete colour', () => {
      for (const [role, value] of Object.entries(colors)) {
        expect(value, role).toMatch(/^(#[0-9a-f]{6}|rgba\(\d+, \d+, \d+, [\d.]+\))$/);
      }
    });
  },
);

describe('createTheme', () => {
  it('keeps the brand colours and derives distinct light and dark palettes', () => {
    const light = createTheme({ brand: 'default', colorScheme: 'light' });
    const dark = createTheme({ brand: 'default', colorScheme: 'dark' });
    expect(light.brand).toEqual({
      id: 'default',
      name: 'Default',
      description: 'The Store Ops house theme: fresh green with an orange accent.',
      primary: '#4caf50',
      secondary: '#ff9800',
      typeface: 'inter',
      radius: 8,
    });
    expect(light.colors.bg).toBe('#ffffff');
    expect(luminance(dark.colors.bg)).toBeLessThan(0.02);
    expect(light.breakpoints.sm).toBe(600);
    expect(themeCssVariables(light)).toContain('--so-color-accent-fg: #ffffff;');
    expect(themeCssVariables(dark)).toContain('color-scheme: dark;');
  });

  it('keeps the default brand as it was: Inter first in the same stack, radii 4, 8, 12, 16 px', () => {
    const light = createTheme({ brand: 'default', colorScheme: 'light' });
    expect(light.typography.fontFamily.sans).toBe(
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    );
    expect(light.radii).toEqual({ none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' });
    expect(themeCssVariables(light)).toContain(
      "--so-font-sans: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;\n--so-radius-sm: 4px;\n--so-radius-md: 8px;\n--so-radius-lg: 12px;\n--so-radius-xl: 16px;",
    );
  });

  it('gives each brand its typeface and radius scale: sm round(r/2), md r, lg round(1.5r), xl 2r', () => {
    const shape = brandIds.map((brand) => {
      const { typography: t, radii } = createTheme({ brand, colorScheme: 'dark' });
      return [brand, t.fontFamily.sans.split(',')[0], radii.sm, radii.md, radii.lg, radii.xl];
    });
    expect(shape).toEqual([
      ['default', "'Inter'", '4px', '8px', '12px', '16px'],
      ['professional-blue', "'IBM Plex Sans'", '2px', '4px', '6px', '8px'],
      ['modern-purple', "'Plus Jakarta Sans'", '6px', '12px', '18px', '24px'],
      ['warm-orange', "'Nunito'", '7px', '14px', '21px', '28px'],
      ['corporate-gray', "'Source Sans 3'", '1px', '2px', '3px', '4px'],
      ['tech-teal', "'Space Grotesk'", '3px', '6px', '9px', '12px'],
      ['franchise-red', "'Rubik'", '8px', '16px', '24px', '32px'],
    ]);
    expect(themeCssVariables(createTheme({ brand: 'warm-orange' }))).toContain(
      "--so-font-sans: 'Nunito', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;",
    );
  });

  it('hands styled-components var references for the sans stack and the radii sm..xl', () => {
    expect(theme.typography.fontFamily.sans).toBe('var(--so-font-sans)');
    expect(theme.radii).toEqual({
      none: '0',
      sm: 'var(--so-radius-sm)',
      md: 'var(--so-radius-md)',
      lg: 'var(--so-radius-lg)',
      xl: 'var(--so-radius-xl)',
      full: '9999px',
    });
  });

  it('gives every brand its own accent', () => {
    const accents = new Set(brandIds.map((brand) => createTheme({ brand }).colors.accent));
    expect(accents.size).toBe(7);
  });

  it('rejects unknown brands and schemes with a clear error', () => {
    expect(() => createTheme({ brand: 'neon' as never })).toThrow('Unknown brand "neon"');
    expect(() => createTheme({ colorScheme: 'sepia' as never })).toThrow('Unknown color scheme "sepia"');
  });
});
