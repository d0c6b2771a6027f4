import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** Database connections taken and requests waiting for one (the metrics' pool gauges). */
export interface PoolStats {
  inUse: number;
  waiting: number;
}

/**
 * Kysely over PGlite (embedded PostgreSQL in WASM). PGlite is one connection, so the driver hands it
 * out to one holder at a time (a FIFO lock): a transaction never interleaves with other requests.
 *
 * `nested: true` (tests) turns BEGIN/COMMIT/ROLLBACK into savepoints, so a test can wrap everything the
 * app does in an outer transaction and roll it back afterwards.
 */
export class PGliteDialect implements Dialect {
  private driver: PGliteDriver | undefined;
  constructor(
    private readonly pg: PGlite,
    private readonly options: { nested?: boolean } = {},
  ) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.driver = new PGliteDriver(this.pg, this.options.nested ?? false);
    return this.driver;
  }
  /** The one connection as a pool: held by someone (1) or not (0), and how many wait for it. */
  poolStats(): PoolStats {
    return this.driver?.poolStats() ?? { inUse: 0, waiting: 0 };
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      // No parameters: the simple protocol, which also runs multi-statement scripts (migrations).
      const results = await this.pg.exec(compiled.sql);
      const last = results.at(-1);
      return {
        rows: (last?.rows ?? []) as R[],
        numAffectedRows: last?.affectedRows === undefined ? undefined : BigInt(last.affectedRows),
      };
    }
    const result = await this.pg.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported over PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  private depth = 0;
  private waiting = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly nested: boolean,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.waiting++;
    await previous;
    this.waiting--;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  poolStats(): PoolStats {
    return { inUse: this.release ? 1 : 0, waiting: this.waiting };
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.nested) {
      this.depth++;
      await this.pg.exec(`SAVEPOINT kysely_tx_${this.depth}`);
      return;
    }
    await connection.executeQuery({ sql: 'BEGIN', parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.nested) {
      await this.pg.exec(`RELEASE SAVEPOINT kysely_tx_${this.depth--}`);
      return;
    }
    await connection.executeQuery({ sql: 'COMMIT', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.nested) {
      await this.pg.exec(`ROLLBACK TO SAVEPOINT kysely_tx_${this.depth--}`);
      return;
    }
    await connection.executeQuery({ sql: 'ROLLBACK', parameters: [] } as unknown as CompiledQuery);
  }

  async destroy(): Promise<void> {
    // The PGlite instance belongs to whoever created it (see connect.ts).
  }
}
