import { type AnyMachineSnapshot, createEmptyActor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type StaffChatChangeInput, staffChatChangeMachine } from './staffChatChange.machine';

const message = (over: { msg: string; deleted: boolean }) => ({
  id: 200,
  room_id: 3,
  user_id: 1,
  author: 'Avery Admin',
  posted_by: null,
  created_at: new Date('2026-11-25T08:00:00.000Z'),
  edited_at: null,
  deleted_by_admin: false,
  ...over,
});

/** The edits and deletes machine's traversal (its test and the QA coverage check): an edit and a delete, each answered or refused. */
export const staffChatChangeGraph = {
  machine: staffChatChangeMachine,
  input: { parent: createEmptyActor() } satisfies StaffChatChangeInput,
  events: [
    { type: 'change.save', id: 200, msg: 'Truck is late.' },
    { type: 'change.delete', id: 200 },
    { type: 'xstate.done.actor.edit', output: message({ msg: 'Truck is late.', deleted: false }) },
    { type: 'xstate.error.actor.edit', error: new ApiFailure(403, 'forbidden', 'Not yours.') },
    { type: 'xstate.done.actor.remove', output: message({ msg: '', deleted: true }) },
    { type: 'xstate.error.actor.remove', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  serializeState: ((s: Parameters<typeof staffChatChangeMachine.transition>[0]) =>
    JSON.stringify([s.value, s.context.id, s.context.msg])) as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
