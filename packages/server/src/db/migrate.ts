import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from './connect';
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

/** A migration's text's sha256, in hex (what `sha256sum` prints for its file). */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** An applied migration's file no longer has the text that was applied. */
export class MigrationChangedError extends Error {
  override name = 'MigrationChangedError';
}

/**
 * Applies every migration not yet recorded, in one transaction, under an advisory lock: idempotent,
 * all-or-nothing, and safe when several processes start together. Returns the versions applied.
 * Migrations are append-only: each applied one's checksum is recorded, and one whose file has changed
 * since stops it (MigrationChangedError) before anything is applied.
 */
export async function migrate(db: Kysely<DB>, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now(),
      checksum text
    )`.execute(trx);
    // A database from before checksums were recorded: its rows get theirs below.
    await sql`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`.execute(trx);
    const recorded = new Map(
      (await trx.selectFrom('schema_migrations').select(['version', 'checksum']).execute()).map((r) => [
        r.version,
        r.checksum,
      ]),
    );
    const changed: string[] = [];
    for (const m of migrations) {
      if (!recorded.has(m.version)) continue;
      const file = migrationChecksum(m.sql);
      const applied = recorded.get(m.version);
      if (applied === file) continue;
      if (applied === null || applied === undefined) {
        // Applied before checksums were kept: the text it ran cannot be known; today's is taken as it.
        await trx
          .updateTable('schema_migrations')
          .set({ checksum: file })
          .where('version', '=', m.version)
          .execute();
      } else {
        changed.push(
          `Migration ${m.version}.sql was changed after it was applied (recorded sha256 ${applied}, file ${file}).`,
        );
      }
    }
    if (changed.length > 0) {
      throw new MigrationChangedError(
        [...changed, 'Migrations are append-only: add a new migration instead.'].join('\n'),
      );
    }
    const applied: string[] = [];
    for (const m of migrations) {
      if (recorded.has(m.version)) continue;
      await sql.raw(m.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: m.version, applied_at: new Date(), checksum: migrationChecksum(m.sql) })
        .execute();
      applied.push(m.version);
    }
    return applied;
  });
}

/**
 * `migrate` for the server and the command-line tools at start: a changed migration ends the process
 * (exit code 1) with its message alone, no stack (the fix is a new migration, not in the code).
 */
export async function migrateAtStart(database: Database, migrations = loadMigrations()): Promise<string[]> {
  try {
    return await migrate(database.db, migrations);
  } catch (error) {
    if (!(error instanceof MigrationChangedError)) throw error;
    console.error(error.message);
    await database.close();
    return process.exit(1);
  }
}
