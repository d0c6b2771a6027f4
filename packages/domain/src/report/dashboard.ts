// The dashboard's figures (issue 15): one store-day's figures taken from its stat blocks (so a figure
// on the dashboard and the same figure in the report context are always equal), their sums over
// stores and days, the KPI tiles derived from them, and the rules that find what needs attention.
import type { DashboardResponse } from '../contract/responses';
import type { ReportTargets } from './settings';
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

/** One store-day's figures from its stat blocks; an absent block counts as zeros. */
export function storeDayFigures(blocks: StatBlocks): DashboardFigures {
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
}

/** How one figure fares against its target: `bad` past the target, `good` within it, null when unknown. */
export type TargetStatus = 'good' | 'bad' | null;

/**
 * The status of the figures the targets apply to, for colouring cells and tiles. Sales per labor hour
 * is null when there is no target for it or no labor hours.
 */
export function targetStatus(
  f: DashboardFigures,
  targets: DashboardTargets = DEFAULT_DASHBOARD_TARGETS,
): Record<'labor_cost' | 'forecast' | 'task_completion' | 'sales_per_labor_hour', TargetStatus> {
  const labor = ratio(f.labor_cost, f.net_sales, 100);
  const variance = ratio(f.net_sales - f.forecast, f.forecast, 100);
  const tasks = f.tasks_total === 0 ? null : round1((f.tasks_completed / f.tasks_total) * 100);
  const perHourTarget = targets.sales_per_labor_hour ?? null;
  const perHour = perHourTarget === null ? null : ratio(f.net_sales, f.labor_hours);
  return {
    labor_cost: labor === null ? null : labor > targets.labor_cost_pct ? 'bad' : 'good',
    forecast: variance === null ? null : variance < -targets.forecast_variance_pct ? 'bad' : 'good',
    task_completion: tasks === null ? null : tasks < targets.task_completion_pct ? 'bad' : 'good',
    sales_per_labor_hour:
      perHourTarget === null || perHour === null ? null : perHour < perHourTarget ? 'bad' : 'good',
  };
}

/** The rules broken by one store-day, in ATTENTION_RULES order. */
export function storeDayAttention(
  store: { storeId: number; storeName: string; companyId: number },
  date: string,
  f: DashboardFigures,
  targets: DashboardTargets = DEFAULT_DASHBOARD_TARGETS,
): AttentionItem[] {
  const out: AttentionItem[] = [];
  const add = (rule: AttentionRule, value: number, target: number) =>
    out.push({ rule, ...store, date, value, target });
  const labor = ratio(f.labor_cost, f.net_sales, 100);
  if (labor !== null && labor > targets.labor_cost_pct) add('labor_cost', labor, targets.labor_cost_pct);
  const variance = ratio(f.net_sales - f.forecast, f.forecast, 100);
  if (variance !== null && variance < -targets.forecast_variance_pct)
    add('under_forecast', variance, targets.forecast_variance_pct);
  if (f.late_clock_ins >= targets.late_clock_ins)
    add('late_clock_ins', f.late_clock_ins, targets.late_clock_ins);
  if (f.tasks_total > 0) {
    const rate = round1((f.tasks_completed / f.tasks_total) * 100);
    if (rate < targets.task_completion_pct) add('task_completion', rate, targets.task_completion_pct);
  }
  if (f.expired_timers > 0) add('expired_timers', f.expired_timers, 0);
  return out;
}

/**
 * Every exception of a dashboard answer: the latest day first, then by rule, then by store name.
 * `targets`: one set for every store, or each store's company's (e.g. `(id) => dashboardTargetsOf(result, id)`).
 */
export function attentionItems(
  stores: readonly {
    store_id: number;
    name: string;
    company_id: number;
    days: readonly ({ date: string } & DashboardFigures)[];
  }[],
  targets: DashboardTargets | ((companyId: number) => DashboardTargets) = DEFAULT_DASHBOARD_TARGETS,
): AttentionItem[] {
  const items = stores.flatMap((s) => {
    const own = typeof targets === 'function' ? targets(s.company_id) : targets;
    return s.days.flatMap((d) =>
      storeDayAttention({ storeId: s.store_id, storeName: s.name, companyId: s.company_id }, d.date, d, own),
    );
  });
  const order = (r: AttentionRule) => ATTENTION_RULES.indexOf(r);
  return items.sort(
    (a, b) =>
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
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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
      const begin = Math.max(0, WEEKDAY_NAMES.indexOf(weekBegin));
      return { start: shift(today, -((dow - begin + 7) % 7)), end: today };
    }
  }
}

/** The period of the same length just before a range (for the "vs previous period" tile). */
export function previousRange(start: string, end: string): { start: string; end: string } {
  const n = daysInRange(start, end);
  return { start: shift(start, -n), end: shift(start, -1) };
}
