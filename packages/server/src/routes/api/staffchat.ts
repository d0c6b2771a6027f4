// The staff chat's API: rooms, messages, read positions, members, receipts and the per-tab
// Server-Sent Events stream. The staff chat is for administrators: every route answers 403 to anyone
// else (while impersonating, the administrator who started it counts). What a user may see follows
// their store scope on the server (administrators: every room; while impersonating, the impersonated
// user's rooms). A room or message out of scope is 404, like one that does not exist.
//
// Chat messages are conversation, not changes to the business's records: posts, edits, deletions by
// their author and read positions are NOT written to the audit log (the messages table is their
// record). Two are: a post made while impersonating (it names both people), and an administrator's
// deletion of someone else's message.
import {
  rowIdParamsSchema,
  STAFFCHAT_LIMITS,
  STAFFCHAT_MESSAGES,
  staffChatMemberListSchema,
  staffChatMessageListSchema,
  staffChatMessageSchema,
  staffChatPostSchema,
  staffChatReadEventSchema,
  staffChatReadSchema,
  staffChatReceiptListSchema,
  staffChatRoomListSchema,
} from '@store-ops/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import type { Scope } from '../../services/scope';
import {
  admitWrite,
  findMessage,
  listMembers,
  listMessages,
  listReceipts,
  listRooms,
  markRead,
  publishEvent,
  readMessage,
  roomVisible,
  toWireMessage,
  visibleRoom,
} from '../../services/staffchat';
import type { StaffChatHub } from '../../services/staffchatHub';
import type { AppContext } from '../context';
import { answers } from '../schemas';

const MAX_ID = 2_147_483_647;
/** GET /api/staffchat/rooms/:id/messages?before=ID&limit=N */
export const staffChatPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(STAFFCHAT_LIMITS.maxPageSize).optional(),
});

/** The stream answers text/event-stream frames, not JSON (documented for the route table). */
const eventStreamSchema = z.string().describe('text/event-stream');

function userOf(request: FastifyRequest) {
  const user = request.auth?.user;
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  return user;
}

/**
 * A message body's refusal in the contract's own words ('A message can be at most 4000
 * characters.'), not the generic "Invalid body field msg: ..." (the composer shows it as it is).
 */
function checkMessageBody(request: FastifyRequest): void {
  const error = request.validationError as (FastifyError & { validationContext?: string }) | undefined;
  if (!error) return;
  const first = error.validation?.[0];
  if (error.validationContext === 'body' && first?.instancePath === '/msg' && first.message)
    throw badRequest(first.message);
  if (error.validationContext === 'body') throw badRequest(STAFFCHAT_MESSAGES.empty);
  throw error;
}

export function registerStaffChatRoutes(app: FastifyInstance, ctx: AppContext, hub: StaffChatHub): void {
  const { db, clock } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { onRequest: requireAdmin };

  r.get(
    '/api/staffchat/rooms',
    { ...user, schema: { response: answers({ 200: staffChatRoomListSchema }) } },
    async (request) => listRooms(db, await ctx.scopeOf(request), userOf(request).id),
  );

  r.get(
    '/api/staffchat/rooms/:id/messages',
    {
      ...user,
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

  r.post(
    '/api/staffchat/rooms/:id/messages',
    {
      ...user,
      attachValidation: true,
      schema: {
        params: rowIdParamsSchema,
        body: staffChatPostSchema,
        response: answers({ 201: staffChatMessageSchema }),
      },
    },
    async (request, reply) => {
      checkMessageBody(request);
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
        const { id } = await trx
          .insertInto('staffchat_messages')
          .values({
            room_id: room.id,
            user_id: me.id,
            msg: request.body.msg,
            created_at: now,
            posted_by: real?.id ?? null,
            impersonated: real !== null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
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
        throw new HttpError(429, 'rate_limited', STAFFCHAT_MESSAGES.rateLimited);
      }
      return reply.code(201).send(outcome.message);
    },
  );

  /**
   * A message in the user's rooms, locked: 404 when out of scope, missing or deleted. (The scope is
   * read before the transaction: the embedded database is one connection.)
   */
  const visibleMessage = async (scope: Scope, trx: typeof db, id: number) => {
    const found = await findMessage(trx, id, true);
    if (!found || !roomVisible(scope, found.room) || found.message.deleted)
      throw notFound(STAFFCHAT_MESSAGES.messageNotFound);
    return found;
  };
  /** The author's own message (403 for others' messages). */
  const ownMessage = async (request: FastifyRequest, scope: Scope, trx: typeof db, id: number) => {
    const { message } = await visibleMessage(scope, trx, id);
    if (message.user_id !== userOf(request).id) throw forbidden(STAFFCHAT_MESSAGES.notAuthor);
    return message;
  };

  r.patch(
    '/api/staffchat/messages/:id',
    {
      ...user,
      attachValidation: true,
      schema: {
        params: rowIdParamsSchema,
        body: staffChatPostSchema,
        response: answers({ 200: staffChatMessageSchema }),
      },
    },
    async (request, reply) => {
      checkMessageBody(request);
      const scope = await ctx.scopeOf(request);
      const me = userOf(request);
      const now = clock();
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await ownMessage(request, scope, trx, request.params.id);
        // An edit is a write like a post: the same per-minute count.
        const admission = await admitWrite(trx, me.id, now, ctx.config.staffChatRatePerMinute);
        if (!admission.ok) return admission;
        await trx.insertInto('staffchat_edits').values({ user_id: me.id, at: now }).execute();
        await trx
          .updateTable('staffchat_messages')
          .set({ msg: request.body.msg, edited_at: now })
          .where('id', '=', current.id)
          .execute();
        const message = await readMessage(trx, current.id);
        await publishEvent(trx, 'edit', message.room_id, toWireMessage(message), now);
        return { ok: true as const, message };
      });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfter));
        throw new HttpError(429, 'rate_limited', STAFFCHAT_MESSAGES.rateLimited);
      }
      return outcome.message;
    },
  );

  r.delete(
    '/api/staffchat/messages/:id',
    {
      ...user,
      schema: { params: rowIdParamsSchema, response: answers({ 200: staffChatMessageSchema }) },
    },
    async (request) => {
      const scope = await ctx.scopeOf(request);
      const me = userOf(request);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        // The author deletes their own; an administrator (every caller here) anyone's in their rooms.
        const { message: current, room } = await visibleMessage(scope, trx, request.params.id);
        const byAdmin = current.user_id !== me.id;
        // The text goes (it keeps its place as "Message deleted", or "Deleted by an administrator").
        await trx
          .updateTable('staffchat_messages')
          .set({ msg: '', deleted: true, deleted_by_admin: byAdmin })
          .where('id', '=', current.id)
          .execute();
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

  r.post(
    '/api/staffchat/rooms/:id/read',
    {
      ...user,
      schema: {
        params: rowIdParamsSchema,
        body: staffChatReadSchema,
        response: answers({ 200: staffChatReadEventSchema }),
      },
    },
    async (request) => {
      const me = userOf(request);
      const room = await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return db.transaction().execute(async (trx) => {
        const position = await markRead(trx, room.id, me.id, request.body.last_id);
        const read = { room_id: room.id, user_id: me.id, last_id: position.lastId };
        if (position.moved) await publishEvent(trx, 'read', room.id, read, clock());
        return read;
      });
    },
  );

  r.get(
    '/api/staffchat/rooms/:id/members',
    { ...user, schema: { params: rowIdParamsSchema, response: answers({ 200: staffChatMemberListSchema }) } },
    async (request) => {
      await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return listMembers(db, clock(), hub.presenceTtlMs);
    },
  );

  r.get(
    '/api/staffchat/rooms/:id/receipts',
    {
      ...user,
      schema: { params: rowIdParamsSchema, response: answers({ 200: staffChatReceiptListSchema }) },
    },
    async (request) => {
      const room = await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return listReceipts(db, room);
    },
  );

  r.get(
    '/api/staffchat/stream',
    // No HEAD twin: it would hold a connection open with nothing to say.
    { ...user, exposeHeadRoute: false, schema: { response: answers({ 200: eventStreamSchema }) } },
    async (request, reply) => {
      const me = userOf(request);
      const scope = await ctx.scopeOf(request);
      // The listener up before the answer is taken over (a failure here is an ordinary error answer).
      await hub.start();
      // At most so many streams per session, counted across processes; presence is the real user's
      // (an administrator impersonating someone is the one online).
      const sessionId = request.auth?.sessionId ?? '';
      const streamId = await hub.admit({ sessionId, userId: (request.auth?.originalUser ?? me).id });
      if (streamId === null) throw new HttpError(429, 'too_many_streams', STAFFCHAT_MESSAGES.tooManyStreams);
      // The browser's own reconnects send `Last-Event-ID`; a stream the client reopens itself (a new
      // EventSource cannot set that header) names it as `?last_event_id=`. The header, when sent, is
      // the newer of the two.
      const header = request.headers['last-event-id'];
      const query = (request.query as Record<string, unknown> | undefined)?.last_event_id;
      const raw =
        (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
      const lastEventId = raw !== undefined && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
      // The response is written by the hub from here on (Fastify neither serialises nor ends it); the
      // headers the hooks set so far (security headers) go with it.
      reply.hijack();
      await hub.open({
        res: reply.raw,
        streamId,
        userId: me.id,
        sessionId,
        scope,
        lastEventId,
        headers: reply.getHeaders(),
      });
    },
  );
}
