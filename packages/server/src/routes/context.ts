import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Scope } from '../services/scope';
import type { StoreDayCache } from '../services/storeDay';
import type { DB } from '../db/types';

/** What every feature's routes are given by createApp. */
export interface AppContext {
  db: Kysely<DB>;
  clock: () => Date;
  config: Config;
  cache: StoreDayCache;
  /** The data scope of the request's (effective) user; empty without a session. */
  scopeOf(request: FastifyRequest): Promise<Scope>;
}
