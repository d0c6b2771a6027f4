// A company's report settings, as the rest of the server reads them: the saved row, or the
// defaults at version 0 when the company saved none. No cache: one primary-key read each time, so
// every server process sharing one PostgreSQL sees a save at once (nothing to invalidate across
// processes; the store-day cache is keyed by data_version for the same reason).
import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type ReportSettingsFields,
  reportSettingsFieldsSchema,
} from '@store-ops/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { STORE_NOT_FOUND } from './storeDay';

type Row = { company_id: number; settings: unknown; version: number };

/**
 * The stored fields over the defaults, one level deep: a row saved before a field existed still
 * reads (the new field at its default). Unknown keys are dropped by the schema.
 */
export function settingsFromStored(stored: unknown): ReportSettingsFields {
  const raw = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Partial<ReportSettingsFields>;
  const d = DEFAULT_REPORT_SETTINGS;
  return reportSettingsFieldsSchema.parse({
    ...d,
    ...raw,
    blocks: { ...d.blocks, ...raw.blocks },
    metrics: { ...d.metrics, ...raw.metrics },
    targets: { ...d.targets, ...raw.targets },
  });
}

/** The settings of a row, or the defaults at version 0 for `companyId` without one. */
export function reportSettingsOfRow(companyId: number, row: Row | undefined): ReportSettings {
  if (!row) return { ...structuredClone(DEFAULT_REPORT_SETTINGS), company_id: companyId, version: 0 };
  return { ...settingsFromStored(row.settings), company_id: row.company_id, version: row.version };
}

/** The saved row of a company (locked for update inside a write's transaction). */
export async function reportSettingsRow(
  db: Kysely<DB>,
  companyId: number,
  lock = false,
): Promise<Row | undefined> {
  let q = db
    .selectFrom('report_settings')
    .select(['company_id', 'settings', 'version'])
    .where('company_id', '=', companyId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** A company's settings; the defaults (version 0) when it saved none. Does not check that it exists. */
export async function reportSettingsOf(db: Kysely<DB>, companyId: number): Promise<ReportSettings> {
  return reportSettingsOfRow(companyId, await reportSettingsRow(db, companyId));
}

/**
 * The settings of a store's company. A store that does not exist is HttpError 404 `Store not found.`
 * (as csvproxy answers it); callers check the user's scope themselves.
 */
export async function reportSettingsForStore(db: Kysely<DB>, storeId: number): Promise<ReportSettings> {
  const row = await db
    .selectFrom('stores as s')
    .leftJoin('report_settings as r', 'r.company_id', 's.company_id')
    .select(['s.company_id', 'r.settings', 'r.version'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  if (!row) throw notFound(STORE_NOT_FOUND);
  return reportSettingsOfRow(
    row.company_id,
    row.version === null
      ? undefined
      : { company_id: row.company_id, settings: row.settings, version: row.version },
  );
}

/** The settings of several companies at once (the dashboard), defaults for those without a row. */
export async function reportSettingsOfCompanies(
  db: Kysely<DB>,
  companyIds: readonly number[],
): Promise<Map<number, ReportSettings>> {
  const ids = [...new Set(companyIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('report_settings')
          .select(['company_id', 'settings', 'version'])
          .where('company_id', 'in', ids)
          .execute();
  const byId = new Map(rows.map((r) => [r.company_id, r]));
  return new Map(ids.map((id) => [id, reportSettingsOfRow(id, byId.get(id))]));
}

export async function companyExists(db: Kysely<DB>, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export interface SettingsSave {
  fields: ReportSettingsFields;
  /** The version the fields were made against (0: none saved yet). */
  version: number;
  updatedBy: number | null;
  at: Date;
}

/**
 * Saves a company's settings as the next version. The first save inserts (a concurrent first save
 * loses: nothing inserted); later ones update the version they were made against. Undefined when
 * that version is no longer the current one.
 */
export async function saveReportSettings(
  db: Kysely<DB>,
  companyId: number,
  { fields, version, updatedBy, at }: SettingsSave,
): Promise<ReportSettings | undefined> {
  const values = {
    settings: JSON.stringify(fields),
    version: version + 1,
    updated_by: updatedBy,
    updated_at: at,
  };
  const saved =
    version === 0
      ? await db
          .insertInto('report_settings')
          .values({ company_id: companyId, ...values })
          .onConflict((oc) => oc.column('company_id').doNothing())
          .returning(['company_id', 'settings', 'version'])
          .executeTakeFirst()
      : await db
          .updateTable('report_settings')
          .set(values)
          .where('company_id', '=', companyId)
          .where('version', '=', version)
          .returning(['company_id', 'settings', 'version'])
          .executeTakeFirst();
  return saved && reportSettingsOfRow(companyId, saved);
}
