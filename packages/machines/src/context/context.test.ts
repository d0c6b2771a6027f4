import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettingsFields,
  type StoreHours,
  storeDayId,
} from '@store-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { flush, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { aids, contextGraph, facts, hours, ready, sections, store } from './context.graph';
import { contextBrowserDefaults } from './context.machine';
import {
  type ContextBuildInput,
  type ContextBuildOutput,
  type ContextMachineInput,
  contextMachine,
  createContextBuilder,
  selectContextFigures,
  selectContextText,
  selectContextView,
  selectSuggestions,
} from './index';

function start(
  input: ContextMachineInput = {},
  build: (i: ContextBuildInput) => Promise<ContextBuildOutput> = async (i) => ({
    text: `ctx ${i.date} ${i.store?.name} ${i.blocks.join(',')}`,
    facts,
    ...aids(i.date),
  }),
) {
  const clock = new SimulatedClock();
  const builds: ContextBuildInput[] = [];
  const clearParseCache = vi.fn();
  const persisted: string[][] = [];
  const machine = contextMachine.provide({
    actors: {
      buildContext: fromPromise(({ input }) => {
        builds.push(input);
        return build(input);
      }),
    },
    actions: { clearParseCache, persistBlocks: ({ context }) => void persisted.push([...context.blocks]) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, builds, clearParseCache, persisted };
}

describe('context machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken, replay } = shortestPathsReport(contextMachine, contextGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(contextMachine, paths)).toEqual({
      manual: 'context.source',
      report: '',
      // With data from the start, the first build runs at once; a change then waits 100 ms.
      'report.building': '',
      'report.debouncing': 'context.toggleBlock',
      'report.empty': 'context.inputs',
      'report.failed': 'xstate.error.actor.buildContext',
      'report.ready': 'xstate.done.actor.buildContext',
    });
    // The live machine, with scripted actors and a simulated clock, follows every generated path.
    const noop = () => {};
    expect(
      await replayPaths(contextMachine, paths, { input: replay.input, actions: { clearParseCache: noop } }),
    ).toBeGreaterThan(0);
  });

  it('empty without date, store or data, with the spec message', () => {
    for (const input of [
      {},
      { ...ready, date: null },
      { ...ready, storeId: 'no-store' },
      { ...ready, sections: [] },
    ]) {
      const { actor } = start(input);
      expect(actor.getSnapshot().value).toEqual({ report: 'empty' });
      expect(selectContextView(actor.getSnapshot())).toEqual({
        kind: 'empty',
        message: 'No context data available. Please select a store and date in Global Settings.',
      });
      expect(selectContextText(actor.getSnapshot())).toBe('');
    }
  });

  it('the first build starts at once; a change rebuilds 100 ms later: Building context..., then ready', async () => {
    const { actor, clock, builds } = start(ready);
    expect(actor.getSnapshot().value).toEqual({ report: 'building' });
    expect(selectContextView(actor.getSnapshot())).toEqual({
      kind: 'building',
      message: 'Building context...',
    });
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds).toHaveLength(1);
    expect(builds[0]).toMatchObject({
      date: '2026-11-17',
      store,
      hours: [hours[0]],
      blocks: ['sales', 'hourly', 'employees', 'tasks', 'samples', 'timers'],
      weather: null,
    });
    expect(selectContextView(actor.getSnapshot())).toEqual({
      kind: 'ready',
      text: 'ctx 2026-11-17 Downtown sales,hourly,employees,tasks,samples,timers',
      facts,
    });
    // The figures and suggestions come with the text.
    expect(selectContextFigures(actor.getSnapshot())).toEqual([
      { block: 'sales', field: 'totals.netSales', label: 'Net sales', value: 17, unit: 'money' },
    ]);
    expect(selectSuggestions(actor.getSnapshot())).toEqual(['Why was 2026-11-17 slow?']);

    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-18' } });
    expect(actor.getSnapshot().value).toEqual({ report: 'debouncing' });
    expect(selectContextView(actor.getSnapshot())).toEqual({
      kind: 'building',
      message: 'Building context...',
    });
    // While it rebuilds, the previous day's figures and suggestions are not offered.
    expect(selectContextFigures(actor.getSnapshot())).toEqual([]);
    expect(selectSuggestions(actor.getSnapshot())).toEqual([]);
    clock.increment(99);
    expect(builds).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ report: 'building' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds.map((b) => b.date)).toEqual(['2026-11-17', '2026-11-18']);
    expect(selectContextFigures(actor.getSnapshot()).map((f) => f.value)).toEqual([18]);
    expect(selectSuggestions(actor.getSnapshot())).toEqual(['Why was 2026-11-18 slow?']);
  });

  it('the first data to arrive builds at once (nothing on screen to wait for)', async () => {
    const { actor, builds } = start({ ...ready, sections: [] });
    expect(actor.getSnapshot().value).toEqual({ report: 'empty' });
    const loaded = { storeDay: storeDayId('12', '2026-11-17'), load: 1 };
    actor.send({ type: 'context.inputs', inputs: { sections, loaded } });
    expect(actor.getSnapshot().value).toEqual({ report: 'building' });
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds.map((b) => b.loaded)).toEqual([loaded]);
  });

  it('debounced: five changes within 100 ms rebuild once, with the last values', async () => {
    const { actor, clock, builds } = start(ready);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    const dates = ['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-18'];
    for (const date of dates) {
      actor.send({ type: 'context.inputs', inputs: { date } });
      clock.increment(20);
    }
    expect(builds).toHaveLength(1);
    clock.increment(80);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds.map((b) => b.date)).toEqual(['2026-11-17', '2026-11-18']);
    expect(actor.getSnapshot().context.builds).toBe(2);
  });

  it('after a store with no data, the next data waits the 100 ms again (a rebuild)', async () => {
    const { actor, clock, builds } = start(ready);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    actor.send({ type: 'context.inputs', inputs: { storeId: 'no-store' } });
    expect(actor.getSnapshot().value).toEqual({ report: 'empty' });
    actor.send({ type: 'context.inputs', inputs: { storeId: '12' } });
    expect(actor.getSnapshot().value).toEqual({ report: 'debouncing' });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds).toHaveLength(2);
  });

  it('date, store, company, data and selected blocks each trigger a rebuild', async () => {
    const { actor, clock, builds } = start(ready);
    const settle = async () => {
      clock.increment(100);
      await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    };
    await settle();
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-18' } });
    await settle();
    actor.send({ type: 'context.inputs', inputs: { company: '4' } });
    await settle();
    const loaded = { storeDay: storeDayId('12', '2026-11-18'), load: 2 };
    actor.send({ type: 'context.inputs', inputs: { sections: [...sections], loaded } });
    await settle();
    actor.send({ type: 'context.toggleBlock', block: 'tasks' });
    await settle();
    actor.send({ type: 'context.toggleBlock', block: 'tasks' });
    await settle();
    actor.send({ type: 'context.blocks', blocks: ['timers', 'sales'] });
    await settle();
    expect(builds.map((b) => b.blocks.join(','))).toEqual([
      'sales,hourly,employees,tasks,samples,timers',
      'sales,hourly,employees,tasks,samples,timers',
      'sales,hourly,employees,tasks,samples,timers',
      'sales,hourly,employees,tasks,samples,timers',
      'sales,hourly,employees,samples,timers',
      'sales,hourly,employees,tasks,samples,timers',
      'sales,timers',
    ]);
    expect(builds[3]?.loaded).toBe(loaded);
    expect(actor.getSnapshot().context.suggestions).toEqual(['Why was 2026-11-18 slow?']);
    actor.send({ type: 'context.inputs', inputs: { storeId: 'no-store' } });
    expect(actor.getSnapshot().value).toEqual({ report: 'empty' });
    expect(actor.getSnapshot().context.text).toBe('');
    // Cleared with the text.
    expect(actor.getSnapshot().context.figures).toEqual([]);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('inputs equal to the current ones do not rebuild', async () => {
    const { actor, clock, builds } = start(ready);
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    actor.send({
      type: 'context.inputs',
      inputs: { date: ready.date ?? null, storeId: '12', sections, stores: ready.stores ?? [] },
    });
    expect(actor.getSnapshot().value).toEqual({ report: 'ready' });
    clock.increment(100);
    expect(builds).toHaveLength(1);
  });

  it('the clock-in parse cache clears when the date or store changes (only then)', async () => {
    const { actor, clearParseCache } = start(ready);
    actor.send({ type: 'context.inputs', inputs: { company: '4' } });
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-17' } });
    expect(clearParseCache).not.toHaveBeenCalled();
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-18' } });
    expect(clearParseCache).toHaveBeenCalledTimes(1);
    actor.send({ type: 'context.inputs', inputs: { storeId: '13' } });
    expect(clearParseCache).toHaveBeenCalledTimes(2);
    actor.send({ type: 'context.toggleBlock', block: 'sales' });
    expect(clearParseCache).toHaveBeenCalledTimes(2);
  });

  it('a failed build shows Failed to build context: {message}; a change rebuilds', async () => {
    let fail = true;
    const { actor, clock } = start(ready, async () => {
      if (fail) throw new Error('bad rows');
      return { text: 'ok', facts, ...aids('2026-11-18') };
    });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'failed' }));
    expect(actor.getSnapshot().context).toMatchObject({ text: '', figures: [], suggestions: [] });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectContextView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      message: 'Failed to build context: bad rows',
    });
    fail = false;
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-18' } });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(selectSuggestions(actor.getSnapshot())).toEqual(['Why was 2026-11-18 slow?']);
    // A failure after a success clears what the success had built.
    fail = true;
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-19' } });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'failed' }));
    expect(actor.getSnapshot().context).toMatchObject({ text: '', figures: [], suggestions: [] });
  });

  it('a change while building supersedes the build', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { actor, clock, builds } = start(ready, async (i) => {
      if (i.date === '2026-11-17') await gate;
      return { text: i.date, facts, ...aids(i.date) };
    });
    clock.increment(100);
    expect(actor.getSnapshot().value).toEqual({ report: 'building' });
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-18' } });
    expect(actor.getSnapshot().value).toEqual({ report: 'debouncing' });
    release();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ report: 'debouncing' });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(actor.getSnapshot().context.text).toBe('2026-11-18');
    expect(builds.map((b) => b.date)).toEqual(['2026-11-17', '2026-11-18']);
  });

  it('manual source: the free text is the context; back to report rebuilds', async () => {
    const { actor, builds } = start({
      ...ready,
      source: 'manual',
      manualText: 'Store had a power cut',
    });
    expect(actor.getSnapshot().value).toBe('manual');
    expect(selectContextText(actor.getSnapshot())).toBe('Store had a power cut');
    actor.send({ type: 'context.manualText', text: 'Two staff called in sick' });
    actor.send({ type: 'context.inputs', inputs: { date: '2026-11-18' } });
    actor.send({ type: 'context.blocks', blocks: ['sales'] });
    actor.send({ type: 'context.toggleBlock', block: 'tasks' });
    expect(selectContextView(actor.getSnapshot())).toEqual({
      kind: 'manual',
      text: 'Two staff called in sick',
    });
    expect(builds).toHaveLength(0);
    actor.send({ type: 'context.source', source: 'report' });
    // Nothing was built yet: the first build starts at once.
    expect(actor.getSnapshot().value).toEqual({ report: 'building' });
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds[0]).toMatchObject({ date: '2026-11-18', blocks: ['sales', 'tasks'] });
    expect(selectSuggestions(actor.getSnapshot())).toEqual(['Why was 2026-11-18 slow?']);
    actor.send({ type: 'context.source', source: 'manual' });
    expect(actor.getSnapshot().value).toBe('manual');
    // Manual context is not a report context: nothing to trace a reply to, nothing to suggest.
    expect(selectContextFigures(actor.getSnapshot())).toEqual([]);
    expect(selectSuggestions(actor.getSnapshot())).toEqual([]);
  });
});

describe('default builder (the domain functions)', () => {
  it('builds the model-facing text and preview facts of one store-day', () => {
    const builder = createContextBuilder();
    const out = builder.build({
      loaded: null,
      date: '2026-11-17',
      store,
      hours: [hours[0] as StoreHours],
      sections,
      blocks: ['sales', 'tasks'],
      settings: DEFAULT_REPORT_SETTINGS,
      weather: {
        store_id: 12,
        date: '2026-11-17',
        condition: 'Sunny',
        high_f: 70,
        low_f: 50,
        precipitation_in: 0,
      },
    });
    expect(out.facts).toMatchObject({
      date: '2026-11-17',
      displayDate: 'Tuesday, November 17, 2026',
      blockCount: 2,
    });
    expect(out.text).toContain('Downtown');
    expect(out.facts.sizeKb).toBeGreaterThan(0);
    // Net sales 100, labor 30 (30%: not over the 30% target), forecast 90 (+11.11%: over the 10% target),
    // 1 of 2 tasks completed (50%, under 90%).
    expect(out.suggestions).toEqual([
      'Why were sales 11.1% over forecast against a 10% target?',
      'Why was task completion 50% against a 90% target?',
    ]);
    expect(out.figures.filter((f) => f.block === 'sales').map((f) => [f.field, f.value])).toEqual([
      ['totals.netSales', 100],
      ['totals.transactions', 10],
      ['totals.laborHours', 2],
      ['totals.laborCost', 30],
      ['totals.suggestedLaborHours', 2],
      ['totals.forecast', 90],
      ['metrics.netSalesPerTransaction', 10],
      ['metrics.netSalesPerLaborHour', 50],
      ['metrics.netSalesPerSuggestedLaborHour', 50],
      ['metrics.laborCostPercent', 30],
      ['metrics.actualVsSuggestedHoursPercent', 100],
      ['metrics.costPerSuggestedLaborHour', 15],
      ['metrics.forecastVarianceDollars', 10],
      ['metrics.forecastVariancePercent', 11.11],
      ['hourCount', 1],
    ]);
    expect(
      out.figures.filter((f) => f.block === 'weather' || f.block === 'targets').map((f) => f.value),
    ).toEqual([70, 50, 0, 30, 10, 90]);
    expect(() => builder.clearCache()).not.toThrow();
  });

  it('runs inside the machine when nothing is provided', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(contextMachine, { input: ready, clock }).start();
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(actor.getSnapshot().context.facts?.location).toContain('Downtown');
    // The in-thread fallback answers the figures and suggestions the report worker does.
    expect(selectSuggestions(actor.getSnapshot())).toEqual([
      'Why were sales 11.1% over forecast against a 10% target?',
      'Why was task completion 50% against a 90% target?',
    ]);
    expect(selectContextFigures(actor.getSnapshot())[0]).toEqual({
      block: 'sales',
      field: 'totals.netSales',
      label: 'Net sales',
      value: 100,
      unit: 'money',
    });
  });
});

describe("the day's status: each build is for its actor's clock", () => {
  const after = async (now: string | null, date: string) => {
    const clock = new SimulatedClock();
    const defaults = contextBrowserDefaults(undefined, now ? () => new Date(now) : undefined);
    const actor = createActor(contextMachine.provide(defaults), { input: { ...ready, date }, clock }).start();
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    return actor.getSnapshot();
  };

  it('a day that has not started at the store (Austin: 5:30 PM on the 16th) has no suggested question', async () => {
    const s = await after('2026-11-16T23:30:00Z', '2026-11-17');
    expect(selectContextText(s)).toContain(
      '\nDay status: not started: Tuesday, November 17 has not started yet at the store (it is 5:30 PM on Monday there);',
    );
    expect(selectSuggestions(s)).toEqual([]);
  });

  it('a day in progress asks about its figures so far; a complete day, or no clock, as before', async () => {
    const today = await after('2026-11-17T23:30:00Z', '2026-11-17');
    // Net sales 100 against the 9 AM forecast of 90: 11.1% over so far; tasks are not asked about yet.
    expect(selectSuggestions(today)).toEqual([
      'Why are sales 11.1% over forecast so far against a 10% target?',
    ]);
    const done = await after('2026-11-18T23:30:00Z', '2026-11-17');
    const unclocked = await after(null, '2026-11-17');
    expect(selectContextText(done)).toBe(selectContextText(unclocked));
    expect(selectSuggestions(done)).toEqual([
      'Why were sales 11.1% over forecast against a 10% target?',
      'Why was task completion 50% against a 90% target?',
    ]);
  });
});

describe("company report settings and the user's block choice", () => {
  const fiveMinutes: ReportSettingsFields = {
    ...DEFAULT_REPORT_SETTINGS,
    on_time_tolerance_minutes: 5,
    blocks: { ...DEFAULT_REPORT_SETTINGS.blocks, samples: false, timers: false },
  };

  it("waits for the settings, then builds with them and the company's default blocks", async () => {
    const { actor, builds } = start({ ...ready, settings: null });
    expect(actor.getSnapshot().value).toEqual({ report: 'empty' });
    expect(builds).toHaveLength(0);
    actor.send({ type: 'context.inputs', inputs: { settings: fiveMinutes } });
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds).toHaveLength(1);
    expect(builds[0]?.settings.on_time_tolerance_minutes).toBe(5);
    expect(builds[0]?.blocks).toEqual(['sales', 'hourly', 'employees', 'tasks']);
  });

  it('a settings failure fails the build with its reason instead of using other settings', async () => {
    const { actor, builds } = start({ ...ready, settings: null });
    actor.send({
      type: 'context.inputs',
      inputs: { settingsError: 'Failed to load the report settings.' },
    });
    expect(actor.getSnapshot().value).toEqual({ report: 'failed' });
    expect(selectContextView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      message: 'Failed to build context: Failed to load the report settings.',
    });
    expect(builds).toHaveLength(0);
  });

  it("the user's choice is saved and no longer follows the company's defaults", async () => {
    const { actor, clock, builds, persisted } = start({ ...ready, settings: fiveMinutes });
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    actor.send({ type: 'context.toggleBlock', block: 'timers' });
    expect(persisted).toEqual([['sales', 'hourly', 'employees', 'tasks', 'timers']]);
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    actor.send({ type: 'context.inputs', inputs: { settings: DEFAULT_REPORT_SETTINGS } });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds.map((b) => b.blocks.join(','))).toEqual([
      'sales,hourly,employees,tasks',
      'sales,hourly,employees,tasks,timers',
      'sales,hourly,employees,tasks,timers',
    ]);
  });

  it("a saved choice given at start wins over the company's defaults", async () => {
    const { actor, builds, persisted } = start({ ...ready, blocks: ['sales'], settings: fiveMinutes });
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds[0]?.blocks).toEqual(['sales']);
    expect(persisted).toEqual([]);
  });

  it('with withContext the built report context is kept for the printable report', async () => {
    const report = { reportDate: { date: '2026-11-17' } } as never;
    const { actor, builds } = start({ ...ready, withContext: true }, async () => ({
      text: 'ctx',
      facts,
      ...aids('2026-11-17'),
      context: report,
    }));
    await waitFor(actor, (s) => s.matches({ report: 'ready' }));
    expect(builds[0]?.withContext).toBe(true);
    expect(actor.getSnapshot().context.report).toBe(report);
  });
});
