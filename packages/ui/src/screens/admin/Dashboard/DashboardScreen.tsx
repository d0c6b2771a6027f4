import {
  type AttentionItem,
  attentionItems,
  type Company,
  DASHBOARD_PRESETS,
  type DashboardDayStatusView,
  type DashboardFigures,
  type DashboardKpis,
  type DashboardPreset,
  type DashboardResponse,
  type DashboardTargets,
  dashboardKpis,
  dashboardTargetsOf,
  previousRange,
  sharedTargets,
  summedDayStatus,
  type TargetStatus,
  targetStatus,
} from '@store-ops/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { memo, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { gridTheme } from '../../../components/DataGrid/gridTheme';
import { registerDataGridModules } from '../../../components/DataGrid/modules';
import { DateRangePicker } from '../../../components/DatePicker';
import { DayStatusBanner } from '../../../components/DayStatusBanner';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { focusRing } from '../../../components/shared/styles';
import { Banner, Centered, Page, PageHeader, Title } from '../admin.styles';
import {
  attentionQuestion,
  attentionText,
  chartPoints,
  formatChange,
  formatCount,
  formatDay,
  formatMoney,
  formatPercent,
  formatRange,
  formatSignedMoney,
  formatTargetPercent,
  formatTime,
  hasData,
  dashboardStrings as s,
} from './dashboard';
import { TrendChart } from './TrendChart';

export type DashboardRangeChoice = DashboardPreset | 'custom';

/** Where a Needs attention item leads: that store-day in the assistant, its question filled in. */
export interface StoreDayRef {
  companyId: number;
  storeId: number;
  date: string;
  question?: string;
}

export interface DashboardScreenProps {
  status: 'loading' | 'ready' | 'failed';
  preset: DashboardRangeChoice;
  range: { start: string; end: string };
  companyId: number | null;
  companies: readonly Company[];
  /** The last board loaded (kept, dimmed, while the next one loads); null before the first. */
  result: DashboardResponse | null;
  /** The totals of the period of the same length before the range. */
  previous: DashboardFigures | null;
  /** When the board was loaded: a day in progress says it is so as of then. */
  loadedAt?: Date | null;
  /** What kind of days the board is of (`dashboardDayStatusView` of `result`); null before the first. */
  dayStatus?: DashboardDayStatusView | null;
  error?: string | null;
  rangeError?: string | null;
  onPreset: (preset: DashboardPreset) => void;
  onRange: (range: { start: string; end: string }) => void;
  onCompany: (companyId: number | null) => void;
  onRetry: () => void;
  onOpenStoreDay: (day: StoreDayRef) => void;
}

const ALL = 'all';
/** Needs attention shows this many until "Show all". */
const ATTENTION_SHOWN = 12;

/**
 * /dashboard: every store's range at a glance. KPI tiles, a trend chart (with its table),
 * a per-store ranking grid coloured against the targets, and Needs attention: each exception opens
 * that store-day in the assistant. Each store is measured against its company's targets;
 * the tiles, summed over companies, only when those companies share them.
 */
export function DashboardScreen(props: DashboardScreenProps) {
  const { status, preset, range, companyId, companies, result, error, rangeError, loadedAt, dayStatus } =
    props;
  const loading = status === 'loading';
  const companyOptions = useMemo(
    () => [
      { id: ALL, label: s.allCompanies },
      ...companies.map((c) => ({ id: String(c.id), label: c.name })),
    ],
    [companies],
  );

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <EmptyState
        variant="error"
        title={s.loadFailed}
        description={error ?? undefined}
        action={
          <Button variant="primary" size="sm" onPress={props.onRetry}>
            {s.retry}
          </Button>
        }
      />
    );
  } else if (!result) {
    body = (
      <Centered role="status">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    );
  } else if (result.stores.length === 0) {
    body = <EmptyState title={s.noStores} description={s.noStoresHint} />;
  } else if (!hasData(result)) {
    body = <EmptyState title={s.noData} description={s.noDataHint(formatRange(result.start, result.end))} />;
  } else {
    body = <Board {...props} result={result} />;
  }

  return (
    <Page data-component="DashboardScreen" data-state={status} aria-busy={loading || undefined}>
      <PageHeader>
        <Title>{s.title}</Title>
        <RangeLine>
          <span data-testid="dashboard-range">{formatRange(range.start, range.end)}</span>
          {dayStatus?.inProgress && loadedAt && <InProgress>{s.inProgress(formatTime(loadedAt))}</InProgress>}
          {loading && result && <Spinner size="sm" label={s.loading} />}
        </RangeLine>
      </PageHeader>
      <FilterBar role="search" aria-label={s.filters} onSubmit={(e) => e.preventDefault()}>
        <Presets
          aria-label={s.range}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={preset === 'custom' ? [] : [preset]}
          onSelectionChange={(keys) => {
            const key = [...keys][0];
            if (key !== undefined) props.onPreset(key as DashboardPreset);
          }}
        >
          {DASHBOARD_PRESETS.map((p) => (
            <ToggleButton key={p} id={p}>
              {s.presets[p]}
            </ToggleButton>
          ))}
        </Presets>
        <DateRangePicker
          label={s.customRange}
          value={range}
          onChange={(next) => next && props.onRange(next)}
          isInvalid={!!rangeError}
          errorMessage={rangeError ?? undefined}
        />
        <Select
          label={s.company}
          options={companyOptions}
          value={companyId === null ? ALL : String(companyId)}
          onChange={(id) => props.onCompany(id === null || id === ALL ? null : Number(id))}
        />
      </FilterBar>
      {rangeError && <Banner role="alert">{rangeError}</Banner>}
      {result && dayStatus?.note && <DayStatusBanner status={dayStatus.noteStatus} text={dayStatus.note} />}
      <Body>{body}</Body>
    </Page>
  );
}

function Board({
  result,
  previous,
  onOpenStoreDay,
  dayStatus,
}: DashboardScreenProps & { result: DashboardResponse }) {
  // The tiles paint first; the chart, the grid and the list follow in a deferred render of their own
  // (and again on each new answer), so a long range never blocks the main thread in one piece (bench:
  // long tasks while 92 days render).
  const later = useDeferredValue<DashboardResponse | null>(result, null);
  // A period that is not over (or has no actuals) is not set against a whole one.
  const kpis = dashboardKpis(
    result.totals,
    (dayStatus?.status ?? 'complete') === 'complete' ? previous : null,
  );
  const before = previousRange(result.start, result.end);
  const shared = useMemo(
    () =>
      sharedTargets(
        result,
        result.stores.map((st) => st.company_id),
      ),
    [result],
  );
  const status = shared ? targetStatus(result.totals, shared, dayStatus?.status) : null;
  const na = s.notAvailable;
  const pct = (v: number | null, digits = 2) => (v === null ? na : formatPercent(v, digits));
  /** A tile's target in words: the shared one, or that the companies' targets differ. */
  const target = (value: (t: DashboardTargets) => string) =>
    shared ? s.target(value(shared)) : s.targetsDiffer;
  const perHourTarget = shared ? (shared.sales_per_labor_hour ?? null) : null;
  // Targets differ: say so on the per-hour tile only when some company has a per-hour target at all.
  const perHourDiffers =
    !shared &&
    result.stores.some((st) => dashboardTargetsOf(result, st.company_id).sales_per_labor_hour != null);
  return (
    <>
      {/* Needs attention beside the tiles (above them on a narrow screen); the grid gets the full width. */}
      <Columns>
        <Tiles aria-label={s.kpis}>
          <Tile label={s.tiles.netSales} value={formatMoney(kpis.netSales)} />
          <Tile
            label={s.tiles.vsForecast}
            value={formatSignedMoney(kpis.forecastVarianceDollars)}
            detail={kpis.forecastVariancePercent === null ? na : formatChange(kpis.forecastVariancePercent)}
            note={shared ? undefined : s.targetsDiffer}
            status={status?.forecast}
            figure="forecast"
          />
          <Tile
            label={s.tiles.vsPrevious}
            value={kpis.previousPeriodPercent === null ? na : formatChange(kpis.previousPeriodPercent)}
            detail={s.previousRange(formatRange(before.start, before.end))}
          />
          <Tile label={s.tiles.transactions} value={formatCount(kpis.transactions)} />
          <Tile
            label={s.tiles.perTransaction}
            value={kpis.netSalesPerTransaction === null ? na : formatMoney(kpis.netSalesPerTransaction)}
          />
          <Tile
            label={s.tiles.laborCost}
            value={pct(kpis.laborCostPercent)}
            detail={target((t) => formatTargetPercent(t.labor_cost_pct))}
            status={status?.labor_cost}
            figure="labor_cost"
          />
          <Tile
            label={s.tiles.salesPerLaborHour}
            value={kpis.salesPerLaborHour === null ? na : formatMoney(kpis.salesPerLaborHour)}
            detail={
              perHourTarget !== null
                ? s.target(formatMoney(perHourTarget))
                : perHourDiffers
                  ? s.targetsDiffer
                  : undefined
            }
            status={status?.sales_per_labor_hour}
            figure="sales_per_labor_hour"
          />
          <Tile label={s.tiles.lateClockIns} value={formatCount(kpis.lateClockIns)} />
          <Tile
            label={s.tiles.taskCompletion}
            value={pct(kpis.taskCompletionRate, 1)}
            detail={target((t) => formatTargetPercent(t.task_completion_pct))}
            status={status?.task_completion}
            figure="task_completion"
          />
          <Tile label={s.tiles.expiredTimers} value={formatCount(kpis.expiredTimers)} />
        </Tiles>
        {later && <AttentionOf result={later} onOpenStoreDay={onOpenStoreDay} />}
      </Columns>
      {later && <Details result={later} />}
    </>
  );
}

/** Needs attention of an answer, each store-day against its company's targets. */
const AttentionOf = memo(function AttentionOf({
  result,
  onOpenStoreDay,
}: {
  result: DashboardResponse;
  onOpenStoreDay: (day: StoreDayRef) => void;
}) {
  const items = useMemo(
    () => attentionItems(result.stores, (id) => dashboardTargetsOf(result, id)),
    [result],
  );
  return <Attention items={items} range={formatRange(result.start, result.end)} onOpen={onOpenStoreDay} />;
});

/** The chart and the ranking grid, full width (rendered after the tiles: see Board). */
const Details = memo(function Details({ result }: { result: DashboardResponse }) {
  const chart = chartPoints(result);
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
        <p className="so-hint">{s.storesHint}</p>
        <StoreRanking result={result} />
      </Panel>
    </>
  );
});

function Tile({
  label,
  value,
  detail,
  note,
  status,
  figure,
}: {
  label: string;
  value: string;
  detail?: string;
  /** A second line under the detail (e.g. that the companies' targets differ). */
  note?: string;
  status?: TargetStatus;
  /** Which target the status is against (names the flag). */
  figure?: TargetFigure;
}) {
  return (
    <TileBox data-status={status ?? undefined}>
      <dt>{label}</dt>
      <dd className="so-value">
        {value}
        {status === 'bad' && figure && <span className="so-flag">{` (${s.flags[figure]})`}</span>}
      </dd>
      {detail && <dd className="so-detail">{detail}</dd>}
      {note && <dd className="so-detail">{note}</dd>}
    </TileBox>
  );
}

function Attention({
  items,
  range,
  onOpen,
}: {
  items: readonly AttentionItem[];
  range: string;
  onOpen: (day: StoreDayRef) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, ATTENTION_SHOWN);
  return (
    <Panel aria-labelledby="dashboard-attention">
      <h2 id="dashboard-attention">
        {s.attention} <span className="so-count">{s.attentionCount(items.length)}</span>
      </h2>
      {items.length === 0 ? (
        <p className="so-hint">
          {s.attentionEmpty} ({range})
        </p>
      ) : (
        <>
          <AttentionList>
            {shown.map((item) => (
              <li key={`${item.storeId}|${item.date}|${item.rule}`} data-rule={item.rule}>
                <div>
                  <strong>{item.storeName}</strong> · {formatDay(item.date)}
                  <div className="so-what">{attentionText(item)}</div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={s.askLabel(item.storeName, formatDay(item.date))}
                  onPress={() =>
                    onOpen({
                      companyId: item.companyId,
                      storeId: item.storeId,
                      date: item.date,
                      question: attentionQuestion(item),
                    })
                  }
                >
                  {s.ask}
                </Button>
              </li>
            ))}
          </AttentionList>
          {items.length > ATTENTION_SHOWN && (
            <Button variant="ghost" size="sm" onPress={() => setAll(!all)}>
              {all ? s.showFewer : s.showAll(items.length)}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}

// --- the ranking grid ---------------------------------------------------------------------------

interface RankingRow {
  store_id: number;
  name: string;
  /** The store's figures as the tiles define them (the domain's KPIs) and against its company's targets. */
  kpis: DashboardKpis;
  status: ReturnType<typeof targetStatus>;
  sales: number[];
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A store's daily net sales as a small line: a plain DOM cell renderer (AG Grid's JS component: a
 * React renderer per cell costs a portal each, which a 92-day board felt as a long task).
 */
class SparklineRenderer {
  private gui: HTMLElement | null = null;
  init(params: ICellRendererParams<RankingRow>): void {
    this.gui = sparkline(params);
  }
  getGui(): HTMLElement {
    return this.gui as HTMLElement;
  }
  refresh(): boolean {
    return false;
  }
}

function sparkline(params: ICellRendererParams<RankingRow>): HTMLElement {
  const values = params.data?.sales ?? [];
  const max = Math.max(1, ...values);
  const w = 96;
  const h = 24;
  const step = values.length > 1 ? w / (values.length - 1) : 0;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'so-spark');
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
type TargetFigure = keyof typeof s.flags;
const flagged = (text: string, figure: TargetFigure, bad: boolean) =>
  bad ? `${text} (${s.flags[figure]})` : text;

function StoreRanking({ result }: { result: DashboardResponse }) {
  registerDataGridModules();
  const rows = useMemo<RankingRow[]>(
    () =>
      result.stores.map((st) => ({
        store_id: st.store_id,
        name: st.name,
        kpis: dashboardKpis(st.totals, null),
        status: targetStatus(
          st.totals,
          dashboardTargetsOf(result, st.company_id),
          summedDayStatus(st.days.map((d) => d.status)),
        ),
        sales: st.days.map((d) => d.net_sales),
      })),
    [result],
  );
  const columns = useMemo<ColDef<RankingRow>[]>(() => {
    const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : s.notAvailable);
    const percent = (digits: number) => (v: unknown) =>
      typeof v === 'number' ? formatPercent(v, digits) : s.notAvailable;
    const bad = (key: keyof RankingRow['status']) => ({
      'so-bad': (p: { data?: RankingRow }) => p.data?.status[key] === 'bad',
      'so-good': (p: { data?: RankingRow }) => p.data?.status[key] === 'good',
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
    <GridBox>
      <AgGridReact<RankingRow>
        theme={gridTheme}
        rowData={rows}
        columnDefs={columns}
        getRowId={(p) => String(p.data.store_id)}
        defaultColDef={{ sortable: true, resizable: true, minWidth: 110, suppressMovable: true }}
        ensureDomOrder
        suppressColumnVirtualisation
        // As tall as its rows (a store per row), its horizontal scrollbar included.
        domLayout="autoHeight"
      />
    </GridBox>
  );
}

// --- styles ------------------------------------------------------------------------------------

const RangeLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-variant-numeric: tabular-nums;
`;

const InProgress = styled.span`
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > [data-component='Select'] {
    min-width: 200px;
  }
`;

const Presets = styled(ToggleButtonGroup)`
  display: flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    border: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    min-height: 40px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.fg};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    cursor: pointer;
    outline: none;
  }
  button:last-child {
    border-right: 0;
  }
  button[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  button[data-selected] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  button[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Tiles = styled.dl`
  display: grid;
  /* Two a row on a phone (half the width each), as many 180 px tiles as fit on a laptop. */
  grid-template-columns: repeat(auto-fill, minmax(min(180px, calc(50% - 6px)), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const TileBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  dd {
    margin: 0;
  }
  .so-value {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
  .so-flag {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  .so-detail {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  &[data-status='bad'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
    .so-value {
      color: ${({ theme }) => theme.colors.dangerText};
    }
  }
  &[data-status='good'] .so-value {
    color: ${({ theme }) => theme.colors.successText};
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  .so-count {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
  .so-hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  /* Narrow: what needs attention comes first. */
  & > section:last-child {
    order: -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    & > section:last-child {
      order: 0;
    }
  }
`;

const GridBox = styled.div`
  width: 100%;
  .so-spark polyline {
    fill: none;
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 1.5;
  }
  .so-spark circle {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .so-bad {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  .so-good {
    color: ${({ theme }) => theme.colors.successText};
  }
  .so-flag {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

const AttentionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .so-what {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
