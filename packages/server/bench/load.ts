// `npm run load`: a realistic mix of requests against the real server on
// loopback, bounded in time, on the embedded database and on PostgreSQL with one and with two server
// processes (a throwaway cluster, scripts/postgres.mjs). Per route: requests, p50 and p99 latency and
// errors; per set-up the throughput. Targets: no errors, p99 <= 100 ms for the session check and the
// CSV proxy; the embedded server's RSS under load <= 550 MB. With two processes it runs the mix again
// on two processes started with PROCESS_CACHE=off (no scopes or store versions kept between requests,
// nothing prepared: src/services/processCache.ts, src/db/connect.ts) and prints the line "process cache
// on vs off": both throughputs and their ratio, the figure that keeps that cache. LOAD_SECONDS (default 30, after
// LOAD_WARMUP_SECONDS, default 5, unmeasured) and LOAD_CONNECTIONS (default 100) bound it;
// LOAD_SETUPS (e.g. `embedded`) runs some of the set-ups only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../../../scripts/postgres.mjs';
import { type BenchServer, sampleRss, signIn, startBenchServer } from './process';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
/** Unmeasured traffic first, so the figures are the steady state (caches filled), not a cold start. */
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const setups = (process.env.LOAD_SETUPS ?? 'embedded,postgres,postgres-2').split(',');
const P99_TARGET_MS = 100;

/** Limits that would refuse a load test's traffic (it is one person from one address), lifted. */
const UNLIMITED = {
  LOGIN_RATE_PER_MINUTE: '100000000',
  LOGIN_MAX_FAILURES: '100000000',
  LOGIN_IP_MAX_FAILURES: '100000000',
  LLM_RATE_PER_MINUTE: '100000000',
  LLM_CONCURRENCY_PER_USER: '100000',
  OPENAI_API_KEY: '',
};

/** The mix: each route's share of the connections (sums to 1). */
const MIX = [
  { route: 'session check', share: 0.34 },
  { route: 'csvproxy', share: 0.35 },
  { route: 'admin lists', share: 0.15 },
  { route: 'assistant (offline analyst)', share: 0.15 },
  // One connection signing in over and over: already far more than people do (each is an argon2 check).
  { route: 'sign-in', share: 0.01 },
] as const;
type Route = (typeof MIX)[number]['route'];

/** Every store-day of the last 28 days for the 12 seeded stores, round robin. */
function storeDays(): string[] {
  const paths: string[] = [];
  for (let d = 1; d <= 28; d++) {
    const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    for (let store = 1; store <= 12; store++)
      paths.push(`/api/csvproxy?start=${day}&end=${day}&store_id=${store}`);
  }
  return paths;
}

function roundRobin(paths: string[]) {
  let i = 0;
  return () => paths[i++ % paths.length] as string;
}

function requestsOf(route: Route, cookie: string): autocannon.Request[] {
  const headers = { cookie, 'content-type': 'application/json' };
  switch (route) {
    case 'session check':
      return [{ method: 'GET', path: '/auth/login', headers }];
    case 'csvproxy': {
      const next = roundRobin(storeDays());
      return [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: next() }) }];
    }
    case 'admin lists': {
      const next = roundRobin(['/api/stores/', '/api/employees/', '/api/users/', '/api/companies/']);
      return [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: next() }) }];
    }
    case 'assistant (offline analyst)':
      return [
        {
          method: 'POST',
          path: '/api/llm/chat/gpt-4o',
          headers,
          body: JSON.stringify([
            { user: 'system', msg: 'Store: Harvest Table Austin. Net sales $4,210.50; labor cost 31.2%.' },
            { user: 'user', msg: 'What were the net sales and how was labor?' },
          ]),
        },
      ];
    case 'sign-in':
      return [
        {
          method: 'POST',
          path: '/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'staff@example.com', password: 'demo-password' }),
        },
      ];
  }
}

interface RouteResult {
  route: Route;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The mix at `servers` (connections split evenly across them) for `duration` seconds. */
function mix(servers: BenchServer[], cookie: string, duration: number) {
  return Promise.all(
    MIX.flatMap(({ route, share }) =>
      servers.map((server) => {
        const n = Math.max(1, Math.round((connections * share) / servers.length));
        return new Promise<{ route: Route; result: autocannon.Result }>((resolve, reject) => {
          autocannon(
            { url: server.base, connections: n, duration, requests: requestsOf(route, cookie) },
            (error, result) => (error ? reject(error) : resolve({ route, result })),
          );
        });
      }),
    ),
  );
}

/** A warm-up, then the measured run: per route figures, throughput, and the servers' peak RSS. */
async function drive(
  servers: BenchServer[],
  cookie: string,
): Promise<{ results: RouteResult[]; rps: number; peakRssMb: number }> {
  if (warmupSeconds > 0) await mix(servers, cookie, warmupSeconds);
  const memory = servers.map((s) => sampleRss(s.child.pid));
  const done = await mix(servers, cookie, seconds);
  const peakRssMb = Math.max(...memory.map((m) => m.stop()));
  const results = MIX.map(({ route }) => {
    const mine = done.filter((d) => d.route === route).map((d) => d.result);
    const requests = mine.reduce((t, r) => t + r.requests.total, 0);
    return {
      route,
      requests,
      // Across processes: the worst of their percentiles (a conservative merge).
      p50: Math.max(...mine.map((r) => r.latency.p50)),
      p99: Math.max(...mine.map((r) => r.latency.p99)),
      errors: mine.reduce((t, r) => t + r.errors + r.timeouts + r.non2xx, 0),
    };
  });
  return { results, rps: results.reduce((t, r) => t + r.requests, 0) / seconds, peakRssMb };
}

let failures = 0;
const summary: string[] = [];

type Run = Awaited<ReturnType<typeof drive>>;

/**
 * The process cache's effect: the same mix on the same database with it and without it (no targets:
 * the figure that keeps the cache, or says to remove it).
 */
function compareCache(on: Run, off: Run) {
  const csvproxy = (run: Run) => run.results.find((r) => r.route === 'csvproxy')!;
  const errors = (run: Run) => run.results.reduce((t, r) => t + r.errors, 0);
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
  const line = `INFO  PostgreSQL, two processes, process cache on vs off: ${Math.round(on.rps)} vs ${Math.round(off.rps)} req/s (${ratio(on.rps, off.rps)}); csvproxy ${csvproxy(on).requests} vs ${csvproxy(off).requests} requests (${ratio(csvproxy(on).requests, csvproxy(off).requests)}), p99 ${csvproxy(on).p99} vs ${csvproxy(off).p99} ms; errors ${errors(on)} vs ${errors(off)}`;
  console.log(`\n${line}`);
  summary.push(line);
}
function report(
  setup: string,
  { results, rps, peakRssMb }: { results: RouteResult[]; rps: number; peakRssMb: number },
) {
  console.log(`\n${setup}: ${Math.round(rps)} req/s over ${seconds} s, ${connections} connections`);
  // Memory under load: the embedded database's process holds the data too.
  const rssTarget = setup === 'embedded' ? 550 : null;
  const rssOk = rssTarget === null || peakRssMb <= rssTarget;
  if (!rssOk) failures++;
  const rssLine = `${rssOk ? 'PASS' : 'FAIL'}  ${setup} server RSS under load (peak, per process): ${peakRssMb.toFixed(0)} MB${rssTarget ? ` (target <= ${rssTarget} MB)` : ''}`;
  console.log(rssLine);
  summary.push(rssLine);
  for (const r of results) {
    const target = r.route === 'session check' || r.route === 'csvproxy' ? P99_TARGET_MS : null;
    const ok = r.errors === 0 && (target === null || r.p99 <= target);
    if (!ok) failures++;
    const line = `${ok ? 'PASS' : 'FAIL'}  ${setup} ${r.route}: ${r.requests} requests, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (target: 0 errors${target ? `, p99 <= ${target} ms` : ''})`;
    console.log(line);
    summary.push(line);
  }
}

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-load-'));
  dirs.push(dir);
  return dir;
};

try {
  if (setups.includes('embedded')) {
    // Seeded by a first start, then measured in a second one: a server running on its data (seeding
    // in-process grows the embedded database's memory for good).
    const env = { ...UNLIMITED, DATA_DIR: dataDir() };
    await (await startBenchServer(env)).stop();
    const server = await startBenchServer(env);
    try {
      report('embedded', await drive([server], await signIn(server.base, 'admin@example.com')));
    } finally {
      await server.stop();
    }
  }
  if (setups.includes('postgres') || setups.includes('postgres-2')) {
    const cluster = await startThrowawayPostgres();
    if (!cluster) throw new Error('PostgreSQL server binaries are needed (Debian package "postgresql")');
    try {
      const env = { ...UNLIMITED, DATABASE_URL: cluster.url, DATA_DIR: dataDir() };
      const a = await startBenchServer(env, ['--demo']);
      const b = setups.includes('postgres-2') ? await startBenchServer(env) : null;
      let cached: Run | null = null;
      // A session in the shared database: the processes started later take it too.
      let cookie = '';
      try {
        cookie = await signIn(a.base, 'admin@example.com');
        if (setups.includes('postgres')) report('PostgreSQL, one process', await drive([a], cookie));
        if (b) {
          cached = await drive([a, b], cookie);
          report('PostgreSQL, two processes', cached);
        }
      } finally {
        await a.stop();
        await b?.stop();
      }
      if (cached) {
        const off = { ...env, PROCESS_CACHE: 'off' };
        const c = await startBenchServer(off);
        const d = await startBenchServer(off);
        try {
          compareCache(cached, await drive([c, d], cookie));
        } finally {
          await c.stop();
          await d.stop();
        }
      }
    } finally {
      cluster.stop();
    }
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

console.log('\n--- load summary ---');
for (const line of summary) console.log(line);
console.log(failures === 0 ? 'all load targets met' : `${failures} load target(s) missed`);
process.exitCode = failures === 0 ? 0 : 1;
