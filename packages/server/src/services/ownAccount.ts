// The accounts as the sign-in and impersonation routes read them, and a user's change of their own
// password (the other account changes: users.ts).
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import type { SessionUserRow } from '../auth/sessions';
import type { DB } from '../db/types';
import { endSessionsOf } from './users';

const SESSION_USER = ['id', 'email', 'name', 'admin', 'settings'] as const;

/** The account an e-mail names (compared in lower case), with its password hash. */
export const accountByEmail = (db: Kysely<DB>, email: string) =>
  db
    .selectFrom('users')
    .select([...SESSION_USER, 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();

/** A user as a session carries them; undefined for an unknown id. */
export const sessionUserById = (db: Kysely<DB>, id: number): Promise<SessionUserRow | undefined> =>
  db.selectFrom('users').select(SESSION_USER).where('id', '=', id).executeTakeFirst();

export async function passwordHashOf(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/**
 * The user's new password (its hash), audited; every other session of the user ends (`keepSession`,
 * the id hash of the one that made the change, stays). Answers how many ended.
 */
export function changeOwnPassword(
  db: Kysely<DB>,
  change: { userId: number; hash: string; keepSession: string; at: Date; ip: string },
): Promise<number> {
  const { userId, hash, keepSession, at, ip } = change;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: hash, version: eb('version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    const others = await endSessionsOf(trx, userId, keepSession);
    await audit(trx, {
      at,
      action: 'update',
      actorUserId: userId,
      asUserId: userId,
      targetUserId: userId,
      entity: 'users',
      entityId: userId,
      after: { password: 'changed' },
      ip,
      detail: `own password changed; ${others} other session(s) ended`,
    });
    return others;
  });
}
