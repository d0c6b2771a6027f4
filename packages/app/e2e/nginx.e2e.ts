// Behind nginx, as deploy/nginx.conf ships (TLS at nginx with a self-signed certificate made here,
// two server processes on one throwaway PostgreSQL, COOKIE_SECURE=true and TRUST_PROXY=127.0.0.1):
// sign-in and its cookie, a streamed assistant reply passing through in pieces, the staff chat's
// stream delivering what either process writes and resuming after a drop, the per-IP sign-in limit
// counting the client's address, and a process restarted under requests losing none of them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSseParser, type SseFrame } from '@store-ops/domain';
import { FakeOpenAi, textReply } from '@store-ops/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, startNginx } from '../../../scripts/nginx.mjs';
import { startThrowawayPostgres } from '../../../scripts/postgres.mjs';
import { ADMIN_EMAIL, DEMO_PASSWORD, STAFF_EMAIL } from './harness';
import { freePort, type RunningServer, repoRoot, startServer } from './server';

type Cluster = NonNullable<Awaited<ReturnType<typeof startThrowawayPostgres>>>;

let cluster: Cluster;
let fake: FakeOpenAi;
let nginx: ReturnType<typeof startNginx>;
let ca: string;
const servers: { a?: RunningServer; b?: RunningServer } = {};
let ports: { a: number; b: number; http: number; https: number };
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-nginx-e2e-'));
  dirs.push(dir);
  return dir;
};

const env = () => ({
  DATABASE_URL: cluster.url,
  COOKIE_SECURE: 'true',
  TRUST_PROXY: '127.0.0.1',
  LOGIN_IP_MAX_FAILURES: '3',
  LOGIN_MAX_FAILURES: '50',
  OPENAI_API_KEY: 'sk-e2e',
  OPENAI_BASE_URL: fake.baseURL,
});

/** deploy/nginx.conf with this run's ports and certificate: nothing else of it changes. */
function site(cert: { cert: string; key: string }) {
  const shipped = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.a} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.b} `],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/store-ops/fullchain.pem', cert.cert],
    ['/etc/ssl/store-ops/privkey.pem', cert.key],
  ];
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    return text.replace(from, to);
  }, shipped);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client's own address (any of 127.0.0.0/8): what nginx sees as the client. */
  from?: string;
}

const origin = () => `https://127.0.0.1:${ports.https}`;

/** One HTTPS request through nginx (trusting this run's certificate), the whole answer read. */
function call(pathname: string, { method = 'GET', body, cookie, headers = {}, from }: Call = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpsRequest(
      `${origin()}${pathname}`,
      {
        method,
        ca,
        localAddress: from,
        headers: {
          origin: origin(),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: no answer within 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A stream through nginx: resolves with each frame as it arrives, until `close()`. */
function openStream(pathname: string, init: Call = {}) {
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let status = 0;
  let ended = false;
  const parser = createSseParser();
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const req = httpsRequest(`${origin()}${pathname}`, {
    method: init.method ?? 'GET',
    ca,
    headers: {
      origin: origin(),
      accept: 'text/event-stream',
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
  const wake = () => {
    for (const w of waiters) w();
  };
  req.on('response', (res) => {
    status = res.statusCode ?? 0;
    res.on('data', (chunk: Buffer) => {
      frames.push(...parser.push(chunk));
      wake();
    });
    res.on('end', () => {
      ended = true;
      wake();
    });
  });
  req.on('error', () => {
    ended = true;
    wake();
  });
  req.end(payload);
  return {
    frames,
    get status() {
      return status;
    },
    /** Resolves with the first frame (from `from` on) that `match` accepts; rejects after 20 s or at the end. */
    until(match: (f: SseFrame) => boolean, from = 0) {
      return new Promise<SseFrame>((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (found || ended) {
            clearTimeout(timer);
            waiters.delete(check);
            if (found) resolve(found);
            else
              reject(new Error(`${pathname}: the stream ended without the frame (${frames.length} frames)`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${pathname}: no such frame within 20 s (${JSON.stringify(frames.slice(-3))})`));
        }, 20_000);
        waiters.add(check);
        check();
      });
    },
    close: () => req.destroy(),
  };
}

const sessionCookie = (answer: Answer) => {
  const cookies = answer.headers['set-cookie'] ?? [];
  const sid = cookies.map((c) => /^(__Host-sid=[^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!sid) throw new Error(`no __Host-sid cookie in ${JSON.stringify(cookies)}`);
  return sid;
};

async function signIn(email: string) {
  const res = await call('/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

beforeAll(async () => {
  const started = await startThrowawayPostgres();
  if (!started) throw new Error('These tests need PostgreSQL server binaries (Debian package "postgresql").');
  cluster = started;
  fake = await FakeOpenAi.start();
  ports = { a: await freePort(), b: await freePort(), http: await freePort(), https: await freePort() };
  // A seeds the empty database (startServer passes --demo); B starts on what A made.
  servers.a = await startServer({ dataDir: dataDir(), logName: 'nginx-a', env: env(), port: ports.a });
  servers.b = await startServer({ dataDir: dataDir(), logName: 'nginx-b', env: env(), port: ports.b });
  const certDir = dataDir();
  const cert = selfSignedCertificate(certDir);
  ca = cert.pem;
  nginx = startNginx(site(cert));
}, 300_000);

afterAll(async () => {
  nginx?.stop();
  await servers.a?.stop();
  await servers.b?.stop();
  await fake?.close();
  cluster?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('Store Ops behind nginx (deploy/nginx.conf)', () => {
  it('plain HTTP is sent to HTTPS', async () => {
    const res = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = httpRequest(`http://127.0.0.1:${ports.http}/chat`, (r) => {
        r.resume();
        resolve({ status: r.statusCode ?? 0, location: r.headers.location });
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(301);
    expect(res.location).toBe('https://127.0.0.1/chat');
  });

  it('signs in over TLS: the cookie is __Host-sid with Secure, HSTS is sent, the session works', async () => {
    const res = await call('/auth/login', {
      method: 'POST',
      body: { email: STAFF_EMAIL, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const me = await call('/auth/login', { cookie: sessionCookie(res) });
    expect(me.status).toBe(200);
    expect((JSON.parse(me.body) as { email: string }).email).toBe(STAFF_EMAIL);
  });

  it('an assistant reply streams through in pieces: the first pieces arrive while the provider still holds the last', async () => {
    const cookie = await signIn(STAFF_EMAIL);
    // The provider sends two pieces at once and holds the last for a minute: a buffering proxy would
    // show nothing before the end.
    fake.reply(() => ({
      ...textReply('Sales were fine.'),
      chunks: ['Sales ', 'were ', 'fine.'],
      lastPieceDelayMs: 60_000,
    }));
    const stream = openStream('/api/llm/chat/gpt-4o', {
      method: 'POST',
      cookie,
      body: [{ user: 'user', msg: 'How were sales?' }],
    });
    await stream.until((f) => f.event === 'delta' && f.data === JSON.stringify({ text: 'were ' }));
    expect(stream.status).toBe(200);
    const pieces = stream.frames
      .filter((f) => f.event === 'delta')
      .map((f) => JSON.parse(f.data ?? '{}').text);
    expect(pieces).toEqual(['Sales ', 'were ']);
    expect(stream.frames.some((f) => f.event === 'done')).toBe(false);
    stream.close();
    // The client gone, the server closes its call to the provider.
    await fake.untilCut(0, 20_000);
  });

  it("the staff chat's stream delivers what either process writes, and resumes after a drop", async () => {
    const cookie = await signIn(ADMIN_EMAIL);
    const rooms = JSON.parse((await call('/api/staffchat/rooms', { cookie })).body) as { id: number }[];
    const room = rooms[0]?.id;
    if (!room) throw new Error('no staff chat room');
    const stream = openStream('/api/staffchat/stream', { cookie });
    // The stream is up once its first frame (the newest id, or a comment) has arrived.
    await stream.until(() => true);
    expect(stream.status).toBe(200);
    const text = (f: SseFrame) => (f.data ? ((JSON.parse(f.data) as { msg?: string }).msg ?? '') : '');
    // Each write goes straight to one process, so both processes' writes are shown.
    for (const server of [servers.a, servers.b]) {
      const msg = `From port ${server?.port}`;
      const posted = await fetch(`${server?.url}/api/staffchat/rooms/${room}/messages`, {
        method: 'POST',
        headers: { cookie, origin: server?.url ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ msg }),
      });
      expect(posted.status).toBe(201);
      await stream.until((f) => text(f) === msg);
    }
    const lastId = [...stream.frames].reverse().find((f) => f.id)?.id;
    expect(lastId).toMatch(/^\d+$/);
    stream.close();

    const missed = 'Written while the stream was down';
    expect(
      (await call(`/api/staffchat/rooms/${room}/messages`, { method: 'POST', cookie, body: { msg: missed } }))
        .status,
    ).toBe(201);
    const resumed = openStream('/api/staffchat/stream', {
      cookie,
      headers: { 'last-event-id': lastId ?? '' },
    });
    const replayed = await resumed.until((f) => text(f) === missed);
    expect(Number(replayed.id)).toBeGreaterThan(Number(lastId));
    resumed.close();
  });

  it("the per-IP sign-in limit counts the client's address, not nginx's, whatever X-Forwarded-For the client sends", async () => {
    const attempt = (from: string, headers: Record<string, string> = {}) =>
      call('/auth/login', {
        method: 'POST',
        from,
        headers,
        body: { email: `nobody-${Math.random()}@example.com`, password: 'wrong password' },
      }).then((r) => r.status);
    const statuses: number[] = [];
    // LOGIN_IP_MAX_FAILURES=3: the fourth attempt from 127.0.0.2 is refused, even claiming another address.
    for (let i = 0; i < 3; i++) statuses.push(await attempt('127.0.0.2'));
    statuses.push(await attempt('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' }));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same nginx is not.
    expect(await attempt('127.0.0.3')).toBe(401);
  });

  it('a process restarted while requests run loses none of them', async () => {
    const cookie = await signIn(STAFF_EMAIL);
    const statuses: number[] = [];
    const counted = new Set<{ n: number; resolve: () => void }>();
    const atLeast = (n: number) =>
      new Promise<void>((resolve) => (statuses.length >= n ? resolve() : counted.add({ n, resolve })));
    let running = true;
    const worker = async () => {
      while (running) {
        statuses.push((await call('/api/stores/', { cookie })).status);
        for (const w of counted) {
          if (statuses.length < w.n) continue;
          counted.delete(w);
          w.resolve();
        }
      }
    };
    const workers = [worker(), worker(), worker()];
    // A few answers before, then A drains and stops, then starts again on its port.
    await atLeast(10);
    const a = servers.a;
    if (!a) throw new Error('no server A');
    expect(await a.stop()).toBe(0);
    const during = statuses.length;
    servers.a = await startServer({ dataDir: a.dataDir, logName: 'nginx-a2', env: env(), port: ports.a });
    const restarted = statuses.length;
    await atLeast(restarted + 10);
    running = false;
    await Promise.all(workers);
    expect(restarted).toBeGreaterThan(during);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // And A answers again through nginx: a request straight to it proves it is back.
    expect((await fetch(`${servers.a.url}/healthz`)).status).toBe(200);
  });
});
