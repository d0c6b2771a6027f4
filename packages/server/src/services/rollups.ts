// The dashboard's daily rollups: one row per store-day that has rows, with its figures as the
// domain's stat blocks compute them from the store-day's typed rows (so a dashboard figure equals the
// report context's for that store-day). Every write that changes a store-day's rows keeps them, in
// its own transaction; the dashboard only reads them (services/dashboard.ts).
import { setImmediate } from 'node:timers/promises';
import {
  computeStatBlocks,
  DASHBOARD_BLOCKS,
  hasAnyRows,
  type StoreDayRollup,
  type StoreDayRows,
  storeDayRollup,
} from '@store-ops/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types';
import { daysOf, loadRange } from './storeDay';

/** A store-day's rollup; null for a store-day without rows (its figures are zeros). */
export function rollupOf(rows: StoreDayRows): StoreDayRollup | null {
  return hasAnyRows(rows) ? storeDayRollup(computeStatBlocks(rows, DASHBOARD_BLOCKS)) : null;
}

/** Rows per INSERT (14 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1_000;

/** A store's days from `start` to `end`, both included. */
export interface StoreSpan {
  store_id: number;
  start: string;
  end: string;
}

/**
 * Computes again the rollups of each store's span from its rows as `db` sees them (a write's own
 * transaction): the store-days with rows get a row, the others none. The store's row is locked first:
 * two writers of one store (two processes) compute its rollups one after the other, the second from
 * the first's rows.
 */
export async function refreshRollups(db: Kysely<DB>, spans: readonly StoreSpan[]): Promise<number> {
  let written = 0;
  for (const { store_id, start, end } of spans) {
    await db.selectFrom('stores').select('id').where('id', '=', store_id).forUpdate().execute();
    const loaded = await loadRange(db, [store_id], start, end);
    // A macrotask between the steps: the embedded database's statements resolve without one, and the
    // largest import's day is ~70 ms of figures.
    await setImmediate();
    const rows: (StoreDayRollup & { store_id: number; day: string })[] = [];
    for (const day of daysOf(start, end)) {
      const storeDay = loaded.get(`${store_id}|${day}`);
      const rollup = storeDay && rollupOf(storeDay.rows);
      if (rollup) rows.push({ store_id, day, ...rollup });
    }
    await setImmediate();
    await db
      .deleteFrom('store_day_rollups')
      .where('store_id', '=', store_id)
      .where('day', '>=', start)
      .where('day', '<=', end)
      .execute();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await db
        .insertInto('store_day_rollups')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    written += rows.length;
  }
  return written;
}

/** The store-day rows of the six files, as (store_id, day). */
const STORE_DAY_ROWS = sql`SELECT store_id, day FROM sales
  UNION SELECT store_id, day FROM shifts
  UNION SELECT store_id, date AS day FROM timepunches
  UNION SELECT store_id, day FROM tasks
  UNION SELECT store_id, day FROM samples
  UNION SELECT store_id, day FROM timers`;

/** Any constant: serialises processes that fill in rollups as they start together. */
const FILL_LOCK = 7_270_402;

/**
 * Makes the rollups of every store-day that has rows and none (the demo seed's whole world, a
 * database from before the rollups); answers how many it wrote. Run it in a transaction.
 */
export async function fillMissingRollups(db: Kysely<DB>): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(${FILL_LOCK})`.execute(db);
  const { rows } = await sql<StoreSpan>`SELECT d.store_id, min(d.day)::text AS start, max(d.day)::text AS end
    FROM (${STORE_DAY_ROWS}) d
    WHERE NOT EXISTS (SELECT 1 FROM store_day_rollups r WHERE r.store_id = d.store_id AND r.day = d.day)
    GROUP BY d.store_id ORDER BY d.store_id`.execute(db);
  return refreshRollups(db, rows);
}

/**
 * After an employee's change: their name is in every store-day of theirs (a clock-in is matched to its
 * shift by name), so those store-days' rollups are computed again.
 */
export async function refreshEmployeeRollups(db: Kysely<DB>, employeeId: number): Promise<number> {
  const { rows } = await sql<StoreSpan>`SELECT d.store_id, min(d.day)::text AS start, max(d.day)::text AS end
    FROM (SELECT store_id, day FROM shifts WHERE employee_id = ${employeeId}
      UNION SELECT store_id, date AS day FROM timepunches WHERE employee_id = ${employeeId}) d
    GROUP BY d.store_id ORDER BY d.store_id`.execute(db);
  return refreshRollups(db, rows);
}
