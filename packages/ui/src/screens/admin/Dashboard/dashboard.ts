// The dashboard's strings and the formats its figures are shown in (the figures come in the view).
import type { AttentionItem, DashboardPreset } from '@store-ops/domain';

export const dashboardStrings = {
  title: 'Dashboard',
  filters: 'Dashboard range and company',
  range: 'Range',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7: 'Last 7 days',
    last28: 'Last 28 days',
    thisWeek: 'This week',
  } satisfies Record<DashboardPreset, string>,
  customRange: 'Custom range',
  company: 'Company',
  allCompanies: 'All companies',
  inProgress: (time: string) => `In progress (as of ${time})`,
  loading: 'Loading the dashboard…',
  loadFailed: 'The dashboard could not be loaded.',
  retry: 'Retry',
  noStores: 'No stores',
  noStoresHint: 'There are no stores to show here yet. Stores added in the Stores grid appear here.',
  noData: 'No data in this range',
  noDataHint: (range: string) => `No store has sales, labor or tasks recorded for ${range}.`,
  kpis: 'Key figures',
  tiles: {
    netSales: 'Net sales',
    vsForecast: 'vs forecast',
    vsPrevious: 'vs previous period',
    transactions: 'Transactions',
    perTransaction: 'Net sales per transaction',
    laborCost: 'Labor cost %',
    salesPerLaborHour: 'Sales per labor hour',
    lateClockIns: 'Late clock-ins',
    taskCompletion: 'Task completion',
    expiredTimers: 'Expired timers',
  },
  target: (value: string) => `target ${value}`,
  /** In place of a target on a tile summed over companies whose targets are not the same. */
  targetsDiffer: 'Targets differ by company',
  previousRange: (range: string) => `vs ${range}`,
  notAvailable: '—',
  chartByDay: 'Net sales, forecast and labor cost % by day',
  chartByStore: 'Net sales, forecast and labor cost % by store',
  chartTable: 'Show the chart as a table',
  legend: { netSales: 'Net sales', forecast: 'Forecast', laborCost: 'Labor cost %' },
  stores: 'Stores',
  storesHint: "Sort by any column; figures past their company's target are marked.",
  rankingLoading: 'Loading the store ranking…',
  rankingFailed: 'The store ranking could not be loaded. Reload the page to try again.',
  columns: {
    store: 'Store',
    trend: 'Daily net sales',
    netSales: 'Net sales',
    vsForecast: 'vs forecast %',
    transactions: 'Transactions',
    perTransaction: 'Per transaction',
    laborCost: 'Labor cost %',
    salesPerLaborHour: 'Sales / labor hr',
    late: 'Late clock-ins',
    tasks: 'Task completion %',
    timers: 'Expired timers',
  },
  day: 'Day',
  attention: 'Needs attention',
  attentionEmpty: 'Nothing needs attention in this range.',
  attentionCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show fewer',
  ask: 'Ask the assistant',
  askLabel: (store: string, day: string) => `Ask the assistant about ${store} on ${day}`,
  /** What a figure past its target is called: labor cost runs over, the others fall under. */
  flags: {
    labor_cost: 'over target',
    forecast: 'under target',
    task_completion: 'under target',
    sales_per_labor_hour: 'under target',
  },
} as const;

/** A figure marked against a target (names its flag). */
export type TargetFigure = keyof typeof dashboardStrings.flags;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

export const formatMoney = (n: number) => money.format(n);
export const formatCount = (n: number) => count.format(n);
/** `34.21%`; one decimal when asked (task completion). */
export const formatPercent = (n: number, digits = 2) => `${n.toFixed(digits)}%`;
/** A target: `25%`, `27.5%` (no trailing zeros; at most two decimals). */
export const formatTargetPercent = (n: number) => `${n.toFixed(2).replace(/\.?0+$/, '')}%`;
/** `+12.50%` / `-3.10%`: a change, always signed. */
export const formatChange = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)}%`;
export const formatSignedMoney = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${money.format(Math.abs(n))}`;

const dayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `Tue, Mar 17, 2026`. */
export const formatDay = (iso: string) => dayLong.format(asDate(iso));
/** `Mar 17`. */
export const formatShortDay = (iso: string) => dayShort.format(asDate(iso));
/** `Tue, Mar 17, 2026` for one day, `Mar 12 – Mar 18, 2026` for a range. */
export function formatRange(start: string, end: string): string {
  if (start === end) return formatDay(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const from = sameYear ? formatShortDay(start) : `${formatShortDay(start)}, ${start.slice(0, 4)}`;
  return `${from} – ${formatShortDay(end)}, ${end.slice(0, 4)}`;
}

/** The sentence a Needs attention item says about its figure (a day in progress's: so far). */
export function attentionText(item: AttentionItem): string {
  const soFar = item.inProgress ? ' so far' : '';
  switch (item.rule) {
    case 'labor_cost':
      return `Labor cost ${formatPercent(item.value)} of net sales${soFar} (target ${formatTargetPercent(item.target)})`;
    case 'under_forecast':
      return `Net sales ${formatPercent(Math.abs(item.value))} under forecast${soFar} (target ${formatTargetPercent(item.target)})`;
    case 'late_clock_ins':
      return `${item.value} late clock-ins${soFar} (${item.target} or more)`;
    case 'task_completion':
      return `Task completion ${formatPercent(item.value, 1)}${soFar} (target ${formatTargetPercent(item.target)})`;
    case 'expired_timers':
      return `${item.value === 1 ? '1 expired timer' : `${item.value} expired timers`}${soFar}`;
  }
}

/** The question "Ask the assistant" fills in for an item. */
export function attentionQuestion(item: AttentionItem): string {
  const soFar = item.inProgress ? ' so far' : '';
  switch (item.rule) {
    case 'labor_cost':
      return `Why was labor cost ${formatPercent(item.value)} of net sales${soFar} against a ${formatTargetPercent(item.target)} target?`;
    case 'under_forecast':
      return `Why were net sales ${formatPercent(Math.abs(item.value))} under forecast${soFar} against a ${formatTargetPercent(item.target)} target?`;
    case 'late_clock_ins':
      return `Who clocked in late${soFar}, and by how many minutes?`;
    case 'task_completion':
      return `Which tasks were not completed${soFar}, against a ${formatTargetPercent(item.target)} target?`;
    case 'expired_timers':
      return `Which timers expired${soFar}?`;
  }
}

/** `6:02 PM`, the viewer's local time. */
export const formatTime = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(d);
