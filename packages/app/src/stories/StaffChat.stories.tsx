// QA/Staff chat: the staff chat's two real machines wired as the app wires them (providers/staffChat:
// every event the connection emits goes to the chat machine) behind the app's own wired screen
// (`StaffChat` of /staffchat), for Avery Admin. The chat's requests go through the real API client to
// a fake server that keeps the rooms, messages, members, receipts and read positions in memory and
// answers at once (or waits for the panel's answer buttons with "Answer by hand"). The stream is a
// manual EventSource (`manualEventSources`) that QA opens, drops (the browser reconnects by itself),
// or the browser gives up on (the machine's backoff, on a simulated clock QA advances a second at a
// time); the network is a fake window QA takes offline and back. Every write on the server is an
// event with the next id, sent on the open stream as the real server sends it, or, while the stream
// is down, only stored and replayed when a stream opens again from the last event id it saw. From the
// panel, Sam Staff posts in the chosen room, edits and deletes his last message and reads Announcements.
import {
  connectionAttempt,
  EVENT_SOURCE_STATE,
  type ManualEventSource,
  manualEventSources,
  type StaffChatEventSourceFactory,
  type StaffChatNetworkTarget,
  staffChatBrowserDefaults,
  staffChatConnectionBrowserDefaults,
  staffChatConnectionMachine,
  staffChatMachine,
  staffChatStateValue,
  totalUnread,
} from '@store-ops/machines';
import { Button, Radio, RadioGroup, Switch } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { StaffChat } from '../routes/admin/StaffChatRoute';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  json,
  networkError,
  press,
  QaPanel,
  useFakeServer,
} from './qa';
import {
  ANNOUNCEMENTS,
  AVERY,
  COMPANY_ROOM,
  createStaffChatBackend,
  SAM_LINES,
  SAM_ROOMS,
  type ServerEvent,
  STORE_ROOM,
  type StaffChatBackend,
  samEdited,
} from './StaffChat.fixtures';

/** The window's `online` / `offline` events, fired by the panel. */
class QaNetwork implements StaffChatNetworkTarget {
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
  set(online: boolean) {
    this.navigator.onLine = online;
    for (const listener of this.listeners.get(online ? 'online' : 'offline') ?? []) listener();
  }
}

/**
 * The stream as the server serves it, over the machine's manual event sources. A stream sends the
 * server's events while it is open; when it opens it first replays those after the last event id it
 * knows (`?last_event_id=` of its URL, then the last one it was sent: what the browser resends as
 * `Last-Event-ID` when it reconnects by itself). A stream opened with no id gets only what comes next.
 */
function createStream(backend: StaffChatBackend) {
  const manual = manualEventSources();
  const lastSent = new Map<ManualEventSource, number | null>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const current = () => manual.current();
  const isOpen = (s: ManualEventSource | undefined): s is ManualEventSource =>
    s !== undefined && !s.closed && s.readyState === EVENT_SOURCE_STATE.open;
  const send = (source: ManualEventSource, e: ServerEvent) => {
    source.emit(e.event, e.id, e.data);
    lastSent.set(source, e.id);
  };
  backend.onEvent((e) => {
    const source = current();
    if (isOpen(source)) send(source, e);
    notify();
  });

  const eventSource: StaffChatEventSourceFactory = {
    open: (url) => {
      const source = manual.open(url) as ManualEventSource;
      const from = new URL(url, 'http://qa.invalid').searchParams.get('last_event_id');
      lastSent.set(source, from === null ? null : Number(from));
      // The machine opens streams inside its transitions: the panel hears of it right after.
      queueMicrotask(notify);
      return source;
    },
  };

  const status = (s: ManualEventSource | undefined) => {
    if (!s) return 'none';
    if (s.closed) return 'closed';
    if (s.readyState === EVENT_SOURCE_STATE.open) return 'open';
    if (s.readyState === EVENT_SOURCE_STATE.closed) return 'given up';
    return 'connecting';
  };
  const act = (what: (s: ManualEventSource) => void) => () => {
    const source = current();
    if (source) what(source);
    notify();
  };

  return {
    eventSource,
    /** The current stream's state and the URL of every stream opened, oldest first. */
    snapshot: () => JSON.stringify({ status: status(current()), urls: manual.sources.map((s) => s.url) }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The connection is made: open, then what the stream missed after its last event id. */
    open: act((s) => {
      if (s.closed || s.readyState !== EVENT_SOURCE_STATE.connecting) return;
      s.open();
      const from = lastSent.get(s) ?? null;
      if (from !== null) for (const e of backend.eventsAfter(from)) send(s, e);
    }),
    /** The connection drops; the browser reconnects by itself (readyState CONNECTING). */
    drop: act((s) => s.drop()),
    /** The browser gives up on this stream (readyState CLOSED, as after an HTTP error). */
    giveUp: act((s) => s.fail()),
  };
}

/** One line of the panel. */
const Line = ({ children }: { children: ReactNode }) => (
  <div className="row" style={{ flexBasis: '100%' }}>
    {children}
  </div>
);

/** The screen as /staffchat shows it: on screen, the open room is read (`staffChat.screenShow`); gone, it is not. */
function ShownStaffChat({ runtime }: { runtime: Parameters<typeof StaffChat>[0]['runtime'] }) {
  useEffect(() => {
    runtime.chat.send({ type: 'staffChat.screenShow' });
    return () => runtime.chat.send({ type: 'staffChat.screenHide' });
  }, [runtime]);
  return <StaffChat runtime={runtime} />;
}

interface ConnectedStaffChatProps {
  /** Requests wait in the panel until QA answers them (otherwise the fake server answers at once). */
  answerByHand?: boolean;
  /** The store room has 60 older messages too: more than a page, so older ones load on request. */
  olderHistory?: boolean;
}

function Connected({ answerByHand = false, olderHistory = false }: ConnectedStaffChatProps) {
  const [server, pending] = useFakeServer();
  const [backend] = useState(() => createStaffChatBackend({ olderStoreMessages: olderHistory ? 60 : 0 }));
  const [stream] = useState(() => createStream(backend));
  const [network] = useState(() => new QaNetwork());
  const [clock] = useState(() => new SimulatedClock());
  const [machines] = useState(() => ({
    chat: staffChatMachine.provide(staffChatBrowserDefaults(server.api)),
    connection: staffChatConnectionMachine.provide(
      staffChatConnectionBrowserDefaults({ eventSource: stream.eventSource, network: () => network }),
    ),
  }));
  // As the app's runtime: the chat hidden until the screen shows it, the connection with no event seen.
  const chat = useActorRef(machines.chat, {
    input: { userId: AVERY.id, admin: AVERY.admin, moderator: true, visible: false },
  });
  const connection = useActorRef(machines.connection, { input: {}, clock });
  useEffect(() => {
    // Every stream event and every (re)connection goes to the chat machine.
    const forward = connection.on('*', (event) => chat.send(event));
    return () => forward.unsubscribe();
  }, [chat, connection]);
  const runtime = useMemo(() => ({ chat, connection }), [chat, connection]);

  const value = useSelector(connection, (s) => s.value);
  const lastEventId = useSelector(connection, (s) => s.context.lastEventId);
  const backoff = useSelector(connection, (s) => {
    if (s.value !== 'backoff') return 'none';
    const { attempt, delayMs } = connectionAttempt(s);
    return `attempt ${attempt}, a new stream after ${(delayMs ?? 0) / 1000} s`;
  });
  const chatValue = useSelector(chat, (s) => JSON.stringify(staffChatStateValue(s)));
  const unread = useSelector(chat, totalUnread);
  const streamState = JSON.parse(useSyncExternalStore(stream.subscribe, stream.snapshot)) as {
    status: string;
    urls: string[];
  };
  // The server's writes (each is an event) change Sam's last message.
  useSyncExternalStore(backend.subscribe, backend.lastEventId);
  const samsLast = backend.samsLast();

  const [byHand, setByHand] = useState(answerByHand);
  const [online, setOnline] = useState(true);
  const [elapsed, setElapsed] = useState(0);
  const [shown, setShown] = useState(true);
  const [samRoom, setSamRoom] = useState(STORE_ROOM.id);

  // The fake server answers every request as it comes (no network while offline), unless QA answers by hand.
  useEffect(() => {
    const oldest = pending[0];
    if (!byHand && oldest) server.answer(online ? backend.answer(oldest) : networkError());
  }, [pending, byHand, online, server, backend]);

  const answers: Answer[] = [
    { label: 'Server answers', make: (r) => backend.answer(r) },
    { label: 'Server answers: no rooms', make: () => json(200, 'OK', []) },
    ...apiFailureAnswers,
  ];
  const goOnline = (on: boolean) => {
    setOnline(on);
    network.set(on);
  };
  const button = (label: string, onPress: () => void, isDisabled = false) => (
    <Button size="sm" variant="secondary" isDisabled={isDisabled} onPress={onPress}>
      {label}
    </Button>
  );
  const samRoomOf = SAM_ROOMS.find((r) => r.id === samRoom) ?? STORE_ROOM;

  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={[chat, connection]}>
        <Line>
          Chat machine state:{' '}
          <output data-testid="chat-state" style={{ overflowWrap: 'anywhere' }}>
            {chatValue}
          </output>
        </Line>
        <Line>
          Last event id: <output data-testid="last-event-id">{lastEventId ?? 'none'}</output>
          Stream: <output data-testid="stream">{streamState.status}</output>
          Streams opened: <output data-testid="streams">{streamState.urls.join(', ') || 'none'}</output>
        </Line>
        <Line>
          Network: <output data-testid="network">{online ? 'online' : 'offline'}</output>
          Backoff: <output data-testid="backoff">{backoff}</output>
          Simulated clock: <output data-testid="clock">{elapsed / 1000} s</output>
        </Line>
        <Line>
          {button('Open the stream', stream.open, streamState.status !== 'connecting')}
          {button('Drop the connection', stream.drop, streamState.status !== 'open')}
          {button(
            'Browser gives up',
            stream.giveUp,
            streamState.status !== 'open' && streamState.status !== 'connecting',
          )}
          {button('Advance 1 s', () => {
            clock.increment(1000);
            setElapsed(clock.now());
          })}
          {button('Go offline', () => goOnline(false), !online)}
          {button('Back online', () => goOnline(true), online)}
          {button('Stop the connection (STOP)', () => connection.send({ type: 'connection.stop' }))}
        </Line>
        <Line>
          <RadioGroup
            label="Sam posts in"
            orientation="horizontal"
            value={String(samRoom)}
            onChange={(v) => setSamRoom(Number(v))}
          >
            {SAM_ROOMS.map((r) => (
              <Radio key={r.id} value={String(r.id)}>
                {r.name}
              </Radio>
            ))}
          </RadioGroup>
        </Line>
        <Line>
          {button('Post as Sam Staff', () => backend.samPosts(samRoomOf))}
          {button('Sam edits his last message', backend.samEdits, !samsLast)}
          {button('Sam deletes his last message', backend.samDeletes, !samsLast)}
          {button('Sam reads Announcements', () => backend.samReads(ANNOUNCEMENTS))}
          Sam’s last message:{' '}
          <output data-testid="sams-last">
            {samsLast ? `#${samsLast.id} in ${backend.roomName(samsLast.room_id)}` : 'none'}
          </output>
        </Line>
        <Line>
          <Switch isSelected={byHand} onChange={setByHand}>
            Answer by hand
          </Switch>
          <Switch isSelected={shown} onChange={setShown}>
            Staff chat on screen
          </Switch>
          Drawer badge (unread in all rooms): <output data-testid="total-unread">{unread}</output>
        </Line>
      </QaPanel>
      {/* The screen's wide layout (rooms beside the room) from 768 px of its own width. */}
      <div style={{ height: 640, minWidth: 800 }}>
        {shown ? (
          <ShownStaffChat runtime={runtime} />
        ) : (
          <p style={{ padding: 16 }}>Another page is open: only the drawer’s badge follows the chat.</p>
        )}
      </div>
    </>
  );
}

/** A fresh server, stream and machines whenever the controls change. */
function ConnectedStaffChat(props: ConnectedStaffChatProps) {
  return <Connected key={JSON.stringify(props)} {...props} />;
}

const meta = {
  title: 'QA/Staff chat',
  component: ConnectedStaffChat,
  parameters: { layout: 'fullscreen' },
  args: { answerByHand: false, olderHistory: false },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedStaffChat>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- play helpers ------------------------------------------------------------------------------

const body = () => within(document.body);
const panel = () => within(body().getByRole('region', { name: 'QA panel' }));
/** Waits until the panel's output `testId` reads exactly `text`. */
const expectPanel = (testId: string, text: string) =>
  waitFor(() => expect(panel().getByTestId(testId).textContent).toBe(text));
/** Waits until the connection machine's state value is `value`. */
const expectConnection = (value: unknown) => expectPanel('machine-state', JSON.stringify(value));

/** The connection banner: empty while live. */
const expectBanner = (el: HTMLElement, text: string) =>
  waitFor(() => expect(el.querySelector('[data-part="connection"]')?.textContent).toBe(text));

/** The open room's messages as `Author: text` (`Message deleted` once deleted), oldest first. */
const messageLines = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-part="history"] [data-message-id]')].map((m) => {
    const author = m.querySelector('[data-part="author"]')?.textContent;
    const text = (m.querySelector('[data-part="deleted"]') ?? m.querySelector('[data-part="text"]'))
      ?.textContent;
    return `${author}: ${text?.trim()}`;
  });
const expectMessages = (el: HTMLElement, lines: string[]) =>
  waitFor(() => expect(messageLines(el)).toEqual(lines));
const messageItem = (el: HTMLElement, id: number) =>
  el.querySelector(`[data-part="history"] [data-message-id="${id}"]`) as HTMLElement;

/** The rooms as a screen reader names them (name, kind, unread), in the screen's order. */
const roomLabels = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-room-id] [data-visually-hidden]')].map((s) => s.textContent);
const expectRooms = (el: HTMLElement, labels: string[]) =>
  waitFor(() => expect(roomLabels(el)).toEqual(labels));
const badges = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-room-id] [data-part="unread"]')].map((b) => b.textContent);
const openRoom = async (el: HTMLElement, name: string) =>
  userEvent.click(within(el).getByRole('option', { name: new RegExp(`^${name}`) }));
const composer = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Message' });

const HOLIDAY = 'Avery Admin: Holiday hours: every store closes at 6 PM on December 24.';
const STORE_HISTORY = [
  'Sam Staff: Produce truck is here, unloading now.',
  'Avery Admin: Thanks! Check the romaine, last week it came in warm.',
  'Sam Staff: Romaine is fine, 36°F.',
  'Sam Staff: The walk-in door gasket is torn again, I put in a ticket.',
];
const SAM_FIRST = `Sam Staff: ${SAM_LINES[0]}`;

/** The rooms load and Announcements opens; the stream waits to be opened. */
async function loaded(el: HTMLElement) {
  await expectConnection({ open: 'connecting' });
  await expectBanner(el, 'Connecting…');
  await expectPanel('streams', '/api/staffchat/stream');
  await expectPanel('stream', 'connecting');
  await expectRooms(el, [
    'Announcements',
    'Harvest Table Restaurant Group, Company',
    'Harvest Table Downtown, Store, 2 unread',
  ]);
  await expectMessages(el, [HOLIDAY]);
}

/** Open the stream: live, the banner gone. */
async function live(el: HTMLElement) {
  await press('Open the stream');
  await expectConnection({ open: 'live' });
  await expectPanel('stream', 'open');
  await expectBanner(el, '');
}

/** Harvest Table Downtown opens; reading it is the stream's event 1 (our read position). */
async function openStoreRoom(el: HTMLElement) {
  await openRoom(el, 'Harvest Table Downtown');
  await expectMessages(el, STORE_HISTORY);
  await expectRooms(el, [
    'Announcements',
    'Harvest Table Restaurant Group, Company',
    'Harvest Table Downtown, Store',
  ]);
  await expectPanel('last-event-id', '1');
}

/** How many of the open room's messages read exactly `line`. */
const copies = (el: HTMLElement, line: string) => messageLines(el).filter((l) => l === line).length;

// ---- stories -----------------------------------------------------------------------------------

/**
 * Live: a room's history and read position, Sam's posts, and our own message once with its echo.
 *
 * How to reach each state:
 * 1. `open.connecting` ("Connecting…"; the rooms load, Announcements open): on load.
 * 2. `open.live` (no banner, no event seen yet): in the QA panel press **Open the stream**.
 * 3. `open.live` (its history; read, its badge gone: event 1): choose the room **Harvest Table Downtown**.
 * 4. `open.live` (Sam's message shown and read: events 2, 3): press **Post as Sam Staff**.
 * 5. `open.live` (ours shown once, the stream's echo is event 4): type in **Message**, press Enter.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const Live: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Connecting: the rooms with their unread counts, Announcements open', () => loaded(el));
    await step('Open the stream: live, no banner, no event seen yet', async () => {
      await live(el);
      await expectPanel('last-event-id', 'none');
      await expectPanel('total-unread', '2');
    });
    await step('Harvest Table Downtown: its history; read, so its badge goes', async () => {
      await openStoreRoom(el);
      await expect(badges(el)).toEqual([]);
      await expectPanel('total-unread', '0');
    });
    await step('Sam posts in the open room: it appears (event 2) and is read (event 3)', async () => {
      await press('Post as Sam Staff');
      await expectMessages(el, [...STORE_HISTORY, SAM_FIRST]);
      await expectPanel('last-event-id', '3');
      await expectPanel('total-unread', '0');
      await expectPanel('sams-last', '#108 in Harvest Table Downtown');
    });
    await step(
      'The composer sends one of ours: it appears once, the stream’s echo (event 4) too',
      async () => {
        await userEvent.type(composer(el), 'I can cover it.{Enter}');
        await expectPanel('last-event-id', '4');
        await expectMessages(el, [...STORE_HISTORY, SAM_FIRST, 'Avery Admin: I can cover it.']);
        await expect(composer(el)).toHaveValue('');
        await expect(el.querySelector('[data-part="pending"]')).toBeNull();
        await expect(within(messageItem(el, 109)).getByRole('button', { name: 'Edit' })).toBeVisible();
        await expectConnection({ open: 'live' });
      },
    );
  },
};

/**
 * A dropped connection the browser reconnects: what was posted meanwhile is replayed once.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live`: in the QA panel press **Open the stream**; choose the room **Harvest Table Downtown**.
 * 3. `open.reconnecting` ("Reconnecting…"): press **Drop the connection**.
 * 4. `open.reconnecting` (event 2 stored, not sent on the dropped stream): press **Post as Sam Staff**.
 * 5. `open.live` (event 2 replayed: Sam's message once; read, event 3): press **Open the stream**.
 * 6. `open.live` (Sam's next message at once: events 4, 5): press **Post as Sam Staff**.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const Reconnecting: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded, live, Harvest Table Downtown open', async () => {
      await loaded(el);
      await live(el);
      await openStoreRoom(el);
    });
    await step('The connection drops: "Reconnecting…" while the browser retries', async () => {
      await press('Drop the connection');
      await expectConnection({ open: 'reconnecting' });
      await expectBanner(el, 'Reconnecting…');
      await expectPanel('stream', 'connecting');
    });
    await step('Sam posts meanwhile: stored (event 2), not sent on the dropped stream', async () => {
      await press('Post as Sam Staff');
      await expectPanel('sams-last', '#108 in Harvest Table Downtown');
      await expectPanel('last-event-id', '1');
      await expect(messageLines(el)).toEqual(STORE_HISTORY);
    });
    await step(
      'Reconnected (Last-Event-ID 1): event 2 replayed, Sam’s message once; read (event 3)',
      async () => {
        await press('Open the stream');
        await expectConnection({ open: 'live' });
        await expectBanner(el, '');
        await expectPanel('last-event-id', '3');
        await expectMessages(el, [...STORE_HISTORY, SAM_FIRST]);
        await expect(copies(el, SAM_FIRST)).toBe(1);
        // The browser reconnected the same stream: no new one was opened.
        await expectPanel('streams', '/api/staffchat/stream');
      },
    );
    await step('Live again: Sam’s next message arrives at once (event 4), read (event 5)', async () => {
      await press('Post as Sam Staff');
      await expectMessages(el, [...STORE_HISTORY, SAM_FIRST, `Sam Staff: ${SAM_LINES[1]}`]);
      await expectPanel('last-event-id', '5');
      await expect(copies(el, SAM_FIRST)).toBe(1);
    });
  },
};

/**
 * A stream the browser gives up on: new streams after 1 s, then 2 s (the QA clock), resuming from event 1.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live`: in the QA panel press **Open the stream**; choose the room **Harvest Table Downtown**.
 * 3. `backoff` ("attempt 1, a new stream after 1 s"; "Reconnecting…"): press **Browser gives up**.
 * 4. `backoff` (event 2 stored only): press **Post as Sam Staff**.
 * 5. `open.connecting` (a new stream with ?last_event_id=1): press **Advance 1 s**.
 * 6. `backoff` ("attempt 2, a new stream after 2 s"): press **Browser gives up**.
 * 7. `backoff` (1 s of 2): press **Advance 1 s**.
 * 8. `open.connecting` (a third stream): press **Advance 1 s** again.
 * 9. `open.live` (event 2 replayed: Sam's message once; read, event 3): press **Open the stream**.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const Backoff: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded, live, Harvest Table Downtown open', async () => {
      await loaded(el);
      await live(el);
      await openStoreRoom(el);
    });
    await step('The browser gives up: backoff, attempt 1 waits 1 s; "Reconnecting…"', async () => {
      await press('Browser gives up');
      await expectConnection('backoff');
      await expectBanner(el, 'Reconnecting…');
      await expectPanel('backoff', 'attempt 1, a new stream after 1 s');
      await expectPanel('stream', 'closed');
    });
    await step('Sam posts meanwhile: stored only (event 2)', async () => {
      await press('Post as Sam Staff');
      await expectPanel('sams-last', '#108 in Harvest Table Downtown');
      await expect(messageLines(el)).toEqual(STORE_HISTORY);
    });
    await step('Advance 1 s: a new stream opens with ?last_event_id=1', async () => {
      await press('Advance 1 s');
      await expectPanel('clock', '1 s');
      await expectConnection({ open: 'connecting' });
      await expectPanel('streams', '/api/staffchat/stream, /api/staffchat/stream?last_event_id=1');
      await expectPanel('stream', 'connecting');
      // Connecting again after a give-up is still reconnecting to the reader.
      await expectBanner(el, 'Reconnecting…');
    });
    await step('It fails too: attempt 2 waits 2 s (still in backoff after 1 s)', async () => {
      await press('Browser gives up');
      await expectConnection('backoff');
      await expectPanel('backoff', 'attempt 2, a new stream after 2 s');
      await press('Advance 1 s');
      await expectPanel('clock', '2 s');
      await expectConnection('backoff');
      await press('Advance 1 s');
      await expectPanel('clock', '3 s');
      await expectConnection({ open: 'connecting' });
      await expectPanel(
        'streams',
        '/api/staffchat/stream, /api/staffchat/stream?last_event_id=1, /api/staffchat/stream?last_event_id=1',
      );
    });
    await step('It opens: live, event 2 replayed, Sam’s message once; read (event 3)', async () => {
      await press('Open the stream');
      await expectConnection({ open: 'live' });
      await expectBanner(el, '');
      await expectPanel('backoff', 'none');
      await expectPanel('last-event-id', '3');
      await expectMessages(el, [...STORE_HISTORY, SAM_FIRST]);
      await expect(copies(el, SAM_FIRST)).toBe(1);
    });
  },
};

/**
 * Offline: the stream closes and the banner says so; back online, a new stream resumes from event 1.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live`: in the QA panel press **Open the stream**; choose the room **Harvest Table Downtown**.
 * 3. `offline` ("You are offline. Messages will arrive when you are back online."): press **Go offline**.
 * 4. `offline` (event 2 stored only): press **Post as Sam Staff**.
 * 5. `open.connecting` ("Connecting…", a new stream from event 1): press **Back online**.
 * 6. `open.live` (Sam's message once; read, event 3): press **Open the stream**.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const Offline: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded, live, Harvest Table Downtown open', async () => {
      await loaded(el);
      await live(el);
      await openStoreRoom(el);
    });
    await step('Offline: the stream is closed and the banner says so', async () => {
      await press('Go offline');
      await expectConnection('offline');
      await expectPanel('network', 'offline');
      await expectPanel('stream', 'closed');
      await expectBanner(el, 'You are offline. Messages will arrive when you are back online.');
    });
    await step('Sam posts meanwhile: stored only (event 2)', async () => {
      await press('Post as Sam Staff');
      await expectPanel('sams-last', '#108 in Harvest Table Downtown');
      await expect(messageLines(el)).toEqual(STORE_HISTORY);
    });
    await step('Back online: "Connecting…" on a new stream from the last event id', async () => {
      await press('Back online');
      await expectConnection({ open: 'connecting' });
      await expectBanner(el, 'Connecting…');
      await expectPanel('streams', '/api/staffchat/stream, /api/staffchat/stream?last_event_id=1');
    });
    await step('It opens: live, Sam’s message once; read (event 3)', async () => {
      await press('Open the stream');
      await expectConnection({ open: 'live' });
      await expectBanner(el, '');
      await expectPanel('last-event-id', '3');
      await expectMessages(el, [...STORE_HISTORY, SAM_FIRST]);
      await expect(copies(el, SAM_FIRST)).toBe(1);
    });
  },
};

/**
 * Unread counts per room and in the drawer's badge, cleared when a room is read on screen.
 *
 * How to reach each state:
 * 1. `open.connecting` (Harvest Table Downtown: 2 unread): on load.
 * 2. `open.live`: in the QA panel press **Open the stream**.
 * 3. `open.live` (its badge 1): **Sam posts in** Harvest Table Restaurant Group; **Post as Sam Staff**.
 * 4. `open.live` (its badge cleared: our read is event 2): choose the room Harvest Table Restaurant Group.
 * 5. `open.live` (the drawer's badge 3): turn off **Staff chat on screen**, press **Post as Sam Staff**.
 * 6. `open.live` (the open room read: event 4, badge 2): turn **Staff chat on screen** back on.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const Unread: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded and live, Announcements open; Harvest Table Downtown has 2 unread', async () => {
      await loaded(el);
      await live(el);
      await expect(badges(el)).toEqual(['2']);
      await expectPanel('total-unread', '2');
    });
    await step('Sam posts in Harvest Table Restaurant Group: its badge shows 1', async () => {
      await userEvent.click(panel().getByRole('radio', { name: COMPANY_ROOM.name }));
      await press('Post as Sam Staff');
      await expectPanel('last-event-id', '1');
      await expectRooms(el, [
        'Announcements',
        'Harvest Table Restaurant Group, Company, 1 unread',
        'Harvest Table Downtown, Store, 2 unread',
      ]);
      await expect(badges(el)).toEqual(['1', '2']);
      await expectPanel('total-unread', '3');
      // Announcements, open, is unchanged.
      await expect(messageLines(el)).toEqual([HOLIDAY]);
    });
    await step('Selecting it: Sam’s message, the badge cleared (our read is event 2)', async () => {
      await openRoom(el, COMPANY_ROOM.name);
      await expectMessages(el, [
        'Jordan Lee: Payroll closes Friday at noon: approve your timecards before then.',
        'Avery Admin: Thanks Jordan, the store managers have the reminder.',
        SAM_FIRST,
      ]);
      await expectRooms(el, [
        'Announcements',
        'Harvest Table Restaurant Group, Company',
        'Harvest Table Downtown, Store, 2 unread',
      ]);
      await expect(badges(el)).toEqual(['2']);
      await expectPanel('total-unread', '2');
      await expectPanel('last-event-id', '2');
    });
    await step('Off screen, Sam’s next message in the open room is unread (the drawer’s badge)', async () => {
      await userEvent.click(panel().getByRole('switch', { name: 'Staff chat on screen' }));
      await press('Post as Sam Staff');
      await expectPanel('last-event-id', '3');
      await expectPanel('total-unread', '3');
    });
    await step('Back on screen: the open room is read, the message there once', async () => {
      await userEvent.click(panel().getByRole('switch', { name: 'Staff chat on screen' }));
      await expectPanel('total-unread', '2');
      await expectPanel('last-event-id', '4');
      await expectMessages(el, [
        'Jordan Lee: Payroll closes Friday at noon: approve your timecards before then.',
        'Avery Admin: Thanks Jordan, the store managers have the reminder.',
        SAM_FIRST,
        `Sam Staff: ${SAM_LINES[1]}`,
      ]);
      await expect(badges(el)).toEqual(['2']);
    });
  },
};

/**
 * Sam's message edited, then deleted, as the stream tells it.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live`: in the QA panel press **Open the stream**; choose the room **Harvest Table Downtown**.
 * 3. `open.live` (his new text, "(edited)": event 2): press **Sam edits his last message**.
 * 4. `open.live` ("Message deleted" in its place: event 3): press **Sam deletes his last message**.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const EditAndDelete: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded, live, Harvest Table Downtown open', async () => {
      await loaded(el);
      await live(el);
      await openStoreRoom(el);
      await expectPanel('sams-last', '#107 in Harvest Table Downtown');
    });
    const gasket = 'The walk-in door gasket is torn again, I put in a ticket.';
    await step('Sam edits his last message: its new text, marked "(edited)" (event 2)', async () => {
      await press('Sam edits his last message');
      await expectPanel('last-event-id', '2');
      await expectMessages(el, [...STORE_HISTORY.slice(0, 3), `Sam Staff: ${samEdited(gasket)}`]);
      await expect(messageItem(el, 107).querySelector('[data-part="edited"]')).toHaveTextContent(
        /^\(edited\)$/,
      );
    });
    await step('Sam deletes it: "Message deleted" in its place, no longer edited (event 3)', async () => {
      await press('Sam deletes his last message');
      await expectPanel('last-event-id', '3');
      await expectMessages(el, [...STORE_HISTORY.slice(0, 3), 'Sam Staff: Message deleted']);
      await expect(messageItem(el, 107).querySelector('[data-part="edited"]')).toBeNull();
      await expectPanel('sams-last', '#106 in Harvest Table Downtown');
    });
  },
};

/**
 * Read receipts on announcements: who of the room's members has read each one.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live` (the holiday post "Read by 2 of 3"): in the QA panel press **Open the stream**.
 * 3. `open.live` (our post once, "Read by 0 of 3": event 1): type a post in **Message**, press Enter.
 * 4. `open.live` ("Read by 1 of 3": event 2): press **Sam reads Announcements**.
 * The states are the `staffChatConnection` machine's; `staffChat` is `ready.open` once the rooms load.
 */
export const Receipts: Story = {
  play: async ({ canvasElement: el, step }) => {
    const receipt = (id: number) => messageItem(el, id)?.querySelector('[data-part="receipt"]')?.textContent;
    await step('Loaded and live in Announcements: the holiday post is read by 2 of 3', async () => {
      await loaded(el);
      await live(el);
      await waitFor(() => expect(receipt(101)).toBe('Read by 2 of 3'));
    });
    const post = 'Avery Admin: Inventory counts are due Friday.';
    await step('As admin, post an announcement: once, read by 0 of 3 (event 1)', async () => {
      await userEvent.type(composer(el), 'Inventory counts are due Friday.{Enter}');
      await expectPanel('last-event-id', '1');
      await expectMessages(el, [HOLIDAY, post]);
      await waitFor(() => expect(receipt(108)).toBe('Read by 0 of 3'));
    });
    await step('Sam reads Announcements: read by 1 of 3 (event 2)', async () => {
      await press('Sam reads Announcements');
      await expectPanel('last-event-id', '2');
      await waitFor(() => expect(receipt(108)).toBe('Read by 1 of 3'));
      await expect(receipt(101)).toBe('Read by 2 of 3');
      await expect(copies(el, post)).toBe(1);
    });
  },
};

// ---- the chat machine's other states (every reachable state has a story) ------------------------

/** Waits until the chat machine's state (as JSON) contains `part`, e.g. `"change":"saving"`. */
const expectChat = (part: string) =>
  waitFor(() => expect(panel().getByTestId('chat-state').textContent).toContain(part));
/** Requests wait for the panel's answers from now on (or, off, are answered at once again). */
const answerByHand = (on: boolean) =>
  waitFor(async () => {
    const toggle = panel().getByRole('switch', { name: 'Answer by hand' });
    if ((toggle as HTMLInputElement).checked !== on) await userEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(on);
  });

/**
 * No rooms: the chat asks for its rooms and the server lists none.
 *
 * How to reach each state:
 * 1. `loadingRooms` ("Loading rooms…"; GET /api/staffchat/rooms waits): on load.
 * 2. `ready.noRooms` ("No rooms yet. ..."): in the QA panel press **Server answers: no rooms**.
 * The states are the `staffChat` machine's (**Chat machine state**); **Answer by hand** is on.
 */
export const NoRooms: Story = {
  name: 'No rooms',
  args: { answerByHand: true },
  play: async ({ canvasElement: el, step }) => {
    await step('The rooms are asked for: loadingRooms, Loading rooms…', async () => {
      await expectChat('"loadingRooms"');
      await expectPending('GET /api/staffchat/rooms');
      await waitFor(() => expect(el.textContent).toContain('Loading rooms…'));
    });
    await step('The server lists none: noRooms, the screen says when rooms appear', async () => {
      await press('Server answers: no rooms');
      await expectChat('"noRooms"');
      await waitFor(() =>
        expect(el.textContent).toContain(
          'No rooms yet. Rooms appear for each company and store you can see.',
        ),
      );
    });
  },
};

/**
 * The rooms, then a room's messages, failing to load; Retry loads each.
 *
 * How to reach each state:
 * 1. `loadingRooms` (GET /api/staffchat/rooms waits): on load.
 * 2. `roomsFailed` (the server could not be reached, **Retry**): in the QA panel press **Network error**.
 * 3. `loadingRooms`: press **Retry**.
 * 4. `ready.open`, room `loadingHistory` ("Loading messages…"): press **Server answers**.
 * 5. `ready.open`, room `historyFailed` (the error, **Retry**): press **Server fails 500**.
 * 6. `ready.open`, room `idle` (Announcements' messages): turn off **Answer by hand**, press **Retry**.
 * The states are the `staffChat` machine's; its room region shows in the QA panel's **Chat machine state**.
 * **Answer by hand** is on at first.
 */
export const LoadFailuresThenRetry: Story = {
  name: 'Rooms and messages fail to load, then Retry',
  args: { answerByHand: true },
  play: async ({ canvasElement: el, step }) => {
    await step('The rooms fail (no network): roomsFailed, why, and Retry', async () => {
      await expectPending('GET /api/staffchat/rooms');
      await press('Network error');
      await expectChat('"roomsFailed"');
      await waitFor(() =>
        expect(el.textContent).toContain(
          'The server could not be reached. Check the connection and try again.',
        ),
      );
    });
    await step('Retry: the rooms arrive; Announcements opens and its messages are asked for', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Retry' }));
      await expectChat('"loadingRooms"');
      await press('Server answers');
      await expectChat('"room":"loadingHistory"');
      await waitFor(() => expect(el.textContent).toContain('Loading messages…'));
    });
    await step('Its messages fail: historyFailed, the error and Retry in their place', async () => {
      await press('Server fails 500');
      await expectChat('"room":"historyFailed"');
      await waitFor(() => expect(within(el).getByRole('button', { name: 'Retry' })).toBeVisible());
      await expect(el.textContent).toContain('Something went wrong on the server.');
    });
    await step('The server answers at once again; Retry loads the messages', async () => {
      await answerByHand(false);
      await expectPending('none');
      await userEvent.click(within(el).getByRole('button', { name: 'Retry' }));
      await expectChat('"room":"idle"');
      await expectMessages(el, [HOLIDAY]);
    });
  },
};

/**
 * Editing and deleting your own message, each request waiting for the panel.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live`: in the QA panel press **Open the stream**; choose the room **Harvest Table Downtown**.
 * 3. `open.live`: turn on **Answer by hand** (requests now wait for the panel).
 * 4. `ready.open`, change `saving`: on your message press **Edit**, change **Edit message**, press **Save**.
 * 5. `ready.open`, change `idle` (the new text, "(edited)"): press **Server answers**.
 * 6. `ready.open`, change `deleting`: press **Delete**, then **Delete** in "Delete this message?".
 * 7. `ready.open`, change `idle` ("Message deleted" in its place): press **Server answers**.
 * `open.…`: `staffChatConnection`; `ready.open` and its change region: `staffChat` (**Chat machine state**).
 */
export const OwnEditAndDelete: Story = {
  name: 'Edit and delete your own message',
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded, live, Harvest Table Downtown open; requests now wait for QA', async () => {
      await loaded(el);
      await live(el);
      await openStoreRoom(el);
      await answerByHand(true);
    });
    await step('Edit your message, Save: saving, the PATCH waits', async () => {
      const mine = messageItem(el, 105);
      await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
      const editor = await within(mine).findByRole('textbox', { name: 'Edit message' });
      await userEvent.clear(editor);
      await userEvent.type(editor, 'Check the romaine and the kale.');
      await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
      await expectChat('"change":"saving"');
      await expectPending('PATCH /api/staffchat/messages/105');
    });
    await step('The server takes it: the new text, marked (edited)', async () => {
      await press('Server answers');
      await expectChat('"change":"idle"');
      await expectMessages(el, [
        STORE_HISTORY[0] as string,
        'Avery Admin: Check the romaine and the kale.',
        ...STORE_HISTORY.slice(2),
      ]);
      await expect(messageItem(el, 105).querySelector('[data-part="edited"]')).toHaveTextContent(
        /^\(edited\)$/,
      );
    });
    await step('Delete it: asked first; confirmed, deleting, the DELETE waits', async () => {
      await userEvent.click(within(messageItem(el, 105)).getByRole('button', { name: 'Delete' }));
      const dialog = await body().findByRole('alertdialog', { name: 'Delete this message?' });
      await expect(dialog).toHaveTextContent('Everyone in the room will see “Message deleted” instead.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expectChat('"change":"deleting"');
      await expectPending('DELETE /api/staffchat/messages/105');
    });
    await step('The server deletes it: Message deleted in its place', async () => {
      await press('Server answers');
      await expectChat('"change":"idle"');
      await expectMessages(el, [
        STORE_HISTORY[0] as string,
        'Avery Admin: Message deleted',
        ...STORE_HISTORY.slice(2),
      ]);
    });
  },
};

/**
 * Older messages on request: the newest 50 first, then the page before them.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live` (its newest 50): press **Open the stream**; choose the room **Harvest Table Downtown**.
 * 3. `ready.open`, room `loadingOlder`: turn on **Answer by hand**, press **Load older messages**.
 * 4. `ready.open`, room `idle` (64 in all, nothing older left): press **Server answers**.
 * `open.…`: `staffChatConnection`; `ready.open` and its room region: `staffChat` (**Chat machine state**).
 */
export const OlderMessages: Story = {
  name: 'Older messages on request',
  args: { olderHistory: true },
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded, live; the store room shows its newest 50 and offers older ones', async () => {
      await loaded(el);
      await live(el);
      await openRoom(el, 'Harvest Table Downtown');
      await waitFor(() => expect(messageLines(el)).toHaveLength(50));
      await expect(messageLines(el)[0]).toBe('Sam Staff: Shift note 15.');
      await expect(within(el).getByRole('button', { name: 'Load older messages' })).toBeVisible();
    });
    await step(
      'Requests wait; Load older messages: loadingOlder, the page before the oldest waits',
      async () => {
        await answerByHand(true);
        await userEvent.click(within(el).getByRole('button', { name: 'Load older messages' }));
        await expectChat('"room":"loadingOlder"');
        await waitFor(() => expect(el.textContent).toContain('Loading older messages…'));
        await expectPending('GET /api/staffchat/rooms/3/messages?before=15&limit=50');
      },
    );
    await step('The server answers: the 14 before them, 64 in all, nothing older left', async () => {
      await press('Server answers');
      await expectChat('"room":"idle"');
      await waitFor(() => expect(messageLines(el)).toHaveLength(64));
      await expect(messageLines(el)[0]).toBe('Sam Staff: Shift note 1.');
      await expect(within(el).queryByRole('button', { name: 'Load older messages' })).toBeNull();
    });
  },
};

/**
 * A reconnect with no event id to resume from reloads the chat; then the connection is stopped.
 *
 * How to reach each state:
 * 1. `open.connecting`: on load.
 * 2. `open.live` (no event seen yet): in the QA panel press **Open the stream**.
 * 3. `backoff`: press **Browser gives up**.
 * 4. `open.connecting` (a new stream, no event id to resume from): press **Advance 1 s**.
 * 5. `ready.open`, sync `syncing` (the chat reloads): turn on **Answer by hand**, press **Open the stream**.
 * 6. `ready.open`, sync `idle` (in sync again): turn off **Answer by hand**.
 * 7. `stopped` (the stream closed): press **Stop the connection (STOP)**.
 * `open.…`, `backoff`, `stopped`: `staffChatConnection`; `ready.open` and its sync region: `staffChat`.
 */
export const ResyncAndStop: Story = {
  name: 'A reconnect that could not resume reloads; the connection stopped',
  play: async ({ canvasElement: el, step }) => {
    await step('Loaded and live, no event seen yet', async () => {
      await loaded(el);
      await live(el);
      await expectPanel('last-event-id', 'none');
    });
    await step('The browser gives up; 1 s later a new stream, with no event id to resume from', async () => {
      await press('Browser gives up');
      await expectConnection('backoff');
      await press('Advance 1 s');
      await expectConnection({ open: 'connecting' });
      await expectPanel('streams', '/api/staffchat/stream, /api/staffchat/stream');
    });
    await step(
      'Requests wait; it opens: live, but nothing could be replayed, so the chat reloads (syncing)',
      async () => {
        await answerByHand(true);
        await press('Open the stream');
        await expectConnection({ open: 'live' });
        await expectChat('"sync":"syncing"');
        await waitFor(() =>
          expect(panel().getByTestId('pending-requests').textContent).toMatch(/^GET \/api\/staffchat\/rooms/),
        );
      },
    );
    await step('The server answers: in sync again', async () => {
      await answerByHand(false);
      await expectChat('"sync":"idle"');
      await expectPending('none');
      await expectMessages(el, [HOLIDAY]);
    });
    await step('STOP: the connection stops and closes its stream', async () => {
      await press('Stop the connection (STOP)');
      await expectConnection('stopped');
      await expectPanel('stream', 'closed');
    });
  },
};
