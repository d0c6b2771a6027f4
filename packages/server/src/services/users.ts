// Account changes made outside the HTTP API (the `npm run user` CLI), and the one rule for ending a
// user's sessions, shared with the admin API.
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { hashPassword, passwordProblem } from '../auth/passwords';
import type { DB } from '../db/types';

/**
 * Ends every session of `userId`: those signed in as the user and those the user started as an
 * impersonator (`original_user_id`), so a password reset or a removed admin flag leaves no way in.
 * `except`: the session (its id hash) that made the change and stays.
 */
export async function endSessionsOf(db: Kysely<DB>, userId: number, except?: string): Promise<number> {
  let query = db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('original_user_id', '=', userId)]));
  if (except !== undefined) query = query.where('id_hash', '!=', except);
  const rows = await query.returning('id_hash').execute();
  return rows.length;
}

/** A refused CLI request: its message is what the operator reads. */
export class AccountError extends Error {
  override name = 'AccountError';
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;
const byEmail = (db: Kysely<DB>, email: string) =>
  db
    .selectFrom('users')
    .select(['id'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();

/** `npm run user -- create`: a new account (audited as made from the command line). */
export async function createUserFromCli(
  db: Kysely<DB>,
  input: { email: string; name: string; admin: boolean; password: string },
  now: Date,
): Promise<{ id: number }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new AccountError('--email is required and must be an e-mail address.');
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  if (await byEmail(db, email)) throw new AccountError(`A user with the e-mail ${email} already exists.`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({ email, name: input.name.trim() || email, admin: input.admin, password_hash: passwordHash })
      .returning(['id', 'email', 'name', 'admin'])
      .executeTakeFirstOrThrow();
    await audit(trx, {
      at: now,
      action: 'create',
      entity: 'users',
      entityId: row.id,
      after: row,
      detail: 'command line: npm run user -- create',
    });
    return { id: row.id };
  });
}

/** `npm run user -- set-password`: a new password; every session of the user ends. */
export async function setPasswordFromCli(
  db: Kysely<DB>,
  input: { email: string; password: string },
  now: Date,
): Promise<{ id: number; endedSessions: number }> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  const existing = await byEmail(db, email);
  if (!existing) throw new AccountError(`No user with the e-mail ${email}.`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
    const endedSessions = await endSessionsOf(trx, existing.id);
    await audit(trx, {
      at: now,
      action: 'update',
      entity: 'users',
      entityId: existing.id,
      targetUserId: existing.id,
      after: { password: 'reset' },
      detail: 'command line: npm run user -- set-password',
    });
    return { id: existing.id, endedSessions };
  });
}

/**
 * `npm run user -- reset-mfa`: an administrator who lost their authenticator and their recovery codes.
 * Their authenticator and recovery codes go, and every session of the user ends;
 * the next sign-in takes the password alone (and, with REQUIRE_ADMIN_MFA, enrols again first).
 */
export async function resetMfaFromCli(
  db: Kysely<DB>,
  input: { email: string },
  now: Date,
): Promise<{ id: number; endedSessions: number }> {
  const email = input.email.trim().toLowerCase();
  const existing = await byEmail(db, email);
  if (!existing) throw new AccountError(`No user with the e-mail ${email}.`);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('user_mfa')
      .where('user_id', '=', existing.id)
      .returning('user_id')
      .execute();
    if (removed.length === 0) throw new AccountError(`${email} has no two-factor authentication.`);
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', existing.id).execute();
    await trx.deleteFrom('mfa_challenges').where('user_id', '=', existing.id).execute();
    const endedSessions = await endSessionsOf(trx, existing.id);
    await audit(trx, {
      at: now,
      action: 'mfa_disabled',
      targetUserId: existing.id,
      detail: 'command line: npm run user -- reset-mfa',
    });
    return { id: existing.id, endedSessions };
  });
}
