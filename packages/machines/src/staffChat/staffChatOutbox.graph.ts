import { type AnyMachineSnapshot, createEmptyActor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type StaffChatOutboxInput, staffChatOutboxMachine } from './staffChatOutbox.machine';

/** The outbox machine's traversal (its test and the QA coverage check): a post, answered or refused. */
export const staffChatOutboxGraph = {
  machine: staffChatOutboxMachine,
  input: { parent: createEmptyActor() } satisfies StaffChatOutboxInput,
  events: [
    { type: 'outbox.post', key: 'c1', roomId: 3, msg: 'Truck is here.' },
    {
      type: 'xstate.done.actor.post',
      output: {
        id: 300,
        room_id: 3,
        user_id: 1,
        author: 'Avery Admin',
        posted_by: null,
        msg: 'Truck is here.',
        created_at: new Date('2026-11-25T08:00:00.000Z'),
        edited_at: null,
        deleted: false,
        deleted_by_admin: false,
      },
    },
    {
      type: 'xstate.error.actor.post',
      error: new ApiFailure(429, 'rate_limited', 'Slow down.', undefined, 10),
    },
  ],
  serializeState: ((s: Parameters<typeof staffChatOutboxMachine.transition>[0]) =>
    JSON.stringify([s.value, s.context.sending])) as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
