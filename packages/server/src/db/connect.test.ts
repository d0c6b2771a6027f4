// A PostgreSQL connection that goes away while a request holds it (PostgreSQL stopped or restarted,
// a backend terminated): that request fails, the process lives on, and the next query reconnects.
// Runs where TEST_DATABASE_URL is set (npm test starts a throwaway PostgreSQL).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './connect';

const url = process.env.TEST_DATABASE_URL;
if (url)
  describe('openPostgres when PostgreSQL drops a connection a request holds', () => {
    it('fails that transaction only; the process lives and the next query runs on a new connection', async () => {
      const database = await openPostgres(url, 2);
      const other = await openPostgres(url, 1);
      try {
        const pids: number[] = [];
        const transaction = database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          const pid = Number(rows[0]?.pid);
          pids.push(pid);
          // The same message a stopping PostgreSQL sends every backend, then the socket closes.
          await sql`SELECT pg_terminate_backend(${pid})`.execute(other.db);
          // Wait until the held connection has seen its end (the moment an unheard 'error' would crash).
          for (let i = 0; i < 50; i++) {
            const { rows: alive } = await sql<{ n: number }>`
              SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid}`.execute(other.db);
            if (alive[0]?.n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
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
