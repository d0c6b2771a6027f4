import { STAFFCHAT_MESSAGES, type StaffChatMessage, type StaffChatRoom } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type StaffChatContext, type StaffChatInput, staffChatMachine } from './staffChat.machine';

const ME = 1;
const SAM = 2;
const at = '2026-11-25T08:00:00.000Z';
const later = '2026-11-25T09:00:00.000Z';

/** A message as the client holds it (timestamps parsed). */
const message = (
  id: number,
  over: Partial<Omit<StaffChatMessage, 'created_at' | 'edited_at'>> & { edited_at?: string } = {},
): StaffChatMessage => {
  const { edited_at, ...rest } = over;
  return {
    id,
    room_id: 3,
    user_id: SAM,
    author: 'Sam Staff',
    posted_by: null,
    msg: `Message ${id}`,
    deleted: false,
    deleted_by_admin: false,
    ...rest,
    created_at: new Date(at),
    edited_at: edited_at ? new Date(edited_at) : null,
  };
};

const ROOMS: StaffChatRoom[] = [
  { id: 1, name: 'Announcements', kind: 'announcements', unread: 1 },
  { id: 3, name: 'Harvest Table Downtown', kind: 'store', unread: 2 },
  { id: 4, name: 'Harvest Table Uptown', kind: 'store', unread: 0 },
];
const MEMBERS = [
  { user_id: ME, name: 'Avery Admin', handle: 'avery.admin', online: true },
  { user_id: SAM, name: 'Sam Staff', handle: 'sam.staff', online: false },
];

const page = Array.from({ length: 50 }, (_, i) => message(200 - i, { user_id: i % 2 === 0 ? ME : SAM }));
const all = [
  { type: 'xstate.done.actor.rooms', output: ROOMS.slice(0, 2) },
  { type: 'xstate.done.actor.rooms', output: [] },
  { type: 'xstate.error.actor.rooms', error: new ApiFailure(0, 'network', 'Offline.') },
  { type: 'staffChat.retry' },
  { type: 'xstate.done.actor.loadRoom', output: { messages: page, members: MEMBERS, receipts: [] } },
  { type: 'xstate.error.actor.loadRoom', error: new ApiFailure(500, 'http_500', 'Failed.') },
  { type: 'staffChat.selectRoom', roomId: 1 },
  { type: 'staffChat.selectRoom', roomId: 3 },
  { type: 'staffChat.loadOlder' },
  { type: 'xstate.done.actor.loadOlder', output: [message(100)] },
  { type: 'xstate.error.actor.loadOlder', error: new ApiFailure(0, 'network', 'Offline.') },
  { type: 'staffChat.draft', text: 'Truck is here.' },
  { type: 'staffChat.draft', text: '  ' },
  { type: 'staffChat.send' },
  { type: 'xstate.done.actor.post', output: message(300, { user_id: ME }) },
  {
    type: 'xstate.error.actor.post',
    error: new ApiFailure(429, 'rate_limited', STAFFCHAT_MESSAGES.rateLimited, undefined, 10),
  },
  { type: 'staffChat.retrySend', key: 'c1' },
  { type: 'staffChat.discardSend', key: 'c1' },
  { type: 'staffChat.editStart', id: 200 },
  { type: 'staffChat.editChange', text: 'Truck is late.' },
  { type: 'staffChat.editChange', text: '' },
  { type: 'staffChat.editSave' },
  { type: 'staffChat.editCancel' },
  {
    type: 'xstate.done.actor.edit',
    output: message(200, { user_id: ME, msg: 'Truck is late.', edited_at: later }),
  },
  {
    type: 'xstate.error.actor.edit',
    error: new ApiFailure(403, 'forbidden', STAFFCHAT_MESSAGES.notAuthor),
  },
  { type: 'staffChat.delete', id: 200 },
  { type: 'staffChat.screenHide' },
  { type: 'staffChat.screenShow' },
  { type: 'xstate.done.actor.remove', output: message(200, { user_id: ME, deleted: true, msg: '' }) },
  { type: 'xstate.error.actor.remove', error: new ApiFailure(0, 'network', 'Offline.') },
  { type: 'stream.message', id: 1, data: message(301, { room_id: 1 }) },
  { type: 'stream.read', id: 2, data: { room_id: 1, user_id: SAM, last_id: 301 } },
  { type: 'stream.edit', id: 3, data: message(199, { msg: 'Edited.', edited_at: later }) },
  { type: 'stream.delete', id: 4, data: message(199, { deleted: true, msg: '' }) },
  { type: 'xstate.done.actor.receipts', output: { roomId: 1, receipts: [] } },
  { type: 'xstate.error.actor.receipts', error: new ApiFailure(0, 'network', 'Offline.') },
  { type: 'connection.live', lastEventId: null, resumed: false, reconnect: true },
  { type: 'xstate.done.actor.resync', output: { rooms: ROOMS.slice(0, 2), roomId: 3, messages: [] } },
  { type: 'xstate.error.actor.resync', error: new ApiFailure(0, 'network', 'Offline.') },
] as { type: string }[];
const only = (...types: string[]) => all.filter((e) => types.includes(e.type));
const settle = (id: string) => only(`xstate.done.actor.${id}`, `xstate.error.actor.${id}`);
const events = (snapshot: AnyMachineSnapshot): { type: string }[] => {
  const at = (region: string, state: string) => snapshot.matches({ ready: { open: { [region]: state } } });
  if (snapshot.matches('loadingRooms')) return settle('rooms');
  if (snapshot.matches('roomsFailed')) return only('staffChat.retry');
  if (snapshot.matches({ ready: 'noRooms' })) return [];
  if (at('room', 'loadingHistory'))
    return [...settle('loadRoom'), ...only('stream.message', 'staffChat.selectRoom')];
  if (at('outbox', 'posting')) return settle('post');
  if (at('change', 'saving')) return settle('edit');
  if (at('change', 'deleting')) return settle('remove');
  if (at('receipts', 'loading')) return [...settle('receipts'), ...only('stream.message', 'stream.read')];
  if (at('sync', 'syncing')) return settle('resync');
  if (at('room', 'loadingOlder')) return settle('loadOlder');
  return all.filter((e) => !e.type.startsWith('xstate.'));
};
const summary = (s: { value: unknown; context: StaffChatContext }) => {
  const c = s.context;
  const room = c.selectedRoomId;
  return JSON.stringify([
    s.value,
    room,
    room !== null && (c.drafts[room] ?? '').trim() !== '',
    [...new Set(c.pending.map((p) => p.state))].sort(),
    c.editing?.text ?? null,
    c.receiptsStale,
  ]);
};

/**
 * The staff chat machine's traversal (its test and the QA coverage check), for Avery Admin. The
 * regions are independent: each busy one is settled on its own, which takes every transition without
 * walking every combination of them.
 */
export const staffChatGraph = {
  machine: staffChatMachine,
  input: { userId: ME } satisfies StaffChatInput,
  events,
  serializeState: summary as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
