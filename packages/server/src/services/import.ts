// Loads real CSV exports (the spec's six files) for one store-day: validated with the domain parsers,
// bad rows reported with their line numbers, all-or-nothing, idempotent (a re-import replaces the
// store-day's rows of the files given), the store-day's dashboard rollup computed again, and the
// store's data_version bumped so caches drop the day. A dry run validates and counts what it would
// replace, and writes nothing.
import {
  type CsvFileName,
  type CsvRow,
  type ImportProblem,
  parseNumber,
  parseTime12h,
  type Validation,
  validateFiles,
} from '@store-ops/domain';
import { type Kysely, sql } from 'kysely';
import { audit } from '../audit';
import type { DB } from '../db/types';
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

/** Rows per INSERT: a statement holds at most 65,535 parameters. */
const CHUNK = 1_000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

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
    validate?: (files: { name: string; text: string }[], date: string) => Promise<Validation> | Validation;
  },
): Promise<ImportResult> {
  const store = await db
    .selectFrom('stores')
    .select(['id'])
    .where('id', '=', input.storeId)
    .executeTakeFirst();
  if (!store)
    return {
      ok: false,
      problems: [{ file: '', line: null, message: `Store ${input.storeId} does not exist.` }],
      counts: {},
      replaced: {},
    };
  const { problems, parsed } = await (input.validate ?? validateFiles)(input.files, input.date);
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
    const employeeIds = new Map<string, number>();
    const employeeFor = async (firstName: string, lastName: string) => {
      const key = `${firstName.trim().toLowerCase()}|${lastName.trim().toLowerCase()}`;
      const known = employeeIds.get(key);
      if (known) return known;
      const existing = await trx
        .selectFrom('employees')
        .select('id')
        .where('store_id', '=', storeId)
        .where((eb) => eb(eb.fn('lower', ['first_name']), '=', firstName.trim().toLowerCase()))
        .where((eb) => eb(eb.fn('lower', ['last_name']), '=', lastName.trim().toLowerCase()))
        .executeTakeFirst();
      const id =
        existing?.id ??
        (
          await trx
            .insertInto('employees')
            .values({
              store_id: storeId,
              source_id: `import-${firstName.trim()}-${lastName.trim()}`
                .toLowerCase()
                .replace(/\s+/g, '-')
                .slice(0, 64),
              first_name: firstName.trim(),
              last_name: lastName.trim(),
              role: 'Imported',
              hourly_rate: 0,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      employeeIds.set(key, id);
      return id;
    };

    for (const [kind, rows] of parsed) {
      counts[kind] = rows.length;
      replaced[kind] = await rowsThere(trx, kind, storeId, date);
      switch (kind) {
        case 'sales.csv': {
          await trx.deleteFrom('sales').where('store_id', '=', storeId).where('day', '=', date).execute();
          const byHour = new Map<number, CsvRow>();
          for (const r of rows) byHour.set(Math.floor((parseTime12h(r.Hour) ?? 0) / 60), r);
          if (byHour.size > 0) {
            await trx
              .insertInto('sales')
              .values(
                [...byHour].map(([hour, r]) => ({
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
              .execute();
          }
          break;
        }
        case 'samples.csv':
          await trx.deleteFrom('samples').where('store_id', '=', storeId).where('day', '=', date).execute();
          for (const chunk of chunks(rows)) {
            await trx
              .insertInto('samples')
              .values(
                chunk.map((r) => ({
                  store_id: storeId,
                  day: date,
                  time: toClock(parseTime12h(r.Time, true) ?? 0),
                  product: (r.Product ?? '').trim(),
                  employee: (r.Employee ?? '').trim(),
                })),
              )
              .execute();
          }
          break;
        case 'timers.csv':
          await trx.deleteFrom('timers').where('store_id', '=', storeId).where('day', '=', date).execute();
          for (const chunk of chunks(rows)) {
            await trx
              .insertInto('timers')
              .values(
                chunk.map((r) => ({
                  store_id: storeId,
                  day: date,
                  started_at: toClock(parseTime12h(r.StartedAt, true) ?? 0),
                  timer_name: (r.TimerName ?? '').trim(),
                  minutes_remaining: Number.parseInt(r.MinutesRemaining ?? '0', 10),
                })),
              )
              .execute();
          }
          break;
        case 'tasks.csv':
          await trx.deleteFrom('tasks').where('store_id', '=', storeId).where('day', '=', date).execute();
          for (const [n, chunk] of chunks(rows).entries()) {
            await trx
              .insertInto('tasks')
              .values(
                chunk.map((r, i) => ({
                  store_id: storeId,
                  day: date,
                  seq: n * CHUNK + i,
                  status: (r.Status ?? '').trim(),
                  completed_by: (r.CompletedBy ?? '').trim(),
                  task_name: (r.TaskName ?? '').trim(),
                })),
              )
              .execute();
          }
          break;
        case 'actual_labor.csv': {
          await trx
            .deleteFrom('timepunches')
            .where('store_id', '=', storeId)
            .where('date', '=', date)
            .execute();
          for (const r of rows) {
            const clockOut = (r.ClockOut ?? '').trim() === '' ? null : toClock(parseTime12h(r.ClockOut) ?? 0);
            await trx
              .insertInto('timepunches')
              .values({
                employee_id: await employeeFor(r.FirstName ?? '', r.LastName ?? ''),
                store_id: storeId,
                date,
                clock_in: toClock(parseTime12h(r.ClockIn) ?? 0),
                clock_out: clockOut,
                regular_hours: parseNumber(r.RegularHours),
              })
              .execute();
          }
          break;
        }
        case 'scheduled_labor.csv': {
          await trx.deleteFrom('shifts').where('store_id', '=', storeId).where('day', '=', date).execute();
          for (const r of rows) {
            await trx
              .insertInto('shifts')
              .values({
                employee_id: await employeeFor(r.FirstName ?? '', r.LastName ?? ''),
                store_id: storeId,
                day: date,
                start_time: toClock(parseTime12h(r.ShiftStart) ?? 0),
                end_time: toClock(parseTime12h(r.ShiftEnd) ?? 0),
              })
              .execute();
          }
          break;
        }
      }
    }
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
