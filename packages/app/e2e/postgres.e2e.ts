// Operations on PostgreSQL (a throwaway cluster of this file's own, so it can be stopped):
//   1. two server processes share one database: a session made on one works on the other, a logout
//      on one is refused at once on the other, sign-in throttling and the assistant's limits count
//      across both, and a write on one is what the other answers next (no stale in-process copy);
//   2. PostgreSQL stopped under load: requests answer 503 database_unavailable within 2 s, /readyz
//      says not ready while /healthz stays alive; PostgreSQL back: served again within 5 s; every
//      write acknowledged before the fault is still there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/postgres.mjs';
import { ADMIN_EMAIL, DEMO_PASSWORD, STAFF_EMAIL } from './harness';
import { type RunningServer, startServer } from './server';

type Cluster = NonNullable<Awaited<ReturnType<typeof startThrowawayPostgres>>>;

let cluster: Cluster;
let a: RunningServer;
let b: RunningServer;
const dirs: string[] = [];

/** Both processes: low limits, so the shared counting shows in a few requests. */
const env = () => ({
  DATABASE_URL: cluster.url,
  LOGIN_MAX_FAILURES: '5',
  LLM_RATE_PER_MINUTE: '4',
  OPENAI_API_KEY: '',
});

beforeAll(async () => {
  const started = await startThrowawayPostgres();
  if (!started) throw new Error('These tests need PostgreSQL server binaries (Debian package "postgresql").');
  cluster = started;
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-pg-e2e-'));
    dirs.push(dir);
    return dir;
  };
  // A seeds the empty database (startServer passes --demo); B starts on what A made.
  a = await startServer({ dataDir: dataDir(), logName: 'postgres-a', env: env() });
  b = await startServer({ dataDir: dataDir(), logName: 'postgres-b', env: env() });
}, 300_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  cluster?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A request with the session cookie (and our own Origin, as the browser sends on a write). */
function call(server: RunningServer, pathname: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, headers, ...rest } = init;
  return fetch(`${server.url}${pathname}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
    ...rest,
    headers: {
      origin: server.url,
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

async function signIn(server: RunningServer, email: string, password = DEMO_PASSWORD) {
  const res = await call(server, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const sid = /(?:^|,\s*)(sid=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('no session cookie');
  return sid;
}

const sessionUser = async (server: RunningServer, cookie: string) => {
  const res = await call(server, '/auth/login', { cookie });
  return res.status === 200 ? ((await res.json()) as { email: string }).email : res.status;
};

describe('two server processes on one PostgreSQL', () => {
  it('a session made on A works on B; a logout on B is refused at once on A', async () => {
    const cookie = await signIn(a, STAFF_EMAIL);
    expect(await sessionUser(b, cookie)).toBe(STAFF_EMAIL);
    const out = await call(b, '/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBe(302);
    expect(await sessionUser(a, cookie)).toBe(401);
    expect(await sessionUser(b, cookie)).toBe(401);
  });

  it('sign-in failures count across both: the sixth attempt is 429 wherever it lands', async () => {
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) {
      const res = await call(server, '/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'manager@example.com', password: 'wrong password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("the assistant's per-minute limit counts across both: the fifth request is 429 with Retry-After", async () => {
    const cookie = await signIn(a, ADMIN_EMAIL);
    const ask = (server: RunningServer) =>
      call(server, '/api/llm/chat/gpt-4o', {
        method: 'POST',
        cookie,
        body: JSON.stringify([{ user: 'user', msg: 'How were sales?' }]),
      });
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) statuses.push((await ask(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const fifth = await ask(b);
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await fifth.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('a write on A is what B answers next: names, scopes and store-day access', async () => {
    const admin = await signIn(a, ADMIN_EMAIL);
    const staff = await signIn(b, STAFF_EMAIL);
    const stores = (await (await call(b, '/api/stores/', { cookie: admin })).json()) as {
      id: number;
      name: string;
      version: number;
      company_id: number;
    }[];
    const store = stores[0];
    if (!store) throw new Error('no stores');
    // Warm B's answers first, so a copy kept in B's memory would show.
    expect(
      ((await (await call(b, '/api/stores/', { cookie: admin })).json()) as { name: string }[])[0]?.name,
    ).toBe(store.name);
    const renamed = await call(a, `/api/stores/${store.id}`, {
      method: 'PUT',
      cookie: admin,
      body: JSON.stringify({ name: `${store.name} (renamed)`, version: store.version }),
    });
    expect(renamed.status).toBe(200);
    const after = (await (await call(b, '/api/stores/', { cookie: admin })).json()) as {
      id: number;
      name: string;
    }[];
    expect(after.find((s) => s.id === store.id)?.name).toBe(`${store.name} (renamed)`);

    // B's store-day (rendered and kept by B) shows an employee renamed on A: the cache is keyed by
    // the store's data_version, which B keeps only while the cache generation its requests read with
    // their sessions stays the same (A's write bumps it).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const dayUrl = `/api/csvproxy?start=${yesterday}&end=${yesterday}&store_id=${store.id}`;
    const scheduled = async () =>
      ((await (await call(b, dayUrl, { cookie: admin })).json()) as Record<string, string>)[
        'scheduled_labor.csv'
      ] ?? '';
    const [firstName, lastName] = ((await scheduled()).split('\n')[1] ?? '').split(',');
    const employees = (await (await call(a, '/api/employees/', { cookie: admin })).json()) as {
      id: number;
      store_id: number;
      first_name: string;
      last_name: string;
      version: number;
    }[];
    const employee = employees.find(
      (e) => e.store_id === store.id && e.first_name === firstName && e.last_name === lastName,
    );
    if (!employee) throw new Error(`no employee ${firstName} ${lastName} at store ${store.id}`);
    const rename = await call(a, `/api/employees/${employee.id}`, {
      method: 'PUT',
      cookie: admin,
      body: JSON.stringify({ first_name: 'Renamedonce', version: employee.version }),
    });
    expect(rename.status).toBe(200);
    expect(await scheduled()).toContain(`Renamedonce,${lastName},${yesterday}`);

    // Staff's scope: a store they cannot see is 404 on B, until A gives them a group with it.
    const visible = (await (await call(b, '/api/stores/', { cookie: staff })).json()) as { id: number }[];
    const hidden = stores.find((s) => !visible.some((v) => v.id === s.id));
    if (!hidden) throw new Error('staff sees every store');
    const day = new Date().toISOString().slice(0, 10);
    const csv = `/api/csvproxy?start=${day}&end=${day}&store_id=${hidden.id}`;
    expect((await call(b, csv, { cookie: staff })).status).toBe(404);
    const group = await call(a, '/api/usergroups/', {
      method: 'POST',
      cookie: admin,
      body: JSON.stringify({ name: 'Two-process test', store_ids: [hidden.id] }),
    });
    expect(group.status).toBe(201);
    const groupId = ((await group.json()) as { id: number }).id;
    const staffId = ((await (await call(a, '/auth/login', { cookie: staff })).json()) as { id: number }).id;
    const member = await call(a, '/api/users2groups/', {
      method: 'POST',
      cookie: admin,
      body: JSON.stringify({ user_id: staffId, group_id: groupId }),
    });
    expect(member.status).toBe(201);
    expect((await call(b, csv, { cookie: staff })).status).toBe(200);
  });
});

describe('PostgreSQL stopped under load, and back', () => {
  it('answers 503 database_unavailable within 2 s, /readyz not ready, /healthz alive; back within 5 s; nothing acknowledged is lost', async () => {
    const cookie = await signIn(a, STAFF_EMAIL);
    const acknowledged: number[] = [];
    let running = true;
    let n = 0;
    // Load: four clients writing prompts (each 201 is an acknowledged write) and checking the session.
    const client = async () => {
      while (running) {
        const res = await call(a, '/api/prompts/', {
          method: 'POST',
          cookie,
          body: JSON.stringify({ title: `Load ${n++}`, category: 'Load', body: 'Text' }),
        }).catch(() => null);
        if (res?.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        await call(a, '/auth/login', { cookie }).catch(() => null);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    // Under load: writes are being acknowledged (as many as there are clients, at least).
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

    cluster.pause();
    try {
      // Every request while it is down: the error shape, 503, quickly.
      for (const pathname of ['/auth/login', '/api/prompts/', '/api/stores/']) {
        const started = performance.now();
        const res = await call(a, pathname, { cookie });
        const ms = performance.now() - started;
        expect(res.status, pathname).toBe(503);
        expect(await res.json()).toEqual({
          error: {
            code: 'database_unavailable',
            message: 'The database is not reachable. Try again shortly.',
          },
        });
        expect(ms, `${pathname} answered after ${Math.round(ms)} ms`).toBeLessThan(2_000);
      }
      expect((await call(a, '/readyz')).status).toBe(503);
      expect((await call(a, '/healthz')).status).toBe(200);
    } finally {
      cluster.resume();
    }

    const back = performance.now();
    await expect
      .poll(async () => (await call(a, '/readyz')).status, { timeout: 10_000, interval: 100 })
      .toBe(200);
    expect(performance.now() - back).toBeLessThan(5_000);
    expect(await sessionUser(a, cookie)).toBe(STAFF_EMAIL);

    running = false;
    await Promise.all(clients);
    const stored = ((await (await call(a, '/api/prompts/', { cookie })).json()) as { id: number }[]).map(
      (p) => p.id,
    );
    expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
    // Both processes are still up and serving.
    expect((await call(b, '/readyz')).status).toBe(200);
  });
});
