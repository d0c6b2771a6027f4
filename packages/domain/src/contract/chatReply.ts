// The chat's reply beyond the spec's plain JSON: the Server-Sent Events the LLM routes
// answer when asked with `Accept: text/event-stream`, and the figures a reply is traced to.
// No zod here: the chat's start-up path imports these (zod loads later, with the first reply).
import type { LlmResponse } from './api';

/** The Accept value that asks `POST /api/llm/{chat|tools}/{model}` for a stream. */
export const LLM_STREAM_ACCEPT = 'text/event-stream';

/**
 * The stream's events, in order: any number of `delta` (text to append) and `tool` (a tool round is
 * running: its name), then exactly one `done` (the plain contract's reply, the whole text in `msg`)
 * or one `error` (`{code, message}`, the same as a JSON error answer). On the wire each is a frame
 * `event: <type>` + `data: <JSON of the fields below>`.
 */
export type LlmStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'tool'; name: string }
  | { type: 'done'; reply: LlmResponse }
  | { type: 'error'; error: { code: string; message: string } };

/** The data line's JSON of each event type. */
export type LlmStreamData = {
  delta: { text: string };
  tool: { name: string };
  done: LlmResponse;
  error: { code: string; message: string };
};

/** How a stat-block value reads, which decides how it may be written in a reply. */
export type FigureUnit = 'money' | 'percent' | 'count' | 'minutes' | 'hours' | 'number';

/** One figure of a report context: the stat block, the field, its label and its value. */
export interface ReportFigure {
  block: string;
  field: string;
  label: string;
  value: number;
  unit: FigureUnit;
}

/** A number found in a reply: where it is, and the figure it equals (null: not in the report context). */
export interface TracedFigure {
  start: number;
  end: number;
  text: string;
  figure: ReportFigure | null;
}

/** What the chat shows when a number matches no figure of the context. */
export const NOT_IN_REPORT_CONTEXT = 'not in the report context';

/**
 * A short fingerprint of a report context's text (32-bit FNV-1a, hex). A reply stores the one of the
 * context it was asked with, so its numbers are traced only against that context's figures, never
 * against a day the user picked later.
 */
export function contextHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
