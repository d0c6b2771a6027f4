// The staff chat's calls: the typed client's staff chat requests (rooms, a room's page, members and
// receipts, posts, edits, deletes, reads), one promise actor each. The machines hold none of them.
import {
  STAFFCHAT_LIMITS,
  type StaffChatMessage,
  type StaffChatReceipt,
  type StaffChatRoom,
  type StaffChatRoomKind,
} from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { StaffChatResync, StaffChatRoomLoad } from '../staffChat/staffChat.types';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

const pageSize = STAFFCHAT_LIMITS.pageSize;

/** Each staff chat request as a promise actor, through the typed client. */
export function staffChatCalls(api: () => ApiClient = defaultApiClient) {
  const client = () => storeOpsApi(api());
  return {
    rooms: fromPromise<StaffChatRoom[]>(({ signal }) => client().staffChatRooms(signal)),
    loadRoom: fromPromise<StaffChatRoomLoad, { roomId: number; kind: StaffChatRoomKind | null }>(
      async ({ input, signal }) => {
        const c = client();
        const [messages, members, receipts] = await Promise.all([
          c.staffChatMessages(input.roomId, { limit: pageSize }, signal),
          c.staffChatMembers(input.roomId, signal),
          input.kind === 'announcements' ? c.staffChatReceipts(input.roomId, signal) : [],
        ]);
        return { messages, members, receipts };
      },
    ),
    loadOlder: fromPromise<StaffChatMessage[], { roomId: number; before: number }>(({ input, signal }) =>
      client().staffChatMessages(input.roomId, { before: input.before, limit: pageSize }, signal),
    ),
    post: fromPromise<StaffChatMessage, { roomId: number; msg: string }>(({ input }) =>
      client().staffChatPost(input.roomId, input.msg),
    ),
    edit: fromPromise<StaffChatMessage, { id: number; msg: string }>(({ input }) =>
      client().staffChatEdit(input.id, input.msg),
    ),
    remove: fromPromise<StaffChatMessage, { id: number }>(({ input }) => client().staffChatDelete(input.id)),
    receipts: fromPromise<{ roomId: number; receipts: StaffChatReceipt[] }, { roomId: number }>(
      async ({ input, signal }) => ({
        roomId: input.roomId,
        receipts: await client().staffChatReceipts(input.roomId, signal),
      }),
    ),
    resync: fromPromise<StaffChatResync, { roomId: number | null }>(async ({ input, signal }) => {
      const c = client();
      const [rooms, messages] = await Promise.all([
        c.staffChatRooms(signal),
        input.roomId === null ? [] : c.staffChatMessages(input.roomId, { limit: pageSize }, signal),
      ]);
      return { rooms, roomId: input.roomId, messages };
    }),
    /** Fire and forget: a read position not saved is saved with the next one. */
    markRead: fromPromise<void, { roomId: number; lastId: number }>(({ input }) =>
      client()
        .staffChatRead(input.roomId, input.lastId)
        .catch(() => undefined),
    ),
  };
}
