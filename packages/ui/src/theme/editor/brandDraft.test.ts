import { describe, expect, it } from 'vitest';
import {
  brandDefinition,
  brandIdOf,
  contrastWarnings,
  draftPalette,
  isHexColor,
  pairRatios,
} from './brandDraft';

const draft = (primary: string, secondary: string) => ({
  name: 'Harvest Green',
  description: 'A test brand.',
  primary,
  secondary,
});

describe('Theme editor drafts', () => {
  it('warns about a colour that cannot carry white button text, with its ratio', () => {
    // #ffc107 (amber) against white: 1.63:1 by the WCAG formula, worked by hand.
    const warnings = contrastWarnings(draft('#1b5e20', '#FFC107'));
    const light = warnings.filter((w) => w.mode === 'light');
    expect(light.map((w) => [w.role, w.chosen, w.ratio.toFixed(2)])).toEqual([
      ['secondary', '#ffc107', '1.63'],
    ]);
    expect(light[0]?.message).toMatch(
      /^Secondary #ffc107 with white text: 1\.63:1, under AA's 4\.5:1\. Light mode fills use #[0-9a-f]{6} instead\.$/,
    );
    expect(light[0]?.used).not.toBe('#ffc107');
  });

  it('warns about a dark primary in dark mode (dark text on it)', () => {
    // #1b5e20 with #111315 text: about 2.4:1, so the dark scheme lightens it.
    const dark = contrastWarnings(draft('#1b5e20', '#ffc107')).filter((w) => w.mode === 'dark');
    expect(dark.map((w) => w.role)).toEqual(['primary']);
    expect(dark[0]?.message.startsWith('Primary #1b5e20 with dark text: 2.')).toBe(true);
  });

  it('has no light-mode warning for colours dark enough for white text', () => {
    // #0d47a1 and #4a148c carry white text at well over 4.5:1 (dark mode will warn: too dark there).
    expect(contrastWarnings(draft('#0d47a1', '#4a148c')).filter((w) => w.mode === 'light')).toEqual([]);
  });

  it('keeps every promised text pair of the derived palette at AA', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const { ratio } of pairRatios(draftPalette(draft('#ffeb3b', '#00e5ff'), mode))) {
        expect(ratio).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('validates hex colours and writes a definition to paste', () => {
    expect(['#4caf50', '#4CAF50', ' #4caf50 '].map(isHexColor)).toEqual([true, true, true]);
    expect(['4caf50', '#4caf5', '#4caf500', 'green', '#ggg000'].map(isHexColor)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(brandIdOf('  Harvest Green & Co. ')).toBe('harvest-green-co');
    expect(brandIdOf('!!!')).toBe('new-brand');
    expect(brandDefinition(draft('#1B5E20', '#ffc107'))).toBe(`'harvest-green': {
  id: 'harvest-green',
  name: "Harvest Green",
  description: "A test brand.",
  primary: '#1b5e20',
  secondary: '#ffc107',
},`);
  });
});
