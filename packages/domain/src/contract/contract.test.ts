import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Availability,
  type Company,
  CSV_COLUMNS,
  CSV_FILE_NAMES,
  chatMessageSchema,
  csvProxyResponseSchema,
  defaultDataWindow,
  earliestAvailability,
  isChatMessage,
  isIsoDate,
  isoDateSchema,
  parseSettings,
  type Store,
  sessionUserSchema,
  weekStarts,
} from './index';

describe('user settings arrive as a JSON string and are parsed into an object', () => {
  it('parses a JSON object string', () => {
    expect(parseSettings('{"theme":"dark","n":2}')).toEqual({ theme: 'dark', n: 2 });
  });

  it('a bad string becomes {}, never a crash', () => {
    for (const bad of ['', 'not json', '{"a":', '[1,2]', '"text"', '42', 'null', 'true']) {
      expect(parseSettings(bad), bad).toEqual({});
    }
    expect(parseSettings(undefined)).toEqual({});
    expect(parseSettings(null)).toEqual({});
    expect(parseSettings(7)).toEqual({});
  });

  it('the session user schema turns the wire string into an object', () => {
    const user = sessionUserSchema.parse({
      id: 1,
      email: 'a@b.c',
      name: 'A',
      admin: false,
      settings: '{oops',
    });
    expect(user.settings).toEqual({});
    expect(
      sessionUserSchema.parse({ id: 1, email: 'a@b.c', name: 'A', admin: true, settings: '{"x":1}' })
        .settings,
    ).toEqual({ x: 1 });
  });
});

const company = (id: number, source: string, week: Company['week_begin']): Company => ({
  id,
  name: `Company ${id}`,
  source_id: source,
  week_begin: week,
  version: 1,
});
const store = (id: number, companyId: number): Store => ({
  id,
  name: `Store ${id}`,
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  franchise: '',
  company_id: companyId,
  source_id: `S${id}`,
  version: 1,
});

describe('weekStarts maps company source_id to week_begin, only for companies that have stores', () => {
  it('leaves out companies without stores', () => {
    const companies = [
      company(1, 'C-1', 'Monday'),
      company(2, 'C-2', 'Sunday'),
      company(3, 'C-3', 'Wednesday'),
    ];
    expect(weekStarts(companies, [store(10, 1), store(11, 1), store(12, 3)])).toEqual({
      'C-1': 'Monday',
      'C-3': 'Wednesday',
    });
    expect(weekStarts(companies, [])).toEqual({});
  });
});

describe('availability keeps only the earliest record per employee', () => {
  it('keeps the earliest effective date of each employee', () => {
    const a = (id: number, employee: number, effective: string): Availability => ({
      id,
      employee_id: employee,
      effective,
      notes: '',
    });
    const kept = earliestAvailability([
      a(1, 5, '2026-03-01'),
      a(2, 5, '2026-01-15'),
      a(3, 6, '2026-02-01'),
      a(4, 5, '2026-02-01'),
    ]);
    expect(kept.map((r) => r.id).sort()).toEqual([2, 3]);
  });
});

describe('the date window for data filtering defaults to the last 7 days up to now', () => {
  it('ends today and starts 7 days before (UTC)', () => {
    expect(defaultDataWindow(new Date('2026-11-17T15:30:00Z'))).toEqual({
      start: '2026-11-10',
      end: '2026-11-17',
    });
    expect(defaultDataWindow(new Date('2026-03-03T00:00:00Z'))).toEqual({
      start: '2026-02-24',
      end: '2026-03-03',
    });
  });
});

describe('light guards agree with their schemas (the browser start-up uses the guards)', () => {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string(),
    fc.constantFrom('user', 'system', 'assistant'),
    fc.integer(),
    fc.boolean(),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
    fc.double(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    fc.record(
      {
        input: fc.oneof(fc.integer(), fc.double(), fc.string()),
        output: fc.oneof(fc.integer(), fc.string()),
      },
      { requiredKeys: [] },
    ),
  );
  const messageLike = fc.oneof(
    fc.record(
      {
        user: field,
        msg: field,
        llm: field,
        timestamp: field,
        model: field,
        tools: field,
        provider: field,
        duration_ms: field,
        usage: field,
        stopped: field,
        context_hash: field,
      },
      { requiredKeys: [] },
    ),
    fc.record({
      user: fc.constantFrom('user', 'system'),
      msg: fc.string(),
      llm: fc.string(),
      timestamp: fc.string(),
      model: fc.option(fc.string(), { nil: undefined }),
      tools: fc.option(fc.array(fc.string()), { nil: undefined }),
      provider: fc.option(fc.string(), { nil: undefined }),
      duration_ms: fc.option(fc.nat(), { nil: undefined }),
      usage: fc.option(fc.record({ input: fc.nat(), output: fc.nat() }), { nil: undefined }),
      stopped: fc.option(fc.boolean(), { nil: undefined }),
      context_hash: fc.option(fc.string(), { nil: undefined }),
    }),
    field,
  );

  it('isChatMessage accepts exactly what chatMessageSchema accepts', () => {
    fc.assert(
      fc.property(messageLike, (value) => {
        expect(isChatMessage(value)).toBe(chatMessageSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
    expect(isChatMessage({ user: 'system', msg: 'm', llm: 'l', timestamp: 't', tools: ['a'] })).toBe(true);
    expect(isChatMessage({ user: 'system', msg: 'm', llm: 'l', timestamp: 't', tools: [1] })).toBe(false);
  });

  it('isIsoDate accepts exactly what isoDateSchema accepts', () => {
    const dateLike = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
        ),
      fc.string(),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(dateLike, (value) => {
        expect(isIsoDate(value)).toBe(isoDateSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });
});

describe('contract schemas', () => {
  it('YYYY-MM-DD dates must be real calendar dates', () => {
    expect(isoDateSchema.safeParse('2026-11-17').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('11/17/2026').success).toBe(false);
  });

  it('chat message: user is user or system', () => {
    const msg = {
      user: 'user',
      msg: 'hi',
      llm: '/api/llm/chat/gpt-4o',
      timestamp: '2026-11-17T10:00:00.000Z',
    };
    expect(chatMessageSchema.parse(msg)).toEqual(msg);
    expect(chatMessageSchema.safeParse({ ...msg, user: 'assistant' }).success).toBe(false);
  });

  it('the CSV proxy answer holds the weather and one CSV text per file', () => {
    const body = Object.fromEntries([['weather', []], ...CSV_FILE_NAMES.map((f) => [f, ''])]);
    expect(csvProxyResponseSchema.safeParse(body).success).toBe(true);
    const { 'tasks.csv': _dropped, ...missing } = body;
    expect(csvProxyResponseSchema.safeParse(missing).success).toBe(false);
  });

  it('the six files and their columns are the spec’s', () => {
    expect(CSV_FILE_NAMES).toEqual([
      'sales.csv',
      'samples.csv',
      'timers.csv',
      'actual_labor.csv',
      'scheduled_labor.csv',
      'tasks.csv',
    ]);
    expect(CSV_COLUMNS['actual_labor.csv']).toEqual([
      'FirstName',
      'LastName',
      'DateOfBusiness',
      'ClockIn',
      'ClockOut',
      'RegularHours',
    ]);
  });
});
