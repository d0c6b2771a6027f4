import { CSV_COLUMNS, CSV_FILE_NAMES, csvProxyResponseSchema, parseCsvFile } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';
import { importStoreDay } from '../../services/import';

const day = (offset: number) =>
  new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const TIME = /^(0[1-9]|1[0-2]):[0-5]\d(:[0-5]\d)? (AM|PM)$/;

// The only server on its database keeps scopes and store versions until it writes; servers sharing a
// PostgreSQL keep them for one cache generation (services/processCache.ts), or not at all with
// PROCESS_CACHE=off. Every way, the same answers.
describe.each([
  ['the only server on its database', true, true],
  ['a server sharing its database', false, true],
  ['a server sharing its database, PROCESS_CACHE=off', false, false],
])('GET /api/csvproxy: %s', (_name, singleProcess, processCache) => {
  const env = useTestApp({ processCache }, { singleProcess });
  const get = async (cookie: string, query: string) =>
    env.as(cookie, { method: 'GET', url: `/api/csvproxy?${query}` });

  it('renders one store-day with exactly the spec columns, hh:mm AM/PM times, and parses cleanly with the domain parser', async () => {
    const admin = await env.login(ADMIN);
    const yesterday = day(-1);
    const res = await get(admin, `start=${yesterday}&end=${yesterday}&store_id=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = csvProxyResponseSchema.parse(res.json());
    expect(Object.keys(res.json())).toEqual(['weather', ...CSV_FILE_NAMES]);
    expect(body.weather).toEqual([
      expect.objectContaining({
        store_id: 1,
        date: yesterday,
        condition: expect.any(String),
        high_f: expect.any(Number),
      }),
    ]);
    for (const f of CSV_FILE_NAMES) {
      const lines = body[f].trimEnd().split('\n');
      expect(lines[0]).toBe(CSV_COLUMNS[f].join(','));
      expect(lines.length).toBeGreaterThan(1);
      const parsed = parseCsvFile(f, body[f]);
      expect([f, parsed.warnings]).toEqual([f, []]);
      expect(parsed.rows).toHaveLength(lines.length - 1);
    }
    const sales = parseCsvFile('sales.csv', body['sales.csv']).rows;
    // Store 1 (restaurant) opens 07:00-22:00 on weekdays, 08:00-23:00 Saturday, 08:00-21:00 Sunday.
    expect(sales.every((r) => TIME.test(r.Hour ?? '') && /:00 /.test(r.Hour ?? ''))).toBe(true);
    expect(sales.every((r) => /^\d+\.\d\d$/.test(r.NetSales ?? ''))).toBe(true);
    for (const f of ['actual_labor.csv', 'scheduled_labor.csv'] as const) {
      for (const r of parseCsvFile(f, body[f]).rows) expect(r.DateOfBusiness).toBe(yesterday);
    }
    const actual = parseCsvFile('actual_labor.csv', body['actual_labor.csv']).rows;
    expect(actual.every((r) => TIME.test(r.ClockIn ?? '') && TIME.test(r.ClockOut ?? ''))).toBe(true);
    const timers = parseCsvFile('timers.csv', body['timers.csv']).rows;
    expect(
      timers.every((r) => TIME.test(r.StartedAt ?? '') && /^-?\d+$/.test(r.MinutesRemaining ?? '')),
    ).toBe(true);
  });

  it('spans several days and stores: rows of each store-day in order', async () => {
    const admin = await env.login(ADMIN);
    const a = (await get(admin, `start=${day(-2)}&end=${day(-2)}&store_id=4`)).json();
    const b = (await get(admin, `start=${day(-1)}&end=${day(-1)}&store_id=4`)).json();
    const both = (await get(admin, `start=${day(-2)}&end=${day(-1)}&store_id=4`)).json();
    for (const f of CSV_FILE_NAMES) {
      const header = `${CSV_COLUMNS[f].join(',')}\n`;
      expect(both[f]).toBe(a[f] + b[f].slice(header.length));
    }
    expect(both.weather.map((w: { date: string }) => w.date)).toEqual([day(-2), day(-1)]);
    const everyStore = (await get(admin, `start=${day(-3)}&end=${day(-1)}`)).json();
    expect(everyStore.weather).toHaveLength(36);
  });

  it('future days carry forecasts and schedules but no punches, samples or timers', async () => {
    const admin = await env.login(ADMIN);
    const body = (await get(admin, `start=${day(3)}&end=${day(3)}&store_id=2`)).json();
    const sales = parseCsvFile('sales.csv', body['sales.csv']).rows;
    expect(sales.length).toBeGreaterThan(8);
    expect(sales.every((r) => r.NetSales === '0.00' && Number(r.Forecast) > 0)).toBe(true);
    expect(parseCsvFile('scheduled_labor.csv', body['scheduled_labor.csv']).rows.length).toBeGreaterThan(3);
    for (const f of ['actual_labor.csv', 'samples.csv', 'timers.csv'] as const)
      expect(body[f]).toBe(`${CSV_COLUMNS[f].join(',')}\n`);
    expect(new Set(parseCsvFile('tasks.csv', body['tasks.csv']).rows.map((r) => r.Status))).toEqual(
      new Set(['pending']),
    );
  });

  it("answers only the user's stores: another's and an unknown one are the same 404", async () => {
    const staff = await env.login(STAFF);
    const every = (await get(staff, `start=${day(-1)}&end=${day(-1)}`)).json();
    expect(every.weather.map((w: { store_id: number }) => w.store_id)).toEqual([1, 3]);
    expect((await get(staff, `start=${day(-1)}&end=${day(-1)}&store_id=3`)).statusCode).toBe(200);
    for (const storeId of [2, 999]) {
      const res = await get(staff, `start=${day(-1)}&end=${day(-1)}&store_id=${storeId}`);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: { code: 'not_found', message: 'Store not found.' } },
      ]);
    }
  });

  it('refuses bad, reversed or too long ranges with 400; 31 days is fine', async () => {
    const staff = await env.login(STAFF);
    for (const q of [
      'start=2026-02-30&end=2026-03-01',
      'start=2026-3-1&end=2026-03-02',
      'start=yesterday&end=today',
      `start=${day(0)}&end=${day(-1)}`,
      `start=${day(-31)}&end=${day(0)}`,
      `end=${day(0)}`,
      `start=${day(0)}`,
      `start=${day(0)}&end=${day(0)}&store_id=abc`,
      `start=${day(0)}&end=${day(0)}&store_id=-1`,
    ]) {
      const res = await get(staff, q);
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(Object.keys(res.json())).toEqual(['error']);
    }
    expect((await get(staff, `start=${day(-30)}&end=${day(0)}`)).statusCode).toBe(200);
  });

  it('serves a warm store-day from the cache and drops it when an import changes the day', async () => {
    const admin = await env.login(ADMIN);
    const q = `start=${day(-1)}&end=${day(-1)}&store_id=3`;
    const first = await get(admin, q);
    const second = await get(admin, q);
    expect(second.body).toBe(first.body);
    const result = await importStoreDay(env.database.db, {
      storeId: 3,
      date: day(-1),
      files: [
        {
          name: 'tasks.csv',
          text: 'Status,CompletedBy,TaskName\ncompleted,Ana Diaz,"Wipe tables, chairs"\nincomplete,,Mop floor\n',
        },
      ],
    });
    expect(result).toEqual({
      ok: true,
      problems: [],
      counts: { 'tasks.csv': 2 },
      replaced: { 'tasks.csv': 6 },
    });
    // The CLI imports while the embedded server is stopped; in-process, the app is told to forget.
    env.app.ctx.invalidate();
    const third = (await get(admin, q)).json();
    expect(third['tasks.csv']).toBe(
      'Status,CompletedBy,TaskName\ncompleted,Ana Diaz,"Wipe tables, chairs"\nincomplete,,Mop floor\n',
    );
    expect(third['sales.csv']).toBe(first.json()['sales.csv']);
  });
});

describe('import', () => {
  const env = useTestApp();

  it('round-trips the six files through the database (a re-import replaces the day)', async () => {
    const admin = await env.login(ADMIN);
    const date = day(-2);
    const files = [
      {
        name: '/exports/sales.csv',
        text: 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n10:00 AM,"$1,250.50",80,4,72.5,3.5,1200\n11:00 AM,900,60,3.5,63,3,950\n',
      },
      { name: 'samples.csv', text: 'Time,Product,Employee\n10:15:30 AM,Biscuit,Ana Diaz\n' },
      { name: 'timers.csv', text: 'StartedAt,TimerName,MinutesRemaining\n09:05 AM,Soup hold,-4\n' },
      {
        name: 'actual_labor.csv',
        text: `FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nAna,Diaz,${date},09:58 AM,02:01 PM,4.05\nNew,Hire,${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)},10:00 AM,,0\n`,
      },
      {
        name: 'scheduled_labor.csv',
        text: `FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\nAna,Diaz,${date},10:00 AM,02:00 PM,4\n`,
      },
      { name: 'tasks.csv', text: 'Status,CompletedBy,TaskName\nlate,Ana Diaz,Count drawer\n' },
    ];
    for (let round = 0; round < 2; round++) {
      const result = await importStoreDay(env.database.db, { storeId: 7, date, files });
      expect(result.ok).toBe(true);
    }
    const body = (
      await env.as(admin, { method: 'GET', url: `/api/csvproxy?start=${date}&end=${date}&store_id=7` })
    ).json();
    expect(body['sales.csv']).toBe(
      'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n10:00 AM,1250.50,80,4.00,72.50,3.50,1200.00\n11:00 AM,900.00,60,3.50,63.00,3.00,950.00\n',
    );
    expect(body['samples.csv']).toBe('Time,Product,Employee\n10:15:30 AM,Biscuit,Ana Diaz\n');
    expect(body['timers.csv']).toBe('StartedAt,TimerName,MinutesRemaining\n09:05 AM,Soup hold,-4\n');
    expect(body['actual_labor.csv']).toBe(
      `FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nAna,Diaz,${date},09:58 AM,02:01 PM,4.05\nNew,Hire,${date},10:00 AM,,0.00\n`,
    );
    expect(body['scheduled_labor.csv']).toBe(
      `FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\nAna,Diaz,${date},10:00 AM,02:00 PM,4.00\n`,
    );
    expect(body['tasks.csv']).toBe('Status,CompletedBy,TaskName\nlate,Ana Diaz,Count drawer\n');
  });

  it('reports bad rows with line numbers and writes nothing', async () => {
    const date = day(-2);
    const before = await env.database.db
      .selectFrom('sales')
      .select('id')
      .where('store_id', '=', 7)
      .where('day', '=', date)
      .execute();
    const result = await importStoreDay(env.database.db, {
      storeId: 7,
      date,
      files: [
        {
          name: 'sales.csv',
          text: 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n10:00 AM,1,1,1,1,1,1\n\n25:00 PM,1,1,1,1,1,1\n11:00 AM,lots,1,1,1,1,1\n',
        },
        { name: 'tasks.csv', text: 'Status,TaskName\ndone,x\n' },
        {
          name: 'actual_labor.csv',
          text: 'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nAna,Diaz,2020-01-01,09:00 AM,10:00 AM,1\n',
        },
        { name: 'notes.txt', text: 'hello' },
      ],
    });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { file: 'sales.csv', line: 4, message: 'Hour "25:00 PM" is not a time like 07:30 AM.' },
      { file: 'sales.csv', line: 5, message: 'NetSales "lots" is not a number.' },
      { file: 'tasks.csv', line: 1, message: 'tasks.csv is missing the column CompletedBy.' },
      { file: 'actual_labor.csv', line: 2, message: `DateOfBusiness "2020-01-01" is not ${date}.` },
      { file: 'notes.txt', line: null, message: expect.stringContaining('Unknown file') },
    ]);
    const after = await env.database.db
      .selectFrom('sales')
      .select('id')
      .where('store_id', '=', 7)
      .where('day', '=', date)
      .execute();
    expect(after).toEqual(before);
    const unknownStore = await importStoreDay(env.database.db, { storeId: 999, date, files: [] });
    expect(unknownStore.problems[0]?.message).toBe('Store 999 does not exist.');
  });
});
