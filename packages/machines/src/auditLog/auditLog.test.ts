import type { AuditPage, User } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { auditLogBrowserDefaults } from '../adapters/auditLog';
import { createApiClient } from '../adapters/http';
import { deferred, fakeFetch, json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { auditLogGraph } from './auditLog.graph';
import {
  AUDIT_RANGE_MESSAGE,
  type AuditLoadInput,
  type AuditLoadOutput,
  auditLogMachine,
  auditPageCount,
} from './auditLog.machine';

const admin: User = { id: 1, email: 'admin@example.com', name: 'Avery Admin', admin: true, version: 0 };
const entry = {
  id: 7,
  at: new Date('2026-03-18T09:00:00Z'),
  action: 'update',
  actor_user_id: 1,
  actor_email: 'admin@example.com',
  as_user_id: 1,
  as_email: 'admin@example.com',
  target_user_id: null,
  target_email: null,
  entity: 'stores',
  entity_id: 2,
  entity_name: null,
  before: { phone: '512-555-0100', version: 0 },
  after: { phone: '512-555-0199', version: 1 },
  ip: '127.0.0.1',
  detail: '',
};
const pageOf = (page: number, total: number): AuditPage => ({ entries: [entry], page, limit: 50, total });

function start(load: (input: AuditLoadInput) => Promise<AuditLoadOutput>, input = {}) {
  const calls: AuditLoadInput[] = [];
  const machine = auditLogMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: AuditLoadInput }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('audit log machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(auditLogMachine, auditLogGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(auditLogMachine, paths)).toEqual({
      failed: 'xstate.error.actor.load',
      loading: '',
      ready: 'xstate.done.actor.load',
    });
    expect(await replayPaths(auditLogMachine, paths, { input: {} })).toBeGreaterThan(10);
  });

  it('loads page 1 with the users once; a filter starts again at page 1 without reloading the users', async () => {
    const { actor, calls } = start(async (input) => ({
      page: pageOf(input.page, 120),
      users: input.withUsers ? [admin] : null,
    }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.users).toEqual([admin]);
    actor.send({ type: 'audit.page', page: 3 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 3);
    actor.send({ type: 'audit.filter', filters: { user_id: 1, action: 'update', from: '', to: undefined } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 1);
    expect(calls).toEqual([
      { filters: {}, page: 1, limit: 50, withUsers: true },
      { filters: {}, page: 3, limit: 50, withUsers: false },
      { filters: { user_id: 1, action: 'update' }, page: 1, limit: 50, withUsers: false },
    ]);
    expect(actor.getSnapshot().context.users).toEqual([admin]);
  });

  it('pages only within the pages there are (120 entries: pages 1 to 3)', async () => {
    const { actor, calls } = start(async (input) => ({ page: pageOf(input.page, 120), users: [] }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(auditPageCount(actor.getSnapshot().context.result)).toBe(3);
    for (const page of [0, 1, 4, -1]) actor.send({ type: 'audit.page', page });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(1);
    expect(auditPageCount(null)).toBe(1);
    expect(auditPageCount(pageOf(1, 0))).toBe(1);
  });

  it('refuses a range that ends before it starts, keeping the filters applied', async () => {
    const { actor, calls } = start(async (input) => ({ page: pageOf(input.page, 1), users: [] }), {
      filters: { action: 'login' },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'audit.filter', filters: { from: '2026-03-19', to: '2026-03-18' } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.filterError).toBe(AUDIT_RANGE_MESSAGE);
    expect(actor.getSnapshot().context.filters).toEqual({ action: 'login' });
    actor.send({ type: 'audit.filter', filters: { from: '2026-03-18', to: '2026-03-18' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.filterError === null);
    expect(calls.map((c) => c.filters)).toEqual([
      { action: 'login' },
      { from: '2026-03-18', to: '2026-03-18' },
    ]);
  });

  it('a newer request replaces one in flight: the older answer is never shown', async () => {
    const answers = [deferred<AuditLoadOutput>(), deferred<AuditLoadOutput>()];
    let n = 0;
    const { actor } = start(() => (answers[n++] as (typeof answers)[0]).promise);
    actor.send({ type: 'audit.filter', filters: { action: 'delete' } });
    answers[0]?.resolve({ page: { ...pageOf(1, 9), total: 9 }, users: [] });
    answers[1]?.resolve({ page: { ...pageOf(1, 2), entries: [] }, users: [admin] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.result?.total).toBe(2);
    expect(actor.getSnapshot().context.users).toEqual([admin]);
  });

  it('a failed load says why; Retry loads the same page and filters again', async () => {
    let fail = true;
    const { actor, calls } = start(
      async (input) => {
        if (fail) throw new ApiFailure(500, 'internal', 'The audit log is unavailable right now.');
        return { page: pageOf(input.page, 1), users: [] };
      },
      { filters: { action: 'delete' }, page: 1 },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The audit log is unavailable right now.');
    fail = false;
    actor.send({ type: 'audit.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.map((c) => c.filters)).toEqual([{ action: 'delete' }, { action: 'delete' }]);
  });
});

describe('audit log browser defaults (typed client over a fake fetch)', () => {
  it('asks for the filtered page and the users, and decodes the entry times', async () => {
    const wire = { ...entry, at: '2026-03-18T09:00:00.000Z' };
    const f = fakeFetch({
      'GET /api/audit/?page=2&limit=50&user_id=1&action=update': () =>
        json({ entries: [wire], page: 2, limit: 50, total: 51 }),
      'GET /api/users/': () => json([admin]),
    });
    const actor = createActor(
      auditLogMachine.provide(auditLogBrowserDefaults(() => createApiClient({ fetch: f }))),
      { input: { filters: { user_id: 1, action: 'update' }, page: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(f.calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/audit/?page=2&limit=50&user_id=1&action=update'],
      ['GET', '/api/users/'],
    ]);
    expect(actor.getSnapshot().context.result?.entries[0]?.at).toEqual(new Date('2026-03-18T09:00:00Z'));
    expect(actor.getSnapshot().context.users).toEqual([admin]);
  });

  it("a 403 shows the server's message and cancels the other request", async () => {
    const f = fakeFetch({
      'GET /api/audit/?page=1&limit=50': () =>
        json({ error: { code: 'forbidden', message: 'Administrator access required.' } }, 403),
      'GET /api/users/': () => json([admin]),
    });
    const actor = createActor(
      auditLogMachine.provide(auditLogBrowserDefaults(() => createApiClient({ fetch: f }))),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Administrator access required.');
    // The users request beside it is cancelled with it.
    expect(f.calls.find((c) => c.url === '/api/users/')?.signal?.aborted).toBe(true);
  });
});
