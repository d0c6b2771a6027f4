// The staff chat machine's reads of its context and its merges: messages one per id (the later
// version), the draft checked against the contract, unread counts, the open room.
import {
  STAFFCHAT_LIMITS,
  STAFFCHAT_MESSAGES,
  type StaffChatMessage,
  type StaffChatReadEvent,
  type StaffChatRoom,
  staffChatPostSchema,
} from '@store-ops/domain';
import type { StaffChatContext, StaffChatEditing } from './staffChat.types';

/** The screen's own words beside the contract's (`STAFFCHAT_MESSAGES`). */
export const STAFFCHAT_SCREEN_MESSAGES = {
  roomsFailed: 'Failed to load the rooms.',
  historyFailed: 'Failed to load the messages.',
  olderFailed: 'Failed to load older messages.',
  sendFailed: 'The message was not sent.',
  editFailed: 'The message was not changed.',
  deleteFailed: 'The message was not deleted.',
} as const;

export const pageSize = STAFFCHAT_LIMITS.pageSize;

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Of two versions of one message, the later: a deletion wins, then the later edit. */
function fresher(a: StaffChatMessage, b: StaffChatMessage): StaffChatMessage {
  if (a.deleted !== b.deleted) return a.deleted ? a : b;
  const at = a.edited_at?.getTime() ?? 0;
  const bt = b.edited_at?.getTime() ?? 0;
  return bt >= at ? b : a;
}

/** Messages merged into a list: one per id (the later version), oldest first. */
export function mergeStaffChatMessages(
  list: readonly StaffChatMessage[],
  incoming: readonly StaffChatMessage[],
): StaffChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) {
    const known = byId.get(m.id);
    byId.set(m.id, known ? fresher(known, m) : m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The draft as it would be sent, or why it cannot be. */
export function checkText(text: string): { msg: string } | { error: string } {
  const parsed = staffChatPostSchema.safeParse({ msg: text });
  if (parsed.success) return { msg: parsed.data.msg };
  return { error: parsed.error.issues[0]?.message ?? STAFFCHAT_MESSAGES.empty };
}

export const roomOf = (context: StaffChatContext, id: number | null) =>
  id === null ? undefined : context.rooms.find((r) => r.id === id);
export const selectedRoom = (context: StaffChatContext) => roomOf(context, context.selectedRoomId);
export const openList = (context: StaffChatContext) =>
  context.selectedRoomId === null ? [] : (context.messages[context.selectedRoomId] ?? []);
export const newestId = (list: readonly StaffChatMessage[]) => list[list.length - 1]?.id ?? null;
export const setUnread = (rooms: StaffChatRoom[], roomId: number, unread: (n: number) => number) =>
  rooms.map((r) => (r.id === roomId ? { ...r, unread: unread(r.unread) } : r));

/** A message of the open room the user may edit: their own, not deleted. */
export const ownMessage = (context: StaffChatContext, id: number) =>
  openList(context).some((m) => m.id === id && m.user_id === context.userId && !m.deleted);
/** A message of the open room the user may delete: their own, or any (not deleted) for a moderator. */
export const deletable = (context: StaffChatContext, id: number) =>
  ownMessage(context, id) || (context.moderator && openList(context).some((m) => m.id === id && !m.deleted));

/** A message version put in place in whichever loaded room has it (a room not loaded is left alone). */
export function updateInPlace(context: StaffChatContext, message: StaffChatMessage) {
  const list = context.messages[message.room_id];
  if (!list?.some((m) => m.id === message.id)) return context.messages;
  return { ...context.messages, [message.room_id]: mergeStaffChatMessages(list, [message]) };
}

/** The editor closes when its message is deleted. */
export const editingAfterDelete = (editing: StaffChatEditing | null, id: number) =>
  editing?.id === id ? null : editing;

/** A stream event's payload: a message (message, edit, delete) or a read position. */
export type MessagePayload = { data: StaffChatMessage };
export type ReadPayload = { data: StaffChatReadEvent };
