// The dashboard's browser implementation: the typed client's dashboard and company list calls.
import { previousRange } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { DashboardLoadInput, DashboardLoadOutput } from '../dashboard/dashboard.machine';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

/** The browser implementation: the board, the previous period's totals and (once) the companies. */
export function dashboardBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  return {
    actors: {
      load: fromPromise<DashboardLoadOutput, DashboardLoadInput>(async ({ input, signal }) => {
        const client = storeOpsApi(api());
        // One request failing cancels the others (nothing is left running after a failed load).
        const all = new AbortController();
        signal.addEventListener('abort', () => all.abort());
        const company = input.companyId ?? undefined;
        try {
          const [result, before, companies] = await Promise.all([
            client.dashboard({ ...input.range, company_id: company }, all.signal),
            client.dashboard(
              { ...previousRange(input.range.start, input.range.end), company_id: company },
              all.signal,
            ),
            input.withCompanies ? client.list('companies', all.signal) : null,
          ]);
          return { result, previous: before.totals, companies, loadedAt: new Date() };
        } catch (error) {
          all.abort();
          throw error;
        }
      }),
    },
  };
}
