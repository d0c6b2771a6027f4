// The admin grids' and data sources' lists (GET /api/<entity>/), the impersonation list and the Audit
// Log: each the rows the user's scope covers.
import {
  AUDIT_ACTIONS,
  auditPageSchema,
  availabilitySchema,
  companySchema,
  dateWindowQuerySchema,
  defaultDataWindow,
  employeeSchema,
  saleSchema,
  scheduleSchema,
  shiftSchema,
  storeHoursSchema,
  storeSchema,
  timepunchSchema,
  userGroupSchema,
  userSchema,
  userToGroupSchema,
  weatherSchema,
} from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { badRequest } from '../../errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import { auditPage } from '../../services/auditLog';
import {
  type DayWindow,
  listAvailability,
  listCompanies,
  listEmployees,
  listSales,
  listSchedules,
  listShifts,
  listStoreHours,
  listStores,
  listTimepunches,
  listWeather,
} from '../../services/storeDataLists';
import { listUsers } from '../../services/userAccounts';
import { listGroups, listMemberships } from '../../services/userGroups';
import { answers } from '../schemas';

export const MAX_WINDOW_DAYS = 366;

/** The window a data source's query asks for (default: the last 7 days); 400 when it is backwards or too long. */
export function windowOf(
  now: Date,
  query: { start?: string | undefined; end?: string | undefined },
): DayWindow {
  const fallback = defaultDataWindow(now);
  let end = query.end ?? fallback.end;
  if (query.end === undefined && query.start !== undefined && query.start > end) end = query.start;
  let start = query.start ?? fallback.start;
  if (query.start === undefined && end < start) start = end;
  if (start > end) throw badRequest('start must not be after end.');
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_WINDOW_DAYS) throw badRequest(`The date window may span at most ${MAX_WINDOW_DAYS} days.`);
  return { start, end };
}

const day = z.iso.date();
const auditQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    user_id: z.coerce.number().int().min(1).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must be on or before to.',
    path: ['from'],
  });

/** A list route's options: who may read it and its rows' schema. */
const list = <T extends ZodType>(guard: typeof requireUser, row: T) => ({
  onRequest: guard,
  schema: { response: answers({ 200: z.array(row) }) },
});
/** An admin data source with a date window. */
const windowed = <T extends ZodType>(row: T) => ({
  onRequest: requireAdmin,
  schema: { querystring: dateWindowQuerySchema, response: answers({ 200: z.array(row) }) },
});

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const scopeOf = (request: FastifyRequest) => ctx.scopeOf(request);

  // Impersonation list (no trailing slash) and the users grid: admin only, never password hashes.
  app.get('/api/users', list(requireAdmin, userSchema), () => listUsers(db));
  app.get('/api/users/', list(requireAdmin, userSchema), () => listUsers(db));
  app.get('/api/usergroups/', list(requireAdmin, userGroupSchema), () => listGroups(db));
  app.get('/api/users2groups/', list(requireAdmin, userToGroupSchema), () => listMemberships(db));
  app.get('/api/employees/', list(requireAdmin, employeeSchema), async (request) =>
    listEmployees(db, await scopeOf(request)),
  );
  app.get('/api/companies/', list(requireUser, companySchema), async (request) =>
    listCompanies(db, await scopeOf(request)),
  );
  app.get('/api/stores/', list(requireUser, storeSchema), async (request) =>
    listStores(db, await scopeOf(request)),
  );
  app.get('/api/hours/', list(requireUser, storeHoursSchema), async (request) =>
    listStoreHours(db, await scopeOf(request)),
  );

  const sources = [
    ['schedules', scheduleSchema, listSchedules],
    ['weather', weatherSchema, listWeather],
    ['shifts', shiftSchema, listShifts],
    ['availability', availabilitySchema, listAvailability],
    ['sales', saleSchema, listSales],
    ['timepunches', timepunchSchema, listTimepunches],
  ] as const;
  for (const [path, row, rows] of sources) {
    app.get(`/api/${path}/`, windowed(row), async (request) => {
      const window = windowOf(ctx.clock(), request.query);
      return rows(db, await scopeOf(request), window);
    });
  }

  app.get(
    '/api/audit/',
    {
      onRequest: requireAdmin,
      schema: { querystring: auditQuery, response: answers({ 200: auditPageSchema }) },
    },
    (request) => auditPage(db, request.query),
  );
};
