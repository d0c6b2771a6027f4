// The service tokens, administrators only: GET/POST /api/tokens (the secret shown once, at creation),
// DELETE /api/tokens/:id (revoked: the token then gets 401). Creation and revocation are audited.
import {
  rowIdParamsSchema,
  serviceTokenCreatedSchema,
  serviceTokenCreateSchema,
  serviceTokenSchema,
} from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { deleteToken, insertToken, listTokens, newSecret, unknownStores } from '../../services/serviceTokens';
import { auditedWriter } from '../api/writes';
import { answers, noBody } from '../schemas';

export const TOKEN_NOT_FOUND = 'Token not found.';

export const tokenRoutes: FastifyPluginAsyncZod = async (r) => {
  const { ctx } = r;
  const { db, clock } = ctx;
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
      const missing = storeIds ? await unknownStores(db, storeIds) : [];
      if (missing.length > 0) throw badRequest(`store_ids: no store ${missing.join(', ')}.`);
      const { token, hash } = newSecret();
      const created = await write(request, 'service_tokens', 'create', async ({ trx }) => {
        const row = await insertToken(trx, {
          name,
          storeIds,
          hash,
          createdBy: request.auth?.originalUser?.id ?? request.auth?.user.id ?? null,
          now: clock(),
        });
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
        const row = await deleteToken(trx, request.params.id);
        if (!row) throw notFound(TOKEN_NOT_FOUND);
        return { id: row.id, before: { name: row.name, store_ids: row.store_ids }, result: null };
      });
      return reply.code(204).send(null);
    },
  );
};
