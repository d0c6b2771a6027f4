import type { Kysely } from 'kysely';
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

export async function userScope(db: Kysely<DB>, userId: number): Promise<Scope> {
  const user = await db.selectFrom('users').select('admin').where('id', '=', userId).executeTakeFirst();
  if (!user) return { all: false, companyIds: [], storeIds: [] };
  if (user.admin) return { all: true, companyIds: [], storeIds: [] };
  const rows = await db
    .selectFrom('stores')
    .select(['stores.id', 'stores.company_id'])
    // Granted to one of the user's groups, itself or through its company.
    .where((eb) =>
      eb.or([
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
      ]),
    )
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
