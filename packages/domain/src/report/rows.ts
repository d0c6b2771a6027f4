// A store-day's typed rows, which every figure is computed from: the browser and the command line read
// them from the six CSV files (`rowsOfSections`, in sectionRows.ts: it needs the CSV parser, which
// what only reads rows, such as the day's status in the chat's bundle, must not load), the server from
// its database. Times are minutes after midnight (fractional with seconds); text is as written (the
// stat blocks trim it).
import type { SalesFigures } from './types';

/** One row of the sales file: an hour's figures. */
export interface SalesRow extends SalesFigures {
  /** 0-23. */
  hour: number;
}

/** One scheduled shift (scheduled labor file). */
export interface ShiftRow {
  firstName: string;
  lastName: string;
  /** The business date as written. */
  date: string;
  start: number;
  /** As written: at or before `start` when the shift ends after midnight. */
  end: number;
  regularHours: number;
}

/** One punch (actual labor file). */
export interface PunchRow {
  firstName: string;
  lastName: string;
  /** The business date as written. */
  date: string;
  clockIn: number;
  /** null while still clocked in. */
  clockOut: number | null;
  regularHours: number;
}

export interface TaskItem {
  status: string;
  completedBy: string;
  taskName: string;
}

export interface SampleRow {
  time: number;
  product: string;
  employee: string;
}

export interface TimerItem {
  startedAt: number;
  timerName: string;
  minutesRemaining: number;
}

/** Every row of one store-day (or of several, for the whole scope's sums). */
export interface StoreDayRows {
  sales: readonly SalesRow[];
  shifts: readonly ShiftRow[];
  punches: readonly PunchRow[];
  tasks: readonly TaskItem[];
  samples: readonly SampleRow[];
  timers: readonly TimerItem[];
}

/** One empty list for every file without rows (the clock-in memo compares lists by identity). */
export const EMPTY_ROWS: readonly never[] = Object.freeze([]);

/** A store-day without a row. */
export const NO_ROWS: StoreDayRows = Object.freeze({
  sales: EMPTY_ROWS,
  shifts: EMPTY_ROWS,
  punches: EMPTY_ROWS,
  tasks: EMPTY_ROWS,
  samples: EMPTY_ROWS,
  timers: EMPTY_ROWS,
});

/** Whether a store-day has a row of any kind. */
export function hasAnyRows(rows: StoreDayRows): boolean {
  return (
    rows.sales.length > 0 ||
    rows.shifts.length > 0 ||
    rows.punches.length > 0 ||
    rows.tasks.length > 0 ||
    rows.samples.length > 0 ||
    rows.timers.length > 0
  );
}

/** Several store-days' rows as one (the whole scope's day): each file's rows, store-day after store-day. */
export function concatRows(days: readonly StoreDayRows[]): StoreDayRows {
  if (days.length === 0) return NO_ROWS;
  if (days.length === 1) return days[0]!;
  return {
    sales: days.flatMap((d) => d.sales),
    shifts: days.flatMap((d) => d.shifts),
    punches: days.flatMap((d) => d.punches),
    tasks: days.flatMap((d) => d.tasks),
    samples: days.flatMap((d) => d.samples),
    timers: days.flatMap((d) => d.timers),
  };
}
