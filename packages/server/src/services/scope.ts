import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../db/types';

/**
 * What one user may see. `all` for admins (by the user's own flag: while impersonating, scope is the
 * impersonated user's). Otherwise the union of the user's groups: granted companies with all their
 * stores, plus single granted stores (whose companies then appear too, so selectors can show them).
 */
export interface Scope {
  all: boolean;
  companyIds: number[];
  storeIds: number[];
}

/** A store granted to one of the user's groups, itself or through its company (not the admin flag). */
function grantedStore(eb: ExpressionBuilder<DB, 'stores'>, userId: number) {
  return eb.or([
    eb(
      'stores.company_id',
      'in',
      eb
        .selectFrom('user_group_companies as gc')
        .innerJoin('users_to_groups as ug', 'ug.group_id', 'gc.group_id')
        .select('gc.company_id')
        .where('ug.user_id', '=', userId),
    ),
    eb(
      'stores.id',
      'in',
      eb
        .selectFrom('user_group_stores as gs')
        .innerJoin('users_to_groups as ug', 'ug.group_id', 'gs.group_id')
        .select('gs.store_id')
        .where('ug.user_id', '=', userId),
    ),
  ]);
}

/**
 * The stores of userScope (every store for an admin), with their data_version, in one query: what
 * csvproxy needs on a shared PostgreSQL, where no process holds scopes or versions in memory (userScope
 * and the versions were four round trips per request; `npm run load`, csvproxy on PostgreSQL).
 * Only `storeId` when given (none when the user may not see it).
 */
export async function visibleStoreVersions(
  db: Kysely<DB>,
  userId: number,
  storeId?: number,
): Promise<{ id: number; data_version: number }[]> {
  let q = db
    .selectFrom('stores')
    .select(['stores.id', 'stores.data_version'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .where('users.id', '=', userId)
            .where('users.admin', '=', true),
        ),
        grantedStore(eb, userId),
      ]),
    )
    .orderBy('stores.id');
  if (storeId !== undefined) q = q.where('stores.id', '=', storeId);
  return q.execute();
}

export async function userScope(db: Kysely<DB>, userId: number): Promise<Scope> {
  const user = await db.selectFrom('users').select('admin').where('id', '=', userId).executeTakeFirst();
  if (!user) return { all: false, companyIds: [], storeIds: [] };
  if (user.admin) return { all: true, companyIds: [], storeIds: [] };
  const rows = await db
    .selectFrom('stores')
    .select(['stores.id', 'stores.company_id'])
    .where((eb) => grantedStore(eb, userId))
    .orderBy('stores.id')
    .execute();
  const granted = await db
    .selectFrom('user_group_companies as gc')
    .innerJoin('users_to_groups as ug', 'ug.group_id', 'gc.group_id')
    .select('gc.company_id')
    .where('ug.user_id', '=', userId)
    .execute();
  const companyIds = new Set<number>([...rows.map((r) => r.company_id), ...granted.map((g) => g.company_id)]);
  return {
    all: false,
    companyIds: [...companyIds].sort((a, b) => a - b),
    storeIds: rows.map((r) => r.id),
  };
}

export const inScopeStore = (scope: Scope, storeId: number) => scope.all || scope.storeIds.includes(storeId);
export const inScopeCompany = (scope: Scope, companyId: number) =>
  scope.all || scope.companyIds.includes(companyId);
