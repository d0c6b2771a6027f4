// A company's import column mapping, administrators only. GET answers it (version 0, the identity
// mapping with 12-hour times, while none is saved); PUT saves the whole mapping with the version it
// was made on (a stale version is 409 with the current mapping). A company outside the caller's scope
// answers exactly as one that does not exist. Every save is audited.
import {
  CSV_COLUMNS,
  CSV_FILE_NAMES,
  type ImportMapping,
  importMappingSchema,
  importMappingWriteSchema,
  NOT_IMPORTED,
  rowIdSchema,
} from '@store-ops/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { COMPANY_NOT_FOUND } from '../../services/dashboard';
import { importMappingOfRow, importMappingRow } from '../../services/importMapping';
import { inScopeCompany, type Scope } from '../../services/scope';
import { auditedWriter, stale } from '../api/writes';
import type { AppContext } from '../context';
import { answers } from '../schemas';

export const MAPPINGS_PATH = '/api/import/mappings/:companyId';

const mappingParamsSchema = z.object({ companyId: rowIdSchema });

/** The write's body: every header maps to a column of its own file (or is not imported), and no column is mapped twice. */
const mappingBodySchema = importMappingWriteSchema.superRefine((body, ctx) => {
  for (const file of CSV_FILE_NAMES) {
    const map = body.files[file];
    if (!map) continue;
    const columns = CSV_COLUMNS[file];
    const seen = new Map<string, string>();
    for (const [source, column] of Object.entries(map)) {
      if (column === NOT_IMPORTED) continue;
      if (!columns.includes(column)) {
        ctx.addIssue({
          code: 'custom',
          path: ['files', file, source],
          message: `${column} is not a column of ${file}; expected one of ${columns.join(', ')}.`,
        });
      } else if (seen.has(column)) {
        ctx.addIssue({
          code: 'custom',
          path: ['files', file, source],
          message: `${column} is already mapped from "${seen.get(column)}".`,
        });
      }
      seen.set(column, source);
    }
  }
});

/** The mapping of a company the scope may see; 404 (the same for both) when it may not or it does not exist. */
async function visibleMapping(
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

export function registerMappingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = auditedWriter(ctx);

  r.get(
    MAPPINGS_PATH,
    {
      onRequest: requireAdmin,
      schema: { params: mappingParamsSchema, response: answers({ 200: importMappingSchema }) },
    },
    async (request) => visibleMapping(db, await ctx.scopeOf(request), request.params.companyId),
  );

  r.put(
    MAPPINGS_PATH,
    {
      onRequest: requireAdmin,
      schema: {
        params: mappingParamsSchema,
        body: mappingBodySchema,
        response: answers({ 200: importMappingSchema }),
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const { version, time_format, files } = request.body;
      return write(request, 'import_mappings', 'update', async ({ trx, scope }) => {
        const current = await visibleMapping(trx, scope, companyId, true);
        if (current.version !== version) throw stale(current);
        const values = {
          time_format,
          files: JSON.stringify(files),
          version: version + 1,
          updated_by: request.auth?.originalUser?.id ?? request.auth?.user.id ?? null,
          updated_at: clock(),
        };
        const columns = ['company_id', 'time_format', 'files', 'version'] as const;
        // The first save inserts (a concurrent first save loses: nothing inserted, 409); later ones
        // update the version they were made on.
        const saved =
          version === 0
            ? await trx
                .insertInto('import_mappings')
                .values({ company_id: companyId, ...values })
                .onConflict((oc) => oc.column('company_id').doNothing())
                .returning(columns)
                .executeTakeFirst()
            : await trx
                .updateTable('import_mappings')
                .set(values)
                .where('company_id', '=', companyId)
                .where('version', '=', version)
                .returning(columns)
                .executeTakeFirst();
        if (!saved) throw stale(importMappingOfRow(companyId, await importMappingRow(trx, companyId)));
        const after = importMappingOfRow(companyId, saved);
        return { id: companyId, before: current, after, result: after };
      });
    },
  );
}
