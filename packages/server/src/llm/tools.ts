// The tools a model may call on /api/llm/tools/{model} (and the offline analyst for comparisons).
// Every tool runs on the requester's ScopedData: a store or company outside the scope is a tool error,
// returned to the model as the tool's result, never thrown.
import {
  addDaysToDate,
  buildReport,
  compareDays,
  DAY_METRICS,
  type DayComparison,
  DEFAULT_REPORT_SETTINGS,
  dayFigures,
  isoDateSchema,
  type ReportContext,
  rankStores,
  STAT_BLOCK_KEYS,
  type StatBlockKey,
  type Store,
  type StoreRanking,
} from '@store-ops/domain';
import { z } from 'zod';
import type { ScopedData } from './deps';
import type { ToolCall, ToolSpec } from './provider';

/** A tool failure the model (or the analyst) is told about. */
export class ToolError extends Error {
  override name = 'ToolError';
}

const id = z.coerce.number().int().positive();
const blocksSchema = z.array(z.enum(STAT_BLOCK_KEYS)).optional();

const ARGS = {
  get_report_context: z.object({ store_id: id, date: isoDateSchema, blocks: blocksSchema }),
  compare_days: z.object({ store_id: id, date_a: isoDateSchema, date_b: isoDateSchema.optional() }),
  list_stores: z.object({}).passthrough(),
  employee_timesheet: z.object({ store_id: id, date: isoDateSchema, name: z.string().trim().min(1) }),
  store_rank: z.object({ company_id: id, date: isoDateSchema, metric: z.enum(DAY_METRICS) }),
} as const;
export type ToolName = keyof typeof ARGS;
export const TOOL_NAMES = Object.keys(ARGS) as ToolName[];

const dateParam = { type: 'string', description: 'YYYY-MM-DD', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const storeParam = { type: 'integer', description: 'Store id (from list_stores)' };

export const TOOL_SPECS: ToolSpec[] = [
  {
    name: 'get_report_context',
    description:
      "One store-day's report context: store, hours, weather and the computed stat blocks (sales, hourly, employees, tasks, samples, timers).",
    parameters: {
      type: 'object',
      properties: {
        store_id: storeParam,
        date: dateParam,
        blocks: {
          type: 'array',
          items: { type: 'string', enum: [...STAT_BLOCK_KEYS] },
          description: 'Stat blocks to include (default: all)',
        },
      },
      required: ['store_id', 'date'],
      additionalProperties: false,
    },
  },
  {
    name: 'compare_days',
    description:
      "Compares a store's headline figures on two dates (sales, forecast variance, labor, clock-ins, tasks, timers, samples). date_b defaults to the same weekday one week before date_a.",
    parameters: {
      type: 'object',
      properties: { store_id: storeParam, date_a: dateParam, date_b: dateParam },
      required: ['store_id', 'date_a'],
      additionalProperties: false,
    },
  },
  {
    name: 'list_stores',
    description: 'The stores the user may see: id, name, city, state, brand, company.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'employee_timesheet',
    description:
      "One employee's scheduled shifts, clock-ins (with late/early minutes) and punches at a store on a date. name matches any part of the full name.",
    parameters: {
      type: 'object',
      properties: { store_id: storeParam, date: dateParam, name: { type: 'string' } },
      required: ['store_id', 'date', 'name'],
      additionalProperties: false,
    },
  },
  {
    name: 'store_rank',
    description: "Ranks the company's stores that the user may see on one date by a metric, best first.",
    parameters: {
      type: 'object',
      properties: {
        company_id: { type: 'integer', description: 'Company id (from list_stores)' },
        date: dateParam,
        metric: { type: 'string', enum: [...DAY_METRICS] },
      },
      required: ['company_id', 'date', 'metric'],
      additionalProperties: false,
    },
  },
];

export interface ToolOutcome {
  name: string;
  ok: boolean;
  /** Text or a JSON-able value; an error is `{ error: message }`. */
  result: unknown;
}

/** The tool result as the model reads it. */
export function toolContent(outcome: ToolOutcome): string {
  return typeof outcome.result === 'string' ? outcome.result : JSON.stringify(outcome.result);
}

export interface LoadedDay {
  store: Store | null;
  context: ReportContext;
  /** The context as the model reads it, with the store's company's report settings. */
  text: string;
}

/** A store the requester may see, or a ToolError saying it is outside the scope. */
export async function scopedStore(data: ScopedData, storeId: number): Promise<Store> {
  const store = (await data.listStores()).find((s) => s.id === storeId);
  if (!store) throw new ToolError(`Store ${storeId} is not in your data scope.`);
  return store;
}

/**
 * One store-day's report context, rebuilt from the store-day rows on the server with the store's
 * company's report settings (tolerance, metrics, targets, instructions); `blocks` defaults to the
 * company's default blocks. Every store (no store: the defaults).
 */
export async function loadDay(
  data: ScopedData,
  storeId: number | null,
  date: string,
  blocks?: readonly StatBlockKey[],
): Promise<LoadedDay> {
  const store = storeId === null ? null : await scopedStore(data, storeId);
  const [day, hours, settings] = await Promise.all([
    data.storeDay(storeId, date),
    store ? data.storeHours(store.id) : Promise.resolve([]),
    store ? data.reportSettings(store.company_id) : Promise.resolve(DEFAULT_REPORT_SETTINGS),
  ]);
  const { context, text } = buildReport({
    date,
    store,
    hours,
    rows: day.rows,
    ...(blocks ? { blocks } : {}),
    settings,
    weather: day.weather,
    ...(data.now ? { now: data.now() } : {}),
  });
  return { store, context, text };
}

async function compare(
  data: ScopedData,
  storeId: number,
  dateA: string,
  dateB: string,
): Promise<DayComparison> {
  const a = await loadDay(data, storeId, dateA);
  const b = await loadDay(data, storeId, dateB);
  const store = a.store!;
  return compareDays(
    { id: store.id, name: store.name },
    dateA,
    dayFigures(a.context.statBlocks),
    dateB,
    dayFigures(b.context.statBlocks),
  );
}

async function rank(
  data: ScopedData,
  companyId: number,
  date: string,
  metric: (typeof DAY_METRICS)[number],
): Promise<StoreRanking> {
  const stores = (await data.listStores()).filter((s) => s.company_id === companyId);
  if (stores.length === 0) throw new ToolError(`Company ${companyId} is not in your data scope.`);
  const entries = [];
  for (const s of stores) {
    const day = await loadDay(data, s.id, date);
    entries.push({ store: { id: s.id, name: s.name }, figures: dayFigures(day.context.statBlocks) });
  }
  return rankStores(companyId, date, metric, entries);
}

function zodMessage(err: z.ZodError): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** Runs one tool call; bad arguments, scope and data failures come back as `{ ok: false }`. */
export async function runTool(
  call: Pick<ToolCall, 'name' | 'arguments'>,
  data: ScopedData,
): Promise<ToolOutcome> {
  const name = call.name;
  const fail = (message: string): ToolOutcome => ({ name, ok: false, result: { error: message } });
  if (!(name in ARGS)) return fail(`Unknown tool: ${name}. Available tools: ${TOOL_NAMES.join(', ')}.`);
  let raw: unknown;
  try {
    raw = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    return fail('The arguments are not valid JSON.');
  }
  try {
    switch (name as ToolName) {
      case 'get_report_context': {
        const args = parse(ARGS.get_report_context, raw);
        const day = await loadDay(data, args.store_id, args.date, args.blocks);
        return { name, ok: true, result: day.text };
      }
      case 'compare_days': {
        const args = parse(ARGS.compare_days, raw);
        const dateB = args.date_b ?? addDaysToDate(args.date_a, -7);
        return { name, ok: true, result: await compare(data, args.store_id, args.date_a, dateB) };
      }
      case 'list_stores': {
        parse(ARGS.list_stores, raw);
        const [stores, companies] = await Promise.all([data.listStores(), data.listCompanies()]);
        const companyName = new Map(companies.map((c) => [c.id, c.name]));
        return {
          name,
          ok: true,
          result: stores.map((s) => ({
            id: s.id,
            name: s.name,
            city: s.city,
            state: s.state,
            brand: s.franchise,
            company_id: s.company_id,
            company: companyName.get(s.company_id) ?? null,
          })),
        };
      }
      case 'employee_timesheet': {
        const args = parse(ARGS.employee_timesheet, raw);
        const day = await loadDay(data, args.store_id, args.date, ['employees']);
        const e = day.context.statBlocks.employees!;
        const wanted = args.name.toLowerCase();
        const names = new Set(
          [...e.summary.employees, ...e.clockInVariance.shifts, ...e.timesheet]
            .map((r) => r.name)
            .filter((n) => n.toLowerCase().includes(wanted)),
        );
        if (names.size === 0) {
          throw new ToolError(
            `No employee matching "${args.name}" was scheduled or clocked in at store ${args.store_id} on ${args.date}.`,
          );
        }
        return {
          name,
          ok: true,
          result: {
            store: { id: day.store!.id, name: day.store!.name },
            date: args.date,
            employees: [...names].sort().map((n) => ({
              name: n,
              summary: e.summary.employees.find((r) => r.name === n) ?? null,
              shifts: e.clockInVariance.shifts.filter((r) => r.name === n),
              punches: e.timesheet.filter((r) => r.name === n),
            })),
          },
        };
      }
      case 'store_rank': {
        const args = parse(ARGS.store_rank, raw);
        return { name, ok: true, result: await rank(data, args.company_id, args.date, args.metric) };
      }
    }
  } catch (err) {
    if (err instanceof ToolError) return fail(err.message);
    // A client error of the data layer (unknown store, outside the scope, bad range) says what is wrong;
    // anything else stays on the server.
    const status =
      (err as { status?: unknown; statusCode?: unknown })?.status ??
      (err as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && err instanceof Error)
      return fail(err.message);
    return fail('The tool failed on the server.');
  }
  return fail(`Unknown tool: ${name}.`);
}

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const r = schema.safeParse(raw);
  if (!r.success) throw new ToolError(`Invalid arguments: ${zodMessage(r.error)}`);
  return r.data;
}
