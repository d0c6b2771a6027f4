import {
  AUDIT_ACTIONS,
  auditPageSchema,
  availabilitySchema,
  type Company,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { type ZodType, z } from 'zod';
import { badRequest } from '../../errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { Scope } from '../../services/scope';
import type { AppContext } from '../context';
import { answers } from '../schemas';

export const MAX_WINDOW_DAYS = 366;

/** The list shapes (domain contract fields), shared with the write routes. */
export async function listUsers(ctx: AppContext) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'admin', 'version'])
    .orderBy('id')
    .execute();
}

export async function listGroups(ctx: AppContext, id?: number) {
  let q = ctx.db
    .selectFrom('user_groups as g')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.description',
      'g.version',
      eb
        .fn<number[]>('array', [
          eb
            .selectFrom('user_group_companies as c')
            .select('c.company_id')
            .whereRef('c.group_id', '=', 'g.id')
            .orderBy('c.company_id'),
        ])
        .as('company_ids'),
      eb
        .fn<number[]>('array', [
          eb
            .selectFrom('user_group_stores as s')
            .select('s.store_id')
            .whereRef('s.group_id', '=', 'g.id')
            .orderBy('s.store_id'),
        ])
        .as('store_ids'),
    ])
    .orderBy('g.id');
  if (id !== undefined) q = q.where('g.id', '=', id);
  return q.execute();
}

/** `where store_id in scope` for a regular (or impersonated) user; admins see everything. */
function scoped<Q extends { where: (...args: never[]) => Q }>(
  q: Q,
  scope: Scope,
  apply: (q: Q, ids: number[]) => Q,
): Q {
  return scope.all ? q : apply(q, scope.storeIds.length > 0 ? scope.storeIds : [0]);
}

export function windowOf(ctx: AppContext, query: { start?: string | undefined; end?: string | undefined }) {
  const fallback = defaultDataWindow(ctx.clock());
  let end = query.end ?? fallback.end;
  if (query.end === undefined && query.start !== undefined && query.start > end) end = query.start;
  let start = query.start ?? fallback.start;
  if (query.start === undefined && end < start) start = end;
  if (start > end) throw badRequest('start must not be after end.');
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_WINDOW_DAYS) throw badRequest(`The date window may span at most ${MAX_WINDOW_DAYS} days.`);
  return { start, end };
}

export function registerListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => ctx.scopeOf(request);

  // Impersonation list (no trailing slash) and the users grid: admin only, never password hashes.
  r.get(
    '/api/users',
    { onRequest: requireAdmin, schema: { response: answers({ 200: z.array(userSchema) }) } },
    () => listUsers(ctx),
  );
  r.get(
    '/api/users/',
    { onRequest: requireAdmin, schema: { response: answers({ 200: z.array(userSchema) }) } },
    () => listUsers(ctx),
  );
  r.get(
    '/api/usergroups/',
    { onRequest: requireAdmin, schema: { response: answers({ 200: z.array(userGroupSchema) }) } },
    () => listGroups(ctx),
  );
  r.get(
    '/api/users2groups/',
    { onRequest: requireAdmin, schema: { response: answers({ 200: z.array(userToGroupSchema) }) } },
    () =>
      db
        .selectFrom('users_to_groups')
        .select(['id', 'user_id', 'group_id', 'version'])
        .orderBy('id')
        .execute(),
  );

  r.get(
    '/api/employees/',
    { onRequest: requireAdmin, schema: { response: answers({ 200: z.array(employeeSchema) }) } },
    async (request) => {
      const scope = await scopeOf(request);
      const q = db
        .selectFrom('employees')
        .select([
          'id',
          'store_id',
          'source_id',
          'first_name',
          'last_name',
          'role',
          'hourly_rate',
          'active',
          'version',
        ])
        .orderBy('id');
      return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
    },
  );

  r.get(
    '/api/companies/',
    { onRequest: requireUser, schema: { response: answers({ 200: z.array(companySchema) }) } },
    async (request) => {
      const scope = await scopeOf(request);
      const q = db
        .selectFrom('companies')
        .select(['id', 'name', 'source_id', 'week_begin', 'version'])
        .orderBy('id');
      // The column's CHECK keeps week_begin a weekday; the answer's schema checks it again.
      const rows = await (scope.all
        ? q.execute()
        : q.where('id', 'in', scope.companyIds.length > 0 ? scope.companyIds : [0]).execute());
      return rows as Company[];
    },
  );

  r.get(
    '/api/stores/',
    { onRequest: requireUser, schema: { response: answers({ 200: z.array(storeSchema) }) } },
    async (request) => {
      const scope = await scopeOf(request);
      const q = db
        .selectFrom('stores')
        .select([
          'id',
          'name',
          'address',
          'city',
          'state',
          'zip',
          'phone',
          'franchise',
          'company_id',
          'source_id',
          'version',
        ])
        .orderBy('id');
      return scoped(q, scope, (q, ids) => q.where('id', 'in', ids)).execute();
    },
  );

  r.get(
    '/api/hours/',
    { onRequest: requireUser, schema: { response: answers({ 200: z.array(storeHoursSchema) }) } },
    async (request) => {
      const scope = await scopeOf(request);
      const q = db
        .selectFrom('store_hours')
        .select(['id', 'store_id', 'day_of_week', 'open_time', 'close_time', 'closed', 'version'])
        .orderBy('store_id')
        .orderBy('day_of_week');
      return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
    },
  );

  // Admin data sources with a date window (default: the last 7 days).
  const windowed = <T extends ZodType>(row: T) => ({
    onRequest: requireAdmin,
    schema: { querystring: dateWindowQuerySchema, response: answers({ 200: z.array(row) }) },
  });

  r.get('/api/schedules/', windowed(scheduleSchema), async (request) => {
    const { start, end } = windowOf(ctx, request.query);
    const scope = await scopeOf(request);
    // A week is in the window when it overlaps it.
    const from = new Date(Date.parse(`${start}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const q = db
      .selectFrom('schedules')
      .select(['id', 'store_id', 'week_start', 'published', 'total_hours'])
      .where('week_start', '>=', from)
      .where('week_start', '<=', end)
      .orderBy('week_start')
      .orderBy('store_id');
    return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
  });

  r.get('/api/weather/', windowed(weatherSchema), async (request) => {
    const { start, end } = windowOf(ctx, request.query);
    const scope = await scopeOf(request);
    const q = db
      .selectFrom('weather')
      .select(['store_id', 'date', 'condition', 'high_f', 'low_f', 'precipitation_in'])
      .where('date', '>=', start)
      .where('date', '<=', end)
      .orderBy('date')
      .orderBy('store_id');
    return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
  });

  r.get('/api/shifts/', windowed(shiftSchema), async (request) => {
    const { start, end } = windowOf(ctx, request.query);
    const scope = await scopeOf(request);
    const q = db
      .selectFrom('shifts')
      .select(['id', 'employee_id', 'store_id', 'day', 'start_time', 'end_time'])
      .where('day', '>=', start)
      .where('day', '<=', end)
      .orderBy('day')
      .orderBy('store_id')
      .orderBy('start_time')
      .orderBy('id');
    return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
  });

  r.get('/api/availability/', windowed(availabilitySchema), async (request) => {
    const { end } = windowOf(ctx, request.query);
    const scope = await scopeOf(request);
    // Only the earliest record per employee (in effect by the end of the window).
    let q = db
      .selectFrom('availability as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .distinctOn('a.employee_id')
      .select(['a.id', 'a.employee_id', 'a.effective', 'a.notes'])
      .where('a.effective', '<=', end)
      .orderBy('a.employee_id')
      .orderBy('a.effective')
      .orderBy('a.id');
    if (!scope.all) q = q.where('e.store_id', 'in', scope.storeIds.length > 0 ? scope.storeIds : [0]);
    return q.execute();
  });

  r.get('/api/sales/', windowed(saleSchema), async (request) => {
    const { start, end } = windowOf(ctx, request.query);
    const scope = await scopeOf(request);
    const q = db
      .selectFrom('sales')
      .select([
        'id',
        'store_id',
        'day',
        'hour',
        'net_sales',
        'transactions',
        'labor_hours',
        'labor_cost',
        'suggested_labor_hours',
        'forecast',
      ])
      .where('day', '>=', start)
      .where('day', '<=', end)
      .orderBy('day')
      .orderBy('store_id')
      .orderBy('hour');
    return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
  });

  r.get('/api/timepunches/', windowed(timepunchSchema), async (request) => {
    const { start, end } = windowOf(ctx, request.query);
    const scope = await scopeOf(request);
    const q = db
      .selectFrom('timepunches')
      .select(['id', 'employee_id', 'store_id', 'date', 'clock_in', 'clock_out', 'regular_hours'])
      .where('date', '>=', start)
      .where('date', '<=', end)
      .orderBy('date')
      .orderBy('store_id')
      .orderBy('clock_in')
      .orderBy('id');
    return scoped(q, scope, (q, ids) => q.where('store_id', 'in', ids)).execute();
  });

  /** An audited row's name as people know it, by its entity (one page's rows: a lookup each). */
  const entityName = sql<string | null>`CASE a.entity
    WHEN 'users' THEN (SELECT email FROM users WHERE id = a.entity_id)
    WHEN 'user_settings' THEN (SELECT email FROM users WHERE id = a.entity_id)
    WHEN 'usergroups' THEN (SELECT name FROM user_groups WHERE id = a.entity_id)
    WHEN 'users2groups' THEN (SELECT u.email || ' in ' || g.name FROM users_to_groups ug
      JOIN users u ON u.id = ug.user_id JOIN user_groups g ON g.id = ug.group_id WHERE ug.id = a.entity_id)
    WHEN 'companies' THEN (SELECT name FROM companies WHERE id = a.entity_id)
    WHEN 'report_settings' THEN (SELECT name FROM companies WHERE id = a.entity_id)
    WHEN 'import_mappings' THEN (SELECT name FROM companies WHERE id = a.entity_id)
    WHEN 'service_tokens' THEN (SELECT name FROM service_tokens WHERE id = a.entity_id)
    WHEN 'stores' THEN (SELECT name FROM stores WHERE id = a.entity_id)
    WHEN 'llm_chat' THEN (SELECT name FROM stores WHERE id = a.entity_id)
    WHEN 'hours' THEN (SELECT s.name FROM store_hours h JOIN stores s ON s.id = h.store_id WHERE h.id = a.entity_id)
    WHEN 'employees' THEN (SELECT first_name || ' ' || last_name FROM employees WHERE id = a.entity_id)
    WHEN 'blog_posts' THEN (SELECT title FROM blog_posts WHERE id = a.entity_id)
    WHEN 'prompts' THEN (SELECT title FROM prompts WHERE id = a.entity_id)
  END`.as('entity_name');
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
  r.get(
    '/api/audit/',
    {
      onRequest: requireAdmin,
      schema: { querystring: auditQuery, response: answers({ 200: auditPageSchema }) },
    },
    async (request) => {
      const { page, limit, user_id, action, from, to } = request.query;
      // The filters, on audit_log as `a`; `to` is inclusive (before the next day's midnight, UTC).
      const filtered = db
        .selectFrom('audit_log as a')
        .$if(user_id !== undefined, (q) =>
          q.where((eb) => eb.or([eb('a.actor_user_id', '=', user_id!), eb('a.as_user_id', '=', user_id!)])),
        )
        .$if(action !== undefined, (q) => q.where('a.action', '=', action!))
        .$if(from !== undefined, (q) => q.where('a.at', '>=', new Date(`${from}T00:00:00Z`)))
        .$if(to !== undefined, (q) =>
          q.where('a.at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)),
        );
      const [entries, total] = await Promise.all([
        filtered
          .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
          .leftJoin('users as as_user', 'as_user.id', 'a.as_user_id')
          .leftJoin('users as target', 'target.id', 'a.target_user_id')
          .selectAll('a')
          .select(['actor.email as actor_email', 'as_user.email as as_email', 'target.email as target_email'])
          .select(entityName)
          .orderBy('a.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { entries, page, limit, total: Number(total.n) };
    },
  );
}
