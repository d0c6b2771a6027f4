// A company's report settings. GET: anyone signed in who may see the company (an admin:
// every company); a company the user may not see answers exactly as one that does not exist. PUT:
// admins only, the whole settings with the version they were made against; a stale version is 409
// with the current settings (version 0 with the defaults while none are saved). Every save is audited.
import { type ReportSettings, reportSettingsSchema, reportSettingsUpdateSchema } from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { notFound } from '../../errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import { COMPANY_NOT_FOUND } from '../../services/dashboard';
import {
  companyExists,
  reportSettingsOf,
  reportSettingsOfRow,
  reportSettingsRow,
  saveReportSettings,
} from '../../services/reportSettings';
import { inScopeCompany, type Scope } from '../../services/scope';
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
  if (!inScopeCompany(scope, companyId) || !(await companyExists(db, companyId)))
    throw notFound(COMPANY_NOT_FOUND);
  return reportSettingsOfRow(companyId, await reportSettingsRow(db, companyId, lock));
}

export const reportSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const write = auditedWriter(app.ctx);

  app.get(
    '/api/report-settings',
    {
      onRequest: requireUser,
      schema: { querystring: reportSettingsQuery, response: answers({ 200: reportSettingsSchema }) },
    },
    async (request) => visibleSettings(db, await app.ctx.scopeOf(request), request.query.company_id),
  );

  app.put(
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
        const after = await saveReportSettings(trx, companyId, {
          fields,
          version,
          updatedBy: request.auth?.originalUser?.id ?? request.auth?.user.id ?? null,
          at: clock(),
        });
        if (!after) throw stale(await reportSettingsOf(trx, companyId));
        return { id: companyId, before: current, after, result: after };
      });
    },
  );
};
