import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, type CsvFileName } from '../contract';
import { NO_ROWS } from './rows';
import { rowsOfSections } from './sectionRows';
import { parseSections } from './sections';
import { clockInStatus, computeStatBlocks, isEmptyBlock, taskStatusKind } from './stats';
import { STAT_BLOCK_KEYS, type StatBlockKey } from './types';
import { ClockInParseCache, parseTime12h } from './values';

const csv = (file: CsvFileName, rows: readonly (readonly (string | number)[])[]) =>
  `${CSV_COLUMNS[file].join(',')}\n${rows.map((r) => r.join(',')).join('\n')}\n`;

const blocksOf = (
  files: Partial<Record<CsvFileName, string>>,
  keys: readonly StatBlockKey[] = STAT_BLOCK_KEYS,
) => computeStatBlocks(rowsOfSections(parseSections(files).sections), keys);

/** One scheduled 8:00 AM - 4:00 PM shift for Ann Lee and one punch that clocks in at `clockIn`. */
function oneShift(clockIn: string, opts: { punchDate?: string; punchName?: [string, string] } = {}) {
  const [first, last] = opts.punchName ?? ['Ann', 'Lee'];
  return blocksOf(
    {
      'scheduled_labor.csv': csv('scheduled_labor.csv', [
        ['Ann', 'Lee', '2026-11-17', '08:00 AM', '04:00 PM', 8],
      ]),
      'actual_labor.csv': csv('actual_labor.csv', [
        [first, last, opts.punchDate ?? '2026-11-17', clockIn, '04:00 PM', 7.9],
      ]),
    },
    ['employees'],
  ).employees!;
}

describe('sales metrics (totals plus metrics)', () => {
  const sales = csv('sales.csv', [
    ['06:00 AM', '1000.00', 50, 10, 150, 8, 800],
    ['07:00 AM', '500.50', 25, 5, 75.25, 4, 700],
  ]);

  it('sums the totals of the sales file', () => {
    expect(blocksOf({ 'sales.csv': sales }, ['sales']).sales!.totals).toEqual({
      netSales: 1500.5,
      transactions: 75,
      laborHours: 15,
      laborCost: 225.25,
      suggestedLaborHours: 12,
      forecast: 1500,
    });
  });

  it('computes every metric from its formula, to 2 decimals', () => {
    expect(blocksOf({ 'sales.csv': sales }, ['sales']).sales!.metrics).toEqual({
      netSalesPerTransaction: 20.01, // 1500.5 / 75 = 20.0067
      netSalesPerLaborHour: 100.03, // 1500.5 / 15 = 100.0333
      netSalesPerSuggestedLaborHour: 125.04, // 1500.5 / 12 = 125.0417
      laborCostPercent: 15.01, // 225.25 / 1500.5 * 100 = 15.0117
      actualVsSuggestedHoursPercent: 125, // 15 / 12 * 100
      costPerSuggestedLaborHour: 18.77, // 225.25 / 12 = 18.7708
      forecastVarianceDollars: 0.5, // 1500.5 - 1500
      forecastVariancePercent: 0.03, // 0.5 / 1500 * 100 = 0.0333
    });
  });

  it('a zero divisor gives null, never NaN or Infinity (zero transactions, no labor, no forecast, no sales)', () => {
    const zero = csv('sales.csv', [['06:00 AM', 0, 0, 0, 40, 0, 0]]);
    const { metrics } = blocksOf({ 'sales.csv': zero }, ['sales']).sales!;
    expect(metrics).toEqual({
      netSalesPerTransaction: null,
      netSalesPerLaborHour: null,
      netSalesPerSuggestedLaborHour: null,
      laborCostPercent: null,
      actualVsSuggestedHoursPercent: null,
      costPerSuggestedLaborHour: null,
      forecastVarianceDollars: 0,
      forecastVariancePercent: null,
    });
  });

  it('zero transactions alone nulls only net sales per transaction', () => {
    const rows = csv('sales.csv', [['06:00 AM', 100, 0, 2, 30, 2, 100]]);
    const { metrics } = blocksOf({ 'sales.csv': rows }, ['sales']).sales!;
    expect(metrics.netSalesPerTransaction).toBeNull();
    expect(metrics.netSalesPerLaborHour).toBe(50);
    expect(metrics.forecastVariancePercent).toBe(0);
  });

  it('numeric fields that fail to parse count as 0 in the totals', () => {
    const rows = csv('sales.csv', [
      ['06:00 AM', 'n/a', 'x', 2, 30, 2, 100],
      ['07:00 AM', 100, 10, '', 30, 2, '"$1,000.00"'],
    ]);
    const { totals, hourCount } = blocksOf({ 'sales.csv': rows }, ['sales']).sales!;
    expect(totals).toEqual({
      netSales: 100,
      transactions: 10,
      laborHours: 2,
      laborCost: 60,
      suggestedLaborHours: 4,
      forecast: 1100,
    });
    expect(hourCount).toBe(2);
  });
});

describe('hourly breakdown, one row per hour with the sales file figures', () => {
  it('orders the hours and sums rows of the same hour', () => {
    const rows = csv('sales.csv', [
      ['01:00 PM', 300, 3, 3, 30, 3, 300],
      ['06:00 AM', 100, 1, 1, 10, 1, 100],
      ['06:30 AM', 50, 1, 0.5, 5, 0.5, 40],
      ['12:00 AM', 7, 1, 0, 0, 0, 0],
    ]);
    expect(blocksOf({ 'sales.csv': rows }, ['hourly']).hourly).toEqual([
      {
        hour: '12:00 AM',
        hourOfDay: 0,
        netSales: 7,
        transactions: 1,
        laborHours: 0,
        laborCost: 0,
        suggestedLaborHours: 0,
        forecast: 0,
      },
      {
        hour: '6:00 AM',
        hourOfDay: 6,
        netSales: 150,
        transactions: 2,
        laborHours: 1.5,
        laborCost: 15,
        suggestedLaborHours: 1.5,
        forecast: 140,
      },
      {
        hour: '1:00 PM',
        hourOfDay: 13,
        netSales: 300,
        transactions: 3,
        laborHours: 3,
        laborCost: 30,
        suggestedLaborHours: 3,
        forecast: 300,
      },
    ]);
  });
});

describe('clock-in status per scheduled shift (tolerance plus or minus 2 minutes)', () => {
  it('Late if the actual start minus the scheduled start is over 2 minutes: +3 is Late', () => {
    const row = oneShift('08:03 AM').clockInVariance.shifts[0]!;
    expect(row).toMatchObject({
      status: 'Late',
      varianceMinutes: 3,
      actualStart: '8:03 AM',
      scheduledStart: '8:00 AM',
    });
  });

  it('Early if under -2 minutes: -3 is Early', () => {
    expect(oneShift('07:57 AM').clockInVariance.shifts[0]).toMatchObject({
      status: 'Early',
      varianceMinutes: -3,
    });
  });

  it('otherwise On Time: +2, -2 and 0 are On Time', () => {
    expect(oneShift('08:02 AM').clockInVariance.shifts[0]).toMatchObject({
      status: 'On Time',
      varianceMinutes: 2,
    });
    expect(oneShift('07:58 AM').clockInVariance.shifts[0]).toMatchObject({
      status: 'On Time',
      varianceMinutes: -2,
    });
    expect(oneShift('08:00 AM').clockInVariance.shifts[0]).toMatchObject({
      status: 'On Time',
      varianceMinutes: 0,
    });
  });

  it('the status thresholds on fractional minutes', () => {
    expect(clockInStatus(2.01)).toBe('Late');
    expect(clockInStatus(-2.01)).toBe('Early');
    expect(clockInStatus(2)).toBe('On Time');
    expect(clockInStatus(null)).toBe('N/A');
  });

  it('N/A when no overlapping punch exists (a punch that ends before the shift starts)', () => {
    const e = blocksOf(
      {
        'scheduled_labor.csv': csv('scheduled_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '08:00 AM', '04:00 PM', 8],
        ]),
        'actual_labor.csv': csv('actual_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '05:00 AM', '08:00 AM', 3],
        ]),
      },
      ['employees'],
    ).employees!;
    expect(e.clockInVariance.shifts[0]).toMatchObject({
      status: 'N/A',
      varianceMinutes: null,
      actualStart: null,
      actualEnd: null,
    });
    expect(e.clockInVariance.counts).toEqual({ late: 0, early: 0, onTime: 0, notApplicable: 1 });
  });

  it('N/A when the employee has no punch at all (a no-show)', () => {
    const e = blocksOf(
      {
        'scheduled_labor.csv': csv('scheduled_labor.csv', [
          ['Cy', 'Doe', '2026-11-17', '09:00 AM', '01:00 PM', 4],
        ]),
      },
      ['employees'],
    ).employees!;
    expect(e.clockInVariance.shifts[0]!.status).toBe('N/A');
  });

  it('matches by first + last name and business date: another day or another name is N/A', () => {
    expect(oneShift('08:00 AM', { punchDate: '2026-11-18' }).clockInVariance.shifts[0]!.status).toBe('N/A');
    expect(oneShift('08:00 AM', { punchName: ['Ann', 'Leeds'] }).clockInVariance.shifts[0]!.status).toBe(
      'N/A',
    );
    expect(oneShift('08:00 AM', { punchName: ['ann', ' LEE '] }).clockInVariance.shifts[0]!.status).toBe(
      'On Time',
    );
    expect(oneShift('08:05 AM', { punchDate: '11/17/2026' }).clockInVariance.shifts[0]!.status).toBe('Late');
  });

  it('an open punch (empty ClockOut) overlaps the shift', () => {
    const e = blocksOf(
      {
        'scheduled_labor.csv': csv('scheduled_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '08:00 AM', '04:00 PM', 8],
        ]),
        'actual_labor.csv': csv('actual_labor.csv', [['Ann', 'Lee', '2026-11-17', '08:10 AM', '', 0]]),
      },
      ['employees'],
    ).employees!;
    expect(e.clockInVariance.shifts[0]).toMatchObject({
      status: 'Late',
      varianceMinutes: 10,
      actualEnd: null,
    });
    expect(e.timesheet[0]).toMatchObject({ clockIn: '8:10 AM', clockOut: null });
  });

  it('a split day: each shift takes its own overlapping punch; an overnight shift works', () => {
    const e = blocksOf(
      {
        'scheduled_labor.csv': csv('scheduled_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '07:00 AM', '11:00 AM', 4],
          ['Ann', 'Lee', '2026-11-17', '01:00 PM', '05:00 PM', 4],
          ['Bo', 'Ray', '2026-11-17', '10:00 PM', '06:00 AM', 8],
        ]),
        'actual_labor.csv': csv('actual_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '01:04 PM', '05:00 PM', 3.93],
          ['Ann', 'Lee', '2026-11-17', '06:55 AM', '11:00 AM', 4.08],
          ['Bo', 'Ray', '2026-11-17', '09:59 PM', '06:00 AM', 8],
        ]),
      },
      ['employees'],
    ).employees!;
    expect(
      e.clockInVariance.shifts.map((s) => [s.name, s.scheduledStart, s.varianceMinutes, s.status]),
    ).toEqual([
      ['Ann Lee', '7:00 AM', -5, 'Early'],
      ['Ann Lee', '1:00 PM', 4, 'Late'],
      ['Bo Ray', '10:00 PM', -1, 'On Time'],
    ]);
  });

  it('status strings are exactly Late, Early, On Time and N/A', () => {
    const statuses = new Set(
      ['08:03 AM', '07:57 AM', '08:00 AM'].map((t) => oneShift(t).clockInVariance.shifts[0]!.status),
    );
    statuses.add(oneShift('08:00 AM', { punchDate: '2026-01-01' }).clockInVariance.shifts[0]!.status);
    expect([...statuses].sort()).toEqual(['Early', 'Late', 'N/A', 'On Time']);
  });
});

describe('employee summary and timesheet data', () => {
  it('scheduled vs actual hours per person, variance = actual - scheduled, and totals', () => {
    const e = blocksOf(
      {
        'scheduled_labor.csv': csv('scheduled_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '08:00 AM', '12:00 PM', 4],
          ['Ann', 'Lee', '2026-11-17', '01:00 PM', '05:00 PM', 4],
          ['Bo', 'Ray', '2026-11-17', '09:00 AM', '01:00 PM', 4],
        ]),
        'actual_labor.csv': csv('actual_labor.csv', [
          ['Ann', 'Lee', '2026-11-17', '08:00 AM', '12:15 PM', 4.25],
          ['Ann', 'Lee', '2026-11-17', '01:00 PM', '05:00 PM', 4],
          ['Dee', 'Kim', '2026-11-17', '10:00 AM', '12:00 PM', 'two'],
        ]),
      },
      ['employees'],
    ).employees!;
    expect(e.summary).toEqual({
      employees: [
        {
          name: 'Dee Kim',
          firstName: 'Dee',
          lastName: 'Kim',
          scheduledHours: 0,
          actualHours: 0,
          varianceHours: 0,
          shifts: 0,
          punches: 1,
        },
        {
          name: 'Ann Lee',
          firstName: 'Ann',
          lastName: 'Lee',
          scheduledHours: 8,
          actualHours: 8.25,
          varianceHours: 0.25,
          shifts: 2,
          punches: 2,
        },
        {
          name: 'Bo Ray',
          firstName: 'Bo',
          lastName: 'Ray',
          scheduledHours: 4,
          actualHours: 0,
          varianceHours: -4,
          shifts: 1,
          punches: 0,
        },
      ],
      totals: { employeeCount: 3, scheduledHours: 12, actualHours: 8.25, varianceHours: -3.75 },
    });
    expect(e.timesheet).toEqual([
      {
        name: 'Ann Lee',
        firstName: 'Ann',
        lastName: 'Lee',
        date: '2026-11-17',
        clockIn: '8:00 AM',
        clockOut: '12:15 PM',
        regularHours: 4.25,
      },
      {
        name: 'Dee Kim',
        firstName: 'Dee',
        lastName: 'Kim',
        date: '2026-11-17',
        clockIn: '10:00 AM',
        clockOut: '12:00 PM',
        regularHours: 0,
      },
      {
        name: 'Ann Lee',
        firstName: 'Ann',
        lastName: 'Lee',
        date: '2026-11-17',
        clockIn: '1:00 PM',
        clockOut: '5:00 PM',
        regularHours: 4,
      },
    ]);
  });
});

describe('task status (completed or late counts as completed; incomplete is an issue)', () => {
  const tasks = csv('tasks.csv', [
    ['completed', 'Ann', 'Mop'],
    ['Late', 'Bo', 'Fry'],
    ['incomplete', '', 'Trash'],
    ['skipped', '', 'Windows'],
    ['', '', 'Blank'],
    [' COMPLETED ', 'Cy', 'Stock'],
  ]);

  it('counts completed, late, issues and others; every row counts toward the total', () => {
    const t = blocksOf({ 'tasks.csv': tasks }, ['tasks']).tasks!;
    expect(t).toEqual({
      total: 6,
      completed: 3,
      late: 1,
      issues: 1,
      other: 2,
      completionRate: 50,
      byStatus: { '': 1, completed: 2, incomplete: 1, late: 1, skipped: 1 },
      issueTasks: [{ taskName: 'Trash', status: 'incomplete', completedBy: '' }],
      otherTasks: [
        { taskName: 'Blank', status: '', completedBy: '' },
        { taskName: 'Windows', status: 'skipped', completedBy: '' },
      ],
    });
  });

  it('completion rate = completed / total * 100 with one decimal', () => {
    const three = csv('tasks.csv', [
      ['completed', 'A', 'x'],
      ['late', 'B', 'y'],
      ['incomplete', '', 'z'],
    ]);
    expect(blocksOf({ 'tasks.csv': three }, ['tasks']).tasks!.completionRate).toBe(66.7);
    const seven = csv('tasks.csv', [
      ['completed', 'A', 'x'],
      ...Array.from({ length: 6 }, () => ['other', '', 'y']),
    ]);
    expect(blocksOf({ 'tasks.csv': seven }, ['tasks']).tasks!.completionRate).toBe(14.3);
  });

  it('no tasks: the completion rate is null, not NaN', () => {
    expect(blocksOf({}, ['tasks']).tasks).toMatchObject({ total: 0, completionRate: null });
  });

  it('taskStatusKind', () => {
    expect(['completed', 'late', 'incomplete', 'pending', 'LATE'].map(taskStatusKind)).toEqual([
      'completed',
      'completed',
      'issue',
      'other',
      'completed',
    ]);
  });
});

describe('samples (count, by product, by employee, by hour)', () => {
  it('counts samples, most first, and per hour in hour order; seconds are fine', () => {
    const samples = csv('samples.csv', [
      ['06:10:30 AM', 'Latte', 'Ann Lee'],
      ['06:59:59 AM', 'Muffin', 'Bo Ray'],
      ['09:00 AM', 'Latte', 'Ann Lee'],
      ['09:05 AM', 'Latte', ''],
      ['bad', 'Latte', 'Ann Lee'],
    ]);
    expect(blocksOf({ 'samples.csv': samples }, ['samples']).samples).toEqual({
      count: 4,
      byProduct: [
        { name: 'Latte', count: 3 },
        { name: 'Muffin', count: 1 },
      ],
      byEmployee: [
        { name: 'Ann Lee', count: 2 },
        { name: '(unknown)', count: 1 },
        { name: 'Bo Ray', count: 1 },
      ],
      byHour: [
        { hour: '6:00 AM', hourOfDay: 6, count: 2 },
        { hour: '9:00 AM', hourOfDay: 9, count: 2 },
      ],
    });
  });
});

describe('timer status (MinutesRemaining below 0 means expired, otherwise active)', () => {
  it('-1 is expired, 0 and above are active; counts and the list in start order', () => {
    const timers = csv('timers.csv', [
      ['07:00:05 AM', 'Fries', 0],
      ['06:00 AM', 'Coffee', -1],
      ['08:00 AM', 'Chicken', 12],
      ['08:00 AM', 'Bread', 'soon'],
    ]);
    expect(blocksOf({ 'timers.csv': timers }, ['timers']).timers).toEqual({
      total: 4,
      active: 3,
      expired: 1,
      timers: [
        { startedAt: '6:00 AM', timerName: 'Coffee', minutesRemaining: -1, status: 'expired' },
        { startedAt: '7:00:05 AM', timerName: 'Fries', minutesRemaining: 0, status: 'active' },
        { startedAt: '8:00 AM', timerName: 'Bread', minutesRemaining: 0, status: 'active' },
        { startedAt: '8:00 AM', timerName: 'Chicken', minutesRemaining: 12, status: 'active' },
      ],
    });
  });
});

describe('stat block keys sales, hourly, employees, tasks, samples, timers; all included by default', () => {
  it('all six by default', () => {
    expect(Object.keys(computeStatBlocks(NO_ROWS))).toEqual([
      'sales',
      'hourly',
      'employees',
      'tasks',
      'samples',
      'timers',
    ]);
  });

  it('only the requested keys are present', () => {
    expect(Object.keys(computeStatBlocks(NO_ROWS, ['timers', 'sales']))).toEqual(['sales', 'timers']);
    expect(computeStatBlocks(NO_ROWS, [])).toEqual({});
  });

  it('blocks with no rows are recognisable', () => {
    const b = computeStatBlocks(NO_ROWS);
    expect(STAT_BLOCK_KEYS.filter((k) => isEmptyBlock(b, k))).toEqual([...STAT_BLOCK_KEYS]);
    const withTasks = blocksOf({ 'tasks.csv': csv('tasks.csv', [['completed', 'A', 'x']]) });
    expect(isEmptyBlock(withTasks, 'tasks')).toBe(false);
  });

  it('the clock-in parse cache is reused and gives the same answer', () => {
    const { sections } = parseSections({
      'scheduled_labor.csv': csv('scheduled_labor.csv', [
        ['Ann', 'Lee', '2026-11-17', '08:00 AM', '04:00 PM', 8],
      ]),
      'actual_labor.csv': csv('actual_labor.csv', [['Ann', 'Lee', '2026-11-17', '08:03 AM', '04:00 PM', 8]]),
    });
    const cache = new ClockInParseCache();
    // The times are parsed once, as the rows are read; the variance is memoised for the same rows.
    const first = computeStatBlocks(rowsOfSections(sections, { cache }), ['employees'], cache);
    expect(cache.size).toBe(3);
    const second = computeStatBlocks(rowsOfSections(sections, { cache }), ['employees', 'tasks'], cache);
    expect(second.employees).toBe(first.employees);
    expect(computeStatBlocks(rowsOfSections(sections), ['employees']).employees).toEqual(first.employees);
  });
});

// --- properties -----------------------------------------------------------------------------------

const cents = fc.integer({ min: -100_000, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
const salesRow = fc.tuple(
  fc.integer({ min: 0, max: 23 }),
  cents,
  fc.integer({ min: 0, max: 500 }),
  cents,
  cents,
  cents,
  cents,
);
const hourText = (h: number) =>
  `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:00 ${h < 12 ? 'AM' : 'PM'}`;
const salesCsv = (rows: readonly (readonly [number, ...(string | number)[]])[]) =>
  csv(
    'sales.csv',
    rows.map(([h, ...rest]) => [hourText(h), ...rest]),
  );

// Small value sets on purpose: ties (same person, same start, names differing only in case) must not
// make the order of any list depend on the input order.
const name = fc.constantFrom('Ann', 'ann', 'Bo', 'Cy', 'Dee');
const anyClock = fc.integer({ min: 0, max: 1439 }).map((m) => {
  const h = Math.floor(m / 60);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
});
const clock = fc.oneof(anyClock, fc.constantFrom('08:00 AM', '08:03 AM', '07:57 AM', '04:00 PM', ''));
const clockWithSeconds = fc.oneof(clock, fc.constantFrom('08:00:30 AM', '08:00:29 AM', '11:59:59 PM'));
const hours = fc.oneof(cents, fc.constantFrom('8', '4', 'x'));
const laborRow = fc.tuple(
  name,
  name,
  fc.constantFrom('2026-11-17', '11/17/2026', '2026-11-18'),
  clock,
  clock,
  hours,
);
const dayFiles = fc.record({
  'sales.csv': fc.array(salesRow, { maxLength: 30 }),
  'scheduled_labor.csv': fc.array(laborRow, { maxLength: 25 }),
  'actual_labor.csv': fc.array(laborRow, { maxLength: 25 }),
  'tasks.csv': fc.array(
    fc.tuple(
      fc.constantFrom('completed', 'late', ' LATE ', 'incomplete', 'Incomplete', 'other', ''),
      name,
      name,
    ),
    {
      maxLength: 20,
    },
  ),
  'samples.csv': fc.array(fc.tuple(clockWithSeconds, fc.constantFrom('Latte', 'Muffin', 'Tea', ''), name), {
    maxLength: 30,
  }),
  'timers.csv': fc.array(
    fc.tuple(clockWithSeconds, fc.constantFrom('Fries', 'Rice'), fc.integer({ min: -3, max: 3 })),
    {
      maxLength: 20,
    },
  ),
});
type DayRows = typeof dayFiles extends fc.Arbitrary<infer T> ? T : never;
const toFiles = (d: DayRows): Record<CsvFileName, string> => ({
  'sales.csv': salesCsv(d['sales.csv']),
  'scheduled_labor.csv': csv('scheduled_labor.csv', d['scheduled_labor.csv']),
  'actual_labor.csv': csv('actual_labor.csv', d['actual_labor.csv']),
  'tasks.csv': csv('tasks.csv', d['tasks.csv']),
  'samples.csv': csv('samples.csv', d['samples.csv']),
  'timers.csv': csv('timers.csv', d['timers.csv']),
});

describe('properties of the stat blocks', () => {
  it('totals equal the sum of the hourly rows', () => {
    fc.assert(
      fc.property(fc.array(salesRow, { maxLength: 40 }), (rows) => {
        const b = blocksOf({ 'sales.csv': salesCsv(rows) }, ['sales', 'hourly']);
        const keys = [
          'netSales',
          'transactions',
          'laborHours',
          'laborCost',
          'suggestedLaborHours',
          'forecast',
        ] as const;
        for (const k of keys) {
          const sum = b.hourly!.reduce((s, r) => s + r[k], 0);
          expect(b.sales!.totals[k]).toBeCloseTo(sum, 6);
        }
        expect(b.sales!.hourCount).toBe(b.hourly!.length);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('punches with the same clock-in match a shift the same way in any row order (found by the property below)', () => {
    const scheduled = [['Ann', 'Ann', '2026-11-17', '12:00 AM', '12:00 AM', '0.00']] as const;
    const overnight = ['Ann', 'Ann', '2026-11-17', '04:00 PM', '08:00 AM', '0.00'] as const;
    const evening = ['Ann', 'Ann', '2026-11-17', '04:00 PM', '12:00 AM', '0.00'] as const;
    const actualEnds = [
      [overnight, evening, overnight],
      [evening, overnight, overnight],
    ].map((rows) => {
      const b = blocksOf({
        'scheduled_labor.csv': csv('scheduled_labor.csv', scheduled),
        'actual_labor.csv': csv('actual_labor.csv', rows),
      });
      return b.employees?.clockInVariance.shifts.map((shift) => shift.actualEnd);
    });
    expect(actualEnds).toEqual([['12:00 AM'], ['12:00 AM']]);
  });

  it('shuffling the rows of every file changes no summary', () => {
    fc.assert(
      fc.property(dayFiles, fc.integer(), (day, seed) => {
        const shuffled = Object.fromEntries(
          Object.entries(day).map(([file, rows]) => [file, shuffle(rows as unknown[], seed)]),
        ) as DayRows;
        expect(blocksOf(toFiles(shuffled))).toEqual(blocksOf(toFiles(day)));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('every metric is a finite number or null', () => {
    fc.assert(
      fc.property(dayFiles, (day) => {
        const b = blocksOf(toFiles(day));
        const values = [...Object.values(b.sales!.metrics), b.tasks!.completionRate];
        for (const v of values) expect(v === null || Number.isFinite(v)).toBe(true);
        for (const s of b.employees!.clockInVariance.shifts) {
          expect(s.varianceMinutes === null || Number.isFinite(s.varianceMinutes)).toBe(true);
          expect(['Late', 'Early', 'On Time', 'N/A']).toContain(s.status);
        }
        expect(JSON.stringify(b)).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('clock-in counts add up to the number of scheduled shifts', () => {
    fc.assert(
      fc.property(dayFiles, (day) => {
        const e = blocksOf(toFiles(day)).employees!;
        const c = e.clockInVariance.counts;
        expect(c.late + c.early + c.onTime + c.notApplicable).toBe(e.clockInVariance.shifts.length);
        const valid = day['scheduled_labor.csv'].filter(
          ([, , , start, end]) => parseTime12h(start) !== null && parseTime12h(end) !== null,
        );
        expect(e.clockInVariance.shifts.length).toBe(valid.length);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

function shuffle<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
