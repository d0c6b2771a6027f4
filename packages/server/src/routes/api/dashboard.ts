import { dashboardResponseSchema, daysInRange, MAX_DASHBOARD_DAYS } from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';
import { dashboardOf } from '../../services/dashboard';
import { answers } from '../schemas';

export const DASHBOARD_RANGE_MESSAGES = {
  order: 'start must be on or before end.',
  length: `The date range may span at most ${MAX_DASHBOARD_DAYS} days.`,
} as const;

const dashboardQuery = z
  .object({
    start: z.iso.date(),
    end: z.iso.date(),
    company_id: z.coerce.number().int().min(1).optional(),
  })
  .refine((q) => q.start <= q.end, { message: DASHBOARD_RANGE_MESSAGES.order, path: ['start'] })
  .refine((q) => q.start > q.end || daysInRange(q.start, q.end) <= MAX_DASHBOARD_DAYS, {
    message: DASHBOARD_RANGE_MESSAGES.length,
    path: ['end'],
  });

/** GET /api/dashboard?start&end[&company_id] (admins): every store's figures per day. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/dashboard',
    {
      onRequest: requireAdmin,
      schema: { querystring: dashboardQuery, response: answers({ 200: dashboardResponseSchema }) },
    },
    async (request) => {
      const { start, end, company_id } = request.query;
      return dashboardOf(
        ctx.db,
        await ctx.scopeOf(request),
        { start, end, companyId: company_id, now: ctx.clock() },
        ctx.cache,
      );
    },
  );
};
