// The Import screen's browser implementation: the typed client's import, mapping, token and audit
// calls, and the browser's CSV cache dropping a day once it is imported. The parse (a worker) is the
// app's: it comes in as `parse`.
import {
  type ImportMapping,
  type ImportMappingWrite,
  type ImportResponse,
  type ServiceTokenCreated,
  storeDayId,
} from '@store-ops/domain';
import { fromPromise } from 'xstate';
import { createCsvCache } from '../csvCache/csvCache';
import type {
  ImportOverview,
  ImportParseInput,
  ImportParseOutput,
  ImportUpload,
} from '../dataImport/dataImport.machine';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';
import { browserStorage } from './storage';

/** The last imports the screen lists. */
export const RECENT_IMPORTS = 10;

export type ImportParser = (input: ImportParseInput, signal: AbortSignal) => Promise<ImportParseOutput>;

const noParser: ImportParser = async () => {
  throw new Error('No CSV parser was provided.');
};

/** The browser implementation: the typed API client over an HTTP client, and the app's parser. */
export function dataImportBrowserDefaults(
  api: () => ApiClient = defaultApiClient,
  parse: ImportParser = noParser,
) {
  const client = () => storeOpsApi(api());
  return {
    actors: {
      loadOverview: fromPromise<ImportOverview>(async ({ signal }) => {
        // One request failing cancels the others.
        const all = new AbortController();
        signal.addEventListener('abort', () => all.abort());
        try {
          const [stores, page, tokens] = await Promise.all([
            client().list('stores', all.signal),
            client().audit({ action: 'import', limit: RECENT_IMPORTS }, all.signal),
            client().tokens(all.signal),
          ]);
          return { stores, recent: page.entries, tokens };
        } catch (error) {
          all.abort();
          throw error;
        }
      }),
      loadMapping: fromPromise<ImportMapping, { companyId: number }>(({ input, signal }) =>
        client().importMapping(input.companyId, signal),
      ),
      saveMapping: fromPromise<ImportMapping, { companyId: number; write: ImportMappingWrite }>(
        ({ input, signal }) => client().saveImportMapping(input.companyId, input.write, signal),
      ),
      parse: fromPromise<ImportParseOutput, ImportParseInput>(({ input, signal }) => parse(input, signal)),
      /** Every day's dry run, one after another (the first refusal stops them). */
      dryRun: fromPromise<ImportResponse[], { storeId: number; days: ImportUpload[] }>(
        async ({ input, signal }) => {
          const out: ImportResponse[] = [];
          for (const day of input.days)
            out.push(
              await client().importStoreDay(
                { storeId: input.storeId, date: day.date, dryRun: true, files: day.files },
                signal,
              ),
            );
          return out;
        },
      ),
      commit: fromPromise<ImportResponse, { storeId: number; day: ImportUpload }>(
        async ({ input, signal }) => {
          const done = await client().importStoreDay(
            { storeId: input.storeId, date: input.day.date, dryRun: false, files: input.day.files },
            signal,
          );
          // The day's cached files are stale now: the next view fetches them again.
          createCsvCache(browserStorage()).remove(storeDayId(String(done.store_id), done.date));
          return done;
        },
      ),
      createToken: fromPromise<ServiceTokenCreated, { name: string; store_ids: number[] | null }>(
        ({ input, signal }) => client().createToken(input, signal),
      ),
      revokeToken: fromPromise<{ id: number }, { id: number }>(async ({ input, signal }) => {
        await client().revokeToken(input.id, signal);
        return { id: input.id };
      }),
    },
  };
}
