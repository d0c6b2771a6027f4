// QA/Report customizer's data: two companies with two stores each, and one small store-day (the same
// CSV for every store and date) that the preview builds the real report context from, in-thread, with
// the one builder the report worker calls (`buildReport`). One of the three shifts clocks in 4 minutes
// late: Late at the default tolerance of 2 minutes, On Time at 5.
import {
  buildReport,
  contextSizeKb,
  parseSections,
  type ReportSettingsFields,
  type Store,
  type StoreHours,
  type Weather,
} from '@store-ops/domain';
import { smallStoreDayFiles } from '@store-ops/domain/testing';
import type { ReportPreviewOutput } from '@store-ops/machines';

/** The date the preview opens on (a Tuesday). */
export const TODAY = '2026-11-24';

export const HARVEST = { id: 1, name: 'Harvest Table Restaurant Group' } as const;
export const BLAZING = { id: 2, name: 'Blazing Bird Franchising' } as const;
export const COMPANIES = [HARVEST, BLAZING];

const store = (
  id: number,
  name: string,
  companyId: number,
  place: Pick<Store, 'address' | 'city' | 'state' | 'zip' | 'phone' | 'franchise'>,
): Store => ({ id, name, company_id: companyId, source_id: `S-${id}`, version: 0, ...place });

export const STORES: Store[] = [
  store(1, 'Harvest Table Downtown', HARVEST.id, {
    address: '401 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '512-555-0101',
    franchise: 'Harvest Table',
  }),
  store(2, 'Harvest Table Uptown', HARVEST.id, {
    address: '3700 N Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zip: '78756',
    phone: '512-555-0102',
    franchise: 'Harvest Table',
  }),
  store(3, 'Blazing Bird Midtown', BLAZING.id, {
    address: '2900 Main St',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
    phone: '713-555-0103',
    franchise: 'Blazing Bird',
  }),
  store(4, 'Blazing Bird Heights', BLAZING.id, {
    address: '350 W 19th St',
    city: 'Houston',
    state: 'TX',
    zip: '77008',
    phone: '713-555-0104',
    franchise: 'Blazing Bird',
  }),
];

/** Every store opens 7:00 AM - 10:00 PM every day. */
const HOURS: StoreHours[] = STORES.flatMap((s) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    id: s.id * 10 + day,
    store_id: s.id,
    day_of_week: day,
    open_time: '07:00',
    close_time: '22:00',
    closed: false,
    version: 0,
  })),
);

const weatherOf = (storeId: number, date: string): Weather => ({
  store_id: storeId,
  date,
  condition: 'Partly cloudy',
  high_f: 68,
  low_f: 51,
  precipitation_in: 0,
});

/** The report context of a store-day with these settings, as the app's report worker builds it. */
export function previewOf(
  settings: ReportSettingsFields,
  storeId: number,
  date: string,
): ReportPreviewOutput {
  const { context, text } = buildReport({
    date,
    store: STORES.find((s) => s.id === storeId) ?? null,
    hours: HOURS.filter((h) => h.store_id === storeId),
    sections: parseSections(smallStoreDayFiles(date)).sections,
    weather: weatherOf(storeId, date),
    settings,
  });
  return { text, report: context, sizeKb: contextSizeKb(text) };
}

/** The clock-in counts in the context's JSON (`"counts":{"late":1,...}`). */
export const clockInCounts = (late: number, onTime: number) =>
  `"counts":{"late":${late},"early":0,"onTime":${onTime},"notApplicable":0}`;
