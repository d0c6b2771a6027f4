import { type ActorRef, assign, type Snapshot, sendTo, setup } from 'xstate';
import { staffChatCalls } from '../adapters/staffChatCalls';
import type { StaffChatResync } from './staffChat.types';

/** A reconnect the server could not replay: load the unread counts and the open room's newest page. */
export type StaffChatSyncCommand = { type: 'sync.resync'; roomId: number | null };

export type StaffChatSyncReport =
  | { type: 'sync.resynced'; resync: StaffChatResync }
  | { type: 'sync.resyncFailed'; error: unknown };

export interface StaffChatSyncInput {
  /** Where the reports go (the staff chat machine). */
  parent: ActorRef<Snapshot<unknown>, StaffChatSyncReport>;
}

interface StaffChatSyncContext extends StaffChatSyncInput {
  roomId: number | null;
}

const calls = staffChatCalls();

/** The resync after a reconnect that may have missed events, one at a time. */
export const staffChatSyncMachine = setup({
  types: {
    context: {} as StaffChatSyncContext,
    events: {} as StaffChatSyncCommand,
    input: {} as StaffChatSyncInput,
  },
  actors: { resync: calls.resync },
}).createMachine({
  id: 'staffChatSync',
  context: ({ input }) => ({ ...input, roomId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sync.resync': { target: 'syncing', actions: assign(({ event }) => ({ roomId: event.roomId })) },
      },
    },
    syncing: {
      invoke: {
        src: 'resync',
        id: 'resync',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'sync.resynced' as const,
              resync: event.output,
            }),
          ),
        },
        onError: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'sync.resyncFailed' as const,
              error: event.error,
            }),
          ),
        },
      },
    },
  },
});
