// Per-user limits on the assistant: requests per minute, requests at once and
// tokens per day, counted in the database so that every server process shares them. One user's
// admissions are serialised by a row lock on that user, so simultaneous requests (in any process)
// cannot slip past a limit together.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types';

export interface LlmLimits {
  /** Requests a user may start in any 60 s (LLM_RATE_PER_MINUTE, default 20). */
  perMinute: number;
  /** Requests a user may have in flight at once (LLM_CONCURRENCY_PER_USER, default 3). */
  concurrency: number;
  /** Tokens a user may use per UTC day when the provider reports usage (unset: no budget). */
  dailyTokens: number | null;
  /** The reply deadline: an in-flight mark older than this (and a minute) was left by a crash. */
  timeoutMs: number;
}

export type Admission =
  | {
      ok: true /** Marks the request finished (call once, whatever its outcome). */;
      release: () => Promise<void>;
    }
  | {
      ok: false /** Seconds until a retry can succeed (the Retry-After header). */;
      retryAfter: number;
      message: string;
    };

export const LIMIT_MESSAGES = {
  perMinute: (limit: number, seconds: number) =>
    `You have asked ${limit} questions in the last minute. You can ask again in ${seconds} s.`,
  concurrency: (limit: number) =>
    `You already have ${limit} questions being answered. Ask again when one of them is done.`,
  daily: "You have used today's assistant budget. You can ask again tomorrow.",
} as const;

const MINUTE = 60_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Admits one request of `userId` at `now`, or says when to retry. */
export async function admitLlmRequest(
  db: Kysely<DB>,
  userId: number,
  now: Date,
  limits: LlmLimits,
): Promise<Admission> {
  const outcome = await db.transaction().execute(async (trx) => {
    // One admission at a time per user, across every process sharing the database.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();

    // Everything that counts, in one statement: in-flight marks younger than the reply deadline (older
    // ones a crashed process left behind; the retention job removes them), the last minute's requests,
    // today's tokens.
    const minuteAgo = new Date(now.getTime() - MINUTE);
    const counts = await trx
      .selectNoFrom((eb) => [
        eb
          .selectFrom('llm_inflight')
          .select((e) => e.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('started_at', '>=', new Date(now.getTime() - limits.timeoutMs - MINUTE))
          .as('inflight'),
        eb
          .selectFrom('llm_requests')
          .select((e) => e.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('at', '>', minuteAgo)
          .as('recent'),
        eb
          .selectFrom('llm_requests')
          .select((e) => e.fn.min('at').as('oldest'))
          .where('user_id', '=', userId)
          .where('at', '>', minuteAgo)
          .as('oldest'),
        eb
          .selectFrom('llm_usage')
          .select('tokens')
          .where('user_id', '=', userId)
          .where('day', '=', utcDay(now))
          .as('tokens'),
      ])
      .executeTakeFirstOrThrow();

    if (limits.dailyTokens !== null && Number(counts.tokens ?? 0) >= limits.dailyTokens) {
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      return {
        ok: false as const,
        retryAfter: Math.ceil((midnight - now.getTime()) / 1000),
        message: LIMIT_MESSAGES.daily,
      };
    }
    if (Number(counts.inflight) >= limits.concurrency) {
      return { ok: false as const, retryAfter: 5, message: LIMIT_MESSAGES.concurrency(limits.concurrency) };
    }
    if (Number(counts.recent) >= limits.perMinute) {
      const oldest = new Date(counts.oldest as Date | string).getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + MINUTE - now.getTime()) / 1000));
      return {
        ok: false as const,
        retryAfter,
        message: LIMIT_MESSAGES.perMinute(limits.perMinute, retryAfter),
      };
    }

    // The request counted and marked in flight, in one statement.
    const mark = await trx
      .with('counted', (db) =>
        db.insertInto('llm_requests').values({ user_id: userId, at: now }).returning('id'),
      )
      .insertInto('llm_inflight')
      .values({ user_id: userId, started_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true as const, markId: mark.id };
  });
  if (!outcome.ok) return outcome;
  let released = false;
  return {
    ok: true,
    release: async () => {
      if (released) return;
      released = true;
      await db.deleteFrom('llm_inflight').where('id', '=', outcome.markId).execute();
    },
  };
}

/** Adds the tokens a reply used (as the provider reported them) to the user's day. */
export async function recordLlmTokens(
  db: Kysely<DB>,
  userId: number,
  now: Date,
  tokens: number,
): Promise<void> {
  if (!(tokens > 0)) return;
  await db
    .insertInto('llm_usage')
    .values({ user_id: userId, day: utcDay(now), tokens: Math.round(tokens) })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) => ({ tokens: sql`${eb.ref('llm_usage.tokens')} + ${Math.round(tokens)}` })),
    )
    .execute();
}
