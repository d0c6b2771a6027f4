// QA/Context: the real report-context machine behind the real chat screen's context status, options
// (source, blocks) and preview, fed as the app's ReportContextProvider feeds it: every input (date,
// store, company, the store-day's sections, stores, hours, the company's report settings) re-sent on
// any change. Its builds wait for QA: "Builder answers" runs the real in-thread builder on the build's
// input (the app runs the same code in its report worker), "Builder fails" rejects. The 100 ms debounce
// runs on a simulated clock QA advances; the store-day and the settings change from the panel.
import {
  type CsvSection,
  DEFAULT_REPORT_SETTINGS,
  parseSections,
  type ReportSettingsFields,
  type Store,
  type StoreHours,
  storeDayId,
} from '@store-ops/domain';
import {
  type ContextBuildInput,
  type ContextBuildOutput,
  contextMachine,
  createContextBuilder,
  selectContextText,
} from '@store-ops/machines';
import { Button, ChatScreen } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, SimulatedClock } from 'xstate';
import { chatContextState } from '../routes/views';
import { expectNoDeadEnds } from './machineInspector';
import { clearStaleAnnouncements, expectState, press, QaPanel } from './qa';

const stores: Store[] = [
  {
    id: 12,
    name: 'Downtown',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '555-0100',
    franchise: 'default',
    company_id: 3,
    source_id: 'S12',
    version: 1,
  },
  {
    id: 11,
    name: 'Uptown',
    address: '9 Hill Rd',
    city: 'Austin',
    state: 'TX',
    zip: '78703',
    phone: '555-0111',
    franchise: 'default',
    company_id: 3,
    source_id: 'S11',
    version: 1,
  },
];
const hours: StoreHours[] = [
  { id: 1, store_id: 12, day_of_week: 2, open_time: '07:00', close_time: '22:00', closed: false, version: 1 },
];
/** Downtown's store-days have data; Uptown's none (the csv machine found nothing). */
const downtownDay: CsvSection[] = parseSections({
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n9:00 AM,100,10,2,30,2,90',
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Open\nincomplete,,Close',
}).sections;
const NO_DATA: CsvSection[] = [];
const WORKER_LOST = 'The report worker lost store-day 2026-11-17.12';
const SETTINGS_FAILED = 'Failed to load the report settings.';

/** The builds waiting for QA, as the machine's `buildContext` actor (a superseded build leaves the list). */
function createBuilds() {
  type Waiting = { input: ContextBuildInput; settle: (answer: ContextBuildOutput | Error) => void };
  let waiting: readonly Waiting[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly Waiting[]) => {
    waiting = next;
    for (const listener of listeners) listener();
  };
  return {
    actor: fromPromise<ContextBuildOutput, ContextBuildInput>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const build: Waiting = {
            input,
            settle: (answer) => {
              set(waiting.filter((w) => w !== build));
              if (answer instanceof Error) reject(answer);
              else resolve(answer);
            },
          };
          signal.addEventListener('abort', () => set(waiting.filter((w) => w !== build)));
          set([...waiting, build]);
        }),
    ),
    oldest: () => waiting[0],
    waiting: () => waiting,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noop = () => {};
const describeBuild = (input: ContextBuildInput) =>
  `${input.date} ${input.store?.name ?? 'no store'} [${input.blocks.join(',')}]`;

function ConnectedContext({ initialStore }: { initialStore: number }) {
  const [cleared, setCleared] = useState(0);
  const [{ builds, builder, clock, machine }] = useState(() => {
    const builds = createBuilds();
    return {
      builds,
      builder: createContextBuilder(),
      clock: new SimulatedClock(),
      machine: contextMachine.provide({
        actors: { buildContext: builds.actor },
        actions: { clearParseCache: () => setCleared((n) => n + 1), persistBlocks: noop },
      }),
    };
  });
  const [elapsed, setElapsed] = useState(0);
  // As ReportContextProvider: no settings until the company's are known, nothing built meanwhile.
  const actor = useActorRef(machine, { input: { settings: null }, clock });
  const waiting = useSyncExternalStore(builds.subscribe, builds.waiting);
  const value = useSelector(actor, (s) => s.value);
  const source = useSelector(actor, (s) => s.context.source);
  const manualText = useSelector(actor, (s) => s.context.manualText);
  const blocks = useSelector(actor, (s) => s.context.blocks);
  const text = useSelector(actor, selectContextText);
  // As the chat route: the machine's view as the screen's context state.
  const context = useSelector(actor, chatContextState, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  const [date, setDate] = useState('2026-11-17');
  const [storeId, setStoreId] = useState(String(initialStore));
  const [settings, setSettings] = useState<{ settings: ReportSettingsFields | null; error: string | null }>({
    settings: DEFAULT_REPORT_SETTINGS,
    error: null,
  });
  const sections = storeId === '12' ? downtownDay : NO_DATA;
  const loaded = useMemo(() => ({ storeDay: storeDayId(storeId, date), load: 1 }), [date, storeId]);
  useEffect(() => {
    actor.send({
      type: 'context.inputs',
      inputs: {
        date,
        storeId,
        company: '3',
        sections,
        weather: [],
        loaded,
        stores,
        hours,
        settings: settings.settings,
        settingsError: settings.error,
      },
    });
  }, [actor, date, storeId, sections, loaded, settings]);

  const answer = (make: (input: ContextBuildInput) => ContextBuildOutput | Error) => {
    const oldest = builds.oldest();
    if (oldest) oldest.settle(make(oldest.input));
  };
  return (
    <>
      <QaPanel state={value} inspect={actor}>
        Waiting for the builder:{' '}
        <output data-testid="builds">
          {waiting.length === 0 ? 'none' : waiting.map((w) => describeBuild(w.input)).join('; ')}
        </output>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={waiting.length === 0}
          onPress={() => answer((i) => builder.build(i))}
        >
          Builder answers
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={waiting.length === 0}
          onPress={() => answer(() => new Error(WORKER_LOST))}
        >
          Builder fails
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            clock.increment(50);
            setElapsed(clock.now());
          }}
        >
          Clock +50 ms
        </Button>
        Clock: <output data-testid="clock">{elapsed} ms</output>
        <Button size="sm" variant="secondary" onPress={() => setStoreId('12')}>
          Select Downtown
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setStoreId('11')}>
          Select Uptown (no data)
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setDate('2026-11-18')}>
          Select 2026-11-18
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setSettings({ settings: null, error: SETTINGS_FAILED })}
        >
          Report settings fail to load
        </Button>
        Parse cache cleared: <output data-testid="cleared">{cleared}</output>
        Context sent to the assistant:{' '}
        <output data-testid="context-text">{text === '' ? 'none' : text.slice(0, 40)}</output>
      </QaPanel>
      <div style={{ height: '80vh', minHeight: 560 }}>
        <ChatScreen
          messages={[]}
          isProcessing={false}
          onSend={noop}
          context={context}
          contextSource={source}
          onContextSourceChange={(next) => actor.send({ type: 'context.source', source: next })}
          manualContext={manualText}
          onManualContextChange={(next) => actor.send({ type: 'context.manualText', text: next })}
          selectedBlocks={blocks}
          onSelectedBlocksChange={(next) => actor.send({ type: 'context.blocks', blocks: next })}
          selector={{
            isAdmin: false,
            companies: [{ id: 3, name: 'Harvest Table' }],
            stores,
            selectedCompany: '3',
            selectedStore: storeId,
            selectedDate: date,
            onCompanyChange: noop,
            onStoreChange: setStoreId,
            onDateChange: setDate,
          }}
          defaultOptionsOpen
          timeZone="UTC"
          locale="en-US"
        />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Context',
  component: ConnectedContext,
  parameters: { layout: 'fullscreen' },
  args: { initialStore: 12 },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedContext>;
export default meta;
type Story = StoryObj<typeof meta>;

const fact = (el: HTMLElement, id: string) => within(el).getByTestId(id).textContent;
/** Waits until a panel fact is `text` exactly, or matches the pattern. */
const expectFact = (el: HTMLElement, id: string, text: string | RegExp) =>
  waitFor(() =>
    text instanceof RegExp ? expect(fact(el, id)).toMatch(text) : expect(fact(el, id)).toBe(text),
  );
const screen = (el: HTMLElement) =>
  within(el.querySelector<HTMLElement>('[data-component="ChatScreen"]') ?? el);
/** The context status line under the conversation, exactly (none while a context is ready). */
const expectStatus = (el: HTMLElement, text: string | null) =>
  waitFor(() => {
    const line = el.querySelector('[data-context]');
    expect(line?.textContent ?? null).toBe(text);
  });
const preview = (el: HTMLElement, name: string) =>
  el.querySelector(`[data-component="ContextPreview"] [data-fact="${name}"] dd`)?.textContent;
const toggleBlock = (el: HTMLElement, label: string) =>
  userEvent.click(screen(el).getByRole('checkbox', { name: label }));

/**
 * The context is rebuilt 100 ms after the last change (on the QA clock); the first build starts at once.
 *
 * How to reach each state:
 * 1. `report.building` ("Building context..."): on load.
 * 2. `report.ready` (the preview: date, location, weather, size): in the QA panel press **Builder answers**.
 * 3. `report.debouncing` (no build yet): untick **Timers**, then press **Clock +50 ms**.
 * 4. `report.debouncing` (the 100 ms start again): untick **Samples**, then press **Clock +50 ms**.
 * 5. `report.building`: press **Clock +50 ms** (100 ms since the last change).
 * 6. `report.ready`: press **Builder answers**.
 * 7. `report.debouncing` (the parse cache cleared): press **Select 2026-11-18**.
 * 8. `report.building`: press **Clock +50 ms** twice.
 * 9. `report.ready` (Wednesday, November 18, 2026): press **Builder answers**.
 */
export const Debounce: Story = {
  name: 'Rebuilt 100 ms after a change',
  play: async ({ canvasElement: el, step }) => {
    await step('The first build starts at once (nothing built yet): Building context...', async () => {
      await expectState({ report: 'building' });
      await expectFact(el, 'builds', '2026-11-17 Downtown [sales,hourly,employees,tasks,samples,timers]');
      await expectStatus(el, 'Building context...');
    });
    await step(
      'The builder answers: ready, the preview shows date, location, blocks, weather, size',
      async () => {
        await press('Builder answers');
        await expectState({ report: 'ready' });
        await expectStatus(el, null);
        await waitFor(() => expect(preview(el, 'date')).toBe('Tuesday, November 17, 2026'));
        await expect(preview(el, 'location')).toBe('Downtown (Austin, TX)');
        await expect(preview(el, 'weather')).toBe('No weather data');
        await expect(preview(el, 'size')).toMatch(/^\d+\.\d KB$/);
        await expectFact(el, 'context-text', /\S/);
      },
    );
    await step('Untick Timers: debouncing, Building context..., no build for 100 ms', async () => {
      await toggleBlock(el, 'Timers');
      await expectState({ report: 'debouncing' });
      await expectStatus(el, 'Building context...');
      await press('Clock +50 ms');
      await expectState({ report: 'debouncing' });
      await expectFact(el, 'builds', 'none');
    });
    await step('Untick Samples 50 ms later: the 100 ms start again', async () => {
      await toggleBlock(el, 'Samples');
      await press('Clock +50 ms');
      await expectState({ report: 'debouncing' });
      await expectFact(el, 'builds', 'none');
      await press('Clock +50 ms');
      await expectState({ report: 'building' });
      await expectFact(el, 'builds', '2026-11-17 Downtown [sales,hourly,employees,tasks]');
      await press('Builder answers');
      await expectState({ report: 'ready' });
    });
    await step('Another date: the parse cache clears (once more), rebuilt 100 ms later', async () => {
      await expectFact(el, 'cleared', '1');
      await press('Select 2026-11-18');
      await expectState({ report: 'debouncing' });
      await expectFact(el, 'cleared', '2');
      await press('Clock +50 ms');
      await press('Clock +50 ms');
      await expectFact(el, 'builds', '2026-11-18 Downtown [sales,hourly,employees,tasks]');
      await press('Builder answers');
      await expectState({ report: 'ready' });
      await waitFor(() => expect(preview(el, 'date')).toBe('Wednesday, November 18, 2026'));
    });
  },
};

/**
 * A build that fails, a later one that succeeds, and report settings that cannot be loaded.
 *
 * How to reach each state:
 * 1. `report.building`: on load.
 * 2. `report.failed` ("Failed to build context: " and the builder's message): press **Builder fails**.
 * 3. `report.debouncing`: press **Select 2026-11-18**.
 * 4. `report.building`: press **Clock +50 ms** twice.
 * 5. `report.ready`: press **Builder answers**.
 * 6. `report.debouncing`: press **Report settings fail to load**.
 * 7. `report.failed` ("Failed to load the report settings.", nothing built): press **Clock +50 ms** twice.
 */
export const BuildFailure: Story = {
  name: 'Build failure',
  play: async ({ canvasElement: el, step }) => {
    await step('The builder fails: failed, Failed to build context: {message}', async () => {
      await expectState({ report: 'building' });
      await press('Builder fails');
      await expectState({ report: 'failed' });
      await expectStatus(el, `Failed to build context: ${WORKER_LOST}`);
      await expectFact(el, 'context-text', 'none');
      await expect(el.querySelector('[data-component="ContextPreview"]')).toBeNull();
    });
    await step('A new date rebuilds 100 ms later, and succeeds', async () => {
      await press('Select 2026-11-18');
      await expectState({ report: 'debouncing' });
      await press('Clock +50 ms');
      await press('Clock +50 ms');
      await expectState({ report: 'building' });
      await press('Builder answers');
      await expectState({ report: 'ready' });
      await expectStatus(el, null);
    });
    await step('The report settings cannot be loaded: failed with that message, nothing built', async () => {
      await press('Report settings fail to load');
      await expectState({ report: 'debouncing' });
      await press('Clock +50 ms');
      await press('Clock +50 ms');
      await expectState({ report: 'failed' });
      await expectStatus(el, `Failed to build context: ${SETTINGS_FAILED}`);
      await expectFact(el, 'builds', 'none');
    });
  },
};

/**
 * No data for the store-day, then a manual context, then the report context again.
 *
 * How to reach each state:
 * 1. `report.empty` ("No context data available. ..."): on load (Uptown has no data).
 * 2. `manual`: choose **Manual context**; the text typed in its **Manual context** box is the context.
 * 3. `manual` (the selection still follows): in the QA panel press **Select Downtown**.
 * 4. `report.building`: choose **Report context**.
 * 5. `report.ready`: press **Builder answers**.
 * 6. `report.empty` (the built context cleared): press **Select Uptown (no data)**.
 */
export const EmptyAndManual: Story = {
  name: 'No data, then manual context',
  args: { initialStore: 11 },
  play: async ({ canvasElement: el, step }) => {
    await step('Uptown has no data: empty, with the spec message', async () => {
      await expectState({ report: 'empty' });
      await expectStatus(el, 'No context data available. Please select a store and date in Global Settings.');
      await expectFact(el, 'builds', 'none');
    });
    await step('Manual context: the free text is what the assistant gets', async () => {
      await userEvent.click(screen(el).getByRole('radio', { name: 'Manual context' }));
      await expectState('manual');
      await expectStatus(el, null);
      await userEvent.type(screen(el).getByRole('textbox', { name: 'Manual context' }), 'Power cut at noon');
      await expectFact(el, 'context-text', 'Power cut at noon');
    });
    await step(
      'While manual, the selection still follows; back to report context builds Downtown',
      async () => {
        await press('Select Downtown');
        await expectState('manual');
        await userEvent.click(screen(el).getByRole('radio', { name: 'Report context' }));
        await expectState({ report: 'building' });
        await expectFact(el, 'builds', '2026-11-17 Downtown [sales,hourly,employees,tasks,samples,timers]');
        await press('Builder answers');
        await expectState({ report: 'ready' });
      },
    );
    await step('Back to Uptown: empty again, the built context cleared', async () => {
      await press('Select Uptown (no data)');
      await expectState({ report: 'empty' });
      await expectStatus(el, 'No context data available. Please select a store and date in Global Settings.');
      await expectFact(el, 'context-text', 'none');
    });
  },
};
