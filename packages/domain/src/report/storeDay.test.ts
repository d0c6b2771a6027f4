// End to end on the benchmark's generated store-days: every file parses, every row is counted.
import { describe, expect, it } from 'vitest';
import { generateStoreDay, HEAVY_DAY, TYPICAL_DAY } from '../../bench/storeDay';
import { CSV_FILE_NAMES } from '../contract';
import { buildReportContext, contextPreviewFacts, parseContextText, renderContextText } from './context';
import { parseSections } from './sections';
import { ClockInParseCache, parseTime12h } from './values';

describe('a generated heavy store-day (24 hours, 300 employees, 20,000 samples, 5,000 timers, 2,000 tasks)', () => {
  const files = generateStoreDay(HEAVY_DAY);
  const { sections, warnings, ignored } = parseSections(files);
  const ctx = buildReportContext({
    date: '2026-11-17',
    store: null,
    hours: [],
    sections,
    weather: null,
    cache: new ClockInParseCache(),
  });
  const b = ctx.statBlocks;

  it('is deterministic', () => {
    expect(generateStoreDay(HEAVY_DAY)).toEqual(files);
    expect(generateStoreDay(HEAVY_DAY, '2026-11-17', 7)).not.toEqual(files);
  });

  it('parses every row with no warnings', () => {
    expect(warnings).toEqual([]);
    expect(Object.values(ignored)).toEqual([0, 0, 0, 0, 0, 0]);
    for (const name of CSV_FILE_NAMES) {
      const lines = files[name].trimEnd().split('\n').length - 1;
      expect(sections.find((s) => s.name === name)!.data).toHaveLength(lines);
    }
  });

  it('counts every row in the blocks', () => {
    expect(b.hourly).toHaveLength(24);
    expect(b.sales!.hourCount).toBe(24);
    expect(b.samples!.count).toBe(20_000);
    expect(b.samples!.byProduct.reduce((n, p) => n + p.count, 0)).toBe(20_000);
    expect(b.samples!.byHour.reduce((n, p) => n + p.count, 0)).toBe(20_000);
    expect(b.timers!.total).toBe(5_000);
    expect(b.timers!.active + b.timers!.expired).toBe(5_000);
    expect(b.tasks!.total).toBe(2_000);
    expect(b.tasks!.completed + b.tasks!.issues + b.tasks!.other).toBe(2_000);
    expect(b.employees!.summary.totals.employeeCount).toBe(300);
    const c = b.employees!.clockInVariance.counts;
    expect(c.late + c.early + c.onTime + c.notApplicable).toBe(300);
    expect(c.notApplicable).toBe(300 - b.employees!.timesheet.length);
    expect(Math.min(c.late, c.early, c.onTime, c.notApplicable)).toBeGreaterThan(0);
  });

  it('lists timers in start order', () => {
    const starts = b.timers!.timers.map((t) => parseTime12h(t.startedAt, true)!);
    expect(starts.every((s, i) => i === 0 || starts[i - 1]! <= s)).toBe(true);
  });

  it('the text carries the whole context and its size is reported', () => {
    const text = renderContextText(ctx);
    expect(parseContextText(text)).toEqual(JSON.parse(JSON.stringify(ctx)));
    const facts = contextPreviewFacts(ctx, text);
    expect(facts.blockCount).toBe(6);
    expect(facts.sizeKb).toBe(Math.round(Buffer.byteLength(text, 'utf8') / 102.4) / 10);
  });
});

describe('a generated typical store-day', () => {
  it('is about 100 KB of CSV', () => {
    const files = generateStoreDay(TYPICAL_DAY);
    const bytes = CSV_FILE_NAMES.reduce((n, f) => n + Buffer.byteLength(files[f]), 0);
    expect(bytes).toBeGreaterThan(80 * 1024);
    expect(bytes).toBeLessThan(120 * 1024);
  });
});
