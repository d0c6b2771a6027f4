// The report context of one store-day, its model-facing text (the system message) and preview facts.
import {
  type DayStatus,
  type Store,
  type StoreHours,
  utf8Bytes,
  WEEKDAYS,
  type Weather,
  type Weekday,
} from '../contract';
import {
  dayStatusBanner,
  dayStatusContextLine,
  type ReportDayStatus,
  type StoreDayStatus,
  storeDayStatus,
} from './dayStatus';
import { describeDate, type ReportDate } from './reportDate';
import type { StoreDayRows } from './rows';
import { reportContextSchema } from './schema';
import { rowsOfSections } from './sectionRows';
import type { ReportSettingsFields, ReportTargets } from './settings';
import { DEFAULT_REPORT_SETTINGS, defaultBlocksOf, SALES_METRIC_KEYS } from './settingsValues';
import { computeStatBlocks, isEmptyBlock, presentBlocks, type StatBlockOptions } from './stats';
import {
  type ContextPreviewFacts,
  type CsvSection,
  ON_TIME_TOLERANCE_MINUTES,
  STAT_BLOCK_KEYS,
  type StatBlockKey,
  type StatBlocks,
} from './types';
import { type ClockInParseCache, formatClockTime } from './values';

/** One of the store's opening-hours rows, named, with the report's weekday marked. */
export type LocationHoursRow = StoreHours & { weekday: Weekday; isReportDay: boolean };

export interface ReportContext {
  reportDate: ReportDate;
  location: { store: Store | null; hours: LocationHoursRow[] };
  statBlocks: StatBlocks;
  weather: Weather | null;
  /** What kind of day it is, when it is not complete (a complete day's context has no such key). */
  dayStatus?: ReportDayStatus;
}

export interface ReportContextInput {
  date: string;
  store: Store | null;
  hours: readonly StoreHours[];
  /** The store-day's rows (the server reads them from its database); else `sections`' rows. */
  rows?: StoreDayRows;
  /** The six CSV files as parsed (the browser, the command line); only the selected ones count. */
  sections?: readonly CsvSection[];
  blocks?: readonly StatBlockKey[];
  weather: Weather | null;
  cache?: ClockInParseCache;
}

/** A store-day and its company's report settings: what `buildReport` builds from. */
export interface ReportInput extends ReportContextInput {
  /** The company's report settings; none: DEFAULT_REPORT_SETTINGS (the output is then as before settings). */
  settings?: ReportSettingsFields;
  /**
   * The moment the report is built for. With it and a store, the day's status on the store's clock
   * decides what is compared (`storeDayStatus`); without it every day counts as complete.
   */
  now?: Date;
}

// Re-exported from its own module: light bundles (the chat's views) use it without the builder.
export { describeDate, MONTHS, type ReportDate } from './reportDate';

// Re-exported from its own module: it carries no CSV parser, so light bundles can use it.
export { weatherFor } from './weather';

/** Builds the report context of one store-day from the sections, for the selected blocks (all by default). */
export function buildReportContext(input: ReportContextInput): ReportContext {
  return contextOf(input, input.blocks ?? STAT_BLOCK_KEYS, {});
}

/**
 * The one builder that the browser worker, the server and the CLI call: the report context
 * of a store-day from its CSV sections and its company's report settings, and its model-facing text.
 * Blocks: `input.blocks` when given, else the settings' blocks. The clock-in variance uses the settings'
 * on-time tolerance and the sales block carries only the metrics switched on. With no settings or
 * DEFAULT_REPORT_SETTINGS the result is exactly `buildReportContext` + `renderContextText`.
 */
export function buildReport(input: ReportInput): { context: ReportContext; text: string } {
  const settings = input.settings ?? DEFAULT_REPORT_SETTINGS;
  const day =
    input.now && input.store
      ? storeDayStatus({
          date: input.date,
          state: input.store.state,
          rows:
            input.rows ?? rowsOfSections(input.sections ?? [], { everySection: true, cache: input.cache }),
          now: input.now,
        })
      : null;
  const context = contextOf(input, input.blocks ?? defaultBlocksOf(settings), {
    toleranceMinutes: settings.on_time_tolerance_minutes,
    metrics: settings.metrics,
    ...(day ? { dayStatus: day.status } : {}),
  });
  if (day && isReportDayStatus(day)) context.dayStatus = day;
  return { context, text: renderContextText(context, input.settings) };
}

const isReportDayStatus = (day: StoreDayStatus): day is ReportDayStatus => day.status !== 'complete';

/** The status of the day a report context is about (a context without one is complete). */
export function contextDayStatus(ctx: Pick<ReportContext, 'dayStatus'>): DayStatus {
  return ctx.dayStatus?.status ?? 'complete';
}

function contextOf(
  input: ReportContextInput,
  blocks: readonly StatBlockKey[],
  options: StatBlockOptions,
): ReportContext {
  const reportDate = describeDate(input.date);
  const store = input.store ?? null;
  const hours: LocationHoursRow[] = store
    ? (input.hours ?? [])
        .filter((h) => h.store_id === store.id)
        .sort((a, b) => a.day_of_week - b.day_of_week)
        .map((h) => ({
          ...h,
          weekday: WEEKDAYS[h.day_of_week] ?? 'Sunday',
          isReportDay: WEEKDAYS[h.day_of_week] === reportDate.dayOfWeek,
        }))
    : [];
  return {
    reportDate,
    location: { store, hours },
    statBlocks: computeStatBlocks(
      input.rows ?? rowsOfSections(input.sections ?? [], { cache: input.cache }),
      blocks,
      input.cache,
      options,
    ),
    weather: input.weather ?? null,
  };
}

// --- model-facing text ------------------------------------------------------------------------------

/** The line that introduces the JSON block in the text; `parseContextText` looks for it. */
export const CONTEXT_JSON_MARKER =
  'REPORT CONTEXT (JSON; every list of records is a table: {"columns":[...],"rows":[[...],...]}):';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function sameShape(rows: readonly unknown[], columns: readonly string[]): boolean {
  for (const row of rows) {
    if (!isRecord(row)) return false;
    let n = 0;
    for (const key in row) {
      if (!Object.hasOwn(row, key)) continue;
      n++;
    }
    if (n !== columns.length) return false;
    for (const c of columns) if (!Object.hasOwn(row, c)) return false;
  }
  return true;
}

/**
 * Writes every non-empty list of same-shaped records as `{ columns, rows }`: the keys once, then one
 * array of values per record. Half the size of plain JSON on a heavy day, and as readable for a model.
 */
export function toTables(value: unknown): unknown {
  if (Array.isArray(value)) {
    const first = value[0];
    if (isRecord(first)) {
      const columns = Object.keys(first);
      if (sameShape(value, columns)) {
        const rows = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          const record = value[i] as Record<string, unknown>;
          const cells = new Array(columns.length);
          for (let j = 0; j < columns.length; j++) {
            const cell = record[columns[j]!];
            cells[j] = typeof cell === 'object' && cell !== null ? toTables(cell) : cell;
          }
          rows[i] = cells;
        }
        return { columns, rows };
      }
    }
    return value.map(toTables);
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = toTables(value[key]);
    return out;
  }
  return value;
}

/** The inverse of `toTables`. */
export function fromTables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromTables);
  if (isRecord(value)) {
    const { columns, rows } = value;
    const keys = Object.keys(value);
    if (
      keys.length === 2 &&
      Array.isArray(columns) &&
      Array.isArray(rows) &&
      columns.every((c) => typeof c === 'string') &&
      rows.every((r) => Array.isArray(r) && r.length === columns.length)
    ) {
      return rows.map((r: unknown[]) => {
        const record: Record<string, unknown> = {};
        columns.forEach((c: string, i) => {
          record[c] = fromTables(r[i]);
        });
        return record;
      });
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = fromTables(value[key]);
    return out;
  }
  return value;
}

const BLOCK_TITLES: Record<StatBlockKey, string> = {
  sales: 'sales (totals and metrics)',
  hourly: 'hourly (one row per hour of the sales file)',
  employees: 'employees (summary, clockInVariance, timesheet)',
  tasks: 'tasks',
  samples: 'samples',
  timers: 'timers',
};

export function hoursText(row: Pick<StoreHours, 'open_time' | 'close_time' | 'closed'>): string {
  if (row.closed || !row.open_time || !row.close_time) return 'Closed';
  return `${formatClockTime(row.open_time)} - ${formatClockTime(row.close_time)}`;
}

export function locationText(store: Store | null): string {
  if (!store) return 'All stores in scope (no store selected)';
  const place = [store.city, store.state].filter(Boolean).join(', ');
  return place ? `${store.name} (${place})` : store.name;
}

export function weatherText(weather: Weather | null): string | null {
  if (!weather) return null;
  return `${weather.condition}, high ${weather.high_f}°F, low ${weather.low_f}°F, precipitation ${weather.precipitation_in} in`;
}

/** The line that introduces a company's instructions in the text. */
export const COMPANY_INSTRUCTIONS_HEADING =
  'Company instructions (house rules set by an administrator; follow them unless they conflict with the rules above):';

/** Whether a company's targets differ from DEFAULT_REPORT_SETTINGS.targets. */
function customTargets(t: ReportTargets): boolean {
  const d = DEFAULT_REPORT_SETTINGS.targets;
  return (
    t.labor_cost_pct !== d.labor_cost_pct ||
    t.sales_per_labor_hour !== d.sales_per_labor_hour ||
    t.forecast_variance_pct !== d.forecast_variance_pct ||
    t.task_completion_pct !== d.task_completion_pct
  );
}

/** "Company targets: labor cost at most 25% of net sales; ..." (numbers as given). */
export function targetsText(t: ReportTargets): string {
  const parts = [
    `labor cost at most ${t.labor_cost_pct}% of net sales`,
    `net sales within ${t.forecast_variance_pct}% of forecast`,
    `task completion at least ${t.task_completion_pct}%`,
  ];
  if (t.sales_per_labor_hour !== null) {
    parts.push(`net sales per labor hour at least $${t.sales_per_labor_hour}`);
  }
  return `Company targets: ${parts.join('; ')}`;
}

/**
 * The system message: instructions, a readable header, and the whole context as JSON (exact figures).
 * It tells the model to use only the figures given and to say when something is not in the context.
 * With a company's `settings` it also states their on-time tolerance, their targets, the
 * sales metrics they leave out and their instructions; what equals DEFAULT_REPORT_SETTINGS adds nothing,
 * so with the defaults (or none) the text is byte for byte what it was before settings existed.
 */
export function renderContextText(ctx: ReportContext, settings?: ReportSettingsFields): string {
  const { reportDate, location, statBlocks, weather } = ctx;
  const store = location.store;
  const included = presentBlocks(statBlocks);
  const left = STAT_BLOCK_KEYS.filter((k) => !included.includes(k));
  const tolerance = settings?.on_time_tolerance_minutes ?? ON_TIME_TOLERANCE_MINUTES;
  const instructions = (settings?.instructions ?? '').trim().replace(/\r\n?/g, '\n');
  const lines: string[] = [
    'You are the Store Ops assistant. You answer a manager\u2019s questions about one store-day.',
    'Use only the figures in the report context below; they were computed by code from the store\u2019s data. Quote them as given and do not recalculate, estimate or invent numbers.',
    'If the answer is not in the context, say that it is not in the context for this store-day; do not guess.',
    `Units: money in US dollars; hours in decimal hours; fields ending in Percent or Rate are already percentages (0-100); varianceMinutes = actual clock-in minus scheduled start (positive = late; Late above +${tolerance} minutes, Early below -${tolerance}, otherwise On Time; N/A = no punch overlapping the shift). A null metric means it cannot be computed because its divisor is zero. Times are store-local.`,
  ];
  if (instructions !== '') lines.push(COMPANY_INSTRUCTIONS_HEADING, instructions);
  lines.push('', `Report date: ${reportDate.displayDate} (${reportDate.date})`);
  if (ctx.dayStatus) lines.push(dayStatusContextLine(ctx.dayStatus, reportDate.date));
  lines.push(`Location: ${locationText(store)}`);
  if (store) {
    lines.push(
      `Address: ${[store.address, store.city, [store.state, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
    );
    if (store.franchise) lines.push(`Brand: ${store.franchise}`);
    const today = location.hours.find((h) => h.isReportDay);
    lines.push(
      `Hours on ${reportDate.dayOfWeek || 'the report day'}: ${today ? hoursText(today) : 'not in the context'}`,
    );
  }
  lines.push(`Weather: ${weatherText(weather) ?? 'not in the context'}`);
  if (settings && customTargets(settings.targets)) lines.push(targetsText(settings.targets));
  lines.push(
    `Stat blocks included: ${included.length > 0 ? included.map((k) => BLOCK_TITLES[k]).join('; ') : 'none'}`,
  );
  if (left.length > 0) lines.push(`Stat blocks not included (not in the context): ${left.join(', ')}`);
  const metricsOff = settings ? SALES_METRIC_KEYS.filter((k) => !settings.metrics[k]) : [];
  if (metricsOff.length > 0) {
    lines.push(`Sales metrics not included (not in the context): ${metricsOff.join(', ')}`);
  }
  const empty = included.filter((k) => isEmptyBlock(statBlocks, k));
  if (empty.length > 0) {
    lines.push(
      `Stat blocks with no rows (their file was missing, empty or not selected, or had no records for this day; treat their figures as not available, not as zero): ${empty.join(', ')}`,
    );
  }
  lines.push('', CONTEXT_JSON_MARKER, JSON.stringify(toTables(ctx)));
  return lines.join('\n');
}

/** Reads the report context back out of a system message made by `renderContextText` (validated), or null. */
export function parseContextText(text: string): ReportContext | null {
  if (typeof text !== 'string') return null;
  const at = text.lastIndexOf(CONTEXT_JSON_MARKER);
  if (at === -1) return null;
  const start = text.indexOf('{', at + CONTEXT_JSON_MARKER.length);
  if (start === -1) return null;
  const end = text.indexOf('\n', start);
  try {
    const value = fromTables(JSON.parse(end === -1 ? text.slice(start) : text.slice(start, end)));
    const checked = reportContextSchema.safeParse(value);
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}

/** Size of a text in KB: UTF-8 bytes / 1024, rounded to 1 decimal. */
export function contextSizeKb(text: string): number {
  return Math.round(utf8Bytes(text) / 102.4) / 10;
}

/** What the chat screen's preview shows: date, location, block count, weather and size. */
export function contextPreviewFacts(ctx: ReportContext, text: string): ContextPreviewFacts {
  const dayStatus = dayStatusBanner(ctx.dayStatus, ctx.reportDate.date, ctx.location.store?.name ?? null);
  return {
    date: ctx.reportDate.date,
    displayDate: ctx.reportDate.displayDate,
    location: locationText(ctx.location.store),
    blockCount: presentBlocks(ctx.statBlocks).length,
    weather: weatherText(ctx.weather),
    sizeKb: contextSizeKb(text),
    ...(dayStatus ? { dayStatus } : {}),
  };
}
