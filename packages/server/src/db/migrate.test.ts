// Migrations are append-only: migrate records each applied one's sha256, fills in those a database
// from before checksums lacks, and refuses to run when an applied one's file has changed; the shipped
// texts are pinned (migrations/shipped.ts). On the embedded database always, and on a real PostgreSQL
// too when TEST_DATABASE_URL is set (npm test starts a throwaway one).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTestDatabase } from '../../test/helpers';
import { type Database, openPostgres } from './connect';
import { loadMigrations, type Migration, migrate, migrateAtStart, migrationChecksum } from './migrate';
import { SHIPPED_MIGRATIONS } from './migrations/shipped';
import type { DB } from './types';

/** Where each test gets an empty schema of its own. */
interface Target {
  name: string;
  open(): Promise<{ empty(): Promise<{ db: Kysely<DB>; drop(): Promise<void> }>; close(): Promise<void> }>;
}

const newSchema = () => `t_${randomBytes(6).toString('hex')}`;

const targets: Target[] = [
  {
    name: 'PGlite',
    async open() {
      // One connection: the schema is the session's search_path.
      const database = await loadTestDatabase(false);
      return {
        async empty() {
          const schema = newSchema();
          await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(database.db);
          await sql`SET search_path TO ${sql.id(schema)}`.execute(database.db);
          return {
            db: database.db,
            async drop() {
              await sql`SET search_path TO public`.execute(database.db);
              await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
            },
          };
        },
        close: () => database.close(),
      };
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  targets.push({
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    async open() {
      const admin = await openPostgres(url, 1);
      return {
        async empty() {
          const schema = newSchema();
          await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
          const database = await openPostgres(url, 2, schema);
          return {
            db: database.db,
            async drop() {
              await database.close();
              await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
            },
          };
        },
        close: () => admin.close(),
      };
    },
  });
}

const bookkeeping = (db: Kysely<DB>) =>
  db.selectFrom('schema_migrations').select(['version', 'checksum']).orderBy('version').execute();

const tableExists = async (db: Kysely<DB>, name: string) =>
  (await sql<{ t: string | null }>`SELECT to_regclass(${name})::text AS t`.execute(db)).rows[0]?.t != null;

const A: Migration = { version: '0001_a', sql: 'CREATE TABLE a (x int);\n' };
const B: Migration = { version: '0002_b', sql: 'CREATE TABLE b (y int);\n' };
const C: Migration = { version: '0003_c', sql: 'CREATE TABLE c (z int);\n' };

describe.each(targets)('migrate on $name', (target) => {
  let opened: Awaited<ReturnType<Target['open']>>;
  let db: Kysely<DB>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    opened = await target.open();
  }, 60_000);
  afterAll(() => opened?.close());
  const fresh = async () => {
    ({ db, drop } = await opened.empty());
  };
  afterEach(async () => {
    await drop?.();
    vi.restoreAllMocks();
  });

  it('records the sha256 of every migration it applies to a new database', async () => {
    await fresh();
    const migrations = loadMigrations();
    expect(await migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(await bookkeeping(db)).toEqual(
      migrations.map((m) => ({ version: m.version, checksum: migrationChecksum(m.sql) })),
    );
  }, 30_000);

  it('gives the rows of a database from before checksums the checksums of the texts it finds', async () => {
    await fresh();
    // What the bookkeeping looked like then, with A applied.
    await sql`CREATE TABLE schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
    await sql.raw(A.sql).execute(db);
    await sql`INSERT INTO schema_migrations (version) VALUES (${A.version})`.execute(db);

    expect(await migrate(db, [A, B])).toEqual([B.version]);
    expect(await bookkeeping(db)).toEqual([
      { version: A.version, checksum: migrationChecksum(A.sql) },
      { version: B.version, checksum: migrationChecksum(B.sql) },
    ]);
    expect(await migrate(db, [A, B])).toEqual([]);
  });

  it('refuses, naming it, a migration whose file changed after it was applied, and applies nothing', async () => {
    await fresh();
    const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-migrations-'));
    try {
      writeFileSync(path.join(dir, '0001_a.sql'), A.sql);
      writeFileSync(path.join(dir, '0002_b.sql'), B.sql);
      expect(await migrate(db, loadMigrations(dir))).toEqual([A.version, B.version]);
      const before = await bookkeeping(db);

      const edited = `${A.sql}CREATE INDEX a_x ON a (x);\n`;
      writeFileSync(path.join(dir, '0001_a.sql'), edited);
      writeFileSync(path.join(dir, '0003_c.sql'), C.sql);
      await expect(migrate(db, loadMigrations(dir))).rejects.toThrow(
        `Migration 0001_a.sql was changed after it was applied (recorded sha256 ${migrationChecksum(A.sql)}, file ${migrationChecksum(edited)}).\n` +
          'Migrations are append-only: add a new migration instead.',
      );
      expect(await bookkeeping(db)).toEqual(before);
      expect(await tableExists(db, 'c')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('at start, a changed migration ends the process with exit code 1 and the message alone', async () => {
    await fresh();
    await migrate(db, [A]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const close = vi.fn(async () => {});
    const database = { db, close } as unknown as Database;
    const edited = { ...A, sql: `${A.sql}-- a note\n` };

    await expect(migrateAtStart(database, [edited, B])).rejects.toThrow('exit 1');
    expect(errors.mock.calls).toEqual([
      [
        `Migration 0001_a.sql was changed after it was applied (recorded sha256 ${migrationChecksum(A.sql)}, file ${migrationChecksum(edited.sql)}).\n` +
          'Migrations are append-only: add a new migration instead.',
      ],
    ]);
    expect(exit).toHaveBeenCalledWith(1);
    expect(close).toHaveBeenCalledOnce();
    expect(await tableExists(db, 'b')).toBe(false);
  });
});

describe('the shipped migrations', () => {
  it('keep their texts (migrations/shipped.ts); a new one is appended there', () => {
    const shipped = Object.entries(SHIPPED_MIGRATIONS);
    const files = loadMigrations().map((m) => [`${m.version}.sql`, migrationChecksum(m.sql)]);
    expect(files.slice(0, shipped.length), 'a shipped migration changed or went away').toEqual(shipped);
    expect(files.slice(shipped.length), 'append these to migrations/shipped.ts').toEqual([]);
  });

  it("are pinned by their files' sha256, what `sha256sum` prints", () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    for (const m of loadMigrations()) {
      const bytes = readFileSync(path.join(dir, `${m.version}.sql`));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(migrationChecksum(m.sql));
    }
  });
});
