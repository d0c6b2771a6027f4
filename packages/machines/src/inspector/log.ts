// The inspector's event log and its time travel, as a pure reducer shared by the Storybook preview
// (which keeps the log to replay it to a panel that opens late) and the manager's panel.
import type { AcceptedEvent } from './definition.ts';
import { type Json, toJson } from './serialize.ts';

/** One step of the machine: the event it took and the snapshot it ended in. */
export interface LogEntry {
  /** 0 for the snapshot the inspector first saw, then one more per step. */
  seq: number;
  /** `Date.now()` when the snapshot was taken. */
  time: number;
  /** The event with its payload (`{ type: 'csv.load', date: '2024-05-01', storeId: 7 }`). */
  event: { type: string } & { [key: string]: Json };
  /** The state value before the event (null for the first entry). */
  from: Json;
  to: Json;
  /** Active state node ids after the event, ancestors included. */
  active: string[];
  context: Json;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** What the snapshot accepts (buttons of the panel while this entry is the live one). */
  accepts: AcceptedEvent[];
}

export const LOG_LIMIT = 500;

export interface LogState {
  entries: LogEntry[];
  /** How many of the oldest entries were dropped to keep `LOG_LIMIT`. */
  dropped: number;
  /** The `seq` QA travelled to, or null to follow the live snapshot. */
  selected: number | null;
}

export type LogAction =
  | { type: 'append'; entry: LogEntry }
  | { type: 'select'; seq: number }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'live' }
  | { type: 'reset'; entries: readonly LogEntry[] };

export const emptyLog: LogState = { entries: [], dropped: 0, selected: null };

function capped(entries: LogEntry[], dropped: number, limit: number): Pick<LogState, 'entries' | 'dropped'> {
  const over = entries.length - limit;
  return over > 0 ? { entries: entries.slice(over), dropped: dropped + over } : { entries, dropped };
}

/** The index in `entries` of the entry on view (the selected one, else the newest); -1 when empty. */
export function viewedIndex(state: LogState): number {
  if (state.selected === null) return state.entries.length - 1;
  return state.entries.findIndex((e) => e.seq === state.selected);
}

export function viewedEntry(state: LogState): LogEntry | undefined {
  return state.entries[viewedIndex(state)];
}

export function logReducer(state: LogState, action: LogAction, limit = LOG_LIMIT): LogState {
  switch (action.type) {
    case 'append': {
      const next = capped([...state.entries, action.entry], state.dropped, limit);
      // A travelled-to entry that fell off the log: stay in the past at the oldest one kept.
      const first = next.entries[0];
      const selected =
        state.selected !== null && first && state.selected < first.seq ? first.seq : state.selected;
      return { ...next, selected };
    }
    case 'reset':
      return { ...capped([...action.entries], 0, limit), selected: null };
    case 'select': {
      const index = state.entries.findIndex((e) => e.seq === action.seq);
      if (index === -1) return state;
      return { ...state, selected: index === state.entries.length - 1 ? null : action.seq };
    }
    case 'back': {
      const index = viewedIndex(state);
      const previous = state.entries[index - 1];
      return previous ? { ...state, selected: previous.seq } : state;
    }
    case 'forward': {
      if (state.selected === null) return state;
      const index = viewedIndex(state);
      const next = state.entries[index + 1];
      if (!next) return state;
      return { ...state, selected: index + 1 === state.entries.length - 1 ? null : next.seq };
    }
    case 'live':
      return state.selected === null ? state : { ...state, selected: null };
  }
}

/** A state value in one line: `signedOut.idle`, `open.{light.on, alarm.quiet}`. */
export function formatStateValue(value: Json): string {
  if (value === null) return '-';
  if (typeof value !== 'object' || Array.isArray(value)) return String(value);
  const parts = Object.entries(value).map(([key, child]) =>
    child !== null && typeof child === 'object' && Object.keys(child).length === 0
      ? key
      : `${key}.${formatStateValue(child)}`,
  );
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

/** The event's payload (everything but its type) as one line of JSON, or '' when it has none. */
export function formatPayload(event: LogEntry['event'], max = 80): string {
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return '';
  const text = JSON.stringify(payload);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The payload QA edits for an event type: the last one the log saw for that type, else the
 * machine's example (`examplePayloads`), else `{}`.
 */
export function lastPayload(entries: readonly LogEntry[], type: string, example?: Json): string {
  for (let i = entries.length - 1; i >= 0; i--) {
    const { type: seen, ...payload } = entries[i]!.event;
    if (seen === type) return JSON.stringify(payload, null, 2);
  }
  return example === undefined ? '{}' : JSON.stringify(example, null, 2);
}

/**
 * Each event type's first payload in `events` (everything but its type), as JSON: a machine's
 * traversal (`<machine>.graph.ts`) sends each event the machine takes with a payload that works.
 */
export function examplePayloads(events: readonly { type: string }[]): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const { type, ...payload } of events) if (!(type in out)) out[type] = toJson(payload);
  return out;
}

export type PayloadCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; error: string };

/** QA's payload text, checked: a JSON object (its `type`, if any, is the event's own). */
export function parsePayload(text: string): PayloadCheck {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (error) {
    return { ok: false, error: `Payload is not valid JSON: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: 'Payload must be a JSON object, like {"text": "hello"}' };
  }
  const { type: _type, ...payload } = value as Record<string, unknown>;
  return { ok: true, payload };
}
