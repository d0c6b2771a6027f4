// npm run restore -- FILE [--force]
// Loads a backup (npm run backup) into the configured database (DATABASE_URL, else the embedded one
// under DATA_DIR, with no server running on it): refused when it has data unless --force, which
// replaces everything in it. Back up with DATA_DIR and restore with DATABASE_URL to move to PostgreSQL.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readConfig } from '../src/config';
import { RestoreRefused, restoreDatabase } from '../src/db/backup';
import { openDatabase } from '../src/db/connect';
import { fail, refuseWhileServed } from './cli';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) fail('Give the backup to load: npm run restore -- FILE [--force]');
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = readConfig();
refuseWhileServed(config, 'restoring into it');
const started = performance.now();
const database = await openDatabase(config);
try {
  const lines = createInterface({ input: createReadStream(source), crlfDelay: Number.POSITIVE_INFINITY });
  const { tables, rows } = await restoreDatabase(database.db, lines, { force: args.includes('--force') });
  const where = database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL';
  console.log(
    `Restored ${source} into ${where}: ${tables} tables, ${rows} rows in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
