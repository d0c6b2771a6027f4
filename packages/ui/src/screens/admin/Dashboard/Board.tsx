// The loaded board: the KPI tiles beside Needs attention, then the trend chart and the ranking grid.
import type { DashboardTargets, DashboardView } from '@store-ops/domain';
import { memo, useDeferredValue } from 'react';
import { KpiTile } from '../../../components/KpiTile';
import { lazyModule, useLazyModuleState } from '../../../components/shared/lazyModule';
import { Attention, type StoreDayRef } from './Attention';
import { Columns, Panel, RankingPending, Tiles } from './Dashboard.styles';
import {
  formatChange,
  formatCount,
  formatMoney,
  formatPercent,
  formatRange,
  formatSignedMoney,
  formatTargetPercent,
  dashboardStrings as s,
} from './dashboard';
import { TrendChart } from './TrendChart';

export function Board({
  view,
  onOpenStoreDay,
}: {
  view: DashboardView;
  onOpenStoreDay: (day: StoreDayRef) => void;
}) {
  // The tiles paint first; the chart, the grid and the list follow in a deferred render of their own
  // (and again on each new answer), so a long range never blocks the main thread in one piece (bench:
  // long tasks while 92 days render).
  const later = useDeferredValue<DashboardView | null>(view, null);
  const { kpis, targets: shared, status } = view;
  const na = s.notAvailable;
  const pct = (v: number | null, digits = 2) => (v === null ? na : formatPercent(v, digits));
  /** A tile's target in words: the shared one, or that the companies' targets differ. */
  const target = (value: (t: DashboardTargets) => string) =>
    shared ? s.target(value(shared)) : s.targetsDiffer;
  const perHourTarget = shared ? (shared.sales_per_labor_hour ?? null) : null;
  return (
    <>
      {/* Needs attention beside the tiles (above them on a narrow screen); the grid gets the full width. */}
      <Columns>
        <Tiles aria-label={s.kpis}>
          <KpiTile label={s.tiles.netSales} value={formatMoney(kpis.netSales)} />
          <KpiTile
            label={s.tiles.vsForecast}
            value={formatSignedMoney(kpis.forecastVarianceDollars)}
            details={[
              kpis.forecastVariancePercent === null ? na : formatChange(kpis.forecastVariancePercent),
              shared ? undefined : s.targetsDiffer,
            ]}
            status={status?.forecast}
            flag={s.flags.forecast}
          />
          <KpiTile
            label={s.tiles.vsPrevious}
            value={kpis.previousPeriodPercent === null ? na : formatChange(kpis.previousPeriodPercent)}
            details={[s.previousRange(formatRange(view.previousRange.start, view.previousRange.end))]}
          />
          <KpiTile label={s.tiles.transactions} value={formatCount(kpis.transactions)} />
          <KpiTile
            label={s.tiles.perTransaction}
            value={kpis.netSalesPerTransaction === null ? na : formatMoney(kpis.netSalesPerTransaction)}
          />
          <KpiTile
            label={s.tiles.laborCost}
            value={pct(kpis.laborCostPercent)}
            details={[target((t) => formatTargetPercent(t.labor_cost_pct))]}
            status={status?.labor_cost}
            flag={s.flags.labor_cost}
          />
          <KpiTile
            label={s.tiles.salesPerLaborHour}
            value={kpis.salesPerLaborHour === null ? na : formatMoney(kpis.salesPerLaborHour)}
            details={[
              perHourTarget !== null
                ? s.target(formatMoney(perHourTarget))
                : view.perHourTargetsDiffer
                  ? s.targetsDiffer
                  : undefined,
            ]}
            status={status?.sales_per_labor_hour}
            flag={s.flags.sales_per_labor_hour}
          />
          <KpiTile label={s.tiles.lateClockIns} value={formatCount(kpis.lateClockIns)} />
          <KpiTile
            label={s.tiles.taskCompletion}
            value={pct(kpis.taskCompletionRate, 1)}
            details={[target((t) => formatTargetPercent(t.task_completion_pct))]}
            status={status?.task_completion}
            flag={s.flags.task_completion}
          />
          <KpiTile label={s.tiles.expiredTimers} value={formatCount(kpis.expiredTimers)} />
        </Tiles>
        {later && (
          <Attention
            items={later.attention}
            range={formatRange(later.start, later.end)}
            onOpen={onOpenStoreDay}
          />
        )}
      </Columns>
      {later && <Details view={later} />}
    </>
  );
}

/** The chart and the ranking grid, full width (rendered after the tiles: see Board). */
const Details = memo(function Details({ view }: { view: DashboardView }) {
  const { chart } = view;
  return (
    <>
      <Panel>
        <TrendChart
          title={chart.byStore ? s.chartByStore : s.chartByDay}
          categoryLabel={chart.byStore ? s.columns.store : s.day}
          points={chart.points}
        />
      </Panel>
      <Panel aria-labelledby="dashboard-stores">
        <h2 id="dashboard-stores">{s.stores}</h2>
        <p data-part="hint">{s.storesHint}</p>
        <Ranking rows={view.ranking} />
      </Panel>
    </>
  );
});

// The ranking grid is AG Grid: its code loads beside the board's first paint, not before it.
const rankingModule = lazyModule(() => import('./StoreRanking'));
/** Starts loading the ranking grid's code: the dashboard's route calls it early, Storybook before a story. */
export const loadStoreRanking = rankingModule.load;

/** The ranking grid once its code has loaded; until then its stand-in. */
function Ranking({ rows }: { rows: DashboardView['ranking'] }) {
  const { module, failed } = useLazyModuleState(rankingModule, 'The ranking grid');
  return module ? <module.StoreRanking rows={rows} /> : <RankingStandIn rows={rows.length} failed={failed} />;
}

/** The grid's place while its code loads, as tall as the grid will be; says so if it could not load. */
export function RankingStandIn({ rows, failed }: { rows: number; failed: boolean }) {
  return (
    <RankingPending
      role="status"
      data-failed={failed || undefined}
      style={{ minHeight: rankingHeight(rows) }}
    >
      {failed ? s.rankingFailed : s.rankingLoading}
    </RankingPending>
  );
}

/**
 * The grid's height for this many rows: its header (45 px), its rows (40 px) and the sideways
 * scrollbar (16 px) or its 150 px least body, whichever is taller, and its border.
 */
const rankingHeight = (rows: number) => 45 + Math.max(150, 40 * rows + 16) + 2;
