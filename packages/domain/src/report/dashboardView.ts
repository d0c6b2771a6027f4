// The dashboard's board as its screen shows it: every figure of an answer worked out once (the KPI
// tiles, their targets and marks, Needs attention, the trend chart's points, the ranking rows), so the
// screen only formats and lays them out.
import type { DashboardResponse } from '../contract/responses';
import {
  type AttentionItem,
  attentionItems,
  type DashboardDayStatusView,
  type DashboardFigures,
  type DashboardKpis,
  type DashboardTargets,
  dashboardDayStatusView,
  dashboardKpis,
  dashboardTargetsOf,
  previousRange,
  sharedTargets,
  sumFigures,
  summedDayStatus,
  targetStatus,
} from './dashboard';
import { ratio } from './values';

/** How each targeted figure fares (`targetStatus`). */
export type DashboardTargetStatus = ReturnType<typeof targetStatus>;

/** One store's row of the ranking grid: its figures as the tiles define them, against its company's targets. */
export interface DashboardRankingRow {
  storeId: number;
  name: string;
  kpis: DashboardKpis;
  status: DashboardTargetStatus;
  /** Its net sales day by day (the sparkline). */
  sales: number[];
}

/** One point of the trend chart: a day summed over the stores, or a store (a one-day range). */
export type DashboardChartPoint = {
  netSales: number;
  forecast: number;
  laborCostPercent: number | null;
} & (
  | { kind: 'day'; date: string }
  /** `shortName`: the name without the leading words it shares with another store's (`shortStoreNames`). */
  | { kind: 'store'; storeId: number; name: string; shortName: string }
);

export interface DashboardView {
  start: string;
  end: string;
  /** Why there is no board: no stores, or no figure in the range; null when there is one. */
  empty: 'no_stores' | 'no_data' | null;
  dayStatus: DashboardDayStatusView;
  /** The tiles; "vs previous period" only when the range is over (a period not over is not set against a whole one). */
  kpis: DashboardKpis;
  /** The period the previous-period tile compares with. */
  previousRange: { start: string; end: string };
  /** The targets every company of the board shares (the tiles are marked against them), or null when they differ. */
  targets: DashboardTargets | null;
  /** The tiles' marks against the shared targets; null when the targets differ. */
  status: DashboardTargetStatus | null;
  /** The targets differ and some company has a sales-per-labor-hour target (the tile says they differ). */
  perHourTargetsDiffer: boolean;
  /** Needs attention: each store-day against its company's targets, the most severe first. */
  attention: AttentionItem[];
  chart: { byStore: boolean; points: DashboardChartPoint[] };
  ranking: DashboardRankingRow[];
}

/**
 * Store names short enough for a chart's axis: the leading words a name shares with another store's
 * go (`Blazing Bird Uptown` and `Blazing Bird Midtown`: `Uptown`, `Midtown`); where that leaves two
 * alike, the dropped words' initials stay in front (`BB Downtown`, `HT Downtown`).
 */
export function shortStoreNames(names: readonly string[]): string[] {
  const words = names.map((n) => n.trim().split(/\s+/));
  const shared = words.map((w, i) => {
    let k = 0;
    for (const [j, other] of words.entries()) {
      if (j === i) continue;
      let n = 0;
      while (n < w.length - 1 && n < other.length && w[n] === other[n]) n++;
      k = Math.max(k, n);
    }
    return k;
  });
  const rest = words.map((w, i) => w.slice(shared[i]).join(' '));
  return rest.map((r, i) =>
    shared[i]! > 0 && rest.some((o, j) => j !== i && o === r)
      ? `${words[i]!.slice(0, shared[i])
          .map((w) => w[0]!.toUpperCase())
          .join('')} ${r}`
      : r,
  );
}

/** The chart's points: each store for a one-day range, else each day summed over the stores. */
function chartOf(result: DashboardResponse): DashboardView['chart'] {
  const byStore = result.start === result.end;
  const labor = (f: DashboardFigures) => ratio(f.labor_cost, f.net_sales, 100);
  if (byStore) {
    const short = shortStoreNames(result.stores.map((s) => s.name));
    return {
      byStore,
      points: result.stores.map((s, i) => ({
        kind: 'store',
        storeId: s.store_id,
        name: s.name,
        shortName: short[i]!,
        netSales: s.totals.net_sales,
        forecast: s.totals.forecast,
        laborCostPercent: labor(s.totals),
      })),
    };
  }
  const first = result.stores[0];
  const days = first
    ? first.days.map((d, i) => ({ date: d.date, ...sumFigures(result.stores.map((s) => s.days[i] ?? d)) }))
    : [];
  return {
    byStore,
    points: days.map((d) => ({
      kind: 'day',
      date: d.date,
      netSales: d.net_sales,
      forecast: d.forecast,
      laborCostPercent: labor(d),
    })),
  };
}

/**
 * The board of a dashboard answer; `previous`: the totals of the period of the same length before it.
 * Each store is measured against its company's targets; the tiles, summed over companies, only when
 * those companies share them.
 */
export function dashboardView(result: DashboardResponse, previous: DashboardFigures | null): DashboardView {
  const dayStatus = dashboardDayStatusView(result);
  const empty = result.stores.length === 0 ? 'no_stores' : hasFigures(result.totals) ? null : 'no_data';
  const targets = sharedTargets(
    result,
    result.stores.map((st) => st.company_id),
  );
  const targetsOf = (companyId: number) => dashboardTargetsOf(result, companyId);
  return {
    start: result.start,
    end: result.end,
    empty,
    dayStatus,
    kpis: dashboardKpis(result.totals, dayStatus.status === 'complete' ? previous : null),
    previousRange: previousRange(result.start, result.end),
    targets,
    status: targets ? targetStatus(result.totals, targets, dayStatus.status) : null,
    perHourTargetsDiffer:
      !targets && result.stores.some((st) => targetsOf(st.company_id).sales_per_labor_hour != null),
    attention: attentionItems(result.stores, targetsOf),
    chart: chartOf(result),
    ranking: result.stores.map((st) => ({
      storeId: st.store_id,
      name: st.name,
      kpis: dashboardKpis(st.totals, null),
      status: targetStatus(
        st.totals,
        targetsOf(st.company_id),
        summedDayStatus(st.days.map((d) => d.status)),
      ),
      sales: st.days.map((d) => d.net_sales),
    })),
  };
}

/** Whether any figure of the range is not zero (else the board says "No data in this range"). */
const hasFigures = (totals: DashboardFigures) => Object.values(totals).some((v) => v !== 0);
