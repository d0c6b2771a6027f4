// Upgrades: a database of the earlier release (its last migration: 0015, the release before service
// tokens and audit request ids) started with this release migrates forward with its data and serves;
// during a rolling restart a process of each release reads what the other wrote (each statement names
// its columns, and this release's migrations only add).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, PASSWORD, sessionCookie } from '../../test/helpers';
import { TEST_SEED, TEST_TODAY } from '../../test/seed-options';
import { createApp } from '../app';
import { createSession } from '../auth/sessions';
import { readConfig } from '../config';
import { type Database, openPGlite } from './connect';
import { loadMigrations, migrate } from './migrate';
import { seedDemo } from './seed/seed';

const EARLIER_RELEASE_LAST = '0015_store_day_rollups';

/** The earlier release's session lookup, as it sends it (auth/sessions.ts at that release). */
const EARLIER_SESSION_LOOKUP = `select "s"."created_at", "s"."last_seen_at", "s"."impersonation_started_at", "s"."original_user_id", "u"."id" as "u_id", "u"."email" as "u_email", "u"."name" as "u_name", "u"."admin" as "u_admin", "u"."settings" as "u_settings", "o"."id" as "o_id", "o"."email" as "o_email", "o"."name" as "o_name", "o"."admin" as "o_admin", "o"."settings" as "o_settings", (select "generation" from "cache_generation") as "cache_generation" from "sessions" as "s" inner join "users" as "u" on "u"."id" = "s"."user_id" left join "users" as "o" on "o"."id" = "s"."original_user_id" where "s"."id_hash" = $1`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  database = await openPGlite({});
  const all = loadMigrations();
  const earlier = all.filter((m) => m.version <= EARLIER_RELEASE_LAST);
  expect(earlier.at(-1)?.version).toBe(EARLIER_RELEASE_LAST);
  await migrate(database.db, earlier);
  // The earlier release's world: this release's seed writes only what that schema has.
  await seedDemo(database.db, { ...TEST_SEED, daysBack: 3, daysAhead: 1 });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('upgrading from the earlier release', () => {
  it('starts on the earlier database: applies only the later migrations, keeps the data, serves', async () => {
    const stores = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stores`.execute(database.db);
    const hours = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales
      WHERE store_id = 1 AND day = ${TEST_TODAY}`.execute(database.db);
    const applied = await migrate(database.db, loadMigrations());
    expect(applied).toEqual(
      loadMigrations()
        .map((m) => m.version)
        .filter((v) => v > EARLIER_RELEASE_LAST),
    );
    expect(applied.length).toBeGreaterThan(0);
    app = await createApp({
      config: { ...readConfig({}), staticDir: '/nonexistent', loginRatePerMinute: 100_000 },
      db: database.db,
      llm: { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/stores/',
      headers: { cookie: sessionCookie(login) },
    });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as unknown[]).length).toBe(stores.rows[0]?.n);
    const day = await app.inject({
      method: 'GET',
      url: `/api/csvproxy?start=${TEST_TODAY}&end=${TEST_TODAY}&store_id=1`,
      headers: { cookie: sessionCookie(login) },
    });
    expect(day.statusCode).toBe(200);
    // The store-day the earlier release held: a header line and one line per hour it had.
    const sales = (day.json() as Record<string, string>)['sales.csv'] ?? '';
    expect(sales.trim().split('\n').length).toBe(1 + (hours.rows[0]?.n ?? -1));
    expect(hours.rows[0]?.n).toBeGreaterThan(0);
  });

  it('a process of the earlier release finds sessions this release makes', async () => {
    const now = new Date();
    const token = await createSession(database.db, { userId: 1, now, ip: '127.0.0.1' });
    const found = await sql
      .raw<{ u_email: string; o_id: number | null }>(
        EARLIER_SESSION_LOOKUP.replace('$1', `'${sha256(token)}'`),
      )
      .execute(database.db);
    expect(found.rows.map((r) => [r.u_email, r.o_id])).toEqual([[ADMIN, null]]);
  });

  it('this release signs in a session the earlier release made, and lists the audit rows it wrote', async () => {
    const token = 'earlier-release-session-token';
    const now = new Date().toISOString();
    // The earlier release's writes, each naming the columns it knew.
    await sql`INSERT INTO sessions (id_hash, user_id, original_user_id, created_at, last_seen_at, impersonation_started_at, ip)
      VALUES (${sha256(token)}, 1, NULL, ${now}, ${now}, NULL, '127.0.0.1')`.execute(database.db);
    await sql`INSERT INTO audit_log (at, action, actor_user_id, as_user_id, target_user_id, entity, entity_id, before, after, ip, detail)
      VALUES (${now}, 'login', 1, NULL, NULL, NULL, NULL, NULL, NULL, '127.0.0.1', 'earlier release')`.execute(
      database.db,
    );
    const audit = await app.inject({
      method: 'GET',
      url: '/api/audit/?action=login&limit=1',
      headers: { cookie: `sid=${token}` },
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('earlier release');
  });
});
