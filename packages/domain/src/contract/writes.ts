// The admin API's request bodies (POST /api/{entity}/, PUT /api/{entity}/:id with the row's version,
// DELETE /api/{entity}/:id?version=N), beside the read schemas they create and change. The server
// validates with them; clients may check a form against them before sending.
import { z } from 'zod';
import { clockTimeSchema, weekdaySchema } from './entities';

/** Longest password accepted (ASVS: at least 64 allowed); the server's policy counts characters. */
export const PASSWORD_MAX = 128;

const id = z.number().int().positive().max(2_147_483_647);
const text = (max = 200) => z.string().trim().min(1).max(max);
const version = z.number().int().nonnegative().max(2_147_483_647);

/** A row's id in a path: a whole number from 1 (one message for anything else). */
const ROW_ID_MESSAGE = 'must be a whole number from 1 to 2147483647';
export const rowIdSchema = z.coerce
  .number({ error: ROW_ID_MESSAGE })
  .int({ error: ROW_ID_MESSAGE })
  .positive({ error: ROW_ID_MESSAGE })
  .max(2_147_483_647, { error: ROW_ID_MESSAGE });
export const rowIdParamsSchema = z.object({ id: rowIdSchema });
export const rowDeleteQuerySchema = z.object({
  version: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
});

export const userCreateSchema = z.object({
  email: z.email().max(254),
  name: text(),
  admin: z.boolean().default(false),
  password: z.string().max(PASSWORD_MAX * 4),
});
export const userUpdateSchema = z.object({
  email: z.email().max(254).optional(),
  name: text().optional(),
  admin: z.boolean().optional(),
  password: z
    .string()
    .max(PASSWORD_MAX * 4)
    .optional(),
  version,
});

// Update schemas are built from the fields WITHOUT defaults: a missing field stays unchanged.
const groupFields = z.object({
  name: text(),
  description: z.string().max(1000),
  company_ids: z.array(id).max(1000),
  store_ids: z.array(id).max(10_000),
});
export const userGroupCreateSchema = groupFields.extend({
  description: groupFields.shape.description.default(''),
  company_ids: groupFields.shape.company_ids.default([]),
  store_ids: groupFields.shape.store_ids.default([]),
});
export const userGroupUpdateSchema = groupFields.partial().extend({ version });

export const userToGroupCreateSchema = z.object({ user_id: id, group_id: id });
export const userToGroupUpdateSchema = userToGroupCreateSchema.partial().extend({ version });

export const companyCreateSchema = z.object({ name: text(), source_id: text(64), week_begin: weekdaySchema });
export const companyUpdateSchema = companyCreateSchema.partial().extend({ version });

const storeFields = z.object({
  name: text(),
  address: text(),
  city: text(100),
  state: text(50),
  zip: text(20),
  phone: z.string().trim().max(40),
  franchise: z.string().trim().max(200),
  company_id: id,
  source_id: text(64),
});
export const storeCreateSchema = storeFields.extend({
  phone: storeFields.shape.phone.default(''),
  franchise: storeFields.shape.franchise.default(''),
});
export const storeUpdateSchema = storeFields.partial().extend({ version });

const employeeFields = z.object({
  store_id: id,
  source_id: text(64),
  first_name: text(100),
  last_name: text(100),
  role: z.string().trim().max(100),
  hourly_rate: z.number().nonnegative().max(10_000),
  active: z.boolean(),
});
export const employeeCreateSchema = employeeFields.extend({
  role: employeeFields.shape.role.default(''),
  active: employeeFields.shape.active.default(true),
});
export const employeeUpdateSchema = employeeFields.partial().extend({ version });

const hoursFields = z.object({
  store_id: id,
  day_of_week: z.number().int().min(0).max(6),
  open_time: clockTimeSchema.nullable(),
  close_time: clockTimeSchema.nullable(),
  closed: z.boolean(),
});
export const storeHoursCreateSchema = hoursFields;
export const storeHoursUpdateSchema = hoursFields.partial().extend({ version });
