// The Audit Log as admins read it: one page of entries, newest first, with the people's emails and
// each audited row's name as people know it.
import type { AuditAction } from '@store-ops/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types';

export interface AuditFilter {
  page: number;
  limit: number;
  /** The user who acted, or as whom. */
  user_id?: number | undefined;
  action?: AuditAction | undefined;
  /** UTC days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** An audited row's name as people know it, by its entity (one page's rows: a lookup each). */
const entityName = sql<string | null>`CASE a.entity
    WHEN 'users' THEN (SELECT email FROM users WHERE id = a.entity_id)
    WHEN 'user_settings' THEN (SELECT email FROM users WHERE id = a.entity_id)
    WHEN 'usergroups' THEN (SELECT name FROM user_groups WHERE id = a.entity_id)
    WHEN 'users2groups' THEN (SELECT u.email || ' in ' || g.name FROM users_to_groups ug
      JOIN users u ON u.id = ug.user_id JOIN user_groups g ON g.id = ug.group_id WHERE ug.id = a.entity_id)
    WHEN 'companies' THEN (SELECT name FROM companies WHERE id = a.entity_id)
    WHEN 'report_settings' THEN (SELECT name FROM companies WHERE id = a.entity_id)
    WHEN 'import_mappings' THEN (SELECT name FROM companies WHERE id = a.entity_id)
    WHEN 'service_tokens' THEN (SELECT name FROM service_tokens WHERE id = a.entity_id)
    WHEN 'stores' THEN (SELECT name FROM stores WHERE id = a.entity_id)
    WHEN 'llm_chat' THEN (SELECT name FROM stores WHERE id = a.entity_id)
    WHEN 'hours' THEN (SELECT s.name FROM store_hours h JOIN stores s ON s.id = h.store_id WHERE h.id = a.entity_id)
    WHEN 'employees' THEN (SELECT first_name || ' ' || last_name FROM employees WHERE id = a.entity_id)
    WHEN 'blog_posts' THEN (SELECT title FROM blog_posts WHERE id = a.entity_id)
    WHEN 'prompts' THEN (SELECT title FROM prompts WHERE id = a.entity_id)
  END`.as('entity_name');

/** One page of the entries the filter keeps, and how many it keeps in all. */
export async function auditPage(db: Kysely<DB>, { page, limit, user_id, action, from, to }: AuditFilter) {
  // `to` is inclusive (before the next day's midnight, UTC).
  const filtered = db
    .selectFrom('audit_log as a')
    .$if(user_id !== undefined, (q) =>
      q.where((eb) => eb.or([eb('a.actor_user_id', '=', user_id!), eb('a.as_user_id', '=', user_id!)])),
    )
    .$if(action !== undefined, (q) => q.where('a.action', '=', action!))
    .$if(from !== undefined, (q) => q.where('a.at', '>=', new Date(`${from}T00:00:00Z`)))
    .$if(to !== undefined, (q) => q.where('a.at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
  const [entries, total] = await Promise.all([
    filtered
      .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
      .leftJoin('users as as_user', 'as_user.id', 'a.as_user_id')
      .leftJoin('users as target', 'target.id', 'a.target_user_id')
      .selectAll('a')
      .select(['actor.email as actor_email', 'as_user.email as as_email', 'target.email as target_email'])
      .select(entityName)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { entries, page, limit, total: Number(total.n) };
}

/** How many store-day imports the audit log holds, and when the latest was made (null: none). */
export async function importTally(db: Kysely<DB>): Promise<{ count: number; last: Date | null }> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')])
    .where('action', '=', 'import')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ? new Date(row.last as Date | string) : null };
}
