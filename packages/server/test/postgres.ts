// For tests on the real PostgreSQL the test setup provides (TEST_DATABASE_URL): a schema of their own.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, openPostgres } from '../src/db/connect';

/** A new empty schema on `url`, its database (a pool of `poolSize`), and the cleanup that drops it. */
export async function openPostgresSchema(
  url: string,
  poolSize: number,
): Promise<{ database: Database; cleanup(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, 1);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
  const database = await openPostgres(url, poolSize, schema);
  return {
    database,
    async cleanup() {
      await database.close();
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
      await admin.close();
    },
  };
}
