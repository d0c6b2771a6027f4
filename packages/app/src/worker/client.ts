import type { WorkerRequest, WorkerResponse } from './protocol';

type Pending = { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    p.resolve(event.data);
  };
  worker.onerror = (event) => {
    const error = new Error(event.message || 'Report worker failed');
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/** Sends one request to the report worker; rejects with the worker's message when it fails. */
export function callReportWorker<T extends WorkerRequest['type']>(
  request: DistributiveOmit<Extract<WorkerRequest, { type: T }>, 'id'>,
): Promise<Extract<WorkerResponse, { type: T; ok: true }>> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {
      resolve: (r) =>
        r.ok ? resolve(r as Extract<WorkerResponse, { type: T; ok: true }>) : reject(new Error(r.message)),
      reject,
    });
    getWorker().postMessage({ ...request, id } as WorkerRequest);
  });
}
