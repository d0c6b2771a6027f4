// What the QA stories' bridge (Storybook preview) and the `Machine` panel (Storybook manager) say to
// each other over Storybook's channel. Every payload is plain JSON.
import type { InspectedMachine } from './definition.ts';
import type { LogEntry } from './log.ts';
import type { Json } from './serialize.ts';

export const INSPECTOR_EVENTS = {
  /** preview -> manager: an actor to show, with its log so far. */
  attach: 'store-ops/machine-inspector/attach',
  /** preview -> manager: the actor took a step. */
  step: 'store-ops/machine-inspector/step',
  /** preview -> manager: the actor's story unmounted. */
  detach: 'store-ops/machine-inspector/detach',
  /** manager -> preview: send an event to the live actor. */
  send: 'store-ops/machine-inspector/send',
  /** manager -> preview: attach every live actor again (a panel that opened late). */
  sync: 'store-ops/machine-inspector/sync',
  /** preview -> manager: the answer to a sync is complete (every live actor attached again). */
  synced: 'store-ops/machine-inspector/synced',
  /** manager -> preview: remount the story and send the actor's logged events again, up to `seq`. */
  replay: 'store-ops/machine-inspector/replay',
  /** preview -> manager: how the replay went. */
  replayed: 'store-ops/machine-inspector/replayed',
  /** preview -> preview (the bridge to the preview's decorator): mount the story on view afresh. */
  remount: 'store-ops/machine-inspector/remount',
} as const;

export interface AttachMessage {
  /** Unique per attached actor in this preview (`session#1`). */
  key: string;
  /** The machine's id, or the name the story gave it. */
  name: string;
  machine: InspectedMachine;
  entries: LogEntry[];
  /** An example payload by event type (the machine's traversal's), for the panel's payload editor. */
  examples: Record<string, Json>;
}

export interface StepMessage {
  key: string;
  entry: LogEntry;
}

export interface DetachMessage {
  key: string;
}

export interface SendMessage {
  key: string;
  event: { type: string; [key: string]: unknown };
}

export interface ReplayMessage {
  key: string;
  /** The log entry the screen should show: every event up to it is sent again, in order. */
  seq: number;
}

export interface ReplayedMessage {
  /** The actor's name (the replayed actor attaches under a new key). */
  name: string;
  seq: number;
  ok: boolean;
  /** What the screen shows now, or where and why the replay stopped. */
  message: string;
}
