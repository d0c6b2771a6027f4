// An administrator's authenticator as the two-factor routes change it: set-up (a secret waiting for
// its first code), confirmation (with recovery codes), removal, and what is left of the recovery codes.
// Turning it on or off ends the user's other sessions. The sign-in's checks of a code: auth/mfa.ts.
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { hashRecoveryCode } from '../auth/mfa';
import type { DB } from '../db/types';
import { endSessionsOf } from './users';

/** Who changes their authenticator, from which session (it stays) and address. */
interface Change {
  userId: number;
  keepSession: string;
  at: Date;
  ip: string;
}

export async function recoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new secret waiting for its first code; one waiting already is replaced (a confirmed one is kept). */
export async function startEnrolment(db: Kysely<DB>, userId: number, secret: string, at: Date) {
  await db
    .insertInto('user_mfa')
    .values({ user_id: userId, secret, created_at: at })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: at, last_step: 0 })
        .where('user_mfa.confirmed_at', 'is', null),
    )
    .execute();
}

/** The user's authenticator, confirmed or waiting; undefined when none was set up. */
export const enrolmentOf = (db: Kysely<DB>, userId: number) =>
  db
    .selectFrom('user_mfa')
    .select(['secret', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The waiting authenticator becomes active at the code's time step, with new recovery codes. */
export function confirmEnrolment(db: Kysely<DB>, change: Change & { step: number; codes: string[] }) {
  const { userId, keepSession, at, ip, step, codes } = change;
  return db.transaction().execute(async (trx) => {
    const ended = await endSessionsOf(trx, userId, keepSession);
    await trx
      .updateTable('user_mfa')
      .set({ confirmed_at: at, last_step: step })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('mfa_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c), used_at: null })))
      .execute();
    await audit(trx, {
      at,
      action: 'mfa_enabled',
      actorUserId: userId,
      targetUserId: userId,
      ip,
      detail: `authenticator app; ${codes.length} recovery codes; ${ended} other session(s) ended`,
    });
  });
}

/** The authenticator and its recovery codes go (the password confirmed it). */
export function removeMfa(db: Kysely<DB>, { userId, keepSession, at, ip }: Change) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    const ended = await endSessionsOf(trx, userId, keepSession);
    await audit(trx, {
      at,
      action: 'mfa_disabled',
      actorUserId: userId,
      targetUserId: userId,
      ip,
      detail: `confirmed with the password; ${ended} other session(s) ended`,
    });
  });
}

/** A waiting sign-in that ended (its code was accepted). */
export async function endChallenge(db: Kysely<DB>, idHash: string): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('id_hash', '=', idHash).execute();
}
