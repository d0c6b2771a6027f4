// The report customizer's browser implementations: the typed client's report settings calls, and
// the preview builder the app gives.
import type { ReportSettings, ReportSettingsUpdate } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type {
  ReportPreviewBuilder,
  ReportPreviewInput,
  ReportPreviewOutput,
} from '../reportCustomizer/reportCustomizer.machine';
import { REPORT_CUSTOMIZER_MESSAGES } from '../reportCustomizer/reportCustomizerMessages';
import { storeOpsApi, withParsedConflict } from './api';
import { type ApiClient, defaultApiClient } from './http';

/**
 * The browser implementation: the typed client's report settings calls, and the app's preview builder
 * (without one, the preview says it is not available).
 */
export function reportCustomizerBrowserDefaults(
  api: () => ApiClient = defaultApiClient,
  buildPreview?: ReportPreviewBuilder,
) {
  const client = () => storeOpsApi(api());
  return {
    actors: {
      load: fromPromise<ReportSettings, { companyId: number | null }>(({ input, signal }) =>
        input.companyId === null
          ? Promise.reject(new Error(REPORT_CUSTOMIZER_MESSAGES.noCompany))
          : client().getReportSettings(input.companyId, signal),
      ),
      save: fromPromise<ReportSettings, ReportSettingsUpdate>(({ input, signal }) =>
        withParsedConflict(client().saveReportSettings(input, signal), (s) => s.reportSettingsSchema),
      ),
      buildPreview: fromPromise<ReportPreviewOutput, ReportPreviewInput>(({ input, signal }) =>
        buildPreview
          ? buildPreview(input, signal)
          : Promise.reject(new Error(REPORT_CUSTOMIZER_MESSAGES.noPreviewBuilder)),
      ),
    },
  };
}
