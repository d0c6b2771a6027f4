import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClockInParseCache,
  formatClockTime,
  formatTime12h,
  normalizeBusinessDate,
  parseNumber,
  parseTime12h,
  round1,
  round2,
} from './values';

/** The rule as a regular expression: the hand-written parser must agree with it on every input. */
const REFERENCE = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?\s*$/;
function referenceParse(text: string, allowSeconds: boolean): number | null {
  const m = REFERENCE.exec(text);
  if (!m) return null;
  if (m[3] !== undefined && !allowSeconds) return null;
  const [h, min, sec] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 0 : Number(m[3])];
  if (h < 1 || h > 12 || min > 59 || sec > 59) return null;
  return ((h % 12) + (/[Pp]/.test(m[4]!) ? 12 : 0)) * 60 + min + sec / 60;
}

describe('times must look like hh:mm AM/PM (seconds optional for sample and timer times)', () => {
  it('parses hh:mm AM/PM into minutes after midnight', () => {
    expect(parseTime12h('06:00 AM')).toBe(360);
    expect(parseTime12h('6:05 am')).toBe(365);
    expect(parseTime12h('12:00 AM')).toBe(0);
    expect(parseTime12h('12:30 PM')).toBe(750);
    expect(parseTime12h('11:59 PM')).toBe(1439);
    expect(parseTime12h(' 01:15PM ')).toBe(795);
    expect(parseTime12h('9:00 p.m.')).toBe(1260);
  });

  it('accepts seconds only where they are allowed (sample and timer times)', () => {
    expect(parseTime12h('06:00:30 AM', true)).toBe(360.5);
    expect(parseTime12h('06:00:30 AM')).toBeNull();
    expect(parseTime12h('06:00 AM', true)).toBe(360);
  });

  it('refuses everything else', () => {
    for (const bad of [
      '',
      '06:00',
      '18:00',
      '13:00 PM',
      '00:30 AM',
      '6:60 AM',
      '6:5 AM',
      '06:00:60 AM',
      '06:00 XM',
      '06:00 AMX',
      '2026-11-17 06:00 AM',
      'six AM',
      '6 AM',
    ]) {
      expect(parseTime12h(bad, true), bad).toBeNull();
    }
    expect(parseTime12h(undefined)).toBeNull();
    expect(parseTime12h(null)).toBeNull();
  });

  it('the fast parser agrees with the rule written as a regular expression (property)', () => {
    const timeLike = fc
      .tuple(
        fc.constantFrom('', ' ', '\t'),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('', '0'),
        fc.integer({ min: 0, max: 99 }),
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('AM', 'PM', 'am', 'pm', 'a.m.', 'P.M', 'XM', 'A', 'M', ''),
        fc.constantFrom('', ' ', 'x'),
      )
      .map(
        ([lead, h, pad, m, s, gap, suffix, tail]) =>
          `${lead}${pad}${h}:${String(m).padStart(2, '0')}${s === undefined ? '' : `:${String(s).padStart(2, '0')}`}${gap}${suffix}${tail}`,
      );
    fc.assert(
      fc.property(fc.oneof(timeLike, fc.string()), fc.boolean(), (text, seconds) => {
        expect(parseTime12h(text, seconds)).toBe(referenceParse(text, seconds));
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('formats minutes as h:mm AM/PM and round-trips', () => {
    expect(formatTime12h(0)).toBe('12:00 AM');
    expect(formatTime12h(365)).toBe('6:05 AM');
    expect(formatTime12h(750)).toBe('12:30 PM');
    expect(formatTime12h(1439)).toBe('11:59 PM');
    expect(formatTime12h(360.5)).toBe('6:00:30 AM');
    expect(formatTime12h(1440 + 60)).toBe('1:00 AM');
    expect(formatClockTime('06:00')).toBe('6:00 AM');
    expect(formatClockTime('22:30')).toBe('10:30 PM');
    expect(formatClockTime('nope')).toBe('nope');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseTime12h(formatTime12h(m))).toBe(m);
      }),
    );
  });
});

describe('numeric fields that fail to parse count as 0', () => {
  it('parses plain and formatted numbers', () => {
    expect(parseNumber('1234.5')).toBe(1234.5);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('-3.25')).toBe(-3.25);
    expect(parseNumber('$1,234.50')).toBe(1234.5);
    expect(parseNumber('-$3.00')).toBe(-3);
    expect(parseNumber('(3.00)')).toBe(-3);
    expect(parseNumber('.5')).toBe(0.5);
  });

  it('counts anything unparsable as 0', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '12abc',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '1,2,3',
      '$',
      '--1',
    ]) {
      expect(parseNumber(bad), bad).toBe(0);
    }
    expect(parseNumber(undefined)).toBe(0);
    expect(parseNumber(null)).toBe(0);
  });

  it('always gives a finite number (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => Number.isFinite(parseNumber(s))));
  });
});

describe('rounding', () => {
  it('rounds half away from zero and never gives -0', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(-0.001)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round1(66.66666)).toBe(66.7);
    expect(round1(0.05)).toBe(0.1);
  });
});

describe('business dates for name + date matching', () => {
  it('normalises ISO and US forms to YYYY-MM-DD', () => {
    expect(normalizeBusinessDate('2026-11-17')).toBe('2026-11-17');
    expect(normalizeBusinessDate(' 2026-11-17T00:00:00.000Z ')).toBe('2026-11-17');
    expect(normalizeBusinessDate('11/17/2026')).toBe('2026-11-17');
    expect(normalizeBusinessDate('1/2/26')).toBe('2026-01-02');
    expect(normalizeBusinessDate('2026-02-30')).toBe('2026-02-30');
    expect(normalizeBusinessDate('yesterday')).toBe('yesterday');
    expect(normalizeBusinessDate(undefined)).toBe('');
  });
});

describe('the clock-in parse cache clears when the date or store changes', () => {
  it('memoises parsed times and empties on clear()', () => {
    const cache = new ClockInParseCache();
    expect(cache.parse('08:00 AM')).toBe(480);
    expect(cache.parse('08:00 AM')).toBe(480);
    expect(cache.parse('bad')).toBeNull();
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('memoises one result per pair of row arrays, and forgets it on clear()', () => {
    const cache = new ClockInParseCache();
    const a: unknown[] = [];
    const b: unknown[] = [];
    let calls = 0;
    const compute = () => ({ n: ++calls });
    const first = cache.memo(a, b, compute);
    expect(cache.memo(a, b, compute)).toBe(first);
    expect(cache.memo(a, [], compute)).toEqual({ n: 2 });
    cache.clear();
    expect(cache.memo(a, b, compute)).toEqual({ n: 3 });
  });
});
