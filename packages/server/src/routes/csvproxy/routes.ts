import { type CsvProxyResponse, csvProxyQuerySchema, csvProxyResponseSchema } from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { csvProxyJson } from '../../services/storeDay';
import { answers } from '../schemas';

/** GET /api/csvproxy?start&end[&store_id]: the store-day CSV files rendered from the database. */
export const csvProxyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/csvproxy',
    {
      onRequest: requireUser,
      // The answer is sent as the JSON text the store-day cache holds (no serialisation per request);
      // the schema states its shape.
      schema: { querystring: csvProxyQuerySchema, response: answers({ 200: csvProxyResponseSchema }) },
    },
    async (request, reply) => {
      // The user's scope and the stores' versions, from this process's memory while they are valid
      // for this request (services/processCache.ts), else read.
      const json = await csvProxyJson(
        ctx.db,
        await ctx.scopeOf(request),
        { start: request.query.start, end: request.query.end, storeId: request.query.store_id },
        ctx.cache,
        ctx.storeVersionsFor(request),
      );
      // A string payload goes out as it is (Fastify serialises objects only).
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(json as unknown as CsvProxyResponse);
    },
  );
};
