import { CSV_FILE_NAMES, type CsvFileName } from '../contract/constants';
import type { CsvSection } from './types';

/** A store-day's CSV files by name, as the CSV proxy answers them. */
export type CsvFiles = Partial<Record<CsvFileName, string>>;

/** The CSV files of loaded sections (name -> text). */
export function csvFilesOf(sections: readonly Pick<CsvSection, 'name' | 'content'>[]): CsvFiles {
  return Object.fromEntries(sections.map((s) => [s.name, s.content]));
}

/**
 * A store-day's CSV files packed into one string: their JSON, gzip-compressed, then base64 (local
 * storage holds strings). A big day packs to under a third of its length (3.7 MB to 1.1 M
 * characters; a small demo day to about 60%), so more store-days fit in the browser cache, and a day too big for
 * Chromium's 5,242,880-character quota unpacked still fits packed. Writing it also stays short:
 * `localStorage.setItem` runs on the main thread and takes time in proportion to the value
 * (30-100 ms for a 3.7 MB day on the build machine). Runs wherever CompressionStream does
 * (browsers, workers, Node); pack in a worker when the day is big.
 */
export async function packCsvFiles(files: CsvFiles): Promise<string> {
  const gzip = new Blob([JSON.stringify(files)]).stream().pipeThrough(new CompressionStream('gzip'));
  return toBase64(new Uint8Array(await new Response(gzip).arrayBuffer()));
}

/** The files back out of `packCsvFiles`; rejects when the string is not such a pack (damaged, foreign). */
export async function unpackCsvFiles(packed: string): Promise<CsvFiles> {
  const bytes = fromBase64(packed);
  const gunzip = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  const files: unknown = JSON.parse(await new Response(gunzip).text());
  if (!isCsvFiles(files)) throw new Error('Not a pack of CSV files');
  return files;
}

const NAMES: ReadonlySet<string> = new Set(CSV_FILE_NAMES);

function isCsvFiles(value: unknown): value is CsvFiles {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, text]) => NAMES.has(name) && typeof text === 'string');
}

/** Bytes as base64 (btoa takes a string of byte-valued characters; built in slices, not byte by byte). */
function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE)
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/** base64 back to bytes; throws on a string that is not base64. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
