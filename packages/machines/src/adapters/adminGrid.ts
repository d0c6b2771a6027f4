// An admin grid's browser implementations: the typed client's list, create, update and delete calls.
import type { AdminEntity } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { GridRefs, GridRow, LoadOutput } from '../adminGrid/adminGrid.machine';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

/** The browser implementations: the typed API client over an HTTP client. */
export function adminGridBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const client = () => storeOpsApi(api());
  return {
    actors: {
      load: fromPromise<LoadOutput, { entity: AdminEntity; refs: readonly AdminEntity[] }>(
        async ({ input }) => {
          const [rows, ...refLists] = await Promise.all([
            client().list(input.entity),
            ...input.refs.map((e) => client().list(e)),
          ]);
          return {
            rows: rows as GridRow[],
            refs: Object.fromEntries(input.refs.map((e, i) => [e, refLists[i]])) as GridRefs,
          };
        },
      ),
      saveRow: fromPromise<GridRow, { entity: AdminEntity; id: number; changes: Record<string, unknown> }>(
        async ({ input }) =>
          (await client().update(input.entity, input.id, input.changes as never)) as GridRow,
      ),
      createRow: fromPromise<GridRow, { entity: AdminEntity; values: Record<string, unknown> }>(
        async ({ input }) => (await client().create(input.entity, input.values as never)) as GridRow,
      ),
      deleteRow: fromPromise<void, { entity: AdminEntity; id: number; version: number }>(({ input }) =>
        client().remove(input.entity, input.id, input.version),
      ),
    },
  };
}
