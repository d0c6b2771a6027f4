// QA/Report customizer: the real report customizer machine behind the real screen (the app's own
// wiring, `ReportCustomizer`). Its requests go through the real API client to a fake server that keeps
// each company's report settings in memory (the defaults at version 0, a 409 with the current settings
// on a stale version) and answers at once, or waits for the panel's answer buttons with "Answer by
// hand" (then a preview build, too, waits for "Finish the preview"). The preview is the real report context of a small store-day, built in-thread with the
// report worker's builder (`buildReport`). From the panel, "Someone else saves" saves the open
// company's settings behind the screen's back (the labor cost target 2 points lower, the next
// version), and the switches make the next load, save or preview fail once.
import {
  apiPaths,
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type ReportSettingsFields,
  type ReportSettingsUpdate,
} from '@store-ops/domain';
import {
  type ReportPreviewBuilder,
  reportCustomizerBrowserDefaults,
  reportCustomizerMachine,
} from '@store-ops/machines';
import { Button, Switch } from '@store-ops/ui';
import { reportCustomizerStrings as s } from '@store-ops/ui/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportCustomizer } from '../routes/admin/reportCustomizer';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  type PendingRequest,
  press,
  QaPanel,
  useFakeServer,
} from './qa';
import {
  BLAZING,
  COMPANIES,
  clockInCounts,
  HARVEST,
  previewOf,
  STORES,
  TODAY,
} from './ReportCustomizer.fixtures';

/** How long the in-thread preview build takes (the report worker's build, roughly). */
const PREVIEW_BUILD_MS = 250;

type Failure = 'load' | 'save' | 'preview';

interface Backend {
  /** Each company's settings as the server has them. */
  stored: Record<number, ReportSettings>;
  /** The next load, save or preview fails (once). */
  failNext: Record<Failure, boolean>;
  /** Preview builds waiting for QA's "Finish the preview" (answering by hand). */
  previewsWaiting: number;
}

const notFound = (message: string) => json(404, 'Not Found', { error: { code: 'not_found', message } });
/** The API's 500, as the panel's "Server fails 500" answers. */
const serverFails = () =>
  json(500, 'Internal Server Error', {
    error: { code: 'internal', message: 'Something went wrong on the server.' },
  });
/** The server's answer to a save made against an older version: 409 with the settings it has now. */
const conflict = (current: ReportSettings) =>
  json(409, 'Conflict', {
    error: { code: 'conflict', message: 'This row was changed by someone else. Reload it and try again.' },
    current,
  });

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
      { once: true },
    );
  });

/** The report settings routes of the fake server and the preview builder, over settings kept in memory. */
function createBackend(failNextLoad: boolean, previewsByHand: boolean) {
  let state: Backend = {
    stored: Object.fromEntries(
      COMPANIES.map((c) => [
        c.id,
        { ...structuredClone(DEFAULT_REPORT_SETTINGS), company_id: c.id, version: 0 },
      ]),
    ),
    failNext: { load: failNextLoad, save: false, preview: false },
    previewsWaiting: 0,
  };
  let byHand = previewsByHand;
  /** The builds waiting for "Finish the preview", oldest first. */
  let waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  const set = (next: Backend) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const setFailNext = (kind: Failure, on: boolean) =>
    set({ ...state, failNext: { ...state.failNext, [kind]: on } });
  /** Whether QA asked this to fail; the switch goes off once it has. */
  const takeFailure = (kind: Failure) => {
    if (!state.failNext[kind]) return false;
    setFailNext(kind, false);
    return true;
  };

  const answer = ({ method, path, body }: PendingRequest): Response => {
    const url = new URL(path, 'http://qa.invalid');
    if (url.pathname !== apiPaths.reportSettings()) return notFound('Not found.');
    if (method === 'GET') {
      if (takeFailure('load')) return serverFails();
      const current = state.stored[Number(url.searchParams.get('company_id'))];
      return current ? json(200, 'OK', current) : notFound('Company not found.');
    }
    if (method !== 'PUT') return notFound('Not found.');
    if (takeFailure('save')) return serverFails();
    const { company_id: companyId, version, ...fields } = body as ReportSettingsUpdate;
    const current = state.stored[companyId];
    if (!current) return notFound('Company not found.');
    if (version !== current.version) return conflict(current);
    const saved: ReportSettings = { ...fields, company_id: companyId, version: version + 1 };
    set({ ...state, stored: { ...state.stored, [companyId]: saved } });
    return json(200, 'OK', saved);
  };

  /** Another admin's save of the company's settings: the labor cost target 2 points lower. */
  const someoneElseSaves = (companyId: number) => {
    const current = state.stored[companyId];
    if (!current) return;
    const theirs: ReportSettings = {
      ...current,
      targets: { ...current.targets, labor_cost_pct: current.targets.labor_cost_pct - 2 },
      version: current.version + 1,
    };
    set({ ...state, stored: { ...state.stored, [companyId]: theirs } });
  };

  const setWaiting = (next: Array<() => void>) => {
    waiting = next;
    set({ ...state, previewsWaiting: next.length });
  };
  /** Until QA presses "Finish the preview" (or the machine drops the build). */
  const heldByQa = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const release = () => resolve();
      setWaiting([...waiting, release]);
      signal.addEventListener(
        'abort',
        () => {
          setWaiting(waiting.filter((r) => r !== release));
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        },
        { once: true },
      );
    });
  const finishPreview = () => {
    const [oldest, ...rest] = waiting;
    setWaiting(rest);
    oldest?.();
  };

  /** The app's preview builder, in-thread: the real report context of the store-day with the draft. */
  const buildPreview: ReportPreviewBuilder = async ({ settings, storeId, date }, signal) => {
    await (byHand ? heldByQa(signal) : pause(PREVIEW_BUILD_MS, signal));
    // A failure without a message (as a worker that crashed): the machine's own words are shown.
    if (takeFailure('preview')) throw new Error();
    return previewOf(settings, storeId, date);
  };

  return {
    answer,
    someoneElseSaves,
    setFailNext,
    buildPreview,
    finishPreview,
    /** Answering by hand holds the next preview builds; turned off, the waiting ones finish. */
    setPreviewsByHand: (on: boolean) => {
      byHand = on;
      if (!on) while (waiting.length > 0) finishPreview();
    },
    snapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The JSON body of the oldest waiting request, for QA to read what the machine sent. */
function SentBody({ pending }: { pending: readonly PendingRequest[] }) {
  const body = pending[0]?.body;
  return (
    <>
      Request body:{' '}
      <output data-testid="request-body" style={{ overflowWrap: 'anywhere' }}>
        {body === undefined ? 'none' : JSON.stringify(body)}
      </output>
    </>
  );
}

interface ConnectedReportCustomizerProps {
  /** Requests wait in the panel until QA answers them (otherwise the fake server answers at once). */
  answerByHand?: boolean;
  /** The first load fails (the "Fail the next load" switch starts on). */
  failNextLoad?: boolean;
}

function Connected({ answerByHand = false, failNextLoad = false }: ConnectedReportCustomizerProps) {
  const [server, pending] = useFakeServer();
  const [backend] = useState(() => createBackend(failNextLoad, answerByHand));
  const data = useSyncExternalStore(backend.subscribe, backend.snapshot);
  const [byHand, setByHand] = useState(answerByHand);
  useEffect(() => backend.setPreviewsByHand(byHand), [byHand, backend]);
  const [machine] = useState(() =>
    reportCustomizerMachine.provide(reportCustomizerBrowserDefaults(server.api, backend.buildPreview)),
  );
  const actor = useActorRef(machine, { input: { companies: COMPANIES, date: TODAY } });
  const value = useSelector(actor, (snap) => snap.value);
  const companyId = useSelector(actor, (snap) => snap.context.companyId);

  // The fake server answers every request as it comes, unless QA answers by hand.
  useEffect(() => {
    const oldest = pending[0];
    if (!byHand && oldest) server.answer(backend.answer(oldest));
  }, [pending, byHand, server, backend]);

  const answers: Answer[] = [{ label: 'Server answers', make: backend.answer }, ...apiFailureAnswers];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating>
        <Switch isSelected={byHand} onChange={setByHand}>
          Answer by hand
        </Switch>
        <Switch isSelected={data.failNext.load} onChange={(on) => backend.setFailNext('load', on)}>
          Fail the next load
        </Switch>
        <Switch isSelected={data.failNext.save} onChange={(on) => backend.setFailNext('save', on)}>
          Fail the next save
        </Switch>
        <Switch isSelected={data.failNext.preview} onChange={(on) => backend.setFailNext('preview', on)}>
          Fail the next preview
        </Switch>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={data.previewsWaiting === 0}
          onPress={backend.finishPreview}
        >
          Finish the preview
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={companyId === null}
          onPress={() => companyId !== null && backend.someoneElseSaves(companyId)}
        >
          Someone else saves
        </Button>
        Saved on the server:{' '}
        <output data-testid="stored">
          {COMPANIES.map((c) => {
            const row = data.stored[c.id];
            return row ? `${c.name} version ${row.version} (labor cost ${row.targets.labor_cost_pct}%)` : '';
          }).join('; ')}
        </output>
        <SentBody pending={pending} />
      </QaPanel>
      <div style={{ paddingTop: 260 }}>
        <ReportCustomizer actor={actor} stores={STORES} />
      </div>
    </>
  );
}

/** A fresh machine and server whenever the controls change. */
function ConnectedReportCustomizer(props: ConnectedReportCustomizerProps) {
  return <Connected key={JSON.stringify(props)} {...props} />;
}

const meta = {
  title: 'QA/Report customizer',
  component: ConnectedReportCustomizer,
  parameters: { layout: 'fullscreen' },
  args: { answerByHand: false, failNextLoad: false },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedReportCustomizer>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- play helpers ------------------------------------------------------------------------------

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);
const panel = () => within(body().getByRole('region', { name: 'QA panel' }));
/** Debounce (300 ms) and build: longer than waitFor's default second allows with room to spare. */
const SLOW = { timeout: 4000 };

const READY = { editing: { preview: 'ready' } };
/** Waits (long enough for a preview build) until the machine's state value is `value`. */
const settlesIn = (value: unknown) =>
  waitFor(() => expect(panel().getByTestId('machine-state').textContent).toBe(JSON.stringify(value)), SLOW);

const tolerance = (c: Canvas) => c.getByRole('textbox', { name: s.tolerance });
const laborCost = (c: Canvas) => c.getByRole('textbox', { name: s.laborCost });
const saveButton = (c: Canvas) => c.getByRole('button', { name: /Save settings/ });
const discardButton = (c: Canvas) => c.getByRole('button', { name: s.discard });
const companyPicker = (c: Canvas) => c.getByRole('button', { name: /Company$/ });
const storePicker = (c: Canvas) => c.getByRole('button', { name: /Store$/ });
const context = (c: Canvas) => c.getByRole('region', { name: s.contextLabel });
/** Opens the text the assistant receives (one click away; it stays open while previews rebuild). */
async function openModelText(c: Canvas) {
  const trigger = await c.findByRole('button', { name: s.modelText }, SLOW);
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
}
const previewStatus = (el: HTMLElement) => el.querySelector('[data-part="preview-status"]') as HTMLElement;
const changeItems = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-part="changes"] li')].map((li) => li.textContent);
const conflictRows = (c: Canvas) =>
  within(c.getByRole('table', { name: s.conflictTable }))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));

/** Waits until the preview shows exactly the report context of this store-day with these settings. */
async function expectPreview(el: HTMLElement, settings: ReportSettingsFields, storeId: number, date = TODAY) {
  const { text, sizeKb } = previewOf(settings, storeId, date);
  const c = within(el);
  await openModelText(c);
  await waitFor(() => expect(context(c).textContent).toBe(text), SLOW);
  await settlesIn(READY);
  await expect(previewStatus(el)).toHaveTextContent(/^$/);
  await expect(c.getByText(s.size(sizeKb))).toBeVisible();
}

/** Types a new value into a number field (emptied first). */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const toggle = async (name: string) => userEvent.click(panel().getByRole('switch', { name }));
const expectStored = (text: string) =>
  waitFor(() => expect(panel().getByTestId('stored')).toHaveTextContent(text));
/** Waits until the oldest waiting request's JSON body is `expected`. */
const expectSent = (expected: unknown) =>
  waitFor(() => expect(JSON.parse(panel().getByTestId('request-body').textContent ?? '')).toEqual(expected));

const withSettings = (over: Partial<ReportSettingsFields>) => ({
  ...structuredClone(DEFAULT_REPORT_SETTINGS),
  ...over,
});
const withLaborCost = (settings: ReportSettingsFields, pct: number) => ({
  ...settings,
  targets: { ...settings.targets, labor_cost_pct: pct },
});

/** Loads Harvest Table Restaurant Group's settings (the defaults) and previews Harvest Table Downtown. */
async function loaded(el: HTMLElement) {
  const c = within(el);
  await expectPreview(el, DEFAULT_REPORT_SETTINGS, 1);
  await expect(companyPicker(c)).toHaveTextContent(/^Harvest Table Restaurant Group$/);
  await expect(storePicker(c)).toHaveTextContent(/^Harvest Table Downtown$/);
  await expect(tolerance(c)).toHaveValue('2');
  await expect(c.getByText(s.noChanges)).toBeVisible();
  await expect(saveButton(c)).toBeDisabled();
}

// ---- stories -----------------------------------------------------------------------------------

/**
 * Loading a company's report settings, a change with its preview rebuilt, and the save, all by hand.
 *
 * How to reach each state:
 * 1. `loading` (GET /api/report-settings?company_id=1 waits): on load.
 * 2. `editing.preview.building` (after 300 ms of `editing.preview.debouncing`): press **Server answers**.
 * 3. `editing.preview.ready` (the defaults, Harvest Table Downtown): press **Finish the preview**.
 * 4. `editing.preview.building` ("Updating preview…"): type 5 in **On-time tolerance (minutes)**, wait.
 * 5. `editing.preview.ready` (the context with +5 minutes): press **Finish the preview**.
 * 6. `saving` (PUT of the whole settings against version 0): press **Save settings**.
 * 7. `editing.preview.ready` ("Settings saved.", version 1): press **Server answers**.
 * **Answer by hand** is on: requests wait for **Server answers**, previews for **Finish the preview**.
 * A change waits 300 ms (`editing.preview.debouncing`) before its preview build starts.
 * **Text the assistant receives** opens the preview's text.
 */
export const Walkthrough: Story = {
  args: { answerByHand: true },
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    await step('Loading: GET the open company’s settings, answered from the panel', async () => {
      await expectState('loading');
      await expectPending('GET /api/report-settings?company_id=1');
      await expect(c.getByText(s.loading, { selector: 'span' })).toBeVisible();
      await expect(c.queryByRole('form', { name: s.form })).toBeNull();
      await press('Server answers');
    });
    await step('Editing: the defaults, and the preview of Harvest Table Downtown on Tuesday', async () => {
      await press('Finish the preview');
      await loaded(el);
      // The report as staff see it, then the model's text one click away.
      const report = within(c.getByRole('region', { name: s.asStaffSee }));
      await expect(report.getByRole('heading', { level: 3 })).toHaveTextContent(/^Harvest Table Downtown$/);
      await expect(report.getByText('Tuesday, November 24, 2026')).toBeVisible();
      await openModelText(c);
      const text = context(c);
      await expect(text).toHaveTextContent('Late above +2 minutes, Early below -2, otherwise On Time');
      await expect(text).toHaveTextContent('Report date: Tuesday, November 24, 2026 (2026-11-24)');
      await expect(text).toHaveTextContent('Location: Harvest Table Downtown (Austin, TX)');
      // Maya Ortiz's clock-in 4 minutes late is Late at the default tolerance.
      await expect(text.textContent).toContain(clockInCounts(1, 2));
      await expect(discardButton(c)).toBeDisabled();
    });
    await step('Tolerance 5: "Updating preview…", then the context with +5 minutes', async () => {
      await retype(tolerance(c), '5');
      // The build waits for the panel: the status stays until QA finishes it.
      await waitFor(() => expect(previewStatus(el)).toHaveTextContent(/^Updating preview…$/), SLOW);
      await press('Finish the preview');
      await expectPreview(el, withSettings({ on_time_tolerance_minutes: 5 }), 1);
      const text = context(c);
      await expect(text).toHaveTextContent('Late above +5 minutes, Early below -5, otherwise On Time');
      await expect(text.textContent).toContain(clockInCounts(0, 3));
      await expect(text.textContent).not.toContain('+2 minutes');
      await expect(changeItems(el)).toEqual(['On-time tolerance: 2 min → 5 min']);
      await expect(saveButton(c)).toBeEnabled();
      await expect(discardButton(c)).toBeEnabled();
    });
    await step('Save: PUT the whole settings against version 0', async () => {
      await userEvent.click(saveButton(c));
      await expectState('saving');
      await expectPending('PUT /api/report-settings');
      await expectSent({
        ...withSettings({ on_time_tolerance_minutes: 5 }),
        company_id: HARVEST.id,
        version: 0,
      });
      await expect(saveButton(c)).toBeDisabled();
      await expect(companyPicker(c)).toBeDisabled();
    });
    await step('The server saves it (version 1): "Settings saved."', async () => {
      await press('Server answers');
      await settlesIn(READY);
      await waitFor(() => expect(c.getByText(s.saved)).toBeVisible());
      await expect(c.getByText(s.noChanges)).toBeVisible();
      await expect(changeItems(el)).toEqual([]);
      await expect(tolerance(c)).toHaveValue('5');
      await expect(saveButton(c)).toBeDisabled();
      await expect(context(c)).toHaveTextContent('Late above +5 minutes');
      await expectStored(`${HARVEST.name} version 1 (labor cost 30%)`);
      await expectPending('none');
    });
    // The Save button's pending announcement (kept 7 s by React Aria) would read as an unnamed image
    // to the accessibility check that follows.
    clearStaleAnnouncements();
  },
};

/**
 * A save against settings someone else saved meanwhile: the conflict, Keep mine, then Take theirs.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `editing.preview.ready` (the defaults previewed): by itself.
 * 3. `editing.preview.ready` (5 min): type 5 in **On-time tolerance (minutes)**.
 * 4. `editing.preview.ready`: in the QA panel press **Someone else saves** (labor cost 28%, version 1).
 * 5. `conflict` (their settings and mine, side by side): press **Save settings**.
 * 6. `editing.preview.ready` ("Settings saved.", version 2, my labor cost 30%): press **Keep mine**.
 * 7. `editing.preview.ready`: type 7 in the tolerance, then press **Someone else saves** (version 3).
 * 8. `conflict`: press **Save settings**.
 * 9. `editing.preview.ready` (their settings in the form and preview, nothing sent): press **Take theirs**.
 * The server answers at once (**Answer by hand** off), and each save passes `saving`.
 * Each change rebuilds the preview: `editing.preview.debouncing` (300 ms), then `editing.preview.building`.
 */
export const Conflict: Story = {
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    const mine = withSettings({ on_time_tolerance_minutes: 5 });
    await step('Loads', () => loaded(el));
    await step(
      'Tolerance 5; someone else saves (labor cost 28%, version 1); Save: the conflict',
      async () => {
        await retype(tolerance(c), '5');
        await expectPreview(el, mine, 1);
        await press('Someone else saves');
        await expectStored(`${HARVEST.name} version 1 (labor cost 28%)`);
        await userEvent.click(saveButton(c));
        await expectState('conflict');
        const alert = within(await c.findByRole('alert'));
        await expect(alert.getByText(s.conflict)).toBeVisible();
        await expect(conflictRows(c)).toEqual([
          ['Setting', 'Theirs', 'Yours'],
          ['On-time tolerance', '2 min', '5 min'],
          ['Labor cost target', '28%', '30%'],
        ]);
        await expect(saveButton(c)).toBeDisabled();
        await expect(companyPicker(c)).toBeDisabled();
        await expect(c.queryByText(s.saved)).toBeNull();
      },
    );
    await step('Keep mine: saved again over theirs (version 2, my labor cost 30%)', async () => {
      await userEvent.click(c.getByRole('button', { name: s.keepMine }));
      await settlesIn(READY);
      await waitFor(() => expect(c.getByText(s.saved)).toBeVisible());
      await expect(c.queryByRole('table', { name: s.conflictTable })).toBeNull();
      await expect(tolerance(c)).toHaveValue('5');
      await expect(laborCost(c)).toHaveValue('30');
      await expect(c.getByText(s.noChanges)).toBeVisible();
      await expectStored(`${HARVEST.name} version 2 (labor cost 30%)`);
    });
    await step(
      'Again with tolerance 7; someone else saves (labor cost 28%, version 3): the conflict',
      async () => {
        await retype(tolerance(c), '7');
        await expectPreview(el, withSettings({ on_time_tolerance_minutes: 7 }), 1);
        await press('Someone else saves');
        await expectStored(`${HARVEST.name} version 3 (labor cost 28%)`);
        await userEvent.click(saveButton(c));
        await expectState('conflict');
        await waitFor(() =>
          expect(conflictRows(c)).toEqual([
            ['Setting', 'Theirs', 'Yours'],
            ['On-time tolerance', '5 min', '7 min'],
            ['Labor cost target', '28%', '30%'],
          ]),
        );
      },
    );
    await step('Take theirs: their settings in the form and the preview, nothing sent', async () => {
      await userEvent.click(c.getByRole('button', { name: s.takeTheirs }));
      const theirs = withLaborCost(mine, 28);
      await expectPreview(el, theirs, 1);
      await expect(context(c)).toHaveTextContent('Company targets: labor cost at most 28% of net sales');
      await expect(context(c)).toHaveTextContent('Late above +5 minutes');
      await expect(tolerance(c)).toHaveValue('5');
      await expect(laborCost(c)).toHaveValue('28');
      await expect(c.getByText(s.noChanges)).toBeVisible();
      await expect(c.queryByText(s.saved)).toBeNull();
      await expect(saveButton(c)).toBeDisabled();
      await expect(companyPicker(c)).toBeEnabled();
      await expectStored(`${HARVEST.name} version 3 (labor cost 28%)`);
    });
    clearStaleAnnouncements();
  },
};

/**
 * An invalid tolerance: its message, the preview out of date and Save disabled, until fixed or discarded.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `editing.preview.ready`: by itself.
 * 3. `editing.preview.idle` ("Preview is out of date: ..."): type 31 in **On-time tolerance (minutes)**.
 * 4. `editing.preview.idle` (nothing sent): press Enter in the field.
 * 5. `editing.preview.ready` (+30 minutes, **Save settings** enabled): type 30 instead.
 * 6. `editing.preview.ready` (the saved 2 minutes): press **Discard changes**.
 * The server answers at once (**Answer by hand** off).
 * Each change rebuilds the preview: `editing.preview.debouncing` (300 ms), then `editing.preview.building`.
 */
export const Invalid: Story = {
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    await step('Loads', () => loaded(el));
    await step('Tolerance 31: the message, the preview out of date, Save disabled', async () => {
      await retype(tolerance(c), '31');
      await settlesIn({ editing: { preview: 'idle' } });
      await expect(
        c.getByText('On-time tolerance must be a whole number of minutes from 0 to 30.'),
      ).toBeVisible();
      await expect(tolerance(c)).toHaveAttribute('aria-invalid', 'true');
      await expect(tolerance(c)).toHaveAccessibleDescription(
        'A clock-in within this many minutes of the shift start is On Time. On-time tolerance must be a whole number of minutes from 0 to 30.',
      );
      await expect(previewStatus(el)).toHaveTextContent(
        /^Preview is out of date: fix the highlighted fields\.$/,
      );
      // The last valid draft's context stays, marked as out of date.
      await expect(context(c)).toHaveAttribute('data-stale');
      await expect(context(c)).toHaveTextContent('Late above +2 minutes');
      await expect(changeItems(el)).toEqual(['On-time tolerance: 2 min → 31 min']);
      await expect(saveButton(c)).toBeDisabled();
      await expect(discardButton(c)).toBeEnabled();
    });
    await step('Enter in the field sends nothing', async () => {
      await userEvent.type(tolerance(c), '{Enter}');
      await expectState({ editing: { preview: 'idle' } });
      await expectPending('none');
      await expectStored(`${HARVEST.name} version 0 (labor cost 30%)`);
    });
    await step('Tolerance 30 is valid: the message goes, the preview follows', async () => {
      await retype(tolerance(c), '30');
      await expectPreview(el, withSettings({ on_time_tolerance_minutes: 30 }), 1);
      await expect(
        c.queryByText('On-time tolerance must be a whole number of minutes from 0 to 30.'),
      ).toBeNull();
      await expect(tolerance(c)).not.toHaveAttribute('aria-invalid');
      await expect(context(c)).not.toHaveAttribute('data-stale');
      await expect(context(c)).toHaveTextContent('Late above +30 minutes');
      await expect(saveButton(c)).toBeEnabled();
    });
    await step('Discard: back to the saved 2 minutes', async () => {
      await userEvent.click(discardButton(c));
      await expectPreview(el, DEFAULT_REPORT_SETTINGS, 1);
      await expect(tolerance(c)).toHaveValue('2');
      await expect(c.getByText(s.noChanges)).toBeVisible();
      await expect(saveButton(c)).toBeDisabled();
    });
  },
};

/**
 * Loads that fail (the server's message and Retry), on opening and on switching company.
 *
 * How to reach each state:
 * 1. `loadFailed` (the server's message, **Retry**): on load (**Fail the next load** starts on).
 * 2. `loading`: press **Retry**.
 * 3. `editing.preview.ready`: by itself.
 * 4. `loading`: turn on **Fail the next load**; open **Company**, choose Blazing Bird Franchising.
 * 5. `loadFailed` (the switch off again): by itself.
 * 6. `editing.preview.ready` (previewed at Blazing Bird Midtown): press **Retry**.
 * The server answers at once (**Answer by hand** off).
 * Each preview builds by itself: `editing.preview.debouncing` (300 ms), then `editing.preview.building`.
 */
export const LoadFailure: Story = {
  args: { failNextLoad: true },
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    const failed = async () => {
      await expectState('loadFailed');
      const alert = await c.findByRole('alert');
      await expect(alert.querySelector('.so-title')).toHaveTextContent(
        /^Something went wrong on the server\.$/,
      );
      await expect(within(alert).getByRole('button', { name: s.retry })).toBeVisible();
      await expect(c.queryByRole('form', { name: s.form })).toBeNull();
      await expect(panel().getByRole('switch', { name: 'Fail the next load' })).not.toBeChecked();
    };
    await step('The first load fails: the server’s message and Retry', failed);
    await step('Retry: loaded', async () => {
      await userEvent.click(c.getByRole('button', { name: s.retry }));
      await loaded(el);
    });
    await step('Fail the next load; another company: its load fails too', async () => {
      await toggle('Fail the next load');
      await userEvent.click(companyPicker(c));
      await userEvent.click(await body().findByRole('option', { name: BLAZING.name }));
      await failed();
      await expect(companyPicker(c)).toHaveTextContent(/^Blazing Bird Franchising$/);
      await expect(companyPicker(c)).toBeEnabled();
    });
    await step('Retry: Blazing Bird’s settings, previewed at its first store', async () => {
      await userEvent.click(c.getByRole('button', { name: s.retry }));
      await expectPreview(el, DEFAULT_REPORT_SETTINGS, 3);
      await expect(storePicker(c)).toHaveTextContent(/^Blazing Bird Midtown$/);
      await expect(context(c)).toHaveTextContent('Location: Blazing Bird Midtown (Houston, TX)');
    });
  },
};

/**
 * A save that fails: the server's message, the changes kept; the next save goes through.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `editing.preview.ready`: by itself.
 * 3. `editing.preview.ready`: in the QA panel turn on **Fail the next save**.
 * 4. `editing.preview.ready` (30% → 25%): type 25 in **Labor cost target (% of net sales)**.
 * 5. `saveFailed` ("Something went wrong on the server.", the change kept): press **Save settings**.
 * 6. `editing.preview.ready` ("Settings saved.", version 1): press **Save settings** again.
 * The server answers at once (**Answer by hand** off), and each save passes `saving`.
 * Each change rebuilds the preview: `editing.preview.debouncing` (300 ms), then `editing.preview.building`.
 */
export const SaveFailure: Story = {
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    const mine = withLaborCost(withSettings({}), 25);
    await step('Loads', () => loaded(el));
    await step('Fail the next save; labor cost 25%; Save: the message, the changes kept', async () => {
      await toggle('Fail the next save');
      await retype(laborCost(c), '25');
      await expectPreview(el, mine, 1);
      await expect(context(c)).toHaveTextContent('Company targets: labor cost at most 25% of net sales');
      await userEvent.click(saveButton(c));
      await expectState('saveFailed');
      await waitFor(() =>
        expect(el.querySelector('[data-part="save-error"]')).toHaveTextContent(
          /^Something went wrong on the server\.$/,
        ),
      );
      await expect(changeItems(el)).toEqual(['Labor cost target: 30% → 25%']);
      await expect(laborCost(c)).toHaveValue('25');
      await expect(c.queryByText(s.saved)).toBeNull();
      await expect(saveButton(c)).toBeEnabled();
      await expect(panel().getByRole('switch', { name: 'Fail the next save' })).not.toBeChecked();
      await expectStored(`${HARVEST.name} version 0 (labor cost 30%)`);
    });
    await step('Save again: saved (version 1)', async () => {
      await userEvent.click(saveButton(c));
      await settlesIn(READY);
      await waitFor(() => expect(c.getByText(s.saved)).toBeVisible());
      await expect(el.querySelector('[data-part="save-error"]')).toBeNull();
      await expect(c.getByText(s.noChanges)).toBeVisible();
      await expectStored(`${HARVEST.name} version 1 (labor cost 25%)`);
    });
    clearStaleAnnouncements();
  },
};

/**
 * A preview that cannot be built, and the next store-day built again.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `editing.preview.ready`: by itself.
 * 3. `editing.preview.ready`: in the QA panel turn on **Fail the next preview**.
 * 4. `editing.preview.failed` ("The preview could not be built."): in **Store** choose Harvest Table Uptown.
 * 5. `editing.preview.ready` (November 25): in **Report date** select the day, press the Up arrow.
 * The server answers at once (**Answer by hand** off).
 * Each change rebuilds the preview: `editing.preview.debouncing` (300 ms), then `editing.preview.building`.
 */
export const PreviewFailure: Story = {
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    await step('Loads', () => loaded(el));
    await step('Fail the next preview; Harvest Table Uptown: the preview could not be built', async () => {
      await toggle('Fail the next preview');
      await userEvent.click(storePicker(c));
      await userEvent.click(await body().findByRole('option', { name: 'Harvest Table Uptown' }));
      await settlesIn({ editing: { preview: 'failed' } });
      await expect(previewStatus(el)).toHaveTextContent(/^The preview could not be built\.$/);
      await expect(previewStatus(el)).toHaveAttribute('data-tone', 'error');
      await expect(c.queryByRole('region', { name: s.contextLabel })).toBeNull();
      await expect(el.querySelector('[data-part="size"]')).toBeNull();
      // The store-day is not a setting: nothing to save.
      await expect(c.getByText(s.noChanges)).toBeVisible();
      await expect(panel().getByRole('switch', { name: 'Fail the next preview' })).not.toBeChecked();
    });
    await step('The next day: built again', async () => {
      await userEvent.click(c.getByRole('spinbutton', { name: /^day/ }));
      await userEvent.keyboard('{ArrowUp}');
      await expectPreview(el, DEFAULT_REPORT_SETTINGS, 2, '2026-11-25');
      await expect(context(c)).toHaveTextContent('Report date: Wednesday, November 25, 2026 (2026-11-25)');
      await expect(context(c)).toHaveTextContent('Location: Harvest Table Uptown (Austin, TX)');
    });
  },
};

/**
 * Unsaved changes lock the company picker until they are saved or discarded.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `editing.preview.ready` (**Company** enabled): by itself.
 * 3. `editing.preview.ready` (**Company** disabled, saying why): type 5 in **On-time tolerance (minutes)**.
 * 4. `editing.preview.ready` (**Company** enabled again): press **Discard changes**.
 * 5. `loading`: open **Company**, choose Blazing Bird Franchising.
 * 6. `editing.preview.ready` (previewed at Blazing Bird Midtown): by itself.
 * The server answers at once (**Answer by hand** off).
 * Each change rebuilds the preview: `editing.preview.debouncing` (300 ms), then `editing.preview.building`.
 */
export const CompanyLocked: Story = {
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    await step('Loads: the company can be switched', async () => {
      await loaded(el);
      await expect(companyPicker(c)).toBeEnabled();
      await expect(c.queryByText(s.companyLocked)).toBeNull();
    });
    await step('Unsaved changes: the picker is disabled and says why', async () => {
      await retype(tolerance(c), '5');
      await expectPreview(el, withSettings({ on_time_tolerance_minutes: 5 }), 1);
      await expect(companyPicker(c)).toBeDisabled();
      await expect(c.getByText('Save or discard your changes to switch company.')).toBeVisible();
    });
    await step('Discard: the picker is enabled again', async () => {
      await userEvent.click(discardButton(c));
      await expectPreview(el, DEFAULT_REPORT_SETTINGS, 1);
      await expect(tolerance(c)).toHaveValue('2');
      await expect(companyPicker(c)).toBeEnabled();
      await expect(c.queryByText(s.companyLocked)).toBeNull();
    });
    await step('Blazing Bird Franchising: its settings, previewed at Blazing Bird Midtown', async () => {
      await userEvent.click(companyPicker(c));
      await userEvent.click(await body().findByRole('option', { name: BLAZING.name }));
      await expectPreview(el, DEFAULT_REPORT_SETTINGS, 3);
      await expect(companyPicker(c)).toHaveTextContent(/^Blazing Bird Franchising$/);
      await expect(storePicker(c)).toHaveTextContent(/^Blazing Bird Midtown$/);
      await expect(context(c)).toHaveTextContent('Location: Blazing Bird Midtown (Houston, TX)');
      await expect(context(c)).toHaveTextContent('Brand: Blazing Bird');
    });
  },
};
