// A portable dump of the whole database (JSON lines), the same for the embedded database and
// PostgreSQL, so a backup of one restores into the other. Line 1: the header (format, the migrations
// applied); then per table a line {table, rows} followed by that many rows (PostgreSQL's own JSON of
// each row); last {end: tables}. Read in one transaction (REPEATABLE READ on PostgreSQL; the embedded
// database's one connection is held throughout), tables in foreign-key order.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './connect';
import { loadMigrations, migrate } from './migrate';
import { isEmpty } from './seed/seed';
import type { DB } from './types';

export const BACKUP_FORMAT = 'store-ops-backup';
const VERSION = 1;
const BATCH = 1_000;

interface Header {
  format: string;
  version: number;
  migrations: string[];
  at: string;
}

/** The tables of the current schema (migrations' bookkeeping aside), each after those it refers to. */
async function tablesInOrder(db: Kysely<DB> | Transaction<DB>): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.relname <> 'schema_migrations'
      ORDER BY c.relname`.execute(db)
  ).rows.map((r) => r.name);
  const refs = (
    await sql<{ child: string; parent: string }>`SELECT c.relname AS child, p.relname AS parent
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname <> p.relname`.execute(db)
  ).rows;
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => !refs.some((r) => r.child === t && pending.has(r.parent)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${[...pending].join(', ')}.`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

/** Writes the dump, line by line (each with its newline), to `write`. Answers the tables and rows. */
export async function dumpDatabase(
  database: Pick<Database, 'db' | 'kind'>,
  write: (line: string) => Promise<void> | void,
): Promise<{ tables: number; rows: number }> {
  const tx =
    database.kind === 'postgres'
      ? database.db.transaction().setIsolationLevel('repeatable read')
      : database.db.transaction();
  return tx.execute(async (trx) => {
    const migrations = (
      await trx.selectFrom('schema_migrations').select('version').orderBy('version').execute()
    ).map((r) => r.version);
    const header: Header = {
      format: BACKUP_FORMAT,
      version: VERSION,
      migrations,
      at: new Date().toISOString(),
    };
    await write(`${JSON.stringify(header)}\n`);
    const tables = await tablesInOrder(trx);
    let total = 0;
    for (const table of tables) {
      const rows = (
        await sql<{
          j: string;
        }>`SELECT row_to_json(t)::text AS j FROM ${sql.table(table)} t ORDER BY 1`.execute(trx)
      ).rows;
      await write(`${JSON.stringify({ table, rows: rows.length })}\n`);
      for (const row of rows) await write(`${row.j}\n`);
      total += rows.length;
    }
    await write(`${JSON.stringify({ end: tables.length })}\n`);
    return { tables: tables.length, rows: total };
  });
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Loads a dump into `db`: refused when the database has data (users or companies) unless `force`,
 * which first drops everything in the schema. Migrates to the dump's migrations, loads the rows in
 * one transaction (the tables' own triggers off: the dump holds what they made), resets the id
 * sequences, then applies this release's later migrations.
 */
export async function restoreDatabase(
  db: Kysely<DB>,
  lines: AsyncIterable<string>,
  options: { force?: boolean } = {},
): Promise<{ tables: number; rows: number }> {
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<unknown> => {
    const { value, done } = await iterator.next();
    if (done) throw new RestoreRefused('The backup ends early: the file is cut short.');
    return JSON.parse(value);
  };
  const header = (await next()) as Partial<Header>;
  if (header.format !== BACKUP_FORMAT || header.version !== VERSION || !Array.isArray(header.migrations))
    throw new RestoreRefused('This is not a Store Ops backup.');
  const known = loadMigrations();
  const unknown = header.migrations.filter((v) => !known.some((m) => m.version === v));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `The backup is from a newer release (migration ${unknown.join(', ')}): restore it with that release.`,
    );
  const hasTables = await tablesInOrder(db).then((t) => t.length > 0);
  if (hasTables && !(await isEmpty(db))) {
    if (!options.force)
      throw new RestoreRefused('The database is not empty: restore refused (--force replaces it).');
  }
  if (hasTables) {
    // Empty or replaced: a schema of exactly the dump's migrations is made afresh.
    const schema = (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name;
    if (!schema) throw new RestoreRefused('The database has no current schema.');
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(db);
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
  }
  const wanted = new Set(header.migrations);
  await migrate(
    db,
    known.filter((m) => wanted.has(m.version)),
  );

  const counts = await db.transaction().execute(async (trx) => {
    const tables = await tablesInOrder(trx);
    for (const t of tables) await sql`ALTER TABLE ${sql.table(t)} DISABLE TRIGGER USER`.execute(trx);
    // Rows the migrations made (e.g. the announcements room) give way to the dump's.
    if (tables.length > 0) await sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`).execute(trx);
    let rows = 0;
    let count = 0;
    for (;;) {
      const line = (await next()) as { table?: string; rows?: number; end?: number };
      if (line.end !== undefined) {
        if (line.end !== count) throw new RestoreRefused('The backup is damaged: its table count is wrong.');
        break;
      }
      const table = line.table ?? '';
      if (!tables.includes(table))
        throw new RestoreRefused(`The backup has a table this schema lacks: ${table}.`);
      count++;
      let batch: unknown[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await sql`INSERT INTO ${sql.table(table)} SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(batch)}::json)`.execute(
          trx,
        );
        rows += batch.length;
        batch = [];
      };
      for (let i = 0; i < (line.rows ?? 0); i++) {
        batch.push(await next());
        if (batch.length === BATCH) await flush();
      }
      await flush();
    }
    // Identity columns continue after the restored ids.
    const sequenced = (
      await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval%')`.execute(
        trx,
      )
    ).rows;
    for (const { table_name, column_name } of sequenced) {
      await sql`SELECT setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
        GREATEST((SELECT max(${sql.ref(column_name)}) FROM ${sql.table(table_name)}), 1),
        (SELECT max(${sql.ref(column_name)}) FROM ${sql.table(table_name)}) IS NOT NULL)`.execute(trx);
    }
    for (const t of tables) await sql`ALTER TABLE ${sql.table(t)} ENABLE TRIGGER USER`.execute(trx);
    return { tables: count, rows };
  });
  await migrate(db);
  return counts;
}
