import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { fillMissingRollups } from '../../services/rollups';
import type { DB } from '../types';
import { STARTER_POSTS } from './blog';
import { DEMO_PASSWORD, GROUPS, USERS } from './catalog';
import { type GenerateOptions, generateDemoData } from './generate';
import { STARTER_PROMPTS } from './prompts';

type ColumnTypes = Record<string, 'int4' | 'text' | 'date' | 'float8' | 'bool' | 'timestamptz'>;

/**
 * One INSERT ... SELECT FROM unnest($1::type[], ...) per chunk: every value is a bound parameter,
 * one round trip per table instead of one per row.
 */
export async function bulkInsert(
  db: Kysely<DB>,
  table: keyof DB,
  columns: ColumnTypes,
  rows: readonly Record<string, unknown>[],
  chunk = 20_000,
): Promise<void> {
  const names = Object.keys(columns);
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const arrays = names.map((n) => sql`${part.map((r) => r[n] ?? null)}::${sql.raw(`${columns[n]}[]`)}`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(
      db,
    );
  }
}

const DATA_TABLES = [
  'staffchat_presence',
  'staffchat_events',
  'staffchat_reads',
  'staffchat_messages',
  'staffchat_rooms',
  'blog_posts',
  'prompt_versions',
  'prompts',
  'audit_log',
  'login_failures',
  'sessions',
  'users_to_groups',
  'user_group_stores',
  'user_group_companies',
  'user_groups',
  'schedules',
  'store_day_rollups',
  'weather',
  'timers',
  'samples',
  'tasks',
  'timepunches',
  'sales',
  'availability',
  'shifts',
  'employees',
  'store_hours',
  'stores',
  'companies',
  'users',
] as const;

/** Empties every table and restarts the id sequences (`npm run seed -- --reset`). */
export async function resetData(db: Kysely<DB>): Promise<void> {
  await sql`TRUNCATE ${sql.join(DATA_TABLES.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(db);
  // The staff chat's Announcements room is not data of any company (0008_staffchat.sql); company and
  // store rooms come back with their companies and stores (triggers).
  await sql`INSERT INTO staffchat_rooms (kind, name) VALUES ('announcements', 'Announcements')`.execute(db);
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('users').select('id')).as('users'),
      eb.exists(eb.selectFrom('companies').select('id')).as('companies'),
    ])
    .executeTakeFirstOrThrow();
  return !row.users && !row.companies;
}

const SEQUENCED = [
  'users',
  'companies',
  'stores',
  'store_hours',
  'employees',
  'availability',
  'shifts',
  'timepunches',
  'sales',
  'tasks',
  'samples',
  'timers',
  'schedules',
  'user_groups',
  'users_to_groups',
  'prompts',
  'blog_posts',
] as const;

export interface SeedSummary {
  today: string;
  ms: number;
  counts: Record<string, number>;
}

/** Fills an empty database with the deterministic demo world and the demo accounts. */
export async function seedDemo(
  db: Kysely<DB>,
  options: GenerateOptions & { password?: string },
): Promise<SeedSummary> {
  const started = performance.now();
  const data = generateDemoData(options);
  const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    await bulkInsert(
      trx,
      'users',
      { id: 'int4', email: 'text', name: 'text', admin: 'bool', password_hash: 'text', settings: 'text' },
      USERS.map((u, i) => ({ id: i + 1, ...u, password_hash: passwordHash })),
    );
    await bulkInsert(
      trx,
      'companies',
      { id: 'int4', name: 'text', source_id: 'text', week_begin: 'text' },
      data.companies,
    );
    await bulkInsert(
      trx,
      'stores',
      {
        id: 'int4',
        name: 'text',
        address: 'text',
        city: 'text',
        state: 'text',
        zip: 'text',
        phone: 'text',
        franchise: 'text',
        company_id: 'int4',
        source_id: 'text',
      },
      data.stores,
    );
    await bulkInsert(
      trx,
      'store_hours',
      {
        id: 'int4',
        store_id: 'int4',
        day_of_week: 'int4',
        open_time: 'text',
        close_time: 'text',
        closed: 'bool',
      },
      data.store_hours,
    );
    await bulkInsert(
      trx,
      'employees',
      {
        id: 'int4',
        store_id: 'int4',
        source_id: 'text',
        first_name: 'text',
        last_name: 'text',
        role: 'text',
        hourly_rate: 'float8',
        active: 'bool',
      },
      data.employees,
    );
    await bulkInsert(
      trx,
      'availability',
      { id: 'int4', employee_id: 'int4', effective: 'date', notes: 'text' },
      data.availability,
    );
    await bulkInsert(
      trx,
      'shifts',
      {
        id: 'int4',
        employee_id: 'int4',
        store_id: 'int4',
        day: 'date',
        start_time: 'text',
        end_time: 'text',
      },
      data.shifts,
    );
    await bulkInsert(
      trx,
      'timepunches',
      {
        id: 'int4',
        employee_id: 'int4',
        store_id: 'int4',
        date: 'date',
        clock_in: 'text',
        clock_out: 'text',
        regular_hours: 'float8',
      },
      data.timepunches,
    );
    await bulkInsert(
      trx,
      'sales',
      {
        id: 'int4',
        store_id: 'int4',
        day: 'date',
        hour: 'int4',
        net_sales: 'float8',
        transactions: 'int4',
        labor_hours: 'float8',
        labor_cost: 'float8',
        suggested_labor_hours: 'float8',
        forecast: 'float8',
      },
      data.sales,
    );
    await bulkInsert(
      trx,
      'tasks',
      {
        id: 'int4',
        store_id: 'int4',
        day: 'date',
        seq: 'int4',
        status: 'text',
        completed_by: 'text',
        task_name: 'text',
      },
      data.tasks,
    );
    await bulkInsert(
      trx,
      'samples',
      { id: 'int4', store_id: 'int4', day: 'date', time: 'text', product: 'text', employee: 'text' },
      data.samples,
    );
    await bulkInsert(
      trx,
      'timers',
      {
        id: 'int4',
        store_id: 'int4',
        day: 'date',
        started_at: 'text',
        timer_name: 'text',
        minutes_remaining: 'int4',
      },
      data.timers,
    );
    await bulkInsert(
      trx,
      'weather',
      {
        store_id: 'int4',
        date: 'date',
        condition: 'text',
        high_f: 'float8',
        low_f: 'float8',
        precipitation_in: 'float8',
      },
      data.weather,
    );
    await bulkInsert(
      trx,
      'schedules',
      { id: 'int4', store_id: 'int4', week_start: 'date', published: 'bool', total_hours: 'float8' },
      data.schedules,
    );
    await bulkInsert(trx, 'user_groups', { id: 'int4', name: 'text', description: 'text' }, data.user_groups);
    await bulkInsert(
      trx,
      'user_group_companies',
      { group_id: 'int4', company_id: 'int4' },
      data.user_group_companies,
    );
    await bulkInsert(
      trx,
      'user_group_stores',
      { group_id: 'int4', store_id: 'int4' },
      data.user_group_stores,
    );
    const userIds = new Map(USERS.map((u, i) => [u.email, i + 1]));
    const memberships = GROUPS.flatMap((g, gi) =>
      g.members.map((email) => ({ user_id: userIds.get(email) ?? 0, group_id: gi + 1 })),
    ).map((m, i) => ({ id: i + 1, ...m }));
    await bulkInsert(trx, 'users_to_groups', { id: 'int4', user_id: 'int4', group_id: 'int4' }, memberships);
    // The starter prompts, shared with everyone by the first admin, each with its first version.
    const promptsAt = new Date(`${options.today}T08:00:00Z`).toISOString();
    await bulkInsert(
      trx,
      'prompts',
      {
        id: 'int4',
        owner_id: 'int4',
        title: 'text',
        category: 'text',
        body: 'text',
        shared: 'bool',
        updated_at: 'timestamptz',
      },
      STARTER_PROMPTS.map((p, i) => ({ id: i + 1, owner_id: 1, ...p, shared: true, updated_at: promptsAt })),
    );
    await sql`INSERT INTO prompt_versions (prompt_id, version, title, category, body, shared, group_id, changed_by, changed_at)
      SELECT id, version, title, category, body, shared, group_id, owner_id, updated_at FROM prompts`.execute(
      trx,
    );
    // The blog's first posts, published some days before today at 09:00 UTC.
    const postAt = (daysAgo: number) =>
      new Date(Date.parse(`${options.today}T09:00:00Z`) - daysAgo * 86_400_000).toISOString();
    await bulkInsert(
      trx,
      'blog_posts',
      {
        id: 'int4',
        slug: 'text',
        title: 'text',
        body: 'text',
        published_at: 'timestamptz',
        updated_at: 'timestamptz',
        updated_by: 'int4',
      },
      STARTER_POSTS.map(({ daysAgo, ...p }, i) => ({
        id: i + 1,
        ...p,
        published_at: postAt(daysAgo),
        updated_at: postAt(daysAgo),
        updated_by: 1,
      })),
    );
    // The dashboard's figures of every store-day of the world.
    await fillMissingRollups(trx);
    for (const table of SEQUENCED) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.table(table)}), 1))`.execute(
        trx,
      );
    }
  });

  const counts = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? v.length : 0]),
  ) as Record<string, number>;
  counts.users = USERS.length;
  return { today: options.today, ms: Math.round(performance.now() - started), counts };
}
