// The staff chat stream's browser implementations: the EventSource (cookies sent) at the stream's
// URL, its events checked against the contract, and the window's online/offline events. The
// connection machine only reads the events these actors send back.
import { apiPaths, STAFFCHAT_EVENTS, type StaffChatEventName } from '@store-ops/domain';
import { fromCallback } from 'xstate';
import type { StaffChatConnectionEvent } from '../staffChat/staffChatConnection.machine';
import { loadSchemas } from './http';

/** One event as the browser's EventSource hands it to a listener: the `id:` line and the `data:` text. */
export interface StaffChatSourceMessage {
  data: string;
  lastEventId: string;
}

/** What the machine needs of the browser's EventSource (a test passes a fake). */
export interface StaffChatEventSourceLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: StaffChatEventName, listener: (event: StaffChatSourceMessage) => void): void;
  close(): void;
}

/** Opens a stream at a same-origin URL. */
export interface StaffChatEventSourceFactory {
  open(url: string): StaffChatEventSourceLike;
}

/** The browser's EventSource, cookies sent (resolved when a stream opens, so importing this needs none). */
export const browserEventSource: StaffChatEventSourceFactory = {
  open: (url) => new EventSource(url, { withCredentials: true }) as unknown as StaffChatEventSourceLike,
};

/**
 * The stream's URL. A new EventSource cannot set `Last-Event-ID` itself, so a stream the machine
 * opens again after the browser gave up names the last event it saw as `?last_event_id=N` (the server
 * replays what came after it, as it does for the header the browser sends on its own reconnects).
 */
export function staffChatStreamUrl(lastEventId: number | null): string {
  return apiPaths.staffChatStream(lastEventId);
}

/** One event as the machine takes it, or null when its id or its data is not the contract's. */
function parseStreamEvent(
  schemas: Awaited<ReturnType<typeof loadSchemas>>,
  name: StaffChatEventName,
  lastEventId: string,
  data: string,
): StaffChatConnectionEvent | null {
  const id = Number(lastEventId);
  if (lastEventId.trim() === '' || !Number.isSafeInteger(id) || id <= 0) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (name === 'read') {
    const parsed = schemas.staffChatReadEventSchema.safeParse(json);
    return parsed.success ? { type: 'source.event', event: { id, event: name, data: parsed.data } } : null;
  }
  const parsed = schemas.staffChatMessageSchema.safeParse(json);
  return parsed.success ? { type: 'source.event', event: { id, event: name, data: parsed.data } } : null;
}

/**
 * The stream as an actor: opens an event source at `staffChatStreamUrl(lastEventId)`, reports its
 * `open` and `error` (with the readyState at that moment) and every event whose id is a positive
 * integer and whose data is the contract's (others are dropped), in the order they came; closes it
 * when stopped.
 */
export function staffChatEventSourceActor(source: StaffChatEventSourceFactory = browserEventSource) {
  return fromCallback<StaffChatConnectionEvent, { lastEventId: number | null }>(({ input, sendBack }) => {
    let closed = false;
    const es = source.open(staffChatStreamUrl(input.lastEventId));
    // Events are validated with the lazily loaded schemas. Everything the source reports goes through
    // one chain, so open, error and events keep their order while the schemas load.
    const schemas = loadSchemas();
    schemas.catch(() => undefined); // a failed load drops events (below), it is not an unhandled rejection
    let chain: Promise<void> = Promise.resolve();
    const later = (
      make: () => StaffChatConnectionEvent | null | Promise<StaffChatConnectionEvent | null>,
    ) => {
      chain = chain.then(async () => {
        let event: StaffChatConnectionEvent | null = null;
        try {
          event = await make();
        } catch {
          // the schemas could not be loaded: the event is dropped
        }
        if (event && !closed) sendBack(event);
      });
    };
    es.onopen = () => later(() => ({ type: 'source.open' }));
    es.onerror = () => {
      const readyState = es.readyState; // now: the browser changes it as it retries or gives up
      later(() => ({ type: 'source.error', readyState }));
    };
    for (const name of STAFFCHAT_EVENTS) {
      es.addEventListener(name, ({ data, lastEventId }) =>
        later(async () => parseStreamEvent(await schemas, name, lastEventId, data)),
      );
    }
    return () => {
      closed = true;
      es.onopen = null;
      es.onerror = null;
      es.close();
    };
  });
}

/** What the window tells about the network, as events (`navigator.onLine` false at start: offline at once). */
export interface StaffChatNetworkTarget {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  readonly navigator?: { readonly onLine?: boolean };
}

export function staffChatNetworkActor(target: () => StaffChatNetworkTarget | undefined = browserWindow) {
  return fromCallback<StaffChatConnectionEvent>(({ sendBack }) => {
    const w = target();
    if (!w) return undefined;
    const online = () => sendBack({ type: 'network.online' });
    const offline = () => sendBack({ type: 'network.offline' });
    w.addEventListener('online', online);
    w.addEventListener('offline', offline);
    if (w.navigator?.onLine === false) offline();
    return () => {
      w.removeEventListener('online', online);
      w.removeEventListener('offline', offline);
    };
  });
}

function browserWindow(): StaffChatNetworkTarget | undefined {
  const w = globalThis as Partial<StaffChatNetworkTarget>;
  return typeof w.addEventListener === 'function' ? (w as StaffChatNetworkTarget) : undefined;
}

/** The browser implementation: the EventSource and the window's online/offline events. */
export function staffChatConnectionBrowserDefaults(
  deps: {
    eventSource?: StaffChatEventSourceFactory;
    network?: () => StaffChatNetworkTarget | undefined;
  } = {},
) {
  return {
    actors: {
      eventSource: staffChatEventSourceActor(deps.eventSource),
      network: staffChatNetworkActor(deps.network),
    },
  };
}
