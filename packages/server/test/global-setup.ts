// Once per test run: migrate and seed one embedded database, dump it to a file; every test file loads
// the dump (about a second) instead of paying PGlite's start, the migrations and the seed again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPGlite } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed';
import { TEST_SEED } from './seed-options';

declare module 'vitest' {
  export interface ProvidedContext {
    pgDumpPath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-server-test-'));
  const database = await openPGlite({});
  await migrate(database.db);
  await seedDemo(database.db, TEST_SEED);
  const dump = await database.pglite?.dumpDataDir('none');
  if (!dump) throw new Error('PGlite dump failed');
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgDumpPath', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
