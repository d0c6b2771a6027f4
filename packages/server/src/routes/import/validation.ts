// The import's validation off the event loop: validateFiles (the domain's report/importValidation.ts) in a worker thread
// that starts with the first import and ends once idle. Requests queue on the one thread.
import { Worker } from 'node:worker_threads';
import type { CsvFileName, CsvRow, MappingRules, Validation } from '@store-ops/domain';
import { inTurns } from '../../services/turns';

export interface ImportValidator {
  validate(files: { name: string; text: string }[], date: string, mapping: MappingRules): Promise<Validation>;
  close(): Promise<void>;
}

/** The thread ends after this long without an import (it holds the parsers: tens of MB). */
const IDLE_MS = 30_000;

/** A file's parsed rows as the thread sends them: column by column (validateWorker.mjs). */
interface ByColumn {
  kind: CsvFileName;
  count: number;
  columns: string[];
  values: (string | undefined)[][];
}

interface Answer {
  id: number;
  problems?: Validation['problems'];
  parsed?: ByColumn[];
  error?: string;
}

/** The rows again, a plain object per line, a share per turn of the event loop. */
async function rowsOf({ count, columns, values }: ByColumn): Promise<CsvRow[]> {
  const rows: CsvRow[] = new Array(count);
  await inTurns(rows, (_, i) => {
    const row: CsvRow = {};
    for (let c = 0; c < columns.length; c++) {
      const value = values[c]?.[i];
      if (value !== undefined) row[columns[c] as string] = value;
    }
    rows[i] = row;
  });
  return rows;
}

interface Pending {
  resolve(result: Validation): void;
  reject(error: Error): void;
}

export function importValidator(): ImportValidator {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const stop = (reason: string) => {
    const w = worker;
    worker = undefined;
    clearTimeout(idle);
    for (const [id, p] of pending) {
      p.reject(new Error(reason));
      pending.delete(id);
    }
    return w ? w.terminate().then(() => {}) : Promise.resolve();
  };

  const start = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./validateWorker.mjs', import.meta.url), { execArgv: [] });
    w.unref();
    w.on('message', (answer: Answer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      const { problems, parsed } = answer;
      if (problems && parsed)
        void (async () => {
          const files = new Map<CsvFileName, CsvRow[]>();
          for (const file of parsed) files.set(file.kind, await rowsOf(file));
          p.resolve({ problems, parsed: files });
        })();
      else p.reject(new Error(answer.error ?? 'the import validation answered nothing'));
      if (pending.size === 0) idle = setTimeout(() => void stop('idle'), IDLE_MS).unref();
    });
    w.on('error', (error) => {
      if (worker === w) void stop(`the import validation failed: ${error.message}`);
    });
    w.on('exit', () => {
      if (worker === w) void stop('the import validation stopped');
    });
    worker = w;
    return w;
  };

  return {
    validate: (files, date, mapping) =>
      new Promise<Validation>((resolve, reject) => {
        const w = start();
        clearTimeout(idle);
        const id = nextId++;
        pending.set(id, { resolve, reject });
        w.postMessage({ id, files, date, mapping });
      }),
    close: () => stop('closed'),
  };
}
