import {
  mentionsOf,
  STAFFCHAT_LIMITS,
  STAFFCHAT_MESSAGES,
  type StaffChatMember,
  type StaffChatMessage,
  type StaffChatReadEvent,
  type StaffChatReceipt,
  type StaffChatRoom,
  type StaffChatRoomKind,
  staffChatPostSchema,
} from '@store-ops/domain';
import { assertEvent, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { staffChatBrowserDefaults } from '../adapters/staffChat';
import type { StaffChatConnectionLive, StaffChatStreamEvent } from './staffChatConnection.machine';

/** The screen's own words beside the contract's (`STAFFCHAT_MESSAGES`). */
export const STAFFCHAT_SCREEN_MESSAGES = {
  roomsFailed: 'Failed to load the rooms.',
  historyFailed: 'Failed to load the messages.',
  olderFailed: 'Failed to load older messages.',
  sendFailed: 'The message was not sent.',
  editFailed: 'The message was not changed.',
  deleteFailed: 'The message was not deleted.',
} as const;

/** A message typed and sent but not (yet) stored: shown under the room's messages until it is. */
export interface StaffChatPendingSend {
  /** The client's key for it (`c1`, `c2`, …): RETRY_SEND and DISCARD_SEND name it. */
  key: string;
  roomId: number;
  /** The text as it is sent (trimmed). */
  text: string;
  state: 'sending' | 'failed';
  /** Why it failed (`STAFFCHAT_MESSAGES.rateLimited` past the rate limit). */
  error: string | null;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After). */
  retryAfter: number | null;
}

/** The message being edited: its id, the text in the editor and why a save was refused. */
export interface StaffChatEditing {
  id: number;
  text: string;
  error: string | null;
}

export interface StaffChatInput {
  /** The signed-in user: their messages are `mine`, their read events (another tab) clear unread. */
  userId: number;
  /** Admins post in Announcements; others see it read-only. */
  admin?: boolean;
  /**
   * May delete anyone's message in the rooms shown (administrators; the administrator who started an
   * impersonation counts). Defaults to `admin`.
   */
  moderator?: boolean;
  /** The room to open (the first room when absent or not the user's). */
  roomId?: number | null;
  /**
   * Whether the screen shows the open room (default true). The tab's runtime starts hidden (the
   * drawer's badge only): new messages then stay unread until the screen shows the room.
   */
  visible?: boolean;
}

export interface StaffChatContext {
  userId: number;
  admin: boolean;
  moderator: boolean;
  /** The rooms the user may see, with their unread counts, as the server lists them. */
  rooms: StaffChatRoom[];
  selectedRoomId: number | null;
  /** The loaded messages by room id, oldest first, one per id. */
  messages: Record<number, StaffChatMessage[]>;
  /** Whether the server has messages before the oldest loaded, by room id. */
  hasOlder: Record<number, boolean>;
  /** The open room's members (the `@` autocomplete, who is online). */
  members: StaffChatMember[];
  /** The open room's read receipts (Announcements). */
  receipts: StaffChatReceipt[];
  /** The composer's text by room id. */
  drafts: Record<number, string>;
  /** Messages sent and not yet stored (sending), or refused (failed: Retry or discard). */
  pending: StaffChatPendingSend[];
  /** The next pending send's key number. */
  nextKey: number;
  /** The key of the pending send being posted. */
  posting: string | null;
  editing: StaffChatEditing | null;
  /** The message being deleted (after the screen's confirmation). */
  deletingId: number | null;
  /** The last LOAD_OLDER put `count` messages before `anchorId` (the screen keeps that message in place). */
  prepended: { count: number; anchorId: number } | null;
  /** Why the rooms or the open room's messages failed to load (RETRY). */
  error: string | null;
  /** Why the draft was not sent (empty, too long, Announcements for a non-admin). */
  sendError: string | null;
  /** Why loading older messages, a delete or an edit of a message no longer open failed. */
  actionError: string | null;
  /** A receipts-changing event came while receipts were loading: load them again after. */
  receiptsStale: boolean;
  /** The screen shows the open room: what arrives there is read (`staffChat.screenShow` / `staffChat.screenHide`). */
  visible: boolean;
}

/** What opening a room loads: its newest page (newest first), members and (Announcements) receipts. */
export interface StaffChatRoomLoad {
  messages: StaffChatMessage[];
  members: StaffChatMember[];
  receipts: StaffChatReceipt[];
}

/** A reconnect the server could not replay: the rooms' unread counts and the open room's newest page again. */
export interface StaffChatResync {
  rooms: StaffChatRoom[];
  roomId: number | null;
  messages: StaffChatMessage[];
}

export type StaffChatMachineEvent =
  | { type: 'staffChat.retry' }
  | { type: 'staffChat.selectRoom'; roomId: number }
  | { type: 'staffChat.loadOlder' }
  | { type: 'staffChat.draft'; text: string }
  | { type: 'staffChat.send' }
  | { type: 'staffChat.retrySend'; key: string }
  | { type: 'staffChat.discardSend'; key: string }
  | { type: 'staffChat.editStart'; id: number }
  | { type: 'staffChat.editChange'; text: string }
  | { type: 'staffChat.editSave' }
  | { type: 'staffChat.editCancel' }
  /** After the screen's confirmation. */
  | { type: 'staffChat.delete'; id: number }
  /** The screen shows the open room (read what is unread there) or stops showing it. */
  | { type: 'staffChat.screenShow' }
  | { type: 'staffChat.screenHide' }
  /** What the connection emits, forwarded as they are. */
  | StaffChatStreamEvent
  | StaffChatConnectionLive;

const pageSize = STAFFCHAT_LIMITS.pageSize;

const messageOf = (error: unknown, fallback: string) =>
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
function checkText(text: string): { msg: string } | { error: string } {
  const parsed = staffChatPostSchema.safeParse({ msg: text });
  if (parsed.success) return { msg: parsed.data.msg };
  return { error: parsed.error.issues[0]?.message ?? STAFFCHAT_MESSAGES.empty };
}

const roomOf = (context: StaffChatContext, id: number | null) =>
  id === null ? undefined : context.rooms.find((r) => r.id === id);
const selectedRoom = (context: StaffChatContext) => roomOf(context, context.selectedRoomId);
const openList = (context: StaffChatContext) =>
  context.selectedRoomId === null ? [] : (context.messages[context.selectedRoomId] ?? []);
const newestId = (list: readonly StaffChatMessage[]) => list[list.length - 1]?.id ?? null;
const setUnread = (rooms: StaffChatRoom[], roomId: number, unread: (n: number) => number) =>
  rooms.map((r) => (r.id === roomId ? { ...r, unread: unread(r.unread) } : r));

/** A message of the open room the user may edit: their own, not deleted. */
const ownMessage = (context: StaffChatContext, id: number) =>
  openList(context).some((m) => m.id === id && m.user_id === context.userId && !m.deleted);
/** A message of the open room the user may delete: their own, or any (not deleted) for a moderator. */
const deletable = (context: StaffChatContext, id: number) =>
  ownMessage(context, id) || (context.moderator && openList(context).some((m) => m.id === id && !m.deleted));

/** A message version put in place in whichever loaded room has it (a room not loaded is left alone). */
function updateInPlace(context: StaffChatContext, message: StaffChatMessage) {
  const list = context.messages[message.room_id];
  if (!list?.some((m) => m.id === message.id)) return context.messages;
  return { ...context.messages, [message.room_id]: mergeStaffChatMessages(list, [message]) };
}

/** The editor closes when its message is deleted. */
const editingAfterDelete = (editing: StaffChatEditing | null, id: number) =>
  editing?.id === id ? null : editing;

/** A stream event's payload: a message (message, edit, delete) or a read position. */
type MessagePayload = { data: StaffChatMessage };
type ReadPayload = { data: StaffChatReadEvent };

/**
 * The staff chat screen: loads the rooms (with unread counts) and opens one (its newest 50
 * messages, members, Announcements' receipts; marked read up to the newest message); pages older
 * messages on LOAD_OLDER (`prepended` tells the screen what to keep in place); sends drafts checked
 * against the contract (an empty or too long one is never sent) through an outbox, one at a time in
 * order, where a refused send stays, failed, with its text (Retry, or discard); edits and deletes the
 * user's own messages; and follows the stream: messages appended once (the POST's answer and the
 * stream's echo are one message), edits and deletes in place, unread counts of other rooms, receipts,
 * another tab's reads. A reconnect the server could not replay (`connection.live`, a `reconnect` not
 * `resumed`) reloads the unread counts and the open room's newest page.
 */
export const staffChatMachine = setup({
  types: {
    context: {} as StaffChatContext,
    events: {} as StaffChatMachineEvent,
    input: {} as StaffChatInput,
  },
  actors: staffChatBrowserDefaults().actors,
  guards: {
    hasRooms: ({ context }) => context.rooms.length > 0,
    otherRoom: ({ context, event }) => {
      assertEvent(event, 'staffChat.selectRoom');
      return event.roomId !== context.selectedRoomId && roomOf(context, event.roomId) !== undefined;
    },
    canLoadOlder: ({ context }) =>
      context.selectedRoomId !== null &&
      context.hasOlder[context.selectedRoomId] === true &&
      openList(context).length > 0,
    /** Announcements take posts from admins only. */
    cannotPost: ({ context }) => selectedRoom(context)?.kind === 'announcements' && !context.admin,
    draftValid: ({ context }) =>
      context.selectedRoomId !== null && 'msg' in checkText(context.drafts[context.selectedRoomId] ?? ''),
    hasQueued: ({ context }) => context.pending.some((p) => p.state === 'sending'),
    failedSend: ({ context, event }) => {
      assertEvent(event, ['staffChat.retrySend', 'staffChat.discardSend']);
      return context.pending.some((p) => p.key === event.key && p.state === 'failed');
    },
    ownMessage: ({ context, event }) => {
      assertEvent(event, 'staffChat.editStart');
      return ownMessage(context, event.id);
    },
    deletable: ({ context, event }) => {
      assertEvent(event, 'staffChat.delete');
      return deletable(context, event.id);
    },
    isEditing: ({ context }) => context.editing !== null,
    editInvalid: ({ context }) => context.editing !== null && 'error' in checkText(context.editing.text),
    editUnchanged: ({ context }) => {
      const { editing } = context;
      const checked = editing && checkText(editing.text);
      const message = editing && openList(context).find((m) => m.id === editing.id);
      return !!checked && 'msg' in checked && checked.msg === message?.msg;
    },
    /** A new post in, or someone else's read of, the open Announcements room: its receipts change. */
    receiptsAffected: ({ context, event }) => {
      assertEvent(event, ['stream.message', 'stream.read']);
      const room = selectedRoom(context);
      if (room?.kind !== 'announcements' || event.data.room_id !== room.id) return false;
      return event.type === 'stream.message' || event.data.user_id !== context.userId;
    },
    receiptsStale: ({ context }) => context.receiptsStale,
    /** A reconnect the server could not replay (no event had been seen): something may be missing. */
    missedEvents: ({ event }) => {
      assertEvent(event, 'connection.live');
      return event.reconnect && !event.resumed;
    },
  },
  actions: {
    /** Posts the read position of the open room, when the screen shows it: its newest message. */
    markOpenRoomRead: enqueueActions(({ context, enqueue }) => {
      const lastId = newestId(openList(context));
      if (context.visible && context.selectedRoomId !== null && lastId !== null)
        enqueue.spawnChild('markRead', { input: { roomId: context.selectedRoomId, lastId } });
    }),
    /** The screen shows the open room again: what arrived meanwhile is read. */
    readOpenRoomIfUnread: enqueueActions(({ context, enqueue }) => {
      const room = selectedRoom(context);
      if (!room || room.unread === 0) return;
      enqueue.assign({ rooms: setUnread(context.rooms, room.id, () => 0) });
      const lastId = newestId(openList(context));
      if (lastId !== null) enqueue.spawnChild('markRead', { input: { roomId: room.id, lastId } });
    }),
    /**
     * A new message: in the open room it joins the list (once) and, from someone else and `read`, is
     * read at once; elsewhere, by someone else, it is unread.
     */
    receiveMessage: enqueueActions(({ context, event, enqueue }, params: { read: boolean }) => {
      const message = (event as MessagePayload).data;
      if (!roomOf(context, message.room_id)) return;
      const fromOther = message.user_id !== context.userId;
      if (message.room_id !== context.selectedRoomId) {
        if (fromOther) enqueue.assign({ rooms: setUnread(context.rooms, message.room_id, (n) => n + 1) });
        return;
      }
      const list = context.messages[message.room_id] ?? [];
      const known = list.some((m) => m.id === message.id);
      enqueue.assign({
        messages: { ...context.messages, [message.room_id]: mergeStaffChatMessages(list, [message]) },
        // The open room while the screen does not show it: unread until it does.
        ...(!context.visible && fromOther && !known
          ? { rooms: setUnread(context.rooms, message.room_id, (n) => n + 1) }
          : {}),
      });
      if (context.visible && params.read && fromOther && !known)
        enqueue.spawnChild('markRead', { input: { roomId: message.room_id, lastId: message.id } });
    }),
    applyEdit: assign(({ context, event }) => ({
      messages: updateInPlace(context, (event as MessagePayload).data),
    })),
    applyDelete: assign(({ context, event }) => {
      const message = (event as MessagePayload).data;
      return {
        messages: updateInPlace(context, { ...message, deleted: true, msg: '' }),
        editing: editingAfterDelete(context.editing, message.id),
      };
    }),
    /** The user read a room in another tab: nothing unread there. */
    applyRead: assign(({ context, event }) => {
      const read = (event as ReadPayload).data;
      return read.user_id === context.userId
        ? { rooms: setUnread(context.rooms, read.room_id, () => 0) }
        : {};
    }),
    queueDraft: assign(({ context }) => {
      const roomId = context.selectedRoomId as number;
      const checked = checkText(context.drafts[roomId] ?? '') as { msg: string };
      return {
        pending: [
          ...context.pending,
          {
            key: `c${context.nextKey}`,
            roomId,
            text: checked.msg,
            state: 'sending' as const,
            error: null,
            retryAfter: null,
          },
        ],
        nextKey: context.nextKey + 1,
        drafts: { ...context.drafts, [roomId]: '' },
        sendError: null,
      };
    }),
    showDraftError: assign(({ context }) => {
      const checked = checkText(
        context.selectedRoomId === null ? '' : (context.drafts[context.selectedRoomId] ?? ''),
      );
      return { sendError: 'error' in checked ? checked.error : null };
    }),
  },
}).createMachine({
  id: 'staffChat',
  context: ({ input }) => ({
    userId: input.userId,
    admin: input.admin ?? false,
    moderator: input.moderator ?? input.admin ?? false,
    rooms: [],
    selectedRoomId: input.roomId ?? null,
    messages: {},
    hasOlder: {},
    members: [],
    receipts: [],
    drafts: {},
    pending: [],
    nextKey: 1,
    posting: null,
    editing: null,
    deletingId: null,
    prepended: null,
    error: null,
    sendError: null,
    actionError: null,
    receiptsStale: false,
    visible: input.visible ?? true,
  }),
  on: {
    'staffChat.screenShow': { actions: [assign({ visible: true }), 'readOpenRoomIfUnread'] },
    'staffChat.screenHide': { actions: assign({ visible: false }) },
  },
  initial: 'loadingRooms',
  states: {
    loadingRooms: {
      tags: ['loading'],
      invoke: {
        src: 'rooms',
        id: 'rooms',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const rooms = event.output;
            const wanted = rooms.find((r) => r.id === context.selectedRoomId);
            return { rooms, selectedRoomId: (wanted ?? rooms[0])?.id ?? null, error: null };
          }),
        },
        onError: {
          target: 'roomsFailed',
          actions: assign({
            error: ({ event }) => messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.roomsFailed),
          }),
        },
      },
    },
    roomsFailed: {
      tags: ['error'],
      on: { 'staffChat.retry': { target: 'loadingRooms', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasRooms', target: 'open' }, { target: 'noRooms' }],
        },
        noRooms: {},
        open: {
          type: 'parallel',
          on: {
            'staffChat.draft': {
              actions: assign(({ context, event }) => ({
                drafts: { ...context.drafts, [context.selectedRoomId as number]: event.text },
                sendError: null,
              })),
            },
            'staffChat.send': [
              {
                guard: 'cannotPost',
                actions: assign({ sendError: STAFFCHAT_MESSAGES.announcementsAdminsOnly }),
              },
              { guard: 'draftValid', actions: 'queueDraft' },
              { actions: 'showDraftError' },
            ],
            'staffChat.retrySend': {
              guard: 'failedSend',
              actions: assign(({ context, event }) => ({
                pending: context.pending.map((p) =>
                  p.key === event.key
                    ? { ...p, state: 'sending' as const, error: null, retryAfter: null }
                    : p,
                ),
              })),
            },
            'staffChat.discardSend': {
              guard: 'failedSend',
              actions: assign(({ context, event }) => ({
                pending: context.pending.filter((p) => p.key !== event.key),
              })),
            },
            'stream.edit': { actions: 'applyEdit' },
            'stream.delete': { actions: 'applyDelete' },
            'stream.read': { actions: 'applyRead' },
          },
          states: {
            room: {
              on: {
                // Not `reenter`: that would leave and enter every region of `open` (a post under way
                // would start again); only this region's state is left (loadingHistory too).
                'staffChat.selectRoom': {
                  guard: 'otherRoom',
                  target: '.loadingHistory',
                  actions: assign(({ event }) => ({
                    selectedRoomId: event.roomId,
                    editing: null,
                    sendError: null,
                    actionError: null,
                    receiptsStale: false,
                  })),
                },
                'stream.message': { actions: { type: 'receiveMessage', params: { read: true } } },
              },
              initial: 'loadingHistory',
              states: {
                loadingHistory: {
                  tags: ['loading'],
                  entry: assign(({ context }) => ({
                    messages: { ...context.messages, [context.selectedRoomId as number]: [] },
                    members: [],
                    receipts: [],
                    prepended: null,
                    error: null,
                  })),
                  on: {
                    // Kept, merged with the page when it comes; read up to the newest then.
                    'stream.message': { actions: { type: 'receiveMessage', params: { read: false } } },
                  },
                  invoke: {
                    src: 'loadRoom',
                    id: 'loadRoom',
                    input: ({ context }) => ({
                      roomId: context.selectedRoomId as number,
                      kind: selectedRoom(context)?.kind ?? null,
                    }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        assign(({ context, event }) => {
                          const roomId = context.selectedRoomId as number;
                          const page = event.output.messages;
                          return {
                            messages: {
                              ...context.messages,
                              [roomId]: mergeStaffChatMessages(context.messages[roomId] ?? [], page),
                            },
                            hasOlder: { ...context.hasOlder, [roomId]: page.length >= pageSize },
                            members: event.output.members,
                            receipts: event.output.receipts,
                            rooms: context.visible
                              ? setUnread(context.rooms, roomId, () => 0)
                              : context.rooms,
                          };
                        }),
                        'markOpenRoomRead',
                      ],
                    },
                    onError: {
                      target: 'historyFailed',
                      actions: assign({
                        error: ({ event }) => messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.historyFailed),
                      }),
                    },
                  },
                },
                historyFailed: {
                  tags: ['error'],
                  on: { 'staffChat.retry': 'loadingHistory' },
                },
                idle: {
                  on: {
                    'staffChat.loadOlder': {
                      guard: 'canLoadOlder',
                      target: 'loadingOlder',
                      actions: assign({ actionError: null }),
                    },
                  },
                },
                loadingOlder: {
                  tags: ['loadingOlder'],
                  invoke: {
                    src: 'loadOlder',
                    id: 'loadOlder',
                    input: ({ context }) => ({
                      roomId: context.selectedRoomId as number,
                      before: openList(context)[0]?.id as number,
                    }),
                    onDone: {
                      target: 'idle',
                      actions: assign(({ context, event }) => {
                        const roomId = context.selectedRoomId as number;
                        const list = openList(context);
                        const anchorId = list[0]?.id as number;
                        const merged = mergeStaffChatMessages(list, event.output);
                        return {
                          messages: { ...context.messages, [roomId]: merged },
                          hasOlder: { ...context.hasOlder, [roomId]: event.output.length >= pageSize },
                          prepended: { count: merged.filter((m) => m.id < anchorId).length, anchorId },
                        };
                      }),
                    },
                    onError: {
                      target: 'idle',
                      actions: assign({
                        actionError: ({ event }) =>
                          messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.olderFailed),
                      }),
                    },
                  },
                },
              },
            },
            outbox: {
              initial: 'idle',
              states: {
                idle: {
                  always: { guard: 'hasQueued', target: 'posting' },
                },
                posting: {
                  entry: assign(({ context }) => ({
                    posting: context.pending.find((p) => p.state === 'sending')?.key ?? null,
                  })),
                  invoke: {
                    src: 'post',
                    id: 'post',
                    input: ({ context }) => {
                      const send = context.pending.find(
                        (p) => p.key === context.posting,
                      ) as StaffChatPendingSend;
                      return { roomId: send.roomId, msg: send.text };
                    },
                    onDone: {
                      target: 'idle',
                      actions: assign(({ context, event }) => {
                        const message = event.output;
                        const list = context.messages[message.room_id];
                        return {
                          pending: context.pending.filter((p) => p.key !== context.posting),
                          posting: null,
                          messages: list
                            ? {
                                ...context.messages,
                                [message.room_id]: mergeStaffChatMessages(list, [message]),
                              }
                            : context.messages,
                        };
                      }),
                    },
                    onError: {
                      target: 'idle',
                      actions: assign(({ context, event }) => {
                        const error = event.error;
                        const limited = error instanceof ApiFailure && error.status === 429;
                        return {
                          pending: context.pending.map((p) =>
                            p.key === context.posting
                              ? {
                                  ...p,
                                  state: 'failed' as const,
                                  error: limited
                                    ? STAFFCHAT_MESSAGES.rateLimited
                                    : messageOf(error, STAFFCHAT_SCREEN_MESSAGES.sendFailed),
                                  retryAfter: limited ? (error.retryAfter ?? null) : null,
                                }
                              : p,
                          ),
                          posting: null,
                        };
                      }),
                    },
                  },
                },
              },
            },
            change: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'staffChat.editStart': {
                      guard: 'ownMessage',
                      actions: assign(({ context, event }) => ({
                        editing: {
                          id: event.id,
                          text: openList(context).find((m) => m.id === event.id)?.msg ?? '',
                          error: null,
                        },
                        actionError: null,
                      })),
                    },
                    'staffChat.editChange': {
                      guard: 'isEditing',
                      actions: assign(({ context, event }) => ({
                        editing: { ...(context.editing as StaffChatEditing), text: event.text, error: null },
                      })),
                    },
                    'staffChat.editCancel': { guard: 'isEditing', actions: assign({ editing: null }) },
                    'staffChat.editSave': [
                      {
                        guard: 'editInvalid',
                        actions: assign(({ context }) => {
                          const editing = context.editing as StaffChatEditing;
                          const checked = checkText(editing.text) as { error: string };
                          return { editing: { ...editing, error: checked.error } };
                        }),
                      },
                      // Nothing changed: nothing to send.
                      { guard: 'editUnchanged', actions: assign({ editing: null }) },
                      { guard: 'isEditing', target: 'saving' },
                    ],
                    'staffChat.delete': {
                      guard: 'deletable',
                      target: 'deleting',
                      actions: assign(({ event }) => ({ deletingId: event.id, actionError: null })),
                    },
                  },
                },
                saving: {
                  tags: ['saving'],
                  invoke: {
                    src: 'edit',
                    id: 'edit',
                    input: ({ context }) => {
                      const editing = context.editing as StaffChatEditing;
                      return { id: editing.id, msg: (checkText(editing.text) as { msg: string }).msg };
                    },
                    onDone: {
                      target: 'idle',
                      actions: assign(({ context, event }) => ({
                        messages: updateInPlace(context, event.output),
                        editing: context.editing?.id === event.output.id ? null : context.editing,
                      })),
                    },
                    onError: {
                      target: 'idle',
                      actions: assign(({ context, event }) => {
                        const error = messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.editFailed);
                        return context.editing
                          ? { editing: { ...context.editing, error } }
                          : { actionError: error };
                      }),
                    },
                  },
                },
                deleting: {
                  tags: ['saving'],
                  invoke: {
                    src: 'remove',
                    id: 'remove',
                    input: ({ context }) => ({ id: context.deletingId as number }),
                    onDone: {
                      target: 'idle',
                      actions: assign(({ context, event }) => ({
                        messages: updateInPlace(context, event.output),
                        editing: editingAfterDelete(context.editing, event.output.id),
                        deletingId: null,
                      })),
                    },
                    onError: {
                      target: 'idle',
                      actions: assign(({ event }) => ({
                        deletingId: null,
                        actionError: messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.deleteFailed),
                      })),
                    },
                  },
                },
              },
            },
            receipts: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'stream.message': { guard: 'receiptsAffected', target: 'loading' },
                    'stream.read': { guard: 'receiptsAffected', target: 'loading' },
                  },
                },
                loading: {
                  on: {
                    'stream.message': { guard: 'receiptsAffected', actions: assign({ receiptsStale: true }) },
                    'stream.read': { guard: 'receiptsAffected', actions: assign({ receiptsStale: true }) },
                  },
                  invoke: {
                    src: 'receipts',
                    id: 'receipts',
                    input: ({ context }) => ({ roomId: context.selectedRoomId as number }),
                    onDone: [
                      {
                        guard: 'receiptsStale',
                        target: 'loading',
                        reenter: true,
                        actions: assign(({ context, event }) => ({
                          receipts:
                            event.output.roomId === context.selectedRoomId
                              ? event.output.receipts
                              : context.receipts,
                          receiptsStale: false,
                        })),
                      },
                      {
                        target: 'idle',
                        actions: assign(({ context, event }) => ({
                          receipts:
                            event.output.roomId === context.selectedRoomId
                              ? event.output.receipts
                              : context.receipts,
                        })),
                      },
                    ],
                    onError: { target: 'idle', actions: assign({ receiptsStale: false }) },
                  },
                },
              },
            },
            sync: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'connection.live': { guard: 'missedEvents', target: 'syncing' } },
                },
                syncing: {
                  invoke: {
                    src: 'resync',
                    id: 'resync',
                    input: ({ context }) => ({ roomId: context.selectedRoomId }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        assign(({ context, event }) => {
                          const { roomId, messages: page } = event.output;
                          const open = roomId !== null && roomId === context.selectedRoomId;
                          const rooms = open
                            ? setUnread(event.output.rooms, roomId, () => 0)
                            : event.output.rooms;
                          if (!open) return { rooms };
                          const list = context.messages[roomId] ?? [];
                          const newest = newestId(list) ?? 0;
                          // A full page after a gap: the page replaces the list (older ones page in again).
                          const gap = page.length >= pageSize && page.every((m) => m.id > newest);
                          return {
                            rooms,
                            messages: {
                              ...context.messages,
                              [roomId]: mergeStaffChatMessages(gap ? [] : list, page),
                            },
                            hasOlder: gap ? { ...context.hasOlder, [roomId]: true } : context.hasOlder,
                          };
                        }),
                        'markOpenRoomRead',
                      ],
                    },
                    onError: 'idle',
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type StaffChatSnapshot = SnapshotFrom<typeof staffChatMachine>;

/** Every unread message of every room: the drawer's Staff Chat badge. */
export function totalUnread(snapshot: Pick<StaffChatSnapshot, 'context'>): number {
  return snapshot.context.rooms.reduce((sum, r) => sum + r.unread, 0);
}

export type StaffChatStatus = 'loading' | 'failed' | 'noRooms' | 'ready';

export interface StaffChatRoomView {
  id: number;
  name: string;
  kind: StaffChatRoomKind;
  unread: number;
  selected: boolean;
}

export interface StaffChatMessageView {
  id: number;
  userId: number | null;
  author: string;
  /** The administrator who posted it while impersonating `author`, else null. */
  postedBy: string | null;
  /** '' once deleted (the screen shows `STAFFCHAT_MESSAGES.deleted`). */
  msg: string;
  createdAt: Date;
  editedAt: Date | null;
  mine: boolean;
  /** The user may delete it: their own, or anyone's for a moderator (not once deleted). */
  canDelete: boolean;
  edited: boolean;
  deleted: boolean;
  /** Deleted by an administrator, not its author. */
  deletedByAdmin: boolean;
  /** The `@handle`s in the text; `mentionsMe` when one is the user's. */
  mentions: string[];
  mentionsMe: boolean;
}

export interface StaffChatReceiptView {
  readBy: number;
  of: number;
}

export interface StaffChatView {
  status: StaffChatStatus;
  rooms: StaffChatRoomView[];
  totalUnread: number;
  /** The open room. */
  room: { id: number; name: string; kind: StaffChatRoomKind } | null;
  /** The open room's messages, oldest first. */
  messages: StaffChatMessageView[];
  /** The open room's sends not yet stored, in the order they were sent. */
  pending: StaffChatPendingSend[];
  members: StaffChatMember[];
  /** `Read by N of M`, by message id (Announcements). */
  receipts: Record<number, StaffChatReceiptView>;
  draft: string;
  /** Whether the user may post here (Announcements: admins only). */
  canPost: boolean;
  sendError: string | null;
  editing: (StaffChatEditing & { saving: boolean }) | null;
  deletingId: number | null;
  hasOlder: boolean;
  loadingRooms: boolean;
  loadingHistory: boolean;
  loadingOlder: boolean;
  /** What the last LOAD_OLDER put before which message (keep `anchorId` where it was on screen). */
  prepended: { count: number; anchorId: number } | null;
  /** Why the rooms (status `failed`) or the open room's messages (`historyFailed`) did not load: RETRY. */
  error: string | null;
  historyFailed: boolean;
  actionError: string | null;
}

/** The staff chat screen's props, plain values. */
export function staffChatView(snapshot: Pick<StaffChatSnapshot, 'context' | 'matches'>): StaffChatView {
  const { context } = snapshot;
  const room = selectedRoom(context);
  const status: StaffChatStatus = snapshot.matches('loadingRooms')
    ? 'loading'
    : snapshot.matches('roomsFailed')
      ? 'failed'
      : snapshot.matches({ ready: 'noRooms' })
        ? 'noRooms'
        : 'ready';
  const myHandle = context.members.find((m) => m.user_id === context.userId)?.handle ?? null;
  const roomState = (state: string) => snapshot.matches({ ready: { open: { room: state } } } as never);
  return {
    status,
    rooms: context.rooms.map((r) => ({ ...r, selected: r.id === context.selectedRoomId })),
    totalUnread: totalUnread(snapshot),
    room: room ? { id: room.id, name: room.name, kind: room.kind } : null,
    messages: openList(context).map((m) => {
      const mentions = m.deleted ? [] : mentionsOf(m.msg);
      return {
        id: m.id,
        userId: m.user_id,
        author: m.author,
        postedBy: m.posted_by,
        msg: m.deleted ? '' : m.msg,
        createdAt: m.created_at,
        editedAt: m.edited_at,
        mine: m.user_id === context.userId,
        canDelete: !m.deleted && (m.user_id === context.userId || context.moderator),
        edited: m.edited_at !== null && !m.deleted,
        deleted: m.deleted,
        deletedByAdmin: m.deleted && m.deleted_by_admin,
        mentions,
        mentionsMe: myHandle !== null && mentions.includes(myHandle),
      };
    }),
    pending: context.pending.filter((p) => p.roomId === context.selectedRoomId),
    members: context.members,
    receipts: Object.fromEntries(
      context.receipts.map((r) => [r.message_id, { readBy: r.read_by, of: r.of }]),
    ),
    draft: room ? (context.drafts[room.id] ?? '') : '',
    canPost: room !== undefined && (room.kind !== 'announcements' || context.admin),
    sendError: context.sendError,
    editing: context.editing && {
      ...context.editing,
      saving: snapshot.matches({ ready: { open: { change: 'saving' } } } as never),
    },
    deletingId: context.deletingId,
    hasOlder: room ? context.hasOlder[room.id] === true : false,
    loadingRooms: status === 'loading',
    loadingHistory: roomState('loadingHistory'),
    loadingOlder: roomState('loadingOlder'),
    prepended: context.prepended,
    error: context.error,
    historyFailed: roomState('historyFailed'),
    actionError: context.actionError,
  };
}
