import type { StaffChatEventName } from '@store-ops/domain';
import type {
  StaffChatEventSourceFactory,
  StaffChatEventSourceLike,
  StaffChatSourceMessage,
} from '../adapters/staffChatSource';
import { EVENT_SOURCE_STATE } from './staffChatConnection.machine';

/**
 * An EventSource driven by hand (tests, QA stories): `open()`, `drop()` (the connection dropped and the
 * browser reconnects by itself: readyState CONNECTING), `fail()` (the browser gave up: CLOSED), and
 * `emit(event, id, data)` (one stream event, as the server writes it).
 */
export class ManualEventSource implements StaffChatEventSourceLike {
  readyState: number = EVENT_SOURCE_STATE.connecting;
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** Closed by the machine (it left the states that hold a stream). */
  closed = false;
  private readonly listeners = new Map<string, ((event: StaffChatSourceMessage) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: StaffChatEventName, listener: (event: StaffChatSourceMessage) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = EVENT_SOURCE_STATE.closed;
  }
  open() {
    if (this.closed) return;
    this.readyState = EVENT_SOURCE_STATE.open;
    this.onopen?.({});
  }
  drop() {
    if (this.closed) return;
    this.readyState = EVENT_SOURCE_STATE.connecting;
    this.onerror?.({});
  }
  fail() {
    if (this.closed) return;
    this.readyState = EVENT_SOURCE_STATE.closed;
    this.onerror?.({});
  }
  /** One event: `data` as JSON (a string is sent as it is). Nothing once closed. */
  emit(event: StaffChatEventName, id: number | string, data: unknown) {
    if (this.closed) return;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const l of this.listeners.get(event) ?? []) l({ data: text, lastEventId: String(id) });
  }
}

/** A factory of manual event sources: every stream the machine opened, the newest last. */
export function manualEventSources(): StaffChatEventSourceFactory & {
  sources: ManualEventSource[];
  current(): ManualEventSource | undefined;
} {
  const sources: ManualEventSource[] = [];
  return {
    sources,
    open: (url) => {
      const source = new ManualEventSource(url);
      sources.push(source);
      return source;
    },
    current: () => sources[sources.length - 1],
  };
}
