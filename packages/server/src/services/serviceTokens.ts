// Service tokens: a secret a nightly export job sends as `Authorization: Bearer <token>` to
// POST /api/import (and nowhere else). 256 random bits, shown once; only its sha256 is stored (a
// high-entropy secret needs no slow hash), found by that hash and compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServiceToken } from '@store-ops/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { Scope } from './scope';

/** A token as its caller is known to a request: which stores it may import into (null: every store). */
export interface TokenCaller {
  id: number;
  name: string;
  storeIds: number[] | null;
}

const PREFIX = 'sot_';
const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** A new secret: the prefix (easy to spot in a leaked log) and 32 random bytes. */
export function newSecret(): { token: string; hash: string } {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashOf(token).toString('hex') };
}

/** The token behind a bearer secret, or null (unknown, revoked, malformed); marks it used at `now`. */
export async function tokenOf(db: Kysely<DB>, secret: string, now: Date): Promise<TokenCaller | null> {
  if (!secret.startsWith(PREFIX) || secret.length > 200) return null;
  const hash = hashOf(secret);
  const row = await db
    .updateTable('service_tokens')
    .set({ last_used_at: now })
    .where('secret_hash', '=', hash.toString('hex'))
    .returning(['id', 'name', 'store_ids', 'secret_hash'])
    .executeTakeFirst();
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash, 'hex'), hash)) return null;
  return { id: row.id, name: row.name, storeIds: row.store_ids };
}

/** What a token may see: its stores, or every store. */
export const tokenScope = (token: TokenCaller): Scope => ({
  all: token.storeIds === null,
  companyIds: [],
  storeIds: token.storeIds ?? [],
});

export async function listTokens(db: Kysely<DB>): Promise<ServiceToken[]> {
  return db
    .selectFrom('service_tokens')
    .select(['id', 'name', 'store_ids', 'created_at', 'last_used_at'])
    .orderBy('id')
    .execute();
}

/** Which of `storeIds` name no store. */
export async function unknownStores(db: Kysely<DB>, storeIds: readonly number[]): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const known = new Set(
    (
      await db
        .selectFrom('stores')
        .select('id')
        .where('id', 'in', [...storeIds])
        .execute()
    ).map((s) => s.id),
  );
  return storeIds.filter((id) => !known.has(id));
}

/** Stores a new token (its secret's hash only); answers it without the secret. */
export function insertToken(
  trx: Transaction<DB>,
  values: { name: string; storeIds: number[] | null; hash: string; createdBy: number | null; now: Date },
) {
  return trx
    .insertInto('service_tokens')
    .values({
      name: values.name,
      store_ids: values.storeIds,
      secret_hash: values.hash,
      created_by: values.createdBy,
      created_at: values.now,
    })
    .returning(['id', 'name', 'store_ids', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes a token (its secret then gets 401); answers what it was, or undefined when there was none. */
export function deleteToken(trx: Transaction<DB>, id: number) {
  return trx
    .deleteFrom('service_tokens')
    .where('id', '=', id)
    .returning(['id', 'name', 'store_ids'])
    .executeTakeFirst();
}
