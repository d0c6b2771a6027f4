// The typed rows of a store-day's parsed CSV sections (the browser's and the command line's path).
import type { CsvFileName } from '../contract';
import {
  EMPTY_ROWS,
  type PunchRow,
  type SalesRow,
  type SampleRow,
  type ShiftRow,
  type StoreDayRows,
  type TaskItem,
  type TimerItem,
} from './rows';
import { type CsvRow, parsedMinutes, sectionRows } from './sections';
import type { CsvSection } from './types';
import { ClockInParseCache, parseNumber, parseTime12h } from './values';

/**
 * The typed rows of parsed CSV rows, kept by the parsed rows' identity: a store-day built again (another
 * tolerance, other blocks) gets the same arrays, which the clock-in variance's memo compares.
 */
const TYPED = new WeakMap<readonly CsvRow[], readonly unknown[]>();

function typed<T>(rows: readonly CsvRow[], convert: (rows: readonly CsvRow[]) => T[]): readonly T[] {
  if (rows.length === 0) return EMPTY_ROWS;
  let out = TYPED.get(rows) as readonly T[] | undefined;
  if (!out) {
    out = convert(rows);
    TYPED.set(rows, out);
  }
  return out;
}

/** Minutes of each row's `column`: as `parseCsvFile` found them, else parsed. */
function minutesOf(rows: readonly CsvRow[], column: string, seconds: boolean): (number | null)[] {
  const known = parsedMinutes(rows, column);
  return known ? [...known] : rows.map((r) => parseTime12h(r[column], seconds));
}

const SALES = (rows: readonly CsvRow[]): SalesRow[] => {
  const minutes = minutesOf(rows, 'Hour', false);
  const out: SalesRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const m = minutes[i]!;
    const r = rows[i]!;
    if (m === null) continue;
    out.push({
      hour: Math.floor(m / 60),
      netSales: parseNumber(r.NetSales),
      transactions: parseNumber(r.TransactionsCount),
      laborHours: parseNumber(r.LaborHours),
      laborCost: parseNumber(r.LaborCost),
      suggestedLaborHours: parseNumber(r.SuggestedLaborHours),
      forecast: parseNumber(r.Forecast),
    });
  }
  return out;
};

const SAMPLES = (rows: readonly CsvRow[]): SampleRow[] => {
  const minutes = minutesOf(rows, 'Time', true);
  const out: SampleRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const m = minutes[i]!;
    const r = rows[i]!;
    if (m !== null) out.push({ time: m, product: r.Product ?? '', employee: r.Employee ?? '' });
  }
  return out;
};

const TIMERS = (rows: readonly CsvRow[]): TimerItem[] => {
  const minutes = minutesOf(rows, 'StartedAt', true);
  const out: TimerItem[] = [];
  for (let i = 0; i < rows.length; i++) {
    const m = minutes[i]!;
    const r = rows[i]!;
    if (m !== null)
      out.push({
        startedAt: m,
        timerName: r.TimerName ?? '',
        minutesRemaining: parseNumber(r.MinutesRemaining),
      });
  }
  return out;
};

const TASKS = (rows: readonly CsvRow[]): TaskItem[] =>
  rows.map((r) => ({ status: r.Status ?? '', completedBy: r.CompletedBy ?? '', taskName: r.TaskName ?? '' }));

function punches(rows: readonly CsvRow[], cache: ClockInParseCache): PunchRow[] {
  const out: PunchRow[] = [];
  for (const r of rows) {
    const clockIn = cache.parse(r.ClockIn ?? '');
    if (clockIn === null) continue;
    // An empty ClockOut is an open punch; any other text that is not a time drops the punch.
    const outText = (r.ClockOut ?? '').trim();
    const clockOut = outText === '' ? null : cache.parse(outText);
    if (outText !== '' && clockOut === null) continue;
    out.push({
      firstName: r.FirstName ?? '',
      lastName: r.LastName ?? '',
      date: r.DateOfBusiness ?? '',
      clockIn,
      clockOut,
      regularHours: parseNumber(r.RegularHours),
    });
  }
  return out;
}

function shifts(rows: readonly CsvRow[], cache: ClockInParseCache): ShiftRow[] {
  const out: ShiftRow[] = [];
  for (const r of rows) {
    const start = cache.parse(r.ShiftStart ?? '');
    const end = cache.parse(r.ShiftEnd ?? '');
    if (start === null || end === null) continue;
    out.push({
      firstName: r.FirstName ?? '',
      lastName: r.LastName ?? '',
      date: r.DateOfBusiness ?? '',
      start,
      end,
      regularHours: parseNumber(r.RegularHours),
    });
  }
  return out;
}

/**
 * The typed rows of the six sections (rows with a time that does not parse are left out, numbers that
 * do not parse count as 0). Unselected sections give no rows unless `everySection` (a day's status looks
 * at every file).
 */
export function rowsOfSections(
  sections: readonly CsvSection[],
  options: { everySection?: boolean; cache?: ClockInParseCache | undefined } = {},
): StoreDayRows {
  const of = (name: CsvFileName): CsvRow[] => {
    const s = sections.find((x) => x.name === name);
    return sectionRows(s && options.everySection ? { ...s, selected: true } : s);
  };
  const cache = options.cache ?? new ClockInParseCache();
  return {
    sales: typed(of('sales.csv'), SALES),
    shifts: typed(of('scheduled_labor.csv'), (r) => shifts(r, cache)),
    punches: typed(of('actual_labor.csv'), (r) => punches(r, cache)),
    tasks: typed(of('tasks.csv'), TASKS),
    samples: typed(of('samples.csv'), SAMPLES),
    timers: typed(of('timers.csv'), TIMERS),
  };
}
