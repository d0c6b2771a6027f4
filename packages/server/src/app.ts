import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { healthResponseSchema, readyResponseSchema } from '@store-ops/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { isSecureRequest, sessionCookies } from './auth/cookies';
import { mfaEnrolmentRequired } from './auth/mfa';
import { deleteSession, SessionCache } from './auth/sessions';
import type { Config } from './config';
import type { Listen } from './db/connect';
import type { DB } from './db/types';
import { HttpError } from './errors';
import { createLlmDeps, type LlmWiringInput } from './llm/wiring';
import { isApiPath, routePath } from './paths';
import { installAdminMfaGate, installAuth } from './plugins/auth';
import { ERROR_MESSAGES, frameworkErrors, installApiStyle } from './plugins/errors';
import { type LiveBackupOptions, liveBackupPlugin } from './plugins/liveBackup';
import { type MetricsOptions, metricsPlugin } from './plugins/metrics';
import { requestIdOptions, requestIdPlugin } from './plugins/requestId';
import { installSecurity } from './plugins/security';
import { registerApiRoutes } from './routes/api/routes';
import { registerStaffChatRoutes } from './routes/api/staffchat';
import { registerAuthRoutes } from './routes/auth/routes';
import { blogBodies } from './routes/blog/bodies';
import { registerBlogRoutes } from './routes/blog/routes';
import type { AppContext } from './routes/context';
import { registerCsvProxyRoutes } from './routes/csvproxy/routes';
import { importRoutes } from './routes/import/plugin';
import { registerLlmRoutes } from './routes/llm/routes';
import { PAGE_RENDERER, pageRenderer } from './routes/pages/renderer';
import { notFoundReply, registerPageRoutes, wantsPage } from './routes/pages/routes';
import { answers } from './routes/schemas';
import { DatabaseMemory } from './services/memory';
import { purgeExpired, RETENTION_EVERY_MS } from './services/retention';
import { StaffChatHub, type StaffChatHubOptions } from './services/staffchatHub';
import { StoreDayCache } from './services/storeDay';

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
   * kept for one cache generation (services/memory.ts).
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared with feature plugins (e.g. the assistant's routes). */
    ctx: AppContext;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';
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
  // Handlers still running. A client that goes away closes its connection, not the handler serving
  // it, so the drain (server.close waits for connections) can end before that handler does: the
  // database closes after it (the handler's last writes, e.g. a chat turn's audit row, were failing
  // with "driver has already been destroyed").
  const running = new Set<PromiseLike<unknown>>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (isThenable(result)) {
        running.add(result);
        const settled = () => void running.delete(result);
        result.then(settled, settled);
      }
      return result;
    };
  });
  app.addHook('onClose', async () => {
    while (running.size > 0) await Promise.allSettled(running);
    await closeDatabase?.();
  });
  installApiStyle(app);
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { config, db, ...(poolStats ? { poolStats } : {}) });
  if (liveBackup) await app.register(liveBackupPlugin, liveBackup);
  // While the server closes (SIGTERM), each answer still going out closes its connection, so a
  // kept-alive client does not hold the drain open until its keep-alive runs out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Answers under /api and /auth (the route matched, however its path was spelled) are per user and
  // per moment: no browser or proxy keeps them. A route that says more (csvproxy: private, no-store)
  // keeps its own.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(routePath(request)) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  await app.register(cookie);
  await installSecurity(app, config);
  const sessions = singleProcess ? new SessionCache() : null;
  const memory = new DatabaseMemory(singleProcess);
  installAuth(app, {
    secureRequest: (request) => isSecureRequest(config, request),
    cache: sessions,
    db,
    clock,
    limits: {
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
      impersonationMs: config.impersonationMs,
    },
  });

  if (config.requireAdminMfa)
    installAdminMfaGate(app, (user) => mfaEnrolmentRequired(db, config.requireAdminMfa, user));

  const ctx: AppContext = {
    db,
    clock,
    config,
    cache: new StoreDayCache(),
    sessions,
    storeVersionsFor: (request) => memory.storeVersions(request.session?.cacheGeneration ?? null),
    scopeOf: async (request) => {
      if (!request.auth) return { all: false, companyIds: [], storeIds: [] };
      return memory.scope(db, request.auth.user.id, request.session?.cacheGeneration ?? null);
    },
    async dropSession(idHash) {
      sessions?.delete(idHash);
      await deleteSession(db, idHash);
    },
    invalidate() {
      sessions?.clear();
      memory.clear();
    },
  };
  app.decorate('ctx', ctx);

  // The retention job: at start and every hour, in every process (idempotent deletes).
  const retention = async () => {
    try {
      const purged = await purgeExpired(db, clock(), {
        sessionIdleMs: config.sessionIdleMs,
        sessionAbsoluteMs: config.sessionAbsoluteMs,
        impersonationMs: config.impersonationMs,
        loginWindowMs: config.loginWindowMs,
        auditRetentionDays: config.auditRetentionDays,
      });
      app.log.info({ purged }, 'retention job');
    } catch (err) {
      app.log.error({ err }, 'retention job failed');
    }
  };
  const retentionTimer = setInterval(retention, RETENTION_EVERY_MS);
  retentionTimer.unref();
  app.addHook('onReady', retention);
  app.addHook('onClose', async () => clearInterval(retentionTimer));

  // Liveness: the process answers. Readiness: it can serve, i.e. the database answers.
  app.get('/healthz', { schema: { response: answers({ 200: healthResponseSchema }) } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/readyz', { schema: { response: answers({ 200: readyResponseSchema }) } }, async () => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      throw new HttpError(503, 'database_unavailable', ERROR_MESSAGES.databaseUnavailable);
    }
    return { status: 'ready' as const };
  });

  // The staff chat's streams: one listener per process; closed first on shutdown (an open stream is a
  // request that never finishes, so SIGTERM's drain would otherwise wait for the cut-off).
  const staffChatHub = new StaffChatHub(
    {
      db,
      clock,
      listen,
      sessionLimits: {
        idleMs: config.sessionIdleMs,
        absoluteMs: config.sessionAbsoluteMs,
        impersonationMs: config.impersonationMs,
      },
      log: app.log,
    },
    staffChat,
  );
  app.addHook('preClose', () => staffChatHub.stop());
  // A connection that never sent a request (a browser's or a client pool's preconnect) is not "idle"
  // to Node, so server.close() would wait for it until the headers timeout (30 s), past the drain
  // time: closed with the streams. Connections with a request in flight are left to finish.
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });

  // Awaited before the auth routes: sign-out (registered deferred) stays last in the route table.
  await app.register(importRoutes);
  registerAuthRoutes(app, ctx);
  registerApiRoutes(app, ctx);
  registerStaffChatRoutes(app, ctx, staffChatHub);
  registerCsvProxyRoutes(app, ctx);
  // A saved post's body is rendered by the built app's renderer, off the event loop.
  const bodies = blogBodies(path.join(config.staticDir, PAGE_RENDERER));
  if (bodies) app.addHook('onClose', () => bodies.close());
  registerBlogRoutes(app, ctx, bodies);
  registerLlmRoutes(
    app,
    createLlmDeps({
      db,
      cache: ctx.cache,
      clock,
      limits: {
        perMinute: config.llmRatePerMinute,
        concurrency: config.llmConcurrencyPerUser,
        dailyTokens: config.llmDailyTokensPerUser,
      },
      ...llm,
    }),
  );

  const cookies = sessionCookies(config);
  if (existsSync(config.staticDir)) {
    // The public blog's pages and a visitor's /login, rendered by the built app's renderer.
    const renderer = pageRenderer(config.staticDir);
    if (renderer && bodies) registerPageRoutes(app, ctx, { renderer, bodies });
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      // `/` is a client route like the others: the history fallback below serves the shell.
      index: false,
      // The build writes .br and .gz beside each text asset (packages/app/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      // Not the built app's own files under dot folders (.vite's manifest, .ssr's page renderer).
      dotfiles: 'ignore',
      // Never a source map, even one a local build left behind.
      allowedPath: (pathName) => !isSourceMap(pathName),
      // Hashed build assets never change under their name; the brand's icons (favicon.ico and .svg,
      // which browsers and feed readers fetch on every visit otherwise) keep a day; everything else (the
      // app shell, index.html for every client route) is revalidated so a new build is picked up at once.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          isHashedAsset(filePath) ? IMMUTABLE : isIcon(filePath) ? ICON_CACHE : 'no-cache',
        );
      },
    });
    // History fallback: client routes get the app shell (for a browser, curl's */* or no Accept at
    // all; only a client asking for something else, e.g. JSON, gets the 404); unknown paths under
    // /api/ and /auth/ stay JSON 404s.
    app.setNotFoundHandler(async (request, reply) => {
      const where = routePath(request);
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(where) &&
        !isSourceMap(where) &&
        wantsPage(request)
      ) {
        cookies.reconcileHint(request, reply);
        return reply.type('text/html').sendFile('index.html');
      }
      return notFoundReply(reply);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => notFoundReply(reply));
  }
  return app;
}

/**
 * Fastify's trust function for TRUST_PROXY: the proxy's addresses as they are; a hop count as "the
 * nearest N hops" (Fastify 5 ignores a plain number for X-Forwarded-*), which believes whatever those
 * hops say, so it is only right when the server cannot be reached but through the proxies.
 */
function proxyTrust(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isSourceMap = (pathName: string) => pathName.endsWith('.map');
const ICON_CACHE = 'public, max-age=86400';
/** The build's icons at the root (packages/app/brandIcons.ts): `/favicon.ico`, `/favicon.svg`. */
const isIcon = (filePath: string) => /[\\/]favicon\.(ico|svg)$/.test(filePath);
/** Vite's output under assets/ carries a content hash in its name, e.g. assets/index-BYo66v88.js. */
const isHashedAsset = (filePath: string) =>
  /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.(br|gz))?$/.test(filePath);
