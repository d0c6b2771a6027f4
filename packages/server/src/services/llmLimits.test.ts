// Per-user limits on the assistant, counted in the database.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, useTestApp } from '../../test/helpers';
import { type Database, openPostgres } from '../db/connect';
import { migrate } from '../db/migrate';
import { admitLlmRequest, LIMIT_MESSAGES, type LlmLimits, recordLlmTokens } from './llmLimits';

const env = useTestApp();
const limits: LlmLimits = { perMinute: 20, concurrency: 3, dailyTokens: null, timeoutMs: 360_000 };
const at = (iso: string) => new Date(iso);

describe('admitLlmRequest (embedded database)', () => {
  it('3 at once: the 4th waits until one is released', async () => {
    const db = env.database.db;
    const now = at('2026-11-20T12:00:00Z');
    const admitted = [];
    for (let i = 0; i < 3; i++) admitted.push(await admitLlmRequest(db, IDS.staff, now, limits));
    expect(admitted.every((a) => a.ok)).toBe(true);
    expect(await admitLlmRequest(db, IDS.staff, now, limits)).toEqual({
      ok: false,
      retryAfter: 5,
      message: 'You already have 3 questions being answered. Ask again when one of them is done.',
    });
    // Another user is not affected.
    expect((await admitLlmRequest(db, IDS.admin, now, limits)).ok).toBe(true);
    const first = admitted[0];
    if (first?.ok) await first.release();
    expect((await admitLlmRequest(db, IDS.staff, now, limits)).ok).toBe(true);
  });

  it('20 a minute: the 21st gets the seconds until the oldest leaves the window', async () => {
    const db = env.database.db;
    const start = at('2026-11-20T12:00:00Z').getTime();
    for (let i = 0; i < 20; i++) {
      const a = await admitLlmRequest(db, IDS.staff, new Date(start + i * 1000), limits);
      expect(a.ok).toBe(true);
      if (a.ok) await a.release();
    }
    const refused = await admitLlmRequest(db, IDS.staff, new Date(start + 20_500), limits);
    expect(refused).toEqual({ ok: false, retryAfter: 40, message: LIMIT_MESSAGES.perMinute(20, 40) });
    expect(LIMIT_MESSAGES.perMinute(20, 40)).toBe(
      'You have asked 20 questions in the last minute. You can ask again in 40 s.',
    );
    // A minute after the first, there is room for one more.
    expect((await admitLlmRequest(db, IDS.staff, new Date(start + 60_001), limits)).ok).toBe(true);
  });

  it('a daily token budget, when set, stops requests until the next UTC day', async () => {
    const db = env.database.db;
    const budget = { ...limits, dailyTokens: 1000 };
    const now = at('2026-11-20T23:59:00Z');
    await recordLlmTokens(db, IDS.staff, now, 600);
    expect((await admitLlmRequest(db, IDS.staff, now, budget)).ok).toBe(true);
    await recordLlmTokens(db, IDS.staff, now, 400);
    expect(await admitLlmRequest(db, IDS.staff, now, budget)).toEqual({
      ok: false,
      retryAfter: 60,
      message: "You have used today's assistant budget. You can ask again tomorrow.",
    });
    expect((await admitLlmRequest(db, IDS.staff, at('2026-11-21T00:00:01Z'), budget)).ok).toBe(true);
    // Unset (the default): no budget at all.
    expect((await admitLlmRequest(db, IDS.admin, now, limits)).ok).toBe(true);
  });

  it('an in-flight mark a crashed process left behind expires after the reply deadline', async () => {
    const db = env.database.db;
    const now = at('2026-11-20T12:00:00Z');
    for (let i = 0; i < 3; i++) expect((await admitLlmRequest(db, IDS.staff, now, limits)).ok).toBe(true);
    const later = new Date(now.getTime() + limits.timeoutMs + 60_001);
    expect((await admitLlmRequest(db, IDS.staff, later, limits)).ok).toBe(true);
  });
});

const url = process.env.TEST_DATABASE_URL;
// Registered only with a real PostgreSQL (npm test starts a throwaway one), as the repository tests are.
if (url)
  describe('admitLlmRequest on PostgreSQL: two processes at once', () => {
    let a: Database;
    let b: Database;
    let admin: Database;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    beforeAll(async () => {
      admin = await openPostgres(url as string, 1);
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      a = await openPostgres(url as string, 10, schema);
      b = await openPostgres(url as string, 10, schema);
      await migrate(a.db);
      await a.db
        .insertInto('users')
        .values({ email: 'x@example.com', name: 'X', admin: false, password_hash: 'x' })
        .execute();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
      await admin?.close();
    });

    it('ten simultaneous requests through two pools admit exactly three', async () => {
      const user = (await a.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
      const now = new Date();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => admitLlmRequest((i % 2 ? a : b).db, user, now, limits)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.filter((r) => !r.ok).map((r) => (r.ok ? 0 : r.retryAfter))).toEqual(Array(7).fill(5));
    });
  });
