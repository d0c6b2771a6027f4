// The staff chat's Server-Sent Events stream on a real socket: node's fetch reads the body
// and splits it into frames. The embedded database runs WITHOUT the per-test rollback (NOTIFY is
// delivered at COMMIT), so each test makes its own messages and looks only at what it made. With
// TEST_DATABASE_URL: two app instances on one PostgreSQL, as two server processes would be.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAFFCHAT_MESSAGES } from '@store-ops/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startBenchServer } from '../../../bench/process';
import { ADMIN, IDS, loadTestDatabase, MANAGER, OPS, STAFF } from '../../../test/helpers';
import { TEST_SEED } from '../../../test/seed-options';
import { type SseClient as Client, SseClient } from '../../../test/sse';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { type Database, LISTENER_NAME, openPostgres } from '../../db/connect';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../db/seed/seed';
import type { StaffChatHubOptions } from '../../services/staffchatHub';
import { createUserFromCli } from '../../services/users';

type App = Awaited<ReturnType<typeof createApp>>;

const PING_MS = 300;
const PRESENCE_TTL_MS = 1_200;
const config = {
  ...readConfig({}),
  staticDir: '/nonexistent',
  loginRatePerMinute: 100_000,
  // These tests post far more than a person would.
  staffChatRatePerMinute: 100_000,
};
const offline = { config: { apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 } };

async function startApp(
  database: Database,
  staffChat: StaffChatHubOptions = { pingMs: PING_MS, presenceTtlMs: PRESENCE_TTL_MS },
  configOverrides: Partial<typeof config> = {},
): Promise<{ app: App; base: string }> {
  const app = await createApp({
    config: { ...config, ...configOverrides },
    db: database.db,
    listen: database.listen,
    llm: offline,
    staffChat,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function login(base: string, email: string, password = 'demo-password'): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** Avery Admin impersonating a user (the staff chat is for administrators; this is that user's scope). */
async function impersonate(base: string, email: string): Promise<string> {
  const admin = await login(base, ADMIN);
  const users = (await (await fetch(`${base}/api/users`, { headers: { cookie: admin } })).json()) as {
    id: number;
    email: string;
  }[];
  const id = users.find((u) => u.email === email)?.id;
  const res = await fetch(`${base}/auth/select_user`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: id }),
  });
  if (res.status !== 200) throw new Error(`impersonate ${email}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function call<T>(base: string, cookie: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : null) as T };
}

interface Message {
  id: number;
  room_id: number;
  msg: string;
}

const roomId = async (database: Database, where: { store_id?: number; announcements?: true }) =>
  (
    await (where.store_id
      ? database.db.selectFrom('staffchat_rooms').select('id').where('store_id', '=', where.store_id)
      : database.db.selectFrom('staffchat_rooms').select('id').where('kind', '=', 'announcements')
    ).executeTakeFirstOrThrow()
  ).id;

const dataOf = (client: Client) =>
  client.events.map((e) => JSON.parse(e.data) as { id: number; msg: string });

describe('GET /api/staffchat/stream (embedded database, real socket)', () => {
  let database: Database;
  let app: App;
  let base: string;
  /** staff and manager: Avery impersonating them (their rooms); ops: the other administrator. */
  const cookies = {} as Record<'admin' | 'staff' | 'manager' | 'ops', string>;
  const clients: Client[] = [];
  let store1: number;
  let store5: number;
  let announcements: number;

  beforeAll(async () => {
    database = await loadTestDatabase(false);
    ({ app, base } = await startApp(database));
    cookies.admin = await login(base, ADMIN);
    cookies.staff = await impersonate(base, STAFF);
    cookies.manager = await impersonate(base, MANAGER);
    cookies.ops = await login(base, OPS);
    store1 = await roomId(database, { store_id: 1 });
    store5 = await roomId(database, { store_id: 5 });
    announcements = await roomId(database, { announcements: true });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app?.close();
    await database?.close();
  });

  const open = async (who: keyof typeof cookies, lastEventId?: string) => {
    const client = await SseClient.open(`${base}/api/staffchat/stream`, {
      cookie: cookies[who],
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    });
    clients.push(client);
    await client.untilLive();
    return client;
  };
  const post = async (who: keyof typeof cookies, room: number, msg: string) => {
    const res = await call<Message>(base, cookies[who], 'POST', `/api/staffchat/rooms/${room}/messages`, {
      msg,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json;
  };
  let lastMessages = 0;
  /**
   * The "nothing else arrives" marker: posts a last message to `room` and waits until each client has
   * it. A stream sends its events in id order, so whatever it was to send before it has come by then.
   */
  const lastMessage = async (room: number, ...to: Client[]) => {
    const last = await post('admin', room, `the last message ${++lastMessages}`);
    await Promise.all(to.map((c) => c.until((x) => dataOf(x).some((m) => m.id === last.id))));
    return last;
  };

  it('needs a session: 401 JSON, not a stream', async () => {
    const res = await fetch(`${base}/api/staffchat/stream`);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('answers text/event-stream, never stored or buffered, starting with retry: 3000 and its position', async () => {
    const client = await open('staff');
    const headers = client.response.headers;
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-encoding')).toBe('identity');
    // The app's security headers come with it.
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(client.frames[0]?.raw).toBe('retry: 3000');
    expect(client.frames[1]?.raw).toMatch(/^id: \d+$/);
    await client.close();
  });

  it('a message posted arrives as an event: id, event and data lines', async () => {
    const client = await open('staff');
    const message = await post('admin', store1, 'Delivery at 3');
    await client.untilEvents(1);
    const [frame] = client.events;
    expect(frame?.raw).toMatch(/^id: \d+\nevent: message\ndata: \{.*\}$/);
    expect(frame?.event).toBe('message');
    expect(Number(frame?.id)).toBeGreaterThan(Number(client.frames[1]?.id));
    expect(JSON.parse(frame?.data ?? '')).toEqual(message);
    await client.close();
  });

  it('edits, deletions and read positions arrive as edit, delete and read events', async () => {
    const client = await open('admin');
    const message = await post('staff', store1, 'Out of lids');
    const edited = await call<Message>(
      base,
      cookies.staff,
      'PATCH',
      `/api/staffchat/messages/${message.id}`,
      {
        msg: 'Out of lids and straws',
      },
    );
    const read = await call(base, cookies.manager, 'POST', `/api/staffchat/rooms/${announcements}/read`, {
      last_id: 1,
    });
    await post('admin', announcements, 'All stores: lids arrive Friday');
    await call(base, cookies.manager, 'POST', `/api/staffchat/rooms/${announcements}/read`, {
      last_id: 2_000_000,
    });
    const deleted = await call<Message>(
      base,
      cookies.staff,
      'DELETE',
      `/api/staffchat/messages/${message.id}`,
    );
    await client.untilEvents(5);
    const events = client.events;
    expect(events.map((e) => e.event)).toEqual(['message', 'edit', 'message', 'read', 'delete']);
    expect(JSON.parse(events[1]?.data ?? '')).toEqual(edited.json);
    expect(JSON.parse(events[3]?.data ?? '')).toEqual({
      room_id: announcements,
      user_id: IDS.manager,
      last_id: JSON.parse(events[2]?.data ?? '').id,
    });
    expect(JSON.parse(events[4]?.data ?? '')).toEqual({ ...deleted.json, msg: '', deleted: true });
    expect(read.status).toBe(200);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await client.close();
  });

  it('a client that disconnects, misses three messages and reconnects with Last-Event-ID gets each once', async () => {
    const first = await open('staff');
    await post('admin', store1, 'before the drop');
    await first.untilEvents(1);
    const last = first.lastEventId as string;
    await first.close();
    await post('admin', store1, 'missed 1');
    await post('manager', store5, 'not for the staff');
    await post('admin', announcements, 'missed 2');
    await post('staff', store1, 'missed 3');
    const again = await open('staff', last);
    const live = await post('admin', store1, 'live after the replay');
    const end = await lastMessage(store1, again);
    expect(dataOf(again).map((m) => m.msg)).toEqual(['missed 1', 'missed 2', 'missed 3', live.msg, end.msg]);
    // The replayed frames come before the position frame, the live one after it.
    const position = again.frames.findIndex((f) => f.id !== undefined && f.event === undefined);
    expect(again.frames.slice(0, position).filter((f) => f.event).length).toBe(3);
    await again.close();
  });

  it('a stream the client reopens itself names the last event as ?last_event_id= and gets the rest once', async () => {
    const first = await open('staff');
    await post('admin', store1, 'seen');
    await first.untilEvents(1);
    const last = first.lastEventId as string;
    await first.close();
    await post('admin', store1, 'missed by the closed stream');
    const client = await SseClient.open(`${base}/api/staffchat/stream?last_event_id=${last}`, {
      cookie: cookies.staff,
    });
    clients.push(client);
    await client.untilLive();
    expect(dataOf(client).map((m) => m.msg)).toEqual(['missed by the closed stream']);
    await client.close();
  });

  it('no gap and no duplicate when messages are posted while the client reconnects', async () => {
    const first = await open('admin');
    const from = first.lastEventId as string;
    await first.close();
    let firstPosted!: () => void;
    const underWay = new Promise<void>((resolve) => {
      firstPosted = resolve;
    });
    const posting = (async () => {
      const sent: number[] = [];
      for (let i = 0; i < 30; i++) {
        sent.push((await post('admin', store5, `burst ${i}`)).id);
        if (i === 0) firstPosted();
      }
      return sent;
    })();
    // Reconnects once the burst's first message is in, while the rest are being posted.
    await underWay;
    const again = await open('admin', from);
    const sent = await posting;
    const end = await lastMessage(store5, again);
    expect(dataOf(again).map((m) => m.id)).toEqual([...sent, end.id]);
    await again.close();
  });

  it('?last_event_id=0 replays no text that was edited away or deleted: a deleted message only as its deletion', async () => {
    const secret = await post('ops', store1, 'Alarm code is 7391');
    await call(base, cookies.ops, 'PATCH', `/api/staffchat/messages/${secret.id}`, {
      msg: 'Alarm code: 7391#',
    });
    await call(base, cookies.ops, 'DELETE', `/api/staffchat/messages/${secret.id}`);
    const walkIn = await post('ops', store1, 'Walk-in reads 41F');
    const edited = await call<Message>(base, cookies.ops, 'PATCH', `/api/staffchat/messages/${walkIn.id}`, {
      msg: 'Walk-in reads 38F',
    });
    const client = await SseClient.open(`${base}/api/staffchat/stream?last_event_id=0`, {
      cookie: cookies.admin,
    });
    clients.push(client);
    await client.untilLive();
    const of = (id: number) =>
      client.events.filter((e) => JSON.parse(e.data).id === id).map((e) => [e.event, JSON.parse(e.data).msg]);
    expect(of(secret.id)).toEqual([['delete', '']]);
    expect(of(walkIn.id)).toEqual([
      ['message', 'Walk-in reads 38F'],
      ['edit', 'Walk-in reads 38F'],
    ]);
    expect(edited.json.msg).toBe('Walk-in reads 38F');
    const replayed = client.frames.map((f) => f.raw).join('\n');
    expect(replayed).not.toContain('7391');
    expect(replayed).not.toContain('41F');
    await client.close();
  });

  it('a user never receives events of rooms outside their scope, live or replayed', async () => {
    const staff = await open('staff');
    const manager = await open('manager');
    const from = staff.lastEventId as string;
    await post('manager', store5, 'Blazing Bird only');
    await post('admin', store1, 'Harvest Table only');
    await post('admin', announcements, 'Everyone');
    // Announcements reach both: the last message of each stream.
    const end = await lastMessage(announcements, staff, manager);
    expect(dataOf(staff).map((m) => m.msg)).toEqual(['Harvest Table only', 'Everyone', end.msg]);
    expect(dataOf(manager).map((m) => m.msg)).toEqual(['Blazing Bird only', 'Everyone', end.msg]);
    const replay = await open('staff', from);
    expect(dataOf(replay).map((m) => m.msg)).toEqual(['Harvest Table only', 'Everyone', end.msg]);
    await Promise.all([staff.close(), manager.close(), replay.close()]);
  });

  it('sends a comment heartbeat', async () => {
    const client = await open('staff');
    await client.until((c) => c.frames.some((f) => f.comment === 'ping'), PING_MS * 5);
    await client.close();
  });

  it('members: online while a stream is open (in any process: presence rows), offline after it closes or expires', async () => {
    const online = async () => {
      const res = await call<{ user_id: number; online: boolean }[]>(
        base,
        cookies.admin,
        'GET',
        `/api/staffchat/rooms/${store1}/members`,
      );
      return res.json.find((m) => m.user_id === IDS.ops)?.online;
    };
    await expect.poll(online, { timeout: 2_000 }).toBe(false);
    const client = await open('ops');
    expect(await online()).toBe(true);
    // Past the expiry the heartbeat keeps it fresh: six heartbeats after the stream opened are at least
    // five intervals (1,500 ms) later, more than the expiry (1,200 ms) and 300 ms.
    const heartbeats = Math.ceil((PRESENCE_TTL_MS + 300) / PING_MS) + 1;
    await client.until(
      (c) => c.frames.filter((f) => f.comment === 'ping').length >= heartbeats,
      PING_MS * heartbeats * 5,
    );
    expect(await online()).toBe(true);
    await client.close();
    await expect.poll(online, { timeout: 2_000 }).toBe(false);
    // A row left by a process that died expires.
    await database.db
      .insertInto('staffchat_presence')
      .values({ stream_id: 'crashed', user_id: IDS.ops, seen_at: new Date() })
      .execute();
    expect(await online()).toBe(true);
    await expect.poll(online, { timeout: PRESENCE_TTL_MS * 3 }).toBe(false);
    await database.db.deleteFrom('staffchat_presence').where('stream_id', '=', 'crashed').execute();
  });

  it('signing out ends the stream', async () => {
    const cookie = await login(base, OPS);
    const client = await SseClient.open(`${base}/api/staffchat/stream`, { cookie });
    clients.push(client);
    await fetch(`${base}/auth/logout`, { method: 'POST', headers: { cookie } });
    await client.ended;
    expect(client.closed).toBe(true);
  });

  it('a session holds at most 10 open streams: the 11th is 429 too_many_streams; another session opens its own; a closed one frees its place', async () => {
    const cookie = await login(base, OPS);
    const url = `${base}/api/staffchat/stream`;
    const ten: Client[] = [];
    for (let i = 0; i < 10; i++) ten.push(await SseClient.open(url, { cookie }));
    clients.push(...ten);
    await Promise.all(ten.map((c) => c.untilLive()));
    const refused = await fetch(url, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_streams', message: STAFFCHAT_MESSAGES.tooManyStreams },
    });
    const other = await SseClient.open(url, { cookie: await login(base, OPS) });
    await other.close();
    await ten[0]?.close();
    // Its presence row goes as the server sees the connection close: then the session may open one more.
    let eleventh: Client | undefined;
    await expect
      .poll(
        async () => {
          eleventh = await SseClient.open(url, { cookie }).catch(() => undefined);
          return eleventh !== undefined;
        },
        { timeout: 2_000 },
      )
      .toBe(true);
    await eleventh?.close();
    await Promise.all(ten.map((c) => c.close()));
  });

  it('a stream ends within 2 s after its session times out (idle, or an impersonation past its limit), not at the next heartbeat', async () => {
    // Heartbeats a minute apart: only the sessions' own deadlines can end these streams in time. A
    // database of their own: these processes' retention job would delete the other tests' sessions.
    const slow = { pingMs: 60_000, presenceTtlMs: 180_000 };
    const own = await loadTestDatabase(false);
    const idle = await startApp(own, slow, { sessionIdleMs: 1_500 });
    const impersonating = await startApp(own, slow, { impersonationMs: 1_500 });
    /** Opens a stream and waits for its first frame; the session's deadline counts from then at the latest. */
    const streamOf = async (base: string, cookie: string) => {
      const client = await SseClient.open(`${base}/api/staffchat/stream`, { cookie });
      clients.push(client);
      await client.untilLive();
      return { client, deadline: performance.now() + 1_500 };
    };
    try {
      const quiet = await streamOf(idle.base, await login(idle.base, OPS));
      await quiet.client.until((c) => c.closed, quiet.deadline - performance.now() + 2_000);
      expect(quiet.client.closed).toBe(true);

      const asStaff = await impersonate(impersonating.base, STAFF);
      const acting = await streamOf(impersonating.base, asStaff);
      await acting.client.until((c) => c.closed, acting.deadline - performance.now() + 2_000);
      expect(acting.client.closed).toBe(true);
    } finally {
      await idle.app.close();
      await impersonating.app.close();
      await own.close();
    }
  });

  it('a stream ends within 2 s after its session ends (sign-out, password change, impersonation stop) or its access goes, not at the next heartbeat', async () => {
    // A process whose heartbeat would come a minute later: only the notifications can end its streams.
    const slow = await startApp(database, { pingMs: 60_000, presenceTtlMs: 180_000 });
    const streamOf = async (cookie: string) => {
      const client = await SseClient.open(`${slow.base}/api/staffchat/stream`, { cookie });
      clients.push(client);
      await client.untilLive();
      return client;
    };
    const ended: Record<string, number> = {};
    const endsWithin2s = async (name: string, client: Client, action: () => Promise<unknown>) => {
      const started = performance.now();
      await action();
      await client.until((c) => c.closed, 2_000);
      ended[name] = performance.now() - started;
    };
    try {
      const signedOut = await login(slow.base, OPS);
      const first = await streamOf(signedOut);
      await endsWithin2s('sign-out', first, () =>
        fetch(`${slow.base}/auth/logout`, { method: 'POST', headers: { cookie: signedOut } }),
      );

      const password = 'staff-chat-streams-1';
      const { id } = await createUserFromCli(
        database.db,
        { email: 'streams-admin@example.com', name: 'Streams Admin', admin: true, password },
        new Date(),
      );
      const elsewhere = await login(slow.base, 'streams-admin@example.com', password);
      const here = await login(slow.base, 'streams-admin@example.com', password);
      const second = await streamOf(elsewhere);
      const kept = await streamOf(here);
      await endsWithin2s('password change', second, async () => {
        const res = await call(base, here, 'POST', '/auth/password', {
          current_password: password,
          new_password: 'staff-chat-streams-2',
        });
        expect(res.status).toBe(200);
      });
      // The session that changed it goes on.
      expect(kept.closed).toBe(false);

      const admin = await login(slow.base, ADMIN);
      const staffId = (
        await call<{ id: number; email: string }[]>(slow.base, admin, 'GET', '/api/users')
      ).json.find((u) => u.email === STAFF)?.id;
      const selected = await fetch(`${slow.base}/auth/select_user`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: staffId }),
      });
      const asStaff = (selected.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const third = await streamOf(asStaff);
      await endsWithin2s('impersonation stop', third, () =>
        call(slow.base, asStaff, 'POST', '/auth/stop_impersonation', {}),
      );

      // No longer an administrator, however the flag was changed: the stream ends too.
      await endsWithin2s('access removed', kept, () =>
        database.db.updateTable('users').set({ admin: false }).where('id', '=', id).execute(),
      );
      console.log(
        `staff chat stream ends after: ${Object.entries(ended)
          .map(([what, ms]) => `${what} ${ms.toFixed(0)} ms`)
          .join(', ')} (heartbeat every 60 s)`,
      );
    } finally {
      await slow.app.close();
    }
  });

  it('closing the server ends every stream at once (SIGTERM drain does not wait for them)', async () => {
    const second = await startApp(database);
    const cookie = await login(second.base, OPS);
    const open3 = await Promise.all(
      [1, 2, 3].map(() => SseClient.open(`${second.base}/api/staffchat/stream`, { cookie })),
    );
    await Promise.all(open3.map((c) => c.untilLive()));
    const started = performance.now();
    await second.app.close();
    const closeMs = performance.now() - started;
    await Promise.all(open3.map((c) => c.ended));
    expect(closeMs).toBeLessThan(2_000);
    expect(open3.every((c) => c.closed)).toBe(true);
    // Their presence went with them.
    const rows = await database.db
      .selectFrom('staffchat_presence')
      .select('stream_id')
      .where('user_id', '=', IDS.ops)
      .execute();
    expect(rows).toEqual([]);
  });

  it('the write and its 403/404 answers are the same through a real socket', async () => {
    const refused = await call(
      base,
      cookies.staff,
      'POST',
      `/api/staffchat/rooms/${announcements}/messages`,
      {
        msg: 'hi',
      },
    );
    expect(refused.json).toEqual({
      error: { code: 'forbidden', message: STAFFCHAT_MESSAGES.announcementsAdminsOnly },
    });
  });
});

describe('SIGTERM with streams open (the real server process, src/server.ts)', () => {
  it('ends every stream and exits 0 well within the 10 s drain', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-ops-staffchat-sigterm-'));
    const server = await startBenchServer({ DATA_DIR: dataDir, STATIC_DIR: '/nonexistent' });
    try {
      const cookie = await signIn(server.base, OPS);
      const streams = await Promise.all(
        Array.from({ length: 5 }, () => SseClient.open(`${server.base}/api/staffchat/stream`, { cookie })),
      );
      await Promise.all(streams.map((c) => c.untilLive()));
      const exited = new Promise<number | null>((resolve) =>
        server.child.once('exit', (code) => resolve(code)),
      );
      const sent = performance.now();
      server.child.kill('SIGTERM');
      await Promise.all(streams.map((c) => c.ended));
      const code = await exited;
      const ms = performance.now() - sent;
      console.log(
        `SIGTERM with 5 streams open: streams ended and the process exited ${code} in ${ms.toFixed(0)} ms`,
      );
      expect(code).toBe(0);
      expect(ms).toBeLessThan(5_000);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
// Registered only with a real PostgreSQL (npm test starts a throwaway one), as the repository tests are.
if (url)
  describe('two server processes on one PostgreSQL (LISTEN/NOTIFY)', () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    let admin: Database;
    let dbA: Database;
    let dbB: Database;
    let a: { app: App; base: string };
    let b: { app: App; base: string };
    let store1: number;
    const clients: Client[] = [];

    beforeAll(async () => {
      admin = await openPostgres(url, 1);
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
      dbA = await openPostgres(url, 5, schema);
      dbB = await openPostgres(url, 5, schema);
      await migrate(dbA.db);
      await seedDemo(dbA.db, { ...TEST_SEED, storeLimit: 2, daysBack: 1, daysAhead: 0 });
      a = await startApp(dbA);
      b = await startApp(dbB);
      store1 = await roomId(dbA, { store_id: 1 });
    }, 120_000);
    let lastMessages = 0;
    /** Posts a last message through `via` and waits until each client has it ("nothing else arrives"). */
    const lastMessage = async (via: { base: string }, ...to: Client[]) => {
      const res = await call<Message>(
        via.base,
        await login(via.base, ADMIN),
        'POST',
        `/api/staffchat/rooms/${store1}/messages`,
        { msg: `the last message ${++lastMessages}` },
      );
      expect(res.status).toBe(201);
      await Promise.all(to.map((c) => c.until((x) => dataOf(x).some((m) => m.id === res.json.id))));
      return res.json;
    };
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.close()));
      await a?.app.close();
      await b?.app.close();
      await dbA?.close();
      await dbB?.close();
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
      await admin?.close();
    });

    it('a message posted through A reaches a stream client of B in under a second', async () => {
      const staffOnB = await login(b.base, OPS);
      const adminOnA = await login(a.base, ADMIN);
      const client = await SseClient.open(`${b.base}/api/staffchat/stream`, { cookie: staffOnB });
      clients.push(client);
      await client.untilLive();
      const timings: number[] = [];
      for (let i = 0; i < 5; i++) {
        const sent = performance.now();
        const res = await call<Message>(a.base, adminOnA, 'POST', `/api/staffchat/rooms/${store1}/messages`, {
          msg: `across processes ${i}`,
        });
        expect(res.status).toBe(201);
        await client.untilEvents(i + 1, 1_000);
        const frame = client.events[i];
        timings.push((frame?.at ?? Number.NaN) - sent);
        expect(JSON.parse(frame?.data ?? '')).toEqual(res.json);
      }
      console.log(
        `staff chat across processes (PostgreSQL LISTEN/NOTIFY): post through A -> event on B in ${timings.map((t) => t.toFixed(1)).join(', ')} ms`,
      );
      for (const t of timings) expect(t).toBeLessThan(1_000);
    });

    it('a client of B that disconnects, misses three messages posted through A and reconnects to A gets each once', async () => {
      const cookieB = await login(b.base, OPS);
      const adminOnA = await login(a.base, ADMIN);
      const first = await SseClient.open(`${b.base}/api/staffchat/stream`, { cookie: cookieB });
      await first.untilLive();
      const last = first.lastEventId as string;
      await first.close();
      const missed: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const res = await call<Message>(a.base, adminOnA, 'POST', `/api/staffchat/rooms/${store1}/messages`, {
          msg: `missed ${i}`,
        });
        missed.push(res.json.msg);
      }
      // Sessions live in the database: the same cookie works on A (the load balancer sent it there).
      const again = await SseClient.open(`${a.base}/api/staffchat/stream`, {
        cookie: cookieB,
        'last-event-id': last,
      });
      clients.push(again);
      await again.untilEvents(3);
      const live = await call<Message>(
        b.base,
        await login(b.base, ADMIN),
        'POST',
        `/api/staffchat/rooms/${store1}/messages`,
        {
          msg: 'live through B',
        },
      );
      const end = await lastMessage(a, again);
      expect(dataOf(again).map((m) => m.msg)).toEqual([...missed, live.json.msg, end.msg]);
    });

    it('concurrent posts through both processes reach every client once, in event id order, also across a reconnect', async () => {
      const adminOnA = await login(a.base, ADMIN);
      const opsOnB = await login(b.base, 'ops@example.com');
      const watcher = await SseClient.open(`${a.base}/api/staffchat/stream`, {
        cookie: await login(a.base, ADMIN),
      });
      clients.push(watcher);
      await watcher.untilLive();
      const first = await SseClient.open(`${b.base}/api/staffchat/stream`, {
        cookie: await login(b.base, OPS),
      });
      await first.untilLive();
      const from = first.lastEventId as string;
      await first.close();
      let firstAnswered!: () => void;
      const underWay = new Promise<void>((resolve) => {
        firstAnswered = resolve;
      });
      const burst = Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2
            ? call<Message>(a.base, adminOnA, 'POST', `/api/staffchat/rooms/${store1}/messages`, {
                msg: `A${i}`,
              })
            : call<Message>(b.base, opsOnB, 'POST', `/api/staffchat/rooms/${store1}/messages`, {
                msg: `B${i}`,
              })
          ).then((res) => {
            firstAnswered();
            return res;
          }),
        ),
      );
      // Reconnects once the burst's first post is answered, while the others are under way.
      await underWay;
      const again = await SseClient.open(`${b.base}/api/staffchat/stream`, {
        cookie: await login(b.base, OPS),
        'last-event-id': from,
      });
      clients.push(again);
      const posted = (await burst).map((r) => r.json.msg);
      const end = await lastMessage(a, again, watcher);
      for (const client of [again, watcher]) {
        const ids = client.events.map((e) => Number(e.id));
        expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
        expect(
          dataOf(client)
            .map((m) => m.msg)
            .sort(),
        ).toEqual([...posted, end.msg].sort());
        expect(dataOf(client).at(-1)?.msg).toBe(end.msg);
      }
    });

    it('a dropped listening connection reconnects and catches up on what it missed', async () => {
      const client = await SseClient.open(`${b.base}/api/staffchat/stream`, {
        cookie: await login(b.base, OPS),
      });
      clients.push(client);
      await client.untilLive();
      // PostgreSQL restarts, a proxy cuts the connection: here, the listeners' backends are terminated.
      const killed = await sql<{
        n: number;
      }>`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`.execute(admin.db);
      expect(killed.rows[0]?.n).toBeGreaterThanOrEqual(2);
      const res = await call<Message>(
        a.base,
        await login(a.base, ADMIN),
        'POST',
        `/api/staffchat/rooms/${store1}/messages`,
        {
          msg: 'while the listener was down',
        },
      );
      await client.untilEvents(1, 5_000);
      expect(JSON.parse(client.events[0]?.data ?? '')).toEqual(res.json);
    });

    it('a session holds at most 10 streams across both processes; a sign-out through A ends its stream on B within 2 s', async () => {
      const cookie = await login(a.base, OPS);
      const opened: Client[] = [];
      for (let i = 0; i < 10; i++)
        opened.push(await SseClient.open(`${(i % 2 ? a : b).base}/api/staffchat/stream`, { cookie }));
      clients.push(...opened);
      await Promise.all(opened.map((c) => c.untilLive()));
      for (const to of [a, b]) {
        const refused = await fetch(`${to.base}/api/staffchat/stream`, { headers: { cookie } });
        expect(refused.status).toBe(429);
        expect((await refused.json()).error.code).toBe('too_many_streams');
      }
      const started = performance.now();
      await fetch(`${a.base}/auth/logout`, { method: 'POST', headers: { cookie } });
      await Promise.all(opened.map((c) => c.until((x) => x.closed, 2_000)));
      console.log(
        `staff chat across processes: a sign-out through A ended the session's 10 streams on A and B in ${(performance.now() - started).toFixed(0)} ms`,
      );
    });

    it('members are online whichever process holds their stream', async () => {
      const staff = await login(b.base, OPS);
      const client = await SseClient.open(`${b.base}/api/staffchat/stream`, { cookie: staff });
      clients.push(client);
      await client.untilLive();
      const members = await call<{ user_id: number; online: boolean }[]>(
        a.base,
        await login(a.base, ADMIN),
        'GET',
        `/api/staffchat/rooms/${store1}/members`,
      );
      expect(members.json.find((m) => m.user_id === IDS.ops)?.online).toBe(true);
      await client.close();
    });
  });
