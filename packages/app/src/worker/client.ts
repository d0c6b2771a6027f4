import { endsSession, reportSessionEnded } from '@store-ops/machines';
import type { WorkerRequest, WorkerResponse } from './protocol';

type Pending = { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Ok<T extends WorkerRequest['type']> = Extract<WorkerResponse, { type: T; ok: true }>;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module', name: 'report' });
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

/** Starts the report worker ahead of its first job (its module loads while the store list loads). */
export function warmReportWorker() {
  getWorker();
}

/** An Error named AbortError: what an aborted fetch rejects with (the machines stay silent on it). */
function abortError(message: string) {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

/**
 * Sends one request to the report worker; rejects with the worker's message when it fails.
 * With a `signal`, aborting it aborts the worker's fetch and rejects with an AbortError.
 */
export function callReportWorker<T extends WorkerRequest['type']>(
  request: DistributiveOmit<Extract<WorkerRequest, { type: T }>, 'id'>,
  signal?: AbortSignal,
): Promise<Ok<T>> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError('Aborted'));
    const onAbort = () =>
      getWorker().postMessage({ id: nextId++, type: 'abort', target: id } satisfies WorkerRequest);
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.set(id, {
      resolve: (r) => {
        signal?.removeEventListener('abort', onAbort);
        // The worker fetches the CSV proxy itself: its 401 ends the session as the API client's does.
        if (!r.ok && r.status !== undefined && 'url' in request && endsSession(request.url, r.status))
          reportSessionEnded();
        if (r.ok) resolve(r as Ok<T>);
        else reject(r.aborted || signal?.aborted ? abortError(r.message) : new Error(r.message));
      },
      reject,
    });
    getWorker().postMessage({ ...request, id } as WorkerRequest);
  });
}
