// Story fixtures of the report customizer: three companies, the stores of one, and one store-day's
// preview built from the settings it previews with the real builder.
import {
  buildReport,
  DEFAULT_REPORT_SETTINGS,
  parseSections,
  type ReportContext,
  type ReportSettings,
  type ReportSettingsFields,
  type Store,
  type StoreHours,
  storeDayReportView,
} from '@store-ops/domain';
import { smallStoreDayFiles } from '@store-ops/domain/testing';
import type { ReportCustomizerPreview } from './ReportCustomizerScreen';

export const customizerCompanies = [
  { id: 1, name: 'Harvest Table' },
  { id: 2, name: 'Lone Star Burgers' },
  { id: 3, name: 'Corner Market' },
];

export const customizerStores = [
  { id: 11, name: 'Harvest Table Downtown' },
  { id: 12, name: 'Harvest Table Uptown' },
  { id: 13, name: 'Harvest Table Lakeside' },
];

export const PREVIEW_DATE = '2026-11-17';

const downtown: Store = {
  id: 11,
  name: 'Harvest Table Downtown',
  address: '401 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0101',
  franchise: 'Harvest Table',
  company_id: 1,
  source_id: 'S-11',
  version: 0,
};

const hours: StoreHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  id: 110 + day,
  store_id: 11,
  day_of_week: day,
  open_time: '07:00',
  close_time: '22:00',
  closed: false,
  version: 0,
}));

/**
 * Harvest Table Downtown's Tuesday, November 17, 2026 under `settings`, built by the one builder the
 * report worker calls: the printable report's context and the text the assistant receives.
 */
export function previewBuild(settings: ReportSettingsFields): { context: ReportContext; text: string } {
  return buildReport({
    date: PREVIEW_DATE,
    store: downtown,
    hours,
    sections: parseSections(smallStoreDayFiles(PREVIEW_DATE)).sections,
    weather: {
      store_id: 11,
      date: PREVIEW_DATE,
      condition: 'Partly cloudy',
      high_f: 68,
      low_f: 51,
      precipitation_in: 0,
    },
    settings,
  });
}

/** The text the assistant receives about that store-day under `settings`. */
export const contextTextFor = (settings: ReportSettingsFields): string => previewBuild(settings).text;

/** A company's saved settings as the server returns them. */
export const savedSettings: ReportSettings = { ...DEFAULT_REPORT_SETTINGS, company_id: 1, version: 4 };

/** The settings someone else saved meanwhile (the conflict). */
export const theirSettings: ReportSettings = {
  ...savedSettings,
  version: 5,
  on_time_tolerance_minutes: 3,
  targets: { ...savedSettings.targets, labor_cost_pct: 28 },
};

export const readyPreview = (settings: ReportSettingsFields): ReportCustomizerPreview => {
  const { context, text } = previewBuild(settings);
  return {
    stores: customizerStores,
    storeId: 11,
    date: PREVIEW_DATE,
    state: 'ready',
    stale: false,
    text,
    report: storeDayReportView(context, settings.targets),
    sizeKb: 12.3,
    error: null,
  };
};
