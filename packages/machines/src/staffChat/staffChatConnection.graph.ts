import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { EVENT_SOURCE_STATE, staffChatConnectionMachine } from './staffChatConnection.machine';

const message = (id: number) => ({
  id,
  room_id: 3,
  user_id: 2,
  author: 'Sam Staff',
  msg: `Message ${id}`,
  created_at: new Date('2026-11-25T08:00:00.000Z'),
  edited_at: null,
  deleted: false,
});

/** The backoff's named delays, one per attempt. */
export const STAFFCHAT_RETRY_DELAYS = ['retry1s', 'retry2s', 'retry4s', 'retry8s', 'retry16s', 'retry30s'];
/** The event of a backoff delay's end, e.g. `xstate.after.retry1s.staffChatConnection.backoff`. */
export const staffChatBackoffEvent = (delay: string) => `xstate.after.${delay}.staffChatConnection.backoff`;

/** The staff chat connection's traversal (its test and the QA coverage check). */
export const staffChatConnectionGraph = {
  machine: staffChatConnectionMachine,
  events: [
    { type: 'source.open' },
    { type: 'source.error', readyState: EVENT_SOURCE_STATE.connecting },
    { type: 'source.error', readyState: EVENT_SOURCE_STATE.closed },
    { type: 'source.event', event: { id: 1, event: 'message', data: message(1) } },
    { type: 'source.event', event: { id: 2, event: 'edit', data: message(1) } },
    { type: 'network.offline' },
    { type: 'network.online' },
    { type: 'connection.stop' },
    ...STAFFCHAT_RETRY_DELAYS.map((d) => ({ type: staffChatBackoffEvent(d) })),
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, Math.min(s.context.attempt, 6), s.context.lastEventId, s.context.wasLive]),
} satisfies MachineGraph;
