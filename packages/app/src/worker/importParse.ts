// What the import worker does (import.worker.ts exposes it with Comlink): each dropped file read, given
// the company's mapping and checked with the same domain code the server's import runs (file kind,
// columns, every line).
import { fileKind, type ImportMapping, mappedHeader, validateFiles } from '@store-ops/domain';
import type { ImportDayCheck, ImportParseOutput } from '@store-ops/machines';

export interface ImportParseRequest {
  files: { path: string; blob: Blob }[];
  date: string;
  mapping: ImportMapping;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date of a file in a `YYYY-MM-DD/` folder (the folder just above it), else `fallback`. */
export function importDateOf(path: string, fallback: string): string {
  const parts = path.split(/[\\/]/);
  const folder = parts[parts.length - 2] ?? '';
  return DAY.test(folder) ? folder : fallback;
}

/** Every file read, mapped and checked, grouped by its store-day (days in date order). */
export async function parseImport(request: ImportParseRequest): Promise<ImportParseOutput> {
  const byDay = new Map<string, { path: string; text: string }[]>();
  for (const f of request.files) {
    const date = importDateOf(f.path, request.date);
    byDay.set(date, [...(byDay.get(date) ?? []), { path: f.path, text: await f.blob.text() }]);
  }
  const days: ImportDayCheck[] = [...byDay.keys()].sort().map((date) => {
    const files = (byDay.get(date) ?? []).map((f) => ({ ...f, kind: fileKind(f.path) }));
    const { problems, parsed } = validateFiles(
      files.map((f) => ({ name: f.path, text: f.text })),
      date,
      request.mapping,
    );
    return {
      date,
      files: files.map((f) => {
        const header = f.kind ? mappedHeader(f.kind, f.text, request.mapping) : null;
        return {
          path: f.path,
          kind: f.kind,
          rows: f.kind ? (parsed.get(f.kind)?.length ?? 0) : 0,
          headers: header?.headers ?? [],
          missing: header?.missing ?? [],
          extra: header?.extra ?? [],
          problems: problems.filter((p) => p.file === f.path).map(({ line, message }) => ({ line, message })),
        };
      }),
    };
  });
  return { days };
}
