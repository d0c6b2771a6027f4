import type { ImportParser } from '@store-ops/machines';
import type { ImportWorkerResponse } from './import.worker';

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (r: ImportWorkerResponse) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
  worker.onmessage = (event: MessageEvent<ImportWorkerResponse>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  };
  worker.onerror = (event) => {
    for (const settle of pending.values())
      settle({ id: 0, ok: false, message: event.message || 'The import worker failed.' });
    pending.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/** The import machine's parse: the files checked in the import worker (a superseded parse is dropped). */
export const parseInWorker: ImportParser = (input, signal) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    signal.addEventListener('abort', () => pending.delete(id), { once: true });
    pending.set(id, (r) => (r.ok ? resolve({ days: r.days }) : reject(new Error(r.message))));
    getWorker().postMessage({ id, files: [...input.files], date: input.date, mapping: input.mapping });
  });
