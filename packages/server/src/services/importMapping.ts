// A company's import column mapping, as the import and its routes read it: the saved row, or the
// identity mapping (12-hour times) at version 0 when the company saved none. No cache: one primary-key
// read per import, so every server process sharing one PostgreSQL sees a save at once.
import { IDENTITY_MAPPING, type ImportMapping, importMappingSchema } from '@store-ops/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { COMPANY_NOT_FOUND } from './dashboard';
import { inScopeCompany, type Scope } from './scope';

type Row = { company_id: number; time_format: string; files: unknown; version: number };

/** The mapping of a row, or the identity at version 0 for `companyId` without one. */
export function importMappingOfRow(companyId: number, row: Row | undefined): ImportMapping {
  if (!row) return { company_id: companyId, version: 0, ...structuredClone(IDENTITY_MAPPING) };
  const files = typeof row.files === 'string' ? JSON.parse(row.files) : row.files;
  return importMappingSchema.parse({
    company_id: row.company_id,
    version: row.version,
    time_format: row.time_format,
    files,
  });
}

/** The saved row of a company (locked for update inside a write's transaction). */
export async function importMappingRow(
  db: Kysely<DB>,
  companyId: number,
  lock = false,
): Promise<Row | undefined> {
  let q = db
    .selectFrom('import_mappings')
    .select(['company_id', 'time_format', 'files', 'version'])
    .where('company_id', '=', companyId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The mapping of a store's company; undefined when the store does not exist. */
export async function importMappingForStore(
  db: Kysely<DB>,
  storeId: number,
): Promise<ImportMapping | undefined> {
  const row = await db
    .selectFrom('stores as s')
    .leftJoin('import_mappings as m', 'm.company_id', 's.company_id')
    .select(['s.company_id', 'm.time_format', 'm.files', 'm.version'])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  if (!row) return undefined;
  return importMappingOfRow(
    row.company_id,
    row.version === null || row.time_format === null
      ? undefined
      : { company_id: row.company_id, time_format: row.time_format, files: row.files, version: row.version },
  );
}

/** The mapping of a company `scope` may see; 404 (the same for both) when it may not or it does not exist. */
export async function visibleMapping(
  db: Kysely<DB>,
  scope: Scope,
  companyId: number,
  lock = false,
): Promise<ImportMapping> {
  if (!inScopeCompany(scope, companyId)) throw notFound(COMPANY_NOT_FOUND);
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return importMappingOfRow(companyId, await importMappingRow(db, companyId, lock));
}

/**
 * Saves a company's mapping made on `version`: the first save inserts (a concurrent first save loses:
 * nothing inserted), later ones update the version they were made on. Undefined: stale.
 */
export function saveImportMapping(
  trx: Transaction<DB>,
  companyId: number,
  version: number,
  values: Omit<Insertable<DB['import_mappings']>, 'company_id'>,
): Promise<Row | undefined> {
  const columns = ['company_id', 'time_format', 'files', 'version'] as const;
  return version === 0
    ? trx
        .insertInto('import_mappings')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doNothing())
        .returning(columns)
        .executeTakeFirst()
    : trx
        .updateTable('import_mappings')
        .set(values)
        .where('company_id', '=', companyId)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst();
}
