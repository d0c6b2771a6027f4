// The contract's rules that need no zod: the browser's start-up path imports these (and the
// constants) without pulling in the schemas, which load later with the first answer to validate.
import type { Availability, ChatMessage, Company, Store, Weekday } from './entities';

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
    (m.tools === undefined || isStringArray(m.tools))
  );
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
