// The admin grids' flat tables (a row with an id and a version): one generic path over the five of
// them, the reference counts that refuse a delete, and the stores' data version a change bumps.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export type GridTable = 'users_to_groups' | 'companies' | 'stores' | 'employees' | 'store_hours';
export type GridRow = Record<string, unknown>;

// biome-ignore lint/suspicious/noExplicitAny: one generic path over five tables with a version column
const anyTable = (db: Kysely<DB>) => db as Kysely<any>;

/** The row, locked for the rest of the transaction. */
export const lockRow = (db: Kysely<DB>, table: GridTable, id: number) =>
  anyTable(db).selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst() as Promise<
    GridRow | undefined
  >;

export const insertRow = (db: Kysely<DB>, table: GridTable, values: GridRow) =>
  anyTable(db).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow() as Promise<GridRow>;

/** Applies the changes if the row is still at `version` (undefined when it is not). */
export const updateRow = (db: Kysely<DB>, table: GridTable, id: number, version: number, changes: GridRow) =>
  anyTable(db)
    .updateTable(table)
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst() as Promise<GridRow | undefined>;

export const deleteRow = async (db: Kysely<DB>, table: GridTable, id: number) => {
  await anyTable(db).deleteFrom(table).where('id', '=', id).execute();
};

/** How many rows of `table` refer to `id` through `column`. */
export async function referencesTo(
  db: Kysely<DB>,
  table: 'stores' | 'employees' | 'shifts' | 'timepunches',
  column: 'company_id' | 'store_id' | 'employee_id',
  id: number,
): Promise<number> {
  const row = await anyTable(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The store's id and company (undefined: no such store). */
export const storeCompany = (db: Kysely<DB>, storeId: number) =>
  db.selectFrom('stores').select(['id', 'company_id']).where('id', '=', storeId).executeTakeFirst();

/** A change to the stores' data: their cached store-days are made again. */
export const bumpStoreData = async (db: Kysely<DB>, storeIds: number[]) => {
  await db
    .updateTable('stores')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', 'in', storeIds)
    .execute();
};
