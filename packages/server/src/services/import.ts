// Loads real CSV exports (the spec's six files) for one store-day: read through the store's company
// column mapping (renamed headers, 24-hour times), validated with the domain parsers,
// bad rows reported with their line numbers, all-or-nothing, idempotent (a re-import replaces the
// store-day's rows of the files given), the store-day's dashboard rollup computed again, and the
// store's data_version bumped so caches drop the day. A dry run validates and counts what it would
// replace, and writes nothing.
import { setImmediate } from 'node:timers/promises';
import {
  type CsvFileName,
  type CsvRow,
  type ImportProblem,
  type MappingRules,
  parseNumber,
  parseTime12h,
  type Validation,
  validateFiles,
} from '@store-ops/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { audit } from '../audit';
import type { DB } from '../db/types';
import { importMappingForStore } from './importMapping';
import { refreshRollups } from './rollups';

export type { ImportProblem } from '@store-ops/domain';

export interface ImportResult {
  ok: boolean;
  problems: ImportProblem[];
  /** Rows per file given. */
  counts: Partial<Record<CsvFileName, number>>;
  /** Rows the store-day held before, per file given (what the import replaces). */
  replaced: Partial<Record<CsvFileName, number>>;
}

/** Who imports: a user (as whom, while impersonating) or a service token; audited with the import. */
export interface ImportActor {
  userId: number | null;
  asUserId: number | null;
  token: { id: number; name: string } | null;
  ip: string;
}

/** Where each file's rows live (the store-day's rows a re-import replaces). */
const TABLES: Record<CsvFileName, { table: keyof DB; day: string }> = {
  'sales.csv': { table: 'sales', day: 'day' },
  'samples.csv': { table: 'samples', day: 'day' },
  'timers.csv': { table: 'timers', day: 'day' },
  'actual_labor.csv': { table: 'timepunches', day: 'date' },
  'scheduled_labor.csv': { table: 'shifts', day: 'day' },
  'tasks.csv': { table: 'tasks', day: 'day' },
};

async function rowsThere(db: Kysely<DB>, kind: CsvFileName, storeId: number, date: string) {
  const { table, day } = TABLES[kind];
  const { rows } = await sql<{ n: string | number }>`
    SELECT count(*) AS n FROM ${sql.table(table)} WHERE store_id = ${storeId} AND ${sql.ref(day)} = ${date}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Rows per INSERT, with a macrotask between statements: the embedded database runs on the server's
 * thread and an import's writes would otherwise hold the event loop for their whole length (the
 * stall bench's import line). Also well under PostgreSQL's 65,535 parameters per statement.
 */
const BATCH = 250;

/**
 * Deletes a store-day's rows of `kind` a batch at a time, yielding between statements (one DELETE of
 * the largest import's 80,000 rows held the loop for ~100 ms); answers how many there were.
 */
async function deleteDay(trx: Transaction<DB>, kind: CsvFileName, storeId: number, date: string) {
  const { table, day } = TABLES[kind];
  let deleted = 0;
  for (;;) {
    const { numAffectedRows } = await sql`DELETE FROM ${sql.table(table)} WHERE id = ANY(ARRAY(
      SELECT id FROM ${sql.table(table)} WHERE store_id = ${storeId} AND ${sql.ref(day)} = ${date} LIMIT ${BATCH * 10}))`.execute(
      trx,
    );
    const n = Number(numAffectedRows ?? 0);
    deleted += n;
    if (n < BATCH * 10) return deleted;
    await setImmediate();
  }
}

/**
 * Inserts `rows` a batch at a time, each made into its table's values as its batch comes (`offset`: the
 * batch's first row's place in the file), yielding to the event loop between batches.
 */
async function inBatches<T>(rows: readonly T[], insert: (batch: T[], offset: number) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) {
    if (i > 0) await setImmediate();
    await insert(rows.slice(i, i + BATCH), i);
  }
}

const nameKey = (first: string, last: string) => `${first.toLowerCase()}|${last.toLowerCase()}`;

/**
 * The employee id of each labor row's name (case-insensitive, trimmed), the store's missing names
 * added in one statement (source_id import-<first>-<last>).
 */
async function employeesFor(trx: Transaction<DB>, storeId: number, parsed: Map<CsvFileName, CsvRow[]>) {
  const ids = new Map<string, number>();
  const labor = [...(parsed.get('actual_labor.csv') ?? []), ...(parsed.get('scheduled_labor.csv') ?? [])];
  if (labor.length > 0) {
    const known = await trx
      .selectFrom('employees')
      .select(['id', 'first_name', 'last_name'])
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
    for (const e of known) {
      const key = nameKey(e.first_name, e.last_name);
      if (!ids.has(key)) ids.set(key, e.id);
    }
    const missing = new Map<string, { first_name: string; last_name: string }>();
    for (const r of labor) {
      const first = (r.FirstName ?? '').trim();
      const last = (r.LastName ?? '').trim();
      const key = nameKey(first, last);
      if (!ids.has(key) && !missing.has(key)) missing.set(key, { first_name: first, last_name: last });
    }
    await inBatches([...missing.values()], async (batch) => {
      const rows = await trx
        .insertInto('employees')
        .values(
          batch.map((e) => ({
            store_id: storeId,
            source_id: `import-${e.first_name}-${e.last_name}`
              .toLowerCase()
              .replace(/\s+/g, '-')
              .slice(0, 64),
            first_name: e.first_name,
            last_name: e.last_name,
            role: 'Imported',
            hourly_rate: 0,
          })),
        )
        .returning(['id', 'first_name', 'last_name'])
        .execute();
      for (const e of rows) ids.set(nameKey(e.first_name, e.last_name), e.id);
    });
  }
  return (r: CsvRow) => ids.get(nameKey((r.FirstName ?? '').trim(), (r.LastName ?? '').trim())) as number;
}

/** Minutes after midnight (maybe fractional) -> "HH:MM" or "HH:MM:SS". */
function toClock(minutes: number): string {
  const total = Math.round(minutes * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return s === 0 ? `${pad(h)}:${pad(m)}` : `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Imports the files for one store-day. Nothing is written when any row is bad, or on a dry run. */
export async function importStoreDay(
  db: Kysely<DB>,
  input: {
    storeId: number;
    date: string;
    files: { name: string; text: string }[];
    now?: Date;
    dryRun?: boolean;
    actor?: ImportActor;
    /** The validation (default validateFiles; the API runs it off the event loop). */
    validate?: (
      files: { name: string; text: string }[],
      date: string,
      mapping: MappingRules,
    ) => Promise<Validation> | Validation;
  },
): Promise<ImportResult> {
  const mapping = await importMappingForStore(db, input.storeId);
  if (!mapping)
    return {
      ok: false,
      problems: [{ file: '', line: null, message: `Store ${input.storeId} does not exist.` }],
      counts: {},
      replaced: {},
    };
  const { problems, parsed } = await (input.validate ?? validateFiles)(input.files, input.date, mapping);
  // The embedded database's statements resolve without a macrotask between them: without a yield
  // between two steps, the loop waited for the whole chain (validation's answer, counts, delete).
  await setImmediate();
  if (problems.length > 0) return { ok: false, problems, counts: {}, replaced: {} };

  const storeId = input.storeId;
  const date = input.date;
  const counts: Partial<Record<CsvFileName, number>> = {};
  const replaced: Partial<Record<CsvFileName, number>> = {};
  if (input.dryRun) {
    for (const [kind, rows] of parsed) {
      counts[kind] = rows.length;
      replaced[kind] = await rowsThere(db, kind, storeId, date);
    }
    return { ok: true, problems: [], counts, replaced };
  }
  await db.transaction().execute(async (trx) => {
    const employeeOf = await employeesFor(trx, storeId, parsed);
    for (const [kind, rows] of parsed) {
      counts[kind] = rows.length;
      replaced[kind] = await deleteDay(trx, kind, storeId, date);
      await setImmediate();
      switch (kind) {
        case 'sales.csv': {
          // One row per hour: a later row of the same hour wins.
          const byHour = new Map<number, CsvRow>();
          for (const r of rows) byHour.set(Math.floor((parseTime12h(r.Hour) ?? 0) / 60), r);
          await inBatches([...byHour], (batch) =>
            trx
              .insertInto('sales')
              .values(
                batch.map(([hour, r]) => ({
                  store_id: storeId,
                  day: date,
                  hour,
                  net_sales: parseNumber(r.NetSales),
                  transactions: Math.round(parseNumber(r.TransactionsCount)),
                  labor_hours: parseNumber(r.LaborHours),
                  labor_cost: parseNumber(r.LaborCost),
                  suggested_labor_hours: parseNumber(r.SuggestedLaborHours),
                  forecast: parseNumber(r.Forecast),
                })),
              )
              .execute(),
          );
          break;
        }
        case 'samples.csv':
          await inBatches(rows, (batch) =>
            trx
              .insertInto('samples')
              .values(
                batch.map((r) => ({
                  store_id: storeId,
                  day: date,
                  time: toClock(parseTime12h(r.Time, true) ?? 0),
                  product: (r.Product ?? '').trim(),
                  employee: (r.Employee ?? '').trim(),
                })),
              )
              .execute(),
          );
          break;
        case 'timers.csv':
          await inBatches(rows, (batch) =>
            trx
              .insertInto('timers')
              .values(
                batch.map((r) => ({
                  store_id: storeId,
                  day: date,
                  started_at: toClock(parseTime12h(r.StartedAt, true) ?? 0),
                  timer_name: (r.TimerName ?? '').trim(),
                  minutes_remaining: Number.parseInt(r.MinutesRemaining ?? '0', 10),
                })),
              )
              .execute(),
          );
          break;
        case 'tasks.csv':
          await inBatches(rows, (batch, offset) =>
            trx
              .insertInto('tasks')
              .values(
                batch.map((r, i) => ({
                  store_id: storeId,
                  day: date,
                  seq: offset + i,
                  status: (r.Status ?? '').trim(),
                  completed_by: (r.CompletedBy ?? '').trim(),
                  task_name: (r.TaskName ?? '').trim(),
                })),
              )
              .execute(),
          );
          break;
        case 'actual_labor.csv':
          await inBatches(rows, (batch) =>
            trx
              .insertInto('timepunches')
              .values(
                batch.map((r) => ({
                  employee_id: employeeOf(r),
                  store_id: storeId,
                  date,
                  clock_in: toClock(parseTime12h(r.ClockIn) ?? 0),
                  clock_out: (r.ClockOut ?? '').trim() === '' ? null : toClock(parseTime12h(r.ClockOut) ?? 0),
                  regular_hours: parseNumber(r.RegularHours),
                })),
              )
              .execute(),
          );
          break;
        case 'scheduled_labor.csv':
          await inBatches(rows, (batch) =>
            trx
              .insertInto('shifts')
              .values(
                batch.map((r) => ({
                  employee_id: employeeOf(r),
                  store_id: storeId,
                  day: date,
                  start_time: toClock(parseTime12h(r.ShiftStart) ?? 0),
                  end_time: toClock(parseTime12h(r.ShiftEnd) ?? 0),
                })),
              )
              .execute(),
          );
          break;
      }
    }
    await setImmediate();
    await refreshRollups(trx, [{ store_id: storeId, start: date, end: date }]);
    await trx
      .updateTable('stores')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', storeId)
      .execute();
    const token = input.actor?.token ?? null;
    await audit(trx, {
      at: input.now ?? new Date(),
      action: 'import',
      actorUserId: input.actor?.userId ?? null,
      asUserId: input.actor?.asUserId ?? null,
      entity: 'stores',
      entityId: storeId,
      after: { date, counts, replaced, ...(token ? { token } : {}) },
      ip: input.actor?.ip ?? '',
      detail: token ? `import ${date} with token ${token.name}` : `import ${date}`,
    });
  });
  return { ok: true, problems: [], counts, replaced };
}
