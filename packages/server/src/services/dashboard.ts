// GET /api/dashboard: every store's figures per day over a range, each store-day by its
// status on the store's own clock. A past day is read from the daily rollups (services/rollups.ts), one
// row per store-day with rows, which the writes that change a store-day keep; a store's day in progress
// is computed from its rows at each request (a rollup holds the whole day's forecast); a day not
// started counts nothing. The figures are the report context's own stat blocks' for that store-day;
// late and early clock-ins are counted here with each company's on-time tolerance.
import {
  computeStatBlocks,
  DASHBOARD_BLOCKS,
  type DashboardFigures,
  type DashboardResponse,
  type DayStatus,
  DEFAULT_REPORT_SETTINGS,
  dayStatusOf,
  emptyFigures,
  rollupFigures,
  type StoreDayRollup,
  type StoreDayRows,
  storeClock,
  storeDayFigures,
  storeTimeZone,
  sumFigures,
} from '@store-ops/domain';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { reportSettingsOfCompanies } from './reportSettings';
import { inScopeCompany, type Scope } from './scope';
import { daysOf, type StoreDayCache, storeDaysOn } from './storeDay';

export const COMPANY_NOT_FOUND = 'Company not found.';

export interface DashboardInput {
  start: string;
  end: string;
  companyId?: number | undefined;
  /** The moment the board is for: each store-day's status is taken on the store's own clock then. */
  now: Date;
}

/**
 * Each store's rollups over [start, end], by day: kept in `cache` by the store's data_version (which
 * every write of its store-days bumps), so a board asked for again reads nothing (the bench's line
 * "12 stores x 28 days: warm p95"). What is not kept is read in one query as one JSON value: the
 * embedded database's driver copies and decodes every field of a result on its own, so 1,104 rows of
 * 14 fields took 2.5x as long as their JSON text (the bench's line "12 stores x 92 days: cold").
 */
async function rollupsOf(
  db: Kysely<DB>,
  stores: readonly { id: number; data_version: number }[],
  start: string,
  end: string,
  cache: StoreDayCache,
): Promise<Map<number, ReadonlyMap<string, StoreDayRollup>>> {
  const byStore = new Map<number, ReadonlyMap<string, StoreDayRollup>>();
  const keyOf = (store: { id: number; data_version: number }) =>
    `${store.id}|${store.data_version}|${start}|${end}`;
  const missing: number[] = [];
  for (const store of stores) {
    const days = cache.getRollups(keyOf(store));
    if (days) byStore.set(store.id, days);
    else missing.push(store.id);
  }
  if (missing.length === 0) return byStore;
  const { rows } = await db
    .selectNoFrom((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('store_day_rollups')
          .selectAll()
          .where('store_id', 'in', missing)
          .where('day', '>=', start)
          .where('day', '<=', end),
      ).as('rows'),
    )
    .executeTakeFirstOrThrow();
  const read = new Map<number, Map<string, StoreDayRollup>>(missing.map((id) => [id, new Map()]));
  for (const { store_id, day, ...rollup } of rows) read.get(store_id)!.set(day, rollup);
  for (const store of stores) {
    const days = read.get(store.id);
    if (!days) continue;
    cache.setRollups(keyOf(store), days);
    byStore.set(store.id, days);
  }
  return byStore;
}

/**
 * Each store's day in progress (its local today, when the range has it): its rows, kept in `cache` by
 * data_version; what it lacks is read with one group of queries per local date.
 */
async function daysInProgress(
  db: Kysely<DB>,
  cache: StoreDayCache,
  stores: readonly { id: number; data_version: number; today: string }[],
  start: string,
  end: string,
): Promise<Map<number, StoreDayRows>> {
  const out = new Map<number, StoreDayRows>();
  const byDate = new Map<string, (typeof stores)[number][]>();
  for (const s of stores)
    if (s.today >= start && s.today <= end) byDate.set(s.today, [...(byDate.get(s.today) ?? []), s]);
  for (const [date, group] of byDate) {
    const days = await storeDaysOn(db, cache, group, date);
    for (const [i, s] of group.entries()) out.set(s.id, days[i]!.rows);
  }
  return out;
}

/**
 * A store-day's figures from its rows with the company's on-time tolerance and as its status allows
 * (like with like: a day in progress against its forecast so far). Computed at each request, never kept.
 */
function figuresOfRows(rows: StoreDayRows, toleranceMinutes: number, dayStatus: DayStatus): DashboardFigures {
  return storeDayFigures(
    computeStatBlocks(rows, DASHBOARD_BLOCKS, undefined, { toleranceMinutes, dayStatus }),
    dayStatus,
  );
}

/**
 * The dashboard of the stores in `scope` (or of one company's), for every day of the range; the
 * range is checked by the route. A company that does not exist or has no store in the scope is 404.
 */
export async function dashboardOf(
  db: Kysely<DB>,
  scope: Scope,
  input: DashboardInput,
  cache: StoreDayCache,
): Promise<DashboardResponse> {
  const { start, end, companyId, now } = input;
  let q = db
    .selectFrom('stores')
    .select(['id', 'name', 'company_id', 'state', 'data_version'])
    .orderBy('name')
    .orderBy('id');
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  if (!scope.all) q = scope.storeIds.length > 0 ? q.where('id', 'in', scope.storeIds) : q.where('id', '<', 0);
  const stores = await q.execute();
  if (companyId !== undefined && stores.length === 0) {
    // A company the user may see (or one that exists, for an admin) with no stores is an empty board.
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company || !inScopeCompany(scope, companyId)) throw notFound(COMPANY_NOT_FOUND);
  }

  // Each store's local date now: its status of every day of the range follows from it.
  const local = stores.map((s) => ({ ...s, today: storeClock(now, storeTimeZone(s.state)).date }));
  const rollups = await rollupsOf(db, stores, start, end, cache);
  const inProgress = await daysInProgress(db, cache, local, start, end);
  // Each company's report settings: its on-time tolerance counts the clock-ins, its targets go along.
  const settings = await reportSettingsOfCompanies(db, [
    ...(companyId === undefined ? [] : [companyId]),
    ...stores.map((s) => s.company_id),
  ]);
  const toleranceOf = (id: number) =>
    settings.get(id)?.on_time_tolerance_minutes ?? DEFAULT_REPORT_SETTINGS.on_time_tolerance_minutes;
  const days = daysOf(start, end);
  const answer = local.map((s) => {
    const tolerance = toleranceOf(s.company_id);
    const own = rollups.get(s.id);
    const perDay = days.map((date) => {
      const rollup = own?.get(date);
      // A past store-day has a rollup exactly when it has a row of any file.
      const status = dayStatusOf(date, s.today, rollup !== undefined);
      const figures =
        status === 'complete' && rollup
          ? rollupFigures(rollup, tolerance)
          : status === 'in_progress'
            ? figuresOfRows(inProgress.get(s.id)!, tolerance, status)
            : emptyFigures();
      return { date, status, ...figures };
    });
    return {
      store_id: s.id,
      name: s.name,
      company_id: s.company_id,
      totals: sumFigures(perDay),
      days: perDay,
    };
  });
  return {
    start,
    end,
    company_id: companyId ?? null,
    totals: sumFigures(answer.map((s) => s.totals)),
    stores: answer,
    targets: Object.fromEntries([...settings].map(([id, s]) => [String(id), s.targets])),
  };
}
