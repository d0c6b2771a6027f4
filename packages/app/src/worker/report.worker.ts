/// <reference lib="webworker" />
// The report worker's entry: its functions (reportWorkerApi.ts) exposed to the main thread with
// Comlink, its CSV fetch through the typed API client.
import { createApiClient } from '@store-ops/machines/api';
import { expose } from 'comlink';
import { createReportWorkerApi } from './reportWorkerApi';

/** The main thread's "the session has ended", called when the worker's own request answers 401. */
let sessionEnded = () => {};

const worker = {
  ...createReportWorkerApi(createApiClient({ onSessionEnded: () => sessionEnded() })),
  /** The main thread's listener (a Comlink proxy), set once as the worker starts. */
  onSessionEnded(listener: () => void): void {
    sessionEnded = listener;
  },
};
export type ReportWorker = typeof worker;

expose(worker);
