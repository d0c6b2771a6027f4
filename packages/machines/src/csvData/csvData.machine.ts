import {
  type CsvFileName,
  type CsvProxyResponse,
  type CsvSection,
  csvFilesOf,
  packCsvFiles,
  type SectionWarning,
  type StoreDayId,
  storeDayId,
  unpackCsvFiles,
  type Weather,
} from '@store-ops/domain';
import { assign, fromPromise, setup } from 'xstate';
import { storeOpsApi } from '../adapters/api';
import { type ApiClient, defaultApiClient } from '../adapters/http';
import { browserStorage, type StorageLike } from '../adapters/storage';
import { type CsvCache, type CsvCacheHit, createCsvCache, NO_STORE_KEY } from '../csvCache/csvCache';
import { errorMessage, messages } from '../messages';
import { NO_STORE } from '../selection/selection.machine';

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

const normalStore = (storeId: string | null | undefined) =>
  !storeId || storeId === NO_STORE || storeId === NO_STORE_KEY ? null : storeId;

/** GET /api/csvproxy?start={date}&end={date}[&store_id={id}] with the abort signal. */
export function fetchCsvFiles(
  api: ApiClient,
  request: CsvRequest,
  signal?: AbortSignal,
): Promise<CsvProxyResponse> {
  return storeOpsApi(api).csvProxy({ date: request.date, storeId: normalStore(request.storeId) }, signal);
}

/**
 * How a store-day goes into the cache and comes back out: its files packed (gzip, base64) on the
 * way in; unpacked and parsed on the way out. The default does both on the calling thread; the app
 * does them in its report worker, so a heavy day costs the main thread only the storage call.
 */
export interface CsvCacheCodec {
  /** The packed files of a store-day just loaded (`request`'s day, as `result`). */
  pack(request: CsvRequest, result: CsvLoadResult): Promise<string>;
  /** The store-day of a cache hit; rejects when the entry is damaged (it is then removed). */
  unpack(request: CsvRequest, hit: CsvCacheHit): Promise<CsvLoadResult>;
}

const inThreadCsvCacheCodec: CsvCacheCodec = {
  pack: (_request, result) => packCsvFiles(csvFilesOf(result.sections)),
  unpack: async (_request, hit) => {
    // The CSV parser loads with the first hit, as with the first fetch.
    const [files, { csvPayloadToResult }] = await Promise.all([
      unpackCsvFiles(hit.data),
      import('./payload'),
    ]);
    return csvPayloadToResult({ ...files, weather: hit.weather });
  },
};

export function csvDataBrowserDefaults(
  deps: { api?: () => ApiClient; cache?: () => CsvCache; codec?: CsvCacheCodec } = {},
) {
  const api = deps.api ?? defaultApiClient;
  const codec = deps.codec ?? inThreadCsvCacheCodec;
  let cached: CsvCache | undefined;
  const cache =
    deps.cache ??
    (() => {
      if (!cached) cached = createCsvCache(browserStorage());
      return cached;
    });
  return {
    actors: {
      /**
       * Cache lookup; resolves null on a miss. Throws on a bad key (no date / bad date). An entry
       * that does not unpack is removed and counts as a miss (the day loads from the network).
       */
      readCache: fromPromise<CsvLoadResult | null, CsvRequest>(async ({ input }) => {
        const storeDay = storeDayId(normalStore(input.storeId), input.date);
        const hit = cache().get(storeDay);
        if (!hit) return null;
        try {
          return await codec.unpack(storeDay, hit);
        } catch (error) {
          console.warn(messages.cacheEntryDamagedLog, error);
          cache().remove(storeDay);
          return null;
        }
      }),
      /** Network fetch and parse (parser loaded lazily); aborted through `signal` when superseded. */
      fetchCsv: fromPromise<CsvLoadResult, CsvRequest>(async ({ input, signal }) => {
        // The CSV parser loads with the first fetch: the app's worker override never loads it.
        const [payload, { csvPayloadToResult }] = await Promise.all([
          fetchCsvFiles(api(), input, signal),
          import('./payload'),
        ]);
        return csvPayloadToResult(payload);
      }),
    },
    actions: {
      /** Packs the fetched day, then stores it; a failure is logged only. */
      writeCache: (_: unknown, params: { request: CsvRequest; result: CsvLoadResult }) => {
        const { request, result } = params;
        codec
          .pack(request, result)
          .then((data) => {
            cache().set(storeDayId(normalStore(request.storeId), request.date), {
              data,
              files: result.sections.map((s) => s.name),
              weather: result.weather,
            });
          })
          .catch((error: unknown) => console.error(messages.cacheWriteFailedLog, error));
      },
    },
  };
}

/** The browser defaults over a given storage (stories, tests). */
export function csvDataStorageDefaults(storage: StorageLike, api?: () => ApiClient) {
  const cache = createCsvCache(storage);
  return csvDataBrowserDefaults({ cache: () => cache, ...(api ? { api } : {}) });
}

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
