import type { SessionUser } from '@store-ops/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { createImpersonationImplementations, parseUserList } from '../adapters/impersonation';
import {
  deferred,
  fakeFetch,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
  shortestPathsWithContext,
} from '../testing';
import { impersonationGraph } from './impersonation.graph';
import {
  filterCandidates,
  type ImpersonationCandidate,
  impersonationMachine,
  selectAdminGate,
  selectEmptyMessage,
  selectFilteredUsers,
  selectIsImpersonating,
} from './impersonation.machine';

const admin: SessionUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'Ada Admin',
  admin: true,
  settings: {},
};
const bob: SessionUser = { id: 2, email: 'bob@example.com', name: 'Bob Baker', admin: false, settings: {} };
const candidates: ImpersonationCandidate[] = [
  { id: 2, email: 'bob@example.com', name: 'Bob Baker', admin: false },
  { id: 3, email: 'CAROL@example.com', name: 'Carol Chef', admin: true },
  { id: 4, email: 'dan@example.com', name: null, admin: false },
];

type Impl = Partial<{
  loadUsers: () => Promise<ImpersonationCandidate[]>;
  selectUser: (id: number) => Promise<SessionUser>;
  stopImpersonation: () => Promise<SessionUser>;
}>;

function start(impl: Impl = {}, user: SessionUser | null = admin) {
  const machine = impersonationMachine.provide({
    actors: {
      loadUsers: fromPromise(impl.loadUsers ?? (() => Promise.resolve(candidates))),
      selectUser: fromPromise(({ input }) => (impl.selectUser ?? (() => Promise.resolve(bob)))(input.userId)),
      stopImpersonation: fromPromise(impl.stopImpersonation ?? (() => Promise.resolve(admin))),
    },
  });
  const actor = createActor(machine, { input: { user }, clock: new SimulatedClock() });
  const emitted: SessionUser[] = [];
  actor.on('impersonation.userChanged', (e) => emitted.push(e.user));
  actor.start();
  return { actor, emitted };
}

afterEach(() => vi.restoreAllMocks());

describe('impersonation machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(
      impersonationMachine,
      impersonationGraph,
    );
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(impersonationMachine, paths)).toEqual({
      impersonating:
        'impersonation.open -> xstate.done.actor.loadUsers -> impersonation.select -> xstate.done.actor.selectUser',
      loadFailed: 'impersonation.open -> xstate.error.actor.loadUsers',
      loadingUsers: 'impersonation.open',
      normal: '',
      selecting: 'impersonation.open -> xstate.done.actor.loadUsers',
      'selecting.browsing': 'impersonation.open -> xstate.done.actor.loadUsers',
      'selecting.failed':
        'impersonation.open -> xstate.done.actor.loadUsers -> impersonation.select -> xstate.error.actor.selectUser',
      starting: 'impersonation.open -> xstate.done.actor.loadUsers -> impersonation.select',
      stopping:
        'impersonation.open -> xstate.done.actor.loadUsers -> impersonation.select -> xstate.done.actor.selectUser -> impersonation.stop',
    });
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    const noop = () => {};
    expect(
      await replayPaths(impersonationMachine, paths, {
        input: replay.input,
        actions: { logStopFailure: noop },
      }),
    ).toBeGreaterThan(0);
    const withContext = shortestPathsWithContext(impersonationMachine, replay);
    expect(
      await replayPaths(impersonationMachine, withContext, {
        input: replay.input,
        actions: { logStopFailure: noop },
        compareContext: true,
      }),
    ).toBeGreaterThan(0);
  });

  it('normal -> loadingUsers -> selecting -> starting -> impersonating -> stopping -> normal', async () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().value).toBe('normal');
    expect(selectAdminGate(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
    actor.send({ type: 'impersonation.open' });
    expect(actor.getSnapshot().value).toBe('loadingUsers');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(selectFilteredUsers(actor.getSnapshot())).toEqual(candidates);
    actor.send({ type: 'impersonation.search', query: 'carol' });
    expect(selectFilteredUsers(actor.getSnapshot()).map((u) => u.id)).toEqual([3]);
    actor.send({ type: 'impersonation.search', query: 'zzz' });
    expect(selectEmptyMessage(actor.getSnapshot())).toBe('No users found matching your search');
    actor.send({ type: 'impersonation.select', userId: 2 });
    expect(actor.getSnapshot().value).toBe('starting');
    await waitFor(actor, (s) => s.matches('impersonating'));
    expect(actor.getSnapshot().context.currentUser).toEqual(bob);
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
    expect(selectIsImpersonating(actor.getSnapshot())).toBe(true);
    // Bob is not an admin, but the original user's flag gates admin entries.
    expect(selectAdminGate(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([bob]);
    actor.send({ type: 'impersonation.stop' });
    expect(actor.getSnapshot().value).toBe('stopping');
    await waitFor(actor, (s) => s.matches('normal'));
    expect(actor.getSnapshot().context.currentUser).toEqual(admin);
    expect(actor.getSnapshot().context.originalUser).toBeNull();
    expect(selectIsImpersonating(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([bob, admin]);
  });

  it('load failure shows Failed to load users. Please try again.; retry and cancel', async () => {
    let fail = true;
    const { actor } = start({
      loadUsers: () => (fail ? Promise.reject(new Error('Failed to load users')) : Promise.resolve([])),
    });
    actor.send({ type: 'impersonation.open' });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load users. Please try again.');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    fail = false;
    actor.send({ type: 'impersonation.retry' });
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(selectEmptyMessage(actor.getSnapshot())).toBe('No users available');
    actor.send({ type: 'impersonation.cancel' });
    expect(actor.getSnapshot().value).toBe('normal');

    fail = true;
    actor.send({ type: 'impersonation.open' });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'impersonation.cancel' });
    expect(actor.getSnapshot().value).toBe('normal');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('cancel while loading', () => {
    const { actor } = start({ loadUsers: () => deferred<ImpersonationCandidate[]>().promise });
    actor.send({ type: 'impersonation.open' });
    actor.send({ type: 'impersonation.cancel' });
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it("start failure shows the server's reason, else Failed to start impersonation.", async () => {
    const { actor } = start({ selectUser: () => Promise.reject(new Error('Cannot impersonate yourself')) });
    actor.send({ type: 'impersonation.open' });
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'impersonation.select', userId: 1 });
    await waitFor(actor, (s) => s.matches({ selecting: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Cannot impersonate yourself');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    const bare = start({ selectUser: () => Promise.reject({}) });
    bare.actor.send({ type: 'impersonation.open' });
    await waitFor(bare.actor, (s) => s.matches('selecting'));
    bare.actor.send({ type: 'impersonation.select', userId: 2 });
    await waitFor(bare.actor, (s) => s.matches({ selecting: 'failed' }));
    expect(bare.actor.getSnapshot().context.error).toBe('Failed to start impersonation.');
  });

  it('stop failure is logged and leaves the state unchanged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor } = start({ stopImpersonation: () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'impersonation.open' });
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'impersonation.select', userId: 2 });
    await waitFor(actor, (s) => s.matches('impersonating'));
    actor.send({ type: 'impersonation.stop' });
    await waitFor(actor, (s) => s.matches('impersonating'));
    expect(error).toHaveBeenCalledWith('Failed to stop impersonation', new Error('boom'));
    expect(actor.getSnapshot().context.currentUser).toEqual(bob);
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
  });

  it('remembers the first admin seen; a non-admin is not remembered; sign-out forgets', () => {
    const { actor } = start({}, null);
    expect(actor.getSnapshot().context.originalUser).toBeNull();
    actor.send({ type: 'impersonation.userSeen', user: bob });
    expect(actor.getSnapshot().context.originalUser).toBeNull();
    expect(selectAdminGate(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'impersonation.userSeen', user: null });
    actor.send({ type: 'impersonation.userSeen', user: admin });
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
    const other = { ...admin, id: 9, email: 'second@example.com' };
    actor.send({ type: 'impersonation.userSeen', user: other });
    // Still the first admin: the session now says someone else, so this is an impersonation.
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
    expect(actor.getSnapshot().value).toBe('impersonating');
    // The session reports the original user again: no longer impersonating.
    actor.send({ type: 'impersonation.userSeen', user: admin });
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it('a reload while impersonating: the original user the server reports is adopted', () => {
    const { actor } = start({}, null);
    actor.send({ type: 'impersonation.userSeen', user: bob, originalUser: admin });
    expect(actor.getSnapshot().value).toBe('impersonating');
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
    expect(selectAdminGate(actor.getSnapshot())).toBe(true);
    // Later reports without an original (the session's word is spent) keep it.
    actor.send({ type: 'impersonation.userSeen', user: bob, originalUser: null });
    expect(actor.getSnapshot().context.originalUser).toEqual(admin);
    expect(actor.getSnapshot().value).toBe('impersonating');
  });

  it('search is case-insensitive on e-mail and name', () => {
    expect(filterCandidates(candidates, 'carol@').map((u) => u.id)).toEqual([3]);
    expect(filterCandidates(candidates, 'BAKER').map((u) => u.id)).toEqual([2]);
    expect(filterCandidates(candidates, '  ').map((u) => u.id)).toEqual([2, 3, 4]);
    expect(filterCandidates(candidates, 'example').map((u) => u.id)).toEqual([2, 3, 4]);
  });
});

describe('impersonation browser implementations', () => {
  const wire = (u: SessionUser) => ({ ...u, settings: '{}' });
  const implWith = (routes: Parameters<typeof fakeFetch>[0]) => {
    const f = fakeFetch(routes);
    return { f, impl: createImpersonationImplementations(() => createApiClient({ fetch: f })) };
  };

  it('GET /api/users accepts an array or { data: array }', async () => {
    const rows = [{ id: 2, email: 'bob@example.com', name: 'Bob Baker', admin: false, version: 1 }];
    expect(await implWith({ 'GET /api/users': () => json(rows) }).impl.loadUsers()).toEqual([candidates[0]]);
    expect(await implWith({ 'GET /api/users': () => json({ data: rows }) }).impl.loadUsers()).toEqual([
      candidates[0],
    ]);
    await expect(implWith({ 'GET /api/users': () => json({}, 500) }).impl.loadUsers()).rejects.toThrow(
      'Failed to load users',
    );
    expect(() => parseUserList({ rows: [] })).toThrow('Failed to load users');
  });

  it('POST /auth/select_user {user_id}: impersonating_user, or the reason', async () => {
    const ok = implWith({ 'POST /auth/select_user': () => json({ impersonating_user: wire(bob) }) });
    await expect(ok.impl.selectUser(2)).resolves.toEqual(bob);
    expect(ok.f.calls[0]).toMatchObject({ body: { user_id: 2 }, credentials: 'include' });
    const refused = implWith({ 'POST /auth/select_user': () => json({ reason: 'Target is an admin' }, 403) });
    await expect(refused.impl.selectUser(3)).rejects.toThrow('Target is an admin');
    const bare = implWith({ 'POST /auth/select_user': () => json({}, 500) });
    await expect(bare.impl.selectUser(3)).rejects.toThrow('Failed to start impersonation.');
    // No route: the fake fetch rejects like an offline browser (TypeError: Failed to fetch).
    const offline = implWith({});
    await expect(offline.impl.selectUser(3)).rejects.toThrow(/^Failed to start impersonation\.$/);
  });

  it('POST /auth/stop_impersonation: returned_to_user', async () => {
    const ok = implWith({ 'POST /auth/stop_impersonation': () => json({ returned_to_user: wire(admin) }) });
    await expect(ok.impl.stopImpersonation()).resolves.toEqual(admin);
    const bad = implWith({ 'POST /auth/stop_impersonation': () => json({}, 400, 'Bad Request') });
    await expect(bad.impl.stopImpersonation()).rejects.toThrow('400 Bad Request');
  });
});
