// The stat blocks: every figure the assistant may quote, computed here by code.
import type { DayStatus } from '../contract';
import type { PunchRow, SalesRow, SampleRow, ShiftRow, StoreDayRows, TaskItem, TimerItem } from './rows';
import {
  type ClockInStatus,
  type ClockInVariance,
  type ClockInVarianceRow,
  type EmployeeSummaryRow,
  type EmployeesBlock,
  type HourCount,
  type HourlyRow,
  type NamedCount,
  ON_TIME_TOLERANCE_MINUTES,
  type SalesBlock,
  type SalesFigures,
  type SalesMetrics,
  type SamplesBlock,
  STAT_BLOCK_KEYS,
  type StatBlockKey,
  type StatBlocks,
  type TaskRow,
  type TasksBlock,
  type TimerRow,
  type TimersBlock,
} from './types';
import {
  ClockInParseCache,
  formatTime12h,
  normalizeBusinessDate,
  ratio,
  round1,
  round2,
  toHundredths,
} from './values';

const FIGURES = [
  'netSales',
  'transactions',
  'laborHours',
  'laborCost',
  'suggestedLaborHours',
  'forecast',
] as const satisfies readonly (keyof SalesFigures)[];

/**
 * Clock-in status from actual start - scheduled start in minutes (null when no punch overlaps): Late
 * above +tolerance, Early below -tolerance, otherwise On Time.
 */
export function clockInStatus(
  varianceMinutes: number | null,
  tolerance: number = ON_TIME_TOLERANCE_MINUTES,
): ClockInStatus {
  if (varianceMinutes === null || !Number.isFinite(varianceMinutes)) return 'N/A';
  if (varianceMinutes > tolerance) return 'Late';
  if (varianceMinutes < -tolerance) return 'Early';
  return 'On Time';
}

/** How a task status counts. */
export function taskStatusKind(status: string): 'completed' | 'issue' | 'other' {
  const s = status.trim().toLowerCase();
  if (s === 'completed' || s === 'late') return 'completed';
  if (s === 'incomplete') return 'issue';
  return 'other';
}

// --- sales and hourly ---------------------------------------------------------------------------

interface HourAccumulator {
  /** Per hour of day, the six figures in hundredths (exact integer sums, order-independent). */
  byHour: (number[] | undefined)[];
}

function accumulateSales(rows: readonly SalesRow[]): HourAccumulator {
  const byHour: (number[] | undefined)[] = new Array(24);
  for (const row of rows) {
    let acc = byHour[row.hour];
    if (!acc) {
      acc = [0, 0, 0, 0, 0, 0];
      byHour[row.hour] = acc;
    }
    for (let i = 0; i < 6; i++) acc[i]! += toHundredths(row[FIGURES[i]!]);
  }
  return { byHour };
}

function figuresFrom(hundredths: readonly number[]): SalesFigures {
  const f = {} as SalesFigures;
  for (let i = 0; i < 6; i++) f[FIGURES[i]!] = round2(hundredths[i]! / 100);
  return f;
}

function hourlyRows(acc: HourAccumulator): HourlyRow[] {
  const rows: HourlyRow[] = [];
  for (let h = 0; h < 24; h++) {
    const a = acc.byHour[h];
    if (a) rows.push({ hour: formatTime12h(h * 60), hourOfDay: h, ...figuresFrom(a) });
  }
  return rows;
}

/** The last hour of day (0-23) with actual sales (net sales or transactions), or null. */
function lastSalesHour(acc: HourAccumulator): number | null {
  for (let h = 23; h >= 0; h--) {
    const a = acc.byHour[h];
    if (a && (a[0] !== 0 || a[1] !== 0)) return h;
  }
  return null;
}

function salesBlock(
  acc: HourAccumulator,
  include?: StatBlockOptions['metrics'],
  dayStatus: DayStatus = 'complete',
): SalesBlock {
  const sum = [0, 0, 0, 0, 0, 0];
  let hourCount = 0;
  // A day in progress meets its plan (suggested labor hours, forecast) only up to its last hour with sales.
  const planThrough = dayStatus === 'in_progress' ? (lastSalesHour(acc) ?? -1) : 23;
  for (let h = 0; h < 24; h++) {
    const a = acc.byHour[h];
    if (!a) continue;
    hourCount++;
    for (let i = 0; i < 4; i++) sum[i]! += a[i]!;
    if (h <= planThrough) {
      sum[4]! += a[4]!;
      sum[5]! += a[5]!;
    }
  }
  const totals = figuresFrom(sum);
  // No actuals (not started, no data, or in progress before its first sale): nothing to compare.
  if (dayStatus === 'not_started' || dayStatus === 'no_data' || planThrough < 0)
    return { totals, metrics: {}, hourCount };
  const { netSales, transactions, laborHours, laborCost, suggestedLaborHours, forecast } = totals;
  const metrics: SalesMetrics = {
    netSalesPerTransaction: ratio(netSales, transactions),
    netSalesPerLaborHour: ratio(netSales, laborHours),
    netSalesPerSuggestedLaborHour: ratio(netSales, suggestedLaborHours),
    laborCostPercent: ratio(laborCost, netSales, 100),
    actualVsSuggestedHoursPercent: ratio(laborHours, suggestedLaborHours, 100),
    costPerSuggestedLaborHour: ratio(laborCost, suggestedLaborHours),
    forecastVarianceDollars: round2((sum[0]! - sum[5]!) / 100),
    forecastVariancePercent: ratio(netSales - forecast, forecast, 100),
  };
  return { totals, metrics: include ? includedMetrics(metrics, include) : metrics, hourCount };
}

/** The metrics switched on (a key missing from `include` counts as on), in their usual order. */
function includedMetrics(
  metrics: SalesMetrics,
  include: NonNullable<StatBlockOptions['metrics']>,
): Partial<SalesMetrics> {
  const keys = Object.keys(metrics) as (keyof SalesMetrics)[];
  if (keys.every((k) => include[k] !== false)) return metrics;
  const out: Partial<SalesMetrics> = {};
  for (const k of keys) if (include[k] !== false) (out as Record<string, unknown>)[k] = metrics[k];
  return out;
}

// --- employees ------------------------------------------------------------------------------------

interface Person {
  firstName: string;
  lastName: string;
  scheduled: number;
  actual: number;
  shifts: number;
  punches: number;
}

interface Punch {
  start: number;
  /** Minutes after the business day's midnight; past 1440 when it ends after midnight; Infinity if open. */
  end: number;
  clockIn: string;
  clockOut: string | null;
}

/** Earlier start first; equal starts, earlier end (punches equal in both are the same punch). */
const earlierPunch = (a: Punch, b: Punch) => (a.start !== b.start ? a.start < b.start : a.end < b.end);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function personOf(
  people: Map<string, Person>,
  row: { firstName: string; lastName: string },
): { key: string; person: Person } {
  const firstName = row.firstName.trim();
  const lastName = row.lastName.trim();
  const key = `${firstName.toLowerCase()}\u0000${lastName.toLowerCase()}`;
  let person = people.get(key);
  if (!person) {
    person = { firstName, lastName, scheduled: 0, actual: 0, shifts: 0, punches: 0 };
    people.set(key, person);
  } else if (`${firstName} ${lastName}` < `${person.firstName} ${person.lastName}`) {
    // The same person spelled with other capitals: keep one spelling, whatever the row order.
    person.firstName = firstName;
    person.lastName = lastName;
  }
  return { key, person };
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

function employeesBlock(
  punchRows: readonly PunchRow[],
  shiftRows: readonly ShiftRow[],
  toleranceMinutes: number,
): EmployeesBlock {
  const people = new Map<string, Person>();
  const punchesByKey = new Map<string, Punch[]>();
  // Hundreds of rows share a handful of dates and clock times: normalise and format each once.
  const dates = new Map<string, string>();
  const dateOf = (raw: string): string => {
    let d = dates.get(raw);
    if (d === undefined) {
      d = normalizeBusinessDate(raw);
      dates.set(raw, d);
    }
    return d;
  };
  const labels = new Map<number, string>();
  const label = (minutes: number): string => {
    let l = labels.get(minutes);
    if (l === undefined) {
      l = formatTime12h(minutes);
      labels.set(minutes, l);
    }
    return l;
  };
  const timesheet: (TimesheetSortable & { row: EmployeesBlock['timesheet'][number] })[] = [];

  for (const row of punchRows) {
    const start = row.clockIn;
    const out = row.clockOut;
    const { key, person } = personOf(people, row);
    const hours = toHundredths(row.regularHours);
    person.actual += hours;
    person.punches++;
    const date = dateOf(row.date);
    const clockIn = label(start);
    const clockOut = out === null ? null : label(out);
    const end = out === null ? Number.POSITIVE_INFINITY : out <= start ? out + 1440 : out;
    const matchKey = `${key}\u0000${date}`;
    const list = punchesByKey.get(matchKey);
    const punch: Punch = { start, end, clockIn, clockOut };
    if (list) list.push(punch);
    else punchesByKey.set(matchKey, [punch]);
    timesheet.push({
      date,
      start,
      sortName: key,
      row: {
        name: '',
        firstName: '',
        lastName: '',
        date,
        clockIn,
        clockOut,
        regularHours: round2(hours / 100),
      },
      person,
    });
  }

  const shifts: (TimesheetSortable & { end: number; row: ClockInVarianceRow })[] = [];
  const counts = { late: 0, early: 0, onTime: 0, notApplicable: 0 };
  for (const row of shiftRows) {
    const start = row.start;
    const endRaw = row.end;
    const end = endRaw <= start ? endRaw + 1440 : endRaw;
    const { key, person } = personOf(people, row);
    person.scheduled += toHundredths(row.regularHours);
    person.shifts++;
    const date = dateOf(row.date);
    // The earliest overlapping punch (equal starts: the earlier end), whatever the order of the rows.
    let match: Punch | undefined;
    for (const p of punchesByKey.get(`${key}\u0000${date}`) ?? []) {
      if (p.start < end && p.end > start && (!match || earlierPunch(p, match))) match = p;
    }
    const varianceMinutes = match ? round2(match.start - start) : null;
    const status = clockInStatus(varianceMinutes, toleranceMinutes);
    if (status === 'Late') counts.late++;
    else if (status === 'Early') counts.early++;
    else if (status === 'On Time') counts.onTime++;
    else counts.notApplicable++;
    shifts.push({
      date,
      start,
      end,
      sortName: key,
      person,
      row: {
        name: '',
        firstName: '',
        lastName: '',
        date,
        scheduledStart: label(start),
        scheduledEnd: label(endRaw),
        actualStart: match ? match.clockIn : null,
        actualEnd: match ? match.clockOut : null,
        varianceMinutes,
        status,
      },
    });
  }

  // Names are filled in last, once each person's spelling is settled.
  const sortRows = <T extends TimesheetSortable>(list: T[], tie: (a: T, b: T) => number) =>
    list.sort(
      (a, b) => byText(a.date, b.date) || a.start - b.start || byText(a.sortName, b.sortName) || tie(a, b),
    );
  sortRows(shifts, (a, b) => a.end - b.end);
  sortRows(
    timesheet,
    (a, b) => byText(a.row.clockOut ?? '~', b.row.clockOut ?? '~') || a.row.regularHours - b.row.regularHours,
  );
  const named = <R extends { name: string; firstName: string; lastName: string }>(s: {
    row: R;
    person: Person;
  }): R => {
    s.row.firstName = s.person.firstName;
    s.row.lastName = s.person.lastName;
    s.row.name = fullName(s.person);
    return s.row;
  };

  const employees: EmployeeSummaryRow[] = [];
  let scheduledTotal = 0;
  let actualTotal = 0;
  for (const p of people.values()) {
    scheduledTotal += p.scheduled;
    actualTotal += p.actual;
    employees.push({
      name: fullName(p),
      firstName: p.firstName,
      lastName: p.lastName,
      scheduledHours: round2(p.scheduled / 100),
      actualHours: round2(p.actual / 100),
      varianceHours: round2((p.actual - p.scheduled) / 100),
      shifts: p.shifts,
      punches: p.punches,
    });
  }
  employees.sort(
    (a, b) =>
      byText(a.lastName.toLowerCase(), b.lastName.toLowerCase()) ||
      byText(a.firstName.toLowerCase(), b.firstName.toLowerCase()),
  );

  const clockInVariance: ClockInVariance = {
    toleranceMinutes,
    counts,
    shifts: shifts.map(named),
  };
  return {
    summary: {
      employees,
      totals: {
        employeeCount: employees.length,
        scheduledHours: round2(scheduledTotal / 100),
        actualHours: round2(actualTotal / 100),
        varianceHours: round2((actualTotal - scheduledTotal) / 100),
      },
    },
    clockInVariance,
    timesheet: timesheet.map(named),
  };
}

interface TimesheetSortable {
  date: string;
  start: number;
  sortName: string;
  person: Person;
}

// --- tasks, samples, timers -------------------------------------------------------------------------

function tasksBlock(rows: readonly TaskItem[]): TasksBlock {
  let completed = 0;
  let late = 0;
  let issues = 0;
  let other = 0;
  const byStatus: Record<string, number> = {};
  const issueTasks: TaskRow[] = [];
  const otherTasks: TaskRow[] = [];
  const taskRow = (row: TaskItem, status: string): TaskRow => ({
    taskName: row.taskName.trim(),
    status,
    completedBy: row.completedBy.trim(),
  });
  for (const row of rows) {
    const status = row.status.trim();
    const key = status.toLowerCase();
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    const kind = taskStatusKind(key);
    if (kind === 'completed') {
      completed++;
      if (key === 'late') late++;
    } else if (kind === 'issue') {
      issues++;
      issueTasks.push(taskRow(row, status));
    } else {
      other++;
      otherTasks.push(taskRow(row, status));
    }
  }
  const total = rows.length;
  const byTask = (a: TaskRow, b: TaskRow) =>
    byText(a.taskName, b.taskName) || byText(a.completedBy, b.completedBy) || byText(a.status, b.status);
  issueTasks.sort(byTask);
  otherTasks.sort(byTask);
  const sortedStatus: Record<string, number> = {};
  for (const k of Object.keys(byStatus).sort()) sortedStatus[k] = byStatus[k]!;
  return {
    total,
    completed,
    late,
    issues,
    other,
    completionRate: total === 0 ? null : round1((completed / total) * 100),
    byStatus: sortedStatus,
    issueTasks,
    otherTasks,
  };
}

const UNKNOWN = '(unknown)';

/** `s.trim()` without the call when there is nothing to trim (the common case, once per cell). */
function trimmed(s: string | undefined): string {
  if (s === undefined || s === '') return '';
  return s.charCodeAt(0) > 32 && s.charCodeAt(s.length - 1) > 32 ? s : s.trim();
}

function countsOf(map: Map<string, { n: number }>): NamedCount[] {
  const out: NamedCount[] = [];
  for (const [name, c] of map) out.push({ name, count: c.n });
  return out.sort((a, b) => b.count - a.count || byText(a.name, b.name));
}

/** One hash lookup per row in the common case (the counter object is updated in place). */
function bump(map: Map<string, { n: number }>, key: string): void {
  const c = map.get(key);
  if (c) c.n++;
  else map.set(key, { n: 1 });
}

function samplesBlock(rows: readonly SampleRow[]): SamplesBlock {
  const byProduct = new Map<string, { n: number }>();
  const byEmployee = new Map<string, { n: number }>();
  const byHour = new Array<number>(24).fill(0);
  for (const row of rows) {
    byHour[Math.floor(row.time / 60)]!++;
    bump(byProduct, trimmed(row.product) || UNKNOWN);
    bump(byEmployee, trimmed(row.employee) || UNKNOWN);
  }
  const count = rows.length;
  const hours: HourCount[] = [];
  for (let h = 0; h < 24; h++) {
    if (byHour[h]! > 0) hours.push({ hour: formatTime12h(h * 60), hourOfDay: h, count: byHour[h]! });
  }
  return { count, byProduct: countsOf(byProduct), byEmployee: countsOf(byEmployee), byHour: hours };
}

function timersBlock(rows: readonly TimerItem[]): TimersBlock {
  const starts: number[] = [];
  const list: TimerRow[] = [];
  const labels = new Map<number, string>();
  let expired = 0;
  for (const row of rows) {
    const start = row.startedAt;
    const minutesRemaining = row.minutesRemaining;
    const status = minutesRemaining < 0 ? 'expired' : 'active';
    if (status === 'expired') expired++;
    let startedAt = labels.get(start);
    if (startedAt === undefined) {
      startedAt = formatTime12h(start);
      labels.set(start, startedAt);
    }
    starts.push(start);
    list.push({ startedAt, timerName: trimmed(row.timerName), minutesRemaining, status });
  }
  const timers = sortByStart(
    list,
    starts,
    (a, b) => byText(a.timerName, b.timerName) || a.minutesRemaining - b.minutesRemaining,
  );
  return { total: list.length, active: list.length - expired, expired, timers };
}

/**
 * Orders rows by start time (whole seconds) with a native numeric sort of packed keys (second * 2^k +
 * position), then orders each run of equal start times with `tie`, so the result does not depend on
 * the input order.
 */
function sortByStart<T>(list: readonly T[], starts: readonly number[], tie: (a: T, b: T) => number): T[] {
  const n = list.length;
  let scale = 1;
  while (scale < n) scale *= 2;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = Math.round(starts[i]! * 60) * scale + i;
  keys.sort();
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = list[keys[i]! % scale]!;
  for (let i = 0; i < n; ) {
    const second = Math.floor(keys[i]! / scale);
    let j = i + 1;
    while (j < n && Math.floor(keys[j]! / scale) === second) j++;
    if (j - i > 1) {
      const run = out.slice(i, j).sort(tie);
      for (let k = i; k < j; k++) out[k] = run[k - i]!;
    }
    i = j;
  }
  return out;
}

// --- all blocks -------------------------------------------------------------------------------------

/** What a company's report settings change in the stat blocks; nothing given: the defaults. */
export interface StatBlockOptions {
  /** The clock-in variance's on-time tolerance in minutes (ON_TIME_TOLERANCE_MINUTES when not given). */
  toleranceMinutes?: number;
  /** Which sales metrics the sales block includes; a metric set to false is left out (missing: included). */
  metrics?: Readonly<Partial<Record<keyof SalesMetrics, boolean>>>;
  /**
   * What kind of day it is (complete when not given): in progress, the plan (forecast, suggested labor
   * hours) counts only up to the last hour with sales; not started or without data, the sales block has
   * no metrics (no actuals).
   */
  dayStatus?: DayStatus;
}

/** What the sales rows say about the day: its last hour with sales, its forecast. */
export function salesFacts(sales: readonly SalesRow[]): {
  lastSalesHour: number | null;
  forecast: number | null;
} {
  const acc = accumulateSales(sales);
  let forecast: number | null = null;
  for (const a of acc.byHour) if (a) forecast = (forecast ?? 0) + a[5]!;
  return { lastSalesHour: lastSalesHour(acc), forecast: forecast === null ? null : round2(forecast / 100) };
}

/**
 * Computes the requested stat blocks (all by default) from a store-day's rows; only the requested keys
 * are present. Throws a RangeError when `options.toleranceMinutes` is not a finite number of minutes
 * of 0 or more.
 */
export function computeStatBlocks(
  rows: StoreDayRows,
  blocks: readonly StatBlockKey[] = STAT_BLOCK_KEYS,
  cache?: ClockInParseCache,
  options: StatBlockOptions = {},
): StatBlocks {
  const tolerance = options.toleranceMinutes ?? ON_TIME_TOLERANCE_MINUTES;
  if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new RangeError(`on-time tolerance must be a finite number of minutes >= 0, got ${tolerance}`);
  }
  const want = new Set(blocks);
  const out: StatBlocks = {};
  if (want.has('sales') || want.has('hourly')) {
    const acc = accumulateSales(rows.sales);
    if (want.has('sales')) out.sales = salesBlock(acc, options.metrics, options.dayStatus);
    if (want.has('hourly')) out.hourly = hourlyRows(acc);
  }
  if (want.has('employees')) {
    const { punches, shifts } = rows;
    // The memo is keyed by the tolerance too: another tolerance never gets a block computed with this one.
    out.employees = (cache ?? new ClockInParseCache()).memo(
      punches,
      shifts,
      () => employeesBlock(punches, shifts, tolerance),
      tolerance,
    );
  }
  if (want.has('tasks')) out.tasks = tasksBlock(rows.tasks);
  if (want.has('samples')) out.samples = samplesBlock(rows.samples);
  if (want.has('timers')) out.timers = timersBlock(rows.timers);
  return out;
}

/** Whether a computed block has no rows at all (its file was missing, empty, unselected or had no records). */
export function isEmptyBlock(blocks: StatBlocks, key: StatBlockKey): boolean {
  switch (key) {
    case 'sales':
      return blocks.sales !== undefined && blocks.sales.hourCount === 0;
    case 'hourly':
      return blocks.hourly !== undefined && blocks.hourly.length === 0;
    case 'employees':
      return (
        blocks.employees !== undefined &&
        blocks.employees.summary.employees.length === 0 &&
        blocks.employees.timesheet.length === 0
      );
    case 'tasks':
      return blocks.tasks !== undefined && blocks.tasks.total === 0;
    case 'samples':
      return blocks.samples !== undefined && blocks.samples.count === 0;
    case 'timers':
      return blocks.timers !== undefined && blocks.timers.total === 0;
  }
}

/** The keys of the blocks present, in STAT_BLOCK_KEYS order. */
export function presentBlocks(blocks: StatBlocks): StatBlockKey[] {
  return STAT_BLOCK_KEYS.filter((k) => blocks[k] !== undefined);
}
