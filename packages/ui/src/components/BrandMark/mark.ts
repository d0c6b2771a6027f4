import type { BrandId, ColorScheme } from '../../theme/brands';
import { createTheme } from '../../theme/createTheme';
import type { ColorRoles } from '../../theme/palette';

/**
 * The brand mark: a storefront (awning, front, door) on a rounded tile, drawn only from the brand's
 * colour roles (accent tile, accentFg front, secondary awning stripes), so every brand x scheme gets its
 * own mark and every pair keeps the palette's contrast. One geometry serves the inline SVG (BrandMark),
 * the favicon's SVG (brandMarkSvg) and the favicon.ico's pixels (rasterizeBrandMark).
 */
export type MarkRole = Extract<keyof ColorRoles, 'accent' | 'accentFg' | 'secondary'>;

export type MarkShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx?: number; role: MarkRole }
  | { kind: 'circle'; cx: number; cy: number; r: number; role: MarkRole };

/** The mark's coordinate space: a 32 x 32 square. */
export const MARK_SIZE = 32;

const stripe = (i: number): MarkRole => (i % 2 === 0 ? 'secondary' : 'accentFg');

/** Painted in order, later shapes over earlier ones. */
export const markShapes: readonly MarkShape[] = [
  { kind: 'rect', x: 0, y: 0, width: 32, height: 32, rx: 7, role: 'accent' },
  { kind: 'rect', x: 7, y: 17, width: 18, height: 9, role: 'accentFg' },
  { kind: 'rect', x: 13.5, y: 19.5, width: 5, height: 6.5, role: 'accent' },
  ...[0, 1, 2, 3].map(
    (i): MarkShape => ({ kind: 'rect', x: 6 + 5 * i, y: 6, width: 5, height: 7, role: stripe(i) }),
  ),
  ...[0, 1, 2, 3].map(
    (i): MarkShape => ({ kind: 'circle', cx: 8.5 + 5 * i, cy: 13, r: 2.5, role: stripe(i) }),
  ),
];

/** The SVG element of one shape, its fill given as any CSS colour. */
export function markShapeSvg(shape: MarkShape, fill: string): string {
  return shape.kind === 'rect'
    ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${
        shape.rx ? ` rx="${shape.rx}"` : ''
      } fill="${fill}"/>`
    : `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${fill}"/>`;
}

/** A stand-alone SVG document of one brand's mark in one scheme (the favicon). */
export function brandMarkSvg(brand: BrandId, colorScheme: ColorScheme = 'light'): string {
  const { colors } = createTheme({ brand, colorScheme });
  const body = markShapes.map((shape) => markShapeSvg(shape, colors[shape.role])).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">${body}</svg>`;
}

/** The mark as a `data:` URL, for `<link rel="icon">`. */
export function brandMarkDataUrl(brand: BrandId, colorScheme: ColorScheme = 'light'): string {
  return `data:image/svg+xml,${encodeURIComponent(brandMarkSvg(brand, colorScheme))}`;
}

function inside(shape: MarkShape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  const { x: left, y: top, width, height, rx = 0 } = shape;
  if (x < left || x > left + width || y < top || y > top + height) return false;
  // In a corner's rx x rx square, the point must also lie within the corner's circle.
  const cx = Math.min(Math.max(x, left + rx), left + width - rx);
  const cy = Math.min(Math.max(y, top + rx), top + height - rx);
  return (x - cx) ** 2 + (y - cy) ** 2 <= rx ** 2;
}

const hexRgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/**
 * The mark's pixels at `size` x `size` (RGBA, rows top to bottom, straight alpha), 4 x 4 samples per
 * pixel for smooth edges: the favicon.ico, which browsers and feed readers ask for without reading the
 * page's `<link rel="icon">`.
 */
export function rasterizeBrandMark(
  brand: BrandId,
  colorScheme: ColorScheme,
  size: number,
): Uint8ClampedArray {
  const { colors } = createTheme({ brand, colorScheme });
  const rgb = markShapes.map((shape) => hexRgb(colors[shape.role]));
  const n = 4;
  const scale = MARK_SIZE / size;
  const out = new Uint8ClampedArray(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) * scale;
          const y = (py + (sy + 0.5) / n) * scale;
          for (let i = markShapes.length - 1; i >= 0; i--) {
            if (!inside(markShapes[i] as MarkShape, x, y)) continue;
            const c = rgb[i] as [number, number, number];
            r += c[0];
            g += c[1];
            b += c[2];
            hits++;
            break;
          }
        }
      }
      if (hits === 0) continue;
      const o = (py * size + px) * 4;
      out.set([r / hits, g / hits, b / hits, (hits / (n * n)) * 255].map(Math.round), o);
    }
  }
  return out;
}
