import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { DB } from './types';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
/** Any constant: serialises concurrent migrators (several server processes starting at once). */
const MIGRATION_LOCK = 7_270_401;

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies every migration not yet recorded, in one transaction, under an advisory lock: idempotent,
 * all-or-nothing, and safe when several processes start together. Returns the versions applied.
 */
export async function migrate(db: Kysely<DB>, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await sql.raw(m.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: m.version, applied_at: new Date() })
        .execute();
      applied.push(m.version);
    }
    return applied;
  });
}
