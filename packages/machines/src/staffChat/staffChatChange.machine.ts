import type { StaffChatMessage } from '@store-ops/domain';
import { type ActorRef, assign, type Snapshot, sendTo, setup } from 'xstate';
import { staffChatCalls } from '../adapters/staffChatCalls';

/** A change to a stored message (after the staff chat machine's checks): an edit or a delete. */
export type StaffChatChangeCommand =
  | { type: 'change.save'; id: number; msg: string }
  | { type: 'change.delete'; id: number };

/** The server's answer: the message as it now is, or why not. */
export type StaffChatChangeReport =
  | { type: 'change.saved'; message: StaffChatMessage }
  | { type: 'change.saveFailed'; error: unknown }
  | { type: 'change.deleted'; message: StaffChatMessage }
  | { type: 'change.deleteFailed'; error: unknown };

export interface StaffChatChangeInput {
  /** Where the reports go (the staff chat machine). */
  parent: ActorRef<Snapshot<unknown>, StaffChatChangeReport>;
}

interface StaffChatChangeContext extends StaffChatChangeInput {
  /** The message being changed, and its new text for an edit. */
  id: number | null;
  msg: string;
}

const calls = staffChatCalls();

/** Edits and deletes of a message, one at a time. */
export const staffChatChangeMachine = setup({
  types: {
    context: {} as StaffChatChangeContext,
    events: {} as StaffChatChangeCommand,
    input: {} as StaffChatChangeInput,
  },
  actors: { edit: calls.edit, remove: calls.remove },
}).createMachine({
  id: 'staffChatChange',
  context: ({ input }) => ({ ...input, id: null, msg: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'change.save': {
          target: 'saving',
          actions: assign(({ event }) => ({ id: event.id, msg: event.msg })),
        },
        'change.delete': { target: 'deleting', actions: assign(({ event }) => ({ id: event.id })) },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'edit',
        id: 'edit',
        input: ({ context }) => ({ id: context.id as number, msg: context.msg }),
        onDone: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'change.saved' as const,
              message: event.output,
            }),
          ),
        },
        onError: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'change.saveFailed' as const,
              error: event.error,
            }),
          ),
        },
      },
    },
    deleting: {
      tags: ['saving'],
      invoke: {
        src: 'remove',
        id: 'remove',
        input: ({ context }) => ({ id: context.id as number }),
        onDone: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'change.deleted' as const,
              message: event.output,
            }),
          ),
        },
        onError: {
          target: 'idle',
          actions: sendTo(
            ({ context }) => context.parent,
            ({ event }) => ({
              type: 'change.deleteFailed' as const,
              error: event.error,
            }),
          ),
        },
      },
    },
  },
});
