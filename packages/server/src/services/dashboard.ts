// GET /api/dashboard (issue 15): every store's figures per day over a range. Each store-day's
// figures come from the report context's own stat blocks, computed from the same rendered CSV rows
// csvproxy serves, so a dashboard figure and the chat's figure for that store-day are always equal.
import {
  CSV_FILE_NAMES,
  computeStatBlocks,
  DASHBOARD_BLOCKS,
  type DashboardFigures,
  type DashboardResponse,
  DEFAULT_REPORT_SETTINGS,
  parseSections,
  storeDayFigures,
  sumFigures,
} from '@store-ops/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { reportSettingsOfCompanies } from './reportSettings';
import type { Scope } from './scope';
import { cachedStoreDays, daysOf, HEADERS, type RenderedStoreDay, type StoreDayCache } from './storeDay';

export const COMPANY_NOT_FOUND = 'Company not found.';

export interface DashboardInput {
  start: string;
  end: string;
  companyId?: number | undefined;
}

/**
 * One rendered store-day's figures with the company's on-time tolerance, computed once per cache
 * entry and tolerance (the entry's key has the data_version; the figures are kept by tolerance).
 */
export function renderedFigures(
  day: RenderedStoreDay,
  toleranceMinutes: number = DEFAULT_REPORT_SETTINGS.on_time_tolerance_minutes,
): DashboardFigures {
  day.figures ??= new Map();
  let figures = day.figures.get(toleranceMinutes);
  if (!figures) {
    const files = Object.fromEntries(CSV_FILE_NAMES.map((f) => [f, HEADERS[f] + day.lines[f]]));
    figures = storeDayFigures(
      computeStatBlocks(parseSections(files).sections, DASHBOARD_BLOCKS, undefined, { toleranceMinutes }),
    );
    day.figures.set(toleranceMinutes, figures);
  }
  return figures;
}

/**
 * The dashboard of the stores in `scope` (or of one company's), for every day of the range; the
 * range is checked by the route. A company that does not exist or has no store in the scope is 404.
 */
export async function dashboardOf(
  db: Kysely<DB>,
  scope: Scope,
  input: DashboardInput,
  cache: StoreDayCache,
): Promise<DashboardResponse> {
  const { start, end, companyId } = input;
  let q = db
    .selectFrom('stores')
    .select(['id', 'name', 'company_id', 'data_version'])
    .orderBy('name')
    .orderBy('id');
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  if (!scope.all) q = scope.storeIds.length > 0 ? q.where('id', 'in', scope.storeIds) : q.where('id', '<', 0);
  const stores = await q.execute();
  if (companyId !== undefined && stores.length === 0) {
    // A company the user may see (or one that exists, for an admin) with no stores is an empty board.
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company || !(scope.all || scope.companyIds.includes(companyId))) throw notFound(COMPANY_NOT_FOUND);
  }

  const rendered = await cachedStoreDays(db, cache, stores, start, end);
  // Each company's report settings: its on-time tolerance counts the clock-ins, its targets go along.
  const settings = await reportSettingsOfCompanies(db, [
    ...(companyId === undefined ? [] : [companyId]),
    ...stores.map((s) => s.company_id),
  ]);
  const toleranceOf = (id: number) =>
    settings.get(id)?.on_time_tolerance_minutes ?? DEFAULT_REPORT_SETTINGS.on_time_tolerance_minutes;
  const days = daysOf(start, end);
  const answer = stores.map((s, i) => {
    const tolerance = toleranceOf(s.company_id);
    const perDay = days.map((date, d) => ({ date, ...renderedFigures(rendered[i]![d]!, tolerance) }));
    return {
      store_id: s.id,
      name: s.name,
      company_id: s.company_id,
      totals: sumFigures(perDay),
      days: perDay,
    };
  });
  return {
    start,
    end,
    company_id: companyId ?? null,
    totals: sumFigures(answer.map((s) => s.totals)),
    stores: answer,
    targets: Object.fromEntries([...settings].map(([id, s]) => [String(id), s.targets])),
  };
}
