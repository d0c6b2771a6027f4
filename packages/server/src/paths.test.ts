// Every rule that depends on a path (the two-factor gate, no-store, API versus the app shell) decides on
// the route the router matched, so no spelling of a path gets round it. Walks every registered route,
// as the route-contract test does, so a new route is covered without anyone listing it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MFA_ENROLMENT_REQUIRED_CODE } from '@store-ops/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, useTestApp } from '../test/helpers';
import { concrete, routeTable, STREAMS } from '../test/routes';
import { normalisedPath } from './paths';

const staticDir = mkdtempSync(path.join(tmpdir(), 'store-ops-paths-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Store Ops</title>');

const routes = routeTable();
const env = useTestApp(
  { requireAdminMfa: true, staticDir, loginRatePerMinute: 1_000_000, loginIpMaxFailures: 1_000_000 },
  { onRoute: routes.onRoute },
);

/** What REQUIRE_ADMIN_MFA holds back from an administrator who has not enrolled: the API and impersonation. */
const gated = (url: string) => /^\/(api\/|auth\/(select_user|stop_impersonation)$)/.test(url);
const underApi = (url: string) => /^\/(api|auth)\//.test(url);

const percent = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/** Spellings of one path that a client may send: the router reads some of them as the same route. */
function spellings(url: string): { label: string; url: string; sameRoute?: true }[] {
  const [, first = '', ...rest] = url.split('/');
  const tail = rest.join('/');
  return [
    { label: 'as registered', url, sameRoute: true },
    {
      label: 'a percent-encoded letter',
      url: `/${percent(first.slice(0, 1))}${first.slice(1)}/${tail}`,
      sameRoute: true,
    },
    { label: 'every letter percent-encoded', url: url.replace(/[a-z]/g, percent), sameRoute: true },
    { label: 'lower-case hex', url: url.replace(/[a-z]/g, (c) => percent(c).toLowerCase()), sameRoute: true },
    { label: 'a leading //', url: `/${url}` },
    { label: 'an inner //', url: `/${first}//${tail}` },
    { label: 'a trailing / added or dropped', url: url.endsWith('/') ? url.slice(0, -1) : `${url}/` },
    {
      label: 'percent-encoded, trailing / added or dropped',
      url: `/${percent(first.slice(0, 1))}${first.slice(1)}/${tail.endsWith('/') ? tail.slice(0, -1) : `${tail}/`}`,
    },
    { label: '%2F for a slash', url: `/${first}%2F${tail}` },
    { label: '%2f for a slash', url: `/${first}%2f${tail}` },
    { label: 'upper case', url: url.toUpperCase() },
    { label: 'capitalised', url: `/${first.slice(0, 1).toUpperCase()}${first.slice(1)}/${tail}` },
    { label: 'a dot segment', url: `/.${url}` },
    { label: 'a parent segment', url: `/x/..${url}` },
    { label: 'a percent-encoded dot segment', url: `/%2E${url}` },
  ];
}

/** An answer, or null when none came (a stream that opened). */
async function answer(
  cookie: string,
  method: string,
  url: string,
  stream: boolean,
): Promise<LightMyRequestResponse | null> {
  const request = env.as(cookie, {
    method: method as 'GET',
    url,
    headers: {
      // A browser's navigation: the shell is what an unknown page gets, never an API path.
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: '{}' }),
  });
  if (!stream) return request;
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), 5_000);
  });
  return Promise.race([request, none]).finally(() => clearTimeout(timer));
}

/** The error code of a 403 (a HEAD answer has no body: the admin's only 403 there is the gate's). */
function errorCode(method: string, res: LightMyRequestResponse): string | undefined {
  if (method === 'HEAD') return MFA_ENROLMENT_REQUIRED_CODE;
  try {
    return (JSON.parse(res.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

describe('a path spelled any way meets the same rules (REQUIRE_ADMIN_MFA=true, an administrator not enrolled)', () => {
  it('every /api and /auth route in every spelling: never past the two-factor gate, always no-store', {
    timeout: 180_000,
  }, async () => {
    const walked = routes.all().filter(({ url, method }) => underApi(url) && method !== 'OPTIONS');
    expect(walked.length).toBeGreaterThan(60);
    const problems: string[] = [];
    let refused = 0;
    for (const { method, url } of walked) {
      // A fresh session per route: some of them (sign-out, the password) end it.
      const admin = await env.login(ADMIN);
      for (const spelling of spellings(concrete(url))) {
        const res = await answer(admin, method, spelling.url, STREAMS.includes(url));
        const what = `${method} ${spelling.url} (${url}, ${spelling.label})`;
        if (!res) {
          problems.push(`${what}: a stream opened`);
          continue;
        }
        const code = res.statusCode === 403 ? errorCode(method, res) : undefined;
        if (gated(url)) {
          // The route itself: refused at the gate. Another path (the router does not read it as this
          // route): not found, or refused at the gate too.
          const ok = spelling.sameRoute
            ? code === MFA_ENROLMENT_REQUIRED_CODE
            : code === MFA_ENROLMENT_REQUIRED_CODE || res.statusCode === 404;
          if (!ok) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (code === MFA_ENROLMENT_REQUIRED_CODE) refused++;
        }
        if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode}`);
        if (!/\bno-store\b/.test(String(res.headers['cache-control'])))
          problems.push(`${what}: ${res.statusCode} cache-control ${res.headers['cache-control']}`);
      }
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(walked.filter(({ url }) => gated(url)).length * 4);
  });
});

describe('normalisedPath: the path a request that no route matched is judged by', () => {
  it.each([
    ['/api/users?x=1#y', '/api/users'],
    ['/%61pi/users', '/api/users'],
    ['/%61%70%69/%75sers/', '/api/users/'],
    ['//api//users', '/api/users'],
    ['/api%2Fusers', '/api/users'],
    ['/./api/./users', '/api/users'],
    ['/x/../api/users', '/api/users'],
    ['/%2e/api/x/%2E%2E/users', '/api/users'],
    ['/api/users/..', '/api/'],
    ['/../..', '/'],
    ['/', '/'],
    ['http://example.com//api/users?x', '/api/users'],
    ['/API/Users', '/API/Users'],
    // Control characters and non-ASCII stay escaped; one pass (an escaped escape stays one).
    ['/api/users/%00%7F%C3%A9', '/api/users/%00%7F%C3%A9'],
    ['/api/%2561', '/api/%61'],
  ])('%s -> %s', (url, path) => expect(normalisedPath(url)).toBe(path));
});

describe('the audit names the path the router read', () => {
  it('a refused admin request spelled otherwise is audited as the route it reached', async () => {
    const staff = await env.login(STAFF);
    expect((await env.as(staff, { method: 'GET', url: '/%61pi/us%65rs/?x=1' })).statusCode).toBe(403);
    const rows = await env.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'detail'])
      .where('action', '=', 'admin_refused')
      .execute();
    expect(rows).toEqual([{ actor_user_id: IDS.staff, detail: 'GET /api/users/' }]);
  });
});
