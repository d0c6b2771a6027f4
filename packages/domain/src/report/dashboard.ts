// The dashboard's figures: one store-day's figures taken from its stat blocks (so a figure
// on the dashboard and the same figure in the report context are always equal), their sums over
// stores and days, the KPI tiles derived from them, and the rules that find what needs attention.
import { type DayStatus, WEEKDAYS } from '../contract/constants';
import type { DashboardResponse } from '../contract/responses';
import { dayStatusText } from './dayStatus';
import type { ReportTargets } from './settings';
import { clockInStatus } from './stats';
import type { StatBlockKey, StatBlocks } from './types';
import { ratio, round1, toHundredths } from './values';

export const DASHBOARD_FIGURE_KEYS = [
  'net_sales',
  'forecast',
  'transactions',
  'labor_hours',
  'labor_cost',
  'suggested_labor_hours',
  'late_clock_ins',
  'early_clock_ins',
  'no_shows',
  'tasks_completed',
  'tasks_total',
  'expired_timers',
  'samples',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURE_KEYS)[number];
/** Money in dollars and hours with two decimals; the rest are counts. */
export type DashboardFigures = Record<DashboardFigureKey, number>;

/** The figures kept in hundredths while summing (money and hours); counts are summed as they are. */
const DECIMAL_FIGURES = new Set<DashboardFigureKey>([
  'net_sales',
  'forecast',
  'labor_hours',
  'labor_cost',
  'suggested_labor_hours',
]);

/** The stat blocks the dashboard's figures come from (the hourly block adds nothing to them). */
export const DASHBOARD_BLOCKS = [
  'sales',
  'employees',
  'tasks',
  'samples',
  'timers',
] as const satisfies readonly StatBlockKey[];

export function emptyFigures(): DashboardFigures {
  return Object.fromEntries(DASHBOARD_FIGURE_KEYS.map((k) => [k, 0])) as DashboardFigures;
}

/**
 * One store-day's figures from its stat blocks; an absent block counts as zeros. A day that has not
 * started has no actuals: all zeros (its forecast and schedule are not compared with anything).
 */
export function storeDayFigures(blocks: StatBlocks, dayStatus: DayStatus = 'complete'): DashboardFigures {
  if (dayStatus === 'not_started') return emptyFigures();
  const sales = blocks.sales?.totals;
  const counts = blocks.employees?.clockInVariance.counts;
  return {
    net_sales: sales?.netSales ?? 0,
    forecast: sales?.forecast ?? 0,
    transactions: sales?.transactions ?? 0,
    labor_hours: sales?.laborHours ?? 0,
    labor_cost: sales?.laborCost ?? 0,
    suggested_labor_hours: sales?.suggestedLaborHours ?? 0,
    late_clock_ins: counts?.late ?? 0,
    early_clock_ins: counts?.early ?? 0,
    no_shows: counts?.notApplicable ?? 0,
    tasks_completed: blocks.tasks?.completed ?? 0,
    tasks_total: blocks.tasks?.total ?? 0,
    expired_timers: blocks.timers?.expired ?? 0,
    samples: blocks.samples?.count ?? 0,
  };
}

/** The figures that do not depend on a company's on-time tolerance. */
export type RollupFigureKey = Exclude<DashboardFigureKey, 'late_clock_ins' | 'early_clock_ins'>;

/**
 * One store-day's dashboard figures as they are kept (the server's daily rollups): every figure but
 * the late and early clock-ins, which depend on a company's on-time tolerance, and instead the clock-in
 * variance of each scheduled shift that has a punch, from which they are counted for any tolerance.
 */
export type StoreDayRollup = Record<RollupFigureKey, number> & {
  /** Actual start - scheduled start in minutes (positive: late), one per shift with a punch. */
  clock_in_variances: number[];
};

/** A store-day's rollup from its stat blocks (DASHBOARD_BLOCKS; the tolerance they were made with does not matter). */
export function storeDayRollup(blocks: StatBlocks): StoreDayRollup {
  const { late_clock_ins: _late, early_clock_ins: _early, ...figures } = storeDayFigures(blocks);
  const clock_in_variances: number[] = [];
  for (const shift of blocks.employees?.clockInVariance.shifts ?? [])
    if (shift.varianceMinutes !== null) clock_in_variances.push(shift.varianceMinutes);
  return { ...figures, clock_in_variances };
}

/** A store-day's figures from its rollup with a company's on-time tolerance: storeDayFigures' own. */
export function rollupFigures(rollup: StoreDayRollup, toleranceMinutes: number): DashboardFigures {
  let late = 0;
  let early = 0;
  for (const minutes of rollup.clock_in_variances) {
    const status = clockInStatus(minutes, toleranceMinutes);
    if (status === 'Late') late++;
    else if (status === 'Early') early++;
  }
  return {
    net_sales: rollup.net_sales,
    forecast: rollup.forecast,
    transactions: rollup.transactions,
    labor_hours: rollup.labor_hours,
    labor_cost: rollup.labor_cost,
    suggested_labor_hours: rollup.suggested_labor_hours,
    late_clock_ins: late,
    early_clock_ins: early,
    no_shows: rollup.no_shows,
    tasks_completed: rollup.tasks_completed,
    tasks_total: rollup.tasks_total,
    expired_timers: rollup.expired_timers,
    samples: rollup.samples,
  };
}

/** The sum of many figures; money and hours are added in hundredths, so the order never matters. */
export function sumFigures(all: Iterable<DashboardFigures>): DashboardFigures {
  const sum = emptyFigures();
  for (const f of all) {
    for (const k of DASHBOARD_FIGURE_KEYS) sum[k] += DECIMAL_FIGURES.has(k) ? toHundredths(f[k]) : f[k];
  }
  for (const k of DECIMAL_FIGURES) sum[k] = sum[k] / 100;
  return sum;
}

/** What the KPI tiles show for a period (null where a divisor is zero). */
export interface DashboardKpis {
  netSales: number;
  forecastVarianceDollars: number;
  /** (net sales - forecast) / forecast * 100. */
  forecastVariancePercent: number | null;
  /** Net sales against the previous period of the same length, in %. */
  previousPeriodPercent: number | null;
  transactions: number;
  netSalesPerTransaction: number | null;
  laborCostPercent: number | null;
  salesPerLaborHour: number | null;
  lateClockIns: number;
  /** tasks completed / tasks * 100, one decimal. */
  taskCompletionRate: number | null;
  expiredTimers: number;
}

/** The period's KPIs; the metrics are the sales block's own definitions (`ratio`, 2 decimals). */
export function dashboardKpis(totals: DashboardFigures, previous: DashboardFigures | null): DashboardKpis {
  const { net_sales, forecast, transactions, labor_hours, labor_cost, tasks_total, tasks_completed } = totals;
  return {
    netSales: net_sales,
    forecastVarianceDollars: (toHundredths(net_sales) - toHundredths(forecast)) / 100,
    forecastVariancePercent: ratio(net_sales - forecast, forecast, 100),
    previousPeriodPercent: previous ? ratio(net_sales - previous.net_sales, previous.net_sales, 100) : null,
    transactions,
    netSalesPerTransaction: ratio(net_sales, transactions),
    laborCostPercent: ratio(labor_cost, net_sales, 100),
    salesPerLaborHour: ratio(net_sales, labor_hours),
    lateClockIns: totals.late_clock_ins,
    taskCompletionRate: tasks_total === 0 ? null : round1((tasks_completed / tasks_total) * 100),
    expiredTimers: totals.expired_timers,
  };
}

/** The targets the dashboard colours against (a company's report settings' targets, or the defaults). */
export interface DashboardTargets {
  /** Labor cost as % of net sales: above it is out of line. */
  labor_cost_pct: number;
  /** Sales under forecast by more than this % need attention. */
  forecast_variance_pct: number;
  /** Task completion under this % needs attention. */
  task_completion_pct: number;
  /** This many late clock-ins in a day or more need attention. */
  late_clock_ins: number;
  /** Net sales per labor hour under this needs attention; null or absent: no target. */
  sales_per_labor_hour?: number | null;
}
export const DEFAULT_DASHBOARD_TARGETS: DashboardTargets = {
  labor_cost_pct: 30,
  forecast_variance_pct: 10,
  task_completion_pct: 90,
  late_clock_ins: 3,
  sales_per_labor_hour: null,
};

/** The dashboard's targets from a company's report settings (late clock-ins keep their default, 3). */
export function targetsFromReportSettings(targets: ReportTargets): DashboardTargets {
  return {
    labor_cost_pct: targets.labor_cost_pct,
    forecast_variance_pct: targets.forecast_variance_pct,
    task_completion_pct: targets.task_completion_pct,
    late_clock_ins: DEFAULT_DASHBOARD_TARGETS.late_clock_ins,
    sales_per_labor_hour: targets.sales_per_labor_hour,
  };
}

/**
 * A company's targets in a dashboard answer: its report settings' targets when the answer carries
 * them, else the defaults (an answer without `targets`, or a company missing from it).
 */
export function dashboardTargetsOf(
  result: Pick<DashboardResponse, 'targets'>,
  companyId: number,
): DashboardTargets {
  const own = result.targets?.[String(companyId)];
  return own ? targetsFromReportSettings(own) : DEFAULT_DASHBOARD_TARGETS;
}

const sameTargets = (a: DashboardTargets, b: DashboardTargets) =>
  a.labor_cost_pct === b.labor_cost_pct &&
  a.forecast_variance_pct === b.forecast_variance_pct &&
  a.task_completion_pct === b.task_completion_pct &&
  a.late_clock_ins === b.late_clock_ins &&
  (a.sales_per_labor_hour ?? null) === (b.sales_per_labor_hour ?? null);

/**
 * The targets every listed company shares (so a figure summed over their stores can be coloured
 * against them), or null when two of them differ. No companies: the defaults.
 */
export function sharedTargets(
  result: Pick<DashboardResponse, 'targets'>,
  companyIds: Iterable<number>,
): DashboardTargets | null {
  let shared: DashboardTargets | null = null;
  for (const id of companyIds) {
    const targets = dashboardTargetsOf(result, id);
    if (shared === null) shared = targets;
    else if (!sameTargets(shared, targets)) return null;
  }
  return shared ?? DEFAULT_DASHBOARD_TARGETS;
}

/** The rules of Needs attention, in the order a store-day's exceptions are listed. */
export const ATTENTION_RULES = [
  'labor_cost',
  'under_forecast',
  'late_clock_ins',
  'task_completion',
  'expired_timers',
] as const;
export type AttentionRule = (typeof ATTENTION_RULES)[number];

/** One store-day that broke a rule, with the figure that broke it and the target it broke. */
export interface AttentionItem {
  rule: AttentionRule;
  storeId: number;
  storeName: string;
  companyId: number;
  date: string;
  /** The figure: a % for labor cost, forecast and tasks; a count for clock-ins and timers. */
  value: number;
  /** The target it is measured against (0 for expired timers: any is too many). */
  target: number;
  /** The day is in progress: the figure is so far. */
  inProgress?: true;
}

/**
 * How one figure fares against its target: `bad` past the target, `good` within it, null when unknown
 * (and for sales under the forecast but within its tolerance).
 */
export type TargetStatus = 'good' | 'bad' | null;

/** Which targets a day of this status is measured against (like with like). */
export function comparedTargets(dayStatus: DayStatus): {
  any: boolean;
  taskCompletion: boolean;
} {
  // No actuals before a day starts or without data; a day's tasks are judged once it is over.
  const any = dayStatus === 'complete' || dayStatus === 'in_progress';
  return { any, taskCompletion: dayStatus === 'complete' };
}

/**
 * The status of the figures the targets apply to, for colouring cells and tiles. Sales per labor hour
 * is null when there is no target for it or no labor hours. A store-day's `dayStatus` leaves out what
 * it cannot be measured on (`comparedTargets`): nothing for a day without actuals.
 */
export function targetStatus(
  f: DashboardFigures,
  targets: DashboardTargets = DEFAULT_DASHBOARD_TARGETS,
  dayStatus: DayStatus = 'complete',
): Record<'labor_cost' | 'forecast' | 'task_completion' | 'sales_per_labor_hour', TargetStatus> {
  const compared = comparedTargets(dayStatus);
  if (!compared.any)
    return { labor_cost: null, forecast: null, task_completion: null, sales_per_labor_hour: null };
  const labor = ratio(f.labor_cost, f.net_sales, 100);
  const variance = ratio(f.net_sales - f.forecast, f.forecast, 100);
  const tasks = f.tasks_total === 0 ? null : round1((f.tasks_completed / f.tasks_total) * 100);
  const perHourTarget = targets.sales_per_labor_hour ?? null;
  const perHour = perHourTarget === null ? null : ratio(f.net_sales, f.labor_hours);
  return {
    labor_cost: labor === null ? null : labor > targets.labor_cost_pct ? 'bad' : 'good',
    // Under the forecast is never good, only within the tolerance (no mark) or past it.
    forecast:
      variance === null
        ? null
        : variance < -targets.forecast_variance_pct
          ? 'bad'
          : variance < 0
            ? null
            : 'good',
    task_completion:
      tasks === null || !compared.taskCompletion
        ? null
        : tasks < targets.task_completion_pct
          ? 'bad'
          : 'good',
    sales_per_labor_hour:
      perHourTarget === null || perHour === null ? null : perHour < perHourTarget ? 'bad' : 'good',
  };
}

/**
 * The rules broken by one store-day, in ATTENTION_RULES order; none for a day without actuals, and no
 * task completion before the day is over (`comparedTargets`).
 */
export function storeDayAttention(
  store: { storeId: number; storeName: string; companyId: number },
  date: string,
  f: DashboardFigures,
  targets: DashboardTargets = DEFAULT_DASHBOARD_TARGETS,
  dayStatus: DayStatus = 'complete',
): AttentionItem[] {
  const out: AttentionItem[] = [];
  const compared = comparedTargets(dayStatus);
  if (!compared.any) return out;
  const add = (rule: AttentionRule, value: number, target: number) =>
    out.push({
      rule,
      ...store,
      date,
      value,
      target,
      ...(dayStatus === 'in_progress' ? { inProgress: true } : {}),
    });
  const labor = ratio(f.labor_cost, f.net_sales, 100);
  if (labor !== null && labor > targets.labor_cost_pct) add('labor_cost', labor, targets.labor_cost_pct);
  const variance = ratio(f.net_sales - f.forecast, f.forecast, 100);
  if (variance !== null && variance < -targets.forecast_variance_pct)
    add('under_forecast', variance, targets.forecast_variance_pct);
  if (f.late_clock_ins >= targets.late_clock_ins)
    add('late_clock_ins', f.late_clock_ins, targets.late_clock_ins);
  if (f.tasks_total > 0 && compared.taskCompletion) {
    const rate = round1((f.tasks_completed / f.tasks_total) * 100);
    if (rate < targets.task_completion_pct) add('task_completion', rate, targets.task_completion_pct);
  }
  if (f.expired_timers > 0) add('expired_timers', f.expired_timers, 0);
  return out;
}

/**
 * How far an exception is past its target, as a share of the target (a rate 45% against 30% is 0.5).
 * Late clock-ins count from one under the threshold; ten expired timers weigh as one figure twice its target.
 */
export function attentionSeverity(item: Pick<AttentionItem, 'rule' | 'value' | 'target'>): number {
  const { value: v, target: t } = item;
  switch (item.rule) {
    case 'labor_cost':
      return t > 0 ? (v - t) / t : v;
    case 'under_forecast':
      return t > 0 ? (Math.abs(v) - t) / t : Math.abs(v);
    case 'task_completion':
      return t > 0 ? (t - v) / t : 0;
    case 'late_clock_ins':
      return t > 0 ? (v - t + 1) / t : v;
    case 'expired_timers':
      return v / 10;
  }
}

/**
 * Every exception of a dashboard answer, the most severe first (`attentionSeverity`), then the latest
 * day, then by rule, then by store name.
 * `targets`: one set for every store, or each store's company's (e.g. `(id) => dashboardTargetsOf(result, id)`).
 */
export function attentionItems(
  stores: readonly {
    store_id: number;
    name: string;
    company_id: number;
    days: readonly ({ date: string; status?: DayStatus } & DashboardFigures)[];
  }[],
  targets: DashboardTargets | ((companyId: number) => DashboardTargets) = DEFAULT_DASHBOARD_TARGETS,
): AttentionItem[] {
  const items = stores.flatMap((s) => {
    const own = typeof targets === 'function' ? targets(s.company_id) : targets;
    return s.days.flatMap((d) =>
      storeDayAttention(
        { storeId: s.store_id, storeName: s.name, companyId: s.company_id },
        d.date,
        d,
        own,
        d.status,
      ),
    );
  });
  const order = (r: AttentionRule) => ATTENTION_RULES.indexOf(r);
  return items.sort(
    (a, b) =>
      attentionSeverity(b) - attentionSeverity(a) ||
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
      order(a.rule) - order(b.rule) ||
      a.storeName.localeCompare(b.storeName) ||
      a.storeId - b.storeId,
  );
}

// --- ranges -----------------------------------------------------------------------------------

export const DASHBOARD_PRESETS = ['today', 'yesterday', 'last7', 'last28', 'thisWeek'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];
/** The longest range the dashboard answers, in days. */
export const MAX_DASHBOARD_DAYS = 92;

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Days from start to end, both included. */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * A preset's range on `today` (YYYY-MM-DD); This week starts on `weekBegin` (a weekday name, the
 * company's `week_begin`; Monday when none) and ends today.
 */
export function presetRange(
  preset: DashboardPreset,
  today: string,
  weekBegin = 'Monday',
): { start: string; end: string } {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const y = shift(today, -1);
      return { start: y, end: y };
    }
    case 'last7':
      return { start: shift(today, -6), end: today };
    case 'last28':
      return { start: shift(today, -27), end: today };
    case 'thisWeek': {
      const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
      const begin = Math.max(0, (WEEKDAYS as readonly string[]).indexOf(weekBegin));
      return { start: shift(today, -((dow - begin + 7) % 7)), end: today };
    }
  }
}

/** The period of the same length just before a range (for the "vs previous period" tile). */
export function previousRange(start: string, end: string): { start: string; end: string } {
  const n = daysInRange(start, end);
  return { start: shift(start, -n), end: shift(start, -1) };
}

// --- day statuses -------------------------------------------------------------------------------

/**
 * The status of figures summed over days (absent: complete): complete when any day is, else in progress
 * when any day is, else not started when any day is, else no data. Targets judge a sum as they would
 * judge a day of that status (`comparedTargets`).
 */
export function summedDayStatus(statuses: Iterable<DayStatus | undefined>): DayStatus {
  const seen = new Set<DayStatus>();
  for (const st of statuses) seen.add(st ?? 'complete');
  for (const st of ['complete', 'in_progress', 'not_started'] as const) if (seen.has(st)) return st;
  return seen.has('no_data') ? 'no_data' : 'complete';
}

/** What a dashboard answer's days are: how many have data, and what to say about those without. */
export interface DashboardDayStatusView {
  days: number;
  /** Days on which some store has data (complete or in progress). */
  daysWithData: number;
  /** The status of the answer's totals (`summedDayStatus` of every store-day). */
  status: DayStatus;
  /** Whether some store's day is in progress (figures so far). */
  inProgress: boolean;
  /** `Data for 5 of 7 days`, `Saturday, November 28 has not started yet at any store`, or null. */
  note: string | null;
  /** The tone of the note: not started when a day without data is still to come, else no data. */
  noteStatus: DayStatus;
}

/** The day statuses of a dashboard answer (a day without a status counts as complete). */
export function dashboardDayStatusView(
  result: Pick<DashboardResponse, 'start' | 'end' | 'stores'>,
): DashboardDayStatusView {
  const days = daysInRange(result.start, result.end);
  const byDate = new Map<string, DayStatus[]>();
  for (const s of result.stores)
    for (const d of s.days) {
      const list = byDate.get(d.date) ?? [];
      list.push(d.status ?? 'complete');
      byDate.set(d.date, list);
    }
  const all = [...byDate.values()].flat();
  const hasData = (list: readonly DayStatus[]) =>
    list.some((st) => st === 'complete' || st === 'in_progress');
  const daysWithData = [...byDate.values()].filter(hasData).length;
  const noteStatus: DayStatus = all.includes('not_started') ? 'not_started' : 'no_data';
  let note: string | null = null;
  if (all.length > 0 && daysWithData < days) {
    if (days > 1) note = dayStatusText.dataDays(daysWithData, days);
    else if (all.every((st) => st === 'not_started')) note = dayStatusText.notStartedAnywhere(result.start);
    else note = dayStatusText.noData;
  }
  return {
    days,
    daysWithData,
    status: summedDayStatus(all),
    inProgress: all.includes('in_progress'),
    note,
    noteStatus,
  };
}
