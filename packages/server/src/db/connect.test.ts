// openPostgres, where TEST_DATABASE_URL is set (npm test starts a throwaway PostgreSQL):
// - a connection that goes away while a request holds it (PostgreSQL stopped or restarted, a backend
//   terminated): that request fails, the process lives on, and the next query reconnects;
// - the texts given to sendPrepared go as named statements, the session lookup among them.
import { sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PASSWORD, STAFF, sessionCookie } from '../../test/helpers';
import { createApp } from '../app';
import { readConfig } from '../config';
import { readLlmConfig } from '../llm/config';
import { openPostgres, sendPrepared } from './connect';
import { migrate } from './migrate';
import { seedDemo } from './seed/seed';

const url = process.env.TEST_DATABASE_URL;
if (url) {
  describe('openPostgres when PostgreSQL drops a connection a request holds', () => {
    it('fails that transaction only; the process lives and the next query runs on a new connection', async () => {
      const database = await openPostgres(url, 2);
      const other = await openPostgres(url, 1);
      try {
        const pids: number[] = [];
        const clients: (pg.PoolClient & { processID?: number | null })[] = [];
        database.pool?.on('connect', (client) => clients.push(client));
        const transaction = database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          const pid = Number(rows[0]?.pid);
          pids.push(pid);
          const held = clients.find((c) => c.processID === pid);
          if (!held) throw new Error(`no pooled client has backend ${pid}`);
          // Its 'end' comes after its 'error' (the moment an unheard one would crash the process). No
          // listener of the test's on 'error': it would hide a missing one of the product's.
          const ended = new Promise((resolve) => held.once('end', resolve));
          // The same message a stopping PostgreSQL sends every backend, then the socket closes.
          await sql`SELECT pg_terminate_backend(${pid})`.execute(other.db);
          await ended;
          await sql`SELECT 1`.execute(trx);
        });
        await expect(transaction).rejects.toThrow(
          'Client has encountered a connection error and is not queryable',
        );

        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.pid).not.toBe(pids[0]);
      } finally {
        await database.close();
        await other.close();
      }
    });
  });

  describe('openPostgres: statements given to sendPrepared', () => {
    /** The named statements the pool's one connection holds. */
    const preparedOn = async (database: Awaited<ReturnType<typeof openPostgres>>) =>
      (
        await sql<{ name: string; statement: string }>`
          SELECT name, statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(database.db)
      ).rows;

    it("are prepared once per connection and bound to each call's values; other texts are not", async () => {
      const database = await openPostgres(url, 1);
      try {
        const plusOne = (n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n`;
        sendPrepared(plusOne(0).compile(database.db).sql);
        expect((await plusOne(1).execute(database.db)).rows).toEqual([{ n: 2 }]);
        expect((await plusOne(41).execute(database.db)).rows).toEqual([{ n: 42 }]);
        expect((await sql<{ n: number }>`SELECT ${5}::int * 2 AS n`.execute(database.db)).rows).toEqual([
          { n: 10 },
        ]);
        expect(await preparedOn(database)).toEqual([
          { name: expect.stringMatching(/^store_ops_\d+$/), statement: 'SELECT $1::int + 1 AS n' },
        ]);
      } finally {
        await database.close();
      }
    });

    it('the session lookup every request makes is one of them', async () => {
      const admin = await openPostgres(url, 1);
      const schema = `t_prepared_${process.pid}`;
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      const database = await openPostgres(url, 1, schema);
      try {
        await migrate(database.db);
        await seedDemo(database.db, { today: '2026-01-15', storeLimit: 1, daysBack: 1, daysAhead: 0 });
        const config = { ...readConfig({}), staticDir: '/nonexistent' };
        const app = await createApp({ config, db: database.db, llm: { config: readLlmConfig({}) } });
        try {
          const login = await app.inject({
            method: 'POST',
            url: '/auth/login',
            payload: { email: STAFF, password: PASSWORD },
          });
          const cookie = sessionCookie(login);
          for (let i = 0; i < 3; i++) {
            const me = await app.inject({ method: 'GET', url: '/auth/login', headers: { cookie } });
            expect(me.json()).toMatchObject({ email: STAFF });
          }
          const prepared = await preparedOn(database);
          expect(prepared).toHaveLength(1);
          expect(prepared[0]?.statement).toContain('from "sessions" as "s"');
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
        await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
        await admin.close();
      }
    });
  });
}
