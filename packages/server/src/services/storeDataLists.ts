// The stores' data as the admin grids and data sources list it: every row the scope covers (admins:
// everything), the dated sources within a window of days.
import type { Company, StoreHours } from '@store-ops/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { Scope } from './scope';

/** A window of days, both ends included (YYYY-MM-DD). */
export interface DayWindow {
  start: string;
  end: string;
}

/** A list's order: by id (the grids), or by name, then id (the assistant's lists). */
export type ListOrder = 'id' | 'name';

/** The scope's stores (never empty, so `in (...)` stays valid SQL), or null for every store. */
const storeIdsOf = (scope: Scope) => (scope.all ? null : scope.storeIds.length > 0 ? scope.storeIds : [0]);

/** `where <column> in scope` for a regular (or impersonated) user; admins see everything. */
function scoped<Q extends { where: (...args: never[]) => Q }>(
  q: Q,
  scope: Scope,
  apply: (q: Q, ids: number[]) => Q,
): Q {
  const ids = storeIdsOf(scope);
  return ids ? apply(q, ids) : q;
}

export const listEmployees = (db: Kysely<DB>, scope: Scope) =>
  scoped(
    db
      .selectFrom('employees')
      .select([
        'id',
        'store_id',
        'source_id',
        'first_name',
        'last_name',
        'role',
        'hourly_rate',
        'active',
        'version',
      ])
      .orderBy('id'),
    scope,
    (q, ids) => q.where('store_id', 'in', ids),
  ).execute();

export async function listCompanies(
  db: Kysely<DB>,
  scope: Scope,
  order: ListOrder = 'id',
): Promise<Company[]> {
  const q = db
    .selectFrom('companies')
    .select(['id', 'name', 'source_id', 'week_begin', 'version'])
    .$call((q) => (order === 'name' ? q.orderBy('name') : q))
    .orderBy('id');
  // The column's CHECK keeps week_begin a weekday; the answer's schema checks it again.
  const rows = await (scope.all
    ? q.execute()
    : q.where('id', 'in', scope.companyIds.length > 0 ? scope.companyIds : [0]).execute());
  return rows as Company[];
}

export const listStores = (db: Kysely<DB>, scope: Scope, order: ListOrder = 'id') =>
  scoped(
    db
      .selectFrom('stores')
      .select([
        'id',
        'name',
        'address',
        'city',
        'state',
        'zip',
        'phone',
        'franchise',
        'company_id',
        'source_id',
        'version',
      ])
      .$call((q) => (order === 'name' ? q.orderBy('name') : q))
      .orderBy('id'),
    scope,
    (q, ids) => q.where('id', 'in', ids),
  ).execute();

export const listStoreHours = (db: Kysely<DB>, scope: Scope) =>
  scoped(
    db
      .selectFrom('store_hours')
      .select(['id', 'store_id', 'day_of_week', 'open_time', 'close_time', 'closed', 'version'])
      .orderBy('store_id')
      .orderBy('day_of_week'),
    scope,
    (q, ids) => q.where('store_id', 'in', ids),
  ).execute();

/** One store's opening hours by day of the week (the caller has checked the store is in the user's scope). */
export async function storeHoursOf(db: Kysely<DB>, storeId: number): Promise<StoreHours[]> {
  return (await db
    .selectFrom('store_hours')
    .select(['id', 'store_id', 'day_of_week', 'open_time', 'close_time', 'closed', 'version'])
    .where('store_id', '=', storeId)
    .orderBy('day_of_week')
    .execute()) as StoreHours[];
}

/** The weeks that overlap the window. */
export function listSchedules(db: Kysely<DB>, scope: Scope, { start, end }: DayWindow) {
  const from = new Date(Date.parse(`${start}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const q = db
    .selectFrom('schedules')
    .select(['id', 'store_id', 'week_start', 'published', 'total_hours'])
    .where('week_start', '>=', from)
    .where('week_start', '<=', end)
    .orderBy('week_start')
    .orderBy('store_id');
  return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
}

export function listWeather(db: Kysely<DB>, scope: Scope, { start, end }: DayWindow) {
  const q = db
    .selectFrom('weather')
    .select(['store_id', 'date', 'condition', 'high_f', 'low_f', 'precipitation_in'])
    .where('date', '>=', start)
    .where('date', '<=', end)
    .orderBy('date')
    .orderBy('store_id');
  return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
}

export function listShifts(db: Kysely<DB>, scope: Scope, { start, end }: DayWindow) {
  const q = db
    .selectFrom('shifts')
    .select(['id', 'employee_id', 'store_id', 'day', 'start_time', 'end_time'])
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('day')
    .orderBy('store_id')
    .orderBy('start_time')
    .orderBy('id');
  return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
}

/** Only the earliest record per employee (in effect by the end of the window). */
export function listAvailability(db: Kysely<DB>, scope: Scope, { end }: DayWindow) {
  let q = db
    .selectFrom('availability as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .distinctOn('a.employee_id')
    .select(['a.id', 'a.employee_id', 'a.effective', 'a.notes'])
    .where('a.effective', '<=', end)
    .orderBy('a.employee_id')
    .orderBy('a.effective')
    .orderBy('a.id');
  const ids = storeIdsOf(scope);
  if (ids) q = q.where('e.store_id', 'in', ids);
  return q.execute();
}

export function listSales(db: Kysely<DB>, scope: Scope, { start, end }: DayWindow) {
  const q = db
    .selectFrom('sales')
    .select([
      'id',
      'store_id',
      'day',
      'hour',
      'net_sales',
      'transactions',
      'labor_hours',
      'labor_cost',
      'suggested_labor_hours',
      'forecast',
    ])
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('day')
    .orderBy('store_id')
    .orderBy('hour');
  return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
}

export function listTimepunches(db: Kysely<DB>, scope: Scope, { start, end }: DayWindow) {
  const q = db
    .selectFrom('timepunches')
    .select(['id', 'employee_id', 'store_id', 'date', 'clock_in', 'clock_out', 'regular_hours'])
    .where('date', '>=', start)
    .where('date', '<=', end)
    .orderBy('date')
    .orderBy('store_id')
    .orderBy('clock_in')
    .orderBy('id');
  return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
}
