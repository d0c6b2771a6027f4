// Admin writes for the flat grids (users2groups, companies, stores, employees, hours): create (POST
// /api/<grid>/), update (PUT /api/<grid>/:id with the row's `version`) and delete (DELETE
// /api/<grid>/:id?version=N). Each is validated, scoped, audited and optimistic: a stale version gets
// 409 with the current row; a delete that would orphan rows gets 409.
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
  userToGroupCreateSchema,
  userToGroupSchema,
  userToGroupUpdateSchema,
} from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import type { DB } from '../../db/types';
import { forbidden, HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import {
  bumpStoreData,
  deleteRow,
  type GridRow,
  type GridTable,
  insertRow,
  lockRow,
  referencesTo,
  storeCompany,
  updateRow,
} from '../../services/gridRows';
import { refreshEmployeeRollups } from '../../services/rollups';
import { inScopeCompany, inScopeStore } from '../../services/scope';
import { answers, noBody } from '../schemas';
import { count } from './admin';
import { auditedWriter, conflict, stale, type WriteContext } from './writes';

function checkHours(row: GridRow) {
  if (row.closed) {
    if (row.open_time !== null || row.close_time !== null) {
      throw new HttpError(400, 'bad_request', 'A closed day has no opening or closing time.');
    }
    return;
  }
  if (row.open_time === null || row.close_time === null) {
    throw new HttpError(400, 'bad_request', 'An open day needs an opening and a closing time.');
  }
  if ((row.open_time as string) >= (row.close_time as string))
    throw new HttpError(400, 'bad_request', 'Opening time must be before closing time.');
}

interface Grid {
  path: string;
  table: GridTable;
  label: string;
  create: ZodType<GridRow>;
  update: ZodType<GridRow & { version: number }>;
  /** The row as answered (the read schema of the list). */
  row: ZodType;
  /** The store a row belongs to, for scope checks and data_version bumps. */
  storeOf?: (row: GridRow) => number;
  companyOf?: (row: GridRow) => number;
  validate?: (row: GridRow) => void;
  bumpsData?: boolean;
  /** After an update, in its transaction (the rows as changed, before and after). */
  afterUpdate?: (trx: Kysely<DB>, before: GridRow, after: GridRow) => Promise<unknown>;
  /** Refuses a delete that would orphan rows: a reason, or null. */
  blocksDelete?: (trx: Kysely<DB>, row: GridRow) => Promise<string | null>;
}

/** Refuses deleting a row that `table` still points at through `column`: "<Label> <name> has N <noun>s; …". */
const whileItHas =
  (
    label: string,
    table: Parameters<typeof referencesTo>[1],
    column: Parameters<typeof referencesTo>[2],
    noun: string,
  ): NonNullable<Grid['blocksDelete']> =>
  async (trx, row) => {
    const children = await referencesTo(trx, table, column, row.id as number);
    return children > 0
      ? `${label} ${row.name} has ${count(children, noun)}; move or delete them first.`
      : null;
  };

const GRIDS: Grid[] = [
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
    blocksDelete: whileItHas('Company', 'stores', 'company_id', 'store'),
  },
  {
    path: 'stores',
    table: 'stores',
    label: 'Store',
    create: storeCreateSchema,
    update: storeUpdateSchema,
    row: storeSchema,
    storeOf: (row) => row.id as number,
    blocksDelete: whileItHas('Store', 'employees', 'store_id', 'employee'),
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
      const shifts = await referencesTo(trx, 'shifts', 'employee_id', employee.id as number);
      const punches = await referencesTo(trx, 'timepunches', 'employee_id', employee.id as number);
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
    validate: checkHours,
  },
];

const deleteSchema = {
  params: rowIdParamsSchema,
  querystring: rowDeleteQuerySchema,
  response: answers({ 204: noBody }),
};

/** The row without its store-day cache counter. */
const strip = ({ data_version: _dv, ...rest }: GridRow) => rest;

export const gridRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = auditedWriter(app.ctx);
  app.addHook('onRequest', requireAdmin);

  for (const grid of GRIDS) {
    const { table, path: entity } = grid;
    /** The row's store and company are the writer's to change; its fields hold together. */
    const check = async ({ trx, scope }: WriteContext, row: GridRow) => {
      if (grid.storeOf) {
        const storeId = grid.storeOf(row);
        if (!(await storeCompany(trx, storeId)))
          throw new HttpError(400, 'bad_request', `Store ${storeId} does not exist.`);
        if (!inScopeStore(scope, storeId)) throw forbidden('This store is outside your access.');
      }
      const companyId = table === 'stores' ? (row.company_id as number) : grid.companyOf?.(row);
      if (companyId !== undefined && !inScopeCompany(scope, companyId))
        throw forbidden('This company is outside your access.');
      grid.validate?.(row);
    };
    const bump = async (trx: Kysely<DB>, ...rows: GridRow[]) => {
      if (grid.bumpsData && grid.storeOf) await bumpStoreData(trx, [...new Set(rows.map(grid.storeOf))]);
    };

    app.post(
      `/api/${grid.path}/`,
      { schema: { body: grid.create, response: answers({ 201: grid.row }) } },
      async (request, reply) => {
        const values = request.body;
        const row = await write(request, entity, 'create', async (w) => {
          // New stores and companies widen what exists: only an admin whose own scope is everything.
          if (table === 'stores' || table === 'companies') {
            if (!w.scope.all)
              throw forbidden('Only an administrator who sees every store can add stores or companies.');
          } else {
            await check(w, values);
          }
          const row = await insertRow(w.trx, table, values);
          await bump(w.trx, row);
          return { id: row.id as number, after: strip(row), result: strip(row) };
        });
        return reply.code(201).send(row);
      },
    );

    app.put(
      `/api/${grid.path}/:id`,
      { schema: { params: rowIdParamsSchema, body: grid.update, response: answers({ 200: grid.row }) } },
      async (request) => {
        const { version, ...changes } = request.body;
        const rowId = request.params.id;
        return write(request, entity, 'update', async (w) => {
          const before = await lockRow(w.trx, table, rowId);
          if (!before) throw notFound(`${grid.label} not found.`);
          await check(w, before);
          if (before.version !== version) throw stale(strip(before));
          await check(w, { ...before, ...changes });
          const row = await updateRow(w.trx, table, rowId, version, changes);
          if (!row) throw stale(strip(before));
          await grid.afterUpdate?.(w.trx, before, row);
          await bump(w.trx, before, row);
          return { id: rowId, before: strip(before), after: strip(row), result: strip(row) };
        });
      },
    );

    app.delete(`/api/${grid.path}/:id`, { schema: deleteSchema }, async (request, reply) => {
      const rowId = request.params.id;
      const expected = request.query.version;
      await write(request, entity, 'delete', async (w) => {
        const before = await lockRow(w.trx, table, rowId);
        if (!before) throw notFound(`${grid.label} not found.`);
        await check(w, before);
        if (expected !== undefined && before.version !== expected) throw stale(strip(before));
        const reason = await grid.blocksDelete?.(w.trx, before);
        if (reason) throw conflict(reason);
        await deleteRow(w.trx, table, rowId);
        await bump(w.trx, before);
        return { id: rowId, before: strip(before), result: null };
      });
      return reply.code(204).send(null);
    });
  }
};
