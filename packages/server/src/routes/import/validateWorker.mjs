// The import's validation thread (validation.ts): parses and checks each request's CSV files with the
// import service's own validateFiles, so a large file never holds up the server's event loop. Plain
// JavaScript that loads the TypeScript through tsx: a worker thread gets none of the server's loader.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Linux keeps a nice value per thread: this one gives way to the server's event loop.
if (process.platform === 'linux') setPriority(19);
register();
const { validateFiles } = await import('../../services/import.ts');

parentPort?.on('message', ({ id, files, date }) => {
  try {
    parentPort?.postMessage({ id, result: validateFiles(files, date) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
