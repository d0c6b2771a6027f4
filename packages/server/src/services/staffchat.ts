// The staff chat's rooms (which a user may see: their store scope) and the events every write leaves for
// the Server-Sent Events streams of every server process. The messages: staffchatMessages.ts; read
// positions, members and receipts: staffchatReads.ts.
import {
  STAFFCHAT_MESSAGES,
  type StaffChatEventName,
  type StaffChatReadEvent,
  type StaffChatRoom,
  type StaffChatRoomKind,
} from '@store-ops/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import type { Scope } from './scope';
import type { StaffChatWireMessage } from './staffchatMessages';

/** The NOTIFY channel: its payload is the new event's id (a hint; listeners read the events table). */
export const STAFFCHAT_CHANNEL = 'staffchat';
/**
 * Any constant: the transaction-level advisory lock every event insert takes and holds to commit, so
 * event ids become visible in increasing order across processes (no reader sees id N before N-1).
 */
const EVENT_LOCK = 7_270_417;
/** Events are kept this long (a client away longer reloads the history instead of replaying). */
export const STAFFCHAT_EVENT_RETENTION_MS = 7 * 86_400_000;

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
