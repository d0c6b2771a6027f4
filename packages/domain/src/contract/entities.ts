import { z } from 'zod';
import { WEEKDAYS } from './constants';
import { ISO_DATE, isCalendarDate, parseSettings } from './rules';

/** YYYY-MM-DD, and a real calendar date (2026-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'Date must be in YYYY-MM-DD format.')
  .refine(isCalendarDate, 'Date must be a real calendar date.');

/** 24-hour clock time HH:MM, as stored in the database. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour).');

const id = z.number().int().positive();
/** Optimistic concurrency: every editable row carries a version, bumped on each update. */
const version = z.number().int().nonnegative();

export const weekdaySchema = z.enum(WEEKDAYS);

/** The session user as the server sends it (`settings` is a JSON string). */
export const sessionUserWireSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  settings: z.string(),
});
export type SessionUserWire = z.infer<typeof sessionUserWireSchema>;

/** The session user as the client uses it (`settings` parsed). */
export const sessionUserSchema = sessionUserWireSchema.extend({ settings: z.unknown() }).transform((u) => ({
  ...u,
  settings: parseSettings(u.settings),
}));
export type SessionUser = z.output<typeof sessionUserSchema>;

export const userSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  version,
});
export type User = z.infer<typeof userSchema>;

export const companySchema = z.object({
  id,
  name: z.string(),
  source_id: z.string(),
  week_begin: weekdaySchema,
  version,
});
export type Company = z.infer<typeof companySchema>;

export const storeSchema = z.object({
  id,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  franchise: z.string(),
  company_id: id,
  source_id: z.string(),
  version,
});
export type Store = z.infer<typeof storeSchema>;

/** One row per store and weekday (0 = Sunday). A closed day has null times. */
export const storeHoursSchema = z.object({
  id,
  store_id: id,
  day_of_week: z.number().int().min(0).max(6),
  open_time: clockTimeSchema.nullable(),
  close_time: clockTimeSchema.nullable(),
  closed: z.boolean(),
  version,
});
export type StoreHours = z.infer<typeof storeHoursSchema>;

export const employeeSchema = z.object({
  id,
  store_id: id,
  source_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  hourly_rate: z.number().nonnegative(),
  active: z.boolean(),
  version,
});
export type Employee = z.infer<typeof employeeSchema>;

export const shiftSchema = z.object({
  id,
  employee_id: id,
  store_id: id,
  day: isoDateSchema,
  start_time: clockTimeSchema,
  end_time: clockTimeSchema,
});
export type Shift = z.infer<typeof shiftSchema>;

export const availabilitySchema = z.object({
  id,
  employee_id: id,
  effective: isoDateSchema,
  notes: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** One hour of one store-day's sales, forecast and labor. */
export const saleSchema = z.object({
  id,
  store_id: id,
  day: isoDateSchema,
  hour: z.number().int().min(0).max(23),
  net_sales: z.number(),
  transactions: z.number().int(),
  labor_hours: z.number(),
  labor_cost: z.number(),
  suggested_labor_hours: z.number(),
  forecast: z.number(),
});
export type Sale = z.infer<typeof saleSchema>;

export const timepunchSchema = z.object({
  id,
  employee_id: id,
  store_id: id,
  date: isoDateSchema,
  clock_in: clockTimeSchema,
  clock_out: clockTimeSchema.nullable(),
  regular_hours: z.number(),
});
export type Timepunch = z.infer<typeof timepunchSchema>;

/** A user group grants access to whole companies and/or single stores. */
export const userGroupSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  company_ids: z.array(id),
  store_ids: z.array(id),
  version,
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const userToGroupSchema = z.object({
  id,
  user_id: id,
  group_id: id,
  version,
});
export type UserToGroup = z.infer<typeof userToGroupSchema>;

export const scheduleSchema = z.object({
  id,
  store_id: id,
  week_start: isoDateSchema,
  published: z.boolean(),
  total_hours: z.number(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const weatherSchema = z.object({
  store_id: id,
  date: isoDateSchema,
  condition: z.string(),
  high_f: z.number(),
  low_f: z.number(),
  precipitation_in: z.number(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const chatMessageSchema = z.object({
  user: z.enum(['user', 'system']),
  msg: z.string(),
  llm: z.string(),
  timestamp: z.string(),
  /** Which model actually answered (shown as the model label), and the tools that ran. */
  model: z.string().optional(),
  tools: z.array(z.string()).optional(),
  /** Reply details: who answered, how long it took, the provider's token counts. */
  provider: z.string().optional(),
  duration_ms: z.number().optional(),
  usage: z.object({ input: z.number(), output: z.number() }).optional(),
  /** The user pressed Stop: `msg` is the part of the reply that had arrived. */
  stopped: z.boolean().optional(),
  /** Which report context the reply was built from (contextHash of the text sent): its figures trace it. */
  context_hash: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The row schema of each admin grid, by its API entity (`/api/{entity}/`). */
export const adminRowSchemas = {
  users: userSchema,
  usergroups: userGroupSchema,
  users2groups: userToGroupSchema,
  companies: companySchema,
  stores: storeSchema,
  employees: employeeSchema,
  hours: storeHoursSchema,
} as const;
