// Backup and restore: the demo database's dump restored into a new embedded database (and into
// PostgreSQL when TEST_DATABASE_URL is set) serves the same stores and store-day; a database with data
// is refused without force.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, loadTestDatabase, PASSWORD, sessionCookie } from '../../test/helpers';
import { TEST_TODAY } from '../../test/seed-options';
import { createApp } from '../app';
import { readConfig } from '../config';
import { dumpDatabase, RestoreRefused, restoreDatabase } from './backup';
import { type Database, openPGlite, openPostgres } from './connect';

const lines = async function* (dump: string[]) {
  yield* dump;
};

/** What a signed-in admin gets from the routes a restored database must answer the same. */
async function answers(database: Database) {
  const app = await createApp({
    config: { ...readConfig({}), staticDir: '/nonexistent', loginRatePerMinute: 100_000 },
    db: database.db,
    llm: { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } },
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    return {
      stores: await get('/api/stores/'),
      storeDay: await get(`/api/csvproxy?start=${TEST_TODAY}&end=${TEST_TODAY}&store_id=1`),
      reportSettings: await get('/api/report-settings?company_id=1'),
    };
  } finally {
    await app.close();
  }
}

describe('backup and restore', () => {
  let source: Database;
  const dump: string[] = [];
  let expected: Awaited<ReturnType<typeof answers>>;
  beforeAll(async () => {
    source = await loadTestDatabase(false);
    const started = performance.now();
    const { tables, rows } = await dumpDatabase(source, (line) => void dump.push(line));
    console.log(
      `dump of the demo database: ${tables} tables, ${rows} rows in ${Math.round(performance.now() - started)} ms`,
    );
    expected = await answers(source);
  }, 120_000);
  afterAll(() => source?.close());

  it('restores into a new embedded database that serves the same stores, store-day and report settings', {
    timeout: 120_000,
  }, async () => {
    const target = await openPGlite({});
    try {
      const started = performance.now();
      const counts = await restoreDatabase(target.db, lines(dump));
      console.log(`restore into a new embedded database: ${Math.round(performance.now() - started)} ms`);
      expect(counts.tables).toBe(JSON.parse(dump.at(-1) as string).end);
      expect(await answers(target)).toEqual(expected);
      // Ids continue after the restored ones.
      const next = await sql<{
        id: number;
      }>`INSERT INTO companies (name, source_id, week_begin) VALUES ('After restore', 'after-restore', 'Monday') RETURNING id`.execute(
        target.db,
      );
      const max = await target.db
        .selectFrom('companies')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      expect(next.rows[0]?.id).toBe(max.id);

      await expect(restoreDatabase(target.db, lines(dump))).rejects.toThrow(
        new RestoreRefused('The database is not empty: restore refused (--force replaces it).'),
      );
      await restoreDatabase(target.db, lines(dump), { force: true });
      expect(await answers(target)).toEqual(expected);
    } finally {
      await target.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  // Registered only with a real PostgreSQL (npm test starts a throwaway one), as the repository tests are.
  if (url)
    it('restores into PostgreSQL (an embedded database moved to DATABASE_URL)', {
      timeout: 120_000,
    }, async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = await openPostgres(url, 1);
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      const target = await openPostgres(url, 5, schema);
      try {
        await restoreDatabase(target.db, lines(dump));
        expect(await answers(target)).toEqual(expected);
        const again: string[] = [];
        await dumpDatabase(target, (line) => void again.push(line));
        expect(again.slice(1).length).toBeGreaterThan(dump.length - 10);
      } finally {
        await target.close();
        await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
        await admin.close();
      }
    });
});
