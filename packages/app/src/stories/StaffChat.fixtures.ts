// QA/Staff chat's data and its in-memory server: three rooms (Announcements, the Harvest Table
// Restaurant Group company room, the Harvest Table Downtown store room), four people, a short history,
// everyone's read positions, and the staff chat routes answered over them as the real server answers
// (rooms with unread counts, pages newest first, members, receipts, posts, edits, deletes, reads). Every
// write is also an event of the stream with the next event id, kept in order so a stream that resumes
// from an id gets what came after it (QA/Staff chat's stream emits them on the manual event source).
import {
  apiPaths,
  mentionHandle,
  STAFFCHAT_LIMITS,
  STAFFCHAT_MESSAGES,
  type StaffChatEventName,
  type StaffChatMember,
  type StaffChatReadEvent,
  type StaffChatReceipt,
  type StaffChatRoom,
  type StaffChatRoomKind,
  staffChatPostSchema,
} from '@store-ops/domain';
import { json, type PendingRequest } from './qa';

export interface ChatUser {
  id: number;
  name: string;
  admin: boolean;
  /** Has a stream open (the room header's `N online`). */
  online: boolean;
}

/** The signed-in admin the screen belongs to. */
export const AVERY: ChatUser = { id: 1, name: 'Avery Admin', admin: true, online: true };
/** "Another user": the panel posts, edits, deletes and reads as Sam. */
export const SAM: ChatUser = { id: 2, name: 'Sam Staff', admin: true, online: true };
const JORDAN: ChatUser = { id: 3, name: 'Jordan Lee', admin: true, online: false };
const PRIYA: ChatUser = { id: 4, name: 'Priya Patel', admin: true, online: false };
/** Everyone here may open every room: the staff chat is for administrators. */
export const USERS = [AVERY, SAM, JORDAN, PRIYA];

export interface ChatRoom {
  id: number;
  name: string;
  kind: StaffChatRoomKind;
}

export const ANNOUNCEMENTS: ChatRoom = { id: 1, name: 'Announcements', kind: 'announcements' };
export const COMPANY_ROOM: ChatRoom = { id: 2, name: 'Harvest Table Restaurant Group', kind: 'company' };
export const STORE_ROOM: ChatRoom = { id: 3, name: 'Harvest Table Downtown', kind: 'store' };
/** As the server lists them: Announcements, then companies, then stores. */
export const ROOMS = [ANNOUNCEMENTS, COMPANY_ROOM, STORE_ROOM];
/** The rooms Sam may post in (only admins post in Announcements). */
export const SAM_ROOMS = [COMPANY_ROOM, STORE_ROOM];

/** A message as the API and the stream send it (timestamps as ISO strings). */
export interface WireMessage {
  id: number;
  room_id: number;
  user_id: number | null;
  author: string;
  posted_by: string | null;
  msg: string;
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
  deleted_by_admin: boolean;
}

export interface ServerEvent {
  id: number;
  event: StaffChatEventName;
  data: WireMessage | StaffChatReadEvent;
}

const wire = (id: number, room: ChatRoom, user: ChatUser, msg: string, at: string): WireMessage => ({
  id,
  room_id: room.id,
  user_id: user.id,
  author: user.name,
  posted_by: null,
  msg,
  created_at: at,
  edited_at: null,
  deleted: false,
  deleted_by_admin: false,
});

/** The history: one announcement, two company messages, four in the store room (Sam's last two unread). */
const initialMessages = (): WireMessage[] => [
  wire(
    101,
    ANNOUNCEMENTS,
    AVERY,
    'Holiday hours: every store closes at 6 PM on December 24.',
    '2026-11-23T15:00:00.000Z',
  ),
  wire(
    102,
    COMPANY_ROOM,
    JORDAN,
    'Payroll closes Friday at noon: approve your timecards before then.',
    '2026-11-23T16:10:00.000Z',
  ),
  wire(
    103,
    COMPANY_ROOM,
    AVERY,
    'Thanks Jordan, the store managers have the reminder.',
    '2026-11-23T16:25:00.000Z',
  ),
  wire(104, STORE_ROOM, SAM, 'Produce truck is here, unloading now.', '2026-11-24T13:02:00.000Z'),
  wire(
    105,
    STORE_ROOM,
    AVERY,
    'Thanks! Check the romaine, last week it came in warm.',
    '2026-11-24T13:05:00.000Z',
  ),
  wire(106, STORE_ROOM, SAM, 'Romaine is fine, 36°F.', '2026-11-24T13:11:00.000Z'),
  wire(
    107,
    STORE_ROOM,
    SAM,
    'The walk-in door gasket is torn again, I put in a ticket.',
    '2026-11-24T13:20:00.000Z',
  ),
];

/** Read positions (`room:user` -> the last message read): Avery is 2 behind in the store room. */
const initialReads = (): Map<string, number> =>
  new Map([
    [`${ANNOUNCEMENTS.id}:${AVERY.id}`, 101],
    [`${ANNOUNCEMENTS.id}:${SAM.id}`, 101],
    [`${ANNOUNCEMENTS.id}:${JORDAN.id}`, 101],
    [`${COMPANY_ROOM.id}:${AVERY.id}`, 103],
    [`${COMPANY_ROOM.id}:${JORDAN.id}`, 103],
    [`${STORE_ROOM.id}:${AVERY.id}`, 105],
    [`${STORE_ROOM.id}:${SAM.id}`, 107],
  ]);

/** What "Post as Sam Staff" writes, in turn. */
export const SAM_LINES = [
  'Can someone cover my Saturday close?',
  'The dish machine is back up.',
  'We are out of to-go lids, borrowing a case from Uptown.',
  'Closing checklist done, heading out.',
];
/** What "Sam edits his last message" makes of it. */
export const samEdited = (msg: string) => `${msg} Update: sorted.`;

/** The time the server's first write is stamped with; each next write a minute later. */
const FIRST_WRITE = Date.parse('2026-11-24T14:00:00.000Z');
/** The first event id the server assigns (the stream's ids increase from here). */
export const FIRST_EVENT_ID = 1;

const error = (status: number, statusText: string, code: string, message: string) =>
  json(status, statusText, { error: { code, message } });
const notFound = (message: string) => error(404, 'Not Found', 'not_found', message);
const forbidden = (message: string) => error(403, 'Forbidden', 'forbidden', message);

/**
 * `count` older messages of the store room before the history above (ids 1 to `count`, Sam and Priya
 * in turn, a minute apart on 2026-11-23): with more than a page (50) the room has older messages.
 */
const olderStoreMessages = (count: number): WireMessage[] =>
  Array.from({ length: count }, (_, i) =>
    wire(
      i + 1,
      STORE_ROOM,
      i % 2 === 0 ? SAM : PRIYA,
      `Shift note ${i + 1}.`,
      new Date(Date.parse('2026-11-23T08:00:00.000Z') + 60_000 * i).toISOString(),
    ),
  );

/**
 * The staff chat routes of the fake server, over the rooms, messages and read positions above;
 * `olderStoreMessages` adds that many older messages to the store room's history.
 */
export function createStaffChatBackend(options: { olderStoreMessages?: number } = {}) {
  const messages = [...olderStoreMessages(options.olderStoreMessages ?? 0), ...initialMessages()];
  const reads = initialReads();
  const events: ServerEvent[] = [];
  let nextMessageId = 108;
  let nextEventId = FIRST_EVENT_ID;
  let writes = 0;
  let samPosts = 0;
  const now = () => new Date(FIRST_WRITE + 60_000 * writes++).toISOString();
  const eventListeners = new Set<(event: ServerEvent) => void>();
  /** Calls `listener` with every event as it is recorded; answers the unsubscribe. */
  const onEvent = (listener: (event: ServerEvent) => void) => {
    eventListeners.add(listener);
    return () => {
      eventListeners.delete(listener);
    };
  };

  /** Records one event (the next id) and hands it to the streams. */
  const publish = (event: StaffChatEventName, data: WireMessage | StaffChatReadEvent) => {
    const e: ServerEvent = { id: nextEventId++, event, data: structuredClone(data) };
    events.push(e);
    for (const listener of eventListeners) listener(e);
  };

  const roomOf = (id: number) => ROOMS.find((r) => r.id === id);
  const position = (roomId: number, userId: number) => reads.get(`${roomId}:${userId}`) ?? 0;
  const newestIn = (roomId: number) =>
    messages.filter((m) => m.room_id === roomId).reduce((max, m) => Math.max(max, m.id), 0);

  const rooms = (userId: number): StaffChatRoom[] =>
    ROOMS.map((r) => ({
      ...r,
      unread: messages.filter(
        (m) => m.room_id === r.id && !m.deleted && m.user_id !== userId && m.id > position(r.id, userId),
      ).length,
    }));

  const page = (roomId: number, before: number | null, limit: number) =>
    messages
      .filter((m) => m.room_id === roomId && (before === null || m.id < before))
      .sort((a, b) => b.id - a.id)
      .slice(0, Math.min(limit, STAFFCHAT_LIMITS.maxPageSize));

  const members = (): StaffChatMember[] =>
    USERS.map((u) => ({ user_id: u.id, name: u.name, handle: mentionHandle(u.name), online: u.online }));

  /** `Read by N of M` of the room's newest 50: the members other than the author, and who of them read it. */
  const receipts = (roomId: number): StaffChatReceipt[] =>
    page(roomId, null, STAFFCHAT_LIMITS.pageSize).map((m) => {
      const others = USERS.filter((u) => u.id !== m.user_id);
      return {
        message_id: m.id,
        read_by: others.filter((u) => position(roomId, u.id) >= m.id).length,
        of: others.length,
      };
    });

  const post = (user: ChatUser, room: ChatRoom, msg: string): WireMessage => {
    const message = wire(nextMessageId++, room, user, msg, now());
    messages.push(message);
    publish('message', message);
    return message;
  };

  const edit = (message: WireMessage, msg: string): WireMessage => {
    Object.assign(message, { msg, edited_at: now() });
    publish('edit', message);
    return message;
  };

  /** A deletion by its author, or (`byAdmin`) by an administrator who is not. */
  const remove = (message: WireMessage, byAdmin = false): WireMessage => {
    Object.assign(message, { msg: '', deleted: true, deleted_by_admin: byAdmin });
    publish('delete', message);
    return message;
  };

  /** Moves the read position forward (never past the newest message, never back); an event when it moved. */
  const read = (user: ChatUser, roomId: number, lastId: number): StaffChatReadEvent => {
    const target = Math.min(lastId, newestIn(roomId));
    const current = position(roomId, user.id);
    if (target > current) {
      reads.set(`${roomId}:${user.id}`, target);
      publish('read', { room_id: roomId, user_id: user.id, last_id: target });
    }
    return { room_id: roomId, user_id: user.id, last_id: Math.max(target, current) };
  };

  /** A message that is not deleted, or the API's refusal. */
  const liveMessage = (id: number): WireMessage | Response => {
    const message = messages.find((m) => m.id === id);
    return !message || message.deleted ? notFound(STAFFCHAT_MESSAGES.messageNotFound) : message;
  };

  /** The message text as the server takes it, or its 400. */
  const textOf = (body: unknown): string | Response => {
    const parsed = staffChatPostSchema.safeParse(body);
    if (parsed.success) return parsed.data.msg;
    return error(
      400,
      'Bad Request',
      'validation',
      parsed.error.issues[0]?.message ?? STAFFCHAT_MESSAGES.empty,
    );
  };

  /** One request of the signed-in user (Avery), answered as the server would. */
  const answer = ({ method, path, body }: PendingRequest, user: ChatUser = AVERY): Response => {
    const url = new URL(path, 'http://qa.invalid');
    if (method === 'GET' && url.pathname === apiPaths.staffChatRooms) return json(200, 'OK', rooms(user.id));
    const roomPath = url.pathname.match(/^\/api\/staffchat\/rooms\/(\d+)\/(messages|members|receipts|read)$/);
    if (roomPath) {
      const room = roomOf(Number(roomPath[1]));
      if (!room) return notFound(STAFFCHAT_MESSAGES.roomNotFound);
      const what = `${method} ${roomPath[2]}`;
      if (what === 'GET messages') {
        const before = url.searchParams.get('before');
        const limit = Number(url.searchParams.get('limit') ?? STAFFCHAT_LIMITS.pageSize);
        return json(200, 'OK', page(room.id, before === null ? null : Number(before), limit));
      }
      if (what === 'GET members') return json(200, 'OK', members());
      if (what === 'GET receipts') return json(200, 'OK', receipts(room.id));
      if (what === 'POST read') {
        const lastId = (body as { last_id?: unknown } | undefined)?.last_id;
        if (typeof lastId !== 'number')
          return error(400, 'Bad Request', 'validation', 'last_id is required.');
        return json(200, 'OK', read(user, room.id, lastId));
      }
      if (what === 'POST messages') {
        if (room.kind === 'announcements' && !user.admin)
          return forbidden(STAFFCHAT_MESSAGES.announcementsAdminsOnly);
        const text = textOf(body);
        return typeof text === 'string' ? json(201, 'Created', post(user, room, text)) : text;
      }
      return notFound('Not found.');
    }
    const messagePath = url.pathname.match(/^\/api\/staffchat\/messages\/(\d+)$/);
    if (messagePath && (method === 'PATCH' || method === 'DELETE')) {
      const message = liveMessage(Number(messagePath[1]));
      if (message instanceof Response) return message;
      // The author deletes their own; an administrator anyone's. Only the author edits.
      if (method === 'DELETE') return json(200, 'OK', remove(message, message.user_id !== user.id));
      if (message.user_id !== user.id) return forbidden(STAFFCHAT_MESSAGES.notAuthor);
      const text = textOf(body);
      return typeof text === 'string' ? json(200, 'OK', edit(message, text)) : text;
    }
    return notFound('Not found.');
  };

  /** Sam's newest message that is not deleted, in any room. */
  const samsLast = () =>
    messages.filter((m) => m.user_id === SAM.id && !m.deleted).sort((a, b) => b.id - a.id)[0];

  return {
    answer,
    /** Sam posts the next of his lines in the room. */
    samPosts: (room: ChatRoom) => post(SAM, room, SAM_LINES[samPosts++ % SAM_LINES.length] as string),
    samEdits: () => {
      const last = samsLast();
      if (last) edit(last, samEdited(last.msg));
    },
    samDeletes: () => {
      const last = samsLast();
      if (last) remove(last);
    },
    /** Sam reads a room up to its newest message. */
    samReads: (room: ChatRoom) => read(SAM, room.id, newestIn(room.id)),
    samsLast,
    roomName: (id: number) => roomOf(id)?.name ?? `room ${id}`,
    /** The events after `id`, oldest first (what a stream resuming from it is sent). */
    eventsAfter: (id: number) => events.filter((e) => e.id > id),
    /** The newest event id, null before the first. */
    lastEventId: () => events[events.length - 1]?.id ?? null,
    onEvent,
    /** Calls `listener` after every write (`useSyncExternalStore` with `lastEventId`). */
    subscribe: (listener: () => void) => onEvent(() => listener()),
  };
}

export type StaffChatBackend = ReturnType<typeof createStaffChatBackend>;
