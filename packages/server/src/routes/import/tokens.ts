// The service tokens, administrators only: GET/POST /api/tokens (the secret shown once, at creation),
// DELETE /api/tokens/:id (revoked: the token then gets 401). Creation and revocation are audited.
import {
  rowIdParamsSchema,
  serviceTokenCreatedSchema,
  serviceTokenCreateSchema,
  serviceTokenSchema,
} from '@store-ops/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { listTokens, newSecret } from '../../services/serviceTokens';
import { auditedWriter } from '../api/writes';
import type { AppContext } from '../context';
import { answers, noBody } from '../schemas';

export const TOKEN_NOT_FOUND = 'Token not found.';

export function registerTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = auditedWriter(ctx);

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
}
