// The CSV data's browser implementations: the store-day's files from the CSV proxy through the typed
// client, and the cache of store-days in storage (packing and unpacking through a codec).
import {
  type CsvProxyResponse,
  csvFilesOf,
  packCsvFiles,
  storeDayId,
  unpackCsvFiles,
} from '@store-ops/domain';
import { fromPromise } from 'xstate';
import { type CsvCache, type CsvCacheHit, createCsvCache } from '../csvCache/csvCache';
import type { CsvLoadResult, CsvRequest } from '../csvData/csvData.machine';
import { normalStore } from '../csvData/normalStore';
import { messages } from '../messages';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';
import { browserStorage, type StorageLike } from './storage';

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
      import('../csvData/payload'),
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
          import('../csvData/payload'),
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
