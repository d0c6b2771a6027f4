import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { adminGridBrowserDefaults } from '../adapters/adminGrid';
import { ApiFailure } from '../adapters/api';
import { createApiClient } from '../adapters/http';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import { adminGridGraph } from './adminGrid.graph';
import { adminGridMachine, type GridRow, type LoadOutput, selectShownRows } from './adminGrid.machine';

const downtown: GridRow = {
  id: 1,
  version: 3,
  name: 'Harvest Table Downtown',
  phone: '512-555-0100',
  company_id: 1,
};
const uptown: GridRow = {
  id: 2,
  version: 0,
  name: 'Harvest Table Uptown',
  phone: '512-555-0200',
  company_id: 1,
};
const company = {
  id: 1,
  name: 'Harvest Table Restaurant Group',
  source_id: 'HT',
  week_begin: 'Monday' as const,
  version: 0,
};
const loaded: LoadOutput = { rows: [downtown, uptown], refs: { companies: [company] } };
const stale = new ApiFailure(
  409,
  'conflict',
  'This row was changed by someone else. Reload it and try again.',
  {
    ...downtown,
    version: 4,
    phone: '512-555-0111',
  },
);

type Impl = Partial<{
  load: () => Promise<LoadOutput>;
  saveRow: (i: { entity: string; id: number; changes: Record<string, unknown> }) => Promise<GridRow>;
  createRow: (i: { entity: string; values: Record<string, unknown> }) => Promise<GridRow>;
  deleteRow: (i: { entity: string; id: number; version: number }) => Promise<void>;
}>;

function start(impl: Impl = {}) {
  const machine = adminGridMachine.provide({
    actors: {
      load: fromPromise(impl.load ?? (() => Promise.resolve(loaded))),
      saveRow: fromPromise(({ input }) =>
        (impl.saveRow ?? ((i) => Promise.resolve({ ...downtown, ...i.changes, version: 4 } as GridRow)))(
          input,
        ),
      ),
      createRow: fromPromise(({ input }) =>
        (impl.createRow ?? ((i) => Promise.resolve({ id: 9, version: 0, ...i.values } as GridRow)))(input),
      ),
      deleteRow: fromPromise(({ input }) => (impl.deleteRow ?? (() => Promise.resolve()))(input)),
    },
  });
  return createActor(machine, {
    input: { entity: 'stores', refs: ['companies'] },
    clock: new SimulatedClock(),
  }).start();
}

afterEach(() => vi.restoreAllMocks());

describe('admin grid machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { input } = adminGridGraph;
    const { paths, unreachable, untaken } = shortestPathsReport(adminGridMachine, adminGridGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(Object.keys(shortestPathByState(adminGridMachine, paths))).toEqual([
      'confirmingDelete',
      'conflict',
      'creating',
      'creating.form',
      'creating.submitting',
      'deleting',
      'loadFailed',
      'loading',
      'ready',
      'saving',
    ]);
    expect(await replayPaths(adminGridMachine, paths, { input })).toBeGreaterThan(20);
  });

  it('loads the rows and the lists their references name', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.rows).toEqual([downtown, uptown]);
    expect(actor.getSnapshot().context.refs).toEqual({ companies: [company] });
  });

  it('edit buffer: changes show on the rows; back to the loaded value drops the change; undo and redo', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'grid.edit', rowId: 1, field: 'phone', value: '512-555-0199' });
    actor.send({ type: 'grid.edit', rowId: 2, field: 'name', value: 'Uptown' });
    expect(actor.getSnapshot().context.edits).toEqual({
      1: { phone: '512-555-0199' },
      2: { name: 'Uptown' },
    });
    expect(selectShownRows(actor.getSnapshot())[0]?.phone).toBe('512-555-0199');
    actor.send({ type: 'grid.undo' });
    expect(actor.getSnapshot().context.edits).toEqual({ 1: { phone: '512-555-0199' } });
    actor.send({ type: 'grid.redo' });
    expect(actor.getSnapshot().context.edits).toEqual({
      1: { phone: '512-555-0199' },
      2: { name: 'Uptown' },
    });
    // Typing the loaded value again is no change at all.
    actor.send({ type: 'grid.edit', rowId: 1, field: 'phone', value: '512-555-0100' });
    expect(actor.getSnapshot().context.edits).toEqual({ 2: { name: 'Uptown' } });
    actor.send({ type: 'grid.undo' });
    expect(actor.getSnapshot().context.edits).toEqual({
      1: { phone: '512-555-0199' },
      2: { name: 'Uptown' },
    });
    // A new edit clears redo.
    actor.send({ type: 'grid.undo' });
    expect(actor.getSnapshot().context.edits).toEqual({ 1: { phone: '512-555-0199' } });
    actor.send({ type: 'grid.edit', rowId: 2, field: 'name', value: 'Uptown' });
    expect(actor.getSnapshot().context.redo).toEqual([]);
    actor.send({ type: 'grid.discard', rowId: 1 });
    expect(actor.getSnapshot().context.edits).toEqual({ 2: { name: 'Uptown' } });
    // Reload is refused while changes are pending; discard all, then reload.
    actor.send({ type: 'grid.reload' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'grid.discard' });
    actor.send({ type: 'grid.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('saves each edited row with its version; a 409 stops on the conflict; keep mine saves over the current version', async () => {
    const saves: unknown[] = [];
    const answers = [
      Promise.reject(stale),
      Promise.resolve({ ...downtown, version: 5, phone: '512-555-0199' }),
    ];
    for (const a of answers) a.catch(() => {});
    const actor = start({
      saveRow: async (i) => {
        saves.push(i);
        if (i.id === 2) return { ...uptown, ...i.changes, version: 1 } as GridRow;
        return answers.shift() as Promise<GridRow>;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'grid.edit', rowId: 1, field: 'phone', value: '512-555-0199' });
    actor.send({ type: 'grid.edit', rowId: 2, field: 'name', value: 'Uptown' });
    actor.send({ type: 'grid.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context.conflict).toEqual({
      row: downtown,
      changes: { phone: '512-555-0199' },
      current: { ...downtown, version: 4, phone: '512-555-0111' },
    });
    actor.send({ type: 'grid.keepMine' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves).toEqual([
      { entity: 'stores', id: 1, changes: { phone: '512-555-0199', version: 3 } },
      { entity: 'stores', id: 1, changes: { phone: '512-555-0199', version: 4 } },
      { entity: 'stores', id: 2, changes: { name: 'Uptown', version: 0 } },
    ]);
    expect(actor.getSnapshot().context.edits).toEqual({});
    expect(actor.getSnapshot().context.rows.map((r) => [r.id, r.version])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('take theirs adopts the current row and drops my change to it', async () => {
    const actor = start({ saveRow: () => Promise.reject(stale) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'grid.edit', rowId: 1, field: 'phone', value: '512-555-0199' });
    actor.send({ type: 'grid.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'grid.takeTheirs' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.edits).toEqual({});
    expect(actor.getSnapshot().context.rows[0]).toEqual({ ...downtown, version: 4, phone: '512-555-0111' });
  });

  it("another refusal keeps the changes and shows the server's message", async () => {
    const actor = start({
      saveRow: () => Promise.reject(new ApiFailure(400, 'bad_request', 'Invalid body field phone.')),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'grid.edit', rowId: 1, field: 'phone', value: 'x'.repeat(50) });
    actor.send({ type: 'grid.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe('Invalid body field phone.');
    expect(actor.getSnapshot().context.edits).toEqual({ 1: { phone: 'x'.repeat(50) } });
  });

  it('create: a refusal keeps the form open with the message; success adds the row', async () => {
    const answer = deferred<GridRow>();
    let calls = 0;
    const actor = start({
      createRow: () => {
        calls++;
        return calls === 1
          ? Promise.reject(
              new ApiFailure(409, 'conflict', 'A row with the same unique value already exists.'),
            )
          : answer.promise;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'grid.createOpen' });
    actor.send({ type: 'grid.createSubmit', values: { name: 'New store' } });
    await waitFor(actor, (s) => s.matches({ creating: 'form' }) && s.context.createError !== null);
    expect(actor.getSnapshot().context.createError).toBe('A row with the same unique value already exists.');
    actor.send({ type: 'grid.createSubmit', values: { name: 'New store' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve({ id: 9, version: 0, name: 'New store' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual([
      'Harvest Table Downtown',
      'Harvest Table Uptown',
      'New store',
    ]);
  });

  it('delete asks first, sends the loaded version, and shows a refusal', async () => {
    const deletes: unknown[] = [];
    let refuse = true;
    const actor = start({
      deleteRow: async (i) => {
        deletes.push(i);
        if (refuse)
          throw new ApiFailure(
            409,
            'conflict',
            'Store Harvest Table Uptown has 14 employees; move or delete them first.',
          );
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'grid.deleteAsk', rowId: 2 });
    expect(actor.getSnapshot().context.deleteTarget).toEqual(uptown);
    actor.send({ type: 'grid.deleteConfirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toBe(
      'Store Harvest Table Uptown has 14 employees; move or delete them first.',
    );
    refuse = false;
    actor.send({ type: 'grid.deleteAsk', rowId: 2 });
    actor.send({ type: 'grid.deleteConfirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.rows.length === 1);
    expect(deletes).toEqual([
      { entity: 'stores', id: 2, version: 0 },
      { entity: 'stores', id: 2, version: 0 },
    ]);
    expect(actor.getSnapshot().context.notice).toBeNull();
    // Asking to delete a row that is not there does nothing.
    actor.send({ type: 'grid.deleteAsk', rowId: 77 });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a load failure says why, and Reload tries again', async () => {
    let fail = true;
    const actor = start({
      load: () =>
        fail
          ? Promise.reject(new ApiFailure(0, 'network', 'The server could not be reached.'))
          : Promise.resolve(loaded),
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('The server could not be reached.');
    fail = false;
    actor.send({ type: 'grid.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('admin grid browser defaults (typed client over a fake fetch)', () => {
  it('loads the entity and its reference lists; saves with PUT and the version; deletes with ?version', async () => {
    const f = fakeFetch({
      'GET /api/stores/': () => json([downtown]),
      'GET /api/companies/': () => json([company]),
      'PUT /api/stores/1': () =>
        json({
          ...downtown,
          phone: '1',
          version: 4,
          address: 'a',
          city: 'c',
          state: 's',
          zip: 'z',
          franchise: '',
          source_id: 'S1',
        }),
      'DELETE /api/stores/1?version=4': () => new Response(null, { status: 204 }),
    });
    const store = { address: 'a', city: 'c', state: 's', zip: 'z', franchise: '', source_id: 'S1' };
    f.calls.length = 0;
    const defaults = adminGridBrowserDefaults(() => createApiClient({ fetch: f }));
    const machine = adminGridMachine.provide(defaults);
    const actor = createActor(machine, { input: { entity: 'stores', refs: ['companies'] } }).start();
    // The stores list fails its schema (missing fields): a clear load failure, not a crash.
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toMatch(/./);
    f.calls.length = 0;
    const ok = fakeFetch({
      'GET /api/stores/': () => json([{ ...downtown, ...store }]),
      'GET /api/companies/': () => json([company]),
      'PUT /api/stores/1': () => json({ ...downtown, ...store, phone: '1', version: 4 }),
      'DELETE /api/stores/1?version=4': () => new Response(null, { status: 204 }),
    });
    const live = createActor(
      adminGridMachine.provide(adminGridBrowserDefaults(() => createApiClient({ fetch: ok }))),
      {
        input: { entity: 'stores', refs: ['companies'] },
      },
    ).start();
    await waitFor(live, (s) => s.matches('ready'));
    live.send({ type: 'grid.edit', rowId: 1, field: 'phone', value: '1' });
    live.send({ type: 'grid.save' });
    await waitFor(live, (s) => s.matches('ready') && Object.keys(s.context.edits).length === 0);
    live.send({ type: 'grid.deleteAsk', rowId: 1 });
    live.send({ type: 'grid.deleteConfirm' });
    await waitFor(live, (s) => s.matches('ready') && s.context.rows.length === 0);
    await flush();
    expect(ok.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/stores/', undefined],
      ['GET', '/api/companies/', undefined],
      ['PUT', '/api/stores/1', { phone: '1', version: 3 }],
      ['DELETE', '/api/stores/1?version=4', undefined],
    ]);
  });
});
