// Admin writes for users and user groups: create (POST /api/<entity>/), update (PUT /api/<entity>/:id
// with the row's `version`) and delete (DELETE /api/<entity>/:id?version=N). Each is validated, audited
// and optimistic: a stale version gets 409 with the current row. The flat grids are in grids.ts.
import {
  rowDeleteQuerySchema,
  rowIdParamsSchema,
  userCreateSchema,
  userGroupCreateSchema,
  userGroupSchema,
  userGroupUpdateSchema,
  userSchema,
  userUpdateSchema,
} from '@store-ops/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { deleteUser, insertUser, lockUser, updateUser } from '../../services/userAccounts';
import {
  deleteGroup,
  insertGroup,
  listGroups,
  lockGroup,
  memberCount,
  setGrants,
  updateGroup,
} from '../../services/userGroups';
import { endSessionsOf } from '../../services/users';
import { answers, noBody } from '../schemas';
import { auditedWriter, conflict, stale } from './writes';

/** An admin's own account: never deleted nor demoted by that admin. */
export const OWN_ADMIN_MESSAGE = 'You cannot remove your own administrator access.';

/** `1 member`, `4 members`. */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The password's hash, or 400 weak_password naming what is wrong with it. */
async function acceptedPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, 'weak_password', problem);
  return hashPassword(password);
}

const groupRow = async (db: Kysely<DB>, groupId: number) => {
  const row = (await listGroups(db, groupId))[0];
  if (!row) throw notFound('User group not found.');
  return row;
};

const byId = { params: rowIdParamsSchema };
const deleteSchema = { ...byId, querystring: rowDeleteQuerySchema, response: answers({ 204: noBody }) };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = auditedWriter(app.ctx);
  app.addHook('onRequest', requireAdmin);

  // ---- users ------------------------------------------------------------------------------------
  app.post(
    '/api/users/',
    { schema: { body: userCreateSchema, response: answers({ 201: userSchema }) } },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const passwordHash = await acceptedPassword(password);
      const row = await write(request, 'users', 'create', async ({ trx }) => {
        const row = await insertUser(trx, { ...fields, passwordHash });
        return { id: row.id, after: row, result: row };
      });
      return reply.code(201).send(row);
    },
  );

  app.put(
    '/api/users/:id',
    { schema: { ...byId, body: userUpdateSchema, response: answers({ 200: userSchema }) } },
    async (request) => {
      const { version, password, ...changes } = request.body;
      const passwordHash = password === undefined ? undefined : await acceptedPassword(password);
      return write(request, 'users', 'update', async ({ trx }) => {
        const current = await lockUser(trx, request.params.id);
        if (!current) throw notFound('User not found.');
        if (current.version !== version) throw stale(current);
        const me = request.auth?.originalUser?.id ?? request.auth?.user.id;
        if (current.id === me && current.admin && changes.admin === false) throw conflict(OWN_ADMIN_MESSAGE);
        const row = await updateUser(trx, current.id, version, changes, passwordHash);
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

  app.delete('/api/users/:id', { schema: deleteSchema }, async (request, reply) => {
    await write(request, 'users', 'delete', async ({ trx }) => {
      const current = await lockUser(trx, request.params.id);
      if (!current) throw notFound('User not found.');
      if (request.query.version !== undefined && current.version !== request.query.version)
        throw stale(current);
      const me = request.auth?.originalUser?.id ?? request.auth?.user.id;
      if (current.id === me || current.id === request.auth?.user.id) throw conflict(OWN_ADMIN_MESSAGE);
      await deleteUser(trx, current.id);
      return { id: current.id, before: current, result: null };
    });
    return reply.code(204).send(null);
  });

  // ---- user groups (with their company and store grants) -----------------------------------------
  app.post(
    '/api/usergroups/',
    { schema: { body: userGroupCreateSchema, response: answers({ 201: userGroupSchema }) } },
    async (request, reply) => {
      const { company_ids, store_ids, ...fields } = request.body;
      const row = await write(request, 'usergroups', 'create', async ({ trx }) => {
        const id = await insertGroup(trx, fields);
        await setGrants(trx, id, company_ids, store_ids);
        const row = await groupRow(trx, id);
        return { id, after: row, result: row };
      });
      return reply.code(201).send(row);
    },
  );

  app.put(
    '/api/usergroups/:id',
    { schema: { ...byId, body: userGroupUpdateSchema, response: answers({ 200: userGroupSchema }) } },
    async (request) => {
      const { version, company_ids, store_ids, ...fields } = request.body;
      return write(request, 'usergroups', 'update', async ({ trx }) => {
        const id = await lockGroup(trx, request.params.id);
        if (id === undefined) throw notFound('User group not found.');
        const current = await groupRow(trx, id);
        if (current.version !== version) throw stale(current);
        await updateGroup(trx, id, version, fields);
        await setGrants(trx, id, company_ids, store_ids);
        const row = await groupRow(trx, id);
        return { id, before: current, after: row, result: row };
      });
    },
  );

  app.delete('/api/usergroups/:id', { schema: deleteSchema }, async (request, reply) => {
    await write(request, 'usergroups', 'delete', async ({ trx }) => {
      const id = await lockGroup(trx, request.params.id);
      if (id === undefined) throw notFound('User group not found.');
      const current = await groupRow(trx, id);
      if (request.query.version !== undefined && current.version !== request.query.version)
        throw stale(current);
      const members = await memberCount(trx, id);
      if (members > 0) {
        throw conflict(
          `User group ${current.name} has ${count(members, 'member')}; remove their user assignments first.`,
        );
      }
      await deleteGroup(trx, id);
      return { id, before: current, result: null };
    });
    return reply.code(204).send(null);
  });
};
