// The import's validation thread (validation.ts): parses and checks each request's CSV files with the
// import's own validateFiles (the domain's report/importValidation.ts, without the service's database
// code), so a large file never holds up the server's
// event loop. Plain JavaScript that loads the TypeScript through tsx: a worker thread gets none of the
// server's loader.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Not niced (nor is the blog's renderer): an admin waits for this answer, and on a machine whose
// cores are all busy a thread at nice 19 waited over 30 s for its start-up.
register();
const { validateFiles } = await import('@store-ops/domain');

/**
 * The parsed rows column by column (validation.ts makes the rows again): the server's thread took
 * ~300 ms to receive a row object per line of the largest file, and a few ms for these arrays.
 */
function byColumn(parsed) {
  return [...parsed].map(([kind, rows]) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return { kind, count: rows.length, columns, values: columns.map((c) => rows.map((row) => row[c])) };
  });
}

parentPort?.on('message', ({ id, files, date, mapping }) => {
  try {
    const { problems, parsed } = validateFiles(files, date, mapping);
    parentPort?.postMessage({ id, problems, parsed: byColumn(parsed) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
