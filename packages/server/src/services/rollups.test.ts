// The dashboard reads the daily rollups: over every store and the longest range it answers (92 days),
// each store-day's figures equal what the domain's report context computes from the rows the CSV proxy
// serves for that store-day, with its company's on-time tolerance.
import {
  buildReport,
  type CsvProxyResponse,
  DEFAULT_REPORT_SETTINGS,
  MAX_DASHBOARD_DAYS,
  parseSections,
  rowsOfSections,
  type Store,
} from '@store-ops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDayFiles } from '../../test/helpers';
import { TEST_TODAY } from '../../test/seed-options';
import { type Database, openPGlite } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed/seed';
import { dashboardOf } from './dashboard';
import { fillMissingRollups } from './rollups';
import { cachedStoreDays, daysOf, loadRange, StoreDayCache } from './storeDay';

const END = TEST_TODAY;
const START = new Date(Date.parse(`${END}T00:00:00Z`) - (MAX_DASHBOARD_DAYS - 1) * 86_400_000)
  .toISOString()
  .slice(0, 10);
const ALL = { all: true, companyIds: [], storeIds: [] };
/** Two companies count clock-ins with a tolerance of their own; the third keeps the default (2). */
const TOLERANCES: Record<number, number> = { 1: 0, 2: 7 };

describe('the daily rollups', () => {
  let database: Database;
  beforeAll(async () => {
    // A world of its own whose every day of the range has rows.
    database = await openPGlite({});
    await migrate(database.db);
    await seedDemo(database.db, { today: END, daysBack: MAX_DASHBOARD_DAYS - 1, daysAhead: 0 });
    for (const [companyId, tolerance] of Object.entries(TOLERANCES))
      await database.db
        .insertInto('report_settings')
        .values({
          company_id: Number(companyId),
          settings: JSON.stringify({ on_time_tolerance_minutes: tolerance }),
          version: 1,
          updated_by: null,
        })
        .execute();
  }, 300_000);
  afterAll(() => database?.close());

  it("give every store-day of 12 stores x 92 days the figures of that store-day's report context", async () => {
    const { db } = database;
    // The day after the range: every day of it is over, so each is read from its rollup.
    const now = new Date(Date.parse(`${END}T12:00:00Z`) + 86_400_000);
    const board = await dashboardOf(db, ALL, { start: START, end: END, now }, new StoreDayCache());
    expect(board.stores).toHaveLength(12);
    const stores = await db.selectFrom('stores').select(['id', 'company_id', 'data_version']).execute();
    const cache = new StoreDayCache();
    await cachedStoreDays(db, cache, stores, START, END);
    let compared = 0;
    let late = 0;
    for (const store of board.stores) {
      expect(store.days.map((d) => d.date)).toEqual(daysOf(START, END));
      const tolerance = TOLERANCES[store.company_id] ?? DEFAULT_REPORT_SETTINGS.on_time_tolerance_minutes;
      for (const day of store.days) {
        const files: CsvProxyResponse = await storeDayFiles(db, ALL, store.store_id, day.date, cache);
        const { context } = buildReport({
          date: day.date,
          store: null,
          hours: [],
          sections: parseSections(files).sections,
          weather: null,
          settings: { ...DEFAULT_REPORT_SETTINGS, on_time_tolerance_minutes: tolerance },
        });
        const b = context.statBlocks;
        expect(day, `${store.name} ${day.date}`).toEqual({
          date: day.date,
          status: 'complete',
          net_sales: b.sales?.totals.netSales ?? 0,
          forecast: b.sales?.totals.forecast ?? 0,
          transactions: b.sales?.totals.transactions ?? 0,
          labor_hours: b.sales?.totals.laborHours ?? 0,
          labor_cost: b.sales?.totals.laborCost ?? 0,
          suggested_labor_hours: b.sales?.totals.suggestedLaborHours ?? 0,
          late_clock_ins: b.employees?.clockInVariance.counts.late ?? 0,
          early_clock_ins: b.employees?.clockInVariance.counts.early ?? 0,
          no_shows: b.employees?.clockInVariance.counts.notApplicable ?? 0,
          tasks_completed: b.tasks?.completed ?? 0,
          tasks_total: b.tasks?.total ?? 0,
          expired_timers: b.timers?.expired ?? 0,
          samples: b.samples?.count ?? 0,
        });
        late += day.late_clock_ins;
        compared++;
      }
    }
    expect(compared).toBe(12 * 92);
    // Figures were compared, not zeros: every store sold and clocked in, some of them late.
    expect(board.stores.every((s) => s.totals.net_sales > 0 && s.totals.tasks_total > 0)).toBe(true);
    expect(late).toBeGreaterThan(0);
  }, 300_000);

  it("read each store-day's rows from the database as the browser reads them from the CSV proxy's files", async () => {
    const { db } = database;
    const stores = await db.selectFrom('stores').selectAll().orderBy('id').execute();
    const loaded = await loadRange(
      db,
      stores.map((s) => s.id),
      START,
      END,
    );
    let compared = 0;
    for (const store of stores)
      for (const date of daysOf(START, END)) {
        const files = await storeDayFiles(db, ALL, store.id, date);
        const sections = parseSections(files).sections;
        const served = loaded.get(`${store.id}|${date}`)!;
        expect(served.rows, `${store.name} ${date}`).toEqual(rowsOfSections(sections));
        expect(served.weather).toEqual(files.weather[0] ?? null);
        // The report context's text from either, the last day in progress on its store's clock.
        if (date === END || date === START) {
          const input = {
            date,
            store: store as Store,
            hours: [],
            weather: served.weather,
            now: new Date(`${END}T20:00:00Z`),
          };
          expect(buildReport({ ...input, rows: served.rows }).text).toBe(
            buildReport({ ...input, sections }).text,
          );
        }
        compared++;
      }
    expect(compared).toBe(12 * 92);
  }, 300_000);

  it('are all there after the seed: nothing is left to fill in', async () => {
    expect(await fillMissingRollups(database.db)).toBe(0);
  });

  it('are filled in for a database that lacks them, as they were', async () => {
    const { db } = database;
    const kept = await db
      .selectFrom('store_day_rollups')
      .selectAll()
      .orderBy('store_id')
      .orderBy('day')
      .execute();
    await db.deleteFrom('store_day_rollups').where('store_id', 'in', [2, 5]).execute();
    await db.deleteFrom('store_day_rollups').where('day', '=', END).execute();
    expect(await fillMissingRollups(db)).toBe(2 * 92 + 10);
    expect(
      await db.selectFrom('store_day_rollups').selectAll().orderBy('store_id').orderBy('day').execute(),
    ).toEqual(kept);
  });
});
