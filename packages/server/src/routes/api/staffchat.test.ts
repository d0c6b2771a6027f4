// The staff chat's JSON routes against the seeded database: administrators only (403 for everyone
// else), rooms by store scope (an administrator impersonating a user sees that user's rooms), history
// pages, the author's rules and the administrators' deletions, Announcements, the rate limit, unread
// counts, read positions, receipts and members. The stream is tested on a real socket:
// staffchat.stream.test.ts.
import { STAFFCHAT_MESSAGES } from '@store-ops/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, MANAGER, OPS, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';
import { loadMigrations } from '../../db/migrate';
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
  posted_by: string | null;
  msg: string;
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
  deleted_by_admin: boolean;
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
  /** The newest stream event id now. */
  const newestEvent = async () =>
    Number(
      (
        await env.database.db
          .selectFrom('staffchat_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  /** The stored stream events after an id, oldest first. */
  const eventsAfter = (since: number) =>
    env.database.db
      .selectFrom('staffchat_events')
      .select(['id', 'kind', 'room_id', 'payload'])
      .where('id', '>', since)
      .orderBy('id')
      .execute();
  /** Avery Admin impersonating a user: the staff chat as that user's scope shows it. */
  const impersonate = async (userId: number) =>
    sessionCookie(
      await env.as(await env.login(ADMIN), {
        method: 'POST',
        url: '/auth/select_user',
        payload: { user_id: userId },
      }),
    );
  const ROUTES = [
    ['GET', '/api/staffchat/rooms'],
    ['GET', '/api/staffchat/rooms/1/messages'],
    ['POST', '/api/staffchat/rooms/1/messages'],
    ['PATCH', '/api/staffchat/messages/1'],
    ['DELETE', '/api/staffchat/messages/1'],
    ['POST', '/api/staffchat/rooms/1/read'],
    ['GET', '/api/staffchat/rooms/1/members'],
    ['GET', '/api/staffchat/rooms/1/receipts'],
    ['GET', '/api/staffchat/stream'],
  ] as const;

  it('every route needs a session: 401 in the one error shape', async () => {
    for (const [method, url] of ROUTES) {
      const res = await send(null, method, url, method === 'GET' ? undefined : { msg: 'x', last_id: 1 });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  it('the staff chat is for administrators: a regular user gets 403 from every route, the stream included', async () => {
    const room = await roomOf({ store_id: 1 });
    const theirs = await post(await env.login(ADMIN), room, 'For administrators');
    for (const who of [STAFF, MANAGER]) {
      const cookie = await env.login(who);
      for (const [method, template] of ROUTES) {
        const url = template
          .replace('/rooms/1/', `/rooms/${room}/`)
          .replace('/messages/1', `/messages/${theirs.id}`);
        const res = await send(cookie, method, url, method === 'GET' ? undefined : { msg: 'x', last_id: 1 });
        expect([res.statusCode, res.json().error.code], `${who} ${method} ${url}`).toEqual([
          403,
          'forbidden',
        ]);
      }
    }
    // Nothing they sent was written.
    expect((await page(await env.login(ADMIN), room)).map((m) => [m.id, m.msg, m.deleted])).toEqual([
      [theirs.id, 'For administrators', false],
    ]);
  });

  it("rooms follow the store scope: an administrator impersonating a staff member sees that member's rooms; administrators everything", async () => {
    expect((await rooms(await impersonate(IDS.staff))).map((r) => [r.kind, r.name, r.unread])).toEqual([
      ['announcements', 'Announcements', 0],
      ['company', 'Harvest Table Restaurant Group', 0],
      ['store', 'Copper Kettle South Lamar', 0],
      ['store', 'Harvest Table Downtown', 0],
    ]);
    const manager = await rooms(await impersonate(IDS.manager));
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
    const staff = await impersonate(IDS.staff);
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
    // A message there is out of reach too (404, not 403), for an edit and a deletion alike.
    const theirs = await post(await env.login(ADMIN), managers, 'Blazing Bird only');
    const edit = await send(staff, 'PATCH', `/api/staffchat/messages/${theirs.id}`, { msg: 'x' });
    expect([edit.statusCode, edit.json().error.message]).toEqual([404, STAFFCHAT_MESSAGES.messageNotFound]);
    const removal = await send(staff, 'DELETE', `/api/staffchat/messages/${theirs.id}`);
    expect([removal.statusCode, removal.json().error.message]).toEqual([
      404,
      STAFFCHAT_MESSAGES.messageNotFound,
    ]);
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
    const manager = await impersonate(IDS.manager);
    expect(await names(manager)).toContain('store:Blazing Bird Pflugerville');
    expect(await names(await impersonate(IDS.staff))).not.toContain('store:Blazing Bird Pflugerville');

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
    const ops = await env.login(OPS);
    const room = await roomOf({ store_id: 1 });
    const res = await send(ops, 'POST', `/api/staffchat/rooms/${room}/messages`, {
      msg: '  Truck is late  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      room_id: room,
      user_id: IDS.ops,
      author: 'Olivia Ops',
      posted_by: null,
      msg: 'Truck is late',
      created_at: NOON,
      edited_at: null,
      deleted: false,
      deleted_by_admin: false,
    });
    expect(await page(ops, room)).toEqual([res.json()]);
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

  it('only the author edits (403 otherwise); a deleted message answers deleted with no text; editing it is 404', async () => {
    const ops = await env.login(OPS);
    const admin = await env.login(ADMIN);
    const room = await roomOf({ store_id: 1 });
    const mine = await post(ops, room, 'Walk-in at 41F');
    const hijack = await send(admin, 'PATCH', `/api/staffchat/messages/${mine.id}`, { msg: 'hijacked' });
    expect([hijack.statusCode, hijack.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.notAuthor } },
    ]);
    env.clock.advance(60_000);
    const edited = await send(ops, 'PATCH', `/api/staffchat/messages/${mine.id}`, {
      msg: 'Walk-in at 38F',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...mine,
      msg: 'Walk-in at 38F',
      edited_at: `${TEST_TODAY}T12:01:00.000Z`,
    });
    const deleted = await send(ops, 'DELETE', `/api/staffchat/messages/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...edited.json(), msg: '', deleted: true, deleted_by_admin: false });
    expect(await page(ops, room)).toEqual([deleted.json()]);
    const stored = await env.database.db
      .selectFrom('staffchat_messages')
      .select('msg')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored.msg).toBe('');
    for (const res of [
      await send(ops, 'PATCH', `/api/staffchat/messages/${mine.id}`, { msg: 'back' }),
      await send(ops, 'DELETE', `/api/staffchat/messages/${mine.id}`),
      await send(ops, 'PATCH', '/api/staffchat/messages/99999', { msg: 'x' }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: { code: 'not_found', message: STAFFCHAT_MESSAGES.messageNotFound } },
      ]);
    }
    // The author's own deletion is not audited.
    const audited = await env.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'staffchat_messages')
      .execute();
    expect(audited).toEqual([]);
  });

  it("an administrator deletes anyone's message in a room they can see: 'Deleted by an administrator', audited", async () => {
    const db = env.database.db;
    const room = await roomOf({ store_id: 1 });
    // A regular user's message from before the staff chat was for administrators only (the 3,500 `>`).
    const { id: flood } = await db
      .insertInto('staffchat_messages')
      .values({ room_id: room, user_id: IDS.staff, msg: '>'.repeat(3500), created_at: new Date(NOON) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await env.login(ADMIN);
    const res = await send(admin, 'DELETE', `/api/staffchat/messages/${flood}`);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        id: flood,
        room_id: room,
        user_id: IDS.staff,
        author: 'Sam Staff',
        posted_by: null,
        msg: '',
        created_at: NOON,
        edited_at: null,
        deleted: true,
        deleted_by_admin: true,
      },
    ]);
    expect((await page(admin, room)).find((m) => m.id === flood)).toEqual(res.json());
    // Another administrator's post, deleted while impersonating a staff member who sees the room.
    const opsPost = await post(await env.login(OPS), room, 'Till is short by $5');
    const asStaff = await impersonate(IDS.staff);
    const removed = await send(asStaff, 'DELETE', `/api/staffchat/messages/${opsPost.id}`);
    expect([removed.statusCode, removed.json().deleted_by_admin]).toEqual([200, true]);
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'as_user_id', 'target_user_id', 'entity', 'entity_id', 'detail'])
      .where('entity', '=', 'staffchat_messages')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        action: 'delete',
        actor_user_id: IDS.admin,
        as_user_id: null,
        target_user_id: IDS.staff,
        entity: 'staffchat_messages',
        entity_id: flood,
        detail: 'staff chat message by Sam Staff deleted by an administrator',
      },
      {
        action: 'delete',
        actor_user_id: IDS.admin,
        as_user_id: IDS.staff,
        target_user_id: IDS.ops,
        entity: 'staffchat_messages',
        entity_id: opsPost.id,
        detail: 'staff chat message by Olivia Ops deleted by an administrator',
      },
    ]);
    // The text is in neither entry.
    const raw = JSON.stringify(
      await db.selectFrom('audit_log').selectAll().where('entity', '=', 'staffchat_messages').execute(),
    );
    expect(raw).not.toContain('>>>');
    expect(raw).not.toContain('Till is short');
  });

  it('only administrators post in Announcements; while impersonating a user, the administrator reads it but does not post', async () => {
    const room = await roomOf({ announcements: true });
    const staff = await impersonate(IDS.staff);
    const refused = await send(staff, 'POST', `/api/staffchat/rooms/${room}/messages`, { msg: 'Hi all' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.announcementsAdminsOnly } },
    ]);
    const news = await post(await env.login(ADMIN), room, 'New menu on Monday');
    expect((await page(staff, room)).map((m) => m.id)).toEqual([news.id]);
    expect((await page(await env.login(OPS), room)).map((m) => m.id)).toEqual([news.id]);
  });

  it('a message is 1 to 4000 characters, in the contract words', async () => {
    const staff = await env.login(OPS);
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

  it('30 messages a minute per user, then 429 with Retry-After; other users are not affected', {
    timeout: 20_000,
  }, async () => {
    const staff = await env.login(OPS);
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

  it('edits count toward the same 30 a minute: 60 edits of 4 KB are not all taken; a refused edit changes nothing', {
    timeout: 20_000,
  }, async () => {
    const ops = await env.login(OPS);
    const room = await roomOf({ store_id: 1 });
    const message = await post(ops, room, 'Draft schedule');
    const answers: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await send(ops, 'PATCH', `/api/staffchat/messages/${message.id}`, {
        msg: `${String(i).padStart(2, '0')}${'x'.repeat(3998)}`,
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          error: { code: 'rate_limited', message: STAFFCHAT_MESSAGES.rateLimited },
        });
        expect(res.headers['retry-after']).toBe('60');
      }
    }
    // The post and 29 edits; every edit after them refused.
    expect(answers).toEqual([...Array(29).fill(200), ...Array(31).fill(429)]);
    expect((await page(ops, room)).find((m) => m.id === message.id)?.msg.slice(0, 2)).toBe('28');
    const events = await env.database.db
      .selectFrom('staffchat_events')
      .select('kind')
      .where('message_id', '=', message.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['message', 'edit']);
    // Posting is refused too until the minute has passed; edits of the minute before count no longer.
    const post31 = await send(ops, 'POST', `/api/staffchat/rooms/${room}/messages`, { msg: 'one more' });
    expect(post31.statusCode).toBe(429);
    env.clock.advance(60_001);
    const later = await send(ops, 'PATCH', `/api/staffchat/messages/${message.id}`, {
      msg: 'Final schedule',
    });
    expect(later.statusCode).toBe(200);
  });

  it('unread counts messages by others after the read position, not deleted ones; the position only moves forward', async () => {
    const ops = await env.login(OPS);
    const admin = await env.login(ADMIN);
    const room = await roomOf({ store_id: 1 });
    const unread = async () => (await rooms(ops)).find((r) => r.id === room)?.unread;
    const a = await post(admin, room, 'one');
    const b = await post(admin, room, 'two');
    await post(ops, room, 'mine does not count');
    const c = await post(admin, room, 'three');
    const d = await post(admin, room, 'four');
    expect(await unread()).toBe(4);
    await send(admin, 'DELETE', `/api/staffchat/messages/${d.id}`);
    expect(await unread()).toBe(3);
    // For Avery, only Olivia's message is unread.
    expect((await rooms(admin)).find((r) => r.id === room)?.unread).toBe(1);

    const read = await send(ops, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: b.id });
    expect([read.statusCode, read.json()]).toEqual([200, { room_id: room, user_id: IDS.ops, last_id: b.id }]);
    expect(await unread()).toBe(1);
    const back = await send(ops, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: a.id });
    expect(back.json()).toEqual({ room_id: room, user_id: IDS.ops, last_id: b.id });
    expect(await unread()).toBe(1);
    // Past the newest message: the position stops at the newest.
    const ahead = await send(ops, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: 2_000_000 });
    expect(ahead.json()).toEqual({ room_id: room, user_id: IDS.ops, last_id: d.id });
    expect(await unread()).toBe(0);
    expect(c.id).toBeLessThan(d.id);
    for (const payload of [{}, { last_id: 0 }, { last_id: 'x' }]) {
      expect((await send(ops, 'POST', `/api/staffchat/rooms/${room}/read`, payload)).statusCode).toBe(400);
    }
  });

  it("receipts: 'read by N of M' where M is the administrators other than the author (who may open the room)", async () => {
    const room = await roomOf({ announcements: true });
    const admin = await env.login(ADMIN);
    const ops = await env.login(OPS);
    const first = await post(admin, room, 'Inventory on Friday');
    const second = await post(admin, room, 'Holiday hours posted');
    const receipts = async (roomId = room) => {
      const res = await send(ops, 'GET', `/api/staffchat/rooms/${roomId}/receipts`);
      expect(res.statusCode).toBe(200);
      return res.json() as { message_id: number; read_by: number; of: number }[];
    };
    // Two administrators; the author aside, one. The staff and the manager are not counted.
    expect(await receipts()).toEqual([
      { message_id: second.id, read_by: 0, of: 1 },
      { message_id: first.id, read_by: 0, of: 1 },
    ]);
    // A read made while impersonating the staff member is the staff member's: not counted either.
    await send(await impersonate(IDS.staff), 'POST', `/api/staffchat/rooms/${room}/read`, {
      last_id: second.id,
    });
    await send(ops, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: first.id });
    // The author reading changes nothing.
    await send(admin, 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: second.id });
    expect(await receipts()).toEqual([
      { message_id: second.id, read_by: 0, of: 1 },
      { message_id: first.id, read_by: 1, of: 1 },
    ]);
    // A store room: the same two administrators, whoever else is granted the store.
    const store = await roomOf({ store_id: 1 });
    const opsPost = await post(ops, store, 'Need change for the till');
    await send(admin, 'POST', `/api/staffchat/rooms/${store}/read`, { last_id: opsPost.id });
    expect(await receipts(store)).toEqual([{ message_id: opsPost.id, read_by: 1, of: 1 }]);
  });

  it('members: the administrators (who may open every room), with mention handles; nobody else, whoever views', async () => {
    const members = async (cookie: string, room: number) => {
      const res = await send(cookie, 'GET', `/api/staffchat/rooms/${room}/members`);
      expect(res.statusCode).toBe(200);
      return res.json() as { user_id: number; name: string; handle: string; online: boolean }[];
    };
    const admin = await env.login(ADMIN);
    expect(await members(admin, await roomOf({ store_id: 1 }))).toEqual([
      { user_id: IDS.admin, name: 'Avery Admin', handle: 'avery.admin', online: false },
      { user_id: IDS.ops, name: 'Olivia Ops', handle: 'olivia.ops', online: false },
    ]);
    for (const room of [await roomOf({ company_id: 1 }), await roomOf({ store_id: 5 })]) {
      expect((await members(admin, room)).map((m) => m.user_id)).toEqual([IDS.admin, IDS.ops]);
    }
    // Announcements, viewed while impersonating the staff member: not the manager of another company,
    // not the staff member either.
    const asStaff = await impersonate(IDS.staff);
    expect((await members(asStaff, await roomOf({ announcements: true }))).map((m) => m.name)).toEqual([
      'Avery Admin',
      'Olivia Ops',
    ]);
    // Presence: a fresh row (a stream open in some process) is online; a stale one is not.
    await env.database.db
      .insertInto('staffchat_presence')
      .values([
        { stream_id: 'a', user_id: IDS.ops, seen_at: new Date(Date.parse(NOON) - 10_000) },
        { stream_id: 'b', user_id: IDS.admin, seen_at: new Date(Date.parse(NOON) - 46_000) },
      ])
      .execute();
    expect((await members(admin, await roomOf({ store_id: 1 }))).map((m) => [m.handle, m.online])).toEqual([
      ['avery.admin', false],
      ['olivia.ops', true],
    ]);
  });

  it('an administrator impersonating a staff member acts as them (their rooms, no Announcements posts); a post names both, audited', async () => {
    const as = await impersonate(IDS.staff);
    expect((await rooms(as)).map((r) => r.name)).toEqual([
      'Announcements',
      'Harvest Table Restaurant Group',
      'Copper Kettle South Lamar',
      'Harvest Table Downtown',
    ]);
    const room = await roomOf({ store_id: 3 });
    const message = await post(as, room, 'Covering for Sam');
    expect([message.user_id, message.author, message.posted_by]).toEqual([
      IDS.staff,
      'Sam Staff',
      'Avery Admin',
    ]);
    expect((await page(await env.login(OPS), room)).map((m) => [m.author, m.posted_by])).toEqual([
      ['Sam Staff', 'Avery Admin'],
    ]);
    const refused = await send(
      as,
      'POST',
      `/api/staffchat/rooms/${await roomOf({ announcements: true })}/messages`,
      { msg: 'x' },
    );
    expect(refused.statusCode).toBe(403);
    // The post is audited: who wrote it, as whom, where (not what).
    const audited = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'as_user_id', 'entity', 'entity_id', 'after', 'detail'])
      .where('entity', 'like', 'staffchat%')
      .execute();
    expect(audited).toEqual([
      {
        action: 'create',
        actor_user_id: IDS.admin,
        as_user_id: IDS.staff,
        entity: 'staffchat_messages',
        entity_id: message.id,
        after: { room_id: room, room: 'Copper Kettle South Lamar' },
        detail: 'staff chat post in Copper Kettle South Lamar while impersonating',
      },
    ]);
    // An administrator's own post names one person and is not audited.
    const own = await post(await env.login(ADMIN), room, 'Back as myself');
    expect([own.author, own.posted_by]).toEqual(['Avery Admin', null]);
    expect(
      await env.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', 'like', 'staffchat%')
        .execute(),
    ).toHaveLength(1);
  });

  it('every write leaves one stream event, in order, with the message or the read position as data', async () => {
    const since = await newestEvent();
    const ops = await env.login(OPS);
    const room = await roomOf({ store_id: 1 });
    const m = await post(ops, room, 'hello');
    const other = await post(ops, room, 'another');
    await send(await env.login(ADMIN), 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: m.id });
    // A read that does not move the position is no event.
    await send(await env.login(ADMIN), 'POST', `/api/staffchat/rooms/${room}/read`, { last_id: m.id });
    expect((await eventsAfter(since)).map((e) => [e.kind, e.room_id, e.payload])).toEqual([
      ['message', room, m],
      ['message', room, other],
      ['read', room, { room_id: room, user_id: IDS.admin, last_id: m.id }],
    ]);
    const ids = (await eventsAfter(since)).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('stored events keep no text a message no longer has: an edit rewrites the earlier ones, a deletion leaves only itself', async () => {
    const since = await newestEvent();
    const ops = await env.login(OPS);
    const room = await roomOf({ store_id: 1 });
    const m = await post(ops, room, 'Safe code is 4411');
    env.clock.advance(1000);
    await send(ops, 'PATCH', `/api/staffchat/messages/${m.id}`, { msg: 'Safe code: ask the manager' });
    env.clock.advance(1000);
    const edited = (
      await send(ops, 'PATCH', `/api/staffchat/messages/${m.id}`, { msg: 'Ask the manager' })
    ).json();
    const kept = await post(ops, room, 'Kept as it is');
    // The edited message: its post's event and one edit event, both with the text it has now.
    expect((await eventsAfter(since)).map((e) => [e.kind, e.payload])).toEqual([
      ['message', edited],
      ['edit', edited],
      ['message', kept],
    ]);
    const deleted = (await send(ops, 'DELETE', `/api/staffchat/messages/${m.id}`)).json();
    expect((await eventsAfter(since)).map((e) => [e.kind, e.payload])).toEqual([
      ['message', kept],
      ['delete', deleted],
    ]);
    // An administrator's deletion of someone else's message: the same.
    await send(await env.login(ADMIN), 'DELETE', `/api/staffchat/messages/${kept.id}`);
    const left = await eventsAfter(since);
    expect(left.map((e) => [e.kind, (e.payload as Message).id, (e.payload as Message).msg])).toEqual([
      ['delete', m.id, ''],
      ['delete', kept.id, ''],
    ]);
    expect(JSON.stringify(left)).not.toMatch(/4411|manager|Kept as it is/);
  });

  it('the migration that made it so scrubs the text that events kept before it', async () => {
    const db = env.database.db;
    const room = await roomOf({ store_id: 2 });
    const t = (minutes: number) => new Date(Date.parse(NOON) + minutes * 60_000);
    const [gone, edited, plain] = await db
      .insertInto('staffchat_messages')
      .values([
        { room_id: room, user_id: IDS.ops, msg: '', created_at: t(0), deleted: true },
        { room_id: room, user_id: IDS.ops, msg: 'B2', created_at: t(1), edited_at: t(3) },
        { room_id: room, user_id: IDS.ops, msg: 'C', created_at: t(4) },
      ])
      .returning('id')
      .execute();
    const wire = (id: number, msg: string, extra: object = {}) =>
      JSON.stringify({ id, room_id: room, msg, edited_at: null, deleted: false, ...extra });
    const since = await newestEvent();
    // As events were stored before: each with the text of its moment.
    await db
      .insertInto('staffchat_events')
      .values(
        (
          [
            ['message', wire(gone!.id, 'A1')],
            ['edit', wire(gone!.id, 'A2')],
            ['message', wire(edited!.id, 'B1')],
            ['edit', wire(edited!.id, 'B1.5')],
            ['delete', wire(gone!.id, '', { deleted: true })],
            ['edit', wire(edited!.id, 'B2')],
            ['message', wire(plain!.id, 'C')],
          ] as const
        ).map(([kind, payload]) => ({ kind, room_id: room, payload, created_at: t(5) })),
      )
      .execute();
    const migration = loadMigrations().find((m) => m.version === '0012_staffchat_event_text');
    await sql`DROP INDEX staffchat_events_message_idx`.execute(db);
    await sql`ALTER TABLE staffchat_events DROP COLUMN message_id`.execute(db);
    await sql.raw(migration?.sql ?? '').execute(db);
    const after = (await eventsAfter(since)).map((e) => {
      const p = e.payload as { id: number; msg: string; edited_at: string | null };
      return [e.kind, p.id, p.msg, p.edited_at];
    });
    expect(after).toEqual([
      ['message', edited!.id, 'B2', t(3).toISOString()],
      ['delete', gone!.id, '', null],
      ['edit', edited!.id, 'B2', t(3).toISOString()],
      ['message', plain!.id, 'C', null],
    ]);
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
