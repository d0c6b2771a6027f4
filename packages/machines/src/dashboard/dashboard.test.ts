import { type Company, type DashboardFigures, type DashboardResponse, emptyFigures } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { dashboardBrowserDefaults } from '../adapters/dashboard';
import { createApiClient } from '../adapters/http';
import { deferred, fakeFetch, json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { dashboardGraph } from './dashboard.graph';
import {
  DASHBOARD_RANGE_MESSAGES,
  type DashboardLoadInput,
  type DashboardLoadOutput,
  dashboardMachine,
} from './dashboard.machine';

const zero: DashboardFigures = emptyFigures();
const companies: Company[] = [
  { id: 1, name: 'Fresh Bowl', source_id: 'FB', week_begin: 'Monday', version: 0 },
  { id: 2, name: 'Corner Market', source_id: 'CM', week_begin: 'Thursday', version: 0 },
];
const board = (start: string, end: string, net = 100): DashboardResponse => ({
  start,
  end,
  company_id: null,
  totals: { ...zero, net_sales: net },
  stores: [],
});
const output = (input: DashboardLoadInput, net = 100): DashboardLoadOutput => ({
  result: board(input.range.start, input.range.end, net),
  previous: { ...zero, net_sales: 80 },
  companies: input.withCompanies ? companies : null,
  loadedAt: new Date('2026-03-18T17:02:00Z'),
});

// 2026-03-18 is a Wednesday.
const TODAY = '2026-03-18';

function start(load: (input: DashboardLoadInput) => Promise<DashboardLoadOutput>, input = {}) {
  const calls: DashboardLoadInput[] = [];
  const machine = dashboardMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: DashboardLoadInput }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { today: TODAY, ...input } }).start(), calls };
}

describe('dashboard machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(dashboardMachine, dashboardGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(dashboardMachine, paths)).toEqual({
      failed: 'xstate.error.actor.load',
      loading: '',
      ready: 'xstate.done.actor.load',
    });
    expect(await replayPaths(dashboardMachine, paths, { input: { today: TODAY } })).toBeGreaterThan(10);
  });

  it('opens on yesterday for every company, loading the companies once; presets and a company load again', async () => {
    const { actor, calls } = start(async (input) => output(input));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.companies).toEqual(companies);
    actor.send({ type: 'dashboard.preset', preset: 'last28' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.preset === 'last28');
    actor.send({ type: 'dashboard.company', companyId: 1 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.companyId === 1);
    actor.send({ type: 'dashboard.preset', preset: 'thisWeek' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.preset === 'thisWeek');
    // Corner Market's week begins on Thursday: its This week starts on the 12th.
    actor.send({ type: 'dashboard.company', companyId: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.companyId === 2);
    actor.send({ type: 'dashboard.company', companyId: null });
    await waitFor(actor, (s) => s.matches('ready') && s.context.companyId === null);
    expect(calls).toEqual([
      { range: { start: '2026-03-17', end: '2026-03-17' }, companyId: null, withCompanies: true },
      { range: { start: '2026-02-19', end: TODAY }, companyId: null, withCompanies: false },
      { range: { start: '2026-02-19', end: TODAY }, companyId: 1, withCompanies: false },
      { range: { start: '2026-03-16', end: TODAY }, companyId: 1, withCompanies: false },
      { range: { start: '2026-03-12', end: TODAY }, companyId: 2, withCompanies: false },
      { range: { start: '2026-03-16', end: TODAY }, companyId: null, withCompanies: false },
    ]);
    expect(actor.getSnapshot().context.previous?.net_sales).toBe(80);
  });

  it("opened on This week for a company whose week begins on Thursday, loads that company's week", async () => {
    const { actor, calls } = start(async (input) => output(input), { preset: 'thisWeek', companyId: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map((c) => c.range)).toEqual([
      { start: '2026-03-16', end: TODAY },
      { start: '2026-03-12', end: TODAY },
    ]);
    expect(actor.getSnapshot().context.result?.start).toBe('2026-03-12');
  });

  it('refuses a reversed range and one over 92 days with their messages, keeping the board', async () => {
    const { actor, calls } = start(async (input) => output(input));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dashboard.range', range: { start: '2026-03-10', end: '2026-03-01' } });
    expect(actor.getSnapshot().context.rangeError).toBe('The start date must be on or before the end date.');
    actor.send({ type: 'dashboard.range', range: { start: '2025-12-16', end: TODAY } });
    expect(actor.getSnapshot().context.rangeError).toBe(DASHBOARD_RANGE_MESSAGES.length);
    expect(DASHBOARD_RANGE_MESSAGES.length).toBe('Choose a range of at most 92 days.');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(1);
    // 92 days exactly is fine; the message goes.
    actor.send({ type: 'dashboard.range', range: { start: '2025-12-17', end: TODAY } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.preset === 'custom');
    expect(actor.getSnapshot().context.rangeError).toBeNull();
    expect(calls[1]?.range).toEqual({ start: '2025-12-17', end: TODAY });
  });

  it('a newer request replaces one in flight: the older answer is never shown', async () => {
    const answers = [deferred<DashboardLoadOutput>(), deferred<DashboardLoadOutput>()];
    let n = 0;
    const { actor, calls } = start(() => (answers[n++] as (typeof answers)[0]).promise);
    actor.send({ type: 'dashboard.preset', preset: 'today' });
    answers[0]?.resolve(output(calls[0]!, 1));
    answers[1]?.resolve(output(calls[1]!, 2));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.result?.totals.net_sales).toBe(2);
  });

  it('a failed load says why; Retry loads the same range and company again', async () => {
    let fail = true;
    const { actor, calls } = start(
      async (input) => {
        if (fail) throw new ApiFailure(500, 'internal', 'The dashboard is unavailable right now.');
        return output(input);
      },
      { companyId: 1 },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The dashboard is unavailable right now.');
    fail = false;
    actor.send({ type: 'dashboard.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.map((c) => [c.range.start, c.companyId])).toEqual([
      ['2026-03-17', 1],
      ['2026-03-17', 1],
    ]);
  });
});

describe('dashboard browser defaults (typed client over a fake fetch)', () => {
  it('asks for the range, the period before it and the companies', async () => {
    const f = fakeFetch({
      'GET /api/dashboard?start=2026-03-12&end=2026-03-18&company_id=2': () =>
        json(board('2026-03-12', '2026-03-18', 700)),
      'GET /api/dashboard?start=2026-03-05&end=2026-03-11&company_id=2': () =>
        json(board('2026-03-05', '2026-03-11', 350)),
      'GET /api/companies/': () => json(companies),
    });
    const actor = createActor(
      dashboardMachine.provide(dashboardBrowserDefaults(() => createApiClient({ fetch: f }))),
      { input: { today: TODAY, preset: 'custom', range: { start: '2026-03-12', end: TODAY }, companyId: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(f.calls.map((c) => c.url)).toEqual([
      '/api/dashboard?start=2026-03-12&end=2026-03-18&company_id=2',
      '/api/dashboard?start=2026-03-05&end=2026-03-11&company_id=2',
      '/api/companies/',
    ]);
    expect(actor.getSnapshot().context.result?.totals.net_sales).toBe(700);
    expect(actor.getSnapshot().context.previous?.net_sales).toBe(350);
  });

  it("a 403 shows the server's message and cancels the other requests", async () => {
    const f = fakeFetch({
      'GET /api/dashboard?start=2026-03-17&end=2026-03-17': () =>
        json({ error: { code: 'forbidden', message: 'Administrator access required.' } }, 403),
      'GET /api/dashboard?start=2026-03-16&end=2026-03-16': () => json(board('2026-03-16', '2026-03-16')),
      'GET /api/companies/': () => json(companies),
    });
    const actor = createActor(
      dashboardMachine.provide(dashboardBrowserDefaults(() => createApiClient({ fetch: f }))),
      { input: { today: TODAY } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Administrator access required.');
    expect(f.calls.find((c) => c.url === '/api/companies/')?.signal?.aborted).toBe(true);
  });
});
