// The designers' Theme editor (Storybook only, never in the app): a brand drafted from a primary and a
// secondary colour, what the palette derivation does to them, and the definition to paste into
// brands.ts. Pure, so the warnings are tested without a browser.
import type { Brand, BrandId, ColorScheme } from '../brands';
import { colorSchemes } from '../brands';
import { contrast } from '../color';
import { colorVar } from '../createTheme';
import { type ColorRoles, derivePalette } from '../palette';

/** A brand being edited: like Brand, but its id is free text (a new brand has none in brandIds yet). */
export interface BrandDraft {
  name: string;
  description: string;
  primary: string;
  secondary: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX.test(value.trim());
export const HEX_MESSAGE = 'Enter a colour as #rrggbb, e.g. #4caf50.';

/** The on-colour each scheme puts on a brand fill (palette.ts): white in light, near-black in dark. */
const ON_COLOUR: Record<ColorScheme, { hex: string; words: string }> = {
  light: { hex: '#ffffff', words: 'white text' },
  dark: { hex: '#111315', words: 'dark text' },
};
const AA_TEXT = 4.5;

export interface ContrastWarning {
  role: 'primary' | 'secondary';
  mode: ColorScheme;
  chosen: string;
  ratio: number;
  /** The fill the derivation uses instead (pushed to AA). */
  used: string;
  message: string;
}

/** The brand as derivePalette takes it (the id only names the CSS block; any is fine here). */
const asBrand = (draft: BrandDraft, id: BrandId): Brand => ({
  id,
  name: draft.name,
  description: draft.description,
  primary: draft.primary.toLowerCase(),
  secondary: draft.secondary.toLowerCase(),
});

export function draftPalette(draft: BrandDraft, mode: ColorScheme): ColorRoles {
  return derivePalette(asBrand(draft, 'default'), mode);
}

/**
 * Each chosen colour that does not carry its scheme's button text at AA (4.5:1), with the fill the
 * palette uses instead. None when both colours work as they are.
 */
export function contrastWarnings(draft: BrandDraft): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const mode of colorSchemes) {
    const palette = draftPalette(draft, mode);
    for (const role of ['primary', 'secondary'] as const) {
      const chosen = draft[role].toLowerCase();
      const on = ON_COLOUR[mode];
      const ratio = contrast(chosen, on.hex);
      if (ratio >= AA_TEXT) continue;
      const used = role === 'primary' ? palette.accent : palette.secondary;
      const label = role === 'primary' ? 'Primary' : 'Secondary';
      warnings.push({
        role,
        mode,
        chosen,
        ratio,
        used,
        message: `${label} ${chosen} with ${on.words}: ${ratio.toFixed(2)}:1, under AA's 4.5:1. ${mode === 'light' ? 'Light' : 'Dark'} mode fills use ${used} instead.`,
      });
    }
  }
  return warnings;
}

/** The text pairs the palette promises at AA, with their measured ratios (all pass by construction). */
export const TEXT_PAIRS: readonly [keyof ColorRoles, keyof ColorRoles][] = [
  ['fg', 'bg'],
  ['fgMuted', 'bg'],
  ['accentFg', 'accent'],
  ['accentText', 'bg'],
  ['secondaryFg', 'secondary'],
  ['secondaryText', 'bg'],
];

export function pairRatios(palette: ColorRoles) {
  return TEXT_PAIRS.map(([fg, bg]) => ({ fg, bg, ratio: contrast(palette[fg], palette[bg]) }));
}

/** The CSS custom properties of a drafted palette, as an inline style (overrides the brand's block). */
export function paletteStyle(palette: ColorRoles): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(palette) as (keyof ColorRoles)[]).map((role) => [colorVar(role), palette[role]]),
  );
}

/** A brand id from a name: `Harvest Green` -> `harvest-green`. */
export function brandIdOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'new-brand'
  );
}

/** The entry to paste into `brands` in brands.ts. */
export function brandDefinition(draft: BrandDraft): string {
  const id = brandIdOf(draft.name);
  return `'${id}': {
  id: '${id}',
  name: ${JSON.stringify(draft.name)},
  description: ${JSON.stringify(draft.description)},
  primary: '${draft.primary.toLowerCase()}',
  secondary: '${draft.secondary.toLowerCase()}',
},`;
}
