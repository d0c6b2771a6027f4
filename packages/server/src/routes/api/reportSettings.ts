// A company's report settings. GET: anyone signed in who may see the company (an admin:
// every company); a company the user may not see answers exactly as one that does not exist. PUT:
// admins only, the whole settings with the version they were made against; a stale version is 409
// with the current settings (version 0 with the defaults while none are saved). Every save is audited.
import { type ReportSettings, reportSettingsSchema, reportSettingsUpdateSchema } from '@store-ops/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { notFound } from '../../errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import { COMPANY_NOT_FOUND } from '../../services/dashboard';
import { reportSettingsOfRow, reportSettingsRow } from '../../services/reportSettings';
import { inScopeCompany, type Scope } from '../../services/scope';
import type { AppContext } from '../context';
import { answers } from '../schemas';
import { auditedWriter, stale } from './writes';

export const COMPANY_ID_REQUIRED = 'company_id must be the id of a company (a whole number from 1).';
const reportSettingsQuery = z.object({
  company_id: z.coerce
    .number({ error: COMPANY_ID_REQUIRED })
    .int({ error: COMPANY_ID_REQUIRED })
    .min(1, { error: COMPANY_ID_REQUIRED })
    .max(2_147_483_647, { error: COMPANY_ID_REQUIRED }),
});

/** The settings of a company the scope may see; 404 (the same for both) when it may not or it does not exist. */
async function visibleSettings(
  db: Kysely<DB>,
  scope: Scope,
  companyId: number,
  lock = false,
): Promise<ReportSettings> {
  if (!inScopeCompany(scope, companyId)) throw notFound(COMPANY_NOT_FOUND);
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return reportSettingsOfRow(companyId, await reportSettingsRow(db, companyId, lock));
}

export function registerReportSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = auditedWriter(ctx);

  r.get(
    '/api/report-settings',
    {
      onRequest: requireUser,
      schema: { querystring: reportSettingsQuery, response: answers({ 200: reportSettingsSchema }) },
    },
    async (request) => visibleSettings(db, await ctx.scopeOf(request), request.query.company_id),
  );

  r.put(
    '/api/report-settings',
    {
      onRequest: requireAdmin,
      schema: { body: reportSettingsUpdateSchema, response: answers({ 200: reportSettingsSchema }) },
    },
    async (request) => {
      const { company_id: companyId, version, ...fields } = request.body;
      return write(request, 'report_settings', 'update', async ({ trx, scope }) => {
        const current = await visibleSettings(trx, scope, companyId, true);
        if (current.version !== version) throw stale(current);
        const values = {
          settings: JSON.stringify(fields),
          version: version + 1,
          updated_by: request.auth?.originalUser?.id ?? request.auth?.user.id ?? null,
          updated_at: clock(),
        };
        // The first save inserts (a concurrent first save loses: nothing inserted, 409); later ones
        // update the version they were made against.
        const saved =
          version === 0
            ? await trx
                .insertInto('report_settings')
                .values({ company_id: companyId, ...values })
                .onConflict((oc) => oc.column('company_id').doNothing())
                .returning(['company_id', 'settings', 'version'])
                .executeTakeFirst()
            : await trx
                .updateTable('report_settings')
                .set(values)
                .where('company_id', '=', companyId)
                .where('version', '=', version)
                .returning(['company_id', 'settings', 'version'])
                .executeTakeFirst();
        if (!saved) throw stale(reportSettingsOfRow(companyId, await reportSettingsRow(trx, companyId)));
        const after = reportSettingsOfRow(companyId, saved);
        return { id: companyId, before: current, after, result: after };
      });
    },
  );
}
