// The offline analyst: deterministic markdown answers about one store-day, built from its stat blocks.
// It never computes a figure of its own: every number it writes is a field of the stat blocks, of the
// weather row, or of a comparison made by `compareDays` (figures.ts).
import type { Weather } from '../contract';
import { dayAndDate, dayStatusText, hourLabel, type ReportDayStatus } from '../report/dayStatus';
import { SALES_METRIC_LABELS } from '../report/settingsValues';
import type { ClockInVarianceRow, SalesMetrics, StatBlockKey, StatBlocks } from '../report/types';
import { DAY_METRIC_INFO, type DayComparison, type DayMetric, type StoreRanking, weekdayOf } from './figures';
import {
  hours,
  literal,
  minutesLabel,
  money,
  moneyOrNa,
  num,
  pct,
  signedMoney,
  signedNum,
  signedPct,
  table,
} from './format';
import { comparisonDate, detectIntents, type Intent } from './intents';

export interface AnalystDay {
  /** The report date, YYYY-MM-DD. */
  date: string;
  storeName: string | null;
  /** The stat blocks of the blocks the user included. */
  blocks: StatBlocks;
  weather: Weather | null;
  /** What kind of day it is when it is not complete (the report context's `dayStatus`). */
  dayStatus?: ReportDayStatus | undefined;
}

export interface AnalystInput {
  question: string;
  /** The store-day's computed facts; null when the conversation uses manual (free-text) context. */
  day: AnalystDay | null;
  /** The system message's text (the manual context, or the rendered report context). */
  contextText?: string;
  /** compare_days' result, when `planAnswer` asked for one. */
  comparison?: DayComparison | { error: string } | null;
  /** store_rank's result, when `planAnswer` asked for one. */
  ranking?: StoreRanking | { error: string } | null;
}

export interface AnalystPlan {
  intents: Intent[];
  /** The date to run compare_days against (with the report date), or null. */
  compareWith: string | null;
  /** The metric to run store_rank with (the report's company and date), or null. */
  rankBy: DayMetric | null;
}

export const ANALYST_NAME = 'local-analyst';

export const CAPABILITIES = [
  'I am the offline analyst: no AI model is configured, so I answer from the figures of the selected store-day. Ask me about:',
  '',
  '- **Sales vs forecast**: net sales, forecast, variance in $ and %',
  '- **Transactions**: count and net sales per transaction',
  '- **Labor**: labor cost and labor cost %, sales per labor hour',
  '- **Hours**: actual vs suggested labor hours, scheduled vs actual hours per employee',
  '- **Busiest and slowest hours**',
  '- **Clock-ins**: who was late or early and by how many minutes, no-shows',
  '- **Tasks**: completion rate and open issues',
  '- **Timers**: expired and active timers',
  '- **Samples**: sample counts by product',
  '- **Weather** of the day',
  '- **A summary** of the day',
  '- **Comparisons**, e.g. "How did today compare with last Tuesday?"',
  '- **Rankings** of the stores you may see, e.g. "Which of my stores had the best sales?"',
  '- **One employee**, by name, e.g. "When did Maria clock in?"',
].join('\n');

/** The chat screen's empty state, for a question asked with no context at all. */
export const NO_CONTEXT = 'No context data available. Please select a store and date in Global Settings.';

/** Which stat block each intent needs (weather comes with the context, not as a block). */
const NEEDS: Partial<Record<Intent, StatBlockKey>> = {
  sales: 'sales',
  transactions: 'sales',
  labor: 'sales',
  hours: 'sales',
  hourly: 'hourly',
  lateness: 'employees',
  noShows: 'employees',
  employeeHours: 'employees',
  tasks: 'tasks',
  timers: 'timers',
  samples: 'samples',
};

/** The comparison rows that answer each intent. */
const COMPARE_METRICS: Partial<Record<Intent, DayMetric[]>> = {
  sales: ['net_sales', 'forecast', 'forecast_variance_dollars', 'forecast_variance_percent'],
  transactions: ['transactions', 'net_sales_per_transaction'],
  labor: ['labor_cost', 'labor_cost_percent', 'sales_per_labor_hour'],
  hours: ['labor_hours', 'suggested_labor_hours', 'actual_vs_suggested_hours_percent'],
  lateness: ['late_clock_ins', 'early_clock_ins'],
  noShows: ['no_shows'],
  tasks: ['task_completion_rate', 'open_task_issues'],
  timers: ['expired_timers'],
  samples: ['samples'],
};

/** The metric a ranking question is about, by the first topic it names. */
const RANK_ORDER: readonly Intent[] = [
  'sales',
  'labor',
  'hours',
  'transactions',
  'lateness',
  'noShows',
  'tasks',
  'timers',
  'samples',
];
const RANK_METRIC: Partial<Record<Intent, DayMetric>> & Record<string, DayMetric> = {
  sales: 'net_sales',
  labor: 'labor_cost_percent',
  hours: 'actual_vs_suggested_hours_percent',
  transactions: 'transactions',
  lateness: 'late_clock_ins',
  noShows: 'no_shows',
  tasks: 'task_completion_rate',
  timers: 'expired_timers',
  samples: 'samples',
};

const NAME_STOPWORDS = new Set([
  'late',
  'early',
  'time',
  'sales',
  'store',
  'the',
  'day',
  'who',
  'was',
  'and',
]);

/** What the question asks, and whether the server must run compare_days first. */
export function planAnswer(question: string, day: Pick<AnalystDay, 'date'> | null): AnalystPlan {
  const intents = detectIntents(question);
  const compareWith = day && intents.includes('compare') ? comparisonDate(question, day.date) : null;
  let rankBy: DayMetric | null = null;
  if (day && intents.includes('rank')) {
    rankBy = RANK_ORDER.flatMap((i) => (intents.includes(i) ? [RANK_METRIC[i]] : []))[0] ?? 'net_sales';
  }
  return { intents, compareWith, rankBy };
}

/** The analyst's markdown answer. */
export function answerQuestion(input: AnalystInput): string {
  const { intents } = planAnswer(input.question, input.day);
  const day = input.day;
  if (!day) return answerFromText(input.question, intents, input.contextText ?? '');

  if (intents.includes('help')) return CAPABILITIES;
  const withoutActuals = dayWithoutActuals(day, intents);
  if (withoutActuals !== null) return withoutActuals;
  const named = namedEmployees(input.question, day.blocks);
  if (intents.length === 0 && named.length === 0) return CAPABILITIES;

  const parts: string[] = [heading(day)];
  const progress = day.dayStatus?.status === 'in_progress' ? day.dayStatus.dataThroughHour : null;
  if (progress !== null)
    parts.push(
      `_${dayStatusText.inProgress(progress)} (store time). Every figure is so far; the forecast is compared up to that hour._`,
    );
  if (named.length > 0) parts.push(...named.map((n) => employeeSection(n, day.blocks)));

  const comparing = intents.includes('compare') || intents.includes('rank');
  const topics = intents.filter((i) => i !== 'compare' && i !== 'rank');
  if (intents.includes('rank')) parts.push(rankingSection(input.ranking ?? null, day));
  if (intents.includes('compare')) {
    const asked = topics.flatMap((i) => COMPARE_METRICS[i] ?? []);
    parts.push(comparisonSection(input.comparison ?? null, asked));
  }
  for (const intent of topics) {
    if (comparing && COMPARE_METRICS[intent]) continue; // answered by the comparison table
    if (named.length > 0 && (intent === 'lateness' || intent === 'noShows' || intent === 'employeeHours'))
      continue;
    parts.push(section(intent, day));
  }
  return parts.join('\n\n');
}

/**
 * The answer about a day with no actuals to report: one that has not started (with its forecast), one
 * in progress before its first sale, or a past day without data. Null for any other day.
 */
function dayWithoutActuals(day: AnalystDay, intents: readonly Intent[]): string | null {
  const status = day.dayStatus;
  if (!status || (status.status === 'in_progress' && status.dataThroughHour !== null)) return null;
  const parts = [heading(day)];
  if (status.status === 'no_data') {
    parts.push(
      `There is no data for ${dayAndDate(day.date)}: nothing was recorded for this store-day (no sales, labor, tasks, samples or timers), so I have no figures to give.`,
    );
    return parts.join('\n\n');
  }
  const forecast =
    status.dayForecast === null
      ? 'There is no forecast for it in the data.'
      : `The forecast for the day is **${money(status.dayForecast)}** in net sales.`;
  if (status.status === 'not_started') {
    parts.push(
      `${dayStatusText.notStarted(day.date, day.storeName === null ? null : literal(day.storeName), status)}, so there are no actuals to report or compare yet.`,
      forecast,
    );
  } else {
    parts.push(
      `${dayAndDate(day.date)} is in progress but has no sales yet (it is ${status.storeTime} store time), so there is nothing to compare yet.`,
      forecast,
    );
  }
  if (intents.includes('weather')) parts.push(weatherSection(day.weather));
  return parts.join('\n\n');
}

function heading(day: AnalystDay): string {
  const where = day.storeName ? `${literal(day.storeName)}, ` : '';
  return `**${where}${weekdayOf(day.date)} ${day.date}**`;
}

function missing(block: StatBlockKey): string {
  return `The **${block}** block is not in this context, so I can't answer that. Include it in the report context's blocks and ask again.`;
}

/** What the analyst writes for a sales metric the company's report settings leave out of the context. */
const METRIC_NOT_IN_CONTEXT = 'not in the context';

/** A sales metric formatted, or "not in the context" when the company's report settings leave it out. */
function metric<V>(value: V | undefined, format: (v: V) => string): string {
  return value === undefined ? METRIC_NOT_IN_CONTEXT : format(value);
}

/** The sentence naming the metrics among `keys` that the context leaves out (none: nothing). */
function leftOutMetrics(metrics: Partial<SalesMetrics>, keys: readonly (keyof SalesMetrics)[]): string[] {
  const absent = keys.filter((k) => metrics[k] === undefined);
  if (absent.length === 0) return [];
  const names = absent.map((k) => SALES_METRIC_LABELS[k]).join(', ');
  return [
    `${names}: not in the context for this store-day (the company's report settings leave ${absent.length === 1 ? 'it' : 'them'} out).`,
  ];
}

function section(intent: Intent, day: AnalystDay): string {
  const need = NEEDS[intent];
  if (need && !day.blocks[need]) return missing(need);
  const b = day.blocks;
  switch (intent) {
    case 'summary':
      return summarySection(day);
    case 'sales': {
      const s = b.sales!;
      const variance = s.metrics.forecastVarianceDollars;
      const lines = [
        '### Sales vs forecast',
        table(
          ['', 'Amount'],
          [
            ['Net sales', money(s.totals.netSales)],
            ['Forecast', money(s.totals.forecast)],
            ['Variance ($)', metric(variance, signedMoney)],
            ['Variance (%)', metric(s.metrics.forecastVariancePercent, signedPct)],
          ],
        ),
      ];
      const through = day.dayStatus?.status === 'in_progress' ? day.dayStatus.dataThroughHour : null;
      if (variance !== undefined && through !== null) {
        const hour = hourLabel(through);
        lines.push(
          variance > 0
            ? `So far sales are ${money(variance)} ahead of the forecast up to ${hour}.`
            : variance < 0
              ? `So far sales are ${money(-variance)} behind the forecast up to ${hour}.`
              : `So far sales match the forecast up to ${hour}.`,
        );
      } else if (variance !== undefined) {
        lines.push(
          variance > 0
            ? `Sales beat the forecast by ${money(variance)}.`
            : variance < 0
              ? `Sales came in ${money(-variance)} under the forecast.`
              : 'Sales matched the forecast.',
        );
      }
      lines.push(...leftOutMetrics(s.metrics, ['forecastVarianceDollars', 'forecastVariancePercent']));
      return lines.join('\n\n');
    }
    case 'transactions': {
      const s = b.sales!;
      return [
        '### Transactions',
        s.metrics.netSalesPerTransaction === undefined
          ? `${num(s.totals.transactions)} transactions.`
          : `${num(s.totals.transactions)} transactions, ${moneyOrNa(s.metrics.netSalesPerTransaction)} net sales per transaction.`,
        ...leftOutMetrics(s.metrics, ['netSalesPerTransaction']),
      ].join('\n\n');
    }
    case 'labor': {
      const s = b.sales!;
      return [
        '### Labor',
        table(
          ['', 'Value'],
          [
            ['Labor cost', money(s.totals.laborCost)],
            ['Labor cost % of net sales', metric(s.metrics.laborCostPercent, pct)],
            ['Sales per labor hour', metric(s.metrics.netSalesPerLaborHour, moneyOrNa)],
            ['Sales per suggested labor hour', metric(s.metrics.netSalesPerSuggestedLaborHour, moneyOrNa)],
            ['Cost per suggested labor hour', metric(s.metrics.costPerSuggestedLaborHour, moneyOrNa)],
          ],
        ),
        ...leftOutMetrics(s.metrics, [
          'laborCostPercent',
          'netSalesPerLaborHour',
          'netSalesPerSuggestedLaborHour',
          'costPerSuggestedLaborHour',
        ]),
      ].join('\n\n');
    }
    case 'hours': {
      const s = b.sales!;
      const lines = [
        '### Actual vs suggested hours',
        table(
          ['', 'Hours'],
          [
            ['Actual labor hours', hours(s.totals.laborHours)],
            ['Suggested labor hours', hours(s.totals.suggestedLaborHours)],
            ['Actual as % of suggested', metric(s.metrics.actualVsSuggestedHoursPercent, pct)],
          ],
        ),
      ];
      const m = s.metrics.actualVsSuggestedHoursPercent;
      if (m !== null && m !== undefined) {
        lines.push(
          m > 100
            ? 'The store ran over the suggested hours.'
            : m < 100
              ? 'The store ran under the suggested hours.'
              : 'Actual hours matched the suggestion.',
        );
      }
      if (b.employees) {
        const t = b.employees.summary.totals;
        lines.push(
          `Per the labor files: ${hours(t.scheduledHours)} scheduled, ${hours(t.actualHours)} worked (${signedNum(t.varianceHours)} h) across ${num(t.employeeCount)} employees.`,
        );
      }
      lines.push(...leftOutMetrics(s.metrics, ['actualVsSuggestedHoursPercent']));
      return lines.join('\n\n');
    }
    case 'hourly':
      return hourlySection(b);
    case 'lateness':
      return latenessSection(b);
    case 'noShows':
      return noShowSection(b);
    case 'employeeHours': {
      const e = b.employees!.summary;
      if (e.employees.length === 0)
        return '### Employees\n\nNo employees are on the labor files for this day.';
      return [
        '### Employees',
        table(
          ['Employee', 'Scheduled', 'Actual', 'Variance'],
          e.employees.map((r) => [
            literal(r.name),
            hours(r.scheduledHours),
            hours(r.actualHours),
            `${signedNum(r.varianceHours)} h`,
          ]),
        ),
        `Totals: ${num(e.totals.employeeCount)} employees, ${hours(e.totals.scheduledHours)} scheduled, ${hours(e.totals.actualHours)} actual (${signedNum(e.totals.varianceHours)} h).`,
      ].join('\n\n');
    }
    case 'tasks': {
      const t = b.tasks!;
      const lines = [
        '### Tasks',
        `Completion rate ${t.completionRate === null ? 'n/a (no tasks)' : `${t.completionRate.toFixed(1)}%`}: ${num(t.completed)} of ${num(t.total)} tasks completed (${num(t.late)} of them late), ${num(t.issues)} open issues.`,
      ];
      if (t.issueTasks.length > 0) {
        lines.push(
          table(
            ['Open task', 'Status'],
            t.issueTasks.map((r) => [literal(r.taskName), literal(r.status)]),
          ),
        );
      }
      return lines.join('\n\n');
    }
    case 'timers': {
      const t = b.timers!;
      const expired = t.timers.filter((r) => r.status === 'expired');
      const lines = [
        '### Timers',
        `${num(t.expired)} expired and ${num(t.active)} active of ${num(t.total)} timers.`,
      ];
      if (expired.length > 0) {
        lines.push(
          table(
            ['Expired timer', 'Started', 'Minutes remaining'],
            expired.map((r) => [literal(r.timerName), r.startedAt, num(r.minutesRemaining)]),
          ),
        );
      }
      return lines.join('\n\n');
    }
    case 'samples': {
      const s = b.samples!;
      const lines = ['### Samples', `${num(s.count)} samples handed out.`];
      if (s.byProduct.length > 0) {
        lines.push(
          table(
            ['Product', 'Samples'],
            s.byProduct.map((p) => [literal(p.name), num(p.count)]),
          ),
        );
      }
      return lines.join('\n\n');
    }
    case 'weather':
      return weatherSection(day.weather);
    case 'compare':
    case 'rank':
    case 'help':
      return CAPABILITIES;
  }
}

function hourlySection(b: StatBlocks): string {
  const rows = b.hourly!;
  if (rows.length === 0)
    return '### Busiest and slowest hours\n\nThe sales file has no hourly rows for this day.';
  const byBusiest = [...rows].sort((x, y) => y.netSales - x.netSales || x.hourOfDay - y.hourOfDay);
  const busiest = byBusiest.slice(0, 3);
  const slowest = [...rows].sort((x, y) => x.netSales - y.netSales || x.hourOfDay - y.hourOfDay).slice(0, 3);
  const row = (r: (typeof rows)[number]) => [
    r.hour,
    money(r.netSales),
    num(r.transactions),
    hours(r.laborHours),
  ];
  const top = busiest[0]!;
  const low = slowest[0]!;
  return [
    '### Busiest and slowest hours',
    `Busiest hour: **${top.hour}** with ${money(top.netSales)} net sales and ${num(top.transactions)} transactions. Slowest hour: **${low.hour}** with ${money(low.netSales)} and ${num(low.transactions)} transactions.`,
    '**Busiest**',
    table(['Hour', 'Net sales', 'Transactions', 'Labor hours'], busiest.map(row)),
    '**Slowest**',
    table(['Hour', 'Net sales', 'Transactions', 'Labor hours'], slowest.map(row)),
  ].join('\n\n');
}

function shiftTime(r: ClockInVarianceRow): string {
  return `${r.scheduledStart}–${r.scheduledEnd}`;
}

function latenessSection(b: StatBlocks): string {
  const cv = b.employees!.clockInVariance;
  const late = cv.shifts
    .filter((r) => r.status === 'Late')
    .sort((x, y) => (y.varianceMinutes ?? 0) - (x.varianceMinutes ?? 0));
  const early = cv.shifts
    .filter((r) => r.status === 'Early')
    .sort((x, y) => (x.varianceMinutes ?? 0) - (y.varianceMinutes ?? 0));
  const lines = [
    '### Clock-ins',
    `${num(cv.counts.late)} late, ${num(cv.counts.early)} early, ${num(cv.counts.onTime)} on time and ${num(cv.counts.notApplicable)} with no clock-in (tolerance ±${num(cv.toleranceMinutes)} min).`,
  ];
  const rows = [...late, ...early].map((r) => [
    literal(r.name),
    r.scheduledStart,
    r.actualStart ?? '—',
    minutesLabel(r.varianceMinutes ?? 0),
  ]);
  if (rows.length > 0) lines.push(table(['Employee', 'Scheduled', 'Clocked in', 'Variance'], rows));
  else lines.push('Nobody was late or early.');
  return lines.join('\n\n');
}

function noShowSection(b: StatBlocks): string {
  const cv = b.employees!.clockInVariance;
  const none = cv.shifts.filter((r) => r.status === 'N/A');
  if (none.length === 0) return '### No-shows\n\nEvery scheduled shift has a clock-in: no no-shows.';
  return [
    '### No-shows',
    `Scheduled shifts with no overlapping clock-in: ${num(cv.counts.notApplicable)}.`,
    table(
      ['Employee', 'Scheduled shift'],
      none.map((r) => [literal(r.name), shiftTime(r)]),
    ),
  ].join('\n\n');
}

function weatherSection(w: Weather | null): string {
  if (!w) return '### Weather\n\nThere is no weather record for this store-day.';
  return `### Weather\n\n${w.condition}, high ${num(w.high_f)}°F, low ${num(w.low_f)}°F, precipitation ${num(w.precipitation_in)} in.`;
}

function summarySection(day: AnalystDay): string {
  const b = day.blocks;
  const bullets: string[] = [];
  let leftOut: string[] = [];
  if (b.sales) {
    const s = b.sales;
    const m = s.metrics;
    // A metric the company's settings leave out is skipped here and named once below the list.
    const variance = [
      m.forecastVarianceDollars === undefined ? null : signedMoney(m.forecastVarianceDollars),
      m.forecastVariancePercent === undefined ? null : signedPct(m.forecastVariancePercent),
    ].filter((x) => x !== null);
    bullets.push(
      `**Sales**: ${money(s.totals.netSales)} net vs ${money(s.totals.forecast)} forecast${variance.length > 0 ? ` (${variance.join(', ')})` : ''}, ${num(s.totals.transactions)} transactions`,
      `**Labor**: ${money(s.totals.laborCost)}${m.laborCostPercent === undefined ? '' : ` (${pct(m.laborCostPercent)} of sales)`}${m.netSalesPerLaborHour === undefined ? '' : `, ${moneyOrNa(m.netSalesPerLaborHour)} sales per labor hour`}, ${hours(s.totals.laborHours)} actual vs ${hours(s.totals.suggestedLaborHours)} suggested${m.actualVsSuggestedHoursPercent === undefined ? '' : ` (${pct(m.actualVsSuggestedHoursPercent)})`}`,
    );
    leftOut = leftOutMetrics(m, [
      'forecastVarianceDollars',
      'forecastVariancePercent',
      'laborCostPercent',
      'netSalesPerLaborHour',
      'actualVsSuggestedHoursPercent',
    ]);
  }
  if (b.hourly && b.hourly.length > 0) {
    const top = [...b.hourly].sort((x, y) => y.netSales - x.netSales || x.hourOfDay - y.hourOfDay)[0]!;
    const low = [...b.hourly].sort((x, y) => x.netSales - y.netSales || x.hourOfDay - y.hourOfDay)[0]!;
    bullets.push(
      `**Hours**: busiest ${top.hour} (${money(top.netSales)}), slowest ${low.hour} (${money(low.netSales)})`,
    );
  }
  if (b.employees) {
    const c = b.employees.clockInVariance.counts;
    bullets.push(
      `**Clock-ins**: ${num(c.late)} late, ${num(c.early)} early, ${num(c.onTime)} on time, ${num(c.notApplicable)} no clock-in`,
    );
  }
  if (b.tasks) {
    const t = b.tasks;
    bullets.push(
      `**Tasks**: ${t.completionRate === null ? 'n/a' : `${t.completionRate.toFixed(1)}%`} complete (${num(t.completed)} of ${num(t.total)}), ${num(t.issues)} open issues`,
    );
  }
  if (b.timers) bullets.push(`**Timers**: ${num(b.timers.expired)} expired, ${num(b.timers.active)} active`);
  if (b.samples) {
    const top = b.samples.byProduct[0];
    bullets.push(
      `**Samples**: ${num(b.samples.count)}${top ? ` (most: ${literal(top.name)}, ${num(top.count)})` : ''}`,
    );
  }
  if (day.weather) {
    const w = day.weather;
    bullets.push(`**Weather**: ${w.condition}, ${num(w.high_f)}°F / ${num(w.low_f)}°F`);
  }
  if (bullets.length === 0) return 'No stat blocks are included in this context; include some and ask again.';
  return ['### Summary', bullets.map((l) => `- ${l}`).join('\n'), ...leftOut].join('\n\n');
}

function rankingSection(ranking: StoreRanking | { error: string } | null, day: AnalystDay): string {
  if (!ranking) return 'I could not rank the stores for this question.';
  if ('error' in ranking) return `I could not rank the stores: ${ranking.error}`;
  const order = ranking.higherIsBetter ? 'highest first' : 'lowest first';
  return [
    `### Stores by ${ranking.label.toLowerCase()}, ${weekdayOf(ranking.date)} ${ranking.date} (${order})`,
    table(
      ['Rank', 'Store', ranking.label],
      ranking.stores.map((s) => {
        const name = s.store.name === day.storeName ? `**${literal(s.store.name)}**` : literal(s.store.name);
        return [String(s.rank), name, formatMetric(ranking.metric, s.value)];
      }),
    ),
    'Only the stores you may see are ranked.',
  ].join('\n\n');
}

function formatMetric(metric: DayMetric, v: number | null): string {
  if (v === null) return 'n/a';
  switch (DAY_METRIC_INFO[metric].unit) {
    case 'money':
      return money(v);
    case 'percent':
      return pct(v);
    case 'hours':
      return hours(v);
    case 'count':
      return num(v);
  }
}

function formatChange(metric: DayMetric, v: number | null): string {
  if (v === null) return 'n/a';
  switch (DAY_METRIC_INFO[metric].unit) {
    case 'money':
      return signedMoney(v);
    case 'percent':
      return `${signedNum(v)} pts`;
    case 'hours':
      return `${signedNum(v)} h`;
    case 'count':
      return signedNum(v);
  }
}

function comparisonSection(comparison: DayComparison | { error: string } | null, asked: DayMetric[]): string {
  if (!comparison) return 'I could not run the comparison for this question.';
  if ('error' in comparison) return `I could not compare days: ${comparison.error}`;
  const c = comparison;
  const wanted = new Set(asked);
  const rows = c.changes.filter(
    (r) => (wanted.size === 0 || wanted.has(r.metric)) && (r.a !== null || r.b !== null),
  );
  const head = `### ${weekdayOf(c.dateA)} ${c.dateA} vs ${weekdayOf(c.dateB)} ${c.dateB}`;
  if (rows.length === 0) return `${head}\n\nNeither day has figures for that.`;
  return [
    head,
    table(
      ['Metric', c.dateA, c.dateB, 'Change', 'Change %'],
      rows.map((r) => [
        r.label,
        formatMetric(r.metric, r.a),
        formatMetric(r.metric, r.b),
        formatChange(r.metric, r.change),
        // A percent change of a percentage, or across a change of sign, misleads: leave it out.
        DAY_METRIC_INFO[r.metric].unit === 'percent' || (r.a ?? 0) * (r.b ?? 0) < 0
          ? '—'
          : signedPct(r.changePercent),
      ]),
    ),
  ].join('\n\n');
}

interface NamedEmployee {
  name: string;
}

/** Employees the question names (full name, or a first or last name as a whole word). */
function namedEmployees(question: string, blocks: StatBlocks): NamedEmployee[] {
  const e = blocks.employees;
  if (!e) return [];
  const q = ` ${question.toLowerCase().replace(/[^a-z0-9' -]+/g, ' ')} `;
  const people = new Map<string, { first: string; last: string }>();
  for (const r of [...e.summary.employees, ...e.clockInVariance.shifts, ...e.timesheet]) {
    people.set(r.name, { first: r.firstName, last: r.lastName });
  }
  const has = (word: string) => {
    const w = word.trim().toLowerCase();
    return w.length >= 3 && !NAME_STOPWORDS.has(w) && q.includes(` ${w} `);
  };
  const full = [...people.keys()].filter((n) => q.includes(` ${n.toLowerCase()} `));
  if (full.length > 0) return full.map((name) => ({ name }));
  const byFirst = [...people].filter(([, p]) => has(p.first)).map(([name]) => ({ name }));
  if (byFirst.length > 0) return byFirst;
  return [...people].filter(([, p]) => has(p.last)).map(([name]) => ({ name }));
}

function employeeSection({ name }: NamedEmployee, b: StatBlocks): string {
  const e = b.employees!;
  const lines = [`### ${literal(name)}`];
  const summary = e.summary.employees.find((r) => r.name === name);
  if (summary) {
    lines.push(
      `${hours(summary.scheduledHours)} scheduled, ${hours(summary.actualHours)} worked (${signedNum(summary.varianceHours)} h).`,
    );
  }
  const shifts = e.clockInVariance.shifts.filter((r) => r.name === name);
  if (shifts.length > 0) {
    lines.push(
      table(
        ['Scheduled shift', 'Clocked in', 'Clocked out', 'Status'],
        shifts.map((r) => [
          shiftTime(r),
          r.actualStart ?? '—',
          r.actualEnd ?? '—',
          r.status === 'N/A'
            ? 'No clock-in'
            : r.status === 'On Time'
              ? 'On time'
              : `${r.status}: ${minutesLabel(r.varianceMinutes ?? 0)}`,
        ]),
      ),
    );
  }
  const punches = e.timesheet.filter((r) => r.name === name);
  const unscheduled = shifts.length === 0 && punches.length > 0;
  if (unscheduled) {
    lines.push(
      table(
        ['Clocked in', 'Clocked out', 'Regular hours'],
        punches.map((r) => [r.clockIn, r.clockOut ?? 'still clocked in', hours(r.regularHours)]),
      ),
    );
    lines.push('No scheduled shift for this day.');
  }
  return lines.join('\n\n');
}

/** Manual context: no stat blocks to compute from, so quote what the text says and say what is missing. */
/** Short words a question is made of that say nothing about the context. */
const STOP_WORDS = new Set([
  'what',
  'when',
  'with',
  'were',
  'which',
  'today',
  'there',
  'about',
  'much',
  'many',
  'that',
  'this',
  'have',
  'does',
  'from',
]);
/** At most this many distinct question words are looked for in the context. */
export const MAX_QUESTION_WORDS = 50;
/** At most this many context lines are quoted. */
const MAX_QUOTED_LINES = 10;

/**
 * The question's words worth looking for: lowercased, 4 letters or more, no stop words, each once,
 * at most MAX_QUESTION_WORDS. Bounds the search: a long question cannot make it quadratic.
 */
export function questionWords(question: string): string[] {
  const words = new Set<string>();
  for (const w of question.toLowerCase().split(/[^a-z0-9%$]+/)) {
    if (w.length < 4 || STOP_WORDS.has(w)) continue;
    words.add(w);
    if (words.size === MAX_QUESTION_WORDS) break;
  }
  return [...words];
}

function answerFromText(question: string, intents: Intent[], text: string): string {
  const topics = intents.filter((i) => i !== 'help');
  if (topics.length === 0) return CAPABILITIES;
  if (text.trim() === '') return NO_CONTEXT;
  const words = questionWords(question);
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const lower = line.toLowerCase(); // once per line, not once per word
    if (words.some((w) => lower.includes(w))) lines.push(line);
    if (lines.length === MAX_QUOTED_LINES) break;
  }
  const parts = [
    "This conversation uses manual context, so there are no computed stat blocks: I can't calculate sales, labor, clock-in or task figures from it. Select a store and a date and use the report context for those.",
  ];
  if (lines.length > 0) parts.push(`Your context says:\n\n${lines.map((l) => `> ${l}`).join('\n>\n')}`);
  else parts.push('Your context does not mention that.');
  return parts.join('\n\n');
}
