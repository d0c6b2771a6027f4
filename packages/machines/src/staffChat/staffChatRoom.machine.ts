import type { StaffChatMessage, StaffChatRoomKind } from '@store-ops/domain';
import { type ActorRef, assign, type Snapshot, sendTo, setup } from 'xstate';
import { staffChatCalls } from '../adapters/staffChatCalls';
import type { StaffChatRoomLoad } from './staffChat.types';

/** What the staff chat machine asks of the open room's history. */
export type StaffChatRoomCommand =
  /** Open a room (or the same one again): its newest page, members and receipts. */
  | { type: 'room.open'; roomId: number; kind: StaffChatRoomKind | null }
  | { type: 'room.retry' }
  | { type: 'room.loadOlder'; before: number };

/** What the room tells the staff chat machine, which keeps the messages. */
export type StaffChatRoomReport =
  | { type: 'room.loaded'; load: StaffChatRoomLoad }
  | { type: 'room.loadFailed'; error: unknown }
  | { type: 'room.olderLoaded'; messages: StaffChatMessage[] }
  | { type: 'room.olderFailed'; error: unknown };

export interface StaffChatRoomInput {
  /** Where the reports go (the staff chat machine). */
  parent: ActorRef<Snapshot<unknown>, StaffChatRoomReport>;
  roomId: number;
  kind: StaffChatRoomKind | null;
}

interface StaffChatRoomContext extends StaffChatRoomInput {
  /** The oldest loaded message's id: older ones come before it. */
  before: number | null;
}

const calls = staffChatCalls();

/**
 * The open room's history: its first load (retried after a failure) and older pages on request, one
 * load at a time; opening another room stops the load under way. The pages go to the parent.
 */
export const staffChatRoomMachine = setup({
  types: {
    context: {} as StaffChatRoomContext,
    events: {} as StaffChatRoomCommand,
    input: {} as StaffChatRoomInput,
  },
  actors: { loadRoom: calls.loadRoom, loadOlder: calls.loadOlder },
}).createMachine({
  id: 'staffChatRoom',
  context: ({ input }) => ({ ...input, before: null }),
  on: {
    // Leaves whichever state the room is in (a load under way stops) and loads the new one.
    'room.open': {
      target: '.loadingHistory',
      actions: assign(({ event }) => ({ roomId: event.roomId, kind: event.kind })),
    },
  },
  initial: 'loadingHistory',
  states: {
    loadingHistory: {
      tags: ['loading'],
      invoke: {
        src: 'loadRoom',
        id: 'loadRoom',
        input: ({ context }) => ({ roomId: context.roomId, kind: context.kind }),
        onDone: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'room.loaded' as const,
              load: event.output,
            }),
          ),
        },
        onError: {
          target: 'historyFailed',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'room.loadFailed' as const,
              error: event.error,
            }),
          ),
        },
      },
    },
    historyFailed: {
      tags: ['error'],
      on: { 'room.retry': 'loadingHistory' },
    },
    idle: {
      on: {
        'room.loadOlder': {
          target: 'loadingOlder',
          actions: assign(({ event }) => ({ before: event.before })),
        },
      },
    },
    loadingOlder: {
      tags: ['loadingOlder'],
      invoke: {
        src: 'loadOlder',
        id: 'loadOlder',
        input: ({ context }) => ({ roomId: context.roomId, before: context.before as number }),
        onDone: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'room.olderLoaded' as const,
              messages: event.output,
            }),
          ),
        },
        onError: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'room.olderFailed' as const,
              error: event.error,
            }),
          ),
        },
      },
    },
  },
});
