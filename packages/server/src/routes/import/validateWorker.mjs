// The import's validation thread (validation.ts): parses and checks each request's CSV files with the
// import's own validateFiles (the domain's report/importValidation.ts, without the service's database
// code), so a large file never holds up the server's
// event loop. Plain JavaScript that loads the TypeScript through tsx: a worker thread gets none of the
// server's loader.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Not niced (as the blog's renderer is): an admin waits for this answer, and on a machine whose
// cores are all busy a thread at nice 19 waited over 30 s for its start-up.
register();
const { validateFiles } = await import('@store-ops/domain');

parentPort?.on('message', ({ id, files, date, mapping }) => {
  try {
    parentPort?.postMessage({ id, result: validateFiles(files, date, mapping) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
