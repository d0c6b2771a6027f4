import {
  type CsvFileName,
  type CsvSection,
  type SectionWarning,
  type StoreDayId,
  storeDayId,
  type Weather,
} from '@store-ops/domain';
import { assign, setup } from 'xstate';
import { csvDataBrowserDefaults } from '../adapters/csvData';
import { errorMessage, messages } from '../messages';
import { normalStore } from './normalStore';

/** A store-day to load (a store id of `no-store` also means none). */
export type CsvRequest = StoreDayId;

/** The store-day the current sections belong to, and which load brought them (1, 2, ...). */
export interface LoadedStoreDay {
  storeDay: StoreDayId;
  load: number;
}

export interface CsvLoadResult {
  sections: CsvSection[];
  weather: Weather[];
  warnings: SectionWarning[];
}

export interface CsvDataInput {
  date?: string | null;
  storeId?: string | null;
}

export interface CsvDataContext {
  date: string | null;
  storeId: string | null;
  sections: CsvSection[];
  weather: Weather[];
  warnings: SectionWarning[];
  error: string | null;
  /** Where the current sections came from. */
  source: 'network' | 'cache' | null;
  /** Changes whenever new data arrives (the report worker holds the parse under its store-day). */
  loaded: LoadedStoreDay | null;
  loads: number;
}

export type CsvDataEvent =
  /** Date or store changed: load from the cache, else the network. No date: idle, sections empty. */
  | { type: 'csv.load'; date: string | null; storeId: string | null }
  /** Force a network fetch of the current date and store. */
  | { type: 'csv.refresh' }
  /** Tick or untick a section (its `selected` flag). */
  | { type: 'csv.toggleSection'; name: CsvFileName };

const defaults = csvDataBrowserDefaults();

const request = (c: CsvDataContext): CsvRequest => storeDayId(c.storeId, c.date ?? '');

export const csvDataMachine = setup({
  types: {
    context: {} as CsvDataContext,
    events: {} as CsvDataEvent,
    input: {} as CsvDataInput,
  },
  actors: defaults.actors,
  actions: {
    ...defaults.actions,
    setRequest: assign((_, params: { date: string | null; storeId: string | null }) => ({
      date: params.date || null,
      storeId: normalStore(params.storeId),
    })),
    applyResult: assign(({ context }, params: { result: CsvLoadResult; source: 'network' | 'cache' }) => {
      const loads = context.loads + 1;
      return {
        sections: params.result.sections,
        weather: params.result.weather,
        warnings: params.result.warnings,
        error: null,
        source: params.source,
        loads,
        loaded: { storeDay: request(context), load: loads },
      };
    }),
    applyError: assign((_, params: { message: string }) => ({
      error: params.message,
      sections: [] as CsvSection[],
      weather: [] as Weather[],
      warnings: [] as SectionWarning[],
      source: null,
      loaded: null,
    })),
    clearData: assign({
      sections: [] as CsvSection[],
      weather: [] as Weather[],
      warnings: [] as SectionWarning[],
      error: null,
      source: null,
      loaded: null,
    }),
  },
  guards: {
    hasDate: ({ context }) => !!context.date,
    eventHasDate: ({ event }) => event.type === 'csv.load' && !!event.date,
    isCacheHit: ({ event }) => (event as { output?: unknown }).output != null,
  },
}).createMachine({
  id: 'csvData',
  context: ({ input }) => ({
    date: input.date || null,
    storeId: normalStore(input.storeId),
    sections: [],
    weather: [],
    warnings: [],
    error: null,
    source: null,
    loaded: null,
    loads: 0,
  }),
  initial: 'idle',
  on: {
    'csv.load': [
      {
        guard: 'eventHasDate',
        target: '.checkingCache',
        reenter: true,
        actions: {
          type: 'setRequest',
          params: ({ event }) => ({ date: event.date, storeId: event.storeId }),
        },
      },
      {
        target: '.idle',
        actions: [{ type: 'setRequest', params: { date: null, storeId: null } }, 'clearData'],
      },
    ],
    'csv.toggleSection': {
      actions: assign({
        sections: ({ context, event }) =>
          context.sections.map((s) => (s.name === event.name ? { ...s, selected: !s.selected } : s)),
      }),
    },
  },
  states: {
    idle: {
      always: { guard: 'hasDate', target: 'checkingCache' },
    },
    checkingCache: {
      tags: ['loading'],
      invoke: {
        id: 'readCache',
        src: 'readCache',
        input: ({ context }) => request(context),
        onDone: [
          {
            guard: 'isCacheHit',
            target: 'cacheHit',
            actions: {
              type: 'applyResult',
              params: ({ event }) => ({ result: event.output as CsvLoadResult, source: 'cache' as const }),
            },
          },
          { target: 'networkLoading' },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'applyError',
            params: ({ event }) => ({ message: errorMessage(event.error, messages.csvFetchFailed) }),
          },
        },
      },
    },
    networkLoading: {
      tags: ['loading'],
      initial: 'load',
      states: {
        /** After a cache miss. */
        load: {
          invoke: {
            id: 'fetchCsv',
            src: 'fetchCsv',
            input: ({ context }) => request(context),
            onDone: {
              target: '#csvData.cacheMiss',
              actions: [
                {
                  type: 'applyResult',
                  params: ({ event }) => ({ result: event.output, source: 'network' as const }),
                },
                {
                  type: 'writeCache',
                  params: ({ context, event }) => ({ request: request(context), result: event.output }),
                },
              ],
            },
            onError: {
              target: '#csvData.error',
              actions: {
                type: 'applyError',
                params: ({ event }) => ({ message: errorMessage(event.error, messages.csvFetchFailed) }),
              },
            },
          },
        },
        /** `csv.refresh`: the network regardless of the cache. */
        refresh: {
          invoke: {
            id: 'refetchCsv',
            src: 'fetchCsv',
            input: ({ context }) => request(context),
            onDone: {
              target: '#csvData.cacheMiss',
              actions: [
                {
                  type: 'applyResult',
                  params: ({ event }) => ({ result: event.output, source: 'network' as const }),
                },
                {
                  type: 'writeCache',
                  params: ({ context, event }) => ({ request: request(context), result: event.output }),
                },
              ],
            },
            onError: {
              target: '#csvData.error',
              actions: { type: 'applyError', params: { message: messages.refreshFailed } },
            },
          },
        },
      },
    },
    cacheHit: {
      on: { 'csv.refresh': { target: 'networkLoading.refresh' } },
    },
    cacheMiss: {
      on: { 'csv.refresh': { target: 'networkLoading.refresh' } },
    },
    error: {
      tags: ['error'],
      on: { 'csv.refresh': { guard: 'hasDate', target: 'networkLoading.refresh' } },
    },
  },
});

/** `loading` while the cache or network is being read; the UI's status union. */
export type CsvStatus = 'idle' | 'networkLoading' | 'cacheHit' | 'cacheMiss' | 'error';

/** The spec's status for a snapshot (`checkingCache` counts as network-loading: the UI shows a spinner). */
export function selectCsvStatus(s: { value: unknown }): CsvStatus {
  const v = s.value;
  if (v === 'idle' || v === 'cacheHit' || v === 'cacheMiss' || v === 'error') return v;
  return 'networkLoading';
}
