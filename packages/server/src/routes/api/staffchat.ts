// The staff chat's API: rooms and messages (read positions, members, receipts and the per-tab
// Server-Sent Events stream: staffchatStream.ts). The staff chat is for administrators: every route
// answers 403 to anyone else (while impersonating, the administrator who started it counts). What a
// user may see follows their store scope on the server (administrators: every room; while
// impersonating, the impersonated user's rooms). A room or message out of scope is 404, like one that
// does not exist.
//
// Chat messages are conversation, not changes to the business's records: posts, edits, deletions by
// their author and read positions are NOT written to the audit log (the messages table is their
// record). Two are: a post made while impersonating (it names both people), and an administrator's
// deletion of someone else's message.
import {
  rowIdParamsSchema,
  STAFFCHAT_LIMITS,
  STAFFCHAT_MESSAGES,
  staffChatMessageListSchema,
  staffChatMessageSchema,
  staffChatPostSchema,
  staffChatRoomListSchema,
} from '@store-ops/domain';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { audit } from '../../audit';
import type { DB } from '../../db/types';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import type { Scope } from '../../services/scope';
import { listRooms, publishEvent, roomVisible, visibleRoom } from '../../services/staffchat';
import {
  admitWrite,
  deleteMessage,
  editMessage,
  findMessage,
  insertMessage,
  listMessages,
  readMessage,
  toWireMessage,
} from '../../services/staffchatMessages';
import { answers } from '../schemas';

const MAX_ID = 2_147_483_647;
/** GET /api/staffchat/rooms/:id/messages?before=ID&limit=N */
const staffChatPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(STAFFCHAT_LIMITS.maxPageSize).optional(),
});

/** The signed-in (or impersonated) user, or 401. */
export function userOf(request: FastifyRequest) {
  const user = request.auth?.user;
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  return user;
}

/**
 * A message body's refusal in the contract's own words ('A message can be at most 4000
 * characters.'), not the generic "Invalid body field msg: ..." (the composer shows it as it is).
 * Other parts' refusals stay the generic ones (the error handler words them from `validation`).
 */
function messageBodyError(errors: FastifySchemaValidationError[], where: string): Error {
  if (where !== 'body') return new Error('Invalid request.');
  const first = errors[0];
  return badRequest(
    first?.instancePath === '/msg' && first.message ? first.message : STAFFCHAT_MESSAGES.empty,
  );
}
const messageBody = { schemaErrorFormatter: messageBodyError };

const tooFast = () => new HttpError(429, 'rate_limited', STAFFCHAT_MESSAGES.rateLimited);

export const staffChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db, clock } = ctx;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/staffchat/rooms',
    { schema: { response: answers({ 200: staffChatRoomListSchema }) } },
    async (request) => listRooms(db, await ctx.scopeOf(request), userOf(request).id),
  );

  app.get(
    '/api/staffchat/rooms/:id/messages',
    {
      schema: {
        params: rowIdParamsSchema,
        querystring: staffChatPageQuerySchema,
        response: answers({ 200: staffChatMessageListSchema }),
      },
    },
    async (request) => {
      const room = await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return listMessages(db, room.id, request.query);
    },
  );

  app.post(
    '/api/staffchat/rooms/:id/messages',
    {
      ...messageBody,
      schema: {
        params: rowIdParamsSchema,
        body: staffChatPostSchema,
        response: answers({ 201: staffChatMessageSchema }),
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      const room = await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      if (room.kind === 'announcements' && !me.admin)
        throw forbidden(STAFFCHAT_MESSAGES.announcementsAdminsOnly);
      const now = clock();
      // While impersonating, the post is the impersonated user's and names the administrator too.
      const real = request.auth?.originalUser ?? null;
      const outcome = await db.transaction().execute(async (trx) => {
        const admission = await admitWrite(trx, me.id, now, ctx.config.staffChatRatePerMinute);
        if (!admission.ok) return admission;
        const id = await insertMessage(trx, {
          roomId: room.id,
          userId: me.id,
          msg: request.body.msg,
          at: now,
          postedBy: real?.id ?? null,
        });
        const message = await readMessage(trx, id);
        if (real)
          await audit(trx, {
            at: now,
            action: 'create',
            actorUserId: real.id,
            asUserId: me.id,
            entity: 'staffchat_messages',
            entityId: id,
            // Where, not what: the text stays in the chat (and goes when it is edited or deleted).
            after: { room_id: room.id, room: room.name },
            ip: request.ip,
            detail: `staff chat post in ${room.name} while impersonating`,
          });
        await publishEvent(trx, 'message', room.id, toWireMessage(message), now);
        return { ok: true as const, message };
      });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfter));
        throw tooFast();
      }
      return reply.code(201).send(outcome.message);
    },
  );

  /**
   * A message in the user's rooms, locked: 404 when out of scope, missing or deleted. (The scope is
   * read before the transaction: the embedded database is one connection.)
   */
  const visibleMessage = async (scope: Scope, trx: Kysely<DB>, id: number) => {
    const found = await findMessage(trx, id, true);
    if (!found || !roomVisible(scope, found.room) || found.message.deleted)
      throw notFound(STAFFCHAT_MESSAGES.messageNotFound);
    return found;
  };

  app.patch(
    '/api/staffchat/messages/:id',
    {
      ...messageBody,
      schema: {
        params: rowIdParamsSchema,
        body: staffChatPostSchema,
        response: answers({ 200: staffChatMessageSchema }),
      },
    },
    async (request, reply) => {
      const scope = await ctx.scopeOf(request);
      const me = userOf(request);
      const now = clock();
      const outcome = await db.transaction().execute(async (trx) => {
        const { message: current } = await visibleMessage(scope, trx, request.params.id);
        // The author's own message only (403 for others' messages).
        if (current.user_id !== me.id) throw forbidden(STAFFCHAT_MESSAGES.notAuthor);
        // An edit is a write like a post: the same per-minute count.
        const admission = await admitWrite(trx, me.id, now, ctx.config.staffChatRatePerMinute);
        if (!admission.ok) return admission;
        await editMessage(trx, current.id, me.id, request.body.msg, now);
        const message = await readMessage(trx, current.id);
        await publishEvent(trx, 'edit', message.room_id, toWireMessage(message), now);
        return { ok: true as const, message };
      });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfter));
        throw tooFast();
      }
      return outcome.message;
    },
  );

  app.delete(
    '/api/staffchat/messages/:id',
    { schema: { params: rowIdParamsSchema, response: answers({ 200: staffChatMessageSchema }) } },
    async (request) => {
      const scope = await ctx.scopeOf(request);
      const me = userOf(request);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        // The author deletes their own; an administrator (every caller here) anyone's in their rooms.
        const { message: current, room } = await visibleMessage(scope, trx, request.params.id);
        const byAdmin = current.user_id !== me.id;
        await deleteMessage(trx, current.id, byAdmin);
        if (byAdmin) {
          const real = request.auth?.originalUser ?? me;
          await audit(trx, {
            at: now,
            action: 'delete',
            actorUserId: real.id,
            asUserId: real.id === me.id ? null : me.id,
            targetUserId: current.user_id,
            entity: 'staffchat_messages',
            entityId: current.id,
            before: { room_id: current.room_id, room: room.name, author: current.author },
            ip: request.ip,
            detail: `staff chat message by ${current.author} deleted by an administrator`,
          });
        }
        const message = await readMessage(trx, current.id);
        await publishEvent(trx, 'delete', message.room_id, toWireMessage(message), now);
        return message;
      });
    },
  );
};
