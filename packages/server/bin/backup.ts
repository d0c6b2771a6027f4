// npm run backup -- FILE
// Writes a consistent dump of the whole database (DATABASE_URL, else the embedded one under DATA_DIR)
// to FILE (db/backup.ts's JSON lines). An embedded database has one owner: stop its server first.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/config';
import { dumpDatabase } from '../src/db/backup';
import { openDatabase } from '../src/db/connect';
import { fail } from './cli';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) fail('Give the file to write: npm run backup -- FILE');
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = readConfig();
const out = createWriteStream(target);
const write = async (line: string) => {
  if (!out.write(line)) await once(out, 'drain');
};
const started = performance.now();
const database = await openDatabase(config);
try {
  const { tables, rows } = await dumpDatabase(database, write);
  out.end();
  await once(out, 'finish');
  const where = database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL';
  console.log(
    `Backed up ${where}: ${tables} tables, ${rows} rows to ${target} in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await database.close();
}
