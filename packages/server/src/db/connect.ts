import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect, type PoolStats } from './pglite-dialect';
import type { DB } from './types';

/**
 * Subscribes to a NOTIFY channel (the staff chat's fan-out between processes). `onNotify` gets each
 * payload; `onReconnect` is called after a dropped listening connection is back (notifications sent
 * meanwhile are lost: the caller catches up from its own cursor). Answers the unsubscribe.
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

/** The open database: a typed Kysely handle plus what its kind needs to close (and, for PGlite, dump). */
export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only): tests dump and load it. */
  pglite?: PGlite;
  /** The connection pool (PostgreSQL only): tests watch its connections' events. */
  pool?: pg.Pool;
  /** LISTEN on a channel: PGlite in-process; PostgreSQL through one dedicated, reconnecting client. */
  listen: Listen;
  /** Connections in use and requests waiting for one, now. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

/** PGlite parses `date` into a Date at local midnight; we keep YYYY-MM-DD strings throughout. */
const pgliteParsers = { [DATE_OID]: (value: string) => value };
/**
 * PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which never shrinks: 32 MB instead
 * of the default 128 MB holds the demo world's hot pages (reads past it come from the files, through
 * the operating system's cache). A new 16 MB WAL segment is not zero-filled first: zeroing it runs on
 * the event loop. Figures: docs/decisions/measured-settings.md.
 */
const PGLITE_CONF = ['shared_buffers=32MB', 'wal_init_zero=off'];

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
  const dialect = new PGliteDialect(instance, options);
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    poolStats: () => dialect.poolStats(),
    // PGlite is one connection: LISTEN goes through the driver's lock, so it never runs inside another
    // holder's transaction (a rollback would undo it). Notifications arrive after each COMMIT.
    async listen(channel, onNotify) {
      const unlisten = await db.connection().execute(() => instance.listen(channel, onNotify));
      return async () => {
        await db.connection().execute(() => unlisten());
      };
    },
    async close() {
      await db.destroy();
      await instance.close();
    },
  };
}

/** How long taking a new connection to PostgreSQL may take. */
export const CONNECT_TIMEOUT_MS = 2_000;

/** The listening connection's application_name (pg_stat_activity shows it). */
export const LISTENER_NAME = 'store-ops listener';
/** How long the listening client waits before reconnecting (doubling up to the maximum). */
const LISTEN_RETRY_MS = { first: 500, max: 10_000 };

/**
 * The process's one listening connection: LISTEN on a dedicated client (a pooled one would be handed
 * to other queries), reconnected with backoff whenever it drops (PostgreSQL restarted, network).
 */
function pgListen(url: string): Listen {
  return async (channel, onNotify, onReconnect) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let delay = LISTEN_RETRY_MS.first;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (first: boolean) => {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        application_name: LISTENER_NAME,
      });
      c.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      // A broken connection emits 'error' and then 'end': reconnect once, on 'end'.
      c.on('error', (error) => console.warn(`PostgreSQL listener: ${error.message}`));
      c.on('end', () => {
        if (client !== c) return;
        client = null;
        retry();
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await c.end().catch(() => {});
        if (first) console.warn(`PostgreSQL listener: ${(error as Error).message}; retrying`);
        retry();
        return;
      }
      if (stopped) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      delay = LISTEN_RETRY_MS.first;
      if (!first) onReconnect?.();
    };
    const retry = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void connect(false);
      }, delay);
      timer.unref();
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    };
    await connect(true);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  };
}

/** Query texts sent as named statements, by name (`sendPrepared`). */
const preparedNames = new Map<string, string>();

/**
 * From now on, PostgreSQL connections send `sql` as a named (prepared) statement: parsed and planned
 * once per connection, then only bound to each call's values. For the hottest query only (the session
 * lookup every request makes), whose text is fixed: each connection keeps every statement it prepared.
 * The embedded database ignores it. Measured: 20,000 session lookups on one connection, PostgreSQL's
 * CPU time 150-190 -> 40-45 us each; with the process cache, the load bench's line "process cache on
 * vs off" (PROCESS_CACHE=off sends nothing prepared).
 */
export function sendPrepared(sql: string): void {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `store_ops_${preparedNames.size + 1}`);
}

/** A pg client that sends the texts given to `sendPrepared` as named statements. */
class PreparingClient extends pg.Client {
  // pg's `query` has a dozen overloads; Kysely calls query(text, values).
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedNames.get(text) : undefined;
    const call = super.query as (...a: unknown[]) => never;
    return name ? call.call(this, { name, text, values }) : call.apply(this, args);
  }
}

/** `prepare: false` sends every query unnamed, `sendPrepared` or not (PROCESS_CACHE=off). */
export async function openPostgres(
  url: string,
  max = 10,
  searchPath?: string,
  { prepare = true }: { prepare?: boolean } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    Client: prepare ? PreparingClient : pg.Client,
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
  // The pool listens only to idle connections. One that a request holds (inside a transaction, or
  // between a failed query and its release) emits 'error' when its server goes away: unheard, that
  // too would end the process. The request's own query fails (503 database_unavailable) and the
  // release drops the broken connection, so here there is nothing left to do.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    pool,
    listen: pgListen(url),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
    },
  };
}

/** DATABASE_URL wins; otherwise the embedded database under DATA_DIR. */
export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  processCache?: boolean;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 10, undefined, { prepare: config.processCache ?? true })
    : openPGlite({ dataDir: config.dataDir });
}
