// The import API and its service tokens, as one plugin (createApp registers it):
// - POST /api/import (multipart/form-data: store_id, date, dry_run, one to six CSV files) through the
//   one import service (services/import.ts), its validation in a worker thread; an administrator's
//   session or a service token; per-file and per-request sizes (413) and a per-caller rate (429).
// - GET/POST /api/tokens, DELETE /api/tokens/:id for administrators.
// A service token is accepted on POST /api/import only: any bearer elsewhere is a 401 (the hook is global),
// except on GET /metrics, which checks METRICS_TOKEN itself.
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import {
  CSV_FILE_NAMES,
  IMPORT_MESSAGES,
  type ImportResponse,
  importResponseSchema,
  isoDateSchema,
  rowIdParamsSchema,
  serviceTokenCreatedSchema,
  serviceTokenCreateSchema,
  serviceTokenSchema,
} from '@store-ops/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../errors';
import { routePath } from '../../paths';
import { AUTH_MESSAGES, requireAdmin } from '../../plugins/auth';
import { METRICS_PATH } from '../../plugins/metrics';
import { type ImportProblem, importStoreDay } from '../../services/import';
import { admitImport } from '../../services/importAdmission';
import { listTokens, newSecret, type TokenCaller, tokenOf, tokenScope } from '../../services/serviceTokens';
import { inScope, STORE_NOT_FOUND } from '../../services/storeDay';
import { auditedWriter } from '../api/writes';
import { answers, noBody } from '../schemas';
import { importValidator } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The service token the request came with (POST /api/import only), else null. */
    serviceToken: TokenCaller | null;
  }
}

export const IMPORT_PATH = '/api/import';
export const TOKEN_NOT_FOUND = 'Token not found.';
const invalidImport = (problems: ImportProblem[]) =>
  new HttpError(400, 'invalid_import', IMPORT_MESSAGES.invalid(problems.length), { problems });

/** `Authorization: Bearer <secret>`'s secret ('' when malformed), undefined without one. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || !/^bearer(\s|$)/i.test(header)) return undefined;
  return /^bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

interface Form {
  fields: Map<string, string>;
  files: { name: string; text: string }[];
  problems: ImportProblem[];
}

const FIELDS = new Set(['store_id', 'date', 'dry_run']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The form's fields and files, within the limits; an unreadable body is a 400, an oversized one 413. */
async function readForm(request: FastifyRequest, fileLimit: number, bodyLimit: number): Promise<Form> {
  const form: Form = { fields: new Map(), files: [], problems: [] };
  let total = 0;
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const field = part as MultipartValue;
        if (!FIELDS.has(field.fieldname)) throw badRequest(IMPORT_MESSAGES.unknownField(field.fieldname));
        if (field.valueTruncated || typeof field.value !== 'string')
          throw badRequest(`${field.fieldname} is too long.`);
        form.fields.set(field.fieldname, field.value);
        continue;
      }
      const file = part as MultipartFile;
      current = (file.filename || file.fieldname).split(/[\\/]/).pop() ?? '';
      const bytes = await file.toBuffer();
      total += bytes.length;
      if (total > bodyLimit)
        throw new HttpError(413, 'too_large', IMPORT_MESSAGES.requestTooLarge(bodyLimit));
      try {
        form.files.push({ name: current, text: utf8.decode(bytes) });
      } catch {
        form.problems.push({ file: current, line: null, message: 'The file is not UTF-8 text.' });
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT')
      throw invalidImport([{ file: '', line: null, message: IMPORT_MESSAGES.tooManyFiles }]);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'too_large', IMPORT_MESSAGES.fileTooLarge(current, fileLimit));
    if (statusCode === 413) throw new HttpError(413, 'too_large', IMPORT_MESSAGES.requestTooLarge(bodyLimit));
    throw badRequest('The multipart body could not be read.');
  }
  return form;
}

/** A store id as a form sends it, or null. */
function storeIdOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

async function importPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const { db, clock, config } = ctx;
  const validator = importValidator();
  app.addHook('onClose', () => validator.close());

  app.decorateRequest('serviceToken', null);
  app.addHook('onRequest', async (request) => {
    const secret = bearerOf(request);
    if (secret === undefined) return;
    // GET /metrics reads a bearer of its own (METRICS_TOKEN), not a service token.
    if (request.method === 'GET' && routePath(request) === METRICS_PATH) return;
    if (request.method !== 'POST' || routePath(request) !== IMPORT_PATH)
      throw new HttpError(401, 'unauthorized', IMPORT_MESSAGES.tokenOnlyImport);
    const token = secret === '' ? null : await tokenOf(db, secret, clock());
    if (!token) throw new HttpError(401, 'unauthorized', IMPORT_MESSAGES.badToken);
    request.serviceToken = token;
  });

  // The routes, with the multipart parser for themselves only (every other route takes JSON).
  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: config.importFileLimit,
        files: CSV_FILE_NAMES.length,
        fields: FIELDS.size,
        fieldSize: 100,
        parts: CSV_FILE_NAMES.length + FIELDS.size,
        headerPairs: 20,
      },
    });
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    const write = auditedWriter(ctx);

    r.post(
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
        const storeId = storeIdOf(form.fields.get('store_id'));
        if (storeId === null) throw badRequest(IMPORT_MESSAGES.storeId);
        const date = form.fields.get('date') ?? '';
        if (!isoDateSchema.safeParse(date).success) throw badRequest(IMPORT_MESSAGES.date);
        const dryRunText = form.fields.get('dry_run') ?? 'false';
        if (dryRunText !== 'true' && dryRunText !== 'false') throw badRequest(IMPORT_MESSAGES.dryRun);
        const dryRun = dryRunText === 'true';

        // A store outside the caller's scope answers as one that does not exist.
        const scope = token ? tokenScope(token) : await ctx.scopeOf(request);
        const store = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
        if (!store || !inScope(scope, storeId)) throw notFound(STORE_NOT_FOUND);
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

    r.get(
      '/api/tokens',
      { onRequest: requireAdmin, schema: { response: answers({ 200: z.array(serviceTokenSchema) }) } },
      async () => listTokens(db),
    );

    r.post(
      '/api/tokens',
      {
        onRequest: requireAdmin,
        schema: { body: serviceTokenCreateSchema, response: answers({ 201: serviceTokenCreatedSchema }) },
      },
      async (request, reply) => {
        const { name, store_ids } = request.body;
        const storeIds = store_ids === null ? null : [...new Set(store_ids)].sort((a, b) => a - b);
        if (storeIds) {
          const known = await db.selectFrom('stores').select('id').where('id', 'in', storeIds).execute();
          const missing = storeIds.filter((id) => !known.some((s) => s.id === id));
          if (missing.length > 0) throw badRequest(`store_ids: no store ${missing.join(', ')}.`);
        }
        const { token, hash } = newSecret();
        const created = await write(request, 'service_tokens', 'create', async ({ trx }) => {
          const row = await trx
            .insertInto('service_tokens')
            .values({
              name,
              store_ids: storeIds,
              secret_hash: hash,
              created_by: request.auth?.originalUser?.id ?? request.auth?.user.id ?? null,
              created_at: clock(),
            })
            .returning(['id', 'name', 'store_ids', 'created_at'])
            .executeTakeFirstOrThrow();
          // The secret is never audited.
          return { id: row.id, after: { name: row.name, store_ids: row.store_ids }, result: row };
        });
        return reply.code(201).send({ ...created, token });
      },
    );

    r.delete(
      '/api/tokens/:id',
      {
        onRequest: requireAdmin,
        schema: { params: rowIdParamsSchema, response: answers({ 204: noBody }) },
      },
      async (request, reply) => {
        await write(request, 'service_tokens', 'delete', async ({ trx }) => {
          const row = await trx
            .deleteFrom('service_tokens')
            .where('id', '=', request.params.id)
            .returning(['id', 'name', 'store_ids'])
            .executeTakeFirst();
          if (!row) throw notFound(TOKEN_NOT_FOUND);
          return { id: row.id, before: { name: row.name, store_ids: row.store_ids }, result: null };
        });
        return reply.code(204).send(null);
      },
    );
  });
}

/** Not encapsulated: the bearer hook must see every route. */
export const importRoutes = fp(importPlugin, { name: 'import-routes' });
