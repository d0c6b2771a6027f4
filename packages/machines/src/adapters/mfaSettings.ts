// Two-factor settings' browser implementations: the typed client's MFA status, set-up, confirm and
// disable calls.
import type {
  MfaConfirmResponse,
  MfaDisableRequest,
  MfaSetup,
  MfaSetupRequest,
  MfaStatus,
} from '@store-ops/domain';
import { fromPromise } from 'xstate';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

/** The browser implementations: the typed API client over an HTTP client. */
export function mfaSettingsBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  return {
    actors: {
      loadStatus: fromPromise<MfaStatus>(({ signal }) => storeOpsApi(api()).getMfaStatus(signal)),
      startSetup: fromPromise<MfaSetup, MfaSetupRequest>(({ input }) =>
        storeOpsApi(api()).startMfaSetup(input),
      ),
      confirm: fromPromise<MfaConfirmResponse, { code: string }>(({ input }) =>
        storeOpsApi(api()).confirmMfa(input.code),
      ),
      disable: fromPromise<MfaStatus, MfaDisableRequest>(({ input }) => storeOpsApi(api()).disableMfa(input)),
    },
  };
}
