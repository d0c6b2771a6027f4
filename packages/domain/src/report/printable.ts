// The printable store-day report: one store-day's report context as a CSV file of
// sections, as Markdown, and the KPI figures and sentences the report screen shows. The figures come
// from the stat blocks through the dashboard's own definitions (storeDayFigures, dashboardKpis), so the
// report, the dashboard and the report context never disagree.
import type { DayStatus } from '../contract';
import { contextDayStatus, hoursText, type ReportContext, weatherText } from './context';
import { csvRecord } from './csv';
import {
  type DashboardTargets,
  DEFAULT_DASHBOARD_TARGETS,
  dashboardKpis,
  storeDayFigures,
  targetStatus,
} from './dashboard';
import { dayStatusBanner } from './dayStatus';
import { SALES_METRIC_KEYS, SALES_METRIC_LABELS } from './settingsValues';
import type { ClockInVarianceRow, HourlyRow, SalesMetrics, TaskRow, TasksBlock } from './types';

export { csvCell, csvCellsAreSafe, csvRecord, neutraliseCsvCell, parseCsv } from './csv';

// --- formatting ----------------------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Shown where a figure cannot be computed (a zero divisor). */
export const NOT_AVAILABLE = '—';

/** The report's number formats (en-US), shared by the screen and the Markdown. */
export const reportFormat = {
  /** `$4,321.50`, `-$12.00` */
  money: (n: number) => usd.format(n),
  /** `+$321.00`, `-$45.00`, `$0.00` */
  signedMoney: (n: number) => (n > 0 ? `+${usd.format(n)}` : usd.format(n)),
  /** `1,234` (at most 2 decimals) */
  count: (n: number) => plain.format(n),
  /** `28.10%`; one decimal for task completion. */
  percent: (n: number, digits = 2) => `${n.toFixed(digits)}%`,
  /** `+8.03%`, `-3.10%` */
  signedPercent: (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)}%`,
  /** Clock-in variance minutes: `+5`, `-3`, `0`. */
  signedMinutes: (n: number) => (n > 0 ? `+${plain.format(n)}` : plain.format(n)),
} as const;
const f = reportFormat;
const orNa = <T>(v: T | null, format: (v: T) => string) => (v === null ? NOT_AVAILABLE : format(v));

// --- the sentences and labels (one place: the screen and the Markdown say the same) ---------------

export const storeDayReportText = {
  noStore: 'No store selected',
  weather: (text: string | null) => `Weather: ${text ?? 'not recorded'}`,
  hours: (text: string) => `Hours: ${text}`,
  tolerance: (minutes: number) => `On time within ±${plain.format(minutes)} minutes`,
  clockInCounts: (c: { late: number; early: number; onTime: number; notApplicable: number }) =>
    `Late ${c.late} · Early ${c.early} · On Time ${c.onTime} · N/A ${c.notApplicable}`,
  noShifts: 'No scheduled shifts.',
  tasksCompleted: (completed: number, total: number) => `${completed} of ${total} tasks completed`,
  noTasks: 'No tasks.',
  openTasks: 'Tasks not completed',
  noOpenTasks: 'Every task was completed.',
  /** A task not completed and its status as the file writes it: `Clean fryer (skipped)`. */
  taskNotCompleted: (task: Pick<TaskRow, 'taskName' | 'status'>) =>
    `${task.taskName} (${task.status === '' ? 'no status' : task.status})`,
  timersExpired: (expired: number, total: number) =>
    `${expired} of ${total} ${total === 1 ? 'timer' : 'timers'} expired`,
  noTimers: 'No timers.',
  noExpiredTimers: 'No expired timers.',
  /** `started 10:15 AM, 5 minutes over` */
  timerOver: (startedAt: string, minutesRemaining: number) => {
    const over = -minutesRemaining;
    return `started ${startedAt}, ${plain.format(over)} ${over === 1 ? 'minute' : 'minutes'} over`;
  },
  samplesGiven: (n: number) => (n === 1 ? '1 sample given' : `${f.count(n)} samples given`),
  noSamples: 'No samples.',
  noHourly: 'No hourly sales for this day.',
  /** Clock-in variance table headers. */
  clockInColumns: ['Employee', 'Scheduled start', 'Clock-in', 'Variance minutes', 'Status'],
  hourlyColumns: ['Hour', 'Net sales', 'Forecast', 'Variance'],
} as const;
const t = storeDayReportText;

/** A store's address on one line: `12 Main St, Austin, TX 78701`. */
export function storeAddress(store: { address: string; city: string; state: string; zip: string }): string {
  return [store.address, store.city, [store.state, store.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The store's opening hours on the report's weekday (`6:00 AM - 10:00 PM`, `Closed`), or null. */
export function reportDayHours(ctx: ReportContext): string | null {
  const today = ctx.location.hours.find((h) => h.isReportDay);
  return today ? hoursText(today) : null;
}

/**
 * Every task that was not completed, with its status: the incomplete ones (issues) and those of any
 * other status (skipped...), by name. The completion rate still counts only completed and late as done.
 */
export function notCompletedTasks(tasks: Pick<TasksBlock, 'issueTasks' | 'otherTasks'>): TaskRow[] {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...tasks.issueTasks, ...tasks.otherTasks].sort(
    (a, b) =>
      byText(a.taskName, b.taskName) || byText(a.status, b.status) || byText(a.completedBy, b.completedBy),
  );
}

/** An hour's net sales minus its forecast, exact to the cent. */
export function hourVariance(row: Pick<HourlyRow, 'netSales' | 'forecast'>): number {
  return (Math.round(row.netSales * 100) - Math.round(row.forecast * 100)) / 100;
}

// --- KPIs ----------------------------------------------------------------------------------------

export const STORE_DAY_KPI_KEYS = [
  'netSales',
  'forecast',
  'vsForecast',
  'transactions',
  'netSalesPerTransaction',
  'laborCost',
  'salesPerLaborHour',
  'lateClockIns',
  'taskCompletion',
] as const;
export type StoreDayKpiKey = (typeof STORE_DAY_KPI_KEYS)[number];

export const STORE_DAY_KPI_LABELS: Record<StoreDayKpiKey, string> = {
  netSales: 'Net sales',
  forecast: 'Forecast',
  vsForecast: 'Sales vs forecast',
  transactions: 'Transactions',
  netSalesPerTransaction: 'Net sales per transaction',
  laborCost: 'Labor cost %',
  salesPerLaborHour: 'Sales per labor hour',
  lateClockIns: 'Late clock-ins',
  taskCompletion: 'Task completion',
};

/** One KPI tile or bullet: its label, its value as shown, and a second line (or null). */
export interface StoreDayKpi {
  key: StoreDayKpiKey;
  label: string;
  value: string;
  detail: string | null;
}

/** What the report says about the kind of day it is: its status, and a banner unless it is complete. */
export interface StoreDayStatusView {
  status: DayStatus;
  /** `In progress: data through 2 PM`; null for a complete day. */
  banner: string | null;
}

export function reportDayStatusView(ctx: ReportContext): StoreDayStatusView {
  return {
    status: contextDayStatus(ctx),
    banner: dayStatusBanner(ctx.dayStatus, ctx.reportDate.date, ctx.location.store?.name ?? null),
  };
}

/**
 * How the store-day's figures fare against the company's targets, like with like: nothing is marked
 * on a day without actuals, and task completion only once the day is over.
 */
export function storeDayTargetStatus(
  ctx: ReportContext,
  targets: Partial<DashboardTargets>,
): ReturnType<typeof targetStatus> {
  const status = contextDayStatus(ctx);
  return targetStatus(
    storeDayFigures(ctx.statBlocks, status),
    { ...DEFAULT_DASHBOARD_TARGETS, ...targets },
    status,
  );
}

/**
 * The store-day's KPIs, in STORE_DAY_KPI_KEYS order. A KPI whose block is absent is left out, and so
 * is one whose sales metric the company switched off (absent from `metrics`); a zero divisor shows `—`.
 * A day that has not started shows only its forecast (no actuals yet); a day without data, nothing.
 */
export function storeDayReportKpis(ctx: ReportContext): StoreDayKpi[] {
  const blocks = ctx.statBlocks;
  const out: StoreDayKpi[] = [];
  const add = (key: StoreDayKpiKey, value: string, detail: string | null = null) =>
    out.push({ key, label: STORE_DAY_KPI_LABELS[key], value, detail });
  const day = ctx.dayStatus;
  if (day?.status === 'no_data') return out;
  if (day?.status === 'not_started') {
    if (day.dayForecast !== null) add('forecast', f.money(day.dayForecast));
    return out;
  }
  const k = dashboardKpis(storeDayFigures(blocks), null);
  const sales = blocks.sales;
  if (sales) {
    const has = (m: keyof SalesMetrics) => sales.metrics[m] !== undefined;
    add('netSales', f.money(k.netSales));
    const pct = orNa(k.forecastVariancePercent, f.signedPercent);
    if (has('forecastVarianceDollars'))
      add(
        'vsForecast',
        f.signedMoney(k.forecastVarianceDollars),
        has('forecastVariancePercent') ? pct : null,
      );
    else if (has('forecastVariancePercent')) add('vsForecast', pct);
    add('transactions', f.count(k.transactions));
    if (has('netSalesPerTransaction')) add('netSalesPerTransaction', orNa(k.netSalesPerTransaction, f.money));
    if (has('laborCostPercent'))
      add(
        'laborCost',
        orNa(k.laborCostPercent, (v) => f.percent(v)),
      );
    if (has('netSalesPerLaborHour')) add('salesPerLaborHour', orNa(k.salesPerLaborHour, f.money));
  }
  const variance = blocks.employees?.clockInVariance;
  if (variance) add('lateClockIns', f.count(k.lateClockIns), `of ${variance.shifts.length} shifts`);
  const tasks = blocks.tasks;
  if (tasks)
    add(
      'taskCompletion',
      orNa(k.taskCompletionRate, (v) => f.percent(v, 1)),
      `${tasks.completed} of ${tasks.total} tasks`,
    );
  return out;
}

// --- CSV -----------------------------------------------------------------------------------------

type Section = { title: string; header: readonly string[]; rows: readonly (readonly unknown[])[] };

/**
 * The store-day as CSV: a `Store-day report` section (store, date, weather), then the stat blocks as
 * sections one after another, each a title row, a header row and its rows, separated by a blank line;
 * CRLF line endings. Every text cell is formula-safe and quoted per RFC 4180 when needed (`csvCell`).
 * A block absent from the context is left out, and so is a sales metric absent from `metrics`; a
 * metric with a zero divisor (null) is an empty cell.
 */
export function storeDayReportCsv(ctx: ReportContext): string {
  const { store } = ctx.location;
  const blocks = ctx.statBlocks;
  const sections: Section[] = [];
  const add = (title: string, header: readonly string[], rows: readonly (readonly unknown[])[]) =>
    sections.push({ title, header, rows });

  const about: unknown[][] = [['Store', store ? store.name : t.noStore]];
  if (store) about.push(['Address', storeAddress(store)]);
  const hours = reportDayHours(ctx);
  if (hours !== null) about.push(['Hours', hours]);
  about.push(['Date', ctx.reportDate.date]);
  const banner = reportDayStatusView(ctx).banner;
  if (banner !== null) about.push(['Day status', banner]);
  const weather = weatherText(ctx.weather);
  if (weather !== null) about.push(['Weather', weather]);
  if (blocks.employees)
    about.push(['On-time tolerance minutes', blocks.employees.clockInVariance.toleranceMinutes]);
  add('Store-day report', ['Field', 'Value'], about);

  const sales = blocks.sales;
  if (sales) {
    const s = sales.totals;
    add(
      'Sales totals',
      ['Figure', 'Value'],
      [
        ['Net sales', s.netSales],
        ['Transactions', s.transactions],
        ['Labor hours', s.laborHours],
        ['Labor cost', s.laborCost],
        ['Suggested labor hours', s.suggestedLaborHours],
        ['Forecast', s.forecast],
      ],
    );
    add(
      'Sales metrics',
      ['Metric', 'Value'],
      SALES_METRIC_KEYS.filter((m) => sales.metrics[m] !== undefined).map((m) => [
        SALES_METRIC_LABELS[m],
        sales.metrics[m],
      ]),
    );
  }
  if (blocks.hourly) {
    add(
      'Hourly',
      ['Hour', 'Net sales', 'Transactions', 'Labor hours', 'Labor cost', 'Suggested labor hours', 'Forecast'],
      blocks.hourly.map((h) => [
        h.hour,
        h.netSales,
        h.transactions,
        h.laborHours,
        h.laborCost,
        h.suggestedLaborHours,
        h.forecast,
      ]),
    );
  }
  const employees = blocks.employees;
  if (employees) {
    add(
      'Clock-in variance',
      [
        'Employee',
        'Date',
        'Scheduled start',
        'Scheduled end',
        'Clock-in',
        'Clock-out',
        'Variance minutes',
        'Status',
      ],
      employees.clockInVariance.shifts.map((r) => [
        r.name,
        r.date,
        r.scheduledStart,
        r.scheduledEnd,
        r.actualStart,
        r.actualEnd,
        r.varianceMinutes,
        r.status,
      ]),
    );
    add(
      'Employees',
      ['Employee', 'Scheduled hours', 'Actual hours', 'Variance hours', 'Shifts', 'Punches'],
      employees.summary.employees.map((e) => [
        e.name,
        e.scheduledHours,
        e.actualHours,
        e.varianceHours,
        e.shifts,
        e.punches,
      ]),
    );
    add(
      'Timesheet',
      ['Employee', 'Date', 'Clock-in', 'Clock-out', 'Regular hours'],
      employees.timesheet.map((p) => [p.name, p.date, p.clockIn, p.clockOut, p.regularHours]),
    );
  }
  const tasks = blocks.tasks;
  if (tasks) {
    add(
      'Tasks',
      ['Figure', 'Value'],
      [
        ['Tasks', tasks.total],
        ['Completed', tasks.completed],
        ['Completed late', tasks.late],
        ['Incomplete', tasks.issues],
        ['Other status', tasks.other],
        ['Completion rate %', tasks.completionRate],
      ],
    );
    add(
      t.openTasks,
      ['Task', 'Status', 'Completed by'],
      notCompletedTasks(tasks).map((r) => [r.taskName, r.status, r.completedBy]),
    );
  }
  const samples = blocks.samples;
  if (samples) {
    add(
      'Samples by product',
      ['Product', 'Count'],
      samples.byProduct.map((p) => [p.name, p.count]),
    );
    add(
      'Samples by employee',
      ['Employee', 'Count'],
      samples.byEmployee.map((e) => [e.name, e.count]),
    );
    add(
      'Samples by hour',
      ['Hour', 'Count'],
      samples.byHour.map((h) => [h.hour, h.count]),
    );
  }
  if (blocks.timers) {
    add(
      'Timers',
      ['Started at', 'Timer', 'Minutes remaining', 'Status'],
      blocks.timers.timers.map((r) => [r.startedAt, r.timerName, r.minutesRemaining, r.status]),
    );
  }
  return sections
    .map((s) => [[s.title], s.header, ...s.rows].map((r) => `${csvRecord(r)}\r\n`).join(''))
    .join('\r\n');
}

// --- Markdown ------------------------------------------------------------------------------------

/**
 * A text from the data (a store, employee, task, product or timer name) made literal in Markdown
 * wherever it stands: a heading, a list item or a table cell. Line breaks become one space; the
 * characters that are syntax inside a line (emphasis, code, links and images, HTML, entities,
 * strikethrough, table pipes, backslashes) are backslash-escaped, and so are the `:` of `http://`, the
 * `.` of `www.` and `@` (GFM's URL, www and e-mail autolinks) and a leading `#`, `+`, `-`, `=` or `1.`
 * (a heading, list or rule). A task named `[x](https://evil.example)` shows as those characters.
 */
export function markdownText(text: string): string {
  return String(text ?? '')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~!&@]/g, '\\$&')
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/(www)\./gi, '$1\\.')
    .replace(/^[#+=-]/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A Markdown table; every cell is given already escaped (data through `markdownText`). */
function markdownTable(
  headers: readonly string[],
  align: readonly ('left' | 'right')[],
  rows: readonly (readonly string[])[],
): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${align.map((a) => (a === 'right' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const md = markdownText;

function clockInRow(r: ClockInVarianceRow): string[] {
  return [
    md(r.name),
    md(r.scheduledStart),
    r.actualStart === null ? NOT_AVAILABLE : md(r.actualStart),
    r.varianceMinutes === null ? NOT_AVAILABLE : f.signedMinutes(r.varianceMinutes),
    md(r.status),
  ];
}

/**
 * The store-day as Markdown (Copy as Markdown): a heading `# <store> — <date>`, the address and hours,
 * a weather line, then Sales (the KPIs as a list; Key figures when the sales block is absent), Hourly sales vs forecast, Clock-in variance, Tasks,
 * Timers and Samples; a part whose block is absent is left out. Every text from the data goes through
 * `markdownText`, so no name can add a heading, a link, an image or a table column.
 */
export function storeDayReportMarkdown(ctx: ReportContext): string {
  const { store } = ctx.location;
  const blocks = ctx.statBlocks;
  const parts: string[] = [`# ${store ? md(store.name) : t.noStore} — ${md(ctx.reportDate.displayDate)}`];
  const hours = reportDayHours(ctx);
  const where = [store ? md(storeAddress(store)) : '', hours === null ? '' : t.hours(md(hours))].filter(
    Boolean,
  );
  if (where.length > 0) parts.push(where.join(' · '));
  const w = ctx.weather;
  parts.push(
    t.weather(
      w
        ? `${md(w.condition)}, high ${f.count(w.high_f)}°F, low ${f.count(w.low_f)}°F, precipitation ${f.count(w.precipitation_in)} in`
        : null,
    ),
  );

  const banner = reportDayStatusView(ctx).banner;
  if (banner !== null) parts.push(`**${md(banner)}**`);

  const kpis = storeDayReportKpis(ctx);
  if (kpis.length > 0) {
    parts.push(
      blocks.sales ? '## Sales' : '## Key figures',
      kpis.map((k) => `- ${k.label}: ${k.value}${k.detail === null ? '' : ` (${k.detail})`}`).join('\n'),
    );
  }
  if (blocks.hourly) {
    parts.push('## Hourly sales vs forecast');
    parts.push(
      blocks.hourly.length === 0
        ? t.noHourly
        : markdownTable(
            t.hourlyColumns,
            ['left', 'right', 'right', 'right'],
            blocks.hourly.map((h) => [
              md(h.hour),
              f.money(h.netSales),
              f.money(h.forecast),
              f.signedMoney(hourVariance(h)),
            ]),
          ),
    );
  }
  const variance = blocks.employees?.clockInVariance;
  if (variance) {
    parts.push(
      '## Clock-in variance',
      `${t.tolerance(variance.toleranceMinutes)}. ${t.clockInCounts(variance.counts)}.`,
    );
    if (variance.shifts.length === 0) parts.push(t.noShifts);
    else
      parts.push(
        markdownTable(
          t.clockInColumns,
          ['left', 'left', 'left', 'right', 'left'],
          variance.shifts.map(clockInRow),
        ),
      );
  }
  const tasks = blocks.tasks;
  if (tasks) {
    parts.push('## Tasks');
    if (tasks.total === 0) parts.push(t.noTasks);
    else {
      parts.push(
        `${t.tasksCompleted(tasks.completed, tasks.total)} (${orNa(tasks.completionRate, (v) => f.percent(v, 1))}).`,
      );
      const notCompleted = notCompletedTasks(tasks);
      parts.push(
        notCompleted.length === 0
          ? t.noOpenTasks
          : `${t.openTasks}:\n\n${notCompleted.map((r) => `- ${md(t.taskNotCompleted(r))}`).join('\n')}`,
      );
    }
  }
  const timers = blocks.timers;
  if (timers) {
    parts.push('## Timers');
    if (timers.total === 0) parts.push(t.noTimers);
    else {
      const expired = timers.timers.filter((r) => r.status === 'expired');
      parts.push(`${t.timersExpired(timers.expired, timers.total)}.`);
      parts.push(
        expired.length === 0
          ? t.noExpiredTimers
          : expired
              .map((r) => `- ${md(r.timerName)}: ${t.timerOver(md(r.startedAt), r.minutesRemaining)}`)
              .join('\n'),
      );
    }
  }
  const samples = blocks.samples;
  if (samples) {
    parts.push('## Samples');
    if (samples.count === 0) parts.push(t.noSamples);
    else {
      parts.push(`${t.samplesGiven(samples.count)}.`);
      parts.push(
        markdownTable(
          ['Product', 'Samples'],
          ['left', 'right'],
          samples.byProduct.map((p) => [md(p.name), f.count(p.count)]),
        ),
      );
      parts.push(
        markdownTable(
          ['Employee', 'Samples'],
          ['left', 'right'],
          samples.byEmployee.map((e) => [md(e.name), f.count(e.count)]),
        ),
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}
