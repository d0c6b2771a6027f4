// Admin writes for every grid entity: create (POST /api/<entity>/), update (PUT /api/<entity>/:id with
// the row's `version`) and delete (DELETE /api/<entity>/:id?version=N). Each is validated, audited, and
// optimistic: a stale version gets 409 with the current row; a delete that would orphan rows gets 409.
import {
  companyCreateSchema,
  companySchema,
  companyUpdateSchema,
  employeeCreateSchema,
  employeeSchema,
  employeeUpdateSchema,
  rowDeleteQuerySchema,
  rowIdParamsSchema,
  storeCreateSchema,
  storeHoursCreateSchema,
  storeHoursSchema,
  storeHoursUpdateSchema,
  storeSchema,
  storeUpdateSchema,
  userCreateSchema,
  userGroupCreateSchema,
  userGroupSchema,
  userGroupUpdateSchema,
  userSchema,
  userToGroupCreateSchema,
  userToGroupSchema,
  userToGroupUpdateSchema,
  userUpdateSchema,
} from '@store-ops/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { DB } from '../../db/types';
import { forbidden, HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { refreshEmployeeRollups } from '../../services/rollups';
import type { Scope } from '../../services/scope';
import { endSessionsOf } from '../../services/users';
import type { AppContext } from '../context';
import { answers, noBody } from '../schemas';
import { listGroups } from './lists';
import { auditedWriter, conflict, stale, type WriteContext } from './writes';

function checkHours(row: { open_time: string | null; close_time: string | null; closed: boolean }) {
  if (row.closed) {
    if (row.open_time !== null || row.close_time !== null) {
      throw new HttpError(400, 'bad_request', 'A closed day has no opening or closing time.');
    }
    return;
  }
  if (row.open_time === null || row.close_time === null) {
    throw new HttpError(400, 'bad_request', 'An open day needs an opening and a closing time.');
  }
  if (row.open_time >= row.close_time)
    throw new HttpError(400, 'bad_request', 'Opening time must be before closing time.');
}

const userPublic = ['id', 'email', 'name', 'admin', 'version'] as const;

/** `1 store`, `4 stores`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An admin's own account: never deleted nor demoted by that admin. */
export const OWN_ADMIN_MESSAGE = 'You cannot remove your own administrator access.';

/** How many rows of `table` refer to `id` through `column`. */
async function rowsOf(
  trx: Kysely<DB>,
  table: 'stores' | 'employees' | 'shifts' | 'timepunches',
  column: 'company_id' | 'store_id' | 'employee_id',
  id: number,
): Promise<number> {
  // biome-ignore lint/suspicious/noExplicitAny: one counting query over four tables and their reference columns
  const row = await (trx as Kysely<any>)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const write = auditedWriter(ctx);

  const storeInScope = async (trx: Kysely<DB>, scope: Scope, storeId: number) => {
    const store = await trx
      .selectFrom('stores')
      .select(['id', 'company_id'])
      .where('id', '=', storeId)
      .executeTakeFirst();
    if (!store) throw new HttpError(400, 'bad_request', `Store ${storeId} does not exist.`);
    if (!scope.all && !scope.storeIds.includes(storeId))
      throw forbidden('This store is outside your access.');
    return store;
  };
  const bumpStoreData = (trx: Kysely<DB>, storeIds: number[]) =>
    trx
      .updateTable('stores')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', 'in', storeIds)
      .execute();

  const admin = { onRequest: requireAdmin };

  // ---- users ------------------------------------------------------------------------------------
  r.post(
    '/api/users/',
    { ...admin, schema: { body: userCreateSchema, response: answers({ 201: userSchema }) } },
    async (request, reply) => {
      const body = request.body;
      const problem = passwordProblem(body.password);
      if (problem) throw new HttpError(400, 'weak_password', problem);
      const passwordHash = await hashPassword(body.password);
      const row = await write(request, 'users', 'create', async ({ trx }) => {
        const row = await trx
          .insertInto('users')
          .values({
            email: body.email.toLowerCase(),
            name: body.name,
            admin: body.admin,
            password_hash: passwordHash,
          })
          .returning(userPublic)
          .executeTakeFirstOrThrow();
        return { id: row.id, after: row, result: row };
      });
      return reply.code(201).send(row);
    },
  );

  r.put(
    '/api/users/:id',
    {
      ...admin,
      schema: { params: rowIdParamsSchema, body: userUpdateSchema, response: answers({ 200: userSchema }) },
    },
    async (request) => {
      const { version, password, ...changes } = request.body;
      let passwordHash: string | undefined;
      if (password !== undefined) {
        const problem = passwordProblem(password);
        if (problem) throw new HttpError(400, 'weak_password', problem);
        passwordHash = await hashPassword(password);
      }
      return write(request, 'users', 'update', async ({ trx }) => {
        const current = await trx
          .selectFrom('users')
          .select(userPublic)
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound('User not found.');
        if (current.version !== version) throw stale(current);
        const me = request.auth?.originalUser?.id ?? request.auth?.user.id;
        if (current.id === me && current.admin && changes.admin === false) throw conflict(OWN_ADMIN_MESSAGE);
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            ...changes,
            ...(changes.email ? { email: changes.email.toLowerCase() } : {}),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', current.id)
          .where('version', '=', version)
          .returning(userPublic)
          .executeTakeFirst();
        if (!row) throw stale(current);
        // A password reset or a demotion ends the user's sessions everywhere, the impersonations
        // the user started included.
        if (passwordHash || (current.admin && changes.admin === false)) await endSessionsOf(trx, current.id);
        return {
          id: row.id,
          before: current,
          after: passwordHash ? { ...row, password: 'reset' } : row,
          result: row,
        };
      });
    },
  );

  r.delete(
    '/api/users/:id',
    {
      ...admin,
      schema: {
        params: rowIdParamsSchema,
        querystring: rowDeleteQuerySchema,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      await write(request, 'users', 'delete', async ({ trx }) => {
        const current = await trx
          .selectFrom('users')
          .select(userPublic)
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound('User not found.');
        if (request.query.version !== undefined && current.version !== request.query.version)
          throw stale(current);
        const me = request.auth?.originalUser?.id ?? request.auth?.user.id;
        if (current.id === me || current.id === request.auth?.user.id) {
          throw conflict(OWN_ADMIN_MESSAGE);
        }
        await trx.deleteFrom('users').where('id', '=', current.id).execute();
        return { id: current.id, before: current, result: null };
      });
      return reply.code(204).send(null);
    },
  );

  // ---- user groups (with their company and store grants) -----------------------------------------
  async function setGrants(
    trx: Transaction<DB>,
    groupId: number,
    companyIds?: number[],
    storeIds?: number[],
  ) {
    if (companyIds) {
      await trx.deleteFrom('user_group_companies').where('group_id', '=', groupId).execute();
      const unique = [...new Set(companyIds)];
      if (unique.length > 0) {
        await trx
          .insertInto('user_group_companies')
          .values(unique.map((company_id) => ({ group_id: groupId, company_id })))
          .execute();
      }
    }
    if (storeIds) {
      await trx.deleteFrom('user_group_stores').where('group_id', '=', groupId).execute();
      const unique = [...new Set(storeIds)];
      if (unique.length > 0) {
        await trx
          .insertInto('user_group_stores')
          .values(unique.map((store_id) => ({ group_id: groupId, store_id })))
          .execute();
      }
    }
  }
  const groupRow = async (trx: Kysely<DB>, groupId: number) => {
    const row = (await listGroups({ ...ctx, db: trx }, groupId))[0];
    if (!row) throw notFound('User group not found.');
    return row;
  };

  r.post(
    '/api/usergroups/',
    { ...admin, schema: { body: userGroupCreateSchema, response: answers({ 201: userGroupSchema }) } },
    async (request, reply) => {
      const { company_ids, store_ids, ...fields } = request.body;
      const row = await write(request, 'usergroups', 'create', async ({ trx }) => {
        const { id } = await trx
          .insertInto('user_groups')
          .values(fields)
          .returning('id')
          .executeTakeFirstOrThrow();
        await setGrants(trx, id, company_ids, store_ids);
        const row = await groupRow(trx, id);
        return { id, after: row, result: row };
      });
      return reply.code(201).send(row);
    },
  );

  r.put(
    '/api/usergroups/:id',
    {
      ...admin,
      schema: {
        params: rowIdParamsSchema,
        body: userGroupUpdateSchema,
        response: answers({ 200: userGroupSchema }),
      },
    },
    async (request) => {
      const { version, company_ids, store_ids, ...fields } = request.body;
      return write(request, 'usergroups', 'update', async ({ trx }) => {
        const locked = await trx
          .selectFrom('user_groups')
          .select('id')
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw notFound('User group not found.');
        const current = await groupRow(trx, locked.id);
        if (current?.version !== version) throw stale(current);
        await trx
          .updateTable('user_groups')
          .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
          .where('id', '=', locked.id)
          .where('version', '=', version)
          .execute();
        await setGrants(trx, locked.id, company_ids, store_ids);
        const row = await groupRow(trx, locked.id);
        return { id: locked.id, before: current, after: row, result: row };
      });
    },
  );

  r.delete(
    '/api/usergroups/:id',
    {
      ...admin,
      schema: {
        params: rowIdParamsSchema,
        querystring: rowDeleteQuerySchema,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      await write(request, 'usergroups', 'delete', async ({ trx }) => {
        const locked = await trx
          .selectFrom('user_groups')
          .select('id')
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw notFound('User group not found.');
        const current = await groupRow(trx, locked.id);
        if (request.query.version !== undefined && current?.version !== request.query.version)
          throw stale(current);
        const members = Number(
          (
            await trx
              .selectFrom('users_to_groups')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('group_id', '=', locked.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
        if (members > 0) {
          throw conflict(
            `User group ${current.name} has ${count(members, 'member')}; remove their user assignments first.`,
          );
        }
        await trx.deleteFrom('user_groups').where('id', '=', locked.id).execute();
        return { id: locked.id, before: current, result: null };
      });
      return reply.code(204).send(null);
    },
  );

  // ---- simple tables ------------------------------------------------------------------------------
  // users2groups, companies, stores, employees, hours share one shape: a flat row with a version.
  type Simple = 'users_to_groups' | 'companies' | 'stores' | 'employees' | 'store_hours';
  interface SimpleSpec {
    path: string;
    table: Simple;
    label: string;
    create: z.ZodObject;
    update: z.ZodObject;
    /** The row as answered (the read schema of the list). */
    row: z.ZodObject;
    /** The store(s) a row belongs to, for scope checks and data_version bumps. */
    storeOf?: (row: Record<string, unknown>) => number;
    companyOf?: (row: Record<string, unknown>) => number;
    validate?: (row: Record<string, unknown>) => void;
    bumpsData?: boolean;
    /** After an update, in its transaction (the rows as changed, before and after). */
    afterUpdate?: (
      trx: Transaction<DB>,
      before: Record<string, unknown>,
      after: Record<string, unknown>,
    ) => Promise<unknown>;
    /** Refuses a delete that would orphan rows: a reason, or null. */
    blocksDelete?: (trx: Transaction<DB>, row: Record<string, unknown>) => Promise<string | null>;
  }
  const specs: SimpleSpec[] = [
    {
      path: 'users2groups',
      table: 'users_to_groups',
      label: 'User assignment',
      create: userToGroupCreateSchema,
      update: userToGroupUpdateSchema,
      row: userToGroupSchema,
    },
    {
      path: 'companies',
      table: 'companies',
      label: 'Company',
      create: companyCreateSchema,
      update: companyUpdateSchema,
      row: companySchema,
      companyOf: (row) => row.id as number,
      blocksDelete: async (trx, company) => {
        const stores = await rowsOf(trx, 'stores', 'company_id', company.id as number);
        return stores > 0
          ? `Company ${company.name} has ${count(stores, 'store')}; move or delete them first.`
          : null;
      },
    },
    {
      path: 'stores',
      table: 'stores',
      label: 'Store',
      create: storeCreateSchema,
      update: storeUpdateSchema,
      row: storeSchema,
      storeOf: (row) => row.id as number,
      blocksDelete: async (trx, store) => {
        const employees = await rowsOf(trx, 'employees', 'store_id', store.id as number);
        return employees > 0
          ? `Store ${store.name} has ${count(employees, 'employee')}; move or delete them first.`
          : null;
      },
    },
    {
      path: 'employees',
      table: 'employees',
      label: 'Employee',
      create: employeeCreateSchema,
      update: employeeUpdateSchema,
      row: employeeSchema,
      storeOf: (row) => row.store_id as number,
      bumpsData: true,
      // A new name is in the rows of every store-day of theirs: the dashboard's figures are made again.
      afterUpdate: (trx, before, after) =>
        before.first_name === after.first_name && before.last_name === after.last_name
          ? Promise.resolve()
          : refreshEmployeeRollups(trx, after.id as number),
      blocksDelete: async (trx, employee) => {
        const shifts = await rowsOf(trx, 'shifts', 'employee_id', employee.id as number);
        const punches = await rowsOf(trx, 'timepunches', 'employee_id', employee.id as number);
        return shifts + punches > 0
          ? `Employee ${employee.first_name} ${employee.last_name} has ${count(shifts, 'shift')} and ${count(punches, 'time punch', 'time punches')}; mark the employee inactive instead.`
          : null;
      },
    },
    {
      path: 'hours',
      table: 'store_hours',
      label: 'Store hours row',
      create: storeHoursCreateSchema,
      update: storeHoursUpdateSchema,
      row: storeHoursSchema,
      storeOf: (row) => row.store_id as number,
      validate: (row) =>
        checkHours(row as { open_time: string | null; close_time: string | null; closed: boolean }),
    },
  ];

  for (const spec of specs) {
    const table = spec.table;
    const entity = spec.path;
    const check = async (w: WriteContext, row: Record<string, unknown>) => {
      if (spec.storeOf) await storeInScope(w.trx, w.scope, spec.storeOf(row));
      if (spec.companyOf && !w.scope.all && !w.scope.companyIds.includes(spec.companyOf(row))) {
        throw forbidden('This company is outside your access.');
      }
      if (table === 'stores' && !w.scope.all && !w.scope.companyIds.includes(row.company_id as number)) {
        throw forbidden('This company is outside your access.');
      }
      spec.validate?.(row);
    };
    const current = (trx: Transaction<DB>, rowId: number) =>
      // biome-ignore lint/suspicious/noExplicitAny: one generic path over five tables with a version column
      (trx as Kysely<any>)
        .selectFrom(table)
        .selectAll()
        .where('id', '=', rowId)
        .forUpdate()
        .executeTakeFirst() as Promise<Record<string, unknown> | undefined>;
    const strip = (row: Record<string, unknown>) => {
      const { data_version: _dv, ...rest } = row;
      return rest;
    };

    r.post(
      `/api/${spec.path}/`,
      { ...admin, schema: { body: spec.create, response: answers({ 201: spec.row }) } },
      async (request, reply) => {
        const values = request.body as Record<string, unknown>;
        const row = await write(request, entity, 'create', async (w) => {
          // New stores and companies widen what exists: only an admin whose own scope is everything.
          if (table === 'stores' || table === 'companies') {
            if (!w.scope.all)
              throw forbidden('Only an administrator who sees every store can add stores or companies.');
          } else {
            await check(w, values);
          }
          // biome-ignore lint/suspicious/noExplicitAny: see above
          const row = (await (w.trx as Kysely<any>)
            .insertInto(table)
            .values(values)
            .returningAll()
            .executeTakeFirstOrThrow()) as Record<string, unknown>;
          if (spec.bumpsData && spec.storeOf) await bumpStoreData(w.trx, [spec.storeOf(row)]);
          return { id: row.id as number, after: strip(row), result: strip(row) };
        });
        return reply.code(201).send(row);
      },
    );

    r.put(
      `/api/${spec.path}/:id`,
      {
        ...admin,
        schema: { params: rowIdParamsSchema, body: spec.update, response: answers({ 200: spec.row }) },
      },
      async (request) => {
        const { version, ...changes } = request.body as Record<string, unknown> & { version: number };
        const rowId = (request.params as { id: number }).id;
        return write(request, entity, 'update', async (w) => {
          const before = await current(w.trx, rowId);
          if (!before) throw notFound(`${spec.label} not found.`);
          await check(w, before);
          if (before.version !== version) throw stale(strip(before));
          const merged = { ...before, ...changes };
          await check(w, merged);
          // biome-ignore lint/suspicious/noExplicitAny: see above
          const row = (await (w.trx as Kysely<any>)
            .updateTable(table)
            .set({ ...changes, version: version + 1 })
            .where('id', '=', rowId)
            .where('version', '=', version)
            .returningAll()
            .executeTakeFirst()) as Record<string, unknown> | undefined;
          if (!row) throw stale(strip(before));
          await spec.afterUpdate?.(w.trx, before, row);
          if (spec.bumpsData && spec.storeOf) {
            await bumpStoreData(w.trx, [...new Set([spec.storeOf(before), spec.storeOf(row)])]);
          }
          return { id: rowId, before: strip(before), after: strip(row), result: strip(row) };
        });
      },
    );

    r.delete(
      `/api/${spec.path}/:id`,
      {
        ...admin,
        schema: {
          params: rowIdParamsSchema,
          querystring: rowDeleteQuerySchema,
          response: answers({ 204: noBody }),
        },
      },
      async (request, reply) => {
        const rowId = (request.params as { id: number }).id;
        const expected = (request.query as { version?: number }).version;
        await write(request, entity, 'delete', async (w) => {
          const before = await current(w.trx, rowId);
          if (!before) throw notFound(`${spec.label} not found.`);
          await check(w, before);
          if (expected !== undefined && before.version !== expected) throw stale(strip(before));
          const reason = await spec.blocksDelete?.(w.trx, before);
          if (reason) throw conflict(reason);
          // biome-ignore lint/suspicious/noExplicitAny: see above
          await (w.trx as Kysely<any>).deleteFrom(table).where('id', '=', rowId).execute();
          if (spec.bumpsData && spec.storeOf) await bumpStoreData(w.trx, [spec.storeOf(before)]);
          return { id: rowId, before: strip(before), result: null };
        });
        return reply.code(204).send(null);
      },
    );
  }
}
