import { constants, crc32, deflateSync } from 'node:zlib';
// The ui package's TypeScript: Vite loads this config with its module runner (`--configLoader runner`
// in the app's scripts), which transforms a workspace package's source as it does the app's.
import { brandMarkSvg, rasterizeBrandMark } from '@store-ops/ui/brand-mark';
import type { Plugin } from 'vite';

/** The sizes inside favicon.ico: tabs (16), taskbars and feed readers (32), Windows tiles (48). */
const ICO_SIZES = [16, 32, 48] as const;

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA image as a PNG (8-bit, colour type 6, no row filters). */
export function encodePng(rgba: Uint8ClampedArray, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: constants.Z_BEST_COMPRESSION })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PNG images in an ICO container (readable by every browser since 2007). */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** The default brand's mark as the build's `/favicon.svg` and `/favicon.ico`. */
export function brandIconFiles(): Record<'favicon.svg' | 'favicon.ico', string | Buffer> {
  return {
    'favicon.svg': brandMarkSvg('default', 'light'),
    'favicon.ico': encodeIco(
      ICO_SIZES.map((size) => ({ size, png: encodePng(rasterizeBrandMark('default', 'light', size), size) })),
    ),
  };
}

/**
 * Writes the default brand's mark as `favicon.svg` (index.html's and the public pages' first icon, before the
 * app puts the stored brand's mark in its place) and `favicon.ico` (what browsers and feed readers ask
 * for by themselves) into the build, and serves both in `npm run dev`: drawn from the brand tokens on
 * every build, never a committed picture that could drift from them.
 */
export function brandIcons(): Plugin {
  const files = brandIconFiles();
  return {
    name: 'store-ops-brand-icons',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1);
        if (name !== 'favicon.svg' && name !== 'favicon.ico') return next();
        res.setHeader('content-type', name === 'favicon.svg' ? 'image/svg+xml' : 'image/x-icon');
        res.end(files[name]);
      });
    },
  };
}
