// npm run backup -- FILE
// Writes a consistent dump of the whole database (DATABASE_URL, else the embedded one under DATA_DIR)
// to FILE (db/backup.ts's JSON lines). The embedded database has one owner: while its server runs,
// the dump comes from that server (plugins/liveBackup.ts), otherwise from the data directory itself.

import { once } from 'node:events';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/config';
import { dumpDatabase } from '../src/db/backup';
import { openDatabase } from '../src/db/connect';
import {
  BACKUP_TOKEN_HEADER,
  LIVE_BACKUP_FILE,
  LIVE_BACKUP_PATH,
  type LiveBackupEndpoint,
  readLiveBackupEndpoint,
} from '../src/plugins/liveBackup';
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
const endpoint = config.databaseUrl ? null : readLiveBackupEndpoint(config.dataDir);
let summary: { tables: number; rows: number; where: string };
try {
  summary = endpoint ? await fromServer(endpoint) : await fromDatabase();
  out.end();
  await once(out, 'finish');
} catch (err) {
  out.destroy();
  rmSync(target, { force: true });
  fail(err instanceof Error ? err.message : String(err));
}
console.log(
  `Backed up ${summary.where}: ${summary.tables} tables, ${summary.rows} rows to ${target} in ${Math.round(performance.now() - started)} ms.`,
);

async function fromDatabase() {
  const database = await openDatabase(config);
  try {
    const counts = await dumpDatabase(database, write);
    return { ...counts, where: database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL' };
  } finally {
    await database.close();
  }
}

/** The running server's dump, line by line; whole only when its last line is the end line. */
async function fromServer({ pid, url, token }: LiveBackupEndpoint) {
  const where = `${config.dataDir} (through its running server, pid ${pid})`;
  const notAnswering = `The server (pid ${pid}) named in ${path.join(config.dataDir, LIVE_BACKUP_FILE)} does not answer at ${url}: stop it, or remove that file if no server runs on this data directory.`;
  let response: Response;
  try {
    response = await fetch(`${url}${LIVE_BACKUP_PATH}`, { headers: { [BACKUP_TOKEN_HEADER]: token } });
  } catch {
    throw new Error(notAnswering);
  }
  if (!response.ok || !response.body) throw new Error(`${notAnswering} (HTTP ${response.status})`);
  const decoder = new TextDecoder();
  let pending = '';
  let lines = 0;
  let last = '';
  const take = async (line: string) => {
    lines++;
    last = line;
    await write(`${line}\n`);
  };
  try {
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pending += decoder.decode(read.value, { stream: true });
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        await take(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    }
  } catch {
    // The stream broke off: what arrived is not a whole backup (checked below).
  }
  const end = (JSON.parse(last || '{}') as { end?: unknown }).end;
  if (pending !== '' || typeof end !== 'number')
    throw new Error(`The server (pid ${pid}) stopped sending before the backup was whole: nothing written.`);
  // Lines: the header, per table its line and its rows, the end line.
  return { tables: end, rows: lines - 2 - end, where };
}
