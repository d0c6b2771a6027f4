import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type Store, type StoreHours, utf8Bytes, type Weather } from '../contract';
import {
  buildReportContext,
  CONTEXT_JSON_MARKER,
  contextPreviewFacts,
  contextSizeKb,
  describeDate,
  fromTables,
  parseContextText,
  type ReportContext,
  renderContextText,
  toTables,
  weatherFor,
} from './context';
import { reportContextSchema, reportRequestSchema, statBlocksSchema } from './schema';
import { parseSections } from './sections';

const store: Store = {
  id: 7,
  name: 'Maple Street',
  address: '12 Maple St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '217-555-0100',
  franchise: 'Daybreak Coffee',
  company_id: 1,
  source_id: 'S-7',
  version: 1,
};
const hoursRow = (id: number, storeId: number, day: number, closed = false): StoreHours => ({
  id,
  store_id: storeId,
  day_of_week: day,
  open_time: closed ? null : '06:00',
  close_time: closed ? null : '22:00',
  closed,
  version: 1,
});
const hours = [hoursRow(3, 7, 2), hoursRow(1, 7, 0, true), hoursRow(9, 8, 2), hoursRow(2, 7, 1)];
const weather: Weather = {
  store_id: 7,
  date: '2026-11-17',
  condition: 'Light rain',
  high_f: 54,
  low_f: 41,
  precipitation_in: 0.3,
};
const files = {
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n06:00 AM,1000,50,10,150,8,800\n',
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Mop\nincomplete,,Trash\n',
};

const build = (extra: Partial<Parameters<typeof buildReportContext>[0]> = {}): ReportContext =>
  buildReportContext({
    date: '2026-11-17',
    store,
    hours,
    sections: parseSections(files).sections,
    weather,
    ...extra,
  });

describe('report context is reportDate (date, displayDate, dayOfWeek), location (store and hours), statBlocks, weather', () => {
  it('has exactly those keys', () => {
    const ctx = build();
    expect(Object.keys(ctx)).toEqual(['reportDate', 'location', 'statBlocks', 'weather']);
    expect(Object.keys(ctx.location)).toEqual(['store', 'hours']);
    expect(ctx.reportDate).toEqual({
      date: '2026-11-17',
      displayDate: 'Tuesday, November 17, 2026',
      dayOfWeek: 'Tuesday',
    });
    expect(ctx.location.store).toBe(store);
    expect(ctx.weather).toBe(weather);
  });

  it("location hours are the store's rows in weekday order, with the report day marked", () => {
    const ctx = build();
    expect(ctx.location.hours.map((h) => [h.id, h.weekday, h.isReportDay])).toEqual([
      [1, 'Sunday', false],
      [2, 'Monday', false],
      [3, 'Tuesday', true],
    ]);
    expect(build({ store: null }).location).toEqual({ store: null, hours: [] });
  });

  it('stat blocks are built for the selected blocks (all by default)', () => {
    expect(Object.keys(build().statBlocks)).toEqual([
      'sales',
      'hourly',
      'employees',
      'tasks',
      'samples',
      'timers',
    ]);
    const ctx = build({ blocks: ['tasks'] });
    expect(ctx.statBlocks).toEqual({
      tasks: {
        total: 2,
        completed: 1,
        late: 0,
        issues: 1,
        other: 0,
        completionRate: 50,
        byStatus: { completed: 1, incomplete: 1 },
        issueTasks: [{ taskName: 'Trash', status: 'incomplete', completedBy: '' }],
        otherTasks: [],
      },
    });
  });
});

describe('display date is computed in UTC from YYYY-MM-DD (no timezone drift)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('is the same date in every timezone', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      process.env.TZ = tz;
      expect(describeDate('2026-11-17')).toEqual({
        date: '2026-11-17',
        displayDate: 'Tuesday, November 17, 2026',
        dayOfWeek: 'Tuesday',
      });
      expect(describeDate('2024-02-29').displayDate).toBe('Thursday, February 29, 2024');
      expect(describeDate('2027-01-01').displayDate).toBe('Friday, January 1, 2027');
    }
  });

  it('an invalid date keeps its text and has no weekday, never a crash', () => {
    expect(describeDate('2026-02-30')).toEqual({
      date: '2026-02-30',
      displayDate: '2026-02-30',
      dayOfWeek: '',
    });
    expect(describeDate('soon')).toEqual({ date: 'soon', displayDate: 'soon', dayOfWeek: '' });
  });
});

describe('the model-facing text (the system message)', () => {
  it('tells the model to use only the given figures and to say when something is not in the context', () => {
    const text = renderContextText(build());
    expect(text).toContain('Use only the figures in the report context below');
    expect(text).toContain('If the answer is not in the context, say that it is not in the context');
    expect(text).toContain('Report date: Tuesday, November 17, 2026 (2026-11-17)');
    expect(text).toContain('Location: Maple Street (Springfield, IL)');
    expect(text).toContain('Address: 12 Maple St, Springfield, IL 62701');
    expect(text).toContain('Hours on Tuesday: 6:00 AM - 10:00 PM');
    expect(text).toContain('Weather: Light rain, high 54°F, low 41°F, precipitation 0.3 in');
    expect(text).toContain(CONTEXT_JSON_MARKER);
  });

  it('names the blocks that are left out and the ones with no rows', () => {
    const text = renderContextText(build({ blocks: ['sales', 'samples'], weather: null }));
    expect(text).toContain('Stat blocks not included (not in the context): hourly, employees, tasks, timers');
    expect(text).toContain('Stat blocks with no rows');
    expect(text).toMatch(/not as zero\): samples$/m);
    expect(text).toContain('Weather: not in the context');
  });

  it('carries every figure: the context reads back out of the text exactly', () => {
    const ctx = build();
    const text = renderContextText(ctx);
    expect(parseContextText(text)).toEqual(JSON.parse(JSON.stringify(ctx)));
    expect(text).toContain('"netSales":1000');
    expect(text).toContain('"laborCostPercent":15');
  });

  it('writes lists of records as tables (columns once, then rows)', () => {
    const text = renderContextText(build({ blocks: ['tasks'] }));
    expect(text).toContain(
      '"issueTasks":{"columns":["taskName","status","completedBy"],"rows":[["Trash","incomplete",""]]}',
    );
    const value = {
      a: [
        { x: 1, y: [{ z: 'q' }] },
        { x: 2, y: [] },
      ],
      b: [],
      c: [1, 2],
    };
    expect(toTables(value)).toEqual({
      a: {
        columns: ['x', 'y'],
        rows: [
          [1, { columns: ['z'], rows: [['q']] }],
          [2, []],
        ],
      },
      b: [],
      c: [1, 2],
    });
    expect(fromTables(toTables(value))).toEqual(value);
    const mixed = [{ x: 1 }, { y: 2 }];
    expect(toTables(mixed)).toEqual(mixed);
  });

  it('parseContextText gives null for text that is not a context', () => {
    expect(parseContextText('hello')).toBeNull();
    expect(parseContextText(`${CONTEXT_JSON_MARKER}\n{not json`)).toBeNull();
    expect(parseContextText(`${CONTEXT_JSON_MARKER}\n{"a":1}`)).toBeNull();
  });
});

describe('context size in KB: UTF-8 bytes / 1024, one decimal', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('°F')).toBe(3);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('😀')).toBe(4);
    expect(utf8Bytes('\uD800')).toBe(3);
    const sample = 'Grüße 😀 – ok \uDC00';
    expect(utf8Bytes(sample)).toBe(Buffer.byteLength(sample, 'utf8'));
  });

  it("agrees with Node's encoder on any text, lone surrogates included (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 16 }),
          fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)) }),
        ),
        (text) => {
          expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('rounds to one decimal', () => {
    expect(contextSizeKb('')).toBe(0);
    expect(contextSizeKb('a'.repeat(1024))).toBe(1);
    expect(contextSizeKb('a'.repeat(1075))).toBe(1); // 1.0498
    expect(contextSizeKb('a'.repeat(1076))).toBe(1.1); // 1.0508
    expect(contextSizeKb('é'.repeat(1024))).toBe(2);
  });
});

describe('preview facts the chat screen shows (date, location, block count, weather, size KB)', () => {
  it('for a store with weather', () => {
    const ctx = build({ blocks: ['sales', 'tasks'] });
    const text = renderContextText(ctx);
    expect(contextPreviewFacts(ctx, text)).toEqual({
      date: '2026-11-17',
      displayDate: 'Tuesday, November 17, 2026',
      location: 'Maple Street (Springfield, IL)',
      blockCount: 2,
      weather: 'Light rain, high 54°F, low 41°F, precipitation 0.3 in',
      sizeKb: contextSizeKb(text),
    });
    expect(contextSizeKb(text)).toBeGreaterThan(1);
  });

  it('with no store and no weather', () => {
    const ctx = build({ store: null, weather: null, blocks: [] });
    expect(contextPreviewFacts(ctx, 'x')).toEqual({
      date: '2026-11-17',
      displayDate: 'Tuesday, November 17, 2026',
      location: 'All stores in scope (no store selected)',
      blockCount: 0,
      weather: null,
      sizeKb: 0,
    });
  });
});

describe('weatherFor picks the store-day from the CSV proxy weather list', () => {
  it('by store and date', () => {
    const other = { ...weather, store_id: 8 };
    expect(weatherFor([other, weather], 7, '2026-11-17')).toBe(weather);
    expect(weatherFor([other], 7, '2026-11-17')).toBeNull();
    expect(weatherFor([weather], 7, '2026-11-18')).toBeNull();
    expect(weatherFor(null, 7, '2026-11-17')).toBeNull();
  });
});

describe('zod schemas of the stat blocks and the report context', () => {
  it('accept every context the builder makes', () => {
    const ctx = JSON.parse(JSON.stringify(build()));
    expect(reportContextSchema.parse(ctx)).toEqual(ctx);
    expect(statBlocksSchema.parse({})).toEqual({});
  });

  it('refuse a wrong shape, and parseContextText gives null for it', () => {
    const ctx = JSON.parse(JSON.stringify(build({ blocks: ['employees'] })));
    ctx.statBlocks.employees.clockInVariance.counts.late = -1;
    expect(reportContextSchema.safeParse(ctx).success).toBe(false);
    const bad = {
      ...ctx,
      statBlocks: { timers: { total: 1, active: 1, expired: 0, timers: [{ status: 'paused' }] } },
    };
    expect(reportContextSchema.safeParse(bad).success).toBe(false);
    expect(parseContextText(`${CONTEXT_JSON_MARKER}\n${JSON.stringify(toTables(bad))}`)).toBeNull();
  });

  it('a report request takes a real date and known blocks', () => {
    expect(reportRequestSchema.parse({ date: '2026-11-17', blocks: ['sales'] })).toEqual({
      date: '2026-11-17',
      blocks: ['sales'],
    });
    expect(reportRequestSchema.safeParse({ date: '2026-11-31' }).success).toBe(false);
    expect(reportRequestSchema.safeParse({ date: '2026-11-17', blocks: ['weather'] }).success).toBe(false);
  });
});
