// One server style: every route declares its answers; whatever a client sends, a 4xx or
// 5xx answer is `{error:{code,message}}` (plus the spec's legacy field on a few auth routes) and no
// answer is a 5xx; a regular user gets 403 from every write.
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, useTestApp } from '../test/helpers';
import { concrete, routeTable } from '../test/routes';

const routes = routeTable();
const env = useTestApp(
  { loginRatePerMinute: 1_000_000, loginMaxFailures: 1_000_000, loginIpMaxFailures: 1_000_000 },
  { onRoute: routes.onRoute },
);
const table = routes.all;
const requests = routes.requests;

/** Fields the error answer of a route may carry beside `error` (the spec's legacy fields, a 409's row, an import's problems). */
const LEGACY: Record<string, string[]> = {
  '/auth/login': ['message'],
  '/auth/select_user': ['reason'],
  '/auth/stop_impersonation': ['reason'],
  // A refused import lists its problems (file, line, message) beside the error.
  '/api/import': ['problems'],
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

/** Text fields the routes without a body schema read (sign-in, password, two-factor, the assistant). */
const TEXT_FIELDS = ['email', 'password', 'current_password', 'new_password', 'code', 'msg', 'q'];
/** Control characters beside NUL, a C1 one, a line separator and a lone surrogate. */
const CONTROL = '\u0001\u0008\u000b\u001b\u007f\u0085\u2028\ud800';
const NUL_ANSWER = /^Invalid (body|querystring|params)( field \S+)?: it must not contain a NUL character\.$/;

/** A JSON body with `text` in every field of the route's body schema and the usual text fields. */
function everyField(route: RouteOptions, text: string): string {
  const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return JSON.stringify(
    Object.fromEntries([...Object.keys(shape), ...TEXT_FIELDS].map((key) => [key, text])),
  );
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
  it('fixed hostile requests to every route, as a visitor, staff and an admin', {
    timeout: 120_000,
  }, async () => {
    const staff = await env.login(STAFF);
    const admin = await env.login(ADMIN);
    const json = { 'content-type': 'application/json' };
    const hostile = (
      route: RouteOptions,
    ): {
      label: string;
      url: string;
      headers?: Record<string, string>;
      payload?: string | Buffer;
      /** Carries a NUL the route would read: a 400 naming where, for whoever may use the route. */
      nul?: boolean;
    }[] => {
      const url = concrete(route.url);
      const parameters = route.url.includes(':');
      return [
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
        {
          label: 'NUL in every text field',
          url,
          headers: json,
          payload: everyField(route, 'a\u0000b'),
          nul: true,
        },
        {
          label: 'NUL in a message list',
          url,
          headers: json,
          payload: JSON.stringify([{ role: 'user', msg: 'a\u0000b' }]),
          nul: true,
        },
        { label: 'NUL in a key', url, headers: json, payload: '{"a\\u0000b":"c"}', nul: true },
        {
          label: 'control characters in every text field',
          url,
          headers: json,
          payload: everyField(route, CONTROL),
        },
        { label: 'NUL in the query', url: `${url}?start=%00&q=a%00b`, nul: true },
        { label: 'NUL in a path parameter', url: concrete(route.url, 'a%00b'), nul: parameters },
      ];
    };
    let checked = 0;
    let nulRefused = 0;
    for (const { method, url, route } of requests()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      for (const cookie of [null, staff, admin]) {
        for (const h of hostile(route)) {
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
          // An administrator passes every route's door (one that refuses an unknown address first
          // aside: 404), so the NUL is what answers.
          const read = h.payload === undefined || method !== 'GET';
          if (h.nul && cookie === admin && read && res.statusCode !== 404) {
            expect(
              [res.statusCode, res.json().error?.message],
              `${method} ${h.url} (${h.label}): ${res.body.slice(0, 200)}`,
            ).toEqual([400, expect.stringMatching(NUL_ANSWER)]);
            nulRefused++;
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(nulRefused).toBeGreaterThan(100);
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
            url: concrete(url, id || '1'),
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

describe('a NUL character in a text field', () => {
  it('is a 400 naming the field, never a 500 (sign-in, blog, staff chat, prompts, the assistant)', async () => {
    const admin = await env.login(ADMIN);
    const staff = await env.login(STAFF);
    const [room] = (await env.as(admin, { method: 'GET', url: '/api/staffchat/rooms' })).json();
    const [model] = (await env.as(staff, { method: 'GET', url: '/api/llm/models' })).json();
    const nul = 'a\u0000b';
    const cases: [string | null, 'POST' | 'PUT', string, unknown, string][] = [
      [null, 'POST', '/auth/login', { email: `${ADMIN}\u0000`, password: 'demo-password' }, 'email'],
      [null, 'POST', '/auth/login', { email: ADMIN, password: `demo-password\u0000` }, 'password'],
      [admin, 'POST', '/api/blog/posts', { slug: 'nul-title', title: nul, body: 'Body.' }, 'title'],
      [admin, 'POST', '/api/blog/posts', { slug: 'nul-body', title: 'Title', body: nul }, 'body'],
      [admin, 'POST', `/api/staffchat/rooms/${room.id}/messages`, { msg: nul }, 'msg'],
      [staff, 'POST', '/api/prompts/', { title: nul, category: 'Sales', body: 'Body.' }, 'title'],
      [staff, 'POST', '/api/prompts/', { title: 'Title', category: 'Sales', body: nul }, 'body'],
      [staff, 'POST', model.path, [{ role: 'user', msg: nul }], '0.msg'],
      [staff, 'PUT', '/api/me/settings', { report_blocks: { [nul]: true } }, 'report_blocks.a\\u0000b'],
    ];
    const answers = [];
    for (const [cookie, method, url, payload, field] of cases) {
      const res = await env.as(cookie, { method, url, payload: payload as object });
      answers.push([url, field, res.statusCode, res.json()]);
    }
    expect(answers).toEqual(
      cases.map(([, , url, , field]) => [
        url,
        field,
        400,
        {
          error: {
            code: 'bad_request',
            message: `Invalid body field ${field}: it must not contain a NUL character.`,
          },
        },
      ]),
    );
  });
});

describe('a regular user may write nothing', () => {
  // The assistant, the prompt library (every user's own prompts: routes/api/prompts.test.ts) and the
  // user's own settings (routes/api/me.test.ts) aside. The staff chat is for administrators.
  it('gets 403 {error} from every write route (the assistant, prompts and own settings aside)', async () => {
    const staff = await env.login(STAFF);
    const writes = table().filter(
      ({ method, url }) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method as string) &&
        url.startsWith('/api/') &&
        !url.startsWith('/api/llm/') &&
        !url.startsWith('/api/prompts/') &&
        !url.startsWith('/api/me/'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(21);
    const answers: string[] = [];
    for (const { method, url } of writes) {
      const res = await env.as(staff, {
        method,
        url: concrete(url),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      answers.push(`${method} ${url} ${res.statusCode} ${res.json().error?.code}`);
    }
    expect(answers).toEqual(writes.map(({ method, url }) => `${method} ${url} 403 forbidden`));
  });
});

describe('leaks', () => {
  it('every /api and /auth answer, success or error, says Cache-Control: no-store', async () => {
    const admin = await env.login(ADMIN);
    const gets = requests().filter(({ method, url }) => method === 'GET' && /^\/(api|auth)\//.test(url));
    expect(gets.length).toBeGreaterThan(15);
    const seen: string[] = [];
    for (const { url } of gets) {
      const res = await env.as(admin, { method: 'GET', url: concrete(url) });
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
