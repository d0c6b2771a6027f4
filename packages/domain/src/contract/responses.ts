// The answers of routes that are not entity lists (those are in entities.ts), and the one error
// shape. Every route of the server declares its answers with these (packages/server/src/routes).
import { z } from 'zod';
import { reportTargetsSchema } from '../report/settings';
import { DAY_STATUSES } from './constants';

/**
 * Every 4xx and 5xx answer: `{ error: { code, message } }`. Loose: a few spec routes keep a legacy
 * field beside it (`message` on sign-in failures, `reason` on impersonation refusals) and a stale
 * save carries `current`, the row as it is now.
 */
export const errorResponseSchema = z.looseObject({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** GET /healthz: the process is alive. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** GET /readyz: it can serve (the database answers); 503 `database_unavailable` otherwise. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** A moment: an ISO 8601 string on the wire, a Date on either side (zod codec: encode, decode). */
export const timestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/**
 * One audit log row: who acted (`actor`: the admin behind an impersonation), as whom (`as`: the
 * impersonated user, or the actor again), whom it concerned (`target`), what, and the change. The
 * e-mails are the users' current ones (null when the user is gone or there was none); `entity_name`
 * is the row's current name as people know it (a store's or company's name, a user's e-mail, a post's
 * title), null when the row is gone or has no name.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  action: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  as_user_id: z.number().int().nullable(),
  as_email: z.string().nullable(),
  target_user_id: z.number().int().nullable(),
  target_email: z.string().nullable(),
  entity: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  entity_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  detail: z.string(),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
/** An audit entry as the browser holds it (`at` decoded to a Date). */
export type AuditEntryRow = z.output<typeof auditEntrySchema>;
export type AuditPage = z.output<typeof auditPageSchema>;

/** The dashboard's figures of a store-day, a store's range or everything. */
const dashboardFigureShape = {
  net_sales: z.number(),
  forecast: z.number(),
  transactions: z.number().int(),
  labor_hours: z.number(),
  labor_cost: z.number(),
  suggested_labor_hours: z.number(),
  late_clock_ins: z.number().int(),
  early_clock_ins: z.number().int(),
  no_shows: z.number().int(),
  tasks_completed: z.number().int(),
  tasks_total: z.number().int(),
  expired_timers: z.number().int(),
  samples: z.number().int(),
};
export const dashboardFiguresSchema = z.object(dashboardFigureShape);
/** GET /api/dashboard: every store in the scope (or the company) with its totals and every day. */
export const dashboardResponseSchema = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  company_id: z.number().int().nullable(),
  totals: dashboardFiguresSchema,
  stores: z.array(
    z.object({
      store_id: z.number().int(),
      name: z.string(),
      company_id: z.number().int(),
      totals: dashboardFiguresSchema,
      /**
       * Each day's figures and its status on the store's clock (absent: complete). A day that has not
       * started has all zeros; a day in progress has its forecast up to its last hour with sales.
       */
      days: z.array(
        z.object({ date: z.iso.date(), status: z.enum(DAY_STATUSES).optional(), ...dashboardFigureShape }),
      ),
    }),
  ),
  /**
   * The report settings' targets of each company with a store in the answer, keyed by company id.
   * Optional: an answer without it means the default targets.
   */
  targets: z.record(z.string(), reportTargetsSchema).optional(),
});
export type DashboardResponse = z.output<typeof dashboardResponseSchema>;
