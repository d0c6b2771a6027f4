import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectionStorageActions } from '../adapters/selection';
import { createMemoryStorage } from '../adapters/storage';
import { replayPaths, shortestPathsReport, shortestPathsWithContext } from '../testing';
import { selectionGraph } from './selection.graph';
import { localToday, readSelectionInput, type SelectionInput, selectionMachine } from './selection.machine';

const TODAY = '2026-11-21';

function start(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const input: SelectionInput = readSelectionInput(storage, TODAY);
  const actor = createActor(selectionMachine.provide(selectionStorageActions(storage)), {
    input,
    clock: new SimulatedClock(),
  }).start();
  return { actor, storage, ctx: () => actor.getSnapshot().context };
}

describe('selection machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(selectionMachine, selectionGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    const noop = () => {};
    expect(
      await replayPaths(selectionMachine, paths, { input: replay.input, actions: { persist: noop } }),
    ).toBeGreaterThan(0);
    const withContext = shortestPathsWithContext(selectionMachine, replay);
    expect(
      await replayPaths(selectionMachine, withContext, {
        input: replay.input,
        actions: { persist: noop },
        compareContext: true,
      }),
    ).toBeGreaterThan(0);
  });

  it('defaults: no-company, no-store, today', () => {
    const { ctx } = start();
    expect(ctx()).toEqual({ company: 'no-company', store: 'no-store', date: TODAY, userId: null });
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('restores stored values under product-prefixed keys; a stored date only if it parses', () => {
    const stored = {
      'storeOps.selectedCompany': '3',
      'storeOps.selectedStore': '12',
      'storeOps.selectedDate': '2026-11-17',
    };
    expect(start(stored).ctx()).toEqual({ company: '3', store: '12', date: '2026-11-17', userId: null });
    expect(start({ 'storeOps.selectedDate': '2026-02-30' }).ctx().date).toBe(TODAY);
    expect(start({ 'storeOps.selectedDate': 'yesterday' }).ctx().date).toBe(TODAY);
  });

  it('choosing a company resets the store; choosing a store sets only the store; all persisted', () => {
    const { actor, storage, ctx } = start({
      'storeOps.selectedStore': '12',
      'storeOps.selectedCompany': '3',
    });
    actor.send({ type: 'selection.store', store: '14' });
    expect(ctx()).toMatchObject({ company: '3', store: '14' });
    expect(storage.getItem('storeOps.selectedStore')).toBe('14');
    actor.send({ type: 'selection.company', company: '4' });
    expect(ctx()).toMatchObject({ company: '4', store: 'no-store' });
    expect(storage.getItem('storeOps.selectedCompany')).toBe('4');
    expect(storage.getItem('storeOps.selectedStore')).toBe('no-store');
    actor.send({ type: 'selection.company', company: '' });
    expect(ctx().company).toBe('no-company');
  });

  it('updating the date stores it; an invalid date is ignored', () => {
    const { actor, storage, ctx } = start();
    actor.send({ type: 'selection.date', date: '2026-11-18' });
    expect(ctx().date).toBe('2026-11-18');
    expect(storage.getItem('storeOps.selectedDate')).toBe('2026-11-18');
    actor.send({ type: 'selection.date', date: '2026-13-01' });
    expect(ctx().date).toBe('2026-11-18');
  });

  it("the signed-in user's id changing resets company and store to defaults and stores them", () => {
    const { actor, storage, ctx } = start({
      'storeOps.selectedCompany': '3',
      'storeOps.selectedStore': '12',
      'storeOps.selectionUserId': '7',
    });
    actor.send({ type: 'selection.user', userId: 7 });
    expect(ctx()).toMatchObject({ company: '3', store: '12' });
    actor.send({ type: 'selection.user', userId: 8 });
    expect(ctx()).toMatchObject({ company: 'no-company', store: 'no-store', userId: '8' });
    expect(storage.getItem('storeOps.selectedCompany')).toBe('no-company');
    expect(storage.getItem('storeOps.selectedStore')).toBe('no-store');
    expect(storage.getItem('storeOps.selectionUserId')).toBe('8');
    actor.send({ type: 'selection.user', userId: null });
    expect(ctx().userId).toBe('8');
  });

  it('the first user seen keeps the restored selection and is remembered', () => {
    const { actor, storage, ctx } = start({ 'storeOps.selectedStore': '12' });
    actor.send({ type: 'selection.user', userId: 5 });
    expect(ctx()).toMatchObject({ store: '12', userId: '5' });
    expect(storage.getItem('storeOps.selectionUserId')).toBe('5');
  });

  it("a store missing from the company's list selects the first store", () => {
    const { actor, storage, ctx } = start({ 'storeOps.selectedStore': '99' });
    actor.send({ type: 'selection.storesListed', storeIds: ['12', '14'] });
    expect(ctx().store).toBe('12');
    expect(storage.getItem('storeOps.selectedStore')).toBe('12');
    actor.send({ type: 'selection.store', store: '14' });
    actor.send({ type: 'selection.storesListed', storeIds: ['12', '14'] });
    expect(ctx().store).toBe('14');
    actor.send({ type: 'selection.storesListed', storeIds: [] });
    expect(ctx().store).toBe('14');
  });
});
