import { type AnyMachineSnapshot, createEmptyActor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type StaffChatRoomInput, staffChatRoomMachine } from './staffChatRoom.machine';

const message = (id: number) => ({
  id,
  room_id: 3,
  user_id: 2,
  author: 'Sam Staff',
  posted_by: null,
  msg: `Message ${id}`,
  created_at: new Date('2026-11-25T08:00:00.000Z'),
  edited_at: null,
  deleted: false,
  deleted_by_admin: false,
});

/** The open room's history machine's traversal (its test and the QA coverage check): a store room's load, its retry, an older page and another room opened meanwhile. */
export const staffChatRoomGraph = {
  machine: staffChatRoomMachine,
  input: { parent: createEmptyActor(), roomId: 3, kind: 'store' } satisfies StaffChatRoomInput,
  events: [
    { type: 'room.open', roomId: 4, kind: 'store' },
    { type: 'room.retry' },
    { type: 'room.loadOlder', before: 10 },
    { type: 'xstate.done.actor.loadRoom', output: { messages: [message(10)], members: [], receipts: [] } },
    { type: 'xstate.error.actor.loadRoom', error: new ApiFailure(500, 'http_500', 'Failed.') },
    { type: 'xstate.done.actor.loadOlder', output: [message(9)] },
    { type: 'xstate.error.actor.loadOlder', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  serializeState: ((s: Parameters<typeof staffChatRoomMachine.transition>[0]) =>
    JSON.stringify([s.value, s.context.roomId])) as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
