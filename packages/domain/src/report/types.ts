import type { CsvFileName, Weather } from '../contract';

/** One CSV file as the app holds it: its text, parsed rows, a 10-line preview, and whether it is selected. */
export interface CsvSection {
  name: CsvFileName;
  content: string;
  data?: Record<string, string>[];
  /** The first 10 lines of `content`. */
  preview: string[];
  selected: boolean;
}

/** A problem the UI can show instead of an exception: a missing/empty file, missing columns, ignored rows. */
export interface SectionWarning {
  file: CsvFileName;
  message: string;
  /** What went wrong: the file was not provided, is empty, lacks columns, could not be parsed, or had rows ignored. */
  kind?: 'missing' | 'empty' | 'columns' | 'parse' | 'ignored';
}

export const STAT_BLOCK_KEYS = ['sales', 'hourly', 'employees', 'tasks', 'samples', 'timers'] as const;
export type StatBlockKey = (typeof STAT_BLOCK_KEYS)[number];

/** What the chat screen's preview shows about the built context. */
export interface ContextPreviewFacts {
  date: string;
  displayDate: string;
  location: string;
  blockCount: number;
  weather: string | null;
  sizeKb: number;
  /** The day's status when it is not complete (`In progress: data through 2 PM`). */
  dayStatus?: string;
}

export type { Weather };

// --- stat blocks ------------------------------------------------------------------------------

/** Clock-in status of one scheduled shift. */
export type ClockInStatus = 'Late' | 'Early' | 'On Time' | 'N/A';
export const CLOCK_IN_STATUSES = [
  'Late',
  'Early',
  'On Time',
  'N/A',
] as const satisfies readonly ClockInStatus[];
/** On-time tolerance in minutes: a clock-in within plus or minus this many minutes is On Time. */
export const ON_TIME_TOLERANCE_MINUTES = 2;

/** The sales file's figures, summed (money in dollars, hours in decimal hours, 2 decimals). */
export interface SalesFigures {
  netSales: number;
  transactions: number;
  laborHours: number;
  laborCost: number;
  suggestedLaborHours: number;
  forecast: number;
}

/** Derived sales metrics, 2 decimals. A zero divisor gives `null`, never NaN or Infinity. */
export interface SalesMetrics {
  /** netSales / transactions */
  netSalesPerTransaction: number | null;
  /** netSales / laborHours */
  netSalesPerLaborHour: number | null;
  /** netSales / suggestedLaborHours */
  netSalesPerSuggestedLaborHour: number | null;
  /** laborCost / netSales * 100 */
  laborCostPercent: number | null;
  /** laborHours / suggestedLaborHours * 100 */
  actualVsSuggestedHoursPercent: number | null;
  /** laborCost / suggestedLaborHours */
  costPerSuggestedLaborHour: number | null;
  /** netSales - forecast (never null) */
  forecastVarianceDollars: number;
  /** (netSales - forecast) / forecast * 100 */
  forecastVariancePercent: number | null;
}

export interface SalesBlock {
  totals: SalesFigures;
  /**
   * The metrics the company's report settings include (all eight by default); a metric switched off
   * is absent, not null (null means its divisor is zero).
   */
  metrics: Partial<SalesMetrics>;
  /** How many hours the sales file had (0: no sales rows for this day). */
  hourCount: number;
}

/** One hour of the sales file (rows with the same Hour are summed into one row). */
export interface HourlyRow extends SalesFigures {
  /** The hour as "6:00 AM". */
  hour: string;
  /** 0-23. */
  hourOfDay: number;
}

export interface EmployeeSummaryRow {
  /** "First Last" */
  name: string;
  firstName: string;
  lastName: string;
  /** Sum of RegularHours in the scheduled labor file. */
  scheduledHours: number;
  /** Sum of RegularHours in the actual labor file. */
  actualHours: number;
  /** actualHours - scheduledHours */
  varianceHours: number;
  shifts: number;
  punches: number;
}

export interface EmployeeSummary {
  employees: EmployeeSummaryRow[];
  totals: { employeeCount: number; scheduledHours: number; actualHours: number; varianceHours: number };
}

/** One scheduled shift and how its clock-in compared. */
export interface ClockInVarianceRow {
  name: string;
  firstName: string;
  lastName: string;
  /** Business date as YYYY-MM-DD when it parses, otherwise the file's text. */
  date: string;
  scheduledStart: string;
  scheduledEnd: string;
  /** The overlapping punch's clock-in, or null (N/A). */
  actualStart: string | null;
  actualEnd: string | null;
  /** actual start - scheduled start in minutes (positive = late), or null (N/A). */
  varianceMinutes: number | null;
  status: ClockInStatus;
}

export interface ClockInVariance {
  toleranceMinutes: number;
  counts: { late: number; early: number; onTime: number; notApplicable: number };
  shifts: ClockInVarianceRow[];
}

/** One punch of the actual labor file. */
export interface TimesheetRow {
  name: string;
  firstName: string;
  lastName: string;
  date: string;
  clockIn: string;
  /** null while still clocked in (empty ClockOut). */
  clockOut: string | null;
  regularHours: number;
}

export interface EmployeesBlock {
  summary: EmployeeSummary;
  clockInVariance: ClockInVariance;
  timesheet: TimesheetRow[];
}

export interface TaskRow {
  taskName: string;
  status: string;
  completedBy: string;
}

export interface TasksBlock {
  /** Every task row. */
  total: number;
  /** Status completed or late. */
  completed: number;
  /** Of `completed`, how many had status late. */
  late: number;
  /** Status incomplete. */
  issues: number;
  /** Any other status (counts toward the total only). */
  other: number;
  /** completed / total * 100, one decimal; null when there are no tasks. */
  completionRate: number | null;
  /** Count per status as written in the file (trimmed, lower-cased). */
  byStatus: Record<string, number>;
  /** The incomplete tasks. */
  issueTasks: TaskRow[];
  /** The tasks of any other status (skipped, not started...): neither completed nor an issue. */
  otherTasks: TaskRow[];
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface HourCount {
  hour: string;
  hourOfDay: number;
  count: number;
}

export interface SamplesBlock {
  count: number;
  /** Most first, ties by name. */
  byProduct: NamedCount[];
  byEmployee: NamedCount[];
  /** In hour order. */
  byHour: HourCount[];
}

export type TimerStatus = 'expired' | 'active';

export interface TimerRow {
  startedAt: string;
  timerName: string;
  minutesRemaining: number;
  status: TimerStatus;
}

export interface TimersBlock {
  total: number;
  active: number;
  expired: number;
  /** In start order. */
  timers: TimerRow[];
}

/** The computed stat blocks; only the requested keys are present. */
export interface StatBlocks {
  sales?: SalesBlock;
  hourly?: HourlyRow[];
  employees?: EmployeesBlock;
  tasks?: TasksBlock;
  samples?: SamplesBlock;
  timers?: TimersBlock;
}
