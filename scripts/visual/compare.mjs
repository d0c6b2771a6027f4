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

/**
 * @param {Buffer} baselineBytes
 * @param {Buffer} actualBytes
 * @param {{ withDiff?: boolean }} [options]
 * @returns {Promise<{ diffPixels: number, allowed: number, sizeChanged: boolean, changed: boolean,
 *   diff?: Buffer }>}
 */
export async function compare(baselineBytes, actualBytes, { withDiff = true } = {}) {
  const [baseline, actual] = await Promise.all([decodePng(baselineBytes), decodePng(actualBytes)]);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const sizeChanged = baseline.width !== actual.width || baseline.height !== actual.height;
  const allowed = allowedFor(width, height);
  if (!sizeChanged && baseline.data.equals(actual.data))
    return { diffPixels: 0, allowed, sizeChanged, changed: false };
  const a = padTo(baseline, width, height);
  const b = padTo(actual, width, height);
  const diff = withDiff ? new PNG({ width, height }) : undefined;
  const diffPixels = pixelmatch(a, b, diff?.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
    alpha: 0.2,
  });
  const changed = sizeChanged || diffPixels > allowed;
  return {
    diffPixels,
    allowed,
    sizeChanged,
    changed,
    diff: changed && diff ? PNG.sync.write(diff) : undefined,
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
