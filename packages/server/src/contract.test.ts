// Issue 14, "one server style": every route declares its answers; whatever a client sends, a 4xx or
// 5xx answer is `{error:{code,message}}` (plus the spec's legacy field on a few auth routes) and no
// answer is a 5xx; a regular user gets 403 from every write.
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, useTestApp } from '../test/helpers';

const routes: RouteOptions[] = [];
const env = useTestApp(
  { loginRatePerMinute: 1_000_000, loginMaxFailures: 1_000_000, loginIpMaxFailures: 1_000_000 },
  {
    onRoute: (route) => void routes.push(route),
  },
);

/** Method and URL of each route (HEAD routes Fastify adds for GET ones are the GET route's too). */
const table = () =>
  routes.flatMap((r) =>
    (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url, route: r })),
  );
/**
 * Answers that never end (Server-Sent Events): an inject would wait for ever. Their headers, errors and
 * access are tested with a real socket (routes/api/staffchat.stream.test.ts).
 */
const STREAMS = ['/api/staffchat/stream'];
const requests = () => table().filter(({ url }) => !STREAMS.includes(url));

/** Fields the error answer of a route may carry beside `error` (the spec's legacy fields, a 409's row). */
const LEGACY: Record<string, string[]> = {
  '/auth/login': ['message'],
  '/auth/select_user': ['reason'],
  '/auth/stop_impersonation': ['reason'],
};

function expectErrorShape(url: string, status: number, body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`${url} answered ${status} with a body that is not JSON: ${body.slice(0, 200)}`);
  }
  const { error, ...rest } = json as { error?: { code?: unknown; message?: unknown } };
  expect(typeof error?.code, `${url} ${status} ${body.slice(0, 200)}`).toBe('string');
  expect(typeof error?.message, `${url} ${status} ${body.slice(0, 200)}`).toBe('string');
  expect(Object.keys(error ?? {}).sort()).toEqual(['code', 'message']);
  const allowed = [
    ...(LEGACY[url.split('?')[0] ?? ''] ?? []),
    'current',
    ...(status === 429 ? ['message'] : []),
  ];
  for (const key of Object.keys(rest)) expect(allowed, `${url} ${status}: extra field ${key}`).toContain(key);
}

describe('every route declares its answers', () => {
  it('has a success schema and the error schema for 4xx and 5xx', () => {
    expect(table().length).toBeGreaterThan(40);
    const missing = table()
      .filter(({ route }) => {
        const response = route.schema?.response as Record<string, unknown> | undefined;
        const success = Object.keys(response ?? {}).filter((k) => /^[23]\d\d$/.test(k));
        return !response || success.length === 0 || !response['4xx'] || !response['5xx'];
      })
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });
});

describe('bad input of every kind gets the error shape and never a 5xx', () => {
  const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1');

  it('fixed hostile requests to every route, as a visitor, staff and an admin', {
    timeout: 120_000,
  }, async () => {
    const staff = await env.login(STAFF);
    const admin = await env.login(ADMIN);
    const hostile = (
      url: string,
    ): { label: string; url: string; headers?: Record<string, string>; payload?: string | Buffer }[] => [
      { label: 'bad percent-encoding', url: `${url}%E0%A4%A` },
      { label: 'bad query encoding', url: `${url}?start=%ZZ&end=%` },
      { label: 'malformed JSON', url, headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      { label: 'not JSON', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      {
        label: 'form',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      },
      {
        label: 'wrong types',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"id":"x","version":"y","email":5,"user_id":[]}',
      },
      { label: 'a list', url, headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
      {
        label: 'over the body limit',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
      },
      { label: 'huge query', url: `${url}?start=${'9'.repeat(20_000)}` },
      {
        label: 'bad id',
        url: url.replace(/\/1$/, '/-1'),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      },
      {
        label: 'huge id',
        url: url.replace(/\/1$/, '/99999999999999999999'),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      },
    ];
    let checked = 0;
    for (const { method, url } of requests()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      for (const cookie of [null, staff, admin]) {
        for (const h of hostile(concrete(url))) {
          const res = await env.as(cookie, {
            method,
            url: h.url,
            headers: { ...(h.headers ?? {}) },
            ...(h.payload !== undefined && method !== 'GET' ? { payload: h.payload } : {}),
          });
          expect(res.statusCode, `${method} ${h.url} (${h.label}): ${res.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (res.statusCode >= 400) expectErrorShape(url, res.statusCode, res.body);
          if (/^\/(api|auth)\//.test(url)) {
            expect(
              String(res.headers['cache-control']),
              `${method} ${h.url} (${h.label}) ${res.statusCode}`,
            ).toMatch(/\bno-store\b/);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('generated bodies, queries and paths (fast-check) as an admin', { timeout: 120_000 }, async () => {
    const admin = await env.login(ADMIN);
    const writes = table().filter(
      ({ method }) => method === 'POST' || method === 'PUT' || method === 'DELETE',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        fc.oneof(
          fc.constant('1'),
          fc.string({ maxLength: 12 }).map(encodeURIComponent),
          fc.integer().map(String),
        ),
        async ({ method, url }, payload, id) => {
          const res = await env.as(admin, {
            method,
            url: url.replace(/:[a-z_]+/g, id || '1'),
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(
            res.statusCode,
            `${method} ${url} ${payload.slice(0, 100)}: ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) expectErrorShape(url, res.statusCode, res.body);
        },
      ),
      { numRuns: 300, seed: 14 },
    );
  });
});

describe('a regular user may write nothing', () => {
  // The assistant, the prompt library (every user's own prompts, issue 18: its access rules are in
  // routes/api/prompts.test.ts), the user's own settings (issue 16: routes/api/me.test.ts) and the staff
  // chat (issue 17: anyone posts in the rooms of their scope, routes/api/staffchat.test.ts) aside.
  it('gets 403 {error} from every write route (the assistant, prompts, own settings and the staff chat aside)', async () => {
    const staff = await env.login(STAFF);
    const writes = table().filter(
      ({ method, url }) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method as string) &&
        url.startsWith('/api/') &&
        !url.startsWith('/api/llm/') &&
        !url.startsWith('/api/prompts/') &&
        !url.startsWith('/api/me/') &&
        !url.startsWith('/api/staffchat/'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(21);
    const answers: string[] = [];
    for (const { method, url } of writes) {
      const res = await env.as(staff, {
        method,
        url: url.replace(/:[a-z_]+/g, '1'),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      answers.push(`${method} ${url} ${res.statusCode} ${res.json().error?.code}`);
    }
    expect(answers).toEqual(writes.map(({ method, url }) => `${method} ${url} 403 forbidden`));
  });
});

describe('leaks (issue 21 finding 11)', () => {
  it('every /api and /auth answer, success or error, says Cache-Control: no-store', async () => {
    const admin = await env.login(ADMIN);
    const gets = requests().filter(({ method, url }) => method === 'GET' && /^\/(api|auth)\//.test(url));
    expect(gets.length).toBeGreaterThan(15);
    const seen: string[] = [];
    for (const { url } of gets) {
      const res = await env.as(admin, { method: 'GET', url: url.replace(/:[a-z_]+/g, '1') });
      seen.push(`${url} ${res.headers['cache-control']}`);
      expect(res.headers['cache-control'], url).toMatch(/\bno-store\b/);
    }
    for (const url of ['/api/nope', '/auth/nope', '/api/users/']) {
      const res = await env.as(null, { method: 'GET', url });
      expect([res.statusCode >= 400, res.headers['cache-control']], url).toEqual([true, 'no-store']);
    }
    expect(seen.length).toBe(gets.length);
  });

  it('gives a client 30 s to send its whole request (the Node server itself is set)', () => {
    expect(env.app.server.requestTimeout).toBe(30_000);
  });
});
