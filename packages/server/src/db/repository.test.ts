// The repository layer on the embedded database always, and on a real PostgreSQL too when
// TEST_DATABASE_URL is set (npm test starts a throwaway one): migrations, seed, scope, store-day files,
// optimistic concurrency, and sessions shared by two app instances (two "server processes").
import { CSV_COLUMNS, parseSections, rowsOfSections } from '@store-ops/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  loadTestDatabase,
  MANAGER,
  PASSWORD,
  STAFF,
  sessionCookie,
  storeDayFiles,
} from '../../test/helpers';
import { openPostgresSchema } from '../../test/postgres';
import { TEST_SEED } from '../../test/seed-options';
import { createApp } from '../app';
import { readConfig } from '../config';
import { HttpError } from '../errors';
import { readLlmConfig } from '../llm/config';
import { scopedStoreDay, userScope } from '../services';
import { rollupOf } from '../services/rollups';
import { daysOf } from '../services/storeDay';
import type { Database } from './connect';
import { loadMigrations, migrate } from './migrate';
import { generateDemoData } from './seed/generate';
import { seedDemo } from './seed/seed';
import type { DB } from './types';

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
      const { database, cleanup } = await openPostgresSchema(url, 10);
      const seed = { ...TEST_SEED, storeLimit: 6, daysBack: 5, daysAhead: 2 };
      await migrate(database.db);
      await seedDemo(database.db, seed);
      return { database, seed, cleanup };
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

  it("keeps the dashboard's rollup of every store-day with rows: the figures of the CSV proxy's rows", async () => {
    // Two stores around the seed's today: yesterday, today (a day in progress) and tomorrow (shifts only).
    const shift = (days: number) =>
      new Date(Date.parse(`${seed.today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const [start, end, ids] = [shift(-1), shift(1), [1, 2]];
    const all = { all: true, companyIds: [], storeIds: [] };
    const expected = [];
    for (const store_id of ids)
      for (const day of daysOf(start, end)) {
        // The rows as the browser reads them: the CSV proxy's files, parsed.
        const files = await storeDayFiles(database.db, all, store_id, day);
        const rollup = rollupOf(rowsOfSections(parseSections(files).sections));
        if (rollup) expected.push({ store_id, day, ...rollup });
      }
    const kept = await database.db
      .selectFrom('store_day_rollups')
      .selectAll()
      .where('store_id', 'in', ids)
      .where('day', '>=', start)
      .where('day', '<=', end)
      .orderBy('store_id')
      .orderBy('day')
      .execute();
    expect(kept).toEqual(expected);
    expect(kept).toHaveLength(6);
    expect(kept.some((r) => r.clock_in_variances.some((v) => v !== 0))).toBe(true);
  });

  it('computes scopes from group grants (admin: all; staff: two stores; manager: a company)', async () => {
    expect(await userScope(database.db, 1)).toEqual({ all: true, companyIds: [], storeIds: [] });
    expect(await userScope(database.db, 2)).toEqual({ all: false, companyIds: [1], storeIds: [1, 3] });
    const managerStores = [5, 6, 7, 8, 9].filter((id) => id <= (seed.storeLimit ?? 12));
    expect(await userScope(database.db, 3)).toEqual({ all: false, companyIds: [2], storeIds: managerStores });
    expect(await userScope(database.db, 999)).toEqual({ all: false, companyIds: [], storeIds: [] });
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

  it("reads a store-day's typed rows within the scope as the browser reads the files; the scope's day is its stores' rows, store after store", async () => {
    const scope = await userScope(database.db, 2);
    const browser = async (storeId: number) => {
      const files = await storeDayFiles(database.db, scope, storeId, seed.today);
      return { weather: files.weather[0] ?? null, rows: rowsOfSections(parseSections(files).sections) };
    };
    const [one, three] = [await browser(1), await browser(3)];
    expect(one.rows.sales.length).toBeGreaterThan(10);
    expect(one.weather).not.toBeNull();
    expect(await scopedStoreDay(database.db, scope, 1, seed.today)).toEqual(one);
    const every = await scopedStoreDay(database.db, scope, undefined, seed.today);
    expect(every.weather).toEqual(one.weather);
    for (const key of ['sales', 'shifts', 'punches', 'tasks', 'samples', 'timers'] as const)
      expect(every.rows[key], key).toEqual([...one.rows[key], ...three.rows[key]]);
    const notFound = { status: 404, message: 'Store not found.' };
    await expect(scopedStoreDay(database.db, scope, 2, seed.today)).rejects.toMatchObject(notFound);
    await expect(scopedStoreDay(database.db, scope, 999, seed.today)).rejects.toMatchObject(notFound);
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

  it('bumps cache_generation as every change scopes and store versions are read from commits, and for nothing else', async () => {
    const db = database.db;
    /** The counter as `executor` (the database, or a transaction) sees it. */
    const generation = async (executor: Kysely<DB> = db) =>
      Number(
        (await executor.selectFrom('cache_generation').select('generation').executeTakeFirstOrThrow())
          .generation,
      );
    const store = await db
      .selectFrom('stores')
      .select(['name', 'company_id'])
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    // Each change commits on its own; the pairs undo each other.
    const changes: [string, boolean, () => Promise<unknown>][] = [
      [
        'a store renamed',
        false,
        () => db.updateTable('stores').set({ name: 'X' }).where('id', '=', 2).execute(),
      ],
      [
        '  and back',
        false,
        () => db.updateTable('stores').set({ name: store.name }).where('id', '=', 2).execute(),
      ],
      [
        "a user's settings",
        false,
        () => db.updateTable('users').set({ settings: '{}' }).where('id', '=', 4).execute(),
      ],
      [
        'a user added',
        false,
        () =>
          db
            .insertInto('users')
            .values({ id: 90, email: 'x@example.com', name: 'X', password_hash: 'x' })
            .execute(),
      ],
      ['  and deleted', true, () => db.deleteFrom('users').where('id', '=', 90).execute()],
      [
        "a store's data written (data_version)",
        true,
        () =>
          db
            .updateTable('stores')
            .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
            .where('id', '=', 2)
            .execute(),
      ],
      [
        'a store moved to another company',
        true,
        () => db.updateTable('stores').set({ company_id: 3 }).where('id', '=', 2).execute(),
      ],
      [
        '  and back',
        true,
        () => db.updateTable('stores').set({ company_id: store.company_id }).where('id', '=', 2).execute(),
      ],
      [
        'a user made an administrator',
        true,
        () => db.updateTable('users').set({ admin: true }).where('id', '=', 4).execute(),
      ],
      ['  and not', true, () => db.updateTable('users').set({ admin: false }).where('id', '=', 4).execute()],
      [
        'a group membership added',
        true,
        () => db.insertInto('users_to_groups').values({ user_id: 4, group_id: 1 }).execute(),
      ],
      [
        '  and removed',
        true,
        () => db.deleteFrom('users_to_groups').where('user_id', '=', 4).where('group_id', '=', 1).execute(),
      ],
      [
        'a store granted to a group',
        true,
        () => db.insertInto('user_group_stores').values({ group_id: 1, store_id: 4 }).execute(),
      ],
      [
        '  and not',
        true,
        () =>
          db.deleteFrom('user_group_stores').where('group_id', '=', 1).where('store_id', '=', 4).execute(),
      ],
      [
        'a company granted to a group',
        true,
        () => db.insertInto('user_group_companies').values({ group_id: 1, company_id: 3 }).execute(),
      ],
      [
        '  and not',
        true,
        () =>
          db
            .deleteFrom('user_group_companies')
            .where('group_id', '=', 1)
            .where('company_id', '=', 3)
            .execute(),
      ],
      [
        'a group added',
        false,
        () => db.insertInto('user_groups').values({ id: 90, name: 'Bump test' }).execute(),
      ],
      [
        '  its grant',
        true,
        () => db.insertInto('user_group_stores').values({ group_id: 90, store_id: 2 }).execute(),
      ],
      ['  deleted with its grant', true, () => db.deleteFrom('user_groups').where('id', '=', 90).execute()],
    ];
    for (const [what, bumps, change] of changes) {
      const before = await generation();
      await change();
      expect([what, (await generation()) > before]).toEqual([what, bumps]);
    }
    // Inside a transaction the counter moves as it commits, not before.
    const before = await generation();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ admin: true }).where('id', '=', 4).execute();
      await trx.updateTable('users').set({ admin: false }).where('id', '=', 4).execute();
      expect(await generation(trx)).toBe(before);
    });
    expect(await generation()).toBeGreaterThan(before);
    // TRUNCATE (the demo seed; `npm run seed` may run it under live servers) bumps it at once; rolled back.
    const rolledBack = new Error('roll back');
    const truncated = db.transaction().execute(async (trx) => {
      const atStart = await generation(trx);
      await sql`TRUNCATE user_group_stores`.execute(trx);
      expect(await generation(trx)).toBeGreaterThan(atStart);
      throw rolledBack;
    });
    await expect(truncated).rejects.toBe(rolledBack);
    expect(await db.selectFrom('user_group_stores').select('store_id').execute()).not.toEqual([]);
  });

  // Two connections at once: PostgreSQL only (the embedded database is one connection).
  if (target.name.startsWith('PostgreSQL'))
    it('writers never deadlock on the counter: it is locked only as a transaction commits', async () => {
      const db = database.db;
      await db
        .insertInto('stores')
        .values({
          id: 90,
          name: 'Deadlock test',
          address: '',
          city: '',
          state: '',
          zip: '',
          phone: '',
          franchise: '',
          company_id: 1,
          source_id: 'DL-90',
        })
        .execute();
      await db.insertInto('user_groups').values({ id: 91, name: 'Deadlock test' }).execute();
      await db.insertInto('user_group_stores').values({ group_id: 91, store_id: 2 }).execute();
      try {
        await db.connection().execute((one) =>
          db.connection().execute(async (two) => {
            const pidOf = async (c: typeof one) =>
              Number((await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(c)).rows[0]?.pid);
            const twoPid = await pidOf(two);
            // Two edits a group's grants: its first statement changes what scopes are read from...
            await sql`BEGIN`.execute(two);
            await sql`DELETE FROM user_group_stores WHERE group_id = 91`.execute(two);
            // ...one deletes a store (its row locked to the end of its transaction)...
            await sql`BEGIN`.execute(one);
            await sql`DELETE FROM stores WHERE id = 90`.execute(one);
            // ...and two grants that store: it waits for one's row lock.
            const grant = sql`INSERT INTO user_group_stores (group_id, store_id) VALUES (91, 90)`
              .execute(two)
              .then(
                () => 'granted',
                (error: { code?: string }) => error.code,
              );
            // Until PostgreSQL shows two waiting on a lock (the state the deadlock would start from).
            const waitingOnALock = async () =>
              (
                await sql<{ n: number }>`
                  SELECT count(*)::int AS n FROM pg_stat_activity
                  WHERE pid = ${twoPid} AND wait_event_type = 'Lock'`.execute(db)
              ).rows[0]?.n;
            await expect.poll(waitingOnALock, { timeout: 10_000, interval: 20 }).toBe(1);
            // Had one's statement taken the counter's row (held by two), each would wait for the other.
            await sql`COMMIT`.execute(one);
            // The store is gone: two's grant fails on its foreign key (23503), not a deadlock (40P01).
            expect(await grant).toBe('23503');
            await sql`ROLLBACK`.execute(two);
          }),
        );
        expect(await db.selectFrom('stores').select('id').where('id', '=', 90).execute()).toEqual([]);
      } finally {
        await db.deleteFrom('stores').where('id', '=', 90).execute();
        await db.deleteFrom('user_groups').where('id', '=', 91).execute();
      }
    });

  it('two app instances (two server processes): each keeps scopes and store versions in memory, and answers what the other wrote next', async () => {
    const config = { ...readConfig({}), staticDir: '/nonexistent' };
    const llm = { config: readLlmConfig({}) };
    const one = await createApp({ config, db: database.db, llm });
    // The second one's queries are counted.
    let queries = 0;
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const two = await createApp({ config, db: counted, llm });
    const cookieOf = async (email: string) =>
      sessionCookie(
        await one.inject({ method: 'POST', url: '/auth/login', payload: { email, password: PASSWORD } }),
      );
    const admin = await cookieOf(ADMIN);
    const staff = await cookieOf(STAFF);
    const manager = await cookieOf(MANAGER);
    const day = seed.today;
    const csv = (cookie: string, storeId: number) =>
      two.inject({
        method: 'GET',
        url: `/api/csvproxy?start=${day}&end=${day}&store_id=${storeId}`,
        headers: { cookie },
      });
    const storesOf = async (cookie: string) =>
      (
        (await two.inject({ method: 'GET', url: '/api/stores/', headers: { cookie } })).json() as {
          id: number;
        }[]
      ).map((s) => s.id);
    const write = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      one.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
    try {
      // Warm: the second instance has read the staff's scope and the stores' versions.
      expect((await csv(staff, 2)).statusCode).toBe(404);
      expect(await storesOf(staff)).toEqual([1, 3]);
      const tasksBefore = (await csv(admin, 1)).json()['tasks.csv'] as string;
      queries = 0;
      expect((await csv(staff, 1)).statusCode).toBe(200);
      expect((await csv(admin, 1)).json()['tasks.csv']).toBe(tasksBefore);
      // Warm, a store-day it has rendered is one query: the session (with cache_generation).
      expect(queries).toBe(2);

      // Scopes: a group written through the first instance is what the second answers next.
      const group = await write('POST', '/api/usergroups/', { name: 'Two instances', store_ids: [2] });
      expect(group.statusCode).toBe(201);
      const groupId = (group.json() as { id: number }).id;
      const member = await write('POST', '/api/users2groups/', { user_id: 2, group_id: groupId });
      expect(member.statusCode).toBe(201);
      expect((await csv(staff, 2)).statusCode).toBe(200);
      expect(await storesOf(staff)).toEqual([1, 2, 3]);
      expect(
        (await write('DELETE', `/api/users2groups/${(member.json() as { id: number }).id}?version=0`))
          .statusCode,
      ).toBe(204);
      expect((await csv(staff, 2)).statusCode).toBe(404);
      expect(await storesOf(staff)).toEqual([1, 3]);

      // A change through neither (another process, a script): the administrator flag, a store's rows.
      expect((await csv(manager, 1)).statusCode).toBe(404);
      await database.db.updateTable('users').set({ admin: true }).where('id', '=', 3).execute();
      expect((await csv(manager, 1)).statusCode).toBe(200);
      await database.db.updateTable('users').set({ admin: false }).where('id', '=', 3).execute();
      expect((await csv(manager, 1)).statusCode).toBe(404);
      const task = await database.db
        .selectFrom('tasks')
        .select(['id', 'task_name'])
        .where('store_id', '=', 1)
        .where('day', '=', day)
        .orderBy('seq')
        .executeTakeFirstOrThrow();
      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tasks')
          .set({ task_name: 'Written elsewhere' })
          .where('id', '=', task.id)
          .execute();
        await trx
          .updateTable('stores')
          .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
          .where('id', '=', 1)
          .execute();
      });
      const tasksAfter = (await csv(admin, 1)).json()['tasks.csv'] as string;
      expect(tasksAfter).toContain(',Written elsewhere\n');
      await database.db
        .updateTable('tasks')
        .set({ task_name: task.task_name })
        .where('id', '=', task.id)
        .execute();
    } finally {
      await database.db.deleteFrom('user_groups').where('name', '=', 'Two instances').execute();
      await database.db.deleteFrom('audit_log').execute();
      await Promise.all([one.close(), two.close()]);
    }
  });
});
