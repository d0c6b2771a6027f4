// The prompt library. Everyone signed in has their own prompts; admins also share prompts
// with everyone or with one user group. Who "the user" is: the signed-in user, or the impersonated
// one (an admin impersonating sees that user's library, as with the data scope). A prompt the user
// may not see is 404 (never a hint that it exists); a shared one a regular user may see but not
// change is 403. Every save is a new version; a stale version is 409 with the current prompt. A
// prompt's history (its earlier sharing and text, who saved them) is for those who may change it
// now; to anyone else it is 404, as a prompt they cannot see.
import {
  type Prompt,
  promptCreateSchema,
  promptListSchema,
  promptSchema,
  promptUpdateSchema,
  promptVersionListSchema,
  rowDeleteQuerySchema,
  rowIdParamsSchema,
} from '@store-ops/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import type { AppContext } from '../context';
import { answers, noBody } from '../schemas';
import { auditedWriter, stale } from './writes';

export const PROMPT_MESSAGES = {
  notFound: 'Prompt not found.',
  shareAdminOnly: 'Only administrators can share prompts.',
  sharedReadOnly: 'Only administrators can change a shared prompt.',
  groupNeedsShared: 'A prompt for a group must be shared.',
  unknownGroup: 'That user group does not exist.',
} as const;

const COLUMNS = [
  'id',
  'title',
  'category',
  'body',
  'shared',
  'group_id',
  'owner_id',
  'version',
  'uses',
  'updated_at',
] as const;

interface Viewer {
  id: number;
  admin: boolean;
}

function viewerOf(request: FastifyRequest): Viewer {
  const user = request.auth?.user;
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  return { id: user.id, admin: user.admin };
}

/** The prompts a viewer may see: their own personal ones, and shared ones for everyone or their groups (admins: all shared). */
function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'prompts'>): Expression<SqlBool> =>
    eb.or([
      eb.and([eb('prompts.shared', '=', false), eb('prompts.owner_id', '=', viewer.id)]),
      eb.and([
        eb('prompts.shared', '=', true),
        viewer.admin
          ? eb.lit(true)
          : eb.or([
              eb('prompts.group_id', 'is', null),
              eb(
                'prompts.group_id',
                'in',
                eb.selectFrom('users_to_groups').select('group_id').where('user_id', '=', viewer.id),
              ),
            ]),
      ]),
    ]);
}

const toPrompt = (row: Omit<Prompt, 'updated_at'> & { updated_at: Date | string }): Prompt => ({
  ...row,
  updated_at: new Date(row.updated_at),
});

async function visiblePrompt(db: Kysely<DB>, viewer: Viewer, id: number, lock = false): Promise<Prompt> {
  let query = db.selectFrom('prompts').select(COLUMNS).where('prompts.id', '=', id).where(visibleTo(viewer));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(PROMPT_MESSAGES.notFound);
  return toPrompt(row);
}

/** Who may change or delete a prompt they can see: its owner while personal, admins while shared. */
const mayChange = (viewer: Viewer, prompt: Prompt) => !prompt.shared || viewer.admin;

function assertMayChange(viewer: Viewer, prompt: Prompt) {
  if (!mayChange(viewer, prompt)) throw forbidden(PROMPT_MESSAGES.sharedReadOnly);
}

/** The sharing a write asks for is allowed and consistent; answers the stored shared/group_id. */
async function checkSharing(
  db: Kysely<DB>,
  viewer: Viewer,
  shared: boolean,
  groupId: number | null,
): Promise<void> {
  if (shared && !viewer.admin) throw forbidden(PROMPT_MESSAGES.shareAdminOnly);
  if (groupId !== null && !shared) throw badRequest(PROMPT_MESSAGES.groupNeedsShared);
  if (groupId !== null) {
    const group = await db
      .selectFrom('user_groups')
      .select('id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw badRequest(PROMPT_MESSAGES.unknownGroup);
  }
}

export function registerPromptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = auditedWriter(ctx);
  const user = { onRequest: requireUser };

  const saveVersion = (trx: Kysely<DB>, prompt: Prompt, changedBy: number) =>
    trx
      .insertInto('prompt_versions')
      .values({
        prompt_id: prompt.id,
        version: prompt.version,
        title: prompt.title,
        category: prompt.category,
        body: prompt.body,
        shared: prompt.shared,
        group_id: prompt.group_id,
        changed_by: changedBy,
        changed_at: prompt.updated_at,
      })
      .execute();

  r.get(
    '/api/prompts/',
    { ...user, schema: { response: answers({ 200: promptListSchema }) } },
    async (request) => {
      const rows = await db
        .selectFrom('prompts')
        .select(COLUMNS)
        .where(visibleTo(viewerOf(request)))
        .orderBy('category')
        .orderBy('title')
        .orderBy('id')
        .execute();
      return rows.map(toPrompt);
    },
  );

  r.post(
    '/api/prompts/',
    { ...user, schema: { body: promptCreateSchema, response: answers({ 201: promptSchema }) } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = request.body;
      await checkSharing(db, viewer, body.shared, body.group_id);
      const prompt = await write(request, 'prompts', 'create', async ({ trx }) => {
        const row = await trx
          .insertInto('prompts')
          .values({ ...body, owner_id: viewer.id, updated_at: clock() })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        const prompt = toPrompt(row);
        await saveVersion(trx, prompt, viewer.id);
        return { id: prompt.id, after: prompt, result: prompt };
      });
      return reply.code(201).send(prompt);
    },
  );

  r.put(
    '/api/prompts/:id',
    {
      ...user,
      schema: {
        params: rowIdParamsSchema,
        body: promptUpdateSchema,
        response: answers({ 200: promptSchema }),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { version, ...changes } = request.body;
      return write(request, 'prompts', 'update', async ({ trx }) => {
        const current = await visiblePrompt(trx, viewer, request.params.id, true);
        assertMayChange(viewer, current);
        const shared = changes.shared ?? current.shared;
        // Unsharing a group prompt makes it personal again: no group.
        const groupId = shared
          ? changes.group_id === undefined
            ? current.group_id
            : changes.group_id
          : null;
        if (changes.group_id != null && !shared) throw badRequest(PROMPT_MESSAGES.groupNeedsShared);
        await checkSharing(trx, viewer, shared, groupId);
        if (current.version !== version) throw stale(current);
        const row = await trx
          .updateTable('prompts')
          .set((eb) => ({
            ...changes,
            shared,
            group_id: groupId,
            version: eb('version', '+', 1),
            updated_at: clock(),
          }))
          .where('id', '=', current.id)
          .where('version', '=', version)
          .returning(COLUMNS)
          .executeTakeFirst();
        if (!row) throw stale(current);
        const prompt = toPrompt(row);
        await saveVersion(trx, prompt, viewer.id);
        return { id: prompt.id, before: current, after: prompt, result: prompt };
      });
    },
  );

  r.delete(
    '/api/prompts/:id',
    {
      ...user,
      schema: {
        params: rowIdParamsSchema,
        querystring: rowDeleteQuerySchema,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await write(request, 'prompts', 'delete', async ({ trx }) => {
        const current = await visiblePrompt(trx, viewer, request.params.id, true);
        assertMayChange(viewer, current);
        if (request.query.version !== undefined && current.version !== request.query.version)
          throw stale(current);
        await trx.deleteFrom('prompts').where('id', '=', current.id).execute();
        return { id: current.id, before: current, result: null };
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/prompts/:id/versions',
    { ...user, schema: { params: rowIdParamsSchema, response: answers({ 200: promptVersionListSchema }) } },
    async (request) => {
      const viewer = viewerOf(request);
      const prompt = await visiblePrompt(db, viewer, request.params.id);
      if (!mayChange(viewer, prompt)) throw notFound(PROMPT_MESSAGES.notFound);
      const rows = await db
        .selectFrom('prompt_versions as v')
        .leftJoin('users as u', 'u.id', 'v.changed_by')
        .select([
          'v.version',
          'v.title',
          'v.category',
          'v.body',
          'v.shared',
          'v.group_id',
          'v.changed_by',
          'u.email as changed_by_email',
          'v.changed_at',
        ])
        .where('v.prompt_id', '=', prompt.id)
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, changed_at: new Date(row.changed_at) }));
    },
  );

  r.post(
    '/api/prompts/:id/use',
    { ...user, schema: { params: rowIdParamsSchema, response: answers({ 200: promptSchema }) } },
    async (request) => {
      const prompt = await visiblePrompt(db, viewerOf(request), request.params.id);
      // A use is a count, not a change: no new version, no audit entry, the version stays.
      const row = await db
        .updateTable('prompts')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('id', '=', prompt.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toPrompt(row);
    },
  );
}
