// The printable store-day report as its screen shows it: one report context's header, tiles (marked
// against the company's targets), hourly chart and blocks worked out once, so the screen only formats
// and lays them out. The figures are those of the CSV and the Markdown (`printable`).
import type { ReportContext } from './context';
import { weatherText } from './context';
import type { DashboardTargets, TargetStatus } from './dashboard';
import {
  hourVariance,
  notCompletedTasks,
  reportDayHours,
  reportDayStatusView,
  type StoreDayKpi,
  type StoreDayStatusView,
  storeAddress,
  storeDayReportKpis,
  storeDayTargetStatus,
} from './printable';
import type { ClockInVariance, HourlyRow, NamedCount, TaskRow, TimerRow } from './types';

/** The targets the report's tiles are marked against (a company's report settings' targets). */
export type StoreDayReportTargets = Pick<
  DashboardTargets,
  'labor_cost_pct' | 'forecast_variance_pct' | 'task_completion_pct'
>;

/** A KPI tile, with its mark and the target it is marked against (none without targets). */
export interface StoreDayReportTile extends StoreDayKpi {
  status: TargetStatus;
  /** Labor cost: at most this %; task completion: at least this %; vs forecast: within minus this %. */
  target: number | null;
}

/** One hour of the chart: its figures and its net sales minus its forecast. */
export interface StoreDayReportHour extends Pick<HourlyRow, 'hour' | 'hourOfDay' | 'netSales' | 'forecast'> {
  variance: number;
}

export interface StoreDayReportView {
  /** The selected store (null: no store selected), its address and the report day's opening hours. */
  store: { name: string; address: string; hours: string | null } | null;
  displayDate: string;
  weather: string | null;
  dayStatus: StoreDayStatusView;
  tiles: StoreDayReportTile[];
  /** The hours in order, their totals exact to the cent and the busiest (the first of equals). */
  hourly: {
    rows: StoreDayReportHour[];
    netSales: number;
    forecast: number;
    peak: StoreDayReportHour | null;
  } | null;
  clockIn: ClockInVariance | null;
  tasks: { total: number; completed: number; completionRate: number | null; notCompleted: TaskRow[] } | null;
  timers: { total: number; expired: number; expiredTimers: TimerRow[] } | null;
  samples: { count: number; byProduct: NamedCount[]; byEmployee: NamedCount[] } | null;
}

const sumCents = (rows: readonly StoreDayReportHour[], pick: (r: StoreDayReportHour) => number) =>
  rows.reduce((sum, r) => sum + Math.round(pick(r) * 100), 0) / 100;

/** The report of one store-day; with `targets`, labor cost, sales vs forecast and task completion are marked. */
export function storeDayReportView(ctx: ReportContext, targets?: StoreDayReportTargets): StoreDayReportView {
  const { store } = ctx.location;
  const blocks = ctx.statBlocks;
  const status = targets ? storeDayTargetStatus(ctx, targets) : null;
  const markOf = (key: StoreDayKpi['key']): Pick<StoreDayReportTile, 'status' | 'target'> => {
    if (!status || !targets) return { status: null, target: null };
    if (key === 'laborCost') return { status: status.labor_cost, target: targets.labor_cost_pct };
    if (key === 'vsForecast') return { status: status.forecast, target: targets.forecast_variance_pct };
    if (key === 'taskCompletion')
      return { status: status.task_completion, target: targets.task_completion_pct };
    return { status: null, target: null };
  };
  const hours = blocks.hourly?.map((h) => ({
    hour: h.hour,
    hourOfDay: h.hourOfDay,
    netSales: h.netSales,
    forecast: h.forecast,
    variance: hourVariance(h),
  }));
  return {
    store: store ? { name: store.name, address: storeAddress(store), hours: reportDayHours(ctx) } : null,
    displayDate: ctx.reportDate.displayDate,
    weather: weatherText(ctx.weather),
    dayStatus: reportDayStatusView(ctx),
    tiles: storeDayReportKpis(ctx).map((k) => ({ ...k, ...markOf(k.key) })),
    hourly: hours
      ? {
          rows: hours,
          netSales: sumCents(hours, (r) => r.netSales),
          forecast: sumCents(hours, (r) => r.forecast),
          peak: hours.reduce<StoreDayReportHour | null>(
            (a, b) => (a === null || b.netSales > a.netSales ? b : a),
            null,
          ),
        }
      : null,
    clockIn: blocks.employees?.clockInVariance ?? null,
    tasks: blocks.tasks
      ? {
          total: blocks.tasks.total,
          completed: blocks.tasks.completed,
          completionRate: blocks.tasks.completionRate,
          notCompleted: notCompletedTasks(blocks.tasks),
        }
      : null,
    timers: blocks.timers
      ? {
          total: blocks.timers.total,
          expired: blocks.timers.expired,
          expiredTimers: blocks.timers.timers.filter((r) => r.status === 'expired'),
        }
      : null,
    samples: blocks.samples
      ? {
          count: blocks.samples.count,
          byProduct: blocks.samples.byProduct,
          byEmployee: blocks.samples.byEmployee,
        }
      : null,
  };
}
