// One store-day's headline figures, taken from its stat blocks, and what comparisons and rankings
// make of them. Used by the server's compare_days and store_rank tools and by the offline analyst,
// so a figure is computed in exactly one place.
import type { FigureUnit, ReportFigure } from '../contract/chatReply';
import { WEEKDAYS } from '../contract/constants';
import type { StatBlocks } from '../report/types';
import { round2 } from '../report/values';

export const DAY_METRICS = [
  'net_sales',
  'forecast',
  'forecast_variance_dollars',
  'forecast_variance_percent',
  'transactions',
  'net_sales_per_transaction',
  'labor_hours',
  'suggested_labor_hours',
  'labor_cost',
  'labor_cost_percent',
  'sales_per_labor_hour',
  'actual_vs_suggested_hours_percent',
  'late_clock_ins',
  'early_clock_ins',
  'no_shows',
  'task_completion_rate',
  'open_task_issues',
  'expired_timers',
  'samples',
] as const;
export type DayMetric = (typeof DAY_METRICS)[number];

export type DayFigures = Record<DayMetric, number | null>;

/** How each metric reads; `higherIsBetter` decides the ranking order (best first). */
export const DAY_METRIC_INFO: Record<
  DayMetric,
  { label: string; unit: 'money' | 'percent' | 'count' | 'hours'; higherIsBetter: boolean }
> = {
  net_sales: { label: 'Net sales', unit: 'money', higherIsBetter: true },
  forecast: { label: 'Forecast', unit: 'money', higherIsBetter: true },
  forecast_variance_dollars: { label: 'Variance vs forecast ($)', unit: 'money', higherIsBetter: true },
  forecast_variance_percent: { label: 'Variance vs forecast (%)', unit: 'percent', higherIsBetter: true },
  transactions: { label: 'Transactions', unit: 'count', higherIsBetter: true },
  net_sales_per_transaction: { label: 'Net sales per transaction', unit: 'money', higherIsBetter: true },
  labor_hours: { label: 'Labor hours', unit: 'hours', higherIsBetter: false },
  suggested_labor_hours: { label: 'Suggested labor hours', unit: 'hours', higherIsBetter: false },
  labor_cost: { label: 'Labor cost', unit: 'money', higherIsBetter: false },
  labor_cost_percent: { label: 'Labor cost %', unit: 'percent', higherIsBetter: false },
  sales_per_labor_hour: { label: 'Sales per labor hour', unit: 'money', higherIsBetter: true },
  actual_vs_suggested_hours_percent: {
    label: 'Actual vs suggested hours',
    unit: 'percent',
    higherIsBetter: false,
  },
  late_clock_ins: { label: 'Late clock-ins', unit: 'count', higherIsBetter: false },
  early_clock_ins: { label: 'Early clock-ins', unit: 'count', higherIsBetter: false },
  no_shows: { label: 'No-shows (no clock-in)', unit: 'count', higherIsBetter: false },
  task_completion_rate: { label: 'Task completion rate', unit: 'percent', higherIsBetter: true },
  open_task_issues: { label: 'Open task issues', unit: 'count', higherIsBetter: false },
  expired_timers: { label: 'Expired timers', unit: 'count', higherIsBetter: false },
  samples: { label: 'Samples handed out', unit: 'count', higherIsBetter: true },
};

/**
 * The headline figures of one store-day; a metric whose block is absent, or that the sales block leaves
 * out (the company's report settings), is null.
 */
export function dayFigures(blocks: StatBlocks): DayFigures {
  const s = blocks.sales;
  const cv = blocks.employees?.clockInVariance;
  return {
    net_sales: s ? s.totals.netSales : null,
    forecast: s ? s.totals.forecast : null,
    forecast_variance_dollars: s?.metrics.forecastVarianceDollars ?? null,
    forecast_variance_percent: s?.metrics.forecastVariancePercent ?? null,
    transactions: s ? s.totals.transactions : null,
    net_sales_per_transaction: s?.metrics.netSalesPerTransaction ?? null,
    labor_hours: s ? s.totals.laborHours : null,
    suggested_labor_hours: s ? s.totals.suggestedLaborHours : null,
    labor_cost: s ? s.totals.laborCost : null,
    labor_cost_percent: s?.metrics.laborCostPercent ?? null,
    sales_per_labor_hour: s?.metrics.netSalesPerLaborHour ?? null,
    actual_vs_suggested_hours_percent: s?.metrics.actualVsSuggestedHoursPercent ?? null,
    late_clock_ins: cv ? cv.counts.late : null,
    early_clock_ins: cv ? cv.counts.early : null,
    no_shows: cv ? cv.counts.notApplicable : null,
    task_completion_rate: blocks.tasks ? blocks.tasks.completionRate : null,
    open_task_issues: blocks.tasks ? blocks.tasks.issues : null,
    expired_timers: blocks.timers ? blocks.timers.expired : null,
    samples: blocks.samples ? blocks.samples.count : null,
  };
}

export interface MetricChange {
  metric: DayMetric;
  label: string;
  a: number | null;
  b: number | null;
  /** a - b, 2 decimals; null when either side is null. */
  change: number | null;
  /** (a - b) / |b| * 100, 2 decimals; null when either side is null or b is 0. */
  changePercent: number | null;
}

export interface StoreRef {
  id: number;
  name: string;
}

/** compare_days' answer: day a (usually the report date) against day b (by default a week earlier). */
export interface DayComparison {
  store: StoreRef;
  dateA: string;
  dateB: string;
  a: DayFigures;
  b: DayFigures;
  changes: MetricChange[];
}

export function compareDays(
  store: StoreRef,
  dateA: string,
  a: DayFigures,
  dateB: string,
  b: DayFigures,
): DayComparison {
  const changes = DAY_METRICS.map((metric): MetricChange => {
    const va = a[metric];
    const vb = b[metric];
    const both = va !== null && vb !== null;
    return {
      metric,
      label: DAY_METRIC_INFO[metric].label,
      a: va,
      b: vb,
      change: both ? round2(va - vb) : null,
      changePercent: both && vb !== 0 ? round2(((va - vb) / Math.abs(vb)) * 100) : null,
    };
  });
  return { store, dateA, dateB, a, b, changes };
}

export interface RankedStore {
  rank: number;
  store: StoreRef;
  value: number | null;
}

/** store_rank's answer: the stores of a company on one date, best first for the metric; nulls last. */
export interface StoreRanking {
  companyId: number;
  date: string;
  metric: DayMetric;
  label: string;
  higherIsBetter: boolean;
  stores: RankedStore[];
}

export function rankStores(
  companyId: number,
  date: string,
  metric: DayMetric,
  entries: readonly { store: StoreRef; figures: DayFigures }[],
): StoreRanking {
  const info = DAY_METRIC_INFO[metric];
  const sorted = [...entries].sort((x, y) => {
    const vx = x.figures[metric];
    const vy = y.figures[metric];
    if (vx === null && vy === null) return x.store.name.localeCompare(y.store.name);
    if (vx === null) return 1;
    if (vy === null) return -1;
    if (vx !== vy) return info.higherIsBetter ? vy - vx : vx - vy;
    return x.store.name.localeCompare(y.store.name);
  });
  let rank = 0;
  let previous: number | null | undefined;
  const stores = sorted.map((e, i) => {
    const value = e.figures[metric];
    if (value !== previous || value === null) rank = i + 1;
    previous = value;
    return { rank, store: e.store, value };
  });
  return { companyId, date, metric, label: info.label, higherIsBetter: info.higherIsBetter, stores };
}

/**
 * The figures of a compare_days answer, to trace a reply that quotes it (block `compare_days`):
 * each metric's value on both days, its change (a percent metric's change is in points) and its
 * change in %. A reply about a comparison is traced against these and the report context's figures.
 */
export function comparisonFigures(c: DayComparison): ReportFigure[] {
  const out: ReportFigure[] = [];
  const add = (field: string, label: string, value: number | null, unit: FigureUnit) => {
    if (value !== null && Number.isFinite(value))
      out.push({ block: 'compare_days', field, label, value, unit });
  };
  c.changes.forEach((r, i) => {
    const unit = DAY_METRIC_INFO[r.metric].unit;
    add(`changes[${i}].a`, `${r.label}, ${c.dateA}`, r.a, unit);
    add(`changes[${i}].b`, `${r.label}, ${c.dateB}`, r.b, unit);
    add(`changes[${i}].change`, `${r.label}: change`, r.change, unit);
    add(`changes[${i}].changePercent`, `${r.label}: change %`, r.changePercent, 'percent');
  });
  return out;
}

/** The figures of a store_rank answer (block `store_rank`): each store's rank and value. */
export function rankingFigures(r: StoreRanking): ReportFigure[] {
  const out: ReportFigure[] = [];
  const unit = DAY_METRIC_INFO[r.metric].unit;
  r.stores.forEach((s, i) => {
    out.push({
      block: 'store_rank',
      field: `stores[${i}].rank`,
      label: `Rank of ${s.store.name}`,
      value: s.rank,
      unit: 'count',
    });
    if (s.value !== null)
      out.push({
        block: 'store_rank',
        field: `stores[${i}].value`,
        label: `${r.label}, ${s.store.name}`,
        value: s.value,
        unit,
      });
  });
  return out;
}

/** YYYY-MM-DD plus `days` (negative: earlier). */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}
