import {
  type ContextPreviewFacts,
  type CsvSection,
  DEFAULT_REPORT_SETTINGS,
  defaultBlocksOf,
  type ReportContext,
  type ReportFigure,
  type ReportSettingsFields,
  STAT_BLOCK_KEYS,
  type StatBlockKey,
  type Store,
  type StoreHours,
  type Weather,
  weatherFor,
} from '@store-ops/domain';
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoadedStoreDay } from '../csvData/csvData.machine';
import { errorMessage, messages } from '../messages';
import { NO_COMPANY, NO_STORE } from '../selection/selection.machine';

/** Context rebuild debounce. */
export const CONTEXT_DEBOUNCE_MS = 100;

export type ContextSource = 'report' | 'manual';

/** What the builder needs for one store-day. */
export interface ContextBuildInput {
  /** The csv machine's `loaded` store-day (the report worker keeps parsed rows under it), or null. */
  loaded: LoadedStoreDay | null;
  date: string;
  store: Store | null;
  hours: StoreHours[];
  sections: CsvSection[];
  blocks: StatBlockKey[];
  weather: Weather | null;
  /** The store's company's report settings (tolerance, metrics, targets, instructions). */
  settings: ReportSettingsFields;
  /** Also answer the report context itself (the printable report reads it; the chat needs only text). */
  withContext?: boolean;
  /**
   * The moment the store-day's status is taken at (on the store's clock): the actor's clock adds it.
   * Absent: the day counts as complete.
   */
  now?: Date;
}

export interface ContextBuildOutput {
  text: string;
  facts: ContextPreviewFacts;
  /** Every figure of the built context (and the company's targets): what a reply is traced against. */
  figures: ReportFigure[];
  /** Up to three questions about the store-day's exceptions (none when it is unremarkable). */
  suggestions: string[];
  /** When asked for with `withContext`. */
  context?: ReportContext;
}

/** The in-thread builder (./builder), as `createContextBuilder()` returns it. */
export interface ContextBuilder {
  build(input: ContextBuildInput): ContextBuildOutput;
  clearCache(): void;
}

/**
 * Ready for `contextMachine.provide(...)`: builds in this thread (the app swaps in its Web Worker).
 * Without a given builder, the report code (and its CSV parser) loads on the first build, so a bundle
 * that overrides `buildContext` never carries it. With a `clock`, each build is for its moment (the
 * day's status); without one every day counts as complete.
 */
export function contextBrowserDefaults(given?: ContextBuilder, clock?: () => Date) {
  let builder = given;
  let loading: Promise<ContextBuilder> | undefined;
  const load = (): Promise<ContextBuilder> => {
    if (builder) return Promise.resolve(builder);
    loading ??= import('./builder').then((m) => {
      builder ??= m.createContextBuilder();
      return builder;
    });
    return loading;
  };
  return {
    actors: {
      buildContext: fromPromise<ContextBuildOutput, ContextBuildInput>(async ({ input }) =>
        (await load()).build(clock ? { ...input, now: clock() } : input),
      ),
    },
    // Nothing to clear before the builder first loaded.
    actions: { clearParseCache: () => builder?.clearCache() },
  };
}

export interface ContextInputs {
  date: string | null;
  storeId: string | null;
  company: string | null;
  sections: CsvSection[];
  weather: Weather[];
  loaded: LoadedStoreDay | null;
  stores: Store[];
  hours: StoreHours[];
  /**
   * The report settings of the selected store's company; null while they load (nothing is built
   * until they are known). A machine made without them builds with the defaults.
   */
  settings: ReportSettingsFields | null;
  /** Why the settings could not be loaded: the build fails with it rather than use other settings. */
  settingsError: string | null;
}

export interface ContextMachineInput extends Partial<ContextInputs> {
  /** The user's own block choice (their saved settings); absent: the company's default blocks. */
  blocks?: StatBlockKey[];
  withContext?: boolean;
  source?: ContextSource;
  manualText?: string;
}

export interface ContextMachineContext extends ContextInputs {
  blocks: StatBlockKey[];
  /** Whether `blocks` is the user's own choice; until then it follows the company's defaults. */
  blocksChosen: boolean;
  withContext: boolean;
  /** The built report context, when `withContext`. */
  report: ReportContext | null;
  source: ContextSource;
  manualText: string;
  /** The report context as the model reads it (empty until built). */
  text: string;
  facts: ContextPreviewFacts | null;
  /** The built context's figures (`reportChatAids`), kept and cleared with `text`. */
  figures: ReportFigure[];
  /** The chat's suggested questions for the built store-day, kept and cleared with `text`. */
  suggestions: string[];
  error: string | null;
  /** How many builds ran (the debounce test counts them). */
  builds: number;
}

export type ContextEvent =
  /** Any of date, store, company, data, stores or hours changed (only the given fields). */
  | { type: 'context.inputs'; inputs: Partial<ContextInputs> }
  | { type: 'context.blocks'; blocks: StatBlockKey[] }
  | { type: 'context.toggleBlock'; block: StatBlockKey }
  | { type: 'context.source'; source: ContextSource }
  | { type: 'context.manualText'; text: string };

const realStore = (id: string | null | undefined) => (!id || id === NO_STORE ? null : id);

const hasData = (c: Pick<ContextInputs, 'date' | 'storeId' | 'sections' | 'settings' | 'settingsError'>) =>
  !!c.date &&
  !!realStore(c.storeId) &&
  c.sections.length > 0 &&
  (c.settings !== null || c.settingsError !== null);

function dateOrStoreChanges(context: ContextInputs, event: ContextEvent): boolean {
  if (event.type !== 'context.inputs') return false;
  const { inputs } = event;
  return (
    ('date' in inputs && inputs.date !== context.date) ||
    ('storeId' in inputs && inputs.storeId !== context.storeId)
  );
}

function merged(context: ContextMachineContext, event: ContextEvent): ContextMachineContext {
  switch (event.type) {
    case 'context.inputs': {
      const next = { ...context, ...event.inputs };
      // Until the user chooses, the blocks are the company's defaults.
      if (!next.blocksChosen && event.inputs.settings && next.settings)
        next.blocks = defaultBlocksOf(next.settings);
      return next;
    }
    case 'context.blocks':
      return {
        ...context,
        blocksChosen: true,
        blocks: STAT_BLOCK_KEYS.filter((k) => event.blocks.includes(k)),
      };
    case 'context.toggleBlock':
      return {
        ...context,
        blocksChosen: true,
        blocks: context.blocks.includes(event.block)
          ? context.blocks.filter((k) => k !== event.block)
          : STAT_BLOCK_KEYS.filter((k) => k === event.block || context.blocks.includes(k)),
      };
    default:
      return context;
  }
}

/** The builder's input for the current selection. */
export function contextBuildInput(c: ContextMachineContext): ContextBuildInput {
  const storeId = realStore(c.storeId);
  const store = c.stores.find((s) => String(s.id) === storeId) ?? null;
  const date = c.date ?? '';
  return {
    loaded: c.loaded,
    date,
    store,
    hours: store ? c.hours.filter((h) => h.store_id === store.id) : [],
    sections: c.sections,
    blocks: c.blocks,
    weather: weatherFor(c.weather, store?.id ?? (storeId ? Number(storeId) : null), date),
    settings: c.settings ?? DEFAULT_REPORT_SETTINGS,
    ...(c.withContext ? { withContext: true } : {}),
  };
}

const defaults = contextBrowserDefaults();

export const contextMachine = setup({
  types: {
    context: {} as ContextMachineContext,
    events: {} as ContextEvent,
    input: {} as ContextMachineInput,
  },
  actors: defaults.actors,
  actions: {
    ...defaults.actions,
    /**
     * The user chose blocks (the context's `blocks`, already taken): the app saves the choice in
     * their settings; a no-op here.
     */
    persistBlocks: () => {},
    merge: assign(({ context, event }) => merged(context, event)),
    /** Clears the clock-in parse cache when the date or store changes, then takes the change. */
    applyChange: enqueueActions(({ context, event, enqueue }) => {
      if (dateOrStoreChanges(context, event)) enqueue('clearParseCache');
      enqueue('merge');
    }),
    clearResult: assign({ text: '', facts: null, report: null, figures: [], suggestions: [], error: null }),
    settingsFailure: assign({
      text: '',
      facts: null,
      report: null,
      figures: [],
      suggestions: [],
      error: ({ context }) => messages.contextFailed(context.settingsError ?? 'Unknown error'),
    }),
  },
  guards: {
    isManual: ({ context }) => context.source === 'manual',
    hasData: ({ context }) => hasData(context),
    settingsFailed: ({ context }) => context.settingsError !== null,
    willHaveData: ({ context, event }) => hasData(merged(context, event)),
    neverBuilt: ({ context }) => context.builds === 0,
    changesNothing: ({ context, event }) =>
      event.type === 'context.inputs' &&
      Object.entries(event.inputs).every(([key, value]) =>
        Object.is(context[key as keyof ContextInputs], value),
      ),
  },
  delays: { debounce: CONTEXT_DEBOUNCE_MS },
}).createMachine({
  id: 'context',
  context: ({ input }) => ({
    date: input.date ?? null,
    storeId: input.storeId ?? null,
    company: input.company ?? NO_COMPANY,
    sections: input.sections ?? [],
    weather: input.weather ?? [],
    loaded: input.loaded ?? null,
    stores: input.stores ?? [],
    hours: input.hours ?? [],
    settings: input.settings === undefined ? DEFAULT_REPORT_SETTINGS : input.settings,
    settingsError: input.settingsError ?? null,
    blocks: input.blocks ?? defaultBlocksOf(input.settings ?? DEFAULT_REPORT_SETTINGS),
    blocksChosen: input.blocks !== undefined,
    withContext: input.withContext ?? false,
    report: null,
    source: input.source ?? 'report',
    manualText: input.manualText ?? '',
    text: '',
    facts: null,
    figures: [],
    suggestions: [],
    error: null,
    builds: 0,
  }),
  initial: 'initializing',
  on: {
    'context.manualText': { actions: assign({ manualText: ({ event }) => event.text }) },
  },
  states: {
    initializing: {
      always: [
        { guard: 'isManual', target: 'manual' },
        { guard: and(['hasData', 'settingsFailed']), target: 'report.failed', actions: 'settingsFailure' },
        { guard: and(['hasData', 'neverBuilt']), target: 'report.building' },
        { guard: 'hasData', target: 'report.debouncing' },
        { target: 'report.empty' },
      ],
    },
    /** Source `report`: the context is built from the selected store-day's blocks. */
    report: {
      on: {
        'context.inputs': [
          // The app re-sends every input on any change: equal values do not rebuild.
          { guard: 'changesNothing' },
          { guard: 'willHaveData', target: '.debouncing', reenter: true, actions: 'applyChange' },
          { target: '.empty', actions: ['applyChange', 'clearResult'] },
        ],
        'context.blocks': [
          {
            guard: 'willHaveData',
            target: '.debouncing',
            reenter: true,
            actions: ['applyChange', 'persistBlocks'],
          },
          { target: '.empty', actions: ['applyChange', 'clearResult', 'persistBlocks'] },
        ],
        'context.toggleBlock': [
          {
            guard: 'willHaveData',
            target: '.debouncing',
            reenter: true,
            actions: ['applyChange', 'persistBlocks'],
          },
          { target: '.empty', actions: ['applyChange', 'clearResult', 'persistBlocks'] },
        ],
        'context.source': {
          guard: ({ event }) => event.source === 'manual',
          target: 'manual',
          actions: assign({ source: 'manual' as const }),
        },
      },
      initial: 'empty',
      states: {
        // The first build, while nothing has been built, starts at once: the spec's 100 ms delay is
        // for rebuilding after a change, and the app's budget (sign-in to a cached store-day's
        // preview within 300 ms) leaves no room to wait with nothing on screen. (Only new
        // inputs can bring data: a change of blocks alone never leaves `empty`.)
        empty: {
          on: {
            'context.inputs': {
              guard: and(['willHaveData', 'neverBuilt']),
              target: 'starting',
              actions: 'applyChange',
            },
          },
        },
        debouncing: {
          tags: ['loading'],
          after: { debounce: { target: 'starting' } },
        },
        /** Builds, unless the company's report settings could not be loaded. */
        starting: {
          tags: ['loading'],
          always: [
            { guard: 'settingsFailed', target: 'failed', actions: 'settingsFailure' },
            { target: 'building' },
          ],
        },
        building: {
          tags: ['loading'],
          invoke: {
            id: 'buildContext',
            src: 'buildContext',
            input: ({ context }) => contextBuildInput(context),
            onDone: {
              target: 'ready',
              actions: assign({
                text: ({ event }) => event.output.text,
                facts: ({ event }) => event.output.facts,
                report: ({ event }) => event.output.context ?? null,
                figures: ({ event }) => event.output.figures,
                suggestions: ({ event }) => event.output.suggestions,
                error: null,
                builds: ({ context }) => context.builds + 1,
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                text: '',
                facts: null,
                report: null,
                figures: [],
                suggestions: [],
                error: ({ event }) => messages.contextFailed(errorMessage(event.error, 'Unknown error')),
                builds: ({ context }) => context.builds + 1,
              }),
            },
          },
        },
        ready: {},
        failed: { tags: ['error'] },
      },
    },
    /** Source `manual`: the free text is the context. */
    manual: {
      on: {
        'context.source': {
          guard: ({ event }) => event.source === 'report',
          target: 'initializing',
          actions: assign({ source: 'report' as const }),
        },
        // Inputs still follow the selection while manual, so switching back builds the right day.
        'context.inputs': { actions: 'applyChange' },
        'context.blocks': { actions: ['applyChange', 'persistBlocks'] },
        'context.toggleBlock': { actions: ['applyChange', 'persistBlocks'] },
      },
    },
  },
});

type ContextSnapshotLike = {
  context: ContextMachineContext;
  matches: (value: never) => boolean;
  value: unknown;
};

export type ContextView =
  | { kind: 'empty'; message: string }
  | { kind: 'building'; message: string }
  | { kind: 'ready'; text: string; facts: ContextPreviewFacts | null }
  | { kind: 'failed'; message: string }
  | { kind: 'manual'; text: string };

/** What the chat screen shows for the context, with the spec's strings. */
export function selectContextView(s: Pick<ContextSnapshotLike, 'context' | 'value'>): ContextView {
  const v = s.value as string | { report?: string };
  if (v === 'manual') return { kind: 'manual', text: s.context.manualText };
  const sub = typeof v === 'object' ? v.report : undefined;
  if (sub === 'ready') return { kind: 'ready', text: s.context.text, facts: s.context.facts };
  if (sub === 'failed')
    return { kind: 'failed', message: s.context.error ?? messages.contextFailed('Unknown error') };
  if (sub === 'debouncing' || sub === 'starting' || sub === 'building')
    return { kind: 'building', message: messages.contextBuilding };
  return { kind: 'empty', message: messages.contextEmpty };
}

/** The system message the chat sends: the built report context, or the manual text. */
export function selectContextText(s: Pick<ContextSnapshotLike, 'context' | 'value'>): string {
  const view = selectContextView(s);
  return view.kind === 'ready' || view.kind === 'manual' ? view.text : '';
}

const NO_FIGURES: ReportFigure[] = [];
const NO_SUGGESTIONS: string[] = [];

/**
 * The figures a reply is traced against: the built report context's, while it is ready; none with
 * manual context or while nothing is built (a reply then has nothing to be traced to).
 */
export function selectContextFigures(s: Pick<ContextSnapshotLike, 'context' | 'value'>): ReportFigure[] {
  return selectContextView(s).kind === 'ready' ? s.context.figures : NO_FIGURES;
}

/** The suggested questions for the built store-day, while its report context is ready; otherwise none. */
export function selectSuggestions(s: Pick<ContextSnapshotLike, 'context' | 'value'>): string[] {
  return selectContextView(s).kind === 'ready' ? s.context.suggestions : NO_SUGGESTIONS;
}
