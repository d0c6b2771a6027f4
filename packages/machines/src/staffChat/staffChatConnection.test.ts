import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadSchemas } from '../adapters/http';
import {
  type StaffChatNetworkTarget,
  staffChatConnectionBrowserDefaults,
  staffChatStreamUrl,
} from '../adapters/staffChatSource';
import { flush, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import {
  connectionAttempt,
  connectionStatus,
  type ManualEventSource,
  manualEventSources,
  type StaffChatConnectionEmitted,
  staffChatBackoffMs,
  staffChatConnectionMachine,
} from './index';
import {
  STAFFCHAT_RETRY_DELAYS,
  staffChatBackoffEvent,
  staffChatConnectionGraph,
} from './staffChatConnection.graph';

const wireMessage = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  room_id: 3,
  user_id: 2,
  author: 'Sam Staff',
  posted_by: null,
  msg: `Message ${id}`,
  created_at: '2026-11-25T08:00:00.000Z',
  edited_at: null,
  deleted: false,
  deleted_by_admin: false,
  ...over,
});
const message = (id: number) => ({ ...wireMessage(id), created_at: new Date('2026-11-25T08:00:00.000Z') });

const after = staffChatBackoffEvent;
const RETRY_DELAYS = STAFFCHAT_RETRY_DELAYS;

/** The window's online/offline events. */
class FakeWindow implements StaffChatNetworkTarget {
  navigator = { onLine: true };
  private readonly listeners = new Map<string, (() => void)[]>();
  addEventListener(type: 'online' | 'offline', listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: 'online' | 'offline', listener: () => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  fire(type: 'online' | 'offline') {
    this.navigator.onLine = type === 'online';
    for (const l of this.listeners.get(type) ?? []) l();
  }
  count() {
    return (this.listeners.get('online')?.length ?? 0) + (this.listeners.get('offline')?.length ?? 0);
  }
}

function live(options: { lastEventId?: number | null; onLine?: boolean } = {}) {
  const eventSource = manualEventSources();
  const { sources } = eventSource;
  const win = new FakeWindow();
  win.navigator.onLine = options.onLine ?? true;
  const clock = new SimulatedClock();
  const actor = createActor(
    staffChatConnectionMachine.provide(
      staffChatConnectionBrowserDefaults({ eventSource, network: () => win }),
    ),
    { input: { lastEventId: options.lastEventId ?? null }, clock },
  );
  const emitted: StaffChatConnectionEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const source = () => eventSource.current() as ManualEventSource;
  const status = () => connectionStatus(actor.getSnapshot());
  return { actor, sources, source, win, clock, emitted, status };
}

beforeAll(async () => {
  // The stream's events are validated with the lazily loaded schemas: loaded once here, so each
  // test's `flush()` settles what a source reported.
  await loadSchemas();
});

describe('staff chat connection machine', () => {
  // Hundreds of replayed paths: about 1.5 s alone, past Vitest's 5 s default when the whole suite
  // runs at once on two cores (seen in a fresh clone's CI run).
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', {
    timeout: 60_000,
  }, async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(
      staffChatConnectionMachine,
      staffChatConnectionGraph,
    );
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(staffChatConnectionMachine, paths)).toEqual({
      open: '',
      'open.connecting': '',
      'open.live': 'source.open',
      'open.reconnecting': 'source.open -> source.error',
      backoff: 'source.error',
      offline: 'network.offline',
      stopped: 'connection.stop',
    });
    // The backoff's named delays, each taken at its attempt.
    const backoffPaths = paths.map((p) => p.steps.map((s) => s.event.type).join(' -> '));
    for (const d of RETRY_DELAYS) expect(backoffPaths.some((p) => p.includes(after(d)))).toBe(true);
    expect(await replayPaths(staffChatConnectionMachine, paths)).toBeGreaterThan(100);
  });

  it('opens the stream, goes live, and forwards each event once: a repeated or older id is dropped', async () => {
    const c = live();
    expect(c.sources.map((s) => s.url)).toEqual(['/api/staffchat/stream']);
    expect(c.status()).toBe('connecting');
    expect(c.actor.getSnapshot().hasTag('loading')).toBe(true);
    c.source().open();
    await flush();
    expect(c.actor.getSnapshot().value).toEqual({ open: 'live' });
    expect(c.status()).toBe('live');
    expect(c.emitted).toEqual([
      { type: 'connection.live', lastEventId: null, resumed: false, reconnect: false },
    ]);

    c.source().emit('message', 41, wireMessage(41));
    c.source().emit('message', 41, wireMessage(41)); // the server repeated it
    c.source().emit('edit', 42, wireMessage(41, { msg: 'Edited', edited_at: '2026-11-25T08:01:00.000Z' }));
    c.source().emit('delete', 40, wireMessage(39, { deleted: true, msg: '' })); // older than the last seen
    c.source().emit('read', 43, { room_id: 3, user_id: 2, last_id: 41 });
    c.source().emit('delete', 44, wireMessage(41, { deleted: true, msg: '' }));
    await flush();
    expect(c.emitted.slice(1)).toEqual([
      { type: 'stream.message', id: 41, data: message(41) },
      {
        type: 'stream.edit',
        id: 42,
        data: { ...message(41), msg: 'Edited', edited_at: new Date('2026-11-25T08:01:00.000Z') },
      },
      { type: 'stream.read', id: 43, data: { room_id: 3, user_id: 2, last_id: 41 } },
      { type: 'stream.delete', id: 44, data: { ...message(41), deleted: true, msg: '' } },
    ]);
    expect(c.actor.getSnapshot().context.lastEventId).toBe(44);
  });

  it('drops events that are not the contract: bad JSON, a wrong shape, no id', async () => {
    const c = live();
    c.source().open();
    c.source().emit('message', 5, '{not json');
    c.source().emit('message', 6, { id: 6 });
    c.source().emit('read', 7, { room_id: 'three' });
    c.source().emit('message', '', wireMessage(8));
    c.source().emit('message', 'abc', wireMessage(9));
    c.source().emit('message', 10, wireMessage(10));
    await flush();
    expect(c.emitted.map((e) => ('id' in e ? e.id : e.type))).toEqual(['connection.live', 10]);
    expect(c.actor.getSnapshot().context.lastEventId).toBe(10);
  });

  it('a drop the browser retries shows reconnecting on the same EventSource; back live it is resumed', async () => {
    const c = live();
    c.source().open();
    c.source().emit('message', 7, wireMessage(7));
    await flush();
    c.source().drop();
    await flush();
    expect(c.actor.getSnapshot().value).toEqual({ open: 'reconnecting' });
    expect(c.status()).toBe('reconnecting');
    expect(connectionAttempt(c.actor.getSnapshot())).toEqual({ attempt: 0, delayMs: null });
    // Still connecting: another error of the same kind changes nothing.
    c.source().drop();
    await flush();
    expect(c.status()).toBe('reconnecting');
    c.source().open();
    c.source().emit('message', 7, wireMessage(7)); // a replay overlapping what was seen
    c.source().emit('message', 8, wireMessage(8));
    await flush();
    expect(c.status()).toBe('live');
    expect(c.sources).toHaveLength(1);
    expect(c.sources[0]?.closed).toBe(false);
    expect(
      c.emitted.map((e) => ('id' in e ? `${e.type} ${e.id}` : `${e.type} ${e.reconnect} ${e.resumed}`)),
    ).toEqual([
      'connection.live false false',
      'stream.message 7',
      'connection.live true true',
      'stream.message 8',
    ]);
  });

  it('when the browser gives up the machine reopens after 1 s, 2 s, 4 s, 8 s, 16 s, 30 s, 30 s, with ?last_event_id', async () => {
    const c = live();
    c.source().open();
    c.source().emit('message', 12, wireMessage(12));
    await flush();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const before = c.sources.length;
      const failed = c.source();
      failed.fail();
      await flush();
      expect(failed.closed).toBe(true);
      expect(c.actor.getSnapshot().value).toBe('backoff');
      expect(c.status()).toBe('reconnecting');
      expect(connectionAttempt(c.actor.getSnapshot())).toEqual({
        attempt,
        delayMs: staffChatBackoffMs(attempt),
      });
      // Count the simulated milliseconds until a new EventSource opens.
      let waited = 0;
      while (c.sources.length === before) {
        c.clock.increment(500);
        waited += 500;
        if (waited > 60_000) throw new Error('never reopened');
      }
      waits.push(waited);
      expect(c.actor.getSnapshot().value).toEqual({ open: 'connecting' });
      expect(c.status()).toBe('reconnecting');
      expect(c.source().url).toBe('/api/staffchat/stream?last_event_id=12');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    // Live again: the attempt starts over (the next give-up waits 1 s), the replay is resumed.
    c.source().open();
    await flush();
    expect(connectionAttempt(c.actor.getSnapshot())).toEqual({ attempt: 0, delayMs: null });
    expect(c.emitted.at(-1)).toEqual({
      type: 'connection.live',
      lastEventId: 12,
      resumed: true,
      reconnect: true,
    });
    c.source().fail();
    await flush();
    c.clock.increment(999);
    expect(c.actor.getSnapshot().value).toBe('backoff');
    c.clock.increment(1);
    expect(c.actor.getSnapshot().value).toEqual({ open: 'connecting' });
    expect(c.sources).toHaveLength(9);
  });

  it('the backoff: 1 s doubling, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(staffChatBackoffMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(staffChatStreamUrl(null)).toBe('/api/staffchat/stream');
    expect(staffChatStreamUrl(1234)).toBe('/api/staffchat/stream?last_event_id=1234');
  });

  it('offline closes the stream and waits; online opens a new one from the last event seen', async () => {
    const c = live({ lastEventId: 30 });
    expect(c.source().url).toBe('/api/staffchat/stream?last_event_id=30');
    c.source().open();
    c.source().emit('message', 31, wireMessage(31));
    await flush();
    c.source().fail();
    await flush();
    expect(connectionAttempt(c.actor.getSnapshot()).attempt).toBe(1);

    c.win.fire('offline');
    expect(c.actor.getSnapshot().value).toBe('offline');
    expect(c.status()).toBe('offline');
    c.clock.increment(120_000);
    expect(c.sources).toHaveLength(1);

    c.win.fire('online');
    expect(c.sources).toHaveLength(2);
    expect(c.source().url).toBe('/api/staffchat/stream?last_event_id=31');
    expect(c.status()).toBe('connecting');
    expect(connectionAttempt(c.actor.getSnapshot()).attempt).toBe(0);

    // Offline while live closes that stream too.
    c.source().open();
    await flush();
    c.actor.send({ type: 'network.offline' });
    expect(c.sources[1]?.closed).toBe(true);
    expect(c.status()).toBe('offline');
    c.actor.send({ type: 'network.online' });
    expect(c.sources).toHaveLength(3);
  });

  it('starts offline when the browser says so; STOP closes the stream and the listeners for good', async () => {
    const offline = live({ onLine: false });
    expect(offline.actor.getSnapshot().value).toBe('offline');
    expect(offline.sources).toHaveLength(1);
    expect(offline.sources[0]?.closed).toBe(true);

    const c = live();
    c.source().open();
    await flush();
    expect(c.win.count()).toBe(2);
    // An event the source reported just before STOP is not forwarded after it.
    c.source().emit('message', 50, wireMessage(50));
    c.actor.send({ type: 'connection.stop' });
    expect(c.actor.getSnapshot().value).toBe('stopped');
    expect(c.actor.getSnapshot().status).toBe('done');
    expect(c.source().closed).toBe(true);
    expect(c.win.count()).toBe(0);
    c.clock.increment(60_000);
    await flush();
    expect(c.sources).toHaveLength(1);
    expect(c.emitted.filter((e) => e.type !== 'connection.live')).toEqual([]);
  });
});
