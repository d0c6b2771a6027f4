// Sign-in throttling: failures per account and per address within the window,
// and attempts of any outcome per address per minute, all counted in the database. An attempt
// reserves its failure before the password is checked, under locks on its account and address,
// so simultaneous attempts (in any process) cannot slip past a limit together.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types';

export interface SignInLimits {
  /** Failed sign-ins per account within the window (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  /** Failed sign-ins per address within the window (LOGIN_IP_MAX_FAILURES). */
  ipMaxFailures: number;
  windowMs: number;
  /** Attempts of any outcome per address per minute (LOGIN_RATE_PER_MINUTE). */
  perMinute: number;
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/**
 * What a failed sign-in stores of the typed e-mail: the address (at most 254 characters), or, when
 * it is not an e-mail address (a password typed in the wrong field, say), a digest that can still
 * count failures but never shows the text.
 */
export function accountKey(typed: string): string {
  const email = typed.trim().toLowerCase();
  if (EMAIL.test(email)) return email.slice(0, 254);
  return `not-an-email:${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
}

export type Reservation =
  | {
      ok: true /** The reserved failure: forgotten (with the account's others) when the password is right. */;
      failureId: number;
    }
  | {
      ok: false;
      retryAfter: number /** Failures (per account or address), or attempts per minute. */;
      reason: 'failures' | 'rate';
    };

/** Counts the limits for `account` from `ip` and, when within them, reserves this attempt. */
export async function reserveSignIn(
  db: Kysely<DB>,
  account: string,
  ip: string,
  now: Date,
  limits: SignInLimits,
): Promise<Reservation> {
  return db.transaction().execute(async (trx) => {
    // One attempt at a time per account and per address, across processes (locks in one order).
    for (const key of [`account:${account}`, `ip:${ip}`].sort()) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    }
    const since = new Date(now.getTime() - limits.windowMs);
    const minuteAgo = new Date(now.getTime() - 60_000);
    const count = (q: Promise<{ n: string | number | bigint; oldest: Date | string | null }>) =>
      q.then((r) => ({ n: Number(r.n), oldest: r.oldest === null ? null : new Date(r.oldest) }));
    const [byAccount, byIp, perMinute] = await Promise.all([
      count(
        trx
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('oldest')])
          .where('account', '=', account)
          .where('at', '>', since)
          .executeTakeFirstOrThrow(),
      ),
      count(
        trx
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('oldest')])
          .where('ip', '=', ip)
          .where('at', '>', since)
          .executeTakeFirstOrThrow(),
      ),
      count(
        trx
          .selectFrom('login_attempts')
          .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('oldest')])
          .where('ip', '=', ip)
          .where('at', '>', minuteAgo)
          .executeTakeFirstOrThrow(),
      ),
    ]);
    const failuresUntil = Math.max(
      byAccount.n >= limits.maxFailures && byAccount.oldest
        ? byAccount.oldest.getTime() + limits.windowMs
        : 0,
      byIp.n >= limits.ipMaxFailures && byIp.oldest ? byIp.oldest.getTime() + limits.windowMs : 0,
    );
    const rateUntil =
      perMinute.n >= limits.perMinute && perMinute.oldest ? perMinute.oldest.getTime() + 60_000 : 0;
    const latest = Math.max(failuresUntil, rateUntil);
    if (latest > 0) {
      const retryAfter = Math.max(1, Math.ceil((latest - now.getTime()) / 1000));
      return { ok: false, retryAfter, reason: failuresUntil > 0 ? 'failures' : 'rate' };
    }
    await trx.insertInto('login_attempts').values({ ip, at: now }).execute();
    const failure = await trx
      .insertInto('login_failures')
      .values({ account, ip, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, failureId: failure.id };
  });
}

/** A right password: the account's failures (the reserved one included) are forgotten. */
export async function signInSucceeded(db: Kysely<DB>, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}

/** The attempt's reserved failure is forgotten (a right password that still needs its second factor). */
export async function dropReservedFailure(db: Kysely<DB>, failureId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', failureId).execute();
}
