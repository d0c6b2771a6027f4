// The entry `npm start` runs: read config, open and migrate the database, seed an empty database
// with the demo world where that is safe (db/seed/policy.ts: the embedded database on loopback, or
// --demo), listen.
import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateAtStart } from './db/migrate';
import { seedInChildProcess } from './db/seed/child';
import { FIRST_ADMIN_HINT, shouldSeedDemo } from './db/seed/policy';
import { isEmpty, seedDemo } from './db/seed/seed';
import { loggerOptions } from './logger';
import { newBackupToken, writeLiveBackupEndpoint } from './plugins/liveBackup';
import { fillMissingRollups } from './services/rollups';

const config = readConfig();
const logger = loggerOptions(process.env.LOG_LEVEL ?? 'info');
const started = performance.now();
const demo = shouldSeedDemo({
  kind: config.databaseUrl ? 'postgres' : 'pglite',
  host: config.host,
  production: process.env.NODE_ENV === 'production',
  demoFlag: process.argv.includes('--demo'),
});
// A new embedded database that gets the demo world (the README's first command) is created, migrated
// and seeded by a child process (`npm run seed`): what that allocates (PGlite's initdb and the generated
// world in V8's heap, PGlite's WebAssembly memory, which never shrinks) leaves with it, so the server at
// rest after its first start holds what it holds after a restart (the server bench
// prints both). The server then opens the seeded directory, as on any later start.
const newEmbedded = !config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'));
if (demo && newEmbedded) await seedInChildProcess();
const database = await openDatabase(config);
const openedMs = Math.round(performance.now() - started);
// A migration changed after it was applied ends the start here, with its message (README, Configuration).
const applied = await migrateAtStart(database);
if (await isEmpty(database.db)) {
  if (demo) {
    const summary = await seedDemo(database.db, {
      today: new Date().toISOString().slice(0, 10),
      // Each store's today ends at its own local hour (a believable day in progress).
      now: new Date(),
    });
    console.log(`Seeded the demo data for ${summary.today} in ${summary.ms} ms.`);
    console.log('Demo accounts: admin@example.com and staff@example.com, password demo-password.');
  } else {
    console.log(FIRST_ADMIN_HINT);
  }
}
// The dashboard's rollups of store-days that have none (a database from before them), before the
// first request.
const filled = await database.db.transaction().execute((trx) => fillMissingRollups(trx));
if (filled > 0) console.log(`Computed the dashboard's figures of ${filled} store-days.`);
// The embedded database has exactly one process (this one), so it may keep sessions in memory, and
// `npm run backup` asks this process for the dump (plugins/liveBackup.ts).
const backupToken = database.kind === 'pglite' ? newBackupToken() : null;
const app = await createApp({
  config,
  db: database.db,
  logger,
  singleProcess: database.kind === 'pglite',
  listen: database.listen,
  closeDatabase: () => database.close(),
  poolStats: () => database.poolStats(),
  ...(backupToken ? { liveBackup: { database, token: backupToken } } : {}),
});
if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
app.log.info(
  { openMs: openedMs, readyMs: Math.round(performance.now() - started) },
  `database: ${database.kind}`,
);
// SIGTERM (an orchestrator), SIGINT (Ctrl+C) and the other stopping signals: stop accepting, let the requests in flight finish
// (new ones on open connections get 503), close the database, exit 0. What has not finished after
// DRAIN_MS is cut off and the exit code is 1. A second signal exits at once (1).
const DRAIN_MS = 10_000;
closeWithGrace(
  {
    delay: DRAIN_MS,
    // The stopping signals (SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR2); a fault or an uncaught error
    // still ends the process as Node's default does.
    skip: [
      'SIGILL',
      'SIGTRAP',
      'SIGABRT',
      'SIGBUS',
      'SIGFPE',
      'SIGSEGV',
      'uncaughtException',
      'unhandledRejection',
      'beforeExit',
    ],
    logger: { error: (message: string) => app.log.error(message) },
    onTimeout: () => {
      app.log.warn({ drainMs: DRAIN_MS }, 'requests still open after the drain time: closing them');
      app.server.closeAllConnections();
    },
  },
  async ({ signal }) => {
    app.log.info({ signal }, 'shutting down: draining requests in flight');
    await app.close();
  },
);
await app.listen({ port: config.port, host: config.host });
if (backupToken) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const removeEndpoint = writeLiveBackupEndpoint(config.dataDir, {
    pid: process.pid,
    url: `http://${loopbackHostFor(config.host)}:${port}`,
    token: backupToken,
  });
  process.once('exit', removeEndpoint);
}
// Serving: a parent that started this process with an IPC channel hears it (pm2's `wait_ready` waits
// for this 'ready'; the e2e harness too) instead of polling /healthz.
process.send?.('ready');

/** Where this machine reaches a server listening on `host`. */
function loopbackHostFor(host: string): string {
  if (host === '0.0.0.0' || host === 'localhost' || host.startsWith('127.')) return '127.0.0.1';
  if (host === '::' || host === '::1') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
