// Store-day rows read from the database: typed (what every figure on the server is computed from: the
// dashboard's days and rollups, the assistant's tools) or rendered as the six CSV files (GET /api/csvproxy
// only), with a cache keyed by the store's data_version: a write or import bumps the version, so every
// server process sees fresh rows without cross-process messages.
import { setImmediate } from 'node:timers/promises';
import {
  CSV_COLUMNS,
  CSV_FILE_NAMES,
  type CsvFileName,
  concatRows,
  parseTime12h,
  type StoreDayRollup,
  type StoreDayRows,
  type Weather,
} from '@store-ops/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, notFound } from '../errors';
import { inScopeStore, type Scope } from './scope';
import { inTurns } from './turns';

/** One store-day: its weather and, per file, the CSV data lines (no header), each ending in "\n". */
export interface RenderedStoreDay {
  weather: Weather | null;
  lines: Record<CsvFileName, string>;
}

export const MAX_RANGE_DAYS = 31;

/** "HH:MM" or "HH:MM:SS" (24-hour, as stored) -> "hh:mm AM/PM" ("hh:mm:ss AM/PM" with seconds). */
export function to12h(clock: string | null): string {
  if (!clock) return '';
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(clock);
  if (!m) return clock;
  const h = Number(m[1]);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${m[2]}${m[3] ? `:${m[3]}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** RFC 4180 field: quoted when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: string | number): string {
  const s = String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const line = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\n`;
const money = (n: number) => n.toFixed(2);
const hoursBetween = (start: string, end: string) => {
  const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return ((mins(end) - mins(start)) / 60).toFixed(2);
};

/** Each file's header line. */
export const HEADERS = Object.fromEntries(
  CSV_FILE_NAMES.map((f) => [f, `${CSV_COLUMNS[f].join(',')}\n`]),
) as Record<CsvFileName, string>;

const emptyLines = (): Record<CsvFileName, string> =>
  Object.fromEntries(CSV_FILE_NAMES.map((f) => [f, ''])) as Record<CsvFileName, string>;

/**
 * Runs queries one after another, and other requests are served before each: the embedded database runs
 * each on the event loop and resolves it without a macrotask, so the caller's last statement and the
 * first query would otherwise be one stretch (the stall bench's csvproxy and import lines).
 */
async function oneByOne<T extends readonly unknown[]>(
  queries: {
    readonly [K in keyof T]: () => Promise<T[K]>;
  },
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) {
    await setImmediate();
    results.push(await query());
  }
  return results as unknown as T;
}

/**
 * Rows per page of the tables whose store-day can hold tens of thousands (tasks, samples, timers: the
 * largest accepted import is 80,000 tasks), read in their report order, each page from where the last
 * ended (an index of that order finds it): the embedded database returned the whole day in one 1.7 s
 * stretch of the event loop, and a page of 2,000 in ~50 ms (the stall bench's import line).
 */
const PAGE = 1_000;

/** The large tables and the column that orders a store-day's rows (then the id). */
const PAGED_ORDER = { samples: 'time', timers: 'started_at', tasks: 'seq' } as const;
type PagedTable = keyof typeof PAGED_ORDER;

/** Every row of `table` in `ids` x [start, end], in report order, a page at a time (each after the last). */
async function inPages<T extends PagedTable>(
  db: Kysely<DB>,
  table: T,
  ids: number[],
  start: string,
  end: string,
): Promise<Selectable<DB[T]>[]> {
  const order = sql.ref(PAGED_ORDER[table]);
  const page = async (after: Record<string, unknown> | undefined) =>
    (
      await sql<Selectable<DB[T]>>`SELECT * FROM ${sql.table(table)}
        WHERE store_id IN (${sql.join(ids)}) AND day >= ${start} AND day <= ${end}
        ${after ? sql`AND (store_id, day, ${order}, id) > (${after.store_id}, ${after.day}, ${after[PAGED_ORDER[table]]}, ${after.id})` : sql``}
        ORDER BY store_id, day, ${order}, id LIMIT ${PAGE}`.execute(db)
    ).rows;
  let rows = await page(undefined);
  const all = rows;
  while (rows.length === PAGE) {
    await setImmediate();
    rows = await page(rows[rows.length - 1] as Record<string, unknown>);
    for (const row of rows) all.push(row);
  }
  return all;
}

/** The rows of every store-day of `ids` x [start, end], one query per table (a page at a time for the large ones), as the database holds them. */
function queryRange(db: Kysely<DB>, ids: number[], start: string, end: string) {
  return oneByOne([
    () =>
      db
        .selectFrom('sales')
        .selectAll()
        .where('store_id', 'in', ids)
        .where('day', '>=', start)
        .where('day', '<=', end)
        .orderBy('store_id')
        .orderBy('day')
        .orderBy('hour')
        .execute(),
    () => inPages(db, 'samples', ids, start, end),
    () => inPages(db, 'timers', ids, start, end),
    () =>
      db
        .selectFrom('timepunches as p')
        .innerJoin('employees as e', 'e.id', 'p.employee_id')
        .select([
          'p.store_id',
          'p.date',
          'p.clock_in',
          'p.clock_out',
          'p.regular_hours',
          'e.first_name',
          'e.last_name',
        ])
        .where('p.store_id', 'in', ids)
        .where('p.date', '>=', start)
        .where('p.date', '<=', end)
        .orderBy('p.store_id')
        .orderBy('p.date')
        .orderBy('p.clock_in')
        .orderBy('p.id')
        .execute(),
    () =>
      db
        .selectFrom('shifts as s')
        .innerJoin('employees as e', 'e.id', 's.employee_id')
        .select(['s.store_id', 's.day', 's.start_time', 's.end_time', 'e.first_name', 'e.last_name'])
        .where('s.store_id', 'in', ids)
        .where('s.day', '>=', start)
        .where('s.day', '<=', end)
        .orderBy('s.store_id')
        .orderBy('s.day')
        .orderBy('s.start_time')
        .orderBy('s.id')
        .execute(),
    () => inPages(db, 'tasks', ids, start, end),
    () =>
      db
        .selectFrom('weather')
        .selectAll()
        .where('store_id', 'in', ids)
        .where('date', '>=', start)
        .where('date', '<=', end)
        .execute(),
  ] as const);
}

/** Renders every store-day of `storeIds` x [start, end] with one query per table. */
export async function renderRange(
  db: Kysely<DB>,
  storeIds: readonly number[],
  start: string,
  end: string,
): Promise<Map<string, RenderedStoreDay>> {
  const out = new Map<string, RenderedStoreDay>();
  if (storeIds.length === 0) return out;
  const ids = [...storeIds];
  const get = (storeId: number, day: string) => {
    const key = `${storeId}|${day}`;
    let r = out.get(key);
    if (!r) {
      r = { weather: null, lines: emptyLines() };
      out.set(key, r);
    }
    return r;
  };
  // Every store-day of the range exists (possibly empty), so a cache entry is kept for it too.
  for (const id of ids) for (const day of daysOf(start, end)) get(id, day);

  const [sales, samples, timers, punches, shifts, tasks, weather] = await queryRange(db, ids, start, end);
  for (const r of sales) {
    get(r.store_id, r.day).lines['sales.csv'] += line([
      to12h(`${String(r.hour).padStart(2, '0')}:00`),
      money(r.net_sales),
      r.transactions,
      money(r.labor_hours),
      money(r.labor_cost),
      money(r.suggested_labor_hours),
      money(r.forecast),
    ]);
  }
  for (const r of samples)
    get(r.store_id, r.day).lines['samples.csv'] += line([to12h(r.time), r.product, r.employee]);
  for (const r of timers)
    get(r.store_id, r.day).lines['timers.csv'] += line([
      to12h(r.started_at),
      r.timer_name,
      r.minutes_remaining,
    ]);
  for (const r of punches) {
    get(r.store_id, r.date).lines['actual_labor.csv'] += line([
      r.first_name,
      r.last_name,
      r.date,
      to12h(r.clock_in),
      to12h(r.clock_out),
      money(r.regular_hours),
    ]);
  }
  for (const r of shifts) {
    get(r.store_id, r.day).lines['scheduled_labor.csv'] += line([
      r.first_name,
      r.last_name,
      r.day,
      to12h(r.start_time),
      to12h(r.end_time),
      hoursBetween(r.start_time, r.end_time),
    ]);
  }
  for (const r of tasks)
    get(r.store_id, r.day).lines['tasks.csv'] += line([r.status, r.completed_by, r.task_name]);
  for (const w of weather) get(w.store_id, w.date).weather = w;
  return out;
}

/**
 * Minutes after midnight of a stored clock ("HH:MM", or "HH:MM:SS" where `seconds` are allowed), as the
 * CSV file's 12-hour time gives them; other text is read as a 12-hour time. Null: not a time.
 */
export function clockMinutes(clock: string | null, seconds = false): number | null {
  if (!clock) return null;
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(clock);
  if (!m) return parseTime12h(clock, seconds);
  if (m[3] !== undefined && !seconds) return null;
  const h = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3] ?? 0);
  if (minute > 59 || second > 59) return null;
  // As to12h writes it: an hour past 11 is an afternoon hour (h % 12 PM).
  const hour24 = h < 12 ? h : (h % 12) + 12;
  return second === 0 ? hour24 * 60 + minute : hour24 * 60 + minute + second / 60;
}

/** Money and hours to the hundredth, as the files carry them. */
const hundredths = (n: number) => Number(n.toFixed(2));

/** One store-day's typed rows and weather. */
export interface StoreDay {
  weather: Weather | null;
  rows: StoreDayRows;
}

type MutableRows = { [K in keyof StoreDayRows]: StoreDayRows[K][number][] };

/** Every store-day of `storeIds` x [start, end] (possibly without rows) as typed rows, keyed `store|day`. */
export async function loadRange(
  db: Kysely<DB>,
  storeIds: readonly number[],
  start: string,
  end: string,
): Promise<Map<string, StoreDay>> {
  const out = new Map<string, { weather: Weather | null; rows: MutableRows }>();
  if (storeIds.length === 0) return out;
  const ids = [...storeIds];
  for (const id of ids)
    for (const day of daysOf(start, end))
      out.set(`${id}|${day}`, {
        weather: null,
        rows: { sales: [], shifts: [], punches: [], tasks: [], samples: [], timers: [] },
      });
  const rowsOf = (storeId: number, day: string) => out.get(`${storeId}|${day}`)!.rows;
  const [sales, samples, timers, punches, shifts, tasks, weather] = await queryRange(db, ids, start, end);
  for (const r of sales)
    rowsOf(r.store_id, r.day).sales.push({
      hour: r.hour,
      netSales: hundredths(r.net_sales),
      transactions: r.transactions,
      laborHours: hundredths(r.labor_hours),
      laborCost: hundredths(r.labor_cost),
      suggestedLaborHours: hundredths(r.suggested_labor_hours),
      forecast: hundredths(r.forecast),
    });
  await inTurns(samples, (r) => {
    const time = clockMinutes(r.time, true);
    if (time !== null)
      rowsOf(r.store_id, r.day).samples.push({ time, product: r.product, employee: r.employee });
  });
  await inTurns(timers, (r) => {
    const startedAt = clockMinutes(r.started_at, true);
    if (startedAt !== null)
      rowsOf(r.store_id, r.day).timers.push({
        startedAt,
        timerName: r.timer_name,
        minutesRemaining: r.minutes_remaining,
      });
  });
  for (const r of punches) {
    const clockIn = clockMinutes(r.clock_in);
    // No clock-out is an open punch; one that is not a time leaves the punch out.
    const open = (r.clock_out ?? '').trim() === '';
    const clockOut = open ? null : clockMinutes(r.clock_out);
    if (clockIn === null || (!open && clockOut === null)) continue;
    rowsOf(r.store_id, r.date).punches.push({
      firstName: r.first_name,
      lastName: r.last_name,
      date: r.date,
      clockIn,
      clockOut,
      regularHours: hundredths(r.regular_hours),
    });
  }
  for (const r of shifts) {
    const shiftStart = clockMinutes(r.start_time);
    const shiftEnd = clockMinutes(r.end_time);
    if (shiftStart === null || shiftEnd === null) continue;
    rowsOf(r.store_id, r.day).shifts.push({
      firstName: r.first_name,
      lastName: r.last_name,
      date: r.day,
      start: shiftStart,
      end: shiftEnd,
      regularHours: Number(hoursBetween(r.start_time, r.end_time)),
    });
  }
  // A task with no status, name or completer is a blank line of its file: no task.
  await inTurns(tasks, (r) => {
    if (`${r.status}${r.completed_by}${r.task_name}`.trim() !== '')
      rowsOf(r.store_id, r.day).tasks.push({
        status: r.status,
        completedBy: r.completed_by,
        taskName: r.task_name,
      });
  });
  for (const w of weather) out.get(`${w.store_id}|${w.date}`)!.weather = w;
  return out;
}

export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Rendered store-days keyed by store, day and the store's data_version, least recently used out first;
 * the dashboard's rollups of a store over a range, keyed by store, data_version and range; and the
 * typed store-days read one date at a time (the dashboard's days in progress, the assistant's tools),
 * keyed by store, day and data_version.
 */
export class StoreDayCache {
  private readonly entries = new Map<string, RenderedStoreDay>();
  private readonly json = new Map<string, string>();
  private readonly rollups = new Map<string, ReadonlyMap<string, StoreDayRollup>>();
  private readonly rows = new Map<string, StoreDay>();
  constructor(
    private readonly max = 20_000,
    private readonly maxRollupRanges = 1_000,
    private readonly maxRowDays = 1_000,
  ) {}
  get(key: string): RenderedStoreDay | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: RenderedStoreDay): void {
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
  /** The serialised answer for one store-day (the hot path of the bench). */
  getJson(key: string): string | undefined {
    return this.json.get(key);
  }
  setJson(key: string, value: string): void {
    this.json.set(key, value);
    if (this.json.size > this.max) this.json.delete(this.json.keys().next().value as string);
  }
  /** A store's rollups over a range, by day (services/dashboard.ts). */
  getRollups(key: string): ReadonlyMap<string, StoreDayRollup> | undefined {
    return this.rollups.get(key);
  }
  setRollups(key: string, value: ReadonlyMap<string, StoreDayRollup>): void {
    this.rollups.set(key, value);
    if (this.rollups.size > this.maxRollupRanges)
      this.rollups.delete(this.rollups.keys().next().value as string);
  }
  /** A store-day's typed rows and weather (`storeDaysOn`). */
  getRows(key: string): StoreDay | undefined {
    return this.rows.get(key);
  }
  setRows(key: string, value: StoreDay): void {
    this.rows.set(key, value);
    if (this.rows.size > this.maxRowDays) this.rows.delete(this.rows.keys().next().value as string);
  }
  clear(): void {
    this.entries.clear();
    this.json.clear();
    this.rollups.clear();
    this.rows.clear();
  }
  get size(): number {
    return this.entries.size;
  }
}

/** Every store's data_version, as this process keeps it (services/processCache.ts says for how long). */
export class StoreVersions {
  private rows: Map<number, number> | null = null;
  private generation = 0;
  async load(db: Kysely<DB>): Promise<Map<number, number>> {
    if (this.rows) return this.rows;
    const generation = this.generation;
    const rows = await db.selectFrom('stores').select(['id', 'data_version']).orderBy('id').execute();
    const map = new Map(rows.map((r) => [r.id, r.data_version]));
    if (generation === this.generation) this.rows = map;
    return map;
  }
  clear(): void {
    this.rows = null;
    this.generation++;
  }
}

export interface CsvProxyInput {
  start: string;
  end: string;
  storeId?: number | undefined;
}

/** Validates the range rules: start <= end, at most 31 days. */
export function checkRange(start: string, end: string): void {
  if (start > end) throw badRequest('start must not be after end.');
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest(`The date range may span at most ${MAX_RANGE_DAYS} days.`);
}

/**
 * A store the user may not see answers exactly as one that does not exist:
 * the status and the message say nothing about which stores exist.
 */
export const STORE_NOT_FOUND = 'Store not found.';

/** A store `scope` may see, with its data version; 404 for one outside it or that does not exist. */
export async function visibleStore(
  db: Kysely<DB>,
  scope: Scope,
  storeId: number,
): Promise<{ id: number; data_version: number }> {
  const store = await db
    .selectFrom('stores')
    .select(['id', 'data_version'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store || !inScopeStore(scope, store.id)) throw notFound(STORE_NOT_FOUND);
  return store;
}

/** The scope's stores (or `storeId`, in it) with their versions; 404 for a store outside it. */
async function scopedStoreVersions(
  db: Kysely<DB>,
  scope: Scope,
  storeId: number | undefined,
  versions: StoreVersions | null | undefined,
): Promise<{ id: number; data_version: number }[]> {
  if (versions) {
    const all = await versions.load(db);
    if (storeId !== undefined) {
      const version = all.get(storeId);
      if (version === undefined || !inScopeStore(scope, storeId)) throw notFound(STORE_NOT_FOUND);
      return [{ id: storeId, data_version: version }];
    }
    return [...all]
      .filter(([id]) => inScopeStore(scope, id))
      .map(([id, data_version]) => ({ id, data_version }));
  }
  if (storeId !== undefined) return [await visibleStore(db, scope, storeId)];
  if (!scope.all && scope.storeIds.length === 0) return [];
  let q = db.selectFrom('stores').select(['id', 'data_version']).orderBy('id');
  if (!scope.all) q = q.where('id', 'in', scope.storeIds);
  return q.execute();
}

/**
 * The csvproxy answer as a JSON string: the rows of every store of `scope` (or the one asked for) and
 * day; the stores' versions from `versions` when this process keeps them (services/processCache.ts), else read.
 * Throws HttpError 400 (bad range), 404 (a store that does not exist or is outside the scope).
 */
export async function csvProxyJson(
  db: Kysely<DB>,
  scope: Scope,
  input: CsvProxyInput,
  cache: StoreDayCache = new StoreDayCache(),
  versions?: StoreVersions | null,
): Promise<string> {
  checkRange(input.start, input.end);
  const stores = await scopedStoreVersions(db, scope, input.storeId, versions);
  const days = daysOf(input.start, input.end);
  const single = stores.length === 1 && days.length === 1;
  const singleKey = single ? `${stores[0]?.id}|${days[0]}|${stores[0]?.data_version}` : '';
  if (single) {
    const hit = cache.getJson(singleKey);
    if (hit) return hit;
  }
  const json = renderJson((await cachedStoreDays(db, cache, stores, input.start, input.end)).flat());
  if (single) cache.setJson(singleKey, json);
  return json;
}

/** How many store-days one group of queries renders at most (a store's month). */
const STORE_DAYS_PER_GROUP = 31;

/**
 * Every store-day of `stores` x [start, end], store by store, from the cache (keyed by store, day
 * and data_version); what it lacks is rendered with one query per table and cached.
 */
export async function cachedStoreDays(
  db: Kysely<DB>,
  cache: StoreDayCache,
  stores: readonly { id: number; data_version: number }[],
  start: string,
  end: string,
): Promise<RenderedStoreDay[][]> {
  const days = daysOf(start, end);
  const keyOf = (s: { id: number; data_version: number }, day: string) => `${s.id}|${day}|${s.data_version}`;
  const missing = stores.filter((s) => days.some((d) => !cache.get(keyOf(s, d))));
  // Rendered a few stores at a time, about a store-month, and other requests are served between two
  // groups (the embedded database runs each query on the event loop: the stall bench's line "csvproxy
  // of every store over 31 days"); a day of every store is one group.
  const perGroup = Math.max(1, Math.floor(STORE_DAYS_PER_GROUP / days.length));
  const fresh = new Map<string, RenderedStoreDay>();
  for (let i = 0; i < missing.length; i += perGroup) {
    if (i > 0) await setImmediate();
    const group = missing.slice(i, i + perGroup);
    const rendered = await renderRange(
      db,
      group.map((s) => s.id),
      start,
      end,
    );
    for (const [key, r] of rendered) fresh.set(key, r);
    for (const s of group) {
      for (const d of days) {
        const r = fresh.get(`${s.id}|${d}`);
        if (r) cache.set(keyOf(s, d), r);
      }
    }
  }
  // A day evicted meanwhile (a range larger than the cache) still comes from what was just rendered.
  return stores.map((s) =>
    days.map(
      (d) => cache.get(keyOf(s, d)) ?? fresh.get(`${s.id}|${d}`) ?? { weather: null, lines: emptyLines() },
    ),
  );
}

function renderJson(parts: readonly RenderedStoreDay[]): string {
  const body: Record<string, unknown> = { weather: parts.flatMap((p) => (p.weather ? [p.weather] : [])) };
  for (const f of CSV_FILE_NAMES) body[f] = HEADERS[f] + parts.map((p) => p.lines[f]).join('');
  return JSON.stringify(body);
}

/**
 * The store-days of `stores` on `date`, in their order, from `cache` (keyed by store, day and
 * data_version); what it lacks is read with one query per table.
 */
export async function storeDaysOn(
  db: Kysely<DB>,
  cache: StoreDayCache,
  stores: readonly { id: number; data_version: number }[],
  date: string,
): Promise<StoreDay[]> {
  const keyOf = (s: { id: number; data_version: number }) => `${s.id}|${date}|${s.data_version}`;
  const missing = stores.filter((s) => !cache.getRows(keyOf(s)));
  const loaded =
    missing.length > 0
      ? await loadRange(
          db,
          missing.map((s) => s.id),
          date,
          date,
        )
      : new Map<string, StoreDay>();
  return stores.map((s) => {
    const hit = cache.getRows(keyOf(s));
    if (hit) return hit;
    const day = loaded.get(`${s.id}|${date}`)!;
    cache.setRows(keyOf(s), day);
    return day;
  });
}

/**
 * One store-day of a store in `scope` as typed rows (`storeId` undefined: every store of the scope's
 * rows of that date, store after store, with the first weather among them), for the assistant's tools:
 * the rows the browser parses from GET /api/csvproxy's files for the same store and date.
 * Throws HttpError 404 for a store that does not exist or is outside the scope, like the route.
 */
export async function scopedStoreDay(
  db: Kysely<DB>,
  scope: Scope,
  storeId: number | undefined,
  date: string,
  cache: StoreDayCache = new StoreDayCache(),
): Promise<StoreDay> {
  const stores = await scopedStoreVersions(db, scope, storeId, null);
  const days = await storeDaysOn(db, cache, stores, date);
  if (days.length === 1) return days[0]!;
  return {
    weather: days.find((d) => d.weather)?.weather ?? null,
    rows: concatRows(days.map((d) => d.rows)),
  };
}
