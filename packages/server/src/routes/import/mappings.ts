// A company's import column mapping, administrators only. GET answers it (version 0, the identity
// mapping with 12-hour times, while none is saved); PUT saves the whole mapping with the version it
// was made on (a stale version is 409 with the current mapping). A company outside the caller's scope
// answers exactly as one that does not exist. Every save is audited.
import {
  CSV_COLUMNS,
  CSV_FILE_NAMES,
  importMappingSchema,
  importMappingWriteSchema,
  NOT_IMPORTED,
  rowIdSchema,
} from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';
import {
  importMappingOfRow,
  importMappingRow,
  saveImportMapping,
  visibleMapping,
} from '../../services/importMapping';
import { auditedWriter, stale } from '../api/writes';
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

export const mappingRoutes: FastifyPluginAsyncZod = async (r) => {
  const { ctx } = r;
  const { db, clock } = ctx;
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
        const saved = await saveImportMapping(trx, companyId, version, values);
        if (!saved) throw stale(importMappingOfRow(companyId, await importMappingRow(trx, companyId)));
        const after = importMappingOfRow(companyId, saved);
        return { id: companyId, before: current, after, result: after };
      });
    },
  );
};
