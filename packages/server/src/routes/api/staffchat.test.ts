// The staff chat's JSON routes (issue 17) against the seeded database: rooms by store scope, history
// pages, the author's rules, Announcements for admins, the rate limit, unread counts, read positions,
// receipts and members. The stream is tested on a real socket: staffchat.stream.test.ts.
import { STAFFCHAT_MESSAGES } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, MANAGER, OPS, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';
import { purgeExpired } from '../../services/retention';

interface Room {
  id: number;
  name: string;
  kind: 'company' | 'store' | 'announcements';
  unread: number;
}
interface Message {
  id: number;
  room_id: number;
  user_id: number | null;
  author: string;
  msg: string;
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
}

const NOON = `${TEST_TODAY}T12:00:00.000Z`;

describe('/api/staffchat', () => {
  const env = useTestApp();
  const send = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => env.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });
  const rooms = async (cookie: string) => {
    const res = await send(cookie, 'GET', '/api/staffchat/rooms');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Room[];
  };
  /** Room ids by kind and company/store id, straight from the table. */
  const roomOf = async (where: { company_id?: number; store_id?: number; announcements?: true }) => {
    let q = env.database.db.selectFrom('staffchat_rooms').select('id');
    if (where.company_id) q = q.where('company_id', '=', where.company_id);
    else if (where.store_id) q = q.where('store_id', '=', where.store_id);
    else q = q.where('kind', '=', 'announcements');
    return (await q.executeTakeFirstOrThrow()).id;
  };
  const post = async (cookie: string, roomId: number, msg: string) => {
    const res = await send(cookie, 'POST', `/api/staffchat/rooms/${roomId}/messages`, { msg });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Message;
  };
  const page = async (cookie: string, roomId: number, query = '') => {
    const res = await send(cookie, 'GET', `/api/staffchat/rooms/${roomId}/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Message[];
  };
  const notFoundRoom = { error: { code: 'not_found', message: STAFFCHAT_MESSAGES.roomNotFound } };

  it('every route needs a session: 401 in the one error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/staffchat/rooms'],
      ['GET', '/api/staffchat/rooms/1/messages'],
      ['POST', '/api/staffchat/rooms/1/messages'],
      ['PATCH', '/api/staffchat/messages/1'],
      ['DELETE', '/api/staffchat/messages/1'],
      ['POST', '/api/staffchat/rooms/1/read'],
      ['GET', '/api/staffchat/rooms/1/members'],
      ['GET', '/api/staffchat/rooms/1/receipts'],
      ['GET', '/api/staffchat/stream'],
    ] as const) {
      const res = await send(null, method, url, method === 'GET' ? undefined : { msg: 'x', last_id: 1 });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  it('rooms follow the store scope: staff sees Announcements, their company and their two stores; admins everything', async () => {
    expect((await rooms(await env.login(STAFF))).map((r) => [r.kind, r.name, r.unread])).toEqual([
      ['announcements', 'Announcements', 0],
      ['company', 'Harvest Table Restaurant Group', 0],
      ['store', 'Copper Kettle South Lamar', 0],
      ['store', 'Harvest Table Downtown', 0],
    ]);
    const manager = await rooms(await env.login(MANAGER));
    expect(manager.map((r) => r.kind)).toEqual([
      'announcements',
      'company',
      'store',
      'store',
      'store',
      'store',
      'store',
    ]);
    expect(manager[1]?.name).toBe('Blazing Bird Franchising');
    const admin = await rooms(await env.login(ADMIN));
    expect(admin).toHaveLength(1 + 3 + 12);
    expect(admin.map((r) => r.kind)).toEqual([
      'announcements',
      ...Array(3).fill('company'),
      ...Array(12).fill('store'),
    ]);
    const storeNames = admin.filter((r) => r.kind === 'store').map((r) => r.name);
    expect(storeNames).toEqual([...storeNames].sort((a, b) => (a < b ? -1 : 1)));
  });

  it("another scope's room is 404 Room not found., the same answer as a room that does not exist", async () => {
    const staff = await env.login(STAFF);
    const managers = await roomOf({ store_id: 5 });
    const company2 = await roomOf({ company_id: 2 });
    for (const id of [managers, company2, 99_999]) {
      for (const [method, url, payload] of [
        ['GET', `/api/staffchat/rooms/${id}/messages`, undefined],
        ['POST', `/api/staffchat/rooms/${id}/messages`, { msg: 'hello' }],
        ['POST', `/api/staffchat/rooms/${id}/read`, { last_id: 1 }],
        ['GET', `/api/staffchat/rooms/${id}/members`, undefined],
        ['GET', `/api/staffchat/rooms/${id}/receipts`, undefined],
      ] as const) {
        const res = await send(staff, method, url, payload);
        expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([404, notFoundRoom]);
      }
    }
    // The manager's message there is out of the staff's reach too (404, not 403).
    const theirs = await post(await env.login(MANAGER), managers, 'Blazing Bird only');
    const edit = await send(staff, 'PATCH', `/api/staffchat/messages/${theirs.id}`, { msg: 'x' });
    expect([edit.statusCode, edit.json().error.message]).toEqual([404, STAFFCHAT_MESSAGES.messageNotFound]);
  });

  it('a company and a store added in the grids get their rooms; a rename renames, a delete removes them', async () => {
    const admin = await env.login(ADMIN);
    const company = await send(admin, 'POST', '/api/companies/', {
      name: 'Zephyr Foods',
      source_id: 'ZF',
      week_begin: 'Monday',
    });
    expect(company.statusCode, company.body).toBe(201);
    const store = await send(admin, 'POST', '/api/stores/', {
      name: 'Blazing Bird Pflugerville',
      address: '1 Main St',
      city: 'Pflugerville',
      state: 'TX',
      zip: '78660',
      company_id: 2,
      source_id: 'BB-999',
    });
    expect(store.statusCode, store.body).toBe(201);
    const storeId = store.json().id as number;
    const names = async (cookie: string) => (await rooms(cookie)).map((r) => `${r.kind}:${r.name}`);
    expect(await names(admin)).toEqual(
      expect.arrayContaining(['company:Zephyr Foods', 'store:Blazing Bird Pflugerville']),
    );
    // The manager is granted Blazing Bird (company 2): its new store's room is theirs at once.
    const manager = await env.login(MANAGER);
    expect(await names(manager)).toContain('store:Blazing Bird Pflugerville');
    expect(await names(await env.login(STAFF))).not.toContain('store:Blazing Bird Pflugerville');

    const renamed = await send(admin, 'PUT', `/api/stores/${storeId}`, {
      name: 'Blazing Bird Round Rock',
      version: 0,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(manager)).toContain('store:Blazing Bird Round Rock');
    const roomId = await roomOf({ store_id: storeId });
    await post(manager, roomId, 'First!');
    expect((await send(admin, 'DELETE', `/api/stores/${storeId}`)).statusCode).toBe(204);
    expect(await names(admin)).not.toContain('store:Blazing Bird Round Rock');
    expect((await send(manager, 'GET', `/api/staffchat/rooms/${roomId}/messages`)).statusCode).toBe(404);
  });

  it('a store written by other means (an import) gets its room too: the trigger', async () => {
    const db = env.database.db;
    const { id } = await db
      .insertInto('stores')
      .values({
        name: 'Imported Store',
        address: 'a',
        city: 'c',
        state: 's',
        zip: 'z',
        phone: '',
        franchise: '',
        company_id: 1,
        source_id: 'IMP-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom('staffchat_rooms').select(['kind', 'name']).where('store_id', '=', id).execute(),
    ).toEqual([{ kind: 'store', name: 'Imported Store' }]);
  });

  it('posts a message: 201 with the author, the time and no edit', async () => {
    const staff = await env.login(STAFF);
    const room = await roomOf({ store_id: 1 });
    const res = await send(staff, 'POST', `/api/staffchat/rooms/${room}/messages`, {
      msg: '  Truck is late  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      room_id: room,
      user_id: IDS.staff,
      author: 'Sam Staff',
      msg: 'Truck is late',
      created_at: NOON,
      edited_at: null,
      deleted: false,
    });
    expect(await page(staff, room)).toEqual([res.json()]);
  });

  it('history pages: newest first, 50 by default, at most 100, `before` pages older without overlap', async () => {
    const admin = await env.login(ADMIN);
    const room = await roomOf({ store_id: 2 });
    await env.database.db
      .insertInto('staffchat_messages')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          room_id: room,
          user_id: IDS.admin,
          msg: `m${i + 1}`,
          created_at: new Date(Date.parse(NOON) - (120 - i) * 1000),
        })),
      )
      .execute();
    const first = await page(admin, room);
    expect(first.map((m) => m.msg)).toEqual(Array.from({ length: 50 }, (_, i) => `m${120 - i}`));
    const older = await page(admin, room, `?before=${first.at(-1)?.id}`);
    expect(older.map((m) => m.msg)).toEqual(Array.from({ length: 50 }, (_, i) => `m${70 - i}`));
    const last = await page(admin, room, `?before=${older.at(-1)?.id}&limit=50`);
    expect(last.map((m) => m.msg)).toEqual(Array.from({ length: 20 }, (_, i) => `m${20 - i}`));
    expect(await page(admin, room, `?before=${last.at(-1)?.id}`)).toEqual([]);
    expect((await page(admin, room, '?limit=100')).length).toBe(100);
    expect((await page(admin, room, '?limit=3')).map((m) => m.msg)).toEqual(['m120', 'm119', 'm118']);
    for (const bad of ['?limit=101', '?limit=0', '?before=abc', '?before=-1']) {
      const res = await send(admin, 'GET', `/api/staffchat/rooms/${room}/messages${bad}`);
      expect([res.statusCode, res.json().error.code], bad).toEqual([400, 'bad_request']);
    }
  });

  it('only the author edits or deletes (403 otherwise); a deleted message answers deleted with no text; editing it is 404', async () => {
    const staff = await env.login(STAFF);
    const admin = await env.login(ADMIN);
    const room = await roomOf({ store_id: 1 });
    const mine = await post(staff, room, 'Walk-in at 41F');
    for (const res of [
      await send(admin, 'PATCH', `/api/staffchat/messages/${mine.id}`, { msg: 'hijacked' }),
      await send(admin, 'DELETE', `/api/staffchat/messages/${mine.id}`),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.notAuthor } },
      ]);
    }
    env.clock.advance(60_000);
    const edited = await send(staff, 'PATCH', `/api/staffchat/messages/${mine.id}`, {
      msg: 'Walk-in at 38F',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...mine,
      msg: 'Walk-in at 38F',
      edited_at: `${TEST_TODAY}T12:01:00.000Z`,
    });
    const deleted = await send(staff, 'DELETE', `/api/staffchat/messages/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...edited.json(), msg: '', deleted: true });
    expect(await page(staff, room)).toEqual([deleted.json()]);
    const stored = await env.database.db
      .selectFrom('staffchat_messages')
      .select('msg')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored.msg).toBe('');
    for (const res of [
      await send(staff, 'PATCH', `/api/staffchat/messages/${mine.id}`, { msg: 'back' }),
      await send(staff, 'DELETE', `/api/staffchat/messages/${mine.id}`),
      await send(staff, 'PATCH', '/api/staffchat/messages/99999', { msg: 'x' }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: { code: 'not_found', message: STAFFCHAT_MESSAGES.messageNotFound } },
      ]);
    }
  });

  it('only administrators post in Announcements; everyone reads it', async () => {
    const room = await roomOf({ announcements: true });
    const staff = await env.login(STAFF);
    const refused = await send(staff, 'POST', `/api/staffchat/rooms/${room}/messages`, { msg: 'Hi all' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.announcementsAdminsOnly } },
    ]);
    const news = await post(await env.login(ADMIN), room, 'New menu on Monday');
    expect((await page(staff, room)).map((m) => m.id)).toEqual([news.id]);
    expect((await page(await env.login(MANAGER), room)).map((m) => m.id)).toEqual([news.id]);
  });

  it('a message is 1 to 4000 characters, in the contract words', async () => {
    const staff = await env.login(STAFF);
    const room = await roomOf({ store_id: 1 });
    const url = `/api/staffchat/rooms/${room}/messages`;
    const tooLong = await send(staff, 'POST', url, { msg: 'x'.repeat(4001) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { error: { code: 'bad_request', message: 'A message can be at most 4000 characters.' } },
    ]);
    for (const payload of [{ msg: '   ' }, {}, { msg: 5 }]) {
      const res = await send(staff, 'POST', url, payload);
      expect([res.statusCode, res.json().error.message], JSON.stringify(payload)).toEqual([
        400,
        STAFFCHAT_MESSAGES.empty,
      ]);
    }
    const max = await post(staff, room, 'y'.repeat(4000));
    const edit = await send(staff, 'PATCH', `/api/staffchat/messages/${max.id}`, { msg: 'z'.repeat(4001) });
    expect([edit.statusCode, edit.json().error.message]).toEqual([400, STAFFCHAT_MESSAGES.tooLong]);
    expect((await page(staff, room)).map((m) => m.msg.length)).toEqual([4000]);
  });

  it('30 messages a minute per user, then 429 with Retry-After; other users are not affected', async () => {
    const staff = await env.login(STAFF);
    const room = await roomOf({ store_id: 1 });
    for (let i = 0; i < 30; i++) {
      await post(staff, room, `m${i}`);
      env.clock.advance(1000);
    }
    const refused = await send(staff, 'POST', `/api/staffchat/rooms/${room}/messages`, { msg: 'one more' });
    expect(refused.statusCode).toBe(429);
    // The first left the window 60 s after it was sent: 30 s from now.
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: STAFFCHAT_MESSAGES.rateLimited },
    });
    await post(await env.login(ADMIN), room, 'not limited');
    env.clock.advance(30_001);
    await post(staff, room, 'again');
    expect((await page(staff, room, '?limit=100')).length).toBe(32);
  });

  it('unread counts messages by others after the read position, not deleted ones; the position only moves forward', async () => {
    const staff = await env.login(STAFF);
    const admin = await env.login(ADMIN);
    const room = await roomOf({ store_id: 1 });
    const unread = async () => (await rooms(staff)).find((r) => r.id === room)?.unread;
    const a = await post(admin, room, 'one');
    const b = await post(admin, room, 'two');
    await post(staff, room, 'mine does not count');
    const c = await post(admin, room, 'three');
    const d = await post(admin, room, 'four');
    expect(await unread()).toBe(4);
    await send(admin, 'DELETE', `/api/staffchat/messages/${d.id}`);
    expect(await unread()).toBe(3);
    // For the admin, only the staff's message is unread.
    expect((await rooms(admin)).find((r) => r.id === room)?.unread).toBe(1);

    const read = await send(staff, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: b.id });
    expect([read.statusCode, read.json()]).toEqual([
      200,
      { room_id: room, user_id: IDS.staff, last_id: b.id },
    ]);
    expect(await unread()).toBe(1);
    const back = await send(staff, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: a.id });
    expect(back.json()).toEqual({ room_id: room, user_id: IDS.staff, last_id: b.id });
    expect(await unread()).toBe(1);
    // Past the newest message: the position stops at the newest.
    const ahead = await send(staff, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: 2_000_000 });
    expect(ahead.json()).toEqual({ room_id: room, user_id: IDS.staff, last_id: d.id });
    expect(await unread()).toBe(0);
    expect(c.id).toBeLessThan(d.id);
    for (const payload of [{}, { last_id: 0 }, { last_id: 'x' }]) {
      expect((await send(staff, 'POST', `/api/staffchat/rooms/${room}/read`, payload)).statusCode).toBe(400);
    }
  });

  it("receipts: 'read by N of M' where M is the room's members other than the author", async () => {
    const room = await roomOf({ announcements: true });
    const admin = await env.login(ADMIN);
    const first = await post(admin, room, 'Inventory on Friday');
    const second = await post(admin, room, 'Holiday hours posted');
    const receipts = async () => {
      const res = await send(await env.login(STAFF), 'GET', `/api/staffchat/rooms/${room}/receipts`);
      expect(res.statusCode).toBe(200);
      return res.json() as { message_id: number; read_by: number; of: number }[];
    };
    // Announcements: all four users; the author aside, three.
    expect(await receipts()).toEqual([
      { message_id: second.id, read_by: 0, of: 3 },
      { message_id: first.id, read_by: 0, of: 3 },
    ]);
    await send(await env.login(STAFF), 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: first.id });
    await send(await env.login(MANAGER), 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: second.id });
    // The author reading changes nothing.
    await send(admin, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: second.id });
    expect(await receipts()).toEqual([
      { message_id: second.id, read_by: 1, of: 3 },
      { message_id: first.id, read_by: 2, of: 3 },
    ]);
    // A store room: the two admins and the staff member; the staff's post is of the two admins.
    const store = await roomOf({ store_id: 1 });
    const staffPost = await post(await env.login(STAFF), store, 'Need change for the till');
    await send(await env.login(OPS), 'POST', `/api/staffchat/rooms/${store}/read`, { last_id: staffPost.id });
    const storeReceipts = await send(admin, 'GET', `/api/staffchat/rooms/${store}/receipts`);
    expect(storeReceipts.json()).toEqual([{ message_id: staffPost.id, read_by: 1, of: 2 }]);
  });

  it('members: whoever the room is in scope for (admins always), with mention handles', async () => {
    const staff = await env.login(STAFF);
    const members = async (cookie: string, room: number) => {
      const res = await send(cookie, 'GET', `/api/staffchat/rooms/${room}/members`);
      expect(res.statusCode).toBe(200);
      return res.json() as { user_id: number; name: string; handle: string; online: boolean }[];
    };
    expect(await members(staff, await roomOf({ store_id: 1 }))).toEqual([
      { user_id: IDS.admin, name: 'Avery Admin', handle: 'avery.admin', online: false },
      { user_id: IDS.ops, name: 'Olivia Ops', handle: 'olivia.ops', online: false },
      { user_id: IDS.staff, name: 'Sam Staff', handle: 'sam.staff', online: false },
    ]);
    expect((await members(staff, await roomOf({ company_id: 1 }))).map((m) => m.user_id)).toEqual([
      IDS.admin,
      IDS.ops,
      IDS.staff,
    ]);
    expect((await members(staff, await roomOf({ announcements: true }))).map((m) => m.name)).toEqual([
      'Avery Admin',
      'Morgan Manager',
      'Olivia Ops',
      'Sam Staff',
    ]);
    const admin = await env.login(ADMIN);
    expect((await members(admin, await roomOf({ store_id: 5 }))).map((m) => m.user_id)).toEqual([
      IDS.admin,
      IDS.manager,
      IDS.ops,
    ]);
    expect((await members(admin, await roomOf({ company_id: 3 }))).map((m) => m.user_id)).toEqual([
      IDS.admin,
      IDS.ops,
    ]);
    // Presence: a fresh row (a stream open in some process) is online; a stale one is not.
    await env.database.db
      .insertInto('staffchat_presence')
      .values([
        { stream_id: 'a', user_id: IDS.staff, seen_at: new Date(Date.parse(NOON) - 10_000) },
        { stream_id: 'b', user_id: IDS.ops, seen_at: new Date(Date.parse(NOON) - 46_000) },
      ])
      .execute();
    expect((await members(staff, await roomOf({ store_id: 1 }))).map((m) => [m.handle, m.online])).toEqual([
      ['avery.admin', false],
      ['olivia.ops', false],
      ['sam.staff', true],
    ]);
  });

  it('an admin impersonating a staff member acts as them: their rooms, their name on posts, no Announcements posts', async () => {
    const admin = await env.login(ADMIN);
    const as = sessionCookie(
      await env.as(admin, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    expect((await rooms(as)).map((r) => r.name)).toEqual([
      'Announcements',
      'Harvest Table Restaurant Group',
      'Copper Kettle South Lamar',
      'Harvest Table Downtown',
    ]);
    const message = await post(as, await roomOf({ store_id: 3 }), 'Covering for Sam');
    expect([message.user_id, message.author]).toEqual([IDS.staff, 'Sam Staff']);
    const refused = await send(
      as,
      'POST',
      `/api/staffchat/rooms/${await roomOf({ announcements: true })}/messages`,
      {
        msg: 'x',
      },
    );
    expect(refused.statusCode).toBe(403);
    // Chat messages are not audited.
    const audited = await env.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', 'like', 'staffchat%')
      .execute();
    expect(audited).toEqual([]);
  });

  it('every write leaves one stream event, in order, with the message or the read position as data', async () => {
    const db = env.database.db;
    const since = Number(
      (
        await db
          .selectFrom('staffchat_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    const staff = await env.login(STAFF);
    const room = await roomOf({ store_id: 1 });
    const m = await post(staff, room, 'hello');
    const edited = (await send(staff, 'PATCH', `/api/staffchat/messages/${m.id}`, { msg: 'hello!' })).json();
    await send(await env.login(ADMIN), 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: m.id });
    const deleted = (await send(staff, 'DELETE', `/api/staffchat/messages/${m.id}`)).json();
    // A read that does not move the position is no event.
    await send(await env.login(ADMIN), 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: m.id });
    const events = await db
      .selectFrom('staffchat_events')
      .select(['id', 'kind', 'room_id', 'payload'])
      .where('id', '>', since)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.kind, e.room_id, e.payload])).toEqual([
      ['message', room, m],
      ['edit', room, edited],
      ['read', room, { room_id: room, user_id: IDS.admin, last_id: m.id }],
      ['delete', room, deleted],
    ]);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('the retention job deletes stream events older than 7 days', async () => {
    const db = env.database.db;
    const room = await roomOf({ announcements: true });
    const now = new Date(NOON);
    await db
      .insertInto('staffchat_events')
      .values([
        { kind: 'read', room_id: room, payload: '{}', created_at: new Date(now.getTime() - 8 * 86_400_000) },
        { kind: 'read', room_id: room, payload: '{}', created_at: new Date(now.getTime() - 6 * 86_400_000) },
      ])
      .execute();
    const purged = await purgeExpired(db, now, {
      sessionIdleMs: env.config.sessionIdleMs,
      sessionAbsoluteMs: env.config.sessionAbsoluteMs,
      impersonationMs: env.config.impersonationMs,
      loginWindowMs: env.config.loginWindowMs,
      auditRetentionDays: env.config.auditRetentionDays,
    });
    expect(purged.staffChatEvents).toBe(1);
    expect((await db.selectFrom('staffchat_events').select('id').execute()).length).toBe(1);
  });
});
