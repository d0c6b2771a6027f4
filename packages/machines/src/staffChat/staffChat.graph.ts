import { STAFFCHAT_MESSAGES, type StaffChatMessage, type StaffChatRoom } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { GraphEvent, MachineGraph } from '../testing/graph';
import { staffChatMachine } from './staffChat.machine';
import type { StaffChatContext, StaffChatInput } from './staffChat.types';

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
const user = [
  { type: 'staffChat.retry' },
  { type: 'staffChat.selectRoom', roomId: 1 },
  { type: 'staffChat.selectRoom', roomId: 3 },
  { type: 'staffChat.loadOlder' },
  { type: 'staffChat.draft', text: 'Truck is here.' },
  { type: 'staffChat.draft', text: '  ' },
  { type: 'staffChat.send' },
  { type: 'staffChat.retrySend', key: 'c1' },
  { type: 'staffChat.discardSend', key: 'c1' },
  { type: 'staffChat.editStart', id: 200 },
  { type: 'staffChat.editChange', text: 'Truck is late.' },
  { type: 'staffChat.editChange', text: '' },
  { type: 'staffChat.editSave' },
  { type: 'staffChat.editCancel' },
  { type: 'staffChat.delete', id: 200 },
  { type: 'staffChat.screenHide' },
  { type: 'staffChat.screenShow' },
  { type: 'stream.message', id: 1, data: message(301, { room_id: 1 }) },
  { type: 'stream.read', id: 2, data: { room_id: 1, user_id: SAM, last_id: 301 } },
  { type: 'stream.edit', id: 3, data: message(199, { msg: 'Edited.', edited_at: later }) },
  { type: 'stream.delete', id: 4, data: message(199, { deleted: true, msg: '' }) },
  { type: 'connection.live', lastEventId: null, resumed: false, reconnect: true },
] as { type: string }[];
/** What the rooms' load and the regions' child machines answer. */
const answers = {
  rooms: [
    { type: 'xstate.done.actor.rooms', output: ROOMS.slice(0, 2) },
    { type: 'xstate.done.actor.rooms', output: [] },
    { type: 'xstate.error.actor.rooms', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  history: [
    { type: 'room.loaded', load: { messages: page, members: MEMBERS, receipts: [] } },
    { type: 'room.loadFailed', error: new ApiFailure(500, 'http_500', 'Failed.') },
  ],
  older: [
    { type: 'room.olderLoaded', messages: [message(100)] },
    { type: 'room.olderFailed', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  post: [
    { type: 'outbox.posted', key: 'c1', message: message(300, { user_id: ME }) },
    {
      type: 'outbox.postFailed',
      key: 'c1',
      error: new ApiFailure(429, 'rate_limited', STAFFCHAT_MESSAGES.rateLimited, undefined, 10),
    },
  ],
  edit: [
    { type: 'change.saved', message: message(200, { user_id: ME, msg: 'Truck is late.', edited_at: later }) },
    { type: 'change.saveFailed', error: new ApiFailure(403, 'forbidden', STAFFCHAT_MESSAGES.notAuthor) },
  ],
  remove: [
    { type: 'change.deleted', message: message(200, { user_id: ME, deleted: true, msg: '' }) },
    { type: 'change.deleteFailed', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  receipts: [
    { type: 'receipts.loaded', roomId: 1, receipts: [] },
    { type: 'receipts.loadFailed', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  resync: [
    { type: 'sync.resynced', resync: { rooms: ROOMS.slice(0, 2), roomId: 3, messages: [] } },
    { type: 'sync.resyncFailed', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
} satisfies Record<string, GraphEvent[]>;
const only = (...types: string[]) => user.filter((e) => types.includes(e.type));
const events = (snapshot: AnyMachineSnapshot): { type: string }[] => {
  const c = snapshot.context as StaffChatContext;
  if (snapshot.matches('loadingRooms')) return answers.rooms;
  if (snapshot.matches('roomsFailed')) return only('staffChat.retry');
  if (snapshot.matches({ ready: 'noRooms' })) return [];
  // A child at work answers before anything else happens: one busy region at a time.
  if (c.history === 'loading') return [...answers.history, ...only('stream.message', 'staffChat.selectRoom')];
  if (c.posting !== null) return answers.post;
  if (c.saving) return answers.edit;
  if (c.deletingId !== null) return answers.remove;
  if (c.receiptsLoading) return [...answers.receipts, ...only('stream.message', 'stream.read')];
  if (c.syncing) return answers.resync;
  if (c.history === 'loadingOlder') return answers.older;
  return user;
};
const summary = (s: { value: unknown; context: StaffChatContext }) => {
  const c = s.context;
  const room = c.selectedRoomId;
  return JSON.stringify([
    s.value,
    room,
    c.history,
    room !== null && (c.drafts[room] ?? '').trim() !== '',
    [...new Set(c.pending.map((p) => p.state))].sort(),
    c.posting !== null,
    c.editing?.text ?? null,
    c.saving,
    c.deletingId,
    c.receiptsLoading,
    c.receiptsStale,
    c.syncing,
  ]);
};

/**
 * The staff chat machine's traversal (its test and the QA coverage check), for Avery Admin. Its
 * regions' child machines (walked by their own graphs) answer as their reports; the regions are
 * independent: each busy one is settled on its own, which takes every transition without walking
 * every combination of them.
 */
export const staffChatGraph = {
  machine: staffChatMachine,
  input: { userId: ME } satisfies StaffChatInput,
  events,
  serializeState: summary as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
