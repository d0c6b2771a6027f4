import { readFileSync } from 'node:fs';
import type { CsvProxyResponse } from '@store-ops/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { createApp } from '../src/app';
import { type Config, readConfig } from '../src/config';
import { type Database, openPGlite } from '../src/db/connect';
import type { DB } from '../src/db/types';
import type { Scope } from '../src/services/scope';
import { csvProxyJson, type StoreDayCache } from '../src/services/storeDay';
import { TEST_TODAY } from './seed-options';

export const PASSWORD = 'demo-password';
export const ADMIN = 'admin@example.com';
export const STAFF = 'staff@example.com';
export const MANAGER = 'manager@example.com';
export const OPS = 'ops@example.com';
/** Seeded ids (see catalog.ts): users 1..4 in USERS order; stores 1..12; staff sees stores 1 and 3. */
export const IDS = { admin: 1, staff: 2, manager: 3, ops: 4 } as const;
export const STAFF_STORES = [1, 3];
export const MANAGER_STORES = [5, 6, 7, 8, 9];

/** A clock the app reads; tests move it. Starts at noon UTC of the seed's "today". */
export function testClock(start = `${TEST_TODAY}T12:00:00Z`) {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(iso: string) {
      now = Date.parse(iso);
    },
  };
}

/** Loads the seeded dump into a fresh PGlite (per file), by default in nested-transaction mode. */
export async function loadTestDatabase(nested = true): Promise<Database> {
  const bytes = readFileSync(inject('pgDumpPath'));
  return openPGlite({ loadDataDir: new Blob([bytes]) }, { nested });
}

type App = Awaited<ReturnType<typeof createApp>>;

export interface TestEnv {
  app: App;
  database: Database;
  clock: ReturnType<typeof testClock>;
  config: Config;
  login(email: string, password?: string): Promise<string>;
  /** An inject with the session cookie set. */
  as(cookie: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * Per test file: one database and one app; every test runs inside a transaction rolled back after it,
 * and the clock resets, so tests never see each other's writes.
 */
export function useTestApp(
  configOverrides: Partial<Config> = {},
  options: {
    singleProcess?: boolean;
    llm?: () => NonNullable<Parameters<typeof createApp>[0]['llm']>;
    onRoute?: Parameters<typeof createApp>[0]['onRoute'];
    logger?: Parameters<typeof createApp>[0]['logger'];
  } = {},
): TestEnv {
  const env = { clock: testClock() } as TestEnv;
  beforeAll(async () => {
    env.database = await loadTestDatabase();
    env.config = {
      ...readConfig({}),
      staticDir: '/nonexistent',
      loginRatePerMinute: 100_000,
      ...configOverrides,
    };
    env.app = await createApp({
      config: env.config,
      db: env.database.db,
      clock: env.clock.now,
      singleProcess: options.singleProcess ?? true,
      // The offline analyst whatever this machine's environment says.
      llm: options.llm?.() ?? { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await env.app?.close();
    await env.database?.close();
  });
  beforeEach(async () => {
    env.clock.set(`${TEST_TODAY}T12:00:00Z`);
    env.app.ctx.cache.clear();
    env.app.ctx.invalidate();
    await env.database.pglite?.exec('BEGIN');
  });
  afterEach(async () => {
    await env.database.pglite?.exec('ROLLBACK');
  });
  env.login = async (email, password = PASSWORD) => {
    const res = await env.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return sessionCookie(res);
  };
  env.as = (cookie, opts) =>
    env.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(cookie ? { cookie } : {}) } });
  return env;
}

/** `sid=...` from a response's Set-Cookie. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const hit = list.find((c) => /^(__Host-)?sid=/.test(c) && !/^(__Host-)?sid=;/.test(c));
  if (!hit) throw new Error(`no session cookie in ${JSON.stringify(raw)}`);
  return hit.split(';')[0] as string;
}

/**
 * One store-day's six CSV files as GET /api/csvproxy answers them (what the browser parses), for
 * comparing with the server's typed rows. Throws HttpError 404 for a store outside `scope`, like the route.
 */
export async function storeDayFiles(
  db: Kysely<DB>,
  scope: Scope,
  storeId: number,
  date: string,
  cache?: StoreDayCache,
): Promise<CsvProxyResponse> {
  return JSON.parse(
    await csvProxyJson(db, scope, { start: date, end: date, storeId }, cache),
  ) as CsvProxyResponse;
}
