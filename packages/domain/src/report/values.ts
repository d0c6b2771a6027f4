// Parsing of the CSV files' cell values: 12-hour times, numbers and business dates.

/**
 * Parses a 12-hour clock time ("hh:mm AM/PM"; the hour may have one digit) into minutes after midnight.
 * With `allowSeconds` (sample and timer times) "hh:mm:ss AM/PM" is accepted too and gives fractional
 * minutes. Spaces around and before AM/PM are optional, case is ignored, "a.m." is accepted. Anything
 * else gives `null`. Hand-written (no regex, no allocation): it runs once per CSV row.
 */
export function parseTime12h(text: string | null | undefined, allowSeconds = false): number | null {
  if (typeof text !== 'string') return null;
  const n = text.length;
  let i = 0;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  let d = digit(text.charCodeAt(i));
  if (d < 0) return null;
  let hour = d;
  i++;
  d = digit(text.charCodeAt(i));
  if (d >= 0) {
    hour = hour * 10 + d;
    i++;
  }
  if (text.charCodeAt(i) !== 58 /* : */) return null;
  const m1 = digit(text.charCodeAt(i + 1));
  const m2 = digit(text.charCodeAt(i + 2));
  if (m1 < 0 || m2 < 0) return null;
  const minute = m1 * 10 + m2;
  i += 3;
  let second = 0;
  if (text.charCodeAt(i) === 58) {
    if (!allowSeconds) return null;
    const s1 = digit(text.charCodeAt(i + 1));
    const s2 = digit(text.charCodeAt(i + 2));
    if (s1 < 0 || s2 < 0) return null;
    second = s1 * 10 + s2;
    i += 3;
  }
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  const ap = text.charCodeAt(i) | 0x20; // lower-case
  if (ap !== 97 /* a */ && ap !== 112 /* p */) return null;
  i++;
  if (text.charCodeAt(i) === 46 /* . */) i++;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  if ((text.charCodeAt(i) | 0x20) !== 109 /* m */) return null;
  i++;
  if (text.charCodeAt(i) === 46) i++;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  if (i !== n) return null;
  if (hour < 1 || hour > 12 || minute > 59 || second > 59) return null;
  const hour24 = (hour % 12) + (ap === 112 ? 12 : 0);
  return second === 0 ? hour24 * 60 + minute : hour24 * 60 + minute + second / 60;
}

/** 0-9 for an ASCII digit's char code, otherwise -1 (NaN from charCodeAt past the end gives -1 too). */
function digit(code: number): number {
  return code >= 48 && code <= 57 ? code - 48 : -1;
}

/** The whitespace `\s` matches in times: space, tab, and the line/form feeds, NBSP and BOM. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0xfeff ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** Formats minutes after midnight as "6:05 AM" (or "6:05:30 AM" when there are seconds). */
export function formatTime12h(minutes: number): string {
  const totalSeconds = Math.round((((minutes % 1440) + 1440) % 1440) * 60);
  const hour24 = Math.floor(totalSeconds / 3600) % 24;
  const minute = Math.floor((totalSeconds % 3600) / 60);
  const second = totalSeconds % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const mm = minute < 10 ? `0${minute}` : `${minute}`;
  const ss = second === 0 ? '' : second < 10 ? `:0${second}` : `:${second}`;
  return `${hour12}:${mm}${ss} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** Formats a 24-hour "HH:MM" (as stored for store hours) as "6:00 AM"; other text is returned as is. */
export function formatClockTime(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return hhmm;
  return formatTime12h(h * 60 + min);
}

/**
 * Parses a numeric cell. Accepts "1234.5", " 1,234.50 ", "$1,234.50", "-$3.00" and "(3.00)"; anything
 * that fails to parse counts as 0.
 */
export function parseNumber(text: string | null | undefined): number {
  if (typeof text !== 'string') return 0;
  let s = text.trim();
  if (s === '') return 0;
  const direct = Number(s);
  if (Number.isFinite(direct)) return direct;
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1).trim();
  }
  if (s.startsWith('$')) s = s.slice(1).trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^\.\d+$/.test(s)) return 0;
  const n = Number(s.replaceAll(',', ''));
  if (!Number.isFinite(n)) return 0;
  return negative ? -n : n;
}

/** Rounds to 2 decimals (half away from zero on the decimal representation), never -0. */
export function round2(n: number): number {
  const r = Math.round((Math.abs(n) + Number.EPSILON) * 100) / 100;
  return n < 0 && r !== 0 ? -r : r;
}

/** a / b rounded to 2 decimals; a zero divisor (or any non-finite result) gives null. */
export function ratio(a: number, b: number, scale = 1): number | null {
  if (b === 0) return null;
  const r = (a / b) * scale;
  return Number.isFinite(r) ? round2(r) : null;
}

/** Rounds to 1 decimal, never -0. */
export function round1(n: number): number {
  const r = Math.round((Math.abs(n) + Number.EPSILON) * 10) / 10;
  return n < 0 && r !== 0 ? -r : r;
}

/** Whole hundredths (cents, hundredths of an hour), so sums are exact and independent of row order. */
export function toHundredths(n: number): number {
  const r = Math.round(Math.abs(n) * 100);
  return n < 0 && r !== 0 ? -r : r;
}

/**
 * Normalises a business date: "2026-11-17", "2026-11-17T00:00:00Z", "11/17/2026" and "11/17/26"
 * become "2026-11-17"; anything else is returned trimmed.
 */
export function normalizeBusinessDate(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  const s = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? s;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
  if (us) {
    const year = us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
    return ymd(year, Number(us[1]), Number(us[2])) ?? s;
  }
  return s;
}

function ymd(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Memoises time parsing for the clock-in variance (the same few shift and punch times repeat across
 * hundreds of rows), and the last variance computed for a given pair of labor row arrays. The context
 * machine calls `clear()` when the date or the store changes.
 */
export class ClockInParseCache {
  readonly #times = new Map<string, number | null>();
  #variance: { actual: unknown; scheduled: unknown; variant: unknown; result: unknown } | null = null;

  /** Minutes after midnight of an "hh:mm AM/PM" time, or null; memoised. */
  parse(text: string): number | null {
    let v = this.#times.get(text);
    if (v === undefined) {
      v = parseTime12h(text);
      this.#times.set(text, v);
    }
    return v;
  }

  /** How many distinct time strings are memoised. */
  get size(): number {
    return this.#times.size;
  }

  /**
   * @internal the variance memo: same row arrays (by identity) and the same `variant` (what else the
   * result depends on, e.g. the on-time tolerance; compared with Object.is) give the same result.
   */
  memo<T>(actual: unknown, scheduled: unknown, compute: () => T, variant?: unknown): T {
    const m = this.#variance;
    if (m && m.actual === actual && m.scheduled === scheduled && Object.is(m.variant, variant)) {
      return m.result as T;
    }
    const result = compute();
    this.#variance = { actual, scheduled, variant, result };
    return result;
  }

  clear(): void {
    this.#times.clear();
    this.#variance = null;
  }
}
