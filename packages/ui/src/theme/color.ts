/**
 * Small, dependency-free colour maths for deriving palettes: sRGB hex parsing, mixing,
 * WCAG 2.x relative luminance and contrast, and a contrast fixer that nudges a colour
 * toward black or white until it clears a ratio against every given background.
 */

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Invalid hex colour: "${hex}" (expected #rgb or #rrggbb)`);
  let h = m[1];
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mix `a` toward `b` by `amount` (0 = a, 1 = b), in sRGB. */
export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const t = Math.min(1, Math.max(0, amount));
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** `rgba()` string of a hex colour with an alpha. */
export function alpha(hex: string, a: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Luminance by hex: deriving the 14 palettes at start-up asks for the same colours many times. */
const luminances = new Map<string, number>();

/** WCAG 2.x relative luminance (0 = black, 1 = white). */
export function luminance(hex: string): number {
  let value = luminances.get(hex);
  if (value === undefined) {
    const [r, g, b] = parseHex(hex);
    value = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    luminances.set(hex, value);
  }
  return value;
}

/** WCAG 2.x contrast ratio between two opaque colours, 1..21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Returns `color`, or the first step of it mixed toward black (`'darken'`) or white (`'lighten'`)
 * whose contrast against every background is at least `ratio`. Throws if even pure black/white
 * cannot reach the ratio, so a bad brand colour fails loudly in the contrast test.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  ratio: number,
  direction: 'darken' | 'lighten',
): string {
  // Numeric all the way (no hex round trips per step): the app derives 14 palettes at start-up.
  const [r, g, b] = parseHex(color);
  const target = direction === 'darken' ? 0 : 255;
  const bgLuminances = backgrounds.map(luminance);
  const byte = (v: number) => Math.round(Math.min(255, Math.max(0, v)));
  for (let step = 0; step <= 100; step += 1) {
    const t = step / 100;
    const rgb: Rgb = [byte(r + (target - r) * t), byte(g + (target - g) * t), byte(b + (target - b) * t)];
    const l = 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
    if (bgLuminances.every((lb) => (Math.max(l, lb) + 0.05) / (Math.min(l, lb) + 0.05) >= ratio))
      return toHex(rgb);
  }
  throw new Error(`Cannot reach contrast ${ratio}:1 for ${color} against ${backgrounds.join(', ')}`);
}

/** Whichever of `light` or `dark` text reads better on `bg`. */
export function readableOn(bg: string, light = '#ffffff', dark = '#111315'): string {
  return contrast(light, bg) >= contrast(dark, bg) ? light : dark;
}
