import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Listen } from './db/connect';
import type { DB } from './db/types';
import { createLlmDeps, type LlmWiringInput } from './llm/wiring';
import { builtAppPlugin } from './plugins/builtApp';
import { contextPlugin } from './plugins/context';
import { frameworkErrors, installApiStyle } from './plugins/errors';
import { type LiveBackupOptions, liveBackupPlugin } from './plugins/liveBackup';
import { type MetricsOptions, metricsPlugin } from './plugins/metrics';
import { requestIdOptions, requestIdPlugin } from './plugins/requestId';
import { retentionPlugin } from './plugins/retention';
import { securityPlugin } from './plugins/security';
import { shutdownPlugin } from './plugins/shutdown';
import { apiRoutes } from './routes/api/routes';
import { authRoutes } from './routes/auth/routes';
import { signOutRoutes } from './routes/auth/signOut';
import { blogBodies } from './routes/blog/bodies';
import { blogRoutes } from './routes/blog/routes';
import { csvProxyRoutes } from './routes/csvproxy/routes';
import { healthRoutes } from './routes/health/routes';
import { importRoutes } from './routes/import/plugin';
import { llmRoutes } from './routes/llm/routes';
import { PAGE_RENDERER, pageRenderer } from './routes/pages/renderer';
import { pageRoutes } from './routes/pages/routes';
import { StaffChatHub, type StaffChatHubOptions } from './services/staffchatHub';

export interface AppDeps {
  config: Config;
  db: Kysely<DB>;
  /** The clock sessions and audit entries use; tests move it. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /**
   * True when this process is the database's only client (the embedded database): sessions, scopes and
   * store versions are then held in memory and dropped on every write. Default: false (as several
   * processes on one PostgreSQL need): sessions are read on every request, scopes and store versions
   * kept for one cache generation (services/processCache.ts).
   */
  singleProcess?: boolean;
  /** The assistant's provider settings (default: read from the environment) or a test provider. */
  llm?: Pick<LlmWiringInput, 'config' | 'provider'>;
  /** Called for every route as it is registered (tests walk the route table). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * LISTEN on the database (`Database.listen`): the staff chat's streams hear every process's writes
   * through it. Without it (tests of the JSON routes) the streams look for new events every second.
   */
  listen?: Listen;
  /** The staff chat streams' timings (tests shorten the presence expiry). */
  staffChat?: StaffChatHubOptions;
  /**
   * Closes the database (server.ts: `Database.close`) when the app closes, once every route handler
   * still running has finished.
   */
  closeDatabase?: () => Promise<void>;
  /** How long a client may take to send a whole request (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
  /** The database's connections in use and waiting (`Database.poolStats`), for GET /metrics. */
  poolStats?: MetricsOptions['poolStats'];
  /** GET /api/ops/backup for `npm run backup` (the embedded database's server: it owns the data). */
  liveBackup?: LiveBackupOptions;
}

/** How long a client may take to send a whole request. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often Node looks for requests past that time. Its default, 30 s, let a client that trickles a
 * byte every few seconds hold its socket for up to twice the timeout (79 s was seen).
 */
const timeoutCheckEvery = (requestTimeoutMs: number) => Math.min(1_000, Math.ceil(requestTimeoutMs / 10));

/** Builds the whole HTTP app in-process; server.ts only reads config and listens. */
export async function createApp({
  config,
  db,
  clock = () => new Date(),
  logger = false,
  singleProcess = false,
  llm = {},
  onRoute,
  listen,
  staffChat = {},
  closeDatabase,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  poolStats,
  liveBackup,
}: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimit,
    trustProxy: proxyTrust(config.trustProxy),
    ...requestIdOptions(config.trustProxy),
    frameworkErrors,
    // A client gets this long to send its whole request, headers and body (a slow sender cannot hold
    // a socket open); answers may take longer (the assistant's model calls).
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckEvery(requestTimeoutMs),
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(shutdownPlugin, closeDatabase ? { closeDatabase } : {});
  installApiStyle(app);
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { config, db, ...(poolStats ? { poolStats } : {}) });
  if (liveBackup) await app.register(liveBackupPlugin, liveBackup);
  await app.register(cookie);
  await app.register(securityPlugin, { config });
  await app.register(contextPlugin, { config, db, clock, singleProcess });
  await app.register(retentionPlugin);
  await app.register(healthRoutes);

  const ctx = app.ctx;
  const staffChatHub = staffChatHubOf(app, listen, staffChat);
  await app.register(importRoutes);
  await app.register(authRoutes);
  await app.register(apiRoutes, { staffChatHub });
  await app.register(csvProxyRoutes);
  // A saved post's body is rendered by the built app's renderer, off the event loop.
  const bodies = blogBodies(path.join(config.staticDir, PAGE_RENDERER));
  if (bodies) app.addHook('onClose', () => bodies.close());
  await app.register(blogRoutes, { bodies });
  const limits = {
    perMinute: config.llmRatePerMinute,
    concurrency: config.llmConcurrencyPerUser,
    dailyTokens: config.llmDailyTokensPerUser,
  };
  await app.register(llmRoutes, createLlmDeps({ db, cache: ctx.cache, clock, limits, ...llm }));
  // The public blog's pages and a visitor's /login, rendered by the built app's renderer.
  const renderer = existsSync(config.staticDir) ? pageRenderer(config.staticDir) : null;
  if (renderer && bodies) await app.register(pageRoutes, { renderer, bodies });
  // Last of the routes: the route table ends with sign-out.
  await app.register(signOutRoutes);
  await app.register(builtAppPlugin, { config });
  return app;
}

/**
 * The staff chat's streams: one listener per process; closed first on shutdown (an open stream is a
 * request that never finishes, so SIGTERM's drain would otherwise wait for the cut-off).
 */
function staffChatHubOf(app: FastifyInstance, listen: Listen | undefined, options: StaffChatHubOptions) {
  const { db, clock, config } = app.ctx;
  const sessionLimits = {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    impersonationMs: config.impersonationMs,
  };
  const hub = new StaffChatHub({ db, clock, listen, sessionLimits, log: app.log }, options);
  app.addHook('preClose', () => hub.stop());
  return hub;
}

/**
 * Fastify's trust function for TRUST_PROXY: the proxy's addresses as they are; a hop count as "the
 * nearest N hops" (Fastify 5 ignores a plain number for X-Forwarded-*), which believes whatever those
 * hops say, so it is only right when the server cannot be reached but through the proxies.
 */
function proxyTrust(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
