import {
  buildReport,
  DEFAULT_REPORT_SETTINGS,
  REPORT_SETTINGS_MESSAGES,
  type ReportSettings,
} from '@store-ops/domain';

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { reportCustomizerBrowserDefaults } from '../adapters/reportCustomizer';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  type RecordedCall,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import {
  REPORT_CUSTOMIZER_MESSAGES,
  type ReportCustomizerInput,
  type ReportPreviewInput,
  type ReportPreviewOutput,
  reportCustomizerMachine,
  reportCustomizerView,
} from './index';
import { REPORT_PREVIEW_DEBOUNCE_EVENT, reportCustomizerGraph } from './reportCustomizer.graph';

const settings = (over: Partial<ReportSettings> = {}): ReportSettings => ({
  company_id: 1,
  version: 0,
  ...structuredClone(DEFAULT_REPORT_SETTINGS),
  ...over,
});
const fields = (s: ReportSettings) => {
  const { company_id: _c, version: _v, ...rest } = s;
  return rest;
};
const companies = [
  { id: 1, name: 'Harvest Table Restaurant Group' },
  { id: 2, name: 'Copper Kettle' },
];
const input: ReportCustomizerInput = { companies, storeId: 12, date: '2026-11-17' };
const DEBOUNCE = REPORT_PREVIEW_DEBOUNCE_EVENT;

describe('report customizer machine', () => {
  // Hundreds of replayed paths: about 1.5 s alone, past Vitest's 5 s default when the whole suite
  // runs at once on two cores (seen in a fresh clone's CI run).
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', {
    timeout: 60_000,
  }, async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(
      reportCustomizerMachine,
      reportCustomizerGraph,
    );
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(reportCustomizerMachine, paths)).toEqual({
      loading: '',
      loadFailed: 'xstate.error.actor.load',
      editing: 'xstate.done.actor.load',
      'editing.preview': 'xstate.done.actor.load',
      'editing.preview.debouncing': 'xstate.done.actor.load',
      'editing.preview.building': `xstate.done.actor.load -> ${DEBOUNCE}`,
      'editing.preview.ready': `xstate.done.actor.load -> ${DEBOUNCE} -> xstate.done.actor.buildPreview`,
      'editing.preview.failed': `xstate.done.actor.load -> ${DEBOUNCE} -> xstate.error.actor.buildPreview`,
      'editing.preview.idle': 'xstate.done.actor.load -> customizer.field',
      saving: 'xstate.done.actor.load -> customizer.field -> customizer.save',
      conflict: 'xstate.done.actor.load -> customizer.field -> customizer.save -> xstate.error.actor.save',
      saveFailed: 'xstate.done.actor.load -> customizer.field -> customizer.save -> xstate.error.actor.save',
    });
    expect(await replayPaths(reportCustomizerMachine, paths, { input })).toBeGreaterThan(100);
  });

  /** A server keeping one company's settings per id: versions checked as the API does. */
  function server(initial: ReportSettings[]) {
    const rows = new Map(initial.map((s) => [s.company_id, s]));
    const routes: Parameters<typeof fakeFetch>[0] = {
      'PUT /api/report-settings': (call) => {
        const body = call.body as ReportSettings;
        const current = rows.get(body.company_id) as ReportSettings;
        if (body.version !== current.version)
          return json(
            {
              error: { code: 'conflict', message: 'These settings were changed by someone else.' },
              current,
            },
            409,
          );
        const saved = { ...body, version: body.version + 1 };
        rows.set(body.company_id, saved);
        return json(saved);
      },
    };
    for (const id of [1, 2]) {
      routes[`GET /api/report-settings?company_id=${id}`] = () =>
        json(rows.get(id) ?? settings({ company_id: id }));
    }
    return {
      routes,
      set: (id: number, over: Partial<ReportSettings>) => {
        rows.set(id, { ...(rows.get(id) as ReportSettings), ...over });
      },
    };
  }

  interface Build {
    input: ReportPreviewInput;
    signal: AbortSignal;
    resolve: (output: ReportPreviewOutput) => void;
    reject: (error: unknown) => void;
  }
  /** The app's preview builder, answered by the test (`auto`: at once, with a text naming the input). */
  function live(
    routes: Parameters<typeof fakeFetch>[0],
    options: { auto?: boolean; input?: ReportCustomizerInput } = {},
  ) {
    const f = fakeFetch(routes);
    const builds: Build[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      reportCustomizerMachine.provide(
        reportCustomizerBrowserDefaults(
          () => createApiClient({ fetch: f }),
          (buildInput, signal) => {
            const d = deferred<ReportPreviewOutput>();
            builds.push({ input: buildInput, signal, resolve: d.resolve, reject: d.reject });
            if (options.auto !== false)
              d.resolve({ text: previewText(buildInput), report: reportOf(buildInput), sizeKb: 1.5 });
            return d.promise;
          },
        ),
      ),
      { input: options.input ?? input, clock },
    ).start();
    const view = () => reportCustomizerView(actor.getSnapshot());
    return { actor, clock, builds, calls: f.calls, view };
  }
  const previewText = (i: ReportPreviewInput) =>
    `store ${i.storeId} ${i.date} tolerance ${i.settings.on_time_tolerance_minutes} "${i.settings.instructions}"`;
  /** The report of the store-day asked for, with no data (the worker's real builder). */
  const reportOf = (i: ReportPreviewInput) =>
    buildReport({ date: i.date, store: null, hours: [], sections: [], weather: null, settings: i.settings })
      .context;
  const writes = (calls: RecordedCall[]) =>
    calls.filter((c) => c.method !== 'GET').map((c) => ({ call: `${c.method} ${c.url}`, body: c.body }));

  /** Loaded, the first preview built: the screen at rest. */
  async function ready(l: ReturnType<typeof live>) {
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'debouncing' } }));
    l.clock.increment(300);
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
  }

  it('loads the first company, opens with the saved settings and previews the store-day 300 ms later', async () => {
    const l = live(server([settings({ on_time_tolerance_minutes: 5 })]).routes);
    expect(l.view().status).toBe('loading');
    expect(l.actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(l.actor, (s) => s.matches('editing'));
    expect(l.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/report-settings?company_id=1']);
    expect(l.view()).toEqual({
      status: 'ready',
      companies,
      companyId: 1,
      draft: fields(settings({ on_time_tolerance_minutes: 5 })),
      dirty: false,
      companyLocked: false,
      changes: [],
      fieldErrors: {},
      canSave: false,
      preview: {
        storeId: 12,
        date: '2026-11-17',
        text: null,
        report: null,
        sizeKb: null,
        error: null,
        state: 'waiting',
        dayStatus: null,
        targets: null,
        stale: false,
      },
      conflict: null,
      error: null,
      justSaved: false,
    });
    l.clock.increment(299);
    expect(l.builds).toHaveLength(0);
    l.clock.increment(1);
    expect(l.view().preview.state).toBe('building');
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
    expect(l.builds.map((b) => b.input)).toEqual([
      { settings: fields(settings({ on_time_tolerance_minutes: 5 })), storeId: 12, date: '2026-11-17' },
    ]);
    expect(l.view().preview).toEqual({
      storeId: 12,
      date: '2026-11-17',
      text: 'store 12 2026-11-17 tolerance 5 ""',
      report: reportOf({
        settings: fields(settings({ on_time_tolerance_minutes: 5 })),
        storeId: 12,
        date: '2026-11-17',
      }),
      sizeKb: 1.5,
      error: null,
      state: 'ready',
      dayStatus: { status: 'complete', banner: null },
      targets: DEFAULT_REPORT_SETTINGS.targets,
      stale: false,
    });
  });

  it('debounces: a change builds 300 ms after the last change (299 ms: nothing), with the draft as it is then', async () => {
    const l = live(server([settings()]).routes);
    await ready(l);
    expect(l.builds).toHaveLength(1);
    l.actor.send({
      type: 'customizer.field',
      path: 'instructions',
      value: 'Call labor over target a red flag.',
    });
    // Waiting, the last text stays (not stale: the draft is valid, a build follows).
    expect(l.view().preview).toMatchObject({ state: 'waiting', stale: false });
    l.clock.increment(200);
    l.actor.send({ type: 'customizer.field', path: 'blocks.samples', value: false });
    l.clock.increment(200);
    l.actor.send({ type: 'customizer.previewDate', date: '2026-11-18' });
    l.clock.increment(299);
    expect(l.builds).toHaveLength(1);
    l.clock.increment(1);
    expect(l.builds).toHaveLength(2);
    expect(l.builds[1]?.input).toEqual({
      settings: {
        ...DEFAULT_REPORT_SETTINGS,
        blocks: { ...DEFAULT_REPORT_SETTINGS.blocks, samples: false },
        instructions: 'Call labor over target a red flag.',
      },
      storeId: 12,
      date: '2026-11-18',
    });
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
    expect(l.view().preview.text).toBe(
      'store 12 2026-11-18 tolerance 2 "Call labor over target a red flag."',
    );
    expect(l.view().preview.stale).toBe(false);

    // A change undone: the preview on screen is of the draft again, nothing is built.
    l.actor.send({ type: 'customizer.field', path: 'blocks.samples', value: true });
    l.actor.send({ type: 'customizer.field', path: 'blocks.samples', value: false });
    expect(l.view().preview).toMatchObject({ state: 'ready', stale: false });
    l.clock.increment(1000);
    expect(l.builds).toHaveLength(2);

    // No store: nothing to preview.
    l.actor.send({ type: 'customizer.previewStore', storeId: null });
    expect(l.view().preview).toMatchObject({ storeId: null, state: 'idle', stale: false });
    l.clock.increment(1000);
    expect(l.builds).toHaveLength(2);
  });

  it('a change while building supersedes the build: its result is ignored and the newer one shows', async () => {
    const l = live(server([settings()]).routes, { auto: false });
    await waitFor(l.actor, (s) => s.matches('editing'));
    l.clock.increment(300);
    expect(l.view().preview.state).toBe('building');
    const first = l.builds[0] as Build;
    l.actor.send({ type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 5 });
    expect(first.signal.aborted).toBe(true);
    expect(l.view().preview.state).toBe('waiting');
    first.resolve({ text: 'the first build', report: reportOf(first.input), sizeKb: 9 });
    await flush();
    expect(l.view().preview).toMatchObject({ text: null, sizeKb: null, state: 'waiting' });
    l.clock.increment(300);
    const second = l.builds[1] as Build;
    expect(second.input.settings.on_time_tolerance_minutes).toBe(5);
    second.resolve({ text: 'the second build', report: reportOf(second.input), sizeKb: 2.25 });
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
    expect(l.view().preview).toMatchObject({ text: 'the second build', sizeKb: 2.25, state: 'ready' });
    expect(l.builds).toHaveLength(2);
  });

  it('a failed build shows why; the next change builds again', async () => {
    const l = live(server([settings()]).routes, { auto: false });
    await waitFor(l.actor, (s) => s.matches('editing'));
    l.clock.increment(300);
    l.builds[0]?.reject(new Error('No sales data for this day.'));
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'failed' } }));
    expect(l.view().preview).toMatchObject({
      text: null,
      error: 'No sales data for this day.',
      state: 'failed',
    });
    l.actor.send({ type: 'customizer.previewDate', date: '2026-11-16' });
    l.clock.increment(300);
    l.builds[1]?.resolve({ text: 'Monday', report: reportOf((l.builds[1] as Build).input), sizeKb: 1 });
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
    expect(l.view().preview).toMatchObject({ text: 'Monday', error: null, state: 'ready' });
  });

  it('validates every change: an invalid draft shows the messages, keeps the preview stale and builds nothing', async () => {
    const l = live(server([settings()]).routes);
    await ready(l);
    l.actor.send({ type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 31 });
    expect(l.view().fieldErrors).toEqual({
      on_time_tolerance_minutes: 'On-time tolerance must be a whole number of minutes from 0 to 30.',
    });
    expect(l.view()).toMatchObject({ dirty: true, canSave: false });
    expect(l.view().preview).toMatchObject({
      text: 'store 12 2026-11-17 tolerance 2 ""',
      state: 'idle',
      stale: true,
    });
    l.clock.increment(1000);
    expect(l.builds).toHaveLength(1);

    // Emptied numbers: refused except the sales per labor hour target, whose empty means no target.
    l.actor.send({ type: 'customizer.field', path: 'targets.labor_cost_pct', value: Number.NaN });
    l.actor.send({ type: 'customizer.field', path: 'targets.task_completion_pct', value: null });
    l.actor.send({ type: 'customizer.field', path: 'targets.forecast_variance_pct', value: 100.5 });
    l.actor.send({ type: 'customizer.field', path: 'targets.sales_per_labor_hour', value: 55 });
    l.actor.send({ type: 'customizer.field', path: 'instructions', value: 'x'.repeat(2001) });
    expect(l.view().fieldErrors).toEqual({
      on_time_tolerance_minutes: REPORT_SETTINGS_MESSAGES.tolerance,
      'targets.labor_cost_pct': 'Labor cost target must be a percentage from 0 to 100.',
      'targets.forecast_variance_pct': 'Forecast variance target must be a percentage from 0 to 100.',
      'targets.task_completion_pct': 'Task completion target must be a percentage from 0 to 100.',
      instructions: 'Assistant instructions can be at most 2000 characters.',
    });
    expect(l.view().changes.map((c) => [c.key, c.from, c.to])).toEqual([
      ['on_time_tolerance_minutes', '2 min', '31 min'],
      ['targets.labor_cost_pct', '30%', 'Empty'],
      ['targets.sales_per_labor_hour', 'None', '$55'],
      ['targets.forecast_variance_pct', '10%', '100.5%'],
      ['targets.task_completion_pct', '90%', 'Empty'],
      ['instructions', '(none)', `${'x'.repeat(57)}...`],
    ]);

    // SAVE sends nothing; fixed one by one, the messages go.
    l.actor.send({ type: 'customizer.save' });
    expect(l.actor.getSnapshot().value).toEqual({ editing: { preview: 'idle' } });
    l.actor.send({ type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 30 });
    l.actor.send({ type: 'customizer.field', path: 'targets.labor_cost_pct', value: 28 });
    l.actor.send({ type: 'customizer.field', path: 'targets.task_completion_pct', value: 95 });
    l.actor.send({ type: 'customizer.field', path: 'targets.forecast_variance_pct', value: 12 });
    expect(l.view().fieldErrors).toEqual({
      instructions: 'Assistant instructions can be at most 2000 characters.',
    });
    l.actor.send({ type: 'customizer.field', path: 'instructions', value: 'Short.' });
    l.actor.send({ type: 'customizer.field', path: 'targets.sales_per_labor_hour', value: Number.NaN });
    expect(l.view()).toMatchObject({ fieldErrors: {}, canSave: true });
    expect(l.actor.getSnapshot().context.draft.targets.sales_per_labor_hour).toBeNull();
    expect(l.view().preview.state).toBe('waiting');
    l.clock.increment(300);
    expect(l.builds).toHaveLength(2);
    expect(writes(l.calls)).toEqual([]);
  });

  it('SAVE with an on-time tolerance of 31 sends nothing and shows the message', async () => {
    const l = live(server([settings()]).routes);
    await waitFor(l.actor, (s) => s.matches('editing'));
    l.actor.send({ type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 31 });
    l.actor.send({ type: 'customizer.save' });
    expect(l.view().status).toBe('ready');
    expect(l.view().fieldErrors).toEqual({
      on_time_tolerance_minutes: 'On-time tolerance must be a whole number of minutes from 0 to 30.',
    });
    await flush();
    expect(l.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/report-settings?company_id=1']);
  });

  it('saves the whole settings against their version: the next version, clean, and says so until the next change', async () => {
    const l = live(server([settings({ version: 3 })]).routes);
    await ready(l);
    expect(l.view().canSave).toBe(false);
    l.actor.send({ type: 'customizer.save' });
    expect(l.actor.getSnapshot().value).toEqual({ editing: { preview: 'ready' } });
    l.actor.send({ type: 'customizer.field', path: 'metrics.costPerSuggestedLaborHour', value: false });
    l.actor.send({ type: 'customizer.field', path: 'targets.labor_cost_pct', value: 25 });
    expect(l.view()).toMatchObject({ dirty: true, canSave: true });
    expect(l.view().changes).toEqual([
      {
        key: 'metrics.costPerSuggestedLaborHour',
        label: 'Cost per suggested labor hour',
        from: 'Included',
        to: 'Not included',
      },
      { key: 'targets.labor_cost_pct', label: 'Labor cost target', from: '30%', to: '25%' },
    ]);
    l.clock.increment(300);
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
    expect(l.builds).toHaveLength(2);
    l.actor.send({ type: 'customizer.save' });
    expect(l.view()).toMatchObject({ status: 'saving', canSave: false });
    expect(l.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(l.actor, (s) => s.matches('editing'));
    const draft = {
      ...DEFAULT_REPORT_SETTINGS,
      metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, costPerSuggestedLaborHour: false },
      targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25 },
    };
    expect(writes(l.calls)).toEqual([
      { call: 'PUT /api/report-settings', body: { ...draft, company_id: 1, version: 3 } },
    ]);
    expect(l.actor.getSnapshot().context.saved).toEqual({ ...draft, company_id: 1, version: 4 });
    expect(l.view()).toMatchObject({
      status: 'ready',
      dirty: false,
      changes: [],
      canSave: false,
      justSaved: true,
      error: null,
    });
    // The preview was of the draft saved: it stays, nothing is built again.
    expect(l.view().preview).toMatchObject({ state: 'ready', stale: false });
    l.clock.increment(1000);
    expect(l.builds).toHaveLength(2);
    l.actor.send({ type: 'customizer.field', path: 'blocks.timers', value: false });
    expect(l.view()).toMatchObject({ justSaved: false, dirty: true });
  });

  it('a stale save shows the conflict; keep mine saves the draft again against their version', async () => {
    const db = server([settings()]);
    const l = live(db.routes);
    await waitFor(l.actor, (s) => s.matches('editing'));
    // Someone else saves version 1 meanwhile.
    db.set(1, { version: 1, instructions: 'Theirs.' });
    l.actor.send({ type: 'customizer.field', path: 'on_time_tolerance_minutes', value: 5 });
    l.actor.send({ type: 'customizer.save' });
    await waitFor(l.actor, (s) => s.matches('conflict'));
    expect(l.view()).toMatchObject({
      status: 'conflict',
      conflict: {
        current: settings({ version: 1, instructions: 'Theirs.' }),
        changes: [
          { key: 'on_time_tolerance_minutes', label: 'On-time tolerance', from: '2 min', to: '5 min' },
          { key: 'instructions', label: 'Assistant instructions', from: 'Theirs.', to: '(none)' },
        ],
      },
      canSave: false,
      companyLocked: true,
    });
    l.actor.send({ type: 'customizer.keepMine' });
    await waitFor(l.actor, (s) => s.matches('editing'));
    const mine = { ...DEFAULT_REPORT_SETTINGS, on_time_tolerance_minutes: 5, company_id: 1 };
    expect(writes(l.calls).map((w) => w.body)).toEqual([
      { ...mine, version: 0 },
      { ...mine, version: 1 },
    ]);
    expect(l.actor.getSnapshot().context.saved).toEqual({ ...mine, version: 2 });
    expect(l.view()).toMatchObject({ conflict: null, dirty: false, justSaved: true });
  });

  it("take theirs puts the server's settings in the draft, sends nothing more and previews theirs", async () => {
    const db = server([settings()]);
    const l = live(db.routes);
    await ready(l);
    db.set(1, { version: 6, on_time_tolerance_minutes: 10, instructions: 'Theirs.' });
    l.actor.send({ type: 'customizer.field', path: 'instructions', value: 'Mine.' });
    l.actor.send({ type: 'customizer.save' });
    await waitFor(l.actor, (s) => s.matches('conflict'));
    l.actor.send({ type: 'customizer.takeTheirs' });
    const theirs = settings({ version: 6, on_time_tolerance_minutes: 10, instructions: 'Theirs.' });
    expect(l.actor.getSnapshot().context.saved).toEqual(theirs);
    expect(l.view()).toMatchObject({
      status: 'ready',
      draft: fields(theirs),
      dirty: false,
      conflict: null,
      justSaved: false,
    });
    expect(l.view().preview.state).toBe('waiting');
    l.clock.increment(300);
    await waitFor(l.actor, (s) => s.matches({ editing: { preview: 'ready' } }));
    expect(l.view().preview.text).toBe('store 12 2026-11-17 tolerance 10 "Theirs."');
    expect(writes(l.calls)).toHaveLength(1);
  });

  it('another refusal keeps the draft with the message; RETRY saves it again, DISMISS goes back to the form', async () => {
    let attempt = 0;
    const { routes } = server([settings()]);
    const put = routes['PUT /api/report-settings'];
    routes['PUT /api/report-settings'] = (call) =>
      ++attempt <= 2
        ? json({ error: { code: 'bad_request', message: 'A value is out of range.' } }, 400)
        : (put as NonNullable<typeof put>)(call);
    const l = live(routes);
    await waitFor(l.actor, (s) => s.matches('editing'));
    l.actor.send({ type: 'customizer.field', path: 'blocks.hourly', value: false });
    l.actor.send({ type: 'customizer.save' });
    await waitFor(l.actor, (s) => s.matches('saveFailed'));
    expect(l.view()).toMatchObject({
      status: 'ready',
      error: 'A value is out of range.',
      dirty: true,
      canSave: true,
    });
    expect(l.actor.getSnapshot().context.draft.blocks.hourly).toBe(false);
    l.actor.send({ type: 'customizer.dismiss' });
    expect(l.view()).toMatchObject({ status: 'ready', error: null });
    l.actor.send({ type: 'customizer.save' });
    await waitFor(l.actor, (s) => s.matches('saveFailed'));
    l.actor.send({ type: 'customizer.retry' });
    expect(l.view()).toMatchObject({ status: 'saving', error: null });
    await waitFor(l.actor, (s) => s.matches('editing'));
    expect(l.view()).toMatchObject({ dirty: false, justSaved: true, error: null });
    expect(writes(l.calls)).toHaveLength(3);
  });

  it('COMPANY is refused while the draft differs from what is saved; discarded, the company opens', async () => {
    const l = live(
      server([settings(), settings({ company_id: 2, version: 2, instructions: 'Kettle.' })]).routes,
    );
    await ready(l);
    l.actor.send({ type: 'customizer.field', path: 'blocks.sales', value: false });
    expect(l.view().dirty).toBe(true);
    l.actor.send({ type: 'customizer.company', companyId: 2 });
    expect(l.actor.getSnapshot().value).toEqual({ editing: { preview: 'debouncing' } });
    expect(l.view()).toMatchObject({ companyId: 1, dirty: true, companyLocked: true });
    expect(REPORT_CUSTOMIZER_MESSAGES.unsaved).toBe(
      'Save or discard your changes to choose another company.',
    );

    // Typed back to what is saved: nothing to lose.
    l.actor.send({ type: 'customizer.field', path: 'blocks.sales', value: true });
    expect(l.view().dirty).toBe(false);
    l.actor.send({ type: 'customizer.field', path: 'instructions', value: 'Mine.' });
    l.actor.send({ type: 'customizer.discard' });
    expect(l.view()).toMatchObject({ dirty: false, fieldErrors: {}, draft: DEFAULT_REPORT_SETTINGS });
    l.actor.send({ type: 'customizer.company', companyId: 2 });
    expect(l.view()).toMatchObject({ status: 'loading', companyId: 2 });
    // The last company's store is not the new one's: the screen chooses another.
    expect(l.view().preview).toMatchObject({ storeId: null, text: null, state: 'idle' });
    await waitFor(l.actor, (s) => s.matches('editing'));
    expect(l.actor.getSnapshot().context.saved).toEqual(
      settings({ company_id: 2, version: 2, instructions: 'Kettle.' }),
    );
    expect(l.view().preview.state).toBe('idle');
    l.actor.send({ type: 'customizer.previewStore', storeId: 40 });
    l.clock.increment(300);
    expect(l.builds.at(-1)?.input).toMatchObject({ storeId: 40, settings: { instructions: 'Kettle.' } });
    expect(l.calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual([
      '/api/report-settings?company_id=1',
      '/api/report-settings?company_id=2',
    ]);
  });

  it('a failed load shows the message; RETRY loads the settings', async () => {
    let attempt = 0;
    const l = live(
      {
        'GET /api/report-settings?company_id=2': () =>
          ++attempt === 1
            ? json({ error: { code: 'forbidden', message: 'Only admins may do this.' } }, 403)
            : json(settings({ company_id: 2 })),
      },
      { input: { ...input, companyId: 2 } },
    );
    await waitFor(l.actor, (s) => s.matches('loadFailed'));
    expect(l.view()).toMatchObject({
      status: 'loadFailed',
      error: 'Only admins may do this.',
      canSave: false,
    });
    expect(l.actor.getSnapshot().hasTag('error')).toBe(true);
    l.actor.send({ type: 'customizer.retry' });
    expect(l.view()).toMatchObject({ status: 'loading', error: null });
    await waitFor(l.actor, (s) => s.matches('editing'));
    expect(l.actor.getSnapshot().context.saved).toEqual(settings({ company_id: 2 }));
    expect(l.calls).toHaveLength(2);
  });

  it('without companies it says there is nothing to customize', async () => {
    const l = live({}, { input: { companies: [] } });
    await waitFor(l.actor, (s) => s.matches('loadFailed'));
    expect(l.view()).toMatchObject({ companyId: null, error: 'There is no company to customize.' });
    expect(l.calls).toEqual([]);
  });
});
