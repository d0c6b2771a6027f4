import type { StaffChatReceipt } from '@store-ops/domain';
import { type ActorRef, assign, type Snapshot, sendTo, setup } from 'xstate';
import { staffChatCalls } from '../adapters/staffChatCalls';

/** Load the receipts of a room (the staff chat machine asks again when they changed meanwhile). */
export type StaffChatReceiptsCommand = { type: 'receipts.load'; roomId: number };

export type StaffChatReceiptsReport =
  | { type: 'receipts.loaded'; roomId: number; receipts: StaffChatReceipt[] }
  | { type: 'receipts.loadFailed'; error: unknown };

export interface StaffChatReceiptsInput {
  /** Where the reports go (the staff chat machine). */
  parent: ActorRef<Snapshot<unknown>, StaffChatReceiptsReport>;
}

interface StaffChatReceiptsContext extends StaffChatReceiptsInput {
  roomId: number | null;
}

const calls = staffChatCalls();

/** An Announcements room's read receipts, loaded again on request. */
export const staffChatReceiptsMachine = setup({
  types: {
    context: {} as StaffChatReceiptsContext,
    events: {} as StaffChatReceiptsCommand,
    input: {} as StaffChatReceiptsInput,
  },
  actors: { receipts: calls.receipts },
}).createMachine({
  id: 'staffChatReceipts',
  context: ({ input }) => ({ ...input, roomId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'receipts.load': { target: 'loading', actions: assign(({ event }) => ({ roomId: event.roomId })) },
      },
    },
    loading: {
      invoke: {
        src: 'receipts',
        id: 'receipts',
        input: ({ context }) => ({ roomId: context.roomId as number }),
        onDone: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'receipts.loaded' as const,
              roomId: event.output.roomId,
              receipts: event.output.receipts,
            }),
          ),
        },
        onError: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'receipts.loadFailed' as const,
              error: event.error,
            }),
          ),
        },
      },
    },
  },
});
