// The dashboard's ranking grid: a store per row, its daily net sales as a sparkline, every figure
// sortable and marked against its company's targets.
import type { DashboardRankingRow } from '@store-ops/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { gridTheme } from '../../../components/DataGrid/gridTheme';
import { registerDataGridModules } from '../../../components/DataGrid/modules';
import {
  formatChange,
  formatCount,
  formatMoney,
  formatPercent,
  dashboardStrings as s,
  type TargetFigure,
} from './dashboard';
import { GridBox } from './StoreRanking.styles';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A store's daily net sales as a small line: a plain DOM cell renderer (AG Grid's JS component: a
 * React renderer per cell costs a portal each, which a 92-day board felt as a long task).
 */
class SparklineRenderer {
  private gui: HTMLElement | null = null;
  init(params: ICellRendererParams<DashboardRankingRow>): void {
    this.gui = sparkline(params);
  }
  getGui(): HTMLElement {
    return this.gui as HTMLElement;
  }
  refresh(): boolean {
    return false;
  }
}

function sparkline(params: ICellRendererParams<DashboardRankingRow>): HTMLElement {
  const values = params.data?.sales ?? [];
  const max = Math.max(1, ...values);
  const w = 96;
  const h = 24;
  const step = values.length > 1 ? w / (values.length - 1) : 0;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('data-part', 'spark');
  if (values.length === 1) {
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('cx', String(w / 2));
    dot.setAttribute('cy', String(h / 2));
    dot.setAttribute('r', '2.5');
    svg.append(dot);
  } else {
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute(
      'points',
      values.map((v, i) => `${(i * step).toFixed(1)},${(h - (v / max) * (h - 2) - 1).toFixed(1)}`).join(' '),
    );
    svg.append(line);
  }
  return svg as unknown as HTMLElement;
}

/** A figure past its target says so in words too (the colour alone is not enough). */
const flagged = (text: string, figure: TargetFigure, bad: boolean) =>
  bad ? `${text} (${s.flags[figure]})` : text;

/** Every store's figures, sortable by any column, those past their company's target marked. */
export function StoreRanking({ rows }: { rows: DashboardRankingRow[] }) {
  registerDataGridModules();
  const columns = useMemo<ColDef<DashboardRankingRow>[]>(() => {
    const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : s.notAvailable);
    const percent = (digits: number) => (v: unknown) =>
      typeof v === 'number' ? formatPercent(v, digits) : s.notAvailable;
    const bad = (key: keyof DashboardRankingRow['status']) => ({
      'so-bad': (p: { data?: DashboardRankingRow }) => p.data?.status[key] === 'bad',
      'so-good': (p: { data?: DashboardRankingRow }) => p.data?.status[key] === 'good',
    });
    return [
      { colId: 'name', headerName: s.columns.store, field: 'name', pinned: 'left', minWidth: 150, flex: 1 },
      {
        colId: 'trend',
        headerName: s.columns.trend,
        cellRenderer: SparklineRenderer,
        sortable: false,
        width: 120,
      },
      {
        colId: 'net_sales',
        headerName: s.columns.netSales,
        valueGetter: (p) => p.data?.kpis.netSales ?? null,
        valueFormatter: (p) => money(p.value),
        sort: 'desc',
      },
      {
        colId: 'vs_forecast',
        headerName: s.columns.vsForecast,
        valueGetter: (p) => p.data?.kpis.forecastVariancePercent ?? null,
        valueFormatter: (p) =>
          typeof p.value === 'number'
            ? flagged(formatChange(p.value), 'forecast', p.data?.status.forecast === 'bad')
            : s.notAvailable,
        cellClassRules: bad('forecast'),
      },
      {
        colId: 'transactions',
        headerName: s.columns.transactions,
        valueGetter: (p) => p.data?.kpis.transactions ?? null,
        valueFormatter: (p) => (typeof p.value === 'number' ? formatCount(p.value) : s.notAvailable),
      },
      {
        colId: 'per_transaction',
        headerName: s.columns.perTransaction,
        valueGetter: (p) => p.data?.kpis.netSalesPerTransaction ?? null,
        valueFormatter: (p) => money(p.value),
      },
      {
        colId: 'labor_cost_pct',
        headerName: s.columns.laborCost,
        valueGetter: (p) => p.data?.kpis.laborCostPercent ?? null,
        valueFormatter: (p) =>
          flagged(percent(2)(p.value), 'labor_cost', p.data?.status.labor_cost === 'bad'),
        cellClassRules: bad('labor_cost'),
      },
      {
        colId: 'sales_per_labor_hour',
        headerName: s.columns.salesPerLaborHour,
        valueGetter: (p) => p.data?.kpis.salesPerLaborHour ?? null,
        valueFormatter: (p) =>
          flagged(money(p.value), 'sales_per_labor_hour', p.data?.status.sales_per_labor_hour === 'bad'),
        cellClassRules: bad('sales_per_labor_hour'),
      },
      {
        colId: 'late_clock_ins',
        headerName: s.columns.late,
        valueGetter: (p) => p.data?.kpis.lateClockIns ?? null,
      },
      {
        colId: 'task_completion',
        headerName: s.columns.tasks,
        valueGetter: (p) => p.data?.kpis.taskCompletionRate ?? null,
        valueFormatter: (p) =>
          flagged(percent(1)(p.value), 'task_completion', p.data?.status.task_completion === 'bad'),
        cellClassRules: bad('task_completion'),
      },
      {
        colId: 'expired_timers',
        headerName: s.columns.timers,
        valueGetter: (p) => p.data?.kpis.expiredTimers ?? null,
      },
    ];
  }, []);
  return (
    <GridBox data-part="ranking">
      <AgGridReact<DashboardRankingRow>
        theme={gridTheme}
        rowData={rows}
        columnDefs={columns}
        getRowId={(p) => String(p.data.storeId)}
        defaultColDef={{ sortable: true, resizable: true, minWidth: 110, suppressMovable: true }}
        ensureDomOrder
        suppressColumnVirtualisation
        // As tall as its rows (a store per row), its horizontal scrollbar included.
        domLayout="autoHeight"
      />
    </GridBox>
  );
}
