import { STAFFCHAT_MESSAGES, type StaffChatMessage, type StaffChatRoom } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createApiClient, loadSchemas } from '../adapters/http';
import { staffChatBrowserDefaults } from '../adapters/staffChat';
import { staffChatConnectionBrowserDefaults } from '../adapters/staffChatSource';
import {
  fakeFetch,
  flush,
  json,
  type RecordedCall,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
} from '../testing';
import {
  connectionStatus,
  type ManualEventSource,
  manualEventSources,
  mergeStaffChatMessages,
  STAFFCHAT_SCREEN_MESSAGES,
  type StaffChatInput,
  staffChatConnectionMachine,
  staffChatMachine,
  staffChatView,
  totalUnread,
} from './index';
import { staffChatGraph } from './staffChat.graph';

const ME = 1;
const SAM = 2;
const at = '2026-11-25T08:00:00.000Z';
const later = '2026-11-25T09:00:00.000Z';

type Wire = Omit<StaffChatMessage, 'created_at' | 'edited_at'> & {
  created_at: string;
  edited_at: string | null;
};
const wire = (id: number, over: Partial<Wire> = {}): Wire => ({
  id,
  room_id: 3,
  user_id: SAM,
  author: 'Sam Staff',
  posted_by: null,
  msg: `Message ${id}`,
  created_at: at,
  edited_at: null,
  deleted: false,
  deleted_by_admin: false,
  ...over,
});
/** A message as the client holds it (timestamps parsed). */
const message = (id: number, over: Partial<Wire> = {}): StaffChatMessage => {
  const w = wire(id, over);
  return { ...w, created_at: new Date(w.created_at), edited_at: w.edited_at ? new Date(w.edited_at) : null };
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

describe('staff chat machine', () => {
  // Hundreds of replayed paths: about 1.5 s alone, past Vitest's 5 s default when the whole suite
  // runs at once on two cores (seen in a fresh clone's CI run).
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', {
    timeout: 60_000,
  }, async () => {
    const input: StaffChatInput = { userId: ME };
    const { paths, unreachable, untaken } = shortestPathsReport(staffChatMachine, staffChatGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    const rooms = 'xstate.done.actor.rooms';
    // The open room's regions are child machines, each walked by its own graph (staffChatRegions.test.ts).
    expect(shortestPathByState(staffChatMachine, paths)).toEqual({
      loadingRooms: '',
      roomsFailed: 'xstate.error.actor.rooms',
      ready: rooms,
      'ready.noRooms': rooms,
      'ready.open': rooms,
    });
    const replayed = await replayPaths(staffChatMachine, paths, { input });
    expect(replayed).toBeGreaterThan(1000);
  });

  /**
   * A server keeping the rooms and their messages as the API does: pages newest first (`before`,
   * `limit`), posts by the user stored with the next id, edits and deletes in place. `postAnswers`
   * answers the next posts instead (failures).
   */
  function server(options: { rooms?: StaffChatRoom[]; messages?: Wire[] } = {}) {
    let rooms = structuredClone(options.rooms ?? ROOMS);
    let messages = [...(options.messages ?? [])];
    let nextId = 1000;
    const postAnswers: (() => Response)[] = [];
    const receipts: Record<number, { message_id: number; read_by: number; of: number }[]> = {};
    const handler = (key: string) => {
      const [method, url] = key.split(' ') as [string, string];
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const room = /^\/api\/staffchat\/rooms\/(\d+)\/(\w+)$/.exec(pathname);
      const one = /^\/api\/staffchat\/messages\/(\d+)$/.exec(pathname);
      if (method === 'GET' && pathname === '/api/staffchat/rooms') return () => json(rooms);
      if (room) {
        const roomId = Number(room[1]);
        const what = room[2];
        if (what === 'messages' && method === 'GET')
          return () => {
            const before = Number(searchParams.get('before') ?? Number.POSITIVE_INFINITY);
            const limit = Number(searchParams.get('limit') ?? 50);
            const page = messages
              .filter((m) => m.room_id === roomId && m.id < before)
              .sort((a, b) => b.id - a.id)
              .slice(0, limit);
            return json(page);
          };
        if (what === 'messages' && method === 'POST')
          return (call: RecordedCall) => {
            const answer = postAnswers.shift();
            if (answer) return answer();
            const stored = wire(nextId++, {
              room_id: roomId,
              user_id: ME,
              author: 'Avery Admin',
              msg: (call.body as { msg: string }).msg,
              created_at: later,
            });
            messages.push(stored);
            return json(stored, 201, 'Created');
          };
        if (what === 'read' && method === 'POST') return () => new Response(null, { status: 204 });
        if (what === 'members') return () => json(MEMBERS);
        if (what === 'receipts') return () => json(receipts[roomId] ?? []);
      }
      if (one) {
        const id = Number(one[1]);
        if (method === 'PATCH')
          return (call: RecordedCall) => {
            const found = messages.find((m) => m.id === id);
            if (!found || found.user_id !== ME)
              return json({ error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.notAuthor } }, 403);
            const changed = { ...found, msg: (call.body as { msg: string }).msg, edited_at: later };
            messages = messages.map((m) => (m.id === id ? changed : m));
            return json(changed);
          };
        if (method === 'DELETE')
          return () => {
            const found = messages.find((m) => m.id === id);
            if (!found) return json({ error: { code: 'not_found', message: 'Message not found.' } }, 404);
            const deleted = { ...found, deleted: true, msg: '', deleted_by_admin: found.user_id !== ME };
            messages = messages.map((m) => (m.id === id ? deleted : m));
            return json(deleted);
          };
      }
      return undefined;
    };
    const routes = new Proxy({} as Parameters<typeof fakeFetch>[0], {
      get: (_, key) => (typeof key === 'string' ? handler(key) : undefined),
    });
    return {
      routes,
      add: (...more: Wire[]) => {
        messages.push(...more);
      },
      setRooms: (next: StaffChatRoom[]) => {
        rooms = structuredClone(next);
      },
      postAnswers,
      receipts,
    };
  }

  function live(db: ReturnType<typeof server>, input: StaffChatInput = { userId: ME }) {
    const f = fakeFetch(db.routes);
    const actor = createActor(
      staffChatMachine.provide(staffChatBrowserDefaults(() => createApiClient({ fetch: f }))),
      { input, clock: new SimulatedClock() },
    ).start();
    const view = () => staffChatView(actor.getSnapshot());
    const idle = () => waitFor(actor, (s) => s.matches({ ready: 'open' }) && s.context.history === 'idle');
    const sent = () => waitFor(actor, (s) => s.matches({ ready: 'open' }) && s.context.posting === null);
    const requests = () => f.calls.map((c) => `${c.method} ${c.url}`);
    return { actor, calls: f.calls, view, idle, sent, requests };
  }
  const reads = (calls: RecordedCall[]) =>
    calls.filter((c) => c.url.endsWith('/read')).map((c) => [c.url, c.body]);
  const ids = (l: ReturnType<typeof live>) => l.view().messages.map((m) => m.id);

  it('loads the rooms, opens the first and reads it up to the newest message: the screen as the view gives it', async () => {
    const db = server({
      messages: [
        wire(10, { room_id: 1, user_id: ME, author: 'Avery Admin', msg: 'Inventory on Friday, @sam.staff.' }),
        wire(12, { room_id: 1, msg: 'Got it, @avery.admin.', edited_at: later }),
        wire(11, { room_id: 1, deleted: true, msg: '' }),
      ],
    });
    db.receipts[1] = [{ message_id: 10, read_by: 3, of: 12 }];
    const l = live(db, { userId: ME, admin: true });
    expect(l.view().status).toBe('loading');
    expect(l.actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(l.actor, (s) => s.matches('ready'));
    expect(l.view().loadingHistory).toBe(true);
    await l.idle();
    await flush();
    expect(l.view()).toEqual({
      status: 'ready',
      rooms: [
        { id: 1, name: 'Announcements', kind: 'announcements', unread: 0, selected: true },
        { id: 3, name: 'Harvest Table Downtown', kind: 'store', unread: 2, selected: false },
        { id: 4, name: 'Harvest Table Uptown', kind: 'store', unread: 0, selected: false },
      ],
      totalUnread: 2,
      room: { id: 1, name: 'Announcements', kind: 'announcements' },
      messages: [
        {
          id: 10,
          userId: ME,
          author: 'Avery Admin',
          postedBy: null,
          msg: 'Inventory on Friday, @sam.staff.',
          createdAt: new Date(at),
          editedAt: null,
          mine: true,
          canDelete: true,
          edited: false,
          deleted: false,
          deletedByAdmin: false,
          mentions: ['sam.staff'],
          mentionsMe: false,
        },
        {
          id: 11,
          userId: SAM,
          author: 'Sam Staff',
          postedBy: null,
          msg: '',
          createdAt: new Date(at),
          editedAt: null,
          mine: false,
          canDelete: false,
          edited: false,
          deleted: true,
          deletedByAdmin: false,
          mentions: [],
          mentionsMe: false,
        },
        {
          id: 12,
          userId: SAM,
          author: 'Sam Staff',
          postedBy: null,
          msg: 'Got it, @avery.admin.',
          createdAt: new Date(at),
          editedAt: new Date(later),
          mine: false,
          // An administrator deletes anyone's message.
          canDelete: true,
          edited: true,
          deleted: false,
          deletedByAdmin: false,
          mentions: ['avery.admin'],
          mentionsMe: true,
        },
      ],
      pending: [],
      members: MEMBERS,
      online: [MEMBERS[0]],
      myHandle: 'avery.admin',
      receipts: { 10: { readBy: 3, of: 12 } },
      draft: '',
      canPost: true,
      sendError: null,
      editing: null,
      deletingId: null,
      hasOlder: false,
      loadingRooms: false,
      loadingHistory: false,
      loadingOlder: false,
      prepended: null,
      error: null,
      historyFailed: false,
      actionError: null,
    });
    expect(l.requests()).toEqual([
      'GET /api/staffchat/rooms',
      'GET /api/staffchat/rooms/1/messages?limit=50',
      'GET /api/staffchat/rooms/1/members',
      'GET /api/staffchat/rooms/1/receipts',
      'POST /api/staffchat/rooms/1/read',
    ]);
    expect(reads(l.calls)).toEqual([['/api/staffchat/rooms/1/read', { last_id: 12 }]]);
    expect(totalUnread(l.actor.getSnapshot())).toBe(2);
  });

  it("puts Announcements first; marks someone else's message that mentions the user, in any case, never the user's own", async () => {
    const db = server({
      rooms: [ROOMS[1]!, ROOMS[2]!, ROOMS[0]!],
      messages: [
        wire(20, { msg: 'Can you check the walk-in, @Avery.Admin?' }),
        wire(21, {
          user_id: ME,
          author: 'Avery Admin',
          msg: 'Note to self, @avery.admin: @sam.staff has Friday.',
        }),
        wire(22, { msg: 'Ask @nobody, or @avery.admin. and @AVERY.admin' }),
        wire(23, { msg: 'Mail avery.admin@example.com, an address, not a mention.' }),
      ],
    });
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    expect(l.view().rooms.map((r) => [r.name, r.selected])).toEqual([
      ['Announcements', false],
      ['Harvest Table Downtown', true],
      ['Harvest Table Uptown', false],
    ]);
    expect(l.view().messages.map((m) => [m.id, m.mentions, m.mentionsMe])).toEqual([
      [20, ['avery.admin'], true],
      [21, ['avery.admin', 'sam.staff'], false],
      // A handle that is no member's is no mention; the same one twice counts once.
      [22, ['avery.admin'], true],
      [23, [], false],
    ]);
    expect(l.view().online.map((m) => m.name)).toEqual(['Avery Admin']);
    expect(l.view().myHandle).toBe('avery.admin');
  });

  it('opens the room asked for; a store room loads no receipts; Announcements is read-only for non-admins', async () => {
    const db = server({ messages: [wire(5)] });
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    expect(l.view().room?.id).toBe(3);
    expect(l.view().canPost).toBe(true);
    expect(l.requests().filter((r) => r.includes('receipts'))).toEqual([]);
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 1 });
    await l.idle();
    expect(l.view().canPost).toBe(false);
    l.actor.send({ type: 'staffChat.draft', text: 'Hello everyone' });
    l.actor.send({ type: 'staffChat.send' });
    expect(l.view().sendError).toBe('Only administrators post in Announcements.');
    expect(l.view().pending).toEqual([]);
    expect(l.view().draft).toBe('Hello everyone');
    // An unknown room, or the open one, changes nothing.
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 99 });
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 1 });
    expect(l.actor.getSnapshot().context.history === 'idle').toBe(true);
    expect(l.requests().filter((r) => r.startsWith('POST') && !r.endsWith('/read'))).toEqual([]);
    // Another room chosen while one loads: that load stops, the last choice opens.
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 4 });
    const aborted = l.calls.at(-1);
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 3 });
    expect(aborted?.url).toBe('/api/staffchat/rooms/4/members');
    expect(aborted?.signal?.aborted).toBe(true);
    await l.idle();
    expect(l.view().room?.id).toBe(3);
    expect(ids(l)).toEqual([5]);
  });

  it('no rooms: noRooms; a failed load of the rooms or of a room shows the message and RETRY loads it', async () => {
    const empty = live(server({ rooms: [] }));
    await waitFor(empty.actor, (s) => s.matches('ready'));
    expect(empty.actor.getSnapshot().value).toEqual({ ready: 'noRooms' });
    expect(empty.view()).toMatchObject({ status: 'noRooms', rooms: [], room: null, canPost: false });

    let roomsAnswer = () => json({ error: { code: 'internal', message: 'Something went wrong.' } }, 500);
    let historyAnswer = () => new Response('', { status: 502 });
    const db = server({ messages: [wire(5)] });
    const routes = new Proxy(db.routes, {
      get: (target, key) => {
        if (key === 'GET /api/staffchat/rooms') return () => roomsAnswer();
        if (key === 'GET /api/staffchat/rooms/1/messages?limit=50') return () => historyAnswer();
        return target[key as string];
      },
    });
    const l = live({ ...db, routes });
    await waitFor(l.actor, (s) => s.matches('roomsFailed'));
    expect(l.view()).toMatchObject({ status: 'failed', error: 'Something went wrong.' });
    expect(l.actor.getSnapshot().hasTag('error')).toBe(true);
    roomsAnswer = () => json(ROOMS);
    l.actor.send({ type: 'staffChat.retry' });
    await waitFor(l.actor, (s) => s.context.history === 'failed');
    expect(l.view()).toMatchObject({
      status: 'ready',
      historyFailed: true,
      error: STAFFCHAT_SCREEN_MESSAGES.historyFailed,
    });
    historyAnswer = () => json([wire(7, { room_id: 1 })]);
    l.actor.send({ type: 'staffChat.retry' });
    await l.idle();
    expect(l.view()).toMatchObject({ historyFailed: false, error: null });
    expect(ids(l)).toEqual([7]);
  });

  it('a message from another user in another room counts as unread there and in the total; selecting the room reads it', async () => {
    const db = server({ messages: [wire(20, { room_id: 1 }), wire(30), wire(31)] });
    const l = live(db);
    await l.idle();
    await flush();
    expect(l.view().rooms.map((r) => r.unread)).toEqual([0, 2, 0]);
    expect(totalUnread(l.actor.getSnapshot())).toBe(2);

    db.add(wire(32));
    l.actor.send({ type: 'stream.message', id: 501, data: message(32) });
    expect(l.view().rooms.map((r) => r.unread)).toEqual([0, 3, 0]);
    expect(totalUnread(l.actor.getSnapshot())).toBe(3);
    expect(l.view().totalUnread).toBe(3);
    // The user's own message from another tab is not unread.
    db.add(wire(33, { user_id: ME }));
    l.actor.send({ type: 'stream.message', id: 502, data: message(33, { user_id: ME }) });
    expect(totalUnread(l.actor.getSnapshot())).toBe(3);
    // A room the user does not see is ignored.
    l.actor.send({ type: 'stream.message', id: 503, data: message(34, { room_id: 77 }) });
    expect(totalUnread(l.actor.getSnapshot())).toBe(3);

    l.actor.send({ type: 'staffChat.selectRoom', roomId: 3 });
    expect(l.view().messages).toEqual([]);
    expect(l.view().loadingHistory).toBe(true);
    await l.idle();
    await flush();
    expect(l.view().rooms.map((r) => r.unread)).toEqual([0, 0, 0]);
    expect(totalUnread(l.actor.getSnapshot())).toBe(0);
    expect(ids(l)).toEqual([30, 31, 32, 33]);
    expect(reads(l.calls)).toEqual([
      ['/api/staffchat/rooms/1/read', { last_id: 20 }],
      ['/api/staffchat/rooms/3/read', { last_id: 33 }],
    ]);
  });

  it('a message in the open room is appended once and read at once; one arriving during the load is kept', async () => {
    const db = server({ messages: [wire(40)] });
    const l = live(db, { userId: ME, roomId: 3 });
    // During the load: kept and merged with the page, which has it too.
    db.add(wire(41));
    l.actor.send({ type: 'stream.message', id: 600, data: message(41) });
    await l.idle();
    await flush();
    expect(ids(l)).toEqual([40, 41]);
    expect(reads(l.calls)).toEqual([['/api/staffchat/rooms/3/read', { last_id: 41 }]]);

    l.actor.send({ type: 'stream.message', id: 601, data: message(42) });
    l.actor.send({ type: 'stream.message', id: 601, data: message(42) });
    await flush();
    expect(ids(l)).toEqual([40, 41, 42]);
    expect(l.view().rooms.find((r) => r.id === 3)?.unread).toBe(0);
    expect(reads(l.calls)).toEqual([
      ['/api/staffchat/rooms/3/read', { last_id: 41 }],
      ['/api/staffchat/rooms/3/read', { last_id: 42 }],
    ]);
  });

  it('hidden (the badge only): new messages in the open room stay unread; screenShow reads them; screenHide again', async () => {
    const db = server({ messages: [wire(40)] });
    const l = live(db, { userId: ME, roomId: 3, visible: false });
    await l.idle();
    await flush();
    expect(reads(l.calls)).toEqual([]);
    // Loaded while hidden: the room keeps the server's count.
    const before = l.view().totalUnread;
    const room3 = l.view().rooms.find((r) => r.id === 3)?.unread ?? -1;
    expect(room3).toBeGreaterThan(0);
    l.actor.send({ type: 'stream.message', id: 700, data: message(41) });
    l.actor.send({ type: 'stream.message', id: 701, data: message(42) });
    await flush();
    expect(l.view().rooms.find((r) => r.id === 3)?.unread).toBe(room3 + 2);
    expect(l.view().totalUnread).toBe(before + 2);
    expect(reads(l.calls)).toEqual([]);

    l.actor.send({ type: 'staffChat.screenShow' });
    await flush();
    expect(l.view().rooms.find((r) => r.id === 3)?.unread).toBe(0);
    expect(reads(l.calls)).toEqual([['/api/staffchat/rooms/3/read', { last_id: 42 }]]);

    l.actor.send({ type: 'staffChat.screenHide' });
    l.actor.send({ type: 'stream.message', id: 702, data: message(43) });
    await flush();
    expect(l.view().rooms.find((r) => r.id === 3)?.unread).toBe(1);
    expect(reads(l.calls)).toHaveLength(1);
  });

  it('SEND checks the draft: empty and 4001 characters are never sent, with the message; 4000 are', async () => {
    const l = live(server({ messages: [wire(40)] }), { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.send' });
    expect(l.view().sendError).toBe('Write a message first.');
    l.actor.send({ type: 'staffChat.draft', text: '   ' });
    expect(l.view().sendError).toBeNull();
    l.actor.send({ type: 'staffChat.send' });
    expect(l.view().sendError).toBe('Write a message first.');
    l.actor.send({ type: 'staffChat.draft', text: 'x'.repeat(4001) });
    l.actor.send({ type: 'staffChat.send' });
    expect(l.view().sendError).toBe('A message can be at most 4000 characters.');
    expect(l.view().draft).toBe('x'.repeat(4001));
    expect(l.view().pending).toEqual([]);
    expect(l.calls.filter((c) => c.url.endsWith('/messages') && c.method === 'POST')).toEqual([]);

    l.actor.send({ type: 'staffChat.draft', text: ` ${'x'.repeat(4000)} ` });
    l.actor.send({ type: 'staffChat.send' });
    expect(l.view().sendError).toBeNull();
    expect(l.view().draft).toBe('');
    expect(l.view().pending).toEqual([
      { key: 'c1', roomId: 3, text: 'x'.repeat(4000), state: 'sending', error: null, retryAfter: null },
    ]);
    await l.sent();
    expect(l.view().pending).toEqual([]);
    expect(
      l.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages')).map((c) => c.body),
    ).toEqual([{ msg: 'x'.repeat(4000) }]);
  });

  it("the user's own POST and the stream's echo leave one message, whichever comes first", async () => {
    const l = live(server({ messages: [wire(40)] }), { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.draft', text: 'Truck is here.' });
    l.actor.send({ type: 'staffChat.send' });
    await l.sent();
    // The answer first, then the echo.
    l.actor.send({
      type: 'stream.message',
      id: 700,
      data: message(1000, { user_id: ME, author: 'Avery Admin', msg: 'Truck is here.', created_at: later }),
    });
    expect(ids(l)).toEqual([40, 1000]);
    expect(l.view().messages[1]).toMatchObject({ id: 1000, msg: 'Truck is here.', mine: true });

    // The echo first, then the answer.
    l.actor.send({ type: 'staffChat.draft', text: 'Unloading now.' });
    l.actor.send({ type: 'staffChat.send' });
    l.actor.send({
      type: 'stream.message',
      id: 701,
      data: message(1001, { user_id: ME, author: 'Avery Admin', msg: 'Unloading now.', created_at: later }),
    });
    await l.sent();
    expect(ids(l)).toEqual([40, 1000, 1001]);
    expect(l.view().pending).toEqual([]);
    // The user's own messages are not read receipts to post.
    expect(reads(l.calls)).toEqual([['/api/staffchat/rooms/3/read', { last_id: 40 }]]);
  });

  it('a failed send (500) stays with its text and Retry; the retry sends it; a discarded one is gone', async () => {
    const db = server({ messages: [wire(40)] });
    db.postAnswers.push(() => new Response('', { status: 500 }));
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.draft', text: 'Truck is here.' });
    l.actor.send({ type: 'staffChat.send' });
    await l.sent();
    expect(l.view().pending).toEqual([
      {
        key: 'c1',
        roomId: 3,
        text: 'Truck is here.',
        state: 'failed',
        error: 'The message was not sent.',
        retryAfter: null,
      },
    ]);
    expect(ids(l)).toEqual([40]);
    // Another room and back: still there.
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 4 });
    await l.idle();
    expect(l.view().pending).toEqual([]);
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 3 });
    await l.idle();
    expect(l.view().pending.map((p) => [p.key, p.state])).toEqual([['c1', 'failed']]);

    // A retry of an unknown key, or of one not failed, does nothing.
    l.actor.send({ type: 'staffChat.retrySend', key: 'c9' });
    l.actor.send({ type: 'staffChat.retrySend', key: 'c1' });
    expect(l.view().pending.map((p) => [p.key, p.state, p.error])).toEqual([['c1', 'sending', null]]);
    await l.sent();
    expect(l.view().pending).toEqual([]);
    expect(l.view().messages.at(-1)).toMatchObject({ id: 1000, msg: 'Truck is here.', mine: true });

    db.postAnswers.push(() => new Response('', { status: 500 }));
    l.actor.send({ type: 'staffChat.draft', text: 'Never mind.' });
    l.actor.send({ type: 'staffChat.send' });
    await l.sent();
    expect(l.view().pending.map((p) => [p.key, p.state])).toEqual([['c2', 'failed']]);
    l.actor.send({ type: 'staffChat.discardSend', key: 'c2' });
    expect(l.view().pending).toEqual([]);
    expect(
      l.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages')).map((c) => c.body),
    ).toEqual([{ msg: 'Truck is here.' }, { msg: 'Truck is here.' }, { msg: 'Never mind.' }]);
  });

  it('429 keeps the text, with the exact message and the seconds to wait', async () => {
    const db = server({ messages: [wire(40)] });
    db.postAnswers.push(
      () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '23' },
        }),
    );
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.draft', text: 'One more thing' });
    l.actor.send({ type: 'staffChat.send' });
    await l.sent();
    expect(l.view().pending).toEqual([
      {
        key: 'c1',
        roomId: 3,
        text: 'One more thing',
        state: 'failed',
        error: 'You are sending messages too fast. Wait a moment and try again.',
        retryAfter: 23,
      },
    ]);
    l.actor.send({ type: 'staffChat.retrySend', key: 'c1' });
    await l.sent();
    expect(l.view().pending).toEqual([]);
    expect(l.view().messages.at(-1)?.msg).toBe('One more thing');
  });

  it('sends go one at a time, in the order typed, and keep going when another room opens', async () => {
    const l = live(server({ messages: [wire(40)] }), { userId: ME, roomId: 3 });
    await l.idle();
    for (const text of ['First', 'Second', 'Third']) {
      l.actor.send({ type: 'staffChat.draft', text });
      l.actor.send({ type: 'staffChat.send' });
    }
    expect(l.view().pending.map((p) => [p.key, p.state])).toEqual([
      ['c1', 'sending'],
      ['c2', 'sending'],
      ['c3', 'sending'],
    ]);
    expect(l.actor.getSnapshot().context.posting).toBe('c1');
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 4 });
    await waitFor(l.actor, (s) => s.context.pending.length === 0);
    expect(
      l.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages')).map((c) => c.body),
    ).toEqual([{ msg: 'First' }, { msg: 'Second' }, { msg: 'Third' }]);
    l.actor.send({ type: 'staffChat.selectRoom', roomId: 3 });
    await l.idle();
    expect(l.view().messages.map((m) => m.msg)).toEqual(['Message 40', 'First', 'Second', 'Third']);
  });

  it('LOAD_OLDER pages with before = the oldest id and merges without duplicates; the screen keeps its place', async () => {
    const db = server({ messages: Array.from({ length: 120 }, (_, i) => wire(i + 1)) });
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    expect(ids(l)).toEqual(Array.from({ length: 50 }, (_, i) => i + 71));
    expect(l.view().hasOlder).toBe(true);

    l.actor.send({ type: 'staffChat.loadOlder' });
    expect(l.view().loadingOlder).toBe(true);
    await l.idle();
    expect(l.view().prepended).toEqual({ count: 50, anchorId: 71 });
    expect(ids(l)).toEqual(Array.from({ length: 100 }, (_, i) => i + 21));
    expect(l.view().hasOlder).toBe(true);

    // A page overlapping what is loaded (a message arrived between the pages) adds each message once.
    const overlap = l.calls.length;
    l.actor.send({ type: 'staffChat.loadOlder' });
    await l.idle();
    expect(l.view().prepended).toEqual({ count: 20, anchorId: 21 });
    expect(ids(l)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(new Set(ids(l)).size).toBe(120);
    expect(l.view().hasOlder).toBe(false);
    l.actor.send({ type: 'staffChat.loadOlder' });
    expect(l.view().loadingOlder).toBe(false);
    expect(l.requests().filter((r) => r.includes('before'))).toEqual([
      'GET /api/staffchat/rooms/3/messages?before=71&limit=50',
      'GET /api/staffchat/rooms/3/messages?before=21&limit=50',
    ]);
    expect(l.calls.length).toBe(overlap + 1);

    expect(
      mergeStaffChatMessages(
        [message(2), message(3, { msg: 'Edited', edited_at: later })],
        [message(1), message(3), message(2, { deleted: true, msg: '' })],
      ).map((m) => [m.id, m.msg, m.deleted]),
    ).toEqual([
      [1, 'Message 1', false],
      [2, '', true],
      [3, 'Edited', false],
    ]);
  });

  it('edits in place: PATCH with the trimmed text; an invalid edit is refused; an unchanged one sends nothing', async () => {
    const db = server({
      messages: [wire(50, { user_id: ME, author: 'Avery Admin', msg: 'Truck at 9.' }), wire(51)],
    });
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    // Only the user's own messages.
    l.actor.send({ type: 'staffChat.editStart', id: 51 });
    expect(l.view().editing).toBeNull();
    l.actor.send({ type: 'staffChat.editStart', id: 50 });
    expect(l.view().editing).toEqual({ id: 50, text: 'Truck at 9.', error: null, saving: false });
    l.actor.send({ type: 'staffChat.editSave' });
    expect(l.view().editing).toBeNull();
    l.actor.send({ type: 'staffChat.editStart', id: 50 });
    l.actor.send({ type: 'staffChat.editChange', text: '  ' });
    l.actor.send({ type: 'staffChat.editSave' });
    expect(l.view().editing).toEqual({ id: 50, text: '  ', error: 'Write a message first.', saving: false });
    l.actor.send({ type: 'staffChat.editChange', text: 'y'.repeat(4001) });
    expect(l.view().editing?.error).toBeNull();
    l.actor.send({ type: 'staffChat.editSave' });
    expect(l.view().editing?.error).toBe('A message can be at most 4000 characters.');
    l.actor.send({ type: 'staffChat.editChange', text: ' Truck at 10. ' });
    l.actor.send({ type: 'staffChat.editSave' });
    expect(l.view().editing?.saving).toBe(true);
    await waitFor(l.actor, (s) => !s.context.saving && s.context.deletingId === null);
    expect(l.view().editing).toBeNull();
    expect(l.view().messages[0]).toMatchObject({
      id: 50,
      msg: 'Truck at 10.',
      edited: true,
      editedAt: new Date(later),
    });
    expect(ids(l)).toEqual([50, 51]);
    expect(l.calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/api/staffchat/messages/50', { msg: 'Truck at 10.' }],
    ]);

    l.actor.send({ type: 'staffChat.editStart', id: 50 });
    l.actor.send({ type: 'staffChat.editCancel' });
    expect(l.view().editing).toBeNull();
  });

  it('a refused edit keeps the editor with the message', async () => {
    const db = server({ messages: [wire(50, { user_id: ME })] });
    const routes = new Proxy(db.routes, {
      get: (target, key) =>
        key === 'PATCH /api/staffchat/messages/50'
          ? () => json({ error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.notAuthor } }, 403)
          : target[key as string],
    });
    const l = live({ ...db, routes }, { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.editStart', id: 50 });
    l.actor.send({ type: 'staffChat.editChange', text: 'Mine' });
    l.actor.send({ type: 'staffChat.editSave' });
    await waitFor(l.actor, (s) => !s.context.saving && s.context.deletingId === null);
    expect(l.view().editing).toEqual({
      id: 50,
      text: 'Mine',
      error: 'Only the author can edit this message.',
      saving: false,
    });
    expect(l.view().messages[0]?.msg).toBe('Message 50');
  });

  it('deletes in place (deleted, the text gone); the stream updates edits and deletes of others in place', async () => {
    const db = server({ messages: [wire(60, { user_id: ME }), wire(61), wire(62, { user_id: ME })] });
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.delete', id: 61 });
    expect(l.view().deletingId).toBeNull();
    l.actor.send({ type: 'staffChat.editStart', id: 60 });
    l.actor.send({ type: 'staffChat.delete', id: 60 });
    expect(l.view().deletingId).toBe(60);
    await waitFor(l.actor, (s) => !s.context.saving && s.context.deletingId === null);
    expect(l.view().messages.map((m) => [m.id, m.msg, m.deleted, m.edited])).toEqual([
      [60, '', true, false],
      [61, 'Message 61', false, false],
      [62, 'Message 62', false, false],
    ]);
    expect(l.view().editing).toBeNull();
    expect(l.view().deletingId).toBeNull();
    // Deleted: neither edited nor deleted again.
    l.actor.send({ type: 'staffChat.editStart', id: 60 });
    l.actor.send({ type: 'staffChat.delete', id: 60 });
    expect(l.view().editing).toBeNull();
    expect(l.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/staffchat/messages/60',
    ]);

    l.actor.send({
      type: 'stream.edit',
      id: 800,
      data: message(61, { msg: 'Delivery moved to 10.', edited_at: later }),
    });
    // The user is editing their message when another tab deletes it: the editor closes.
    l.actor.send({ type: 'staffChat.editStart', id: 62 });
    l.actor.send({
      type: 'stream.delete',
      id: 801,
      data: message(62, { user_id: ME, deleted: true, msg: '' }),
    });
    // An older version arriving late does not undo the edit.
    l.actor.send({ type: 'stream.message', id: 802, data: message(61) });
    expect(l.view().messages.map((m) => [m.id, m.msg, m.deleted, m.edited])).toEqual([
      [60, '', true, false],
      [61, 'Delivery moved to 10.', false, true],
      [62, '', true, false],
    ]);
    expect(l.view().editing).toBeNull();
  });

  it("a moderator deletes another user's message: 'deleted by an administrator'; others cannot", async () => {
    const db = server({ messages: [wire(70), wire(71, { posted_by: 'Avery Admin' })] });
    const user = live(server({ messages: [wire(70)] }), { userId: ME, roomId: 3 });
    await user.idle();
    expect(user.view().messages[0]?.canDelete).toBe(false);
    user.actor.send({ type: 'staffChat.delete', id: 70 });
    expect(user.view().deletingId).toBeNull();
    expect(user.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    const l = live(db, { userId: ME, roomId: 3, admin: true });
    await l.idle();
    expect(l.view().messages.map((m) => [m.id, m.author, m.postedBy, m.mine, m.canDelete])).toEqual([
      [70, 'Sam Staff', null, false, true],
      [71, 'Sam Staff', 'Avery Admin', false, true],
    ]);
    // Editing stays the author's.
    l.actor.send({ type: 'staffChat.editStart', id: 70 });
    expect(l.view().editing).toBeNull();
    l.actor.send({ type: 'staffChat.delete', id: 70 });
    await waitFor(l.actor, (s) => !s.context.saving && s.context.deletingId === null);
    expect(l.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/staffchat/messages/70',
    ]);
    expect(l.view().messages[0]).toMatchObject({
      id: 70,
      msg: '',
      deleted: true,
      deletedByAdmin: true,
      canDelete: false,
    });
    // Another administrator's deletion arrives on the stream the same way.
    l.actor.send({
      type: 'stream.delete',
      id: 810,
      data: message(71, { posted_by: 'Avery Admin', deleted: true, msg: '', deleted_by_admin: true }),
    });
    expect(l.view().messages[1]).toMatchObject({ id: 71, deleted: true, deletedByAdmin: true });
  });

  it('a refused delete says why and keeps the message', async () => {
    const db = server({ messages: [wire(60, { user_id: ME })] });
    const routes = new Proxy(db.routes, {
      get: (target, key) =>
        key === 'DELETE /api/staffchat/messages/60'
          ? () => new Response('', { status: 500 })
          : target[key as string],
    });
    const l = live({ ...db, routes }, { userId: ME, roomId: 3 });
    await l.idle();
    l.actor.send({ type: 'staffChat.delete', id: 60 });
    await waitFor(l.actor, (s) => !s.context.saving && s.context.deletingId === null);
    expect(l.view().actionError).toBe('The message was not deleted.');
    expect(l.view().messages[0]).toMatchObject({ id: 60, deleted: false, msg: 'Message 60' });
  });

  it("read events: the user's other tab clears that room's unread; others' reads in Announcements refetch the receipts", async () => {
    const db = server({ messages: [wire(10, { room_id: 1, user_id: ME })] });
    db.receipts[1] = [{ message_id: 10, read_by: 1, of: 12 }];
    const l = live(db, { userId: ME, admin: true });
    await l.idle();
    expect(l.view().receipts).toEqual({ 10: { readBy: 1, of: 12 } });

    l.actor.send({ type: 'stream.read', id: 900, data: { room_id: 3, user_id: ME, last_id: 31 } });
    expect(l.view().rooms.map((r) => r.unread)).toEqual([0, 0, 0]);

    // Someone else read Announcements: the receipts load again; a read during that load loads them once more.
    db.receipts[1] = [{ message_id: 10, read_by: 2, of: 12 }];
    l.actor.send({ type: 'stream.read', id: 901, data: { room_id: 1, user_id: SAM, last_id: 10 } });
    l.actor.send({ type: 'stream.read', id: 902, data: { room_id: 1, user_id: 5, last_id: 10 } });
    expect(l.actor.getSnapshot().context.receiptsStale).toBe(true);
    await waitFor(l.actor, (s) => !s.context.receiptsLoading);
    expect(l.view().receipts).toEqual({ 10: { readBy: 2, of: 12 } });
    expect(l.requests().filter((r) => r.includes('receipts'))).toHaveLength(3);
    // Reads in another room, and the user's own, change no receipts.
    l.actor.send({ type: 'stream.read', id: 903, data: { room_id: 3, user_id: SAM, last_id: 31 } });
    l.actor.send({ type: 'stream.read', id: 904, data: { room_id: 1, user_id: ME, last_id: 10 } });
    expect(!l.actor.getSnapshot().context.receiptsLoading).toBe(true);

    // A new post in the open Announcements: appended, and its receipts loaded.
    db.receipts[1] = [
      { message_id: 10, read_by: 2, of: 12 },
      { message_id: 11, read_by: 0, of: 12 },
    ];
    l.actor.send({ type: 'stream.message', id: 905, data: message(11, { room_id: 1 }) });
    expect(ids(l)).toEqual([10, 11]);
    await waitFor(l.actor, (s) => !s.context.receiptsLoading);
    expect(l.view().receipts).toEqual({ 10: { readBy: 2, of: 12 }, 11: { readBy: 0, of: 12 } });
  });

  it('connection.live: nothing to refetch after a replay or the first time; a reconnect without one reloads', async () => {
    const db = server({ messages: [wire(40), wire(41)] });
    const l = live(db, { userId: ME, roomId: 3 });
    await l.idle();
    await flush();
    const before = l.calls.length;
    l.actor.send({ type: 'connection.live', lastEventId: null, resumed: false, reconnect: false });
    l.actor.send({ type: 'connection.live', lastEventId: 12, resumed: true, reconnect: true });
    await flush();
    expect(l.calls.length).toBe(before);

    // Missed while the stream was down and could not be replayed.
    db.add(wire(42), wire(43, { room_id: 4 }));
    db.setRooms(ROOMS.map((r) => (r.id === 4 ? { ...r, unread: 1 } : r.id === 3 ? { ...r, unread: 1 } : r)));
    l.actor.send({ type: 'connection.live', lastEventId: null, resumed: false, reconnect: true });
    await waitFor(l.actor, (s) => !s.context.syncing);
    await flush();
    expect(ids(l)).toEqual([40, 41, 42]);
    expect(l.view().rooms.map((r) => [r.id, r.unread])).toEqual([
      [1, 1],
      [3, 0],
      [4, 1],
    ]);
    expect(l.requests().slice(before)).toEqual([
      'GET /api/staffchat/rooms',
      'GET /api/staffchat/rooms/3/messages?limit=50',
      'POST /api/staffchat/rooms/3/read',
    ]);
    expect(reads(l.calls).at(-1)).toEqual(['/api/staffchat/rooms/3/read', { last_id: 42 }]);
  });

  it('wired to the connection as the app wires it (`connection.on("*", e => chat.send(e))`): a quiet reconnect reloads, a resumed one does not', async () => {
    await loadSchemas();
    const db = server({ messages: [wire(40)] });
    const chat = live(db, { userId: ME, roomId: 3 });
    await chat.idle();
    await flush();
    const eventSource = manualEventSources();
    const connection = createActor(
      staffChatConnectionMachine.provide(
        staffChatConnectionBrowserDefaults({ eventSource, network: () => undefined }),
      ),
      { input: {}, clock: new SimulatedClock() },
    );
    connection.on('*', (event) => chat.actor.send(event));
    connection.start();
    const source = () => eventSource.current() as ManualEventSource;
    const loaded = chat.calls.length;

    source().open();
    await flush();
    expect(connectionStatus(connection.getSnapshot())).toBe('live');
    expect(chat.calls.length).toBe(loaded); // the first live: nothing to reload

    // A drop before any event was seen: the browser reconnects without Last-Event-ID; the screen reloads.
    db.add(wire(41));
    source().drop();
    await flush();
    expect(connectionStatus(connection.getSnapshot())).toBe('reconnecting');
    source().open();
    await flush();
    await waitFor(chat.actor, (s) => !s.context.syncing);
    await flush();
    expect(ids(chat)).toEqual([40, 41]);
    expect(chat.requests().slice(loaded)).toEqual([
      'GET /api/staffchat/rooms',
      'GET /api/staffchat/rooms/3/messages?limit=50',
      'POST /api/staffchat/rooms/3/read',
    ]);

    // Events: another user's message in another room, then one in the open room (repeated by the server).
    source().emit('message', 70, wire(90, { room_id: 4 }));
    source().emit('message', 71, wire(42));
    source().emit('message', 71, wire(42));
    await flush();
    expect(chat.view().rooms.map((r) => [r.id, r.unread])).toEqual([
      [1, 1],
      [3, 0],
      [4, 1],
    ]);
    expect(totalUnread(chat.actor.getSnapshot())).toBe(2);
    expect(ids(chat)).toEqual([40, 41, 42]);

    // A drop after events: the browser resumes with Last-Event-ID, nothing to reload.
    const resumed = chat.calls.length;
    source().drop();
    source().open();
    source().emit('edit', 72, wire(42, { msg: 'Edited while away', edited_at: later }));
    await flush();
    expect(chat.calls.length).toBe(resumed);
    expect(chat.view().messages.at(-1)).toMatchObject({ id: 42, msg: 'Edited while away', edited: true });
    connection.stop();
  });
});
