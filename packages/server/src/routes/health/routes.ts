// Liveness (GET /healthz: the process answers) and readiness (GET /readyz: it can serve, i.e. the
// database answers).
import { healthResponseSchema, readyResponseSchema } from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HttpError } from '../../errors';
import { ERROR_MESSAGES } from '../../plugins/errors';
import { answers } from '../schemas';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get('/healthz', { schema: { response: answers({ 200: healthResponseSchema }) } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/readyz', { schema: { response: answers({ 200: readyResponseSchema }) } }, async () => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      throw new HttpError(503, 'database_unavailable', ERROR_MESSAGES.databaseUnavailable);
    }
    return { status: 'ready' as const };
  });
};
