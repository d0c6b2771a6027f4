// The staff chat's contract: rooms (one per company, one per store, one Announcements),
// messages (plain text with the chat's sanitized Markdown, 1-4000 characters), read positions, and
// the events of the per-tab Server-Sent Events stream. One definition for the server, the typed
// client and the machines.
import { z } from 'zod';
import { timestampSchema } from './responses';

export const STAFFCHAT_ROOM_KINDS = ['company', 'store', 'announcements'] as const;
export type StaffChatRoomKind = (typeof STAFFCHAT_ROOM_KINDS)[number];

export const STAFFCHAT_LIMITS = {
  /** A message's length in characters (after trimming). */
  minLength: 1,
  maxLength: 4000,
  /** History page size: the newest 50 first, older on scrolling up. */
  pageSize: 50,
  maxPageSize: 100,
  /** Messages one user may post or edit per minute, together (then 429 with Retry-After). */
  perMinute: 30,
  /** Streams one session may hold open (then 429 `too_many_streams`). */
  streamsPerSession: 10,
} as const;

/** The staff chat's own words (the API's messages and the screens' texts share them). */
export const STAFFCHAT_MESSAGES = {
  empty: 'Write a message first.',
  tooLong: 'A message can be at most 4000 characters.',
  roomNotFound: 'Room not found.',
  messageNotFound: 'Message not found.',
  notAuthor: 'Only the author can edit this message.',
  announcementsAdminsOnly: 'Only administrators post in Announcements.',
  rateLimited: 'You are sending messages too fast. Wait a moment and try again.',
  tooManyStreams: 'Too many staff chat windows are open. Close one and try again.',
  deleted: 'Message deleted',
  deletedByAdmin: 'Deleted by an administrator',
  edited: 'edited',
  announcementsRoom: 'Announcements',
} as const;

const id = z.number().int().positive().max(2_147_483_647);

/** GET /api/staffchat/rooms: the rooms the user may see, with their unread counts. */
export const staffChatRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(STAFFCHAT_ROOM_KINDS),
  /** Messages by others after the user's read position (deleted ones do not count). */
  unread: z.number().int().nonnegative(),
});
export type StaffChatRoom = z.output<typeof staffChatRoomSchema>;
export const staffChatRoomListSchema = z.array(staffChatRoomSchema);

/** One message as the API and the stream answer it; a deleted one keeps its place with an empty `msg`. */
export const staffChatMessageSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  user_id: z.number().int().nullable(),
  /** The author's name (their e-mail when they have none). */
  author: z.string(),
  /**
   * Posted by an administrator while impersonating the author: that administrator's name (`Former
   * user` once their account is gone); null for a post of the author's own.
   */
  posted_by: z.string().nullable(),
  msg: z.string(),
  created_at: timestampSchema,
  edited_at: timestampSchema.nullable(),
  deleted: z.boolean(),
  /** Deleted by an administrator, not by its author. */
  deleted_by_admin: z.boolean(),
});
export type StaffChatMessage = z.output<typeof staffChatMessageSchema>;
/** GET /api/staffchat/rooms/:id/messages?before=ID&limit=N: newest first. */
export const staffChatMessageListSchema = z.array(staffChatMessageSchema);

const text = z
  .string({ error: STAFFCHAT_MESSAGES.empty })
  .trim()
  .min(STAFFCHAT_LIMITS.minLength, { error: STAFFCHAT_MESSAGES.empty })
  .max(STAFFCHAT_LIMITS.maxLength, { error: STAFFCHAT_MESSAGES.tooLong });

/** POST /api/staffchat/rooms/:id/messages and PATCH /api/staffchat/messages/:id. */
export const staffChatPostSchema = z.object({ msg: text });
export type StaffChatPost = z.input<typeof staffChatPostSchema>;

/** POST /api/staffchat/rooms/:id/read: everything up to this message is read. */
export const staffChatReadSchema = z.object({ last_id: id });
export type StaffChatRead = z.input<typeof staffChatReadSchema>;

/** GET /api/staffchat/rooms/:id/members: who may read the room (the `@` autocomplete), and who is online. */
export const staffChatMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** What `@` inserts: `mentionHandle(name)`. */
  handle: z.string(),
  /** Has a stream open now (in any server process). */
  online: z.boolean(),
});
export type StaffChatMember = z.output<typeof staffChatMemberSchema>;
export const staffChatMemberListSchema = z.array(staffChatMemberSchema);

/** An Announcements post's receipts: `Read by N of M`. */
export const staffChatReceiptSchema = z.object({
  message_id: z.number().int(),
  read_by: z.number().int().nonnegative(),
  of: z.number().int().nonnegative(),
});
export type StaffChatReceipt = z.output<typeof staffChatReceiptSchema>;
export const staffChatReceiptListSchema = z.array(staffChatReceiptSchema);

/**
 * The stream's events (`event:` names), each sent with an `id:` line (a global, increasing event id;
 * the browser's EventSource resends the last one as `Last-Event-ID` after a reconnect) and JSON
 * `data:`. `read`: someone's read position in a room moved (unread counts and receipts follow).
 */
export const STAFFCHAT_EVENTS = ['message', 'edit', 'delete', 'read'] as const;
export type StaffChatEventName = (typeof STAFFCHAT_EVENTS)[number];

export const staffChatReadEventSchema = z.object({
  room_id: z.number().int(),
  user_id: z.number().int(),
  last_id: z.number().int(),
});
export type StaffChatReadEvent = z.output<typeof staffChatReadEventSchema>;

export type StaffChatEvent =
  | { id: number; event: 'message' | 'edit' | 'delete'; data: StaffChatMessage }
  | { id: number; event: 'read'; data: StaffChatReadEvent };

/** A member's mention handle: the name lower-cased, spaces as dots (`Sam Staff` -> `sam.staff`). */
export function mentionHandle(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^\p{L}\p{N}._-]/gu, '');
}

/** The `@handle` mentions of a text (a handle is letters, digits, dots, dashes and underscores). */
export function mentionsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(^|[^\w@])@([\p{L}\p{N}._-]+)/gu)) {
    const name = m[2]!.replace(/[._-]+$/, '');
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}
