import type { StaffChatEvent, StaffChatMessage, StaffChatReadEvent } from '@store-ops/domain';
import { assign, emit, not, type SnapshotFrom, setup } from 'xstate';
import { staffChatConnectionBrowserDefaults } from '../adapters/staffChatSource';

/** `EventSource.readyState`: CONNECTING (the browser is retrying by itself), OPEN, CLOSED (it gave up). */
export const EVENT_SOURCE_STATE = { connecting: 0, open: 1, closed: 2 } as const;

/** The stream's events as the machine forwards them (`actor.on('stream.message', ...)`). */
export type StaffChatStreamEvent =
  | { type: 'stream.message' | 'stream.edit' | 'stream.delete'; id: number; data: StaffChatMessage }
  | { type: 'stream.read'; id: number; data: StaffChatReadEvent };

/**
 * The stream is live. `reconnect`: it had been live before (a drop, a give-up, offline). `resumed`:
 * it was opened (or reopened by the browser) after an event was seen, so the server replayed
 * everything after `lastEventId`. A reconnect that is not resumed may have missed events.
 */
export interface StaffChatConnectionLive {
  type: 'connection.live';
  lastEventId: number | null;
  resumed: boolean;
  reconnect: boolean;
}

/** What the connection emits: every new stream event once, and each time the stream goes live. */
export type StaffChatConnectionEmitted = StaffChatStreamEvent | StaffChatConnectionLive;

export type StaffChatConnectionEvent =
  /** From the event source actor. */
  | { type: 'source.open' }
  | { type: 'source.error'; readyState: number }
  | { type: 'source.event'; event: StaffChatEvent }
  /** From the window's `online` / `offline` events (the network actor sends them). */
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The screen closes: the stream is closed for good. */
  | { type: 'connection.stop' };

export interface StaffChatConnectionInput {
  /** The last event the app saw (a stream opened with it replays what came after). */
  lastEventId?: number | null;
}

export interface StaffChatConnectionContext {
  /** The newest event id seen; events with this id or an older one are dropped. */
  lastEventId: number | null;
  /** The backoff attempt: how many streams in a row the browser gave up (0 once live). */
  attempt: number;
  /** The stream has been live before: the next live is a reconnect. */
  wasLive: boolean;
}

/** The backoff before reopening a stream the browser gave up: 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s. */
export const STAFFCHAT_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

/** The wait before attempt `n` (1-based): 1 s doubling, capped at 30 s. */
export function staffChatBackoffMs(attempt: number): number {
  const steps = STAFFCHAT_BACKOFF_MS.length;
  return STAFFCHAT_BACKOFF_MS[Math.min(Math.max(attempt, 1), steps) - 1] as number;
}

/**
 * The staff chat stream's life. `open` holds one EventSource: `connecting` until it opens,
 * `live`, and `reconnecting` while the browser retries by itself after a drop (readyState CONNECTING:
 * it resends `Last-Event-ID`, nothing to do but wait for `open`). When the browser gives up (readyState
 * CLOSED, e.g. an HTTP error) the stream is closed and `backoff` waits 1 s, 2 s, 4 s … 30 s before a
 * new one opens with `?last_event_id=` the last event seen. `offline` while the window says so (no
 * stream), `stopped` for good. Every event is emitted once (`stream.message|edit|delete|read`): an id
 * not above the last one seen is dropped. `connection.live` is emitted whenever the stream opens
 * (`reconnect`, `resumed`: see StaffChatConnectionLive).
 */
export const staffChatConnectionMachine = setup({
  types: {
    context: {} as StaffChatConnectionContext,
    events: {} as StaffChatConnectionEvent,
    input: {} as StaffChatConnectionInput,
    emitted: {} as StaffChatConnectionEmitted,
  },
  actors: staffChatConnectionBrowserDefaults().actors,
  delays: {
    retry1s: STAFFCHAT_BACKOFF_MS[0],
    retry2s: STAFFCHAT_BACKOFF_MS[1],
    retry4s: STAFFCHAT_BACKOFF_MS[2],
    retry8s: STAFFCHAT_BACKOFF_MS[3],
    retry16s: STAFFCHAT_BACKOFF_MS[4],
    retry30s: STAFFCHAT_BACKOFF_MS[5],
  },
  guards: {
    /** The browser gave up on this EventSource: it will not reconnect by itself. */
    closed: ({ event }) => event.type === 'source.error' && event.readyState === EVENT_SOURCE_STATE.closed,
    isNew: ({ context, event }) =>
      event.type === 'source.event' && event.event.id > (context.lastEventId ?? 0),
    attemptIs: ({ context }, params: { attempt: number }) =>
      params.attempt === STAFFCHAT_BACKOFF_MS.length
        ? context.attempt >= params.attempt
        : context.attempt === params.attempt,
  },
  actions: {
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    forward: emit(({ event }) => {
      const { event: e } = event as Extract<StaffChatConnectionEvent, { type: 'source.event' }>;
      return { type: `stream.${e.event}`, id: e.id, data: e.data } as StaffChatStreamEvent;
    }),
    remember: assign({
      lastEventId: ({ event }) =>
        (event as Extract<StaffChatConnectionEvent, { type: 'source.event' }>).event.id,
    }),
    announceLive: emit(({ context }) => ({
      type: 'connection.live' as const,
      lastEventId: context.lastEventId,
      resumed: context.lastEventId !== null,
      reconnect: context.wasLive,
    })),
  },
}).createMachine({
  id: 'staffChatConnection',
  context: ({ input }) => ({ lastEventId: input?.lastEventId ?? null, attempt: 0, wasLive: false }),
  invoke: { src: 'network', id: 'network' },
  initial: 'open',
  on: {
    'network.offline': '.offline',
    'connection.stop': '.stopped',
  },
  states: {
    open: {
      invoke: {
        src: 'eventSource',
        id: 'eventSource',
        input: ({ context }) => ({ lastEventId: context.lastEventId }),
      },
      on: {
        'source.event': { guard: 'isNew', actions: ['remember', 'forward'] },
        // The browser gave up: this stream closes (leaving `open`), a new one opens after the backoff.
        'source.error': { guard: 'closed', target: '#staffChatConnection.backoff', actions: 'nextAttempt' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['loading'],
          on: { 'source.open': 'live' },
        },
        live: {
          entry: ['announceLive', assign({ attempt: 0, wasLive: true })],
          on: {
            // The browser reconnects by itself (and resends Last-Event-ID).
            'source.error': { guard: not('closed'), target: 'reconnecting' },
          },
        },
        reconnecting: {
          tags: ['loading'],
          on: { 'source.open': 'live' },
        },
      },
    },
    backoff: {
      tags: ['loading'],
      // Every delay is set on entry; the one of this attempt reopens the stream.
      after: {
        retry1s: { guard: { type: 'attemptIs', params: { attempt: 1 } }, target: 'open' },
        retry2s: { guard: { type: 'attemptIs', params: { attempt: 2 } }, target: 'open' },
        retry4s: { guard: { type: 'attemptIs', params: { attempt: 3 } }, target: 'open' },
        retry8s: { guard: { type: 'attemptIs', params: { attempt: 4 } }, target: 'open' },
        retry16s: { guard: { type: 'attemptIs', params: { attempt: 5 } }, target: 'open' },
        retry30s: { guard: { type: 'attemptIs', params: { attempt: 6 } }, target: 'open' },
      },
    },
    offline: {
      on: { 'network.online': { target: 'open', actions: assign({ attempt: 0 }) } },
    },
    stopped: { type: 'final' },
  },
});

export type StaffChatConnectionSnapshot = SnapshotFrom<typeof staffChatConnectionMachine>;
export type StaffChatConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * What the screen shows of the stream: `connecting` the first time, `live`, `reconnecting` while the
 * browser retries, during a backoff and while a stream opened after one connects, `offline` while
 * offline (and once stopped).
 */
export function connectionStatus(
  snapshot: Pick<StaffChatConnectionSnapshot, 'value' | 'context'>,
): StaffChatConnectionStatus {
  const { value, context } = snapshot;
  if (value === 'backoff') return 'reconnecting';
  if (value === 'offline' || value === 'stopped') return 'offline';
  const open = (value as { open?: string }).open;
  if (open === 'live') return 'live';
  if (open === 'reconnecting') return 'reconnecting';
  return context.attempt > 0 ? 'reconnecting' : 'connecting';
}

/** The backoff attempt (0 while live or on the first try) and the wait it takes before the stream reopens. */
export function connectionAttempt(snapshot: Pick<StaffChatConnectionSnapshot, 'context'>): {
  attempt: number;
  delayMs: number | null;
} {
  const { attempt } = snapshot.context;
  return { attempt, delayMs: attempt > 0 ? staffChatBackoffMs(attempt) : null };
}
