// The audit log's browser implementation: the typed client's page and user list calls.
import { fromPromise } from 'xstate';
import type { AuditLoadInput, AuditLoadOutput } from '../auditLog/auditLog.machine';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

/** The browser implementation: the typed API client over an HTTP client. */
export function auditLogBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  return {
    actors: {
      load: fromPromise<AuditLoadOutput, AuditLoadInput>(async ({ input, signal }) => {
        const client = storeOpsApi(api());
        // One request failing cancels the other (nothing is left running after a failed load).
        const both = new AbortController();
        signal.addEventListener('abort', () => both.abort());
        try {
          const [page, users] = await Promise.all([
            client.audit({ page: input.page, limit: input.limit, ...input.filters }, both.signal),
            input.withUsers ? client.list('users', both.signal) : null,
          ]);
          return { page, users };
        } catch (error) {
          both.abort();
          throw error;
        }
      }),
    },
  };
}
