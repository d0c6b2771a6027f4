// Traces the numbers of a reply to the figures of its report context. Pure and linear in the
// reply: each number is looked up among the figures sorted by size, so a 20 KB reply against a few
// hundred figures takes a few milliseconds.
import type { FigureUnit, ReportFigure, TracedFigure } from '../contract/chatReply';

/*
 * What counts as a number of a reply (a token):
 *   [sign] [$] digits [scale] [unit]
 *   - sign: `-`, `−` (U+2212) or `+` right before the digits or the `$` (a signed token must match the
 *     figure's sign); `±` or none: unsigned, which matches a figure or its negative ("$45.00 under the
 *     forecast" quotes a variance of -45; "7 min early" a clock-in variance of -7). A `-` right after a
 *     digit is a range ("10-12"), after a letter a hyphen ("COVID-19": not a figure at all).
 *     Accounting parentheses "($45.00)" read as unsigned too: prose puts positive amounts in
 *     parentheses as often ("busiest 12:00 PM ($1,234.56)").
 *   - digits: 1234, 1,234, 1,234.56, .5 (thousands grouped by commas, a decimal point).
 *   - scale: `k`/`K` (thousands) or `M` (millions) right after the digits: "$1.2k".
 *   - unit: `$` or "dollars" (money), `%`, "percent", "pts", "percentage points" (percent), "min",
 *     "mins", "minutes" (minutes), "h", "hrs", "hours" (hours), `°`, `°F`, "degrees" (a temperature,
 *     unit `number`); none: any unit.
 * A token matches a figure when the units agree and the figure rounded to the digits shown equals it
 * (34.2% matches 34.1667, $1,235 matches 1234.56, $1.2k matches 1234.56); a count must be equal.
 * Among several figures it prefers the one whose label words (a name, an hour) stand near the token,
 * then the closest value, then the earliest figure.
 *
 * Numbers that are not figures (no token, neither traced nor flagged):
 *   - dates: 2026-11-17 (and ISO date-times), 2026-11, 11/17, 11/17/2026, 17.11.2026, May 1, May 1st,
 *     1 May, November 17, 2026, and day ranges (Nov 27-28);
 *   - times: 10:00, 10:00 AM, 10:00:30 PM, 3 PM, 3pm, 3 p.m., 3 o'clock, and ranges (2-4 PM, 9 to 5 PM);
 *   - list numbers at a line's start ("1." and "1)", in quotes and headings too) and ordinals (1st, 2nd);
 *   - years: a plain 1900-2099 with nothing around it (no sign, $, grouping, decimals or unit);
 *   - inside links and addresses: markdown link and image targets `](...)`, `<...>` autolinks, bare
 *     http(s)/www addresses, HTML entities (&#39;);
 *   - numbers of names and ranks: after `#` ("#2", "Store #12"), after "Store", "Unit", "Location",
 *     "No." or "rank(ed)", the total of a rank ("#2 of 5"), counts of stores ("5 stores"), and digits
 *     joined to letters ("gpt-4o", "B12", "o3", "12px").
 */

const NUMBER = /([-+−±]?)(\$?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)/g;
const SCALE = /(?:[kK]|M)(?![A-Za-z0-9])/y;
const UNITS: readonly [RegExp, FigureUnit][] = [
  [/ ?%/y, 'percent'],
  [/ ?(?:percentage points?|percent|pts?)\b/iy, 'percent'],
  [/ ?(?:minutes?|mins?)\b/iy, 'minutes'],
  [/ ?(?:hours?|hrs?|h)\b/iy, 'hours'],
  [/ ?(?:°\s?[FC]?|degrees?\b)/iy, 'number'],
  [/ ?dollars?\b/iy, 'money'],
];

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** Spans whose numbers are not figures. */
const SKIPPED: readonly RegExp[] = [
  // link and image targets, autolinks, addresses, entities
  /\]\([^)\n]*\)/g,
  /<[a-z][a-z0-9+.-]*:[^>\s]*>/gi,
  /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+/gi,
  /&#x?[0-9a-f]+;/gi,
  // dates
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g,
  /\b(?:19|20)\d{2}-\d{2}\b/g,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  /\b\d{1,2}\.\d{1,2}\.\d{4}\b/g,
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}\\s*[-–—]\\s*\\d{1,2}\\b`, 'gi'),
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4}\\b)?`, 'gi'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z])(?:,?\\s+\\d{4}\\b)?`, 'gi'),
  // times
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\b\.?)?/gi,
  /\b\d{1,2}\s?[ap]\.?m\b\.?/gi,
  /\b\d{1,2}(?::\d{2})?\s*(?:[-–—]|to)\s*\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?/gi,
  /\b\d{1,2}\s+o['’]clock\b/gi,
  // list numbers at a line's start, ordinals
  /^[ \t]*(?:>[ \t]*)*(?:#{1,6}[ \t]+)?\d{1,9}[.)](?=[ \t]|$)/gm,
  /\b\d+(?:st|nd|rd|th)\b/gi,
];
/** Words right before a number that make it a name or a rank. */
const NAME_BEFORE = /(?:\b(?:store|unit|location|no\.|rank|ranks|ranked)\s*#?\s*|#\s*)$/i;
/** A rank's total: the 5 of "#2 of 5" or "ranked 2 of 5". */
const RANK_TOTAL_BEFORE = /(?:#|\brank(?:ed)?\s+#?)\d+\s+(?:of|out of)\s+$/i;
const STORES_AFTER = /^\s+(?:stores|locations)\b/i;
const WORDLIKE = /[\p{L}\p{N}_\\]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

interface Token {
  start: number;
  end: number;
  value: number;
  /** Whether a sign was written (then the figure's sign must agree). */
  signed: boolean;
  unit: FigureUnit | null;
  /** Half a unit of the last digit shown, times the scale. */
  tolerance: number;
}

function skippedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const re of SKIPPED) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      spans.push([m.index, m.index + m[0].length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

function sticky(re: RegExp, text: string, at: number): string | null {
  re.lastIndex = at;
  const m = re.exec(text);
  return m ? m[0] : null;
}

/** The reply's numbers that may be figures, in order. */
function figureTokens(text: string): Token[] {
  const skipped = skippedSpans(text);
  let skip = 0;
  const tokens: Token[] = [];
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(text); m !== null; m = NUMBER.exec(text)) {
    let start = m.index;
    let sign = m[1]!;
    const currency = m[2]!;
    const digits = m[3]!;
    const digitsAt = start + sign.length + currency.length;
    // A sign joined to a word or a number before it is a hyphen or a range's dash.
    if (sign !== '' && start > 0 && LETTER_OR_DIGIT.test(text[start - 1]!)) {
      if (!/\d/.test(text[start - 1]!)) continue; // "COVID-19", "gpt-4o"
      start += sign.length;
      sign = '';
    }
    const before = start > 0 ? text[start - 1]! : '';
    if (before !== '' && (WORDLIKE.test(before) || before === '.' || before === '/' || before === '#'))
      continue;

    let end = digitsAt + digits.length;
    let scale = 1;
    const s = sticky(SCALE, text, end);
    if (s) {
      scale = s === 'M' ? 1_000_000 : 1000;
      end += s.length;
    }
    let unit: FigureUnit | null = currency ? 'money' : null;
    for (const [re, u] of UNITS) {
      const found = sticky(re, text, end);
      if (found && (unit === null || unit === u)) {
        unit = u;
        end += found.length;
        break;
      }
    }
    if (end < text.length && LETTER_OR_DIGIT.test(text[end]!)) continue; // "4th", "12px", "B12"

    while (skip < skipped.length && skipped[skip]![1] <= start) skip++;
    let overlaps = false;
    for (let i = skip; i < skipped.length && skipped[i]![0] < end; i++) {
      if (skipped[i]![1] > start) {
        overlaps = true;
        break;
      }
    }
    if (overlaps) continue;
    const head = text.slice(Math.max(0, start - 24), start);
    if (NAME_BEFORE.test(head) || RANK_TOTAL_BEFORE.test(head)) continue;
    if (STORES_AFTER.test(text.slice(end, end + 12))) continue;
    const plain = digits.replaceAll(',', '');
    const year = /^\d{4}$/.test(digits) && Number(digits) >= 1900 && Number(digits) <= 2099;
    if (year && sign === '' && !currency && scale === 1 && unit === null) continue;

    const point = plain.indexOf('.');
    const decimals = point === -1 ? 0 : plain.length - point - 1;
    const magnitude = Number(plain) * scale;
    tokens.push({
      start,
      end,
      value: sign === '-' || sign === '−' ? -magnitude : magnitude,
      signed: sign === '-' || sign === '−' || sign === '+',
      unit,
      tolerance: 0.5 * 10 ** -decimals * scale,
    });
  }
  return tokens;
}

const LABEL_STOP_WORDS = new Set(['with', 'from', 'status', 'another', 'shift', 'hours', 'file']);
const TIME_IN_LABEL = /\d{1,2}:\d{2}(?::\d{2})? [AP]M/;

interface Indexed {
  figure: ReportFigure;
  index: number;
  magnitude: number;
  words: string[] | null;
  time: string | null;
}

function labelWords(f: Indexed): string[] {
  f.words ??= f.figure.label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !LABEL_STOP_WORDS.has(w))
    // "timers" stands in "1 expired timer", "issues" in "1 open issue"
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));
  return f.words;
}

/**
 * How near the figure's label stands to the token: its words in the 32 characters after the token
 * count twice (a number's noun follows it: "2 open issues"), in the 40 before once; its hour ("6:00 PM")
 * three times. Only the token's own line is read.
 */
function nearness(f: Indexed, before: string, after: string): number {
  let score = 0;
  for (const w of labelWords(f)) {
    if (after.includes(w)) score += 2;
    else if (before.includes(w)) score++;
  }
  if (f.time !== null) {
    const time = f.time.toLowerCase();
    if (before.includes(time) || after.includes(time)) score += 3;
  }
  return score;
}

/** Among figures as near: a bare number is a count rather than another unit, a positive value rather than a negative. */
function preference(token: Token, f: ReportFigure): number {
  return (token.unit === null && f.unit === 'count' ? 2 : 0) + (token.signed || f.value >= 0 ? 1 : 0);
}

/** The first index whose magnitude is at least `x`. */
function lowerBound(sorted: readonly Indexed[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.magnitude < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EPSILON = 1e-9;

/** Whether `a` sorts after `b`, comparing element by element (values within EPSILON are equal). */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (Math.abs(a[i]! - b[i]!) > EPSILON) return a[i]! > b[i]!;
  }
  return false;
}

function matches(token: Token, f: ReportFigure): boolean {
  if (token.unit !== null && token.unit !== f.unit) return false;
  const target = token.signed ? f.value : Math.abs(f.value);
  const wanted = token.signed ? token.value : Math.abs(token.value);
  const diff = Math.abs(target - wanted);
  return f.unit === 'count' ? diff < EPSILON : diff <= token.tolerance + EPSILON;
}

/**
 * The numbers of a reply (markdown), each with the figure it quotes, or null: not in the report
 * context. The rules of what is a number and what matches are at the top of this file.
 */
export function traceFigures(markdown: string, figures: readonly ReportFigure[]): TracedFigure[] {
  const tokens = figureTokens(markdown);
  if (tokens.length === 0) return [];
  const sorted: Indexed[] = figures
    .map((figure, index) => ({
      figure,
      index,
      magnitude: Math.abs(figure.value),
      words: null,
      time: TIME_IN_LABEL.exec(figure.label)?.[0] ?? null,
    }))
    .sort((a, b) => a.magnitude - b.magnitude || a.index - b.index);
  let lower: string | null = null;
  return tokens.map((token) => {
    const magnitude = Math.abs(token.value);
    const candidates: Indexed[] = [];
    for (
      let i = lowerBound(sorted, magnitude - token.tolerance - EPSILON);
      i < sorted.length && sorted[i]!.magnitude <= magnitude + token.tolerance + EPSILON;
      i++
    ) {
      if (matches(token, sorted[i]!.figure)) candidates.push(sorted[i]!);
    }
    let best: Indexed | null = candidates[0] ?? null;
    if (candidates.length > 1) {
      lower ??= markdown.toLowerCase();
      const lineStart = lower.lastIndexOf('\n', token.start - 1) + 1;
      const lineEnd = lower.indexOf('\n', token.end);
      const before = lower.slice(Math.max(lineStart, token.start - 40), token.start);
      const after = lower.slice(token.end, Math.min(lineEnd === -1 ? lower.length : lineEnd, token.end + 32));
      let bestKey: number[] = [];
      for (const c of candidates) {
        const key = [
          nearness(c, before, after),
          preference(token, c.figure),
          -Math.abs(Math.abs(c.figure.value) - magnitude),
          -c.index,
        ];
        if (bestKey.length === 0 || greater(key, bestKey)) {
          best = c;
          bestKey = key;
        }
      }
    }
    return {
      start: token.start,
      end: token.end,
      text: markdown.slice(token.start, token.end),
      figure: best?.figure ?? null,
    };
  });
}

/**
 * Where the numbers of a text that may be figures stand (as `traceFigures` reads them): never inside a
 * date, a time, a year, a list number or a name. Marking a rendered reply places its marks there only.
 */
export function figureSpans(text: string): { start: number; end: number }[] {
  return figureTokens(text).map(({ start, end }) => ({ start, end }));
}
