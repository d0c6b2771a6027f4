// The designers' Theme editor (Storybook only, never in the app): a brand drafted from a primary and a
// secondary colour, a typeface and a corner radius; what the palette derivation does to the colours
// (every place it uses another colour than the one picked, and why); and the definition to paste into
// brands.ts. Pure, so the report is tested without a browser.
import type { Brand, BrandId, ColorScheme, Typeface } from '../brands';
import { colorSchemes, typefaces } from '../brands';
import { contrast } from '../color';
import { colorVar } from '../createTheme';
import {
  type ColorRoles,
  derivePalette,
  type PickedColour,
  type PickedColourUse,
  pickedColourRules,
} from '../palette';
import { fontSansVar, radiusScale, radiusSizes, radiusVar, sansStack } from '../tokens';

/**
 * A brand being edited, every field of Brand as the designer typed it: its id is free text (a new
 * brand has none in brandIds yet, `brandIdOf` makes one from the name) and its radius is the text of
 * its field.
 */
export interface BrandDraft {
  name: string;
  description: string;
  primary: string;
  secondary: string;
  typeface: Typeface;
  /** The base corner radius as typed: whole px, 0 to 24 (`isRadius`). */
  radius: string;
}

/** The draft of an existing brand, as it is. */
export function draftFromBrand(brand: Brand): BrandDraft {
  const { name, description, primary, secondary, typeface, radius } = brand;
  return { name, description, primary, secondary, typeface, radius: String(radius) };
}

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX.test(value.trim());
export const HEX_MESSAGE = 'Enter a colour as #rrggbb, e.g. #4caf50.';

export const RADIUS_MAX = 24;
/** A corner radius: a whole number of px from 0 to 24 (spaces around it are fine). */
export const isRadius = (value: string) => /^\d{1,2}$/.test(value.trim()) && Number(value) <= RADIUS_MAX;
export const RADIUS_MESSAGE = 'Enter a whole number of pixels from 0 to 24, e.g. 8.';

/** The radius scale a base radius gives, for the field's description: `Scale 4, 8, 12, 16 px (sm, md, lg, xl).` */
export function radiusScaleText(radius: number): string {
  const scale = radiusScale(radius);
  return `Scale ${radiusSizes.map((k) => scale[k].replace('px', '')).join(', ')} px (sm, md, lg, xl).`;
}

/** The brand as derivePalette takes it (the id only names the CSS block; any is fine here). */
const asBrand = (draft: BrandDraft, id: BrandId): Brand => ({
  id,
  name: draft.name,
  description: draft.description,
  primary: draft.primary.trim().toLowerCase(),
  secondary: draft.secondary.trim().toLowerCase(),
  typeface: draft.typeface,
  radius: Number(draft.radius),
});

export function draftPalette(draft: BrandDraft, mode: ColorScheme): ColorRoles {
  return derivePalette(asBrand(draft, 'default'), mode);
}

/** Where the palette uses another colour than the one picked, and why. */
export interface Substitution {
  role: PickedColour;
  mode: ColorScheme;
  use: PickedColourUse;
  /** The colour picked (lower case). */
  chosen: string;
  /** What it is measured against (the lowest ratio of the rule's backgrounds): its palette role and colour. */
  against: { role: keyof ColorRoles; hex: string };
  /** The picked colour's contrast with it. */
  ratio: number;
  /** The ratio the use requires. */
  required: number;
  /** The colour the palette uses there instead. */
  used: string;
  message: string;
}

const ROLE_WORDS: Record<PickedColour, string> = { primary: 'Primary', secondary: 'Secondary' };
const USE_WORDS: Record<PickedColourUse, string> = {
  fill: 'button fill',
  boundary: 'control boundary',
  text: 'text on the page',
  focusRing: 'focus ring',
};
/** What each use needs its ratio for. */
const NEED_WORDS: Record<PickedColourUse, string> = {
  fill: 'text needs',
  boundary: 'a control boundary needs',
  text: 'text needs',
  focusRing: 'a focus ring needs',
};

/** A background role in a sentence: `the page background #ffffff`, `its tint #fff8e1`. */
function backdropWords(role: keyof ColorRoles, hex: string): string {
  if (role === 'bg') return `the page background ${hex}`;
  if (role === 'bgSubtle') return `the subtle background ${hex}`;
  if (role === 'surface') return `the surface ${hex}`;
  if (role.endsWith('Subtle')) return `its tint ${hex} (tags, selected rows)`;
  return hex;
}

/** A failing ratio, rounded down (4.497 is `4.49`, never a `4.50` under 4.5). */
const ratioText = (ratio: number) => (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);

function substitutionMessage(s: Omit<Substitution, 'message'>): string {
  const head = `${ROLE_WORDS[s.role]} as ${USE_WORDS[s.use]}, ${s.mode} mode: ${s.used} instead of ${s.chosen}.`;
  const pair =
    s.use === 'fill'
      ? `${s.against.hex === '#ffffff' ? 'White' : 'Dark'} text (${s.against.hex}) on ${s.chosen}`
      : `${s.chosen} ${s.use === 'text' ? 'on' : 'against'} ${backdropWords(s.against.role, s.against.hex)}`;
  return `${head} ${pair} is ${ratioText(s.ratio)}:1, under the ${s.required}:1 ${NEED_WORDS[s.use]}.`;
}

/**
 * Every place the derived palettes (light, then dark) use another colour than the one picked: for each
 * rule of `pickedColourRules` the picked colour does not meet, the background it does worst against,
 * the measured and the required ratio, and the colour used instead. None when both colours are used
 * as picked everywhere.
 */
export function colourSubstitutions(draft: BrandDraft): Substitution[] {
  const found: Substitution[] = [];
  for (const mode of colorSchemes) {
    const palette = draftPalette(draft, mode);
    for (const role of ['primary', 'secondary'] as const) {
      const chosen = draft[role].trim().toLowerCase();
      for (const rule of pickedColourRules[role]) {
        const measured = rule.against.map((bg) => ({
          role: bg,
          hex: palette[bg],
          ratio: contrast(chosen, palette[bg]),
        }));
        const worst = measured.reduce((a, b) => (b.ratio < a.ratio ? b : a));
        if (worst.ratio >= rule.required) continue;
        const s = {
          role,
          mode,
          use: rule.use,
          chosen,
          against: { role: worst.role, hex: worst.hex },
          ratio: worst.ratio,
          required: rule.required,
          used: palette[rule.role],
        };
        found.push({ ...s, message: substitutionMessage(s) });
      }
    }
  }
  return found;
}

/** One line of a colour field's report. */
export interface ReportLine {
  /** `role/mode/use` of a substitution, `role/mode` of a scheme that uses the colour as picked. */
  key: string;
  /** Whether the line reports a substitution. */
  substituted: boolean;
  message: string;
}

/**
 * The report beside one colour field, light then dark: each substitution of that colour, or a line
 * saying the scheme uses it as picked (`Dark mode: #ffc107 is used as picked.`). (No colour is used as
 * picked in both: its fill would need 4.5:1 with white text and with near-black text.)
 */
export function substitutionReport(
  role: PickedColour,
  chosen: string,
  all: readonly Substitution[],
): ReportLine[] {
  const colour = chosen.trim().toLowerCase();
  return colorSchemes.flatMap((mode): ReportLine[] => {
    const lines = all.filter((s) => s.role === role && s.mode === mode);
    if (lines.length > 0)
      return lines.map((s) => ({ key: `${role}/${mode}/${s.use}`, substituted: true, message: s.message }));
    return [
      {
        key: `${role}/${mode}`,
        substituted: false,
        message: `${mode === 'light' ? 'Light' : 'Dark'} mode: ${colour} is used as picked.`,
      },
    ];
  });
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

/** The drafted typeface and radii as an inline style of CSS custom properties (like `paletteStyle`). */
export function shapeStyle(draft: Pick<BrandDraft, 'typeface' | 'radius'>): Record<string, string> {
  const scale = radiusScale(Number(draft.radius));
  return {
    [fontSansVar]: sansStack(typefaces[draft.typeface]),
    ...Object.fromEntries(radiusSizes.map((k) => [radiusVar(k), scale[k]])),
  };
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

/**
 * The entry to paste into `brands` in brands.ts: every field of Brand, from the draft as edited
 * (brandDraft.test.ts checks it against each brand of brands.ts).
 */
export function brandDefinition(draft: BrandDraft): string {
  const id = brandIdOf(draft.name);
  return `'${id}': {
  id: '${id}',
  name: ${JSON.stringify(draft.name)},
  description: ${JSON.stringify(draft.description)},
  primary: '${draft.primary.trim().toLowerCase()}',
  secondary: '${draft.secondary.trim().toLowerCase()}',
  typeface: '${draft.typeface}',
  radius: ${Number(draft.radius)},
},`;
}
