// The contract's rules that need no zod: the browser's start-up path imports these (and the
// constants) without pulling in the schemas, which load later with the first answer to validate.

import type { Weekday } from './constants';
import type { Availability, ChatMessage, Company, Store } from './entities';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date (2026-02-30 is refused) of the form YYYY-MM-DD. */
export function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** YYYY-MM-DD, and a real calendar date, without zod: for code that must stay light (the browser's start-up). */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && isCalendarDate(value);

/** `settings` arrives as a JSON string; a bad string becomes `{}`, never a crash. */
export function parseSettings(raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const isStringArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/**
 * The same rule as chatMessageSchema without zod, for the synchronous read of the stored history on
 * the chat's first render (zod loads later, with the first response to validate). A property test
 * holds the two to the same answers.
 */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  return (
    (m.user === 'user' || m.user === 'system') &&
    typeof m.msg === 'string' &&
    typeof m.llm === 'string' &&
    typeof m.timestamp === 'string' &&
    (m.model === undefined || typeof m.model === 'string') &&
    (m.tools === undefined || isStringArray(m.tools)) &&
    (m.provider === undefined || typeof m.provider === 'string') &&
    (m.duration_ms === undefined || isFiniteNumber(m.duration_ms)) &&
    (m.usage === undefined || isUsage(m.usage)) &&
    (m.stopped === undefined || typeof m.stopped === 'boolean') &&
    (m.context_hash === undefined || typeof m.context_hash === 'string')
  );
}

// zod's z.number() refuses NaN and ±Infinity.
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isUsage(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const u = value as Record<string, unknown>;
  return isFiniteNumber(u.input) && isFiniteNumber(u.output);
}

/** Derived: company source_id -> week_begin, only for companies that have stores. */
export function weekStarts(companies: readonly Company[], stores: readonly Store[]): Record<string, Weekday> {
  const withStores = new Set(stores.map((s) => s.company_id));
  return Object.fromEntries(
    companies.filter((c) => withStores.has(c.id)).map((c) => [c.source_id, c.week_begin]),
  );
}

/** Keeps only the earliest availability record per employee. */
export function earliestAvailability(records: readonly Availability[]): Availability[] {
  const earliest = new Map<number, Availability>();
  for (const r of records) {
    const seen = earliest.get(r.employee_id);
    if (!seen || r.effective < seen.effective) earliest.set(r.employee_id, r);
  }
  return [...earliest.values()];
}

/** The default data window: the last 7 days up to now, as YYYY-MM-DD (UTC). */
export function defaultDataWindow(now: Date = new Date(), days = 7): { start: string; end: string } {
  const end = now.toISOString().slice(0, 10);
  const start = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/**
 * What one assistant request may carry: the context, 5 earlier messages and the question
 * (7 messages), a question up to 4 KB, an earlier message up to 16 KB, a manual context up to 64 KB
 * (a report context is rebuilt from the server's own data, so its text is not what costs).
 * Sizes are UTF-8 bytes.
 */
export const LLM_LIMITS = {
  messages: 7,
  questionBytes: 4 * 1024,
  historyMessageBytes: 16 * 1024,
  manualContextBytes: 64 * 1024,
} as const;

/** A request over the limits: the HTTP status, the API error code and what the chat shows. */
export interface LlmLimitProblem {
  status: 400 | 413;
  code: 'too_many_messages' | 'question_too_long' | 'history_too_long' | 'context_too_long';
  message: string;
}

export const LLM_LIMIT_MESSAGES = {
  tooManyMessages: `Send at most ${LLM_LIMITS.messages} messages: the context, 5 earlier messages and the question.`,
  questionTooLong: 'Your question is over 4 KB. Shorten it and send it again.',
  historyTooLong: 'An earlier message is over 16 KB. Clear the chat history and ask again.',
  contextTooLong: 'The manual context is over 64 KB. Shorten it and send it again.',
} as const;

/**
 * Checks a request `[context?, ...history, question]` against LLM_LIMITS; `manualContext` says
 * whether its leading system message is free text (checked against 64 KB) rather than a report
 * context. Null when it is within them.
 */
export function llmLimitProblem(
  messages: readonly { user: string; msg: string }[],
  manualContext: boolean,
): LlmLimitProblem | null {
  if (messages.length > LLM_LIMITS.messages)
    return { status: 400, code: 'too_many_messages', message: LLM_LIMIT_MESSAGES.tooManyMessages };
  const question = messages.at(-1);
  if (question && utf8Bytes(question.msg) > LLM_LIMITS.questionBytes)
    return { status: 413, code: 'question_too_long', message: LLM_LIMIT_MESSAGES.questionTooLong };
  const hasContext = messages.length > 1 && messages[0]?.user === 'system';
  const context = hasContext ? messages[0] : undefined;
  if (context && manualContext && utf8Bytes(context.msg) > LLM_LIMITS.manualContextBytes)
    return { status: 413, code: 'context_too_long', message: LLM_LIMIT_MESSAGES.contextTooLong };
  const history = messages.slice(hasContext ? 1 : 0, -1);
  if (history.some((m) => utf8Bytes(m.msg) > LLM_LIMITS.historyMessageBytes))
    return { status: 413, code: 'history_too_long', message: LLM_LIMIT_MESSAGES.historyTooLong };
  return null;
}

const NON_ASCII = /[\u0080-\uffff]/g;

/**
 * UTF-8 byte length without encoding the text (works in browsers, workers and Node): the length plus
 * what each non-ASCII code unit adds, found by a native regex scan (the context is mostly ASCII).
 */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  NON_ASCII.lastIndex = 0;
  for (let m = NON_ASCII.exec(text); m !== null; m = NON_ASCII.exec(text)) {
    const i = m.index;
    const c = text.charCodeAt(i);
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff) {
      // A high surrogate: 4 bytes with its low half (2 units), else 3 on its own.
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 2;
        NON_ASCII.lastIndex = i + 2;
      } else bytes += 2;
    } else bytes += 2;
  }
  return bytes;
}
