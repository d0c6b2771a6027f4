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

const STATUS = {
  danger: '#d32f2f',
  success: '#2e7d32',
  warning: '#ed6c02',
  info: '#0277bd',
  userMessage: '#2e7d32',
} as const;

const WHITE = '#ffffff';
const INK = '#111315';

interface Solid {
  base: string;
  hover: string;
  pressed: string;
  fg: string;
  text: string;
  subtle: string;
}

/**
 * Derive a solid fill + its on-colour + a text variant + a tint from one brand colour.
 * Light scheme: the fill darkens until white text reaches 4.5:1 (hover/pressed darken further).
 * Dark scheme: the fill lightens until near-black text reaches 4.5:1 (hover/pressed lighten further).
 */
function solid(color: string, scheme: ColorScheme, textBgs: readonly string[], subtleBase: string): Solid {
  if (scheme === 'light') {
    // White on-colour; the fill darkens until it reaches 4.5:1 (which also clears 3:1 against the page).
    const base = ensureBoundary(ensureContrast(color, [WHITE], 4.5, 'darken'), textBgs, 'darken');
    return {
      base,
      hover: mix(base, '#000000', 0.12),
      pressed: mix(base, '#000000', 0.24),
      fg: WHITE,
      text: ensureContrast(color, textBgs, 4.5, 'darken'),
      subtle: mix(subtleBase, color, 0.12),
    };
  }
  // Near-black on-colour; the fill lightens until it reaches 4.5:1 (and 3:1 against the dark page).
  const base = ensureBoundary(ensureContrast(color, [INK], 4.5, 'lighten'), textBgs, 'lighten');
  return {
    base,
    hover: mix(base, '#ffffff', 0.15),
    pressed: mix(base, '#ffffff', 0.3),
    fg: INK,
    text: ensureContrast(color, textBgs, 4.5, 'lighten'),
    subtle: mix(subtleBase, color, 0.2),
  };
}

/** A solid that is also a control boundary must reach 3:1 against the backgrounds it sits on. */
function ensureBoundary(color: string, bgs: readonly string[], dir: 'darken' | 'lighten'): string {
  return bgs.every((bg) => contrast(color, bg) >= 3) ? color : ensureContrast(color, bgs, 3, dir);
}

/** Build every colour role for one brand in one scheme. */
export function derivePalette(brand: Brand, scheme: ColorScheme): ColorRoles {
  const { primary, secondary } = brand;
  if (scheme === 'light') {
    const bg = WHITE;
    const bgSubtle = mix(WHITE, primary, 0.04);
    const surface = WHITE;
    const textBgs = [bg, bgSubtle, surface];
    const fg = mix(INK, primary, 0.08);
    const accent = solid(primary, scheme, textBgs, WHITE);
    const sec = solid(secondary, scheme, textBgs, WHITE);
    const danger = solid(STATUS.danger, scheme, textBgs, WHITE);
    const success = solid(STATUS.success, scheme, textBgs, WHITE);
    const warning = solid(STATUS.warning, scheme, textBgs, WHITE);
    const info = solid(STATUS.info, scheme, textBgs, WHITE);
    const subtleBgs = [accent.subtle, sec.subtle, danger.subtle, success.subtle, warning.subtle, info.subtle];
    return {
      bg,
      bgSubtle,
      surface,
      surfaceHover: mix(WHITE, primary, 0.08),
      overlay: alpha('#000000', 0.5),
      fg: ensureContrast(fg, [...textBgs, ...subtleBgs], 7, 'darken'),
      fgMuted: ensureContrast(
        mix('#5f6368', primary, 0.1),
        [...textBgs, mix(WHITE, primary, 0.08), ...subtleBgs],
        4.5,
        'darken',
      ),
      border: mix('#dadce0', primary, 0.08),
      borderStrong: ensureContrast(mix('#80868b', primary, 0.1), textBgs, 3, 'darken'),
      focusRing: ensureContrast(primary, textBgs, 3, 'darken'),
      accent: accent.base,
      accentHover: accent.hover,
      accentPressed: accent.pressed,
      accentFg: accent.fg,
      accentText: ensureContrast(accent.text, [...textBgs, accent.subtle], 4.5, 'darken'),
      accentSubtle: accent.subtle,
      secondary: sec.base,
      secondaryHover: sec.hover,
      secondaryPressed: sec.pressed,
      secondaryFg: sec.fg,
      secondaryText: ensureContrast(sec.text, [...textBgs, sec.subtle], 4.5, 'darken'),
      secondarySubtle: sec.subtle,
      danger: danger.base,
      dangerHover: danger.hover,
      dangerPressed: danger.pressed,
      dangerFg: danger.fg,
      dangerText: ensureContrast(danger.text, [...textBgs, danger.subtle], 4.5, 'darken'),
      dangerSubtle: danger.subtle,
      success: success.base,
      successFg: success.fg,
      successText: ensureContrast(success.text, [...textBgs, success.subtle], 4.5, 'darken'),
      successSubtle: success.subtle,
      warning: warning.base,
      warningFg: warning.fg,
      warningText: ensureContrast(warning.text, [...textBgs, warning.subtle], 4.5, 'darken'),
      warningSubtle: warning.subtle,
      info: info.base,
      infoFg: info.fg,
      infoText: ensureContrast(info.text, [...textBgs, info.subtle], 4.5, 'darken'),
      infoSubtle: info.subtle,
      userMessageBorder: ensureContrast(STATUS.userMessage, textBgs, 3, 'darken'),
      disabledFg: '#80868b',
      disabledBg: '#eceef0',
      codeBg: mix('#f3f4f6', primary, 0.03),
      codeFg: ensureContrast('#24292f', [mix('#f3f4f6', primary, 0.03)], 7, 'darken'),
    };
  }
  const bg = mix('#121416', primary, 0.04);
  const bgSubtle = mix('#181b1e', primary, 0.05);
  const surface = mix('#1e2124', primary, 0.06);
  const surfaceHover = mix('#2a2e32', primary, 0.08);
  const textBgs = [bg, bgSubtle, surface];
  const accent = solid(primary, scheme, textBgs, surface);
  const sec = solid(secondary, scheme, textBgs, surface);
  const danger = solid('#ef5350', scheme, textBgs, surface);
  const success = solid('#66bb6a', scheme, textBgs, surface);
  const warning = solid('#ffa726', scheme, textBgs, surface);
  const info = solid('#29b6f6', scheme, textBgs, surface);
  const subtleBgs = [accent.subtle, sec.subtle, danger.subtle, success.subtle, warning.subtle, info.subtle];
  const codeBg = mix('#0d0f11', primary, 0.03);
  return {
    bg,
    bgSubtle,
    surface,
    surfaceHover,
    overlay: alpha('#000000', 0.65),
    fg: ensureContrast(mix('#e8eaed', primary, 0.04), [...textBgs, surfaceHover, ...subtleBgs], 7, 'lighten'),
    fgMuted: ensureContrast(
      mix('#9aa0a6', primary, 0.1),
      [...textBgs, surfaceHover, ...subtleBgs],
      4.5,
      'lighten',
    ),
    border: mix('#3c4043', primary, 0.1),
    borderStrong: ensureContrast(mix('#80868b', primary, 0.1), textBgs, 3, 'lighten'),
    focusRing: ensureContrast(primary, textBgs, 3, 'lighten'),
    accent: accent.base,
    accentHover: accent.hover,
    accentPressed: accent.pressed,
    accentFg: accent.fg,
    accentText: ensureContrast(accent.text, [...textBgs, accent.subtle], 4.5, 'lighten'),
    accentSubtle: accent.subtle,
    secondary: sec.base,
    secondaryHover: sec.hover,
    secondaryPressed: sec.pressed,
    secondaryFg: sec.fg,
    secondaryText: ensureContrast(sec.text, [...textBgs, sec.subtle], 4.5, 'lighten'),
    secondarySubtle: sec.subtle,
    danger: danger.base,
    dangerHover: danger.hover,
    dangerPressed: danger.pressed,
    dangerFg: danger.fg,
    dangerText: ensureContrast(danger.text, [...textBgs, danger.subtle], 4.5, 'lighten'),
    dangerSubtle: danger.subtle,
    success: success.base,
    successFg: success.fg,
    successText: ensureContrast(success.text, [...textBgs, success.subtle], 4.5, 'lighten'),
    successSubtle: success.subtle,
    warning: warning.base,
    warningFg: warning.fg,
    warningText: ensureContrast(warning.text, [...textBgs, warning.subtle], 4.5, 'lighten'),
    warningSubtle: warning.subtle,
    info: info.base,
    infoFg: info.fg,
    infoText: ensureContrast(info.text, [...textBgs, info.subtle], 4.5, 'lighten'),
    infoSubtle: info.subtle,
    userMessageBorder: ensureContrast('#66bb6a', textBgs, 3, 'lighten'),
    disabledFg: '#7c8288',
    disabledBg: '#2a2d30',
    codeBg,
    codeFg: ensureContrast('#e6edf3', [codeBg], 7, 'lighten'),
  };
}
