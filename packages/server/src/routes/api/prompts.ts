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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import {
  countUse,
  deletePrompt,
  findVisiblePrompt,
  groupExists,
  insertPrompt,
  listPrompts,
  promptVersions,
  updatePrompt,
  type Viewer,
} from '../../services/prompts';
import { answers, noBody } from '../schemas';
import { auditedWriter, stale } from './writes';

export const PROMPT_MESSAGES = {
  notFound: 'Prompt not found.',
  shareAdminOnly: 'Only administrators can share prompts.',
  sharedReadOnly: 'Only administrators can change a shared prompt.',
  groupNeedsShared: 'A prompt for a group must be shared.',
  unknownGroup: 'That user group does not exist.',
} as const;

function viewerOf(request: FastifyRequest): Viewer {
  const user = request.auth?.user;
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  return { id: user.id, admin: user.admin };
}

/** A prompt the viewer may see, or 404. */
async function visiblePrompt(db: Kysely<DB>, viewer: Viewer, id: number, lock = false): Promise<Prompt> {
  const prompt = await findVisiblePrompt(db, viewer, id, lock);
  if (!prompt) throw notFound(PROMPT_MESSAGES.notFound);
  return prompt;
}

/** Who may change or delete a prompt they can see: its owner while personal, admins while shared. */
const mayChange = (viewer: Viewer, prompt: Prompt) => !prompt.shared || viewer.admin;

function assertMayChange(viewer: Viewer, prompt: Prompt) {
  if (!mayChange(viewer, prompt)) throw forbidden(PROMPT_MESSAGES.sharedReadOnly);
}

/** The sharing a write asks for is allowed and consistent. */
async function checkSharing(db: Kysely<DB>, viewer: Viewer, shared: boolean, groupId: number | null) {
  if (shared && !viewer.admin) throw forbidden(PROMPT_MESSAGES.shareAdminOnly);
  if (groupId !== null && !shared) throw badRequest(PROMPT_MESSAGES.groupNeedsShared);
  if (groupId !== null && !(await groupExists(db, groupId))) throw badRequest(PROMPT_MESSAGES.unknownGroup);
}

const byId = { params: rowIdParamsSchema };

export const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const write = auditedWriter(app.ctx);
  app.addHook('onRequest', requireUser);

  app.get('/api/prompts/', { schema: { response: answers({ 200: promptListSchema }) } }, (request) =>
    listPrompts(db, viewerOf(request)),
  );

  app.post(
    '/api/prompts/',
    { schema: { body: promptCreateSchema, response: answers({ 201: promptSchema }) } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = request.body;
      await checkSharing(db, viewer, body.shared, body.group_id);
      const prompt = await write(request, 'prompts', 'create', async ({ trx }) => {
        const prompt = await insertPrompt(trx, viewer, body, clock());
        return { id: prompt.id, after: prompt, result: prompt };
      });
      return reply.code(201).send(prompt);
    },
  );

  app.put(
    '/api/prompts/:id',
    { schema: { ...byId, body: promptUpdateSchema, response: answers({ 200: promptSchema }) } },
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
        const changed = { ...changes, shared, group_id: groupId };
        const prompt = await updatePrompt(trx, viewer, current.id, version, changed, clock());
        if (!prompt) throw stale(current);
        return { id: prompt.id, before: current, after: prompt, result: prompt };
      });
    },
  );

  app.delete(
    '/api/prompts/:id',
    { schema: { ...byId, querystring: rowDeleteQuerySchema, response: answers({ 204: noBody }) } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await write(request, 'prompts', 'delete', async ({ trx }) => {
        const current = await visiblePrompt(trx, viewer, request.params.id, true);
        assertMayChange(viewer, current);
        if (request.query.version !== undefined && current.version !== request.query.version)
          throw stale(current);
        await deletePrompt(trx, current.id);
        return { id: current.id, before: current, result: null };
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/prompts/:id/versions',
    { schema: { ...byId, response: answers({ 200: promptVersionListSchema }) } },
    async (request) => {
      const viewer = viewerOf(request);
      const prompt = await visiblePrompt(db, viewer, request.params.id);
      if (!mayChange(viewer, prompt)) throw notFound(PROMPT_MESSAGES.notFound);
      return promptVersions(db, prompt.id);
    },
  );

  // A use is a count, not a change: no audit entry.
  app.post(
    '/api/prompts/:id/use',
    { schema: { ...byId, response: answers({ 200: promptSchema }) } },
    async (request) => countUse(db, (await visiblePrompt(db, viewerOf(request), request.params.id)).id),
  );
};
