// POST /api/import (multipart/form-data: store_id, date, dry_run, one to six CSV files) through the one
// import service (services/import.ts), its validation in a worker thread; an administrator's session or
// a service token; per-file and per-request sizes (413) and a per-caller rate (429).
import { IMPORT_MESSAGES, type ImportResponse, importResponseSchema } from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { AUTH_MESSAGES, requireAdmin } from '../../plugins/auth';
import { importStoreDay } from '../../services/import';
import { admitImport } from '../../services/importAdmission';
import { tokenScope } from '../../services/serviceTokens';
import { visibleStore } from '../../services/storeDay';
import { answers } from '../schemas';
import { invalidImport, readForm } from './form';
import type { ImportValidator } from './validation';

export const IMPORT_PATH = '/api/import';

export const importRoute: FastifyPluginAsyncZod<{ validator: ImportValidator }> = async (
  app,
  { validator },
) => {
  const { ctx } = app;
  const { db, clock, config } = ctx;
  app.post(
    IMPORT_PATH,
    {
      // A token, or an administrator's session.
      onRequest: async (request) => {
        if (!request.serviceToken) await requireAdmin(request);
      },
      schema: { response: answers({ 200: importResponseSchema }) },
    },
    async (request, reply): Promise<ImportResponse> => {
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', IMPORT_MESSAGES.notMultipart);
      const token = request.serviceToken;
      const auth = request.auth;
      if (!token && !auth) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.signIn);
      const now = clock();
      const admission = await admitImport(
        db,
        token ? { tokenId: token.id } : { userId: (auth?.originalUser ?? auth?.user)?.id as number },
        now,
        config.importRatePerMinute,
      );
      if (!admission.ok) {
        reply.header('retry-after', String(admission.retryAfter));
        throw new HttpError(429, 'rate_limited', IMPORT_MESSAGES.rateLimited(admission.retryAfter));
      }
      if (Number(request.headers['content-length'] ?? 0) > config.importBodyLimit)
        throw new HttpError(413, 'too_large', IMPORT_MESSAGES.requestTooLarge(config.importBodyLimit));

      const form = await readForm(request, config.importFileLimit, config.importBodyLimit);
      const { storeId, date, dryRun } = form.fields;
      // A store outside the caller's scope answers as one that does not exist.
      const scope = token ? tokenScope(token) : await ctx.scopeOf(request);
      await visibleStore(db, scope, storeId);
      if (form.problems.length > 0) throw invalidImport(form.problems);
      if (form.files.length === 0)
        throw invalidImport([{ file: '', line: null, message: IMPORT_MESSAGES.noFiles }]);

      const result = await importStoreDay(db, {
        storeId,
        date,
        files: form.files,
        now,
        dryRun,
        validate: validator.validate,
        actor: {
          userId: token ? null : (auth?.originalUser?.id ?? auth?.user.id ?? null),
          asUserId: token ? null : (auth?.user.id ?? null),
          token: token ? { id: token.id, name: token.name } : null,
          ip: request.ip,
        },
      });
      if (!result.ok) throw invalidImport(result.problems);
      // The day's rows and data_version changed: what this process keeps of them goes.
      if (!dryRun) ctx.invalidate();
      return { dry_run: dryRun, store_id: storeId, date, counts: result.counts, replaced: result.replaced };
    },
  );
};
