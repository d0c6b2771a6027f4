import { type AnyMachineSnapshot, createEmptyActor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type StaffChatSyncInput, staffChatSyncMachine } from './staffChatSync.machine';

/** The resync machine's traversal (its test and the QA coverage check): a resync, answered or failed. */
export const staffChatSyncGraph = {
  machine: staffChatSyncMachine,
  input: { parent: createEmptyActor() } satisfies StaffChatSyncInput,
  events: [
    { type: 'sync.resync', roomId: 3 },
    { type: 'xstate.done.actor.resync', output: { rooms: [], roomId: 3, messages: [] } },
    { type: 'xstate.error.actor.resync', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  serializeState: ((s: Parameters<typeof staffChatSyncMachine.transition>[0]) =>
    JSON.stringify([s.value, s.context.roomId])) as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
