import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './types';

/** The open database: a typed Kysely handle plus what its kind needs to close (and, for PGlite, dump). */
export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only): tests dump and load it. */
  pglite?: PGlite;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

/** PGlite parses `date` into a Date at local midnight; we keep YYYY-MM-DD strings throughout. */
const pgliteParsers = { [DATE_OID]: (value: string) => value };
/**
 * PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which never shrinks: 32 MB instead
 * of the default 128 MB holds the demo world's hot pages (reads past it come from the files, through
 * the operating system's cache). Measured on the demo world: the server at rest 445 -> 317 MB (server
 * bench, "server RSS idle"), its peak under `npm run load` 524 -> 450 MB, with the same throughput.
 */
const PGLITE_CONF = ['shared_buffers=32MB'];

export async function openPGlite(
  source: { dataDir: string } | { loadDataDir?: Blob },
  options: { nested?: boolean } = {},
): Promise<Database> {
  let instance: PGlite;
  if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    instance = new PGlite(source.dataDir, { parsers: pgliteParsers, postgresqlconf: PGLITE_CONF });
  } else {
    instance = new PGlite({
      parsers: pgliteParsers,
      postgresqlconf: PGLITE_CONF,
      loadDataDir: source.loadDataDir,
    });
  }
  await instance.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(instance, options) });
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    async close() {
      await db.destroy();
      await instance.close();
    },
  };
}

/** How long taking a new connection to PostgreSQL may take. */
export const CONNECT_TIMEOUT_MS = 2_000;

export async function openPostgres(url: string, max = 10, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // With PostgreSQL down, a request fails within this (503 database_unavailable) instead of waiting.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return (value: string) => value;
        if (oid === INT8_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection whose server went away (PostgreSQL restarted or stopped) is dropped by the
  // pool, which then emits this; unheard, it would end the process. The next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
    },
  };
}

/** DATABASE_URL wins; otherwise the embedded database under DATA_DIR. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite({ dataDir: config.dataDir });
}
