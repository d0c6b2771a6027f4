import { describe, expect, it } from 'vitest';
import { brandIds, colorSchemes } from './brands';
import { contrast, ensureContrast, luminance, mix, parseHex } from './color';
import { createTheme, themeCssVariables } from './createTheme';
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
    });
    expect(light.colors.bg).toBe('#ffffff');
    expect(luminance(dark.colors.bg)).toBeLessThan(0.02);
    expect(light.breakpoints.sm).toBe(600);
    expect(themeCssVariables(light)).toContain('--so-color-accent-fg: #ffffff;');
    expect(themeCssVariables(dark)).toContain('color-scheme: dark;');
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
