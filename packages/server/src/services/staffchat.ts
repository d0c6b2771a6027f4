// The staff chat's data: which rooms a user may see (their store scope), messages, read positions,
// members (the administrators) and receipts, the per-user rate limit counted in the database, and the
// events every write leaves for the Server-Sent Events streams of every server process.
import {
  mentionHandle,
  STAFFCHAT_LIMITS,
  STAFFCHAT_MESSAGES,
  type StaffChatEventName,
  type StaffChatMember,
  type StaffChatMessage,
  type StaffChatReadEvent,
  type StaffChatReceipt,
  type StaffChatRoom,
  type StaffChatRoomKind,
} from '@store-ops/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { type Admission, minuteWindow, windowStart } from './minuteWindow';
import type { Scope } from './scope';

/** The NOTIFY channel: its payload is the new event's id (a hint; listeners read the events table). */
export const STAFFCHAT_CHANNEL = 'staffchat';
/**
 * Any constant: the transaction-level advisory lock every event insert takes and holds to commit, so
 * event ids become visible in increasing order across processes (no reader sees id N before N-1).
 */
const EVENT_LOCK = 7_270_417;
/** Events are kept this long (a client away longer reloads the history instead of replaying). */
export const STAFFCHAT_EVENT_RETENTION_MS = 7 * 86_400_000;
/** Who wrote a message whose author's account was deleted. */
export const FORMER_USER = 'Former user';

export interface RoomRow {
  id: number;
  kind: StaffChatRoomKind;
  name: string;
  company_id: number | null;
  store_id: number | null;
}

/** Whether a scope covers a room: admins every room; others Announcements, their companies and stores. */
export function roomVisible(scope: Scope, room: Pick<RoomRow, 'kind' | 'company_id' | 'store_id'>): boolean {
  if (scope.all || room.kind === 'announcements') return true;
  if (room.kind === 'company') return room.company_id !== null && scope.companyIds.includes(room.company_id);
  return room.store_id !== null && scope.storeIds.includes(room.store_id);
}

/** The same test in SQL, on `staffchat_rooms as r`. */
function visibleRooms(scope: Scope) {
  return (eb: ExpressionBuilder<DB & { r: DB['staffchat_rooms'] }, 'r'>): Expression<SqlBool> => {
    if (scope.all) return eb.lit(true);
    const any: Expression<SqlBool>[] = [eb('r.kind', '=', 'announcements')];
    if (scope.companyIds.length > 0)
      any.push(eb.and([eb('r.kind', '=', 'company'), eb('r.company_id', 'in', scope.companyIds)]));
    if (scope.storeIds.length > 0)
      any.push(eb.and([eb('r.kind', '=', 'store'), eb('r.store_id', 'in', scope.storeIds)]));
    return eb.or(any);
  };
}

const ROOM_COLUMNS = ['r.id', 'r.kind', 'r.name', 'r.company_id', 'r.store_id'] as const;

/** A room the scope covers, or 404 `Room not found.` (the same answer as for a room that does not exist). */
export async function visibleRoom(db: Kysely<DB>, scope: Scope, roomId: number): Promise<RoomRow> {
  const room = await db
    .selectFrom('staffchat_rooms as r')
    .select(ROOM_COLUMNS)
    .where('r.id', '=', roomId)
    .where(visibleRooms(scope))
    .executeTakeFirst();
  if (!room) throw notFound(STAFFCHAT_MESSAGES.roomNotFound);
  return room;
}

const KIND_ORDER = sql<number>`CASE r.kind WHEN 'announcements' THEN 0 WHEN 'company' THEN 1 ELSE 2 END`;

/** The rooms a user sees, Announcements first, then companies, then stores, by name; with unread counts. */
export async function listRooms(db: Kysely<DB>, scope: Scope, userId: number): Promise<StaffChatRoom[]> {
  const rows = await db
    .selectFrom('staffchat_rooms as r')
    .leftJoin('staffchat_reads as p', (join) =>
      join.onRef('p.room_id', '=', 'r.id').on('p.user_id', '=', userId),
    )
    .select(['r.id', 'r.name', 'r.kind'])
    .select((eb) =>
      eb
        .selectFrom('staffchat_messages as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.room_id', '=', 'r.id')
        .where('m.deleted', '=', false)
        .where(sql<boolean>`m.user_id IS DISTINCT FROM ${userId}`)
        .where(sql<boolean>`m.id > coalesce(p.last_id, 0)`)
        .as('unread'),
    )
    .where(visibleRooms(scope))
    .orderBy(KIND_ORDER)
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, unread: Number(r.unread ?? 0) }));
}

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

export type StaffChatWireMessage = ReturnType<typeof toWireMessage>;
export type EventData = StaffChatWireMessage | StaffChatReadEvent;

/**
 * Records one event for the streams (last in the write's transaction): the advisory lock makes ids
 * commit in order; NOTIFY (delivered at commit) wakes every process's listener. Answers the event id.
 *
 * Stored events never keep text the message no longer has: an edit rewrites the message's `message`
 * event to the message as it now is and drops its earlier `edit` events; a deletion drops both, so a
 * replay from any id yields only the deletion. (A stream that has not sent those events yet sends the
 * current text, or nothing but the deletion.)
 */
export async function publishEvent(
  trx: Kysely<DB>,
  kind: StaffChatEventName,
  roomId: number,
  data: EventData,
  at: Date,
): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(${EVENT_LOCK})`.execute(trx);
  const messageId = kind === 'read' ? null : (data as StaffChatWireMessage).id;
  if (messageId !== null && kind !== 'message') {
    await trx
      .deleteFrom('staffchat_events')
      .where('message_id', '=', messageId)
      .where('kind', 'in', kind === 'delete' ? ['message', 'edit'] : ['edit'])
      .execute();
    if (kind === 'edit')
      await trx
        .updateTable('staffchat_events')
        .set({ payload: JSON.stringify(data) })
        .where('message_id', '=', messageId)
        .where('kind', '=', 'message')
        .execute();
  }
  const row = await trx
    .insertInto('staffchat_events')
    .values({ kind, room_id: roomId, payload: JSON.stringify(data), created_at: at, message_id: messageId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await sql`SELECT pg_notify(${STAFFCHAT_CHANNEL}, ${String(id)})`.execute(trx);
  return id;
}

/**
 * Moves a user's read position in a room forward to `lastId` (never past the room's newest message,
 * never back). Answers the position and whether it moved.
 */
export async function markRead(
  trx: Kysely<DB>,
  roomId: number,
  userId: number,
  lastId: number,
): Promise<{ lastId: number; moved: boolean }> {
  const newest = await trx
    .selectFrom('staffchat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  const target = Math.min(lastId, Number(newest?.id ?? 0));
  if (target > 0) {
    const moved = await trx
      .insertInto('staffchat_reads')
      .values({ room_id: roomId, user_id: userId, last_id: target })
      .onConflict((oc) =>
        oc
          .columns(['room_id', 'user_id'])
          .doUpdateSet({ last_id: target })
          .where('staffchat_reads.last_id', '<', target),
      )
      .returning('last_id')
      .executeTakeFirst();
    if (moved) return { lastId: moved.last_id, moved: true };
  }
  const current = await trx
    .selectFrom('staffchat_reads')
    .select('last_id')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { lastId: current?.last_id ?? 0, moved: false };
}

/**
 * Who may open a room: the staff chat is for administrators, and an administrator's scope covers
 * every room, so every room's members are the administrators, whatever its kind. (Users granted a
 * room's company or store are not members: they cannot open the staff chat. Nor are they counted in
 * receipts or offered as mentions, and no viewer sees them listed, whoever's scope they are in.)
 */
export async function roomMembers(db: Kysely<DB>): Promise<{ id: number; name: string; email: string }[]> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where('u.admin', '=', true)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** The members with their `@` handles and whether each has a stream open (a fresh presence row). */
export async function listMembers(
  db: Kysely<DB>,
  now: Date,
  presenceTtlMs: number,
): Promise<StaffChatMember[]> {
  const members = await roomMembers(db);
  if (members.length === 0) return [];
  const online = new Set(
    (
      await db
        .selectFrom('staffchat_presence')
        .select('user_id')
        .distinct()
        .where(
          'user_id',
          'in',
          members.map((m) => m.id),
        )
        .where('seen_at', '>', new Date(now.getTime() - presenceTtlMs))
        .execute()
    ).map((r) => r.user_id),
  );
  return members.map((m) => {
    const name = m.name.trim() || m.email;
    return { user_id: m.id, name, handle: mentionHandle(name), online: online.has(m.id) };
  });
}

/** `Read by N of M` for the room's newest 50 messages: members other than the author, and those of them who read it. */
export async function listReceipts(db: Kysely<DB>, room: RoomRow): Promise<StaffChatReceipt[]> {
  const recent = await db
    .selectFrom('staffchat_messages')
    .select(['id', 'user_id'])
    .where('room_id', '=', room.id)
    .orderBy('id', 'desc')
    .limit(STAFFCHAT_LIMITS.pageSize)
    .execute();
  if (recent.length === 0) return [];
  const members = (await roomMembers(db)).map((m) => m.id);
  const positions = new Map(
    (
      await db
        .selectFrom('staffchat_reads')
        .select(['user_id', 'last_id'])
        .where('room_id', '=', room.id)
        .execute()
    ).map((r) => [r.user_id, r.last_id]),
  );
  return recent.map((m) => {
    const others = members.filter((id) => id !== m.user_id);
    return {
      message_id: m.id,
      read_by: others.filter((id) => (positions.get(id) ?? 0) >= m.id).length,
      of: others.length,
    };
  });
}
