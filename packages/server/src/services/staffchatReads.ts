// The staff chat's members (the administrators, and who of them is online), read positions and the
// receipts they make (`Read by N of M`).
import {
  mentionHandle,
  STAFFCHAT_LIMITS,
  type StaffChatMember,
  type StaffChatReceipt,
} from '@store-ops/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { RoomRow } from './staffchat';

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
