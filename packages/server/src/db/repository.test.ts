// The repository layer on the embedded database always, and on a real PostgreSQL too when
// TEST_DATABASE_URL is set (npm test starts a throwaway one): migrations, seed, scope, store-day files,
// optimistic concurrency, and sessions shared by two app instances (two "server processes").
import { randomBytes } from 'node:crypto';
import { CSV_COLUMNS } from '@store-ops/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestDatabase, PASSWORD, STAFF, sessionCookie } from '../../test/helpers';
import { TEST_SEED } from '../../test/seed-options';
import { createApp } from '../app';
import { readConfig } from '../config';
import { HttpError } from '../errors';
import { readLlmConfig } from '../llm/config';
import { storeDayFiles, userScope, visibleStoreVersions } from '../services';
import { type Database, openPostgres } from './connect';
import { loadMigrations, migrate } from './migrate';
import { generateDemoData } from './seed/generate';
import { seedDemo } from './seed/seed';

interface Target {
  name: string;
  open(): Promise<{ database: Database; seed: typeof TEST_SEED; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'PGlite',
    async open() {
      const database = await loadTestDatabase(false);
      return { database, seed: TEST_SEED, cleanup: () => database.close() };
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  targets.push({
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    async open() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = await openPostgres(url, 1);
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      const database = await openPostgres(url, 10, schema);
      const seed = { ...TEST_SEED, storeLimit: 6, daysBack: 5, daysAhead: 2 };
      await migrate(database.db);
      await seedDemo(database.db, seed);
      return {
        database,
        seed,
        async cleanup() {
          await database.close();
          await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
          await admin.close();
        },
      };
    },
  });
}

describe.each(targets)('repository on $name', (target) => {
  let database: Database;
  let seed: typeof TEST_SEED;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, seed, cleanup } = await target.open());
  }, 120_000);
  afterAll(() => cleanup?.());

  it('records the migrations and applies nothing twice', async () => {
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.selectFrom('schema_migrations').select('version').execute();
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it('holds exactly the generated demo rows', async () => {
    const data = generateDemoData(seed);
    for (const table of [
      'companies',
      'stores',
      'employees',
      'shifts',
      'timepunches',
      'sales',
      'tasks',
      'samples',
      'timers',
      'weather',
    ] as const) {
      const { n } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect([table, Number(n)]).toEqual([table, data[table].length]);
    }
  });

  it('computes scopes from group grants (admin: all; staff: two stores; manager: a company)', async () => {
    expect(await userScope(database.db, 1)).toEqual({ all: true, companyIds: [], storeIds: [] });
    expect(await userScope(database.db, 2)).toEqual({ all: false, companyIds: [1], storeIds: [1, 3] });
    const managerStores = [5, 6, 7, 8, 9].filter((id) => id <= (seed.storeLimit ?? 12));
    expect(await userScope(database.db, 3)).toEqual({ all: false, companyIds: [2], storeIds: managerStores });
    expect(await userScope(database.db, 999)).toEqual({ all: false, companyIds: [], storeIds: [] });
  });

  it("finds in one query the stores a user may see, with their data_version: userScope's, all for an admin", async () => {
    const all = await database.db.selectFrom('stores').select(['id', 'data_version']).orderBy('id').execute();
    expect(all.length).toBeGreaterThan(3);
    expect(await visibleStoreVersions(database.db, 1)).toEqual(all);
    for (const userId of [2, 3, 999]) {
      const { storeIds } = await userScope(database.db, userId);
      const visible = await visibleStoreVersions(database.db, userId);
      expect(
        visible.map((s) => s.id),
        `user ${userId}`,
      ).toEqual(storeIds);
      expect(visible, `user ${userId}`).toEqual(all.filter((s) => storeIds.includes(s.id)));
    }
    // One store: itself when the user may see it, nothing when not (or when it does not exist).
    expect(await visibleStoreVersions(database.db, 2, 3)).toEqual(all.filter((s) => s.id === 3));
    expect(await visibleStoreVersions(database.db, 2, 2)).toEqual([]);
    expect(await visibleStoreVersions(database.db, 1, 999)).toEqual([]);
  });

  it('renders store-day files within the scope; outside it and unknown stores the same 404', async () => {
    const scope = await userScope(database.db, 2);
    const files = await storeDayFiles(database.db, scope, 1, seed.today);
    expect(files['sales.csv'].startsWith(`${CSV_COLUMNS['sales.csv'].join(',')}\n`)).toBe(true);
    expect(files['sales.csv'].split('\n').length).toBeGreaterThan(10);
    expect(files.weather).toHaveLength(1);
    const notFound = { status: 404, message: 'Store not found.' };
    await expect(storeDayFiles(database.db, scope, 2, seed.today)).rejects.toMatchObject(notFound);
    await expect(storeDayFiles(database.db, scope, 999, seed.today)).rejects.toMatchObject(notFound);
    await expect(storeDayFiles(database.db, scope, 999, seed.today)).rejects.toBeInstanceOf(HttpError);
  });

  it('lets exactly one of two concurrent version-checked updates win', async () => {
    const update = (role: string) =>
      database.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('employees')
          .set((eb) => ({ role, version: eb('version', '+', 1) }))
          .where('id', '=', 2)
          .where('version', '=', 0)
          .executeTakeFirst();
        return Number(r.numUpdatedRows);
      });
    const results = await Promise.all([update('A'), update('B')]);
    expect(results.sort()).toEqual([0, 1]);
    const row = await database.db
      .selectFrom('employees')
      .select(['role', 'version'])
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
    expect(['A', 'B']).toContain(row.role);
    await database.db
      .updateTable('employees')
      .set({ role: 'Server', version: 0 })
      .where('id', '=', 2)
      .execute();
  });

  it('shares sessions between two app instances on the same database (two server processes)', async () => {
    const config = { ...readConfig({}), staticDir: '/nonexistent' };
    const one = await createApp({ config, db: database.db, llm: { config: readLlmConfig({}) } });
    const two = await createApp({ config, db: database.db, llm: { config: readLlmConfig({}) } });
    const login = await one.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: STAFF, password: PASSWORD },
    });
    const cookie = sessionCookie(login);
    const me = await two.inject({ method: 'GET', url: '/auth/login', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: STAFF });
    await two.inject({
      method: 'GET',
      url: '/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect((await one.inject({ method: 'GET', url: '/auth/login', headers: { cookie } })).statusCode).toBe(
      401,
    );
    await database.db.deleteFrom('audit_log').execute();
    await Promise.all([one.close(), two.close()]);
  });
});
