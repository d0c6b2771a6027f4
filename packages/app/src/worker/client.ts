import type { StoreDayId, Weather } from '@store-ops/domain';
import { isAbortError, reportSessionEnded } from '@store-ops/machines';
import type { Remote } from 'comlink';
import { abortError } from './abortError';
import type { ReportWorker } from './report.worker';
import type { BuildRequest, Built, NotHeld } from './reportWorkerApi';

type Running = { remote: Remote<ReportWorker>; failed: Promise<never> };
/** The running worker, and a promise that rejects when it fails (a script that did not load). */
let current: Promise<Running> | undefined;
let nextFetchId = 1;

function getWorker(): Promise<Running> {
  if (current) return current;
  const worker = new Worker(new URL('./report.worker.ts', import.meta.url), {
    type: 'module',
    name: 'report',
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      reject(new Error(event.message || 'Report worker failed'));
      // The next call starts a new worker.
      if (current === started) current = undefined;
      worker.terminate();
    });
  });
  failed.catch(() => {});
  // Comlink loads beside the worker's module, not with the first screen's JavaScript.
  const started = import('comlink').then(({ proxy, wrap }) => {
    const remote = wrap<ReportWorker>(worker);
    // The worker fetches the CSV proxy itself: its 401 ends the session as the API client's does.
    void remote.onSessionEnded(proxy(reportSessionEnded));
    return { remote, failed };
  });
  // A chunk that did not load: the next call tries again.
  started.catch(() => {
    if (current === started) current = undefined;
    worker.terminate();
  });
  current = started;
  return started;
}

/** Starts the report worker ahead of its first job (its module loads while the store list loads). */
export function warmReportWorker() {
  void getWorker();
}

/**
 * One call to the worker; rejects with the worker's error when it fails or the worker does. With a
 * `signal`, `onAbort` runs when it aborts, and the answer of a call aborted meanwhile is dropped
 * (an AbortError instead).
 */
async function call<T>(
  run: (remote: Remote<ReportWorker>) => Promise<T>,
  signal?: AbortSignal,
  onAbort?: () => void,
): Promise<T> {
  if (signal?.aborted) throw abortError();
  const { remote, failed } = await getWorker();
  if (signal?.aborted) throw abortError();
  if (onAbort) signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await Promise.race([run(remote), failed]);
    if (signal?.aborted) throw abortError();
    return result;
  } catch (error) {
    throw signal?.aborted && !isAbortError(error) ? abortError() : error;
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/** The report worker, as the main thread calls it. */
export const reportWorker = {
  /** Fetches, parses and holds the store-day; aborting `signal` aborts the worker's fetch. */
  fetch(storeDay: StoreDayId, signal?: AbortSignal) {
    const id = nextFetchId++;
    return call(
      (remote) => remote.fetch(id, storeDay),
      signal,
      () => void getWorker().then(({ remote }) => remote.abort(id)),
    );
  },
  unpack: (storeDay: StoreDayId, data: string, weather: Weather[]) =>
    call((remote) => remote.unpack(storeDay, data, weather)),
  pack: (storeDay: StoreDayId) => call((remote) => remote.pack(storeDay)),
  build: (request: BuildRequest, signal?: AbortSignal) =>
    call<Built | NotHeld>((remote) => remote.build(request), signal),
};
