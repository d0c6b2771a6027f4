import type { Brand, ColorScheme } from './brands';
import { alpha, contrast, ensureContrast, mix } from './color';

/**
 * Semantic colour roles. Every role is derived from a brand's primary/secondary and the scheme;
 * pairs that carry text are pushed to >= 4.5:1, UI boundaries and large text to >= 3:1
 * (see contrast.test.ts, which checks every brand x scheme).
 */
export interface ColorRoles {
  /** Page background. */
  bg: string;
  /** Slightly offset background for panels, table stripes, code blocks. */
  bgSubtle: string;
  /** Cards, inputs, popovers, dialogs. */
  surface: string;
  /** Hover background for list items and ghost buttons. */
  surfaceHover: string;
  /** Modal backdrop (translucent). */
  overlay: string;
  /** Body text. */
  fg: string;
  /** Secondary text (hints, timestamps); >= 4.5:1 on every background role, including the tints. */
  fgMuted: string;
  /** Decorative divider lines (no contrast requirement). */
  border: string;
  /** Boundaries of interactive controls (inputs, checkboxes): >= 3:1 against bg and surface. */
  borderStrong: string;
  /** Focus ring: >= 3:1 against bg and surface. */
  focusRing: string;
  /** Solid accent fill (primary buttons, checked controls). */
  accent: string;
  accentHover: string;
  accentPressed: string;
  /** Text/icons on an accent fill: >= 4.5:1 against accent, accentHover, accentPressed. */
  accentFg: string;
  /** Accent used as text or link on bg/surface: >= 4.5:1. */
  accentText: string;
  /** Tinted accent background (selected rows, tags). */
  accentSubtle: string;
  secondary: string;
  secondaryHover: string;
  secondaryPressed: string;
  secondaryFg: string;
  secondaryText: string;
  secondarySubtle: string;
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  dangerFg: string;
  dangerText: string;
  dangerSubtle: string;
  success: string;
  successFg: string;
  successText: string;
  successSubtle: string;
  warning: string;
  warningFg: string;
  warningText: string;
  warningSubtle: string;
  info: string;
  infoFg: string;
  infoText: string;
  infoSubtle: string;
  /** Border of the user's chat messages (the spec's "green-bordered box"): >= 3:1 against bg. */
  userMessageBorder: string;
  /** Disabled text and control fill (exempt from contrast rules, still kept legible). */
  disabledFg: string;
  disabledBg: string;
  /** Code block background and text. */
  codeBg: string;
  codeFg: string;
}

const WHITE = '#ffffff';
const INK = '#111315';

/** A neutral base tinted toward the brand's primary by `amount` (0: the base as it is). */
type Tint = readonly [base: string, amount: number];

/** What sets the light and the dark palette apart; `derivePalette` is the same for both. */
interface SchemeSpec {
  /** Which way colours move to reach their contrast: light darkens them, dark lightens them. */
  dir: 'darken' | 'lighten';
  bg: Tint;
  bgSubtle: Tint;
  surface: Tint;
  surfaceHover: Tint;
  border: Tint;
  fg: Tint;
  fgMuted: Tint;
  codeBg: Tint;
  codeFg: string;
  overlay: number;
  /** Whether body text must also reach 7:1 on the hover background. */
  fgOnHover: boolean;
  status: { danger: string; success: string; warning: string; info: string; userMessage: string };
  disabledFg: string;
  disabledBg: string;
  /** A solid fill's on-colour, and the colour its hover and pressed states and its tint mix toward. */
  solid: { fg: string; toward: string; hover: number; pressed: number; subtle: number };
}

const SCHEMES: Record<ColorScheme, SchemeSpec> = {
  light: {
    dir: 'darken',
    bg: [WHITE, 0],
    bgSubtle: [WHITE, 0.04],
    surface: [WHITE, 0],
    surfaceHover: [WHITE, 0.08],
    border: ['#dadce0', 0.08],
    fg: [INK, 0.08],
    fgMuted: ['#5f6368', 0.1],
    codeBg: ['#f3f4f6', 0.03],
    codeFg: '#24292f',
    overlay: 0.5,
    fgOnHover: false,
    status: {
      danger: '#d32f2f',
      success: '#2e7d32',
      warning: '#ed6c02',
      info: '#0277bd',
      userMessage: '#2e7d32',
    },
    disabledFg: '#80868b',
    disabledBg: '#eceef0',
    // White on-colour; the fill darkens until it reaches 4.5:1 (which also clears 3:1 against the page).
    solid: { fg: WHITE, toward: '#000000', hover: 0.12, pressed: 0.24, subtle: 0.12 },
  },
  dark: {
    dir: 'lighten',
    bg: ['#121416', 0.04],
    bgSubtle: ['#181b1e', 0.05],
    surface: ['#1e2124', 0.06],
    surfaceHover: ['#2a2e32', 0.08],
    border: ['#3c4043', 0.1],
    fg: ['#e8eaed', 0.04],
    fgMuted: ['#9aa0a6', 0.1],
    codeBg: ['#0d0f11', 0.03],
    codeFg: '#e6edf3',
    overlay: 0.65,
    fgOnHover: true,
    status: {
      danger: '#ef5350',
      success: '#66bb6a',
      warning: '#ffa726',
      info: '#29b6f6',
      userMessage: '#66bb6a',
    },
    disabledFg: '#7c8288',
    disabledBg: '#2a2d30',
    // Near-black on-colour; the fill lightens until it reaches 4.5:1 (and 3:1 against the dark page).
    solid: { fg: INK, toward: '#ffffff', hover: 0.15, pressed: 0.3, subtle: 0.2 },
  },
};

interface Solid {
  base: string;
  hover: string;
  pressed: string;
  fg: string;
  text: string;
  subtle: string;
}

/**
 * Derive a solid fill + its on-colour + a text variant + a tint from one brand colour: the fill
 * moves (light: darkens, dark: lightens) until its on-colour reaches 4.5:1; hover and pressed move
 * further; the tint is the colour mixed into the surface.
 */
function solid(color: string, spec: SchemeSpec, textBgs: readonly string[], surface: string): Solid {
  const { dir, solid: s } = spec;
  const base = ensureBoundary(ensureContrast(color, [s.fg], 4.5, dir), textBgs, dir);
  return {
    base,
    hover: mix(base, s.toward, s.hover),
    pressed: mix(base, s.toward, s.pressed),
    fg: s.fg,
    text: ensureContrast(color, textBgs, 4.5, dir),
    subtle: mix(surface, color, s.subtle),
  };
}

/** A solid that is also a control boundary must reach 3:1 against the backgrounds it sits on. */
function ensureBoundary(color: string, bgs: readonly string[], dir: 'darken' | 'lighten'): string {
  return bgs.every((bg) => contrast(color, bg) >= 3) ? color : ensureContrast(color, bgs, 3, dir);
}

/** A brand colour a designer picks. */
export type PickedColour = 'primary' | 'secondary';

/** What a picked colour is used as in the palette. */
export type PickedColourUse = 'fill' | 'boundary' | 'text' | 'focusRing';

/**
 * A contrast rule `derivePalette` holds a picked colour to in one of its uses: the colour role that
 * carries it (`role`) is the picked colour itself when it reaches `required`:1 against every role of
 * `against`, else the picked colour pushed (light: darkened, dark: lightened) until it does.
 */
export interface PickedColourRule {
  use: PickedColourUse;
  role: keyof ColorRoles;
  against: readonly (keyof ColorRoles)[];
  required: number;
}

const PAGE: readonly (keyof ColorRoles)[] = ['bg', 'bgSubtle', 'surface'];

/**
 * Every rule of `solid`, `ensureBoundary`, `textOn` and `focusRing` below that can replace a picked
 * colour, as data (the Theme editor reports each one that does; brandDraft.test.ts checks the table
 * against the derivation). A role is the picked colour exactly when each of its rules passes.
 */
export const pickedColourRules: Readonly<Record<PickedColour, readonly PickedColourRule[]>> = {
  primary: [
    { use: 'fill', role: 'accent', against: ['accentFg'], required: 4.5 },
    { use: 'boundary', role: 'accent', against: PAGE, required: 3 },
    { use: 'text', role: 'accentText', against: [...PAGE, 'accentSubtle'], required: 4.5 },
    { use: 'focusRing', role: 'focusRing', against: PAGE, required: 3 },
  ],
  secondary: [
    { use: 'fill', role: 'secondary', against: ['secondaryFg'], required: 4.5 },
    { use: 'boundary', role: 'secondary', against: PAGE, required: 3 },
    { use: 'text', role: 'secondaryText', against: [...PAGE, 'secondarySubtle'], required: 4.5 },
  ],
};

/** Build every colour role for one brand in one scheme. */
export function derivePalette(brand: Brand, scheme: ColorScheme): ColorRoles {
  const { primary, secondary } = brand;
  const spec = SCHEMES[scheme];
  const { dir, status } = spec;
  const tinted = ([base, amount]: Tint) => (amount === 0 ? base : mix(base, primary, amount));
  const bg = tinted(spec.bg);
  const bgSubtle = tinted(spec.bgSubtle);
  const surface = tinted(spec.surface);
  const surfaceHover = tinted(spec.surfaceHover);
  const codeBg = tinted(spec.codeBg);
  const textBgs = [bg, bgSubtle, surface];
  const accent = solid(primary, spec, textBgs, surface);
  const sec = solid(secondary, spec, textBgs, surface);
  const danger = solid(status.danger, spec, textBgs, surface);
  const success = solid(status.success, spec, textBgs, surface);
  const warning = solid(status.warning, spec, textBgs, surface);
  const info = solid(status.info, spec, textBgs, surface);
  const subtleBgs = [accent.subtle, sec.subtle, danger.subtle, success.subtle, warning.subtle, info.subtle];
  /** A solid's text variant, also at 4.5:1 on its own tint. */
  const textOn = (s: Solid) => ensureContrast(s.text, [...textBgs, s.subtle], 4.5, dir);
  return {
    bg,
    bgSubtle,
    surface,
    surfaceHover,
    overlay: alpha('#000000', spec.overlay),
    fg: ensureContrast(
      tinted(spec.fg),
      [...textBgs, ...(spec.fgOnHover ? [surfaceHover] : []), ...subtleBgs],
      7,
      dir,
    ),
    fgMuted: ensureContrast(tinted(spec.fgMuted), [...textBgs, surfaceHover, ...subtleBgs], 4.5, dir),
    border: tinted(spec.border),
    borderStrong: ensureContrast(mix('#80868b', primary, 0.1), textBgs, 3, dir),
    focusRing: ensureContrast(primary, textBgs, 3, dir),
    accent: accent.base,
    accentHover: accent.hover,
    accentPressed: accent.pressed,
    accentFg: accent.fg,
    accentText: textOn(accent),
    accentSubtle: accent.subtle,
    secondary: sec.base,
    secondaryHover: sec.hover,
    secondaryPressed: sec.pressed,
    secondaryFg: sec.fg,
    secondaryText: textOn(sec),
    secondarySubtle: sec.subtle,
    danger: danger.base,
    dangerHover: danger.hover,
    dangerPressed: danger.pressed,
    dangerFg: danger.fg,
    dangerText: textOn(danger),
    dangerSubtle: danger.subtle,
    success: success.base,
    successFg: success.fg,
    successText: textOn(success),
    successSubtle: success.subtle,
    warning: warning.base,
    warningFg: warning.fg,
    warningText: textOn(warning),
    warningSubtle: warning.subtle,
    info: info.base,
    infoFg: info.fg,
    infoText: textOn(info),
    infoSubtle: info.subtle,
    userMessageBorder: ensureContrast(status.userMessage, textBgs, 3, dir),
    disabledFg: spec.disabledFg,
    disabledBg: spec.disabledBg,
    codeBg,
    codeFg: ensureContrast(spec.codeFg, [codeBg], 7, dir),
  };
}
