// Change password's browser implementation: the typed client's password call.
import type { ChangePasswordRequest, ChangePasswordResponse } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

/** The browser implementation: the typed API client over an HTTP client. */
export function passwordChangeBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  return {
    actors: {
      change: fromPromise<ChangePasswordResponse, ChangePasswordRequest>(({ input }) =>
        storeOpsApi(api()).changePassword(input),
      ),
    },
  };
}
