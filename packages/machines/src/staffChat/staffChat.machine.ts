import { STAFFCHAT_MESSAGES } from '@store-ops/domain';
import { and, assertEvent, assign, enqueueActions, sendTo, setup } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { staffChatBrowserDefaults } from '../adapters/staffChat';
import type {
  StaffChatContext,
  StaffChatEditing,
  StaffChatInput,
  StaffChatMachineEvent,
} from './staffChat.types';
import {
  checkText,
  deletable,
  editingAfterDelete,
  type MessagePayload,
  mergeStaffChatMessages,
  messageOf,
  newestId,
  openList,
  ownMessage,
  pageSize,
  type ReadPayload,
  roomOf,
  STAFFCHAT_SCREEN_MESSAGES,
  selectedRoom,
  setUnread,
  updateInPlace,
} from './staffChatMessages';
import type { StaffChatOutboxCommand } from './staffChatOutbox.machine';
import type { StaffChatReceiptsCommand } from './staffChatReceipts.machine';
import type { StaffChatRoomCommand } from './staffChatRoom.machine';

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
    historyFailed: ({ context }) => context.history === 'failed',
    canLoadOlder: ({ context }) =>
      context.history === 'idle' &&
      context.selectedRoomId !== null &&
      context.hasOlder[context.selectedRoomId] === true &&
      openList(context).length > 0,
    /** Announcements take posts from admins only. */
    cannotPost: ({ context }) => selectedRoom(context)?.kind === 'announcements' && !context.admin,
    draftValid: ({ context }) =>
      context.selectedRoomId !== null && 'msg' in checkText(context.drafts[context.selectedRoomId] ?? ''),
    failedSend: ({ context, event }) => {
      assertEvent(event, ['staffChat.retrySend', 'staffChat.discardSend']);
      return context.pending.some((p) => p.key === event.key && p.state === 'failed');
    },
    /** No edit or delete is under way: the editor takes changes. */
    changeIdle: ({ context }) => !context.saving && context.deletingId === null,
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
    receiptsLoading: ({ context }) => context.receiptsLoading,
    receiptsStale: ({ context }) => context.receiptsStale,
    /** A reconnect the server could not replay (no event had been seen): something may be missing. */
    missedEvents: ({ context, event }) => {
      assertEvent(event, 'connection.live');
      return event.reconnect && !event.resumed && !context.syncing;
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
    /** The open room's history starts loading: what was shown of it goes. */
    resetHistory: assign(({ context }) => ({
      messages: { ...context.messages, [context.selectedRoomId as number]: [] },
      members: [],
      receipts: [],
      prepended: null,
      error: null,
      history: 'loading' as const,
    })),
    /**
     * A new message: in the open room it joins the list (once) and, from someone else and once the
     * room's page has loaded, is read at once (a page loading reads up to its newest when it comes);
     * elsewhere, by someone else, it is unread.
     */
    receiveMessage: enqueueActions(({ context, event, enqueue }) => {
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
      if (context.visible && context.history !== 'loading' && fromOther && !known)
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
    /** The outbox posts the first send waiting, when it posts none: sends go one at a time, in order. */
    postNext: enqueueActions(({ context, enqueue }) => {
      if (context.posting !== null) return;
      const next = context.pending.find((p) => p.state === 'sending');
      if (!next) return;
      enqueue.assign({ posting: next.key });
      enqueue.sendTo('outbox', {
        type: 'outbox.post',
        key: next.key,
        roomId: next.roomId,
        msg: next.text,
      } satisfies StaffChatOutboxCommand);
    }),
    loadReceipts: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ receiptsLoading: true, receiptsStale: false });
      enqueue.sendTo('receipts', {
        type: 'receipts.load',
        roomId: context.selectedRoomId as number,
      } satisfies StaffChatReceiptsCommand);
    }),
    /** Receipts that arrive for the room still open replace its receipts. */
    takeReceipts: assign(({ context, event }) => {
      assertEvent(event, 'receipts.loaded');
      return { receipts: event.roomId === context.selectedRoomId ? event.receipts : context.receipts };
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
    saving: false,
    deletingId: null,
    prepended: null,
    error: null,
    sendError: null,
    actionError: null,
    history: 'idle',
    receiptsLoading: false,
    receiptsStale: false,
    syncing: false,
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
        /**
         * A room is open. Each of its regions is a child machine: the history (`staffChatRoom`), the
         * outbox, edits and deletes (`staffChatChange`), the receipts and the resync. This machine
         * keeps what they load, tells them what to do and hears how it went.
         */
        open: {
          entry: 'resetHistory',
          invoke: [
            {
              src: 'room',
              id: 'room',
              input: ({ context, self }) => ({
                parent: self,
                roomId: context.selectedRoomId as number,
                kind: selectedRoom(context)?.kind ?? null,
              }),
            },
            { src: 'outbox', id: 'outbox', input: ({ self }) => ({ parent: self }) },
            { src: 'change', id: 'change', input: ({ self }) => ({ parent: self }) },
            { src: 'receipts', id: 'receipts', input: ({ self }) => ({ parent: self }) },
            { src: 'sync', id: 'sync', input: ({ self }) => ({ parent: self }) },
          ],
          on: {
            // The history
            'staffChat.selectRoom': {
              guard: 'otherRoom',
              actions: [
                assign(({ event }) => ({
                  selectedRoomId: event.roomId,
                  editing: null,
                  sendError: null,
                  actionError: null,
                  receiptsStale: false,
                })),
                'resetHistory',
                sendTo('room', ({ context }) => ({
                  type: 'room.open' as const,
                  roomId: context.selectedRoomId as number,
                  kind: selectedRoom(context)?.kind ?? null,
                })),
              ],
            },
            'staffChat.retry': {
              guard: 'historyFailed',
              actions: [
                'resetHistory',
                sendTo('room', { type: 'room.retry' } satisfies StaffChatRoomCommand),
              ],
            },
            'room.loaded': {
              actions: [
                assign(({ context, event }) => {
                  const roomId = context.selectedRoomId as number;
                  const page = event.load.messages;
                  return {
                    messages: {
                      ...context.messages,
                      [roomId]: mergeStaffChatMessages(context.messages[roomId] ?? [], page),
                    },
                    hasOlder: { ...context.hasOlder, [roomId]: page.length >= pageSize },
                    members: event.load.members,
                    receipts: event.load.receipts,
                    rooms: context.visible ? setUnread(context.rooms, roomId, () => 0) : context.rooms,
                    history: 'idle' as const,
                  };
                }),
                'markOpenRoomRead',
              ],
            },
            'room.loadFailed': {
              actions: assign({
                history: 'failed',
                error: ({ event }) => messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.historyFailed),
              }),
            },
            'staffChat.loadOlder': {
              guard: 'canLoadOlder',
              actions: [
                assign({ actionError: null, history: 'loadingOlder' }),
                sendTo('room', ({ context }) => ({
                  type: 'room.loadOlder' as const,
                  before: openList(context)[0]?.id as number,
                })),
              ],
            },
            'room.olderLoaded': {
              actions: assign(({ context, event }) => {
                const roomId = context.selectedRoomId as number;
                const list = openList(context);
                const anchorId = list[0]?.id as number;
                const merged = mergeStaffChatMessages(list, event.messages);
                return {
                  messages: { ...context.messages, [roomId]: merged },
                  hasOlder: { ...context.hasOlder, [roomId]: event.messages.length >= pageSize },
                  prepended: { count: merged.filter((m) => m.id < anchorId).length, anchorId },
                  history: 'idle' as const,
                };
              }),
            },
            'room.olderFailed': {
              actions: assign({
                history: 'idle',
                actionError: ({ event }) => messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.olderFailed),
              }),
            },
            'stream.message': [
              {
                guard: and(['receiptsAffected', 'receiptsLoading']),
                actions: ['receiveMessage', assign({ receiptsStale: true })],
              },
              { guard: 'receiptsAffected', actions: ['receiveMessage', 'loadReceipts'] },
              { actions: 'receiveMessage' },
            ],
            'stream.edit': { actions: 'applyEdit' },
            'stream.delete': { actions: 'applyDelete' },
            'stream.read': [
              {
                guard: and(['receiptsAffected', 'receiptsLoading']),
                actions: ['applyRead', assign({ receiptsStale: true })],
              },
              { guard: 'receiptsAffected', actions: ['applyRead', 'loadReceipts'] },
              { actions: 'applyRead' },
            ],
            // The outbox
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
              { guard: 'draftValid', actions: ['queueDraft', 'postNext'] },
              { actions: 'showDraftError' },
            ],
            'staffChat.retrySend': {
              guard: 'failedSend',
              actions: [
                assign(({ context, event }) => ({
                  pending: context.pending.map((p) =>
                    p.key === event.key
                      ? { ...p, state: 'sending' as const, error: null, retryAfter: null }
                      : p,
                  ),
                })),
                'postNext',
              ],
            },
            'staffChat.discardSend': {
              guard: 'failedSend',
              actions: assign(({ context, event }) => ({
                pending: context.pending.filter((p) => p.key !== event.key),
              })),
            },
            'outbox.posted': {
              actions: [
                assign(({ context, event }) => {
                  const { message } = event;
                  const list = context.messages[message.room_id];
                  return {
                    pending: context.pending.filter((p) => p.key !== event.key),
                    posting: null,
                    messages: list
                      ? { ...context.messages, [message.room_id]: mergeStaffChatMessages(list, [message]) }
                      : context.messages,
                  };
                }),
                'postNext',
              ],
            },
            'outbox.postFailed': {
              actions: [
                assign(({ context, event }) => {
                  const { error } = event;
                  const limited = error instanceof ApiFailure && error.status === 429;
                  return {
                    pending: context.pending.map((p) =>
                      p.key === event.key
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
                'postNext',
              ],
            },
            // Edits and deletes
            'staffChat.editStart': {
              guard: and(['changeIdle', 'ownMessage']),
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
              guard: and(['changeIdle', 'isEditing']),
              actions: assign(({ context, event }) => ({
                editing: { ...(context.editing as StaffChatEditing), text: event.text, error: null },
              })),
            },
            'staffChat.editCancel': {
              guard: and(['changeIdle', 'isEditing']),
              actions: assign({ editing: null }),
            },
            'staffChat.editSave': [
              {
                guard: and(['changeIdle', 'editInvalid']),
                actions: assign(({ context }) => {
                  const editing = context.editing as StaffChatEditing;
                  const checked = checkText(editing.text) as { error: string };
                  return { editing: { ...editing, error: checked.error } };
                }),
              },
              // Nothing changed: nothing to send.
              { guard: and(['changeIdle', 'editUnchanged']), actions: assign({ editing: null }) },
              {
                guard: and(['changeIdle', 'isEditing']),
                actions: [
                  assign({ saving: true }),
                  sendTo('change', ({ context }) => {
                    const editing = context.editing as StaffChatEditing;
                    return {
                      type: 'change.save' as const,
                      id: editing.id,
                      msg: (checkText(editing.text) as { msg: string }).msg,
                    };
                  }),
                ],
              },
            ],
            'staffChat.delete': {
              guard: and(['changeIdle', 'deletable']),
              actions: [
                assign(({ event }) => ({ deletingId: event.id, actionError: null })),
                sendTo('change', ({ event }) => ({ type: 'change.delete' as const, id: event.id })),
              ],
            },
            'change.saved': {
              actions: assign(({ context, event }) => ({
                messages: updateInPlace(context, event.message),
                editing: context.editing?.id === event.message.id ? null : context.editing,
                saving: false,
              })),
            },
            'change.saveFailed': {
              actions: assign(({ context, event }) => {
                const error = messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.editFailed);
                return context.editing
                  ? { editing: { ...context.editing, error }, saving: false }
                  : { actionError: error, saving: false };
              }),
            },
            'change.deleted': {
              actions: assign(({ context, event }) => ({
                messages: updateInPlace(context, event.message),
                editing: editingAfterDelete(context.editing, event.message.id),
                deletingId: null,
              })),
            },
            'change.deleteFailed': {
              actions: assign(({ event }) => ({
                deletingId: null,
                actionError: messageOf(event.error, STAFFCHAT_SCREEN_MESSAGES.deleteFailed),
              })),
            },
            // Receipts: loaded again after the load under way when they changed meanwhile.
            'receipts.loaded': [
              { guard: 'receiptsStale', actions: ['takeReceipts', 'loadReceipts'] },
              { actions: ['takeReceipts', assign({ receiptsLoading: false })] },
            ],
            'receipts.loadFailed': { actions: assign({ receiptsLoading: false, receiptsStale: false }) },
            // The resync after a reconnect the server could not replay
            'connection.live': {
              guard: 'missedEvents',
              actions: [
                assign({ syncing: true }),
                sendTo('sync', ({ context }) => ({
                  type: 'sync.resync' as const,
                  roomId: context.selectedRoomId,
                })),
              ],
            },
            'sync.resynced': {
              actions: [
                assign(({ context, event }) => {
                  const { roomId, messages: page } = event.resync;
                  const open = roomId !== null && roomId === context.selectedRoomId;
                  const rooms = open ? setUnread(event.resync.rooms, roomId, () => 0) : event.resync.rooms;
                  if (!open) return { rooms, syncing: false };
                  const list = context.messages[roomId] ?? [];
                  const newest = newestId(list) ?? 0;
                  // A full page after a gap: the page replaces the list (older ones page in again).
                  const gap = page.length >= pageSize && page.every((m) => m.id > newest);
                  return {
                    rooms,
                    syncing: false,
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
            'sync.resyncFailed': { actions: assign({ syncing: false }) },
          },
        },
      },
    },
  },
});
