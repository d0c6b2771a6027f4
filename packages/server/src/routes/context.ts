import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionCache } from '../auth/sessions';
import type { Config } from '../config';
import type { DB } from '../db/types';
import type { Scope } from '../services/scope';
import type { StoreDayCache, StoreVersions } from '../services/storeDay';

/** What every feature's routes are given by createApp. */
export interface AppContext {
  db: Kysely<DB>;
  clock: () => Date;
  config: Config;
  cache: StoreDayCache;
  /** The data scope of the request's (effective) user; empty without a session. */
  scopeOf(request: FastifyRequest): Promise<Scope>;
  /** In-memory sessions: only when this process is the database's only client. */
  sessions: SessionCache | null;
  /** The stores' data versions this process keeps, if the request may use them (services/processCache.ts). */
  storeVersionsFor(request: FastifyRequest): StoreVersions | null;
  /** Deletes a session row and forgets it. */
  dropSession(idHash: string): Promise<void>;
  /** Forgets every in-memory session, scope and store version (after any write through the app). */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared with every feature's routes (plugins/context.ts decorates it once). */
    ctx: AppContext;
  }
}
