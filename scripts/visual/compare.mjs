// Compares a screenshot with its baseline, and compresses baselines.
//
// Baselines are stored as palette PNGs (libimagequant through @napi-rs/image: about a third of
// Chromium's own PNG), which is lossy; a baseline is kept only when it differs from the screenshot
// it was made from by no more than half the allowance below (else the lossless PNG is kept).
// The comparison is pixelmatch with its anti-aliasing detector and a per-pixel colour threshold, then
// a small allowance of differing pixels: rendering noise and the palette's rounding pass, a real
// change (1 px of padding moves every edge after it: hundreds of pixels) fails.
import { pngQuantize, Transformer } from '@napi-rs/image';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's per-pixel colour threshold (0..1, YIQ distance; its default). */
export const PIXEL_THRESHOLD = 0.1;
/** Differing pixels a story may have and still count as unchanged: 8, or 1 in 100,000 of a large one. */
export const ALLOWED_PIXELS = 8;
export const ALLOWED_RATIO = 1e-5;

export const allowedFor = (width, height) =>
  Math.max(ALLOWED_PIXELS, Math.floor(width * height * ALLOWED_RATIO));

/** Width and height from the PNG's IHDR chunk. */
export const pngSize = (bytes) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Decodes a PNG (any colour type) to RGBA, in libuv's thread pool. */
export async function decodePng(bytes) {
  const { width, height } = pngSize(bytes);
  const raw = await new Transformer(bytes).rawPixels();
  if (raw.length === width * height * 4) return { width, height, data: raw };
  if (raw.length === width * height * 3) {
    const data = Buffer.alloc(width * height * 4);
    for (let i = 0, j = 0; i < raw.length; i += 3, j += 4) {
      data[j] = raw[i];
      data[j + 1] = raw[i + 1];
      data[j + 2] = raw[i + 2];
      data[j + 3] = 255;
    }
    return { width, height, data };
  }
  const png = PNG.sync.read(bytes); // grey or 16-bit: pngjs expands it to RGBA
  return { width: png.width, height: png.height, data: png.data };
}

/** Copies `image` onto a transparent canvas of `width` x `height` (top-left aligned). */
function padTo(image, width, height) {
  if (image.width === width && image.height === height) return image.data;
  const src = new PNG({ width: image.width, height: image.height });
  image.data.copy(src.data);
  const out = new PNG({ width, height });
  PNG.bitblt(src, out, 0, 0, image.width, image.height, 0, 0);
  return out.data;
}

/** Changed pixels closer than this (in px, either way) count as one change. */
const REGION_GAP = 32;
const CELL = 16;

/**
 * The boxes around the changed pixels of a pixelmatch diff image (RGBA; a changed pixel is pure red,
 * anti-aliasing yellow, the rest grey): changes within REGION_GAP px of each other are one box. In
 * reading order (top to bottom, then left to right).
 * @returns {Array<{ x: number, y: number, width: number, height: number, pixels: number }>}
 */
export function diffRegions(data, width, height) {
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  /** Per cell with changed pixels: its count and exact bounds. */
  const cells = new Map();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i] !== 255 || data[i + 1] !== 0 || data[i + 2] !== 0) continue;
      const key = Math.floor(y / CELL) * cols + Math.floor(x / CELL);
      const cell = cells.get(key);
      if (cell) {
        cell.pixels++;
        cell.x0 = Math.min(cell.x0, x);
        cell.x1 = Math.max(cell.x1, x);
        cell.y1 = Math.max(cell.y1, y);
      } else cells.set(key, { pixels: 1, x0: x, x1: x, y0: y, y1: y });
    }
  }
  const reach = Math.ceil(REGION_GAP / CELL);
  const seen = new Set();
  const regions = [];
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const box = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0 };
    const queue = [start];
    while (queue.length > 0) {
      const key = queue.pop();
      const cell = cells.get(key);
      box.pixels += cell.pixels;
      box.x0 = Math.min(box.x0, cell.x0);
      box.y0 = Math.min(box.y0, cell.y0);
      box.x1 = Math.max(box.x1, cell.x1);
      box.y1 = Math.max(box.y1, cell.y1);
      const [row, col] = [Math.floor(key / cols), key % cols];
      for (let r = Math.max(0, row - reach); r <= Math.min(rows - 1, row + reach); r++) {
        for (let c = Math.max(0, col - reach); c <= Math.min(cols - 1, col + reach); c++) {
          const next = r * cols + c;
          if (cells.has(next) && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    regions.push({
      x: box.x0,
      y: box.y0,
      width: box.x1 - box.x0 + 1,
      height: box.y1 - box.y0 + 1,
      pixels: box.pixels,
    });
  }
  return regions.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Room kept around a change in its crop, and the tallest crop (a change down a whole matrix). */
const CROP_MARGIN = 24;
const CROP_MAX_HEIGHT = 1600;

/** `box` and CROP_MARGIN around it, within `width` x `height`, at most CROP_MAX_HEIGHT tall. */
export function cropBox(box, width, height) {
  const x = Math.max(0, box.x - CROP_MARGIN);
  const y = Math.max(0, box.y - CROP_MARGIN);
  return {
    x,
    y,
    width: Math.min(width, box.x + box.width + CROP_MARGIN) - x,
    height: Math.min(CROP_MAX_HEIGHT, Math.min(height, box.y + box.height + CROP_MARGIN) - y),
  };
}

/** The pixels of `box` from an RGBA image `width` wide, as a PNG. */
function cropPng(data, width, box) {
  const out = new PNG({ width: box.width, height: box.height });
  for (let row = 0; row < box.height; row++) {
    const from = ((box.y + row) * width + box.x) * 4;
    data.copy(out.data, row * box.width * 4, from, from + box.width * 4);
  }
  return PNG.sync.write(out);
}

/** Only the largest regions (by changed pixels) are cropped. */
const MAX_CROPS = 4;

/**
 * @param {Buffer} baselineBytes
 * @param {Buffer} actualBytes
 * @param {{ withDiff?: boolean }} [options]
 * @returns {Promise<{ diffPixels: number, allowed: number, sizeChanged: boolean, changed: boolean,
 *   width: number, height: number, diff?: Buffer,
 *   regions?: Array<{ x: number, y: number, width: number, height: number, pixels: number,
 *     crop?: { box: { x: number, y: number, width: number, height: number }, baseline: Buffer, actual: Buffer } }> }>}
 *   With a diff, a change also has its regions and, for the MAX_CROPS largest, both images cropped
 *   around it at full resolution.
 */
export async function compare(baselineBytes, actualBytes, { withDiff = true } = {}) {
  const [baseline, actual] = await Promise.all([decodePng(baselineBytes), decodePng(actualBytes)]);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const sizeChanged = baseline.width !== actual.width || baseline.height !== actual.height;
  const allowed = allowedFor(width, height);
  if (!sizeChanged && baseline.data.equals(actual.data))
    return { diffPixels: 0, allowed, sizeChanged, changed: false, width, height };
  const a = padTo(baseline, width, height);
  const b = padTo(actual, width, height);
  const diff = withDiff ? new PNG({ width, height }) : undefined;
  const diffPixels = pixelmatch(a, b, diff?.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
    alpha: 0.2,
  });
  const changed = sizeChanged || diffPixels > allowed;
  if (!changed || !diff) return { diffPixels, allowed, sizeChanged, changed, width, height };
  const regions = diffRegions(diff.data, width, height);
  const largest = [...regions].sort((x, y) => y.pixels - x.pixels).slice(0, MAX_CROPS);
  for (const region of largest) {
    const box = cropBox(region, width, height);
    region.crop = { box, baseline: cropPng(a, width, box), actual: cropPng(b, width, box) };
  }
  return {
    diffPixels,
    allowed,
    sizeChanged,
    changed,
    width,
    height,
    diff: PNG.sync.write(diff),
    regions,
  };
}

/** The bytes to store as a baseline: the palette PNG when it is close enough, else the screenshot. */
export async function compressBaseline(screenshot) {
  try {
    const palette = await pngQuantize(screenshot, { minQuality: 90, maxQuality: 100, speed: 4 });
    if (palette.length >= screenshot.length) return screenshot;
    const { width, height } = pngSize(screenshot);
    const { diffPixels } = await compare(screenshot, palette, { withDiff: false });
    return diffPixels <= allowedFor(width, height) / 2 ? palette : screenshot;
  } catch {
    return screenshot; // below the minimum quality: kept lossless
  }
}
