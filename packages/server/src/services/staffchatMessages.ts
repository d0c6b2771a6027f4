// The staff chat's messages: reading them (with their authors' current names), the per-user rate limit
// counted in the database, and the writes (a post, an edit, a deletion that keeps the message's place).
import { STAFFCHAT_LIMITS, type StaffChatMessage } from '@store-ops/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types';
import { type Admission, minuteWindow, windowStart } from './minuteWindow';

/** Who wrote a message whose author's account was deleted. */
export const FORMER_USER = 'Former user';

interface MessageRow {
  id: number;
  room_id: number;
  user_id: number | null;
  author: string | null;
  impersonated: boolean;
  posted_by: string | null;
  msg: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted: boolean;
  deleted_by_admin: boolean;
}

/** A message as the API answers it (a deleted one with an empty text). */
export function toMessage(row: MessageRow): StaffChatMessage {
  return {
    id: row.id,
    room_id: row.room_id,
    user_id: row.user_id,
    author: row.author ?? FORMER_USER,
    posted_by: row.impersonated ? (row.posted_by ?? FORMER_USER) : null,
    msg: row.deleted ? '' : row.msg,
    created_at: new Date(row.created_at),
    edited_at: row.edited_at === null ? null : new Date(row.edited_at),
    deleted: row.deleted,
    deleted_by_admin: row.deleted && row.deleted_by_admin,
  };
}

/** The message as the stream's JSON `data:` carries it (timestamps as ISO strings). */
export function toWireMessage(message: StaffChatMessage) {
  return {
    ...message,
    created_at: message.created_at.toISOString(),
    edited_at: message.edited_at?.toISOString() ?? null,
  };
}

export type StaffChatWireMessage = ReturnType<typeof toWireMessage>;

function messages(db: Kysely<DB>) {
  return db
    .selectFrom('staffchat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('users as pb', 'pb.id', 'm.posted_by')
    .select([
      'm.id',
      'm.room_id',
      'm.user_id',
      sql<string | null>`coalesce(nullif(u.name, ''), u.email)`.as('author'),
      'm.impersonated',
      sql<string | null>`coalesce(nullif(pb.name, ''), pb.email)`.as('posted_by'),
      'm.msg',
      'm.created_at',
      'm.edited_at',
      'm.deleted',
      'm.deleted_by_admin',
    ]);
}

/** A room's messages, newest first: `limit` of them (default 50), older than `before` when given. */
export async function listMessages(
  db: Kysely<DB>,
  roomId: number,
  page: { before?: number | undefined; limit?: number | undefined },
): Promise<StaffChatMessage[]> {
  let query = messages(db).where('m.room_id', '=', roomId);
  if (page.before !== undefined) query = query.where('m.id', '<', page.before);
  const rows = await query
    .orderBy('m.id', 'desc')
    .limit(Math.min(page.limit ?? STAFFCHAT_LIMITS.pageSize, STAFFCHAT_LIMITS.maxPageSize))
    .execute();
  return rows.map(toMessage);
}

/** One message with its room, or undefined; locked for the rest of the transaction when asked. */
export async function findMessage(db: Kysely<DB>, id: number, lock = false) {
  let query = messages(db)
    .innerJoin('staffchat_rooms as r', 'r.id', 'm.room_id')
    .select(['r.kind as room_kind', 'r.name as room_name', 'r.company_id', 'r.store_id'])
    .where('m.id', '=', id);
  if (lock) query = query.forUpdate('m');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    message: toMessage(row),
    room: { kind: row.room_kind, name: row.room_name, company_id: row.company_id, store_id: row.store_id },
  };
}

/** Re-reads a message after a write (with its author's current name). */
export async function readMessage(db: Kysely<DB>, id: number): Promise<StaffChatMessage> {
  return toMessage(await messages(db).where('m.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * Admits one more write of `userId` at `now` (inside the transaction that makes it): at most
 * `perMinute` posts and edits together in any 60 s, counted from the messages and edits tables, so
 * every process shares the count. The user's row lock serialises one user's writes across processes
 * (two cannot slip past together). Deleted messages still count (deleting does not buy more posts).
 */
export async function admitWrite(
  trx: Kysely<DB>,
  userId: number,
  now: Date,
  perMinute: number,
): Promise<Admission> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const since = windowStart(now);
  const recent = await sql<{ n: string | number; oldest: Date | string | null }>`
    SELECT count(*) AS n, min(at) AS oldest FROM (
      SELECT created_at AS at FROM staffchat_messages WHERE user_id = ${userId} AND created_at > ${since}
      UNION ALL
      SELECT at FROM staffchat_edits WHERE user_id = ${userId} AND at > ${since}
    ) AS writes`
    .execute(trx)
    .then((r) => r.rows[0] ?? { n: 0, oldest: null });
  return minuteWindow(Number(recent.n), recent.oldest, now, perMinute);
}

export interface NewMessage {
  roomId: number;
  userId: number;
  msg: string;
  at: Date;
  /** The administrator who posted it while impersonating the user, or null. */
  postedBy: number | null;
}

/** A new message; answers its id. */
export async function insertMessage(db: Kysely<DB>, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('staffchat_messages')
    .values({
      room_id: message.roomId,
      user_id: message.userId,
      msg: message.msg,
      created_at: message.at,
      posted_by: message.postedBy,
      impersonated: message.postedBy !== null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The message's new text; the edit counts toward its author's rate. */
export async function editMessage(db: Kysely<DB>, id: number, userId: number, msg: string, at: Date) {
  await db.insertInto('staffchat_edits').values({ user_id: userId, at }).execute();
  await db.updateTable('staffchat_messages').set({ msg, edited_at: at }).where('id', '=', id).execute();
}

/** The text goes; the message keeps its place ("Message deleted", or "Deleted by an administrator"). */
export async function deleteMessage(db: Kysely<DB>, id: number, byAdmin: boolean) {
  await db
    .updateTable('staffchat_messages')
    .set({ msg: '', deleted: true, deleted_by_admin: byAdmin })
    .where('id', '=', id)
    .execute();
}
