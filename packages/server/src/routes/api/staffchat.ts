// The staff chat's API (issue 17): rooms, messages, read positions, members, receipts and the per-tab
// Server-Sent Events stream. Every route needs a session; what a user may see follows their store
// scope on the server (admins: every room; others: Announcements, the company rooms of the companies
// in their scope and the store rooms of their stores). A room or message out of scope is 404, like
// one that does not exist. While impersonating, the user is the impersonated one (as for the data).
//
// Chat messages are conversation, not changes to the business's records: posts, edits, deletions by
// their author and read positions are NOT written to the audit log (the messages table is their record).
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
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import type { Scope } from '../../services/scope';
import {
  admitMessage,
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
  const user = { onRequest: requireUser };

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
      const outcome = await db.transaction().execute(async (trx) => {
        const admission = await admitMessage(trx, me.id, now, ctx.config.staffChatRatePerMinute);
        if (!admission.ok) return admission;
        const { id } = await trx
          .insertInto('staffchat_messages')
          .values({ room_id: room.id, user_id: me.id, msg: request.body.msg, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const message = await readMessage(trx, id);
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
   * The author's own message, locked: 404 when out of scope, missing or deleted; 403 for others. (The
   * scope is read before the transaction: the embedded database is one connection.)
   */
  const ownMessage = async (request: FastifyRequest, scope: Scope, trx: typeof db, id: number) => {
    const found = await findMessage(trx, id, true);
    if (!found || !roomVisible(scope, found.room) || found.message.deleted)
      throw notFound(STAFFCHAT_MESSAGES.messageNotFound);
    if (found.message.user_id !== userOf(request).id) throw forbidden(STAFFCHAT_MESSAGES.notAuthor);
    return found.message;
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
    async (request) => {
      checkMessageBody(request);
      const scope = await ctx.scopeOf(request);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const current = await ownMessage(request, scope, trx, request.params.id);
        await trx
          .updateTable('staffchat_messages')
          .set({ msg: request.body.msg, edited_at: now })
          .where('id', '=', current.id)
          .execute();
        const message = await readMessage(trx, current.id);
        await publishEvent(trx, 'edit', message.room_id, toWireMessage(message), now);
        return message;
      });
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
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const current = await ownMessage(request, scope, trx, request.params.id);
        // The text goes (it keeps its place as "Message deleted"); not audited, see above.
        await trx
          .updateTable('staffchat_messages')
          .set({ msg: '', deleted: true })
          .where('id', '=', current.id)
          .execute();
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
      const room = await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return listMembers(db, room, clock(), hub.presenceTtlMs);
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
        userId: me.id,
        sessionId: request.auth?.sessionId ?? '',
        scope,
        lastEventId,
        headers: reply.getHeaders(),
      });
    },
  );
}
