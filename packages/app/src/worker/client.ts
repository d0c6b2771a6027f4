import type { StoreDayId, Weather } from '@store-ops/domain';
import { reportSessionEnded } from '@store-ops/machines';
import { comlinkWorker } from './comlinkWorker';
import type { ReportWorker } from './report.worker';
import type { BuildRequest, Built, NotHeld } from './reportWorkerApi';

let nextFetchId = 1;

const worker = comlinkWorker<ReportWorker>({
  create: () =>
    new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module', name: 'report' }),
  failedMessage: 'Report worker failed',
  // The worker fetches the CSV proxy itself: its 401 ends the session as the API client's does.
  onStart: (remote, proxy) => void remote.onSessionEnded(proxy(reportSessionEnded)),
});
const call = worker.call;

/** Starts the report worker ahead of its first job (its module loads while the store list loads). */
export const warmReportWorker = worker.warm;

/** The report worker, as the main thread calls it. */
export const reportWorker = {
  /** Fetches, parses and holds the store-day; aborting `signal` aborts the worker's fetch. */
  fetch(storeDay: StoreDayId, signal?: AbortSignal) {
    const id = nextFetchId++;
    return call(
      (remote) => remote.fetch(id, storeDay),
      signal,
      () => void worker.call((remote) => remote.abort(id)),
    );
  },
  unpack: (storeDay: StoreDayId, data: string, weather: Weather[]) =>
    call((remote) => remote.unpack(storeDay, data, weather)),
  pack: (storeDay: StoreDayId) => call((remote) => remote.pack(storeDay)),
  build: (request: BuildRequest, signal?: AbortSignal) =>
    call<Built | NotHeld>((remote) => remote.build(request), signal),
};
