// The users table as the API reads and writes it: the public columns only (never a password hash),
// the admin grid's create, update and delete, and a user's own settings string.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

const USER_PUBLIC = ['id', 'email', 'name', 'admin', 'version'] as const;

export interface NewUser {
  email: string;
  name: string;
  admin: boolean;
  passwordHash: string;
}

export interface UserChanges {
  email?: string | undefined;
  name?: string | undefined;
  admin?: boolean | undefined;
}

/** Every user, by id (the impersonation list and the users grid). */
export const listUsers = (db: Kysely<DB>) =>
  db.selectFrom('users').select(USER_PUBLIC).orderBy('id').execute();

/** Emails are kept lower case (sign-in compares them so). */
export const insertUser = (db: Kysely<DB>, user: NewUser) =>
  db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      admin: user.admin,
      password_hash: user.passwordHash,
    })
    .returning(USER_PUBLIC)
    .executeTakeFirstOrThrow();

/** The user's row, locked for the rest of the transaction. */
export const lockUser = (db: Kysely<DB>, id: number) =>
  db.selectFrom('users').select(USER_PUBLIC).where('id', '=', id).forUpdate().executeTakeFirst();

/** Applies the changes if the row is still at `version` (undefined when it is not). */
export const updateUser = (
  db: Kysely<DB>,
  id: number,
  version: number,
  changes: UserChanges,
  passwordHash?: string,
) =>
  db
    .updateTable('users')
    .set((eb) => ({
      ...changes,
      ...(changes.email ? { email: changes.email.toLowerCase() } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(USER_PUBLIC)
    .executeTakeFirst();

export const deleteUser = (db: Kysely<DB>, id: number) =>
  db.deleteFrom('users').where('id', '=', id).execute();

/** The user's settings string, locked (undefined: no such user). */
export const lockUserSettings = async (db: Kysely<DB>, id: number) =>
  (await db.selectFrom('users').select('settings').where('id', '=', id).forUpdate().executeTakeFirst())
    ?.settings;

export const saveUserSettings = (db: Kysely<DB>, id: number, settings: string) =>
  db.updateTable('users').set({ settings }).where('id', '=', id).execute();
