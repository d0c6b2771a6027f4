// User groups with their company and store grants, and the users' memberships of them.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export interface GroupFields {
  name?: string | undefined;
  description?: string | undefined;
}

/** The groups (or the one with `id`) with their granted company and store ids, by id. */
export function listGroups(db: Kysely<DB>, id?: number) {
  let q = db
    .selectFrom('user_groups as g')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.description',
      'g.version',
      eb
        .fn<number[]>('array', [
          eb
            .selectFrom('user_group_companies as c')
            .select('c.company_id')
            .whereRef('c.group_id', '=', 'g.id')
            .orderBy('c.company_id'),
        ])
        .as('company_ids'),
      eb
        .fn<number[]>('array', [
          eb
            .selectFrom('user_group_stores as s')
            .select('s.store_id')
            .whereRef('s.group_id', '=', 'g.id')
            .orderBy('s.store_id'),
        ])
        .as('store_ids'),
    ])
    .orderBy('g.id');
  if (id !== undefined) q = q.where('g.id', '=', id);
  return q.execute();
}

/** Every user-to-group assignment, by id. */
export const listMemberships = (db: Kysely<DB>) =>
  db.selectFrom('users_to_groups').select(['id', 'user_id', 'group_id', 'version']).orderBy('id').execute();

export const insertGroup = async (db: Kysely<DB>, fields: GroupFields & { name: string }) =>
  (await db.insertInto('user_groups').values(fields).returning('id').executeTakeFirstOrThrow()).id;

/** The group's id, its row locked for the rest of the transaction (undefined: no such group). */
export const lockGroup = async (db: Kysely<DB>, id: number) =>
  (await db.selectFrom('user_groups').select('id').where('id', '=', id).forUpdate().executeTakeFirst())?.id;

/** Applies the changes if the row is still at `version`. */
export const updateGroup = (db: Kysely<DB>, id: number, version: number, fields: GroupFields) =>
  db
    .updateTable('user_groups')
    .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .execute();

export const deleteGroup = (db: Kysely<DB>, id: number) =>
  db.deleteFrom('user_groups').where('id', '=', id).execute();

/** How many users are in the group. */
export async function memberCount(db: Kysely<DB>, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('users_to_groups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replaces the group's company grants and/or store grants (a list left out stays as it is). */
export async function setGrants(db: Kysely<DB>, groupId: number, companyIds?: number[], storeIds?: number[]) {
  if (companyIds) {
    await db.deleteFrom('user_group_companies').where('group_id', '=', groupId).execute();
    const unique = [...new Set(companyIds)];
    if (unique.length > 0) {
      await db
        .insertInto('user_group_companies')
        .values(unique.map((company_id) => ({ group_id: groupId, company_id })))
        .execute();
    }
  }
  if (storeIds) {
    await db.deleteFrom('user_group_stores').where('group_id', '=', groupId).execute();
    const unique = [...new Set(storeIds)];
    if (unique.length > 0) {
      await db
        .insertInto('user_group_stores')
        .values(unique.map((store_id) => ({ group_id: groupId, store_id })))
        .execute();
    }
  }
}
