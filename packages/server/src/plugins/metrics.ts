// GET /metrics: Prometheus' text format, one registry per app. Answered to a caller on this machine
// (the socket's own address, loopback, and no proxy's forwarding headers: a proxy on the same host
// relays others) or to anyone sending METRICS_TOKEN as a bearer token; anyone else gets the 404 an
// unknown path gets.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Config } from '../config';
import type { PoolStats } from '../db/pglite-dialect';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { type AssistantAnswered, assistantAnswered, type StreamOpened, streamOpened } from '../observe';
import { answers } from '../routes/schemas';
import { importTally } from '../services/auditLog';

export const METRICS_PATH = '/metrics';
/** The route label of a request no route matched (the raw URL would make a series per path). */
export const NOT_FOUND_ROUTE = '(not found)';
/** The sign-in routes whose refusals count as sign-in failures: 401 a wrong password or code, 429 throttled. */
const SIGN_IN_ROUTES = new Set(['/auth/login', '/auth/login/mfa']);

export interface MetricsOptions {
  config: Pick<Config, 'metricsToken'>;
  db: Kysely<DB>;
  /** The database's connections in use and requests waiting (Database.poolStats); absent: not reported. */
  poolStats?: () => PoolStats;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether `address` (a socket's) is this machine's loopback, IPv4-mapped included. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, { config, db, poolStats }) => {
    const register = new Registry();
    const duration = new Histogram({
      name: 'store_ops_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: time to the answer sent.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    new Gauge({
      name: 'store_ops_event_loop_lag_seconds',
      help: "The event loop's delay since the last scrape: median (0.5), 99th percentile (0.99), worst (1).",
      labelNames: ['quantile'],
      registers: [register],
      collect() {
        if (lag.count > 0) {
          this.set({ quantile: '0.5' }, lag.percentile(50) / 1e9);
          this.set({ quantile: '0.99' }, lag.percentile(99) / 1e9);
          this.set({ quantile: '1' }, lag.max / 1e9);
        }
        lag.reset();
      },
    });
    new Gauge({
      name: 'store_ops_process_resident_memory_bytes',
      help: "The process's resident memory.",
      registers: [register],
      collect() {
        this.set(process.memoryUsage.rss());
      },
    });
    if (poolStats) {
      new Gauge({
        name: 'store_ops_db_pool_in_use',
        help: 'Database connections taken (the embedded database has one: 1 while a query or transaction holds it).',
        registers: [register],
        collect() {
          this.set(poolStats().inUse);
        },
      });
      new Gauge({
        name: 'store_ops_db_pool_waiting',
        help: 'Requests waiting for a database connection.',
        registers: [register],
        collect() {
          this.set(poolStats().waiting);
        },
      });
    }
    const streams = new Gauge({
      name: 'store_ops_sse_streams_open',
      help: 'Server-Sent Events streams open now, by route (the staff chat, the assistant).',
      labelNames: ['route'],
      registers: [register],
    });
    const assistantRequests = new Counter({
      name: 'store_ops_assistant_requests_total',
      help: 'Assistant requests admitted, by how they ended (ok, error, stopped by the client).',
      labelNames: ['outcome'],
      registers: [register],
    });
    const assistantTokens = new Counter({
      name: 'store_ops_assistant_tokens_total',
      help: 'Tokens (prompt and completion) the model provider reported for assistant requests.',
      registers: [register],
    });
    const signInFailures = new Counter({
      name: 'store_ops_sign_in_failures_total',
      help: 'Refused sign-ins: rejected (a wrong password or code) or throttled (a limit reached).',
      labelNames: ['reason'],
      registers: [register],
    });
    // Imports run in the import CLI as well as in the server: counted from the audit log, which every
    // process writes (kept for AUDIT_RETENTION_DAYS).
    const imports = new Gauge({
      name: 'store_ops_imports_audited',
      help: "Store-day imports in the audit log (every process's and the import command's).",
      registers: [register],
    });
    const lastImport = new Gauge({
      name: 'store_ops_import_last_timestamp_seconds',
      help: 'When the latest store-day import in the audit log was made (Unix time).',
      registers: [register],
    });
    const readImports = async () => {
      try {
        const { count, last } = await importTally(db);
        imports.set(count);
        if (last) lastImport.set(last.getTime() / 1000);
      } catch (err) {
        app.log.warn({ err }, 'metrics: could not count the imports');
      }
    };

    // This app's requests: the channels carry every app's in this process (tests make many).
    const routeOf = new WeakMap<ServerResponse, string>();
    const requests = new WeakSet<FastifyRequest>();
    const route = (request: FastifyRequest) => request.routeOptions.url ?? NOT_FOUND_ROUTE;
    app.addHook('onRequest', async (request, reply) => {
      routeOf.set(reply.raw, route(request));
      requests.add(request);
    });
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      duration.observe(
        { method: request.method, route: route(request), status: String(status) },
        reply.elapsedTime / 1000,
      );
      if (
        request.method === 'POST' &&
        SIGN_IN_ROUTES.has(route(request)) &&
        (status === 401 || status === 429)
      )
        signInFailures.inc({ reason: status === 401 ? 'rejected' : 'throttled' });
    });
    const onStream = (message: unknown) => {
      const { res } = message as StreamOpened;
      const label = routeOf.get(res);
      if (label === undefined) return;
      streams.inc({ route: label });
      res.once('close', () => streams.dec({ route: label }));
    };
    const onAnswer = (message: unknown) => {
      const { request, outcome, tokens } = message as AssistantAnswered;
      if (!requests.has(request)) return;
      assistantRequests.inc({ outcome });
      if (tokens > 0) assistantTokens.inc(tokens);
    };
    streamOpened.subscribe(onStream);
    assistantAnswered.subscribe(onAnswer);
    app.addHook('onClose', async () => {
      streamOpened.unsubscribe(onStream);
      assistantAnswered.unsubscribe(onAnswer);
      lag.disable();
    });

    const token = config.metricsToken ? sha256(config.metricsToken) : null;
    const allowed = (request: FastifyRequest) => {
      const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (token && bearer !== undefined && timingSafeEqual(sha256(bearer), token)) return true;
      // The socket's address, never X-Forwarded-For (TRUST_PROXY would make request.ip the client's).
      return (
        isLoopback(request.socket.remoteAddress) &&
        request.headers['x-forwarded-for'] === undefined &&
        request.headers.forwarded === undefined
      );
    };
    const exposition = z.string().describe("Prometheus' text exposition format");
    app.get(METRICS_PATH, { schema: { response: answers({ 200: exposition }) } }, async (request, reply) => {
      if (!allowed(request)) throw notFound();
      await readImports();
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'store-ops-metrics' },
);
