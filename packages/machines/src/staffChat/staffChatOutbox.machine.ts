import type { StaffChatMessage } from '@store-ops/domain';
import { type ActorRef, assign, type Snapshot, sendTo, setup } from 'xstate';
import { staffChatCalls } from '../adapters/staffChatCalls';

/** A pending send to post now (the staff chat machine keeps the queue and sends one at a time). */
export type StaffChatOutboxCommand = { type: 'outbox.post'; key: string; roomId: number; msg: string };

/** The post's answer: the stored message, or why not. */
export type StaffChatOutboxReport =
  | { type: 'outbox.posted'; key: string; message: StaffChatMessage }
  | { type: 'outbox.postFailed'; key: string; error: unknown };

export interface StaffChatOutboxInput {
  /** Where the reports go (the staff chat machine). */
  parent: ActorRef<Snapshot<unknown>, StaffChatOutboxReport>;
}

interface StaffChatOutboxContext extends StaffChatOutboxInput {
  /** The send being posted. */
  sending: Omit<StaffChatOutboxCommand, 'type'> | null;
}

const calls = staffChatCalls();

/** The outbox: posts one message at a time and says how it went. */
export const staffChatOutboxMachine = setup({
  types: {
    context: {} as StaffChatOutboxContext,
    events: {} as StaffChatOutboxCommand,
    input: {} as StaffChatOutboxInput,
  },
  actors: { post: calls.post },
}).createMachine({
  id: 'staffChatOutbox',
  context: ({ input }) => ({ ...input, sending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'outbox.post': {
          target: 'posting',
          actions: assign(({ event }) => ({
            sending: { key: event.key, roomId: event.roomId, msg: event.msg },
          })),
        },
      },
    },
    posting: {
      invoke: {
        src: 'post',
        id: 'post',
        input: ({ context }) => {
          const sending = context.sending as NonNullable<StaffChatOutboxContext['sending']>;
          return { roomId: sending.roomId, msg: sending.msg };
        },
        onDone: {
          target: 'idle',
          actions: [
            sendTo(
              ({ context }) => context.parent,
              ({ context, event }) => ({
                type: 'outbox.posted' as const,
                key: context.sending?.key ?? '',
                message: event.output,
              }),
            ),
            assign({ sending: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            sendTo(
              ({ context }) => context.parent,
              ({ context, event }) => ({
                type: 'outbox.postFailed' as const,
                key: context.sending?.key ?? '',
                error: event.error,
              }),
            ),
            assign({ sending: null }),
          ],
        },
      },
    },
  },
});
