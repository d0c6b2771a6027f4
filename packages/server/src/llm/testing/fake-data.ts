// An in-memory ScopedData over generated store-days, for the gateway's tests.
import {
  type Company,
  type CsvProxyResponse,
  concatRows,
  DEFAULT_REPORT_SETTINGS,
  parseSections,
  type ReportSettingsFields,
  rowsOfSections,
  type Store,
  type StoreHours,
  weatherFor,
} from '@store-ops/domain';
import { generateStoreDay } from '@store-ops/domain/testing';
import type { StoreDay } from '../../services/storeDay';
import type { ScopedData } from '../deps';

export const COMPANIES: Company[] = [
  { id: 1, name: 'Harbor Restaurant Group', source_id: 'HRG', week_begin: 'Monday', version: 0 },
  { id: 2, name: 'Summit Franchise Co', source_id: 'SFC', week_begin: 'Sunday', version: 0 },
];

const store = (id: number, name: string, city: string, company_id: number): Store => ({
  id,
  name,
  address: `${id}00 Main St`,
  city,
  state: 'OR',
  zip: '97201',
  phone: '503-555-0100',
  franchise: company_id === 1 ? 'Harbor Grill' : 'Summit Burgers',
  company_id,
  source_id: `S${id}`,
  version: 0,
});

export const STORES: Store[] = [
  store(1, 'Harbor Grill Pearl', 'Portland', 1),
  store(2, 'Harbor Grill Hawthorne', 'Portland', 1),
  store(3, 'Summit Burgers Bend', 'Bend', 2),
];

export const HOURS: StoreHours[] = STORES.flatMap((s) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    id: s.id * 10 + d,
    store_id: s.id,
    day_of_week: d,
    open_time: '06:00',
    close_time: '22:00',
    closed: false,
    version: 0,
  })),
);

/** A deterministic seed per store-day, so two calls give the same files. */
export const seedOf = (storeId: number, date: string) =>
  storeId * 100_000 + (Number(date.replaceAll('-', '')) % 100_000);

export function storeDayOf(storeId: number, date: string): CsvProxyResponse {
  const g = generateStoreDay(seedOf(storeId, date), date, storeId);
  return { weather: [g.weather], ...g.files };
}

/** A generated store-day's rows, as the browser reads them from its files. */
function rowsOf(storeId: number, date: string): StoreDay {
  const files = storeDayOf(storeId, date);
  return {
    weather: weatherFor(files.weather, storeId, date),
    rows: rowsOfSections(parseSections(files).sections),
  };
}

export interface FakeData extends ScopedData {
  /** Every storeDay call: [storeId, date]. */
  storeDayCalls: [number | null, string][];
}

/**
 * The data a user sees when granted `storeIds`. A store outside them throws like the real layer (403).
 * Companies have the default report settings unless `settings` gives some.
 */
export function fakeData(storeIds: number[], settings: Record<number, ReportSettingsFields> = {}): FakeData {
  const visible = STORES.filter((s) => storeIds.includes(s.id));
  const calls: [number | null, string][] = [];
  return {
    storeDayCalls: calls,
    async listStores() {
      return visible;
    },
    async listCompanies() {
      return COMPANIES.filter((c) => visible.some((s) => s.company_id === c.id));
    },
    async storeHours(storeId) {
      return HOURS.filter((h) => h.store_id === storeId);
    },
    async reportSettings(companyId) {
      return settings[companyId] ?? DEFAULT_REPORT_SETTINGS;
    },
    async storeDay(storeId, date) {
      calls.push([storeId, date]);
      if (storeId !== null && !storeIds.includes(storeId)) {
        throw Object.assign(new Error('This store is outside your access.'), { status: 403 });
      }
      if (storeId === null) {
        const days = visible.map((s) => rowsOf(s.id, date));
        return {
          weather: days.find((d) => d.weather)?.weather ?? null,
          rows: concatRows(days.map((d) => d.rows)),
        };
      }
      return rowsOf(storeId, date);
    },
  };
}
