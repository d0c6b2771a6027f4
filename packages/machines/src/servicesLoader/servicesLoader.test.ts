import type { SessionUser } from '@store-ops/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { createFetchList, servicesLoaderBrowserDefaults, serviceUrl } from '../adapters/servicesLoader';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import { servicesLoaderGraph } from './servicesLoader.graph';
import {
  type FetchListInput,
  SERVICE_SOURCES,
  selectServiceRows,
  selectServicesReady,
  serviceStatusText,
  servicesLoaderMachine,
} from './servicesLoader.machine';

const user: SessionUser = { id: 1, email: 'a@example.com', name: 'A', admin: true, settings: {} };
const dataWindow = { start: '2026-11-14', end: '2026-11-21' };

function start(
  fetchList: (input: FetchListInput) => Promise<unknown[]>,
  input: { user: SessionUser | null; path: string },
) {
  const machine = servicesLoaderMachine.provide({
    actors: { fetchList: fromPromise(({ input }) => fetchList(input)) },
  });
  return createActor(machine, { input: { ...input, dataWindow }, clock: new SimulatedClock() }).start();
}

afterEach(() => vi.restoreAllMocks());

describe('services loader machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(
      servicesLoaderMachine,
      servicesLoaderGraph,
    );
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    const byState = shortestPathByState(servicesLoaderMachine, paths);
    expect(byState.loading).toBe('');
    expect(byState.done?.split(' -> ')).toHaveLength(13);
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    expect(
      await replayPaths(servicesLoaderMachine, paths, { input: replay.input, actions: {} }),
    ).toBeGreaterThan(0);
  });

  it('status texts: Not started, Loading..., N records', () => {
    expect(serviceStatusText({ phase: 'notStarted' })).toBe('Not started');
    expect(serviceStatusText({ phase: 'loading' })).toBe('Loading...');
    expect(serviceStatusText({ phase: 'done', count: 12 })).toBe('12 records');
    expect(serviceStatusText({ phase: 'done', count: 0 })).toBe('0 records');
  });

  it('fetches every source in parallel; each goes Loading... then N records; a failure counts as empty', async () => {
    const pending = new Map(SERVICE_SOURCES.map((s) => [s.key, deferred<unknown[]>()]));
    const fetchList = vi.fn(
      (input: FetchListInput) =>
        (pending.get(input.source.key) as ReturnType<typeof deferred<unknown[]>>).promise,
    );
    const actor = start(fetchList, { user, path: '/chat' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // All 13 requests are in flight at once.
    expect(fetchList).toHaveBeenCalledTimes(13);
    expect(selectServiceRows(actor.getSnapshot()).every((r) => r.text === 'Loading...')).toBe(true);
    pending.get('stores')?.resolve([{ id: 1 }, { id: 2 }, { id: 3 }]);
    await waitFor(actor, (s) => s.context.status.stores.phase === 'done');
    const rows = selectServiceRows(actor.getSnapshot());
    expect(rows.find((r) => r.key === 'stores')?.text).toBe('3 records');
    expect(rows.find((r) => r.key === 'users')?.text).toBe('Loading...');
    pending.get('users')?.reject(new Error('offline'));
    for (const [key, d] of pending)
      if (key !== 'stores' && key !== 'users') d.resolve(Array.from({ length: 12 }, (_, i) => i));
    await waitFor(actor, (s) => s.matches('done'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.status.users).toEqual({ phase: 'done', count: 0 });
    expect(selectServiceRows(snapshot).find((r) => r.key === 'sales')?.text).toBe('12 records');
    expect(snapshot.context.data.stores).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(snapshot.context.data.users).toEqual([]);
  });

  it('a non-admin loads stores, companies and hours only; the admin-only sources are neither asked nor listed', async () => {
    const f = fakeFetch({
      'GET /api/stores/': () => json([{ id: 1 }, { id: 2 }]),
      'GET /api/companies/': () => json([{ id: 7 }]),
      'GET /api/hours/': () => json([]),
    });
    const staff = { ...user, id: 2, admin: false };
    const machine = servicesLoaderMachine.provide(
      servicesLoaderBrowserDefaults(() => createApiClient({ fetch: f })),
    );
    const actor = createActor(machine, { input: { user: staff, path: '/chat', dataWindow } }).start();
    await waitFor(actor, (s) => s.matches('done'));
    expect(f.calls.map((c) => c.url).sort()).toEqual(['/api/companies/', '/api/hours/', '/api/stores/']);
    expect(selectServiceRows(actor.getSnapshot()).map((r) => [r.label, r.text])).toEqual([
      ['Stores', '2 records'],
      ['Companies', '1 records'],
      ['Hours', '0 records'],
    ]);
    // An admin gets every source listed.
    expect(selectServiceRows({ context: { ...actor.getSnapshot().context, user } })).toHaveLength(13);
  });

  it('no user, or a public route: done at once with no fetch', () => {
    const fetchList = vi.fn(() => Promise.resolve([]));
    const none = start(fetchList, { user: null, path: '/chat' });
    expect(none.getSnapshot().value).toBe('done');
    expect(selectServiceRows(none.getSnapshot())[0]?.text).toBe('Not started');
    const pub = start(fetchList, { user, path: '/demo/chat' });
    expect(pub.getSnapshot().value).toBe('done');
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('a signed-in user on / loads (the root is the chat then, not a public path)', async () => {
    const fetchList = vi.fn(() => Promise.resolve([1, 2]));
    const actor = start(fetchList, { user: { ...user, id: 2, admin: false }, path: '/' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('done'));
    expect(selectServiceRows(actor.getSnapshot()).map((r) => [r.label, r.text])).toEqual([
      ['Stores', '2 records'],
      ['Companies', '2 records'],
      ['Hours', '2 records'],
    ]);
    // Starting or stopping an impersonation on / mounts a loader for the new user, which loads too.
    const admin = start(fetchList, { user, path: '/' });
    expect(admin.getSnapshot().value).toBe('loading');
    await waitFor(admin, (s) => s.matches('done'));
    expect(selectServiceRows(admin.getSnapshot())).toHaveLength(13);
  });

  it('ready only when every source of the role has finished (records or counted-as-empty failure)', async () => {
    const held = new Map<string, ReturnType<typeof deferred<unknown[]>>>();
    const fetchList = vi.fn(({ source }: { source: { key: string } }) => {
      const d = deferred<unknown[]>();
      held.set(source.key, d);
      return d.promise;
    });
    const actor = start(fetchList as never, { user, path: '/chat' });
    expect(selectServicesReady(actor.getSnapshot())).toBe(false);
    // The three everyone needs are not enough for an admin.
    for (const key of ['stores', 'companies', 'hours']) held.get(key)?.resolve([1]);
    await flush();
    expect(selectServicesReady(actor.getSnapshot())).toBe(false);
    const rest = SERVICE_SOURCES.map((s) => s.key).filter(
      (k) => !['stores', 'companies', 'hours'].includes(k),
    );
    for (const key of rest.slice(0, -1)) held.get(key)?.resolve([]);
    await flush();
    expect(selectServicesReady(actor.getSnapshot())).toBe(false);
    held.get(rest.at(-1) as string)?.reject(new Error('offline'));
    await flush();
    expect(selectServicesReady(actor.getSnapshot())).toBe(true);
    expect(selectServiceRows(actor.getSnapshot()).find((r) => r.key === rest.at(-1))?.text).toBe('0 records');

    // A regular user: the three sources of the role are all.
    const staffActor = start(
      vi.fn(() => Promise.resolve([1])),
      { user: { ...user, id: 2, admin: false }, path: '/chat' },
    );
    await waitFor(staffActor, (s) => s.matches('done'));
    expect(selectServicesReady(staffActor.getSnapshot())).toBe(true);
    // No user: never ready (nothing was loaded).
    expect(selectServicesReady(start(vi.fn(), { user: null, path: '/chat' }).getSnapshot())).toBe(false);
  });
});

describe('fetchList (browser default over a fake fetch)', () => {
  it('windowed sources carry ?start&end; lists come as arrays or {data}; non-OK is logged and empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const f = fakeFetch({
      'GET /api/stores/': () => json([{ id: 1 }]),
      'GET /api/sales/?start=2026-11-14&end=2026-11-21': () => json({ data: [{ id: 5 }, { id: 6 }] }),
      'GET /api/hours/': () => json({ error: { code: 'forbidden', message: 'no' } }, 403, 'Forbidden'),
    });
    const fetchList = createFetchList(() => createApiClient({ fetch: f }));
    const source = (key: string) =>
      SERVICE_SOURCES.find((s) => s.key === key) as (typeof SERVICE_SOURCES)[number];
    expect(serviceUrl(source('weather'), dataWindow)).toBe('/api/weather/?start=2026-11-14&end=2026-11-21');
    expect(await fetchList({ source: source('stores'), dataWindow, admin: true })).toEqual([{ id: 1 }]);
    expect(await fetchList({ source: source('sales'), dataWindow, admin: true })).toEqual([
      { id: 5 },
      { id: 6 },
    ]);
    expect(await fetchList({ source: source('hours'), dataWindow, admin: true })).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to load /api/hours/: 403 Forbidden');
    expect(await fetchList({ source: source('users'), dataWindow, admin: true })).toEqual([]);
    const asked = f.calls.length;
    expect(await fetchList({ source: source('sales'), dataWindow, admin: false })).toEqual([]);
    expect(f.calls.length).toBe(asked); // admin-only, not an admin: no request at all
    expect(f.calls.every((c) => c.credentials === 'include')).toBe(true);
  });
});
