// The staff chat's live parts: read positions, members (who is online), read receipts and the per-tab
// Server-Sent Events stream, for administrators (every route answers 403 to anyone else).
import {
  rowIdParamsSchema,
  STAFFCHAT_MESSAGES,
  staffChatMemberListSchema,
  staffChatReadEventSchema,
  staffChatReadSchema,
  staffChatReceiptListSchema,
} from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { publishEvent, visibleRoom } from '../../services/staffchat';
import type { StaffChatHub } from '../../services/staffchatHub';
import { listMembers, listReceipts, markRead } from '../../services/staffchatReads';
import { answers } from '../schemas';
import { userOf } from './staffchat';

/** GET /api/staffchat/stream?last_event_id=N (anything else there is no position: the stream starts now). */
const streamQuerySchema = z.object({ last_event_id: z.string().optional().catch(undefined) });

/** The stream answers text/event-stream frames, not JSON (documented for the route table). */
const eventStreamSchema = z.string().describe('text/event-stream');

/** The event id a reconnecting stream resumes after: `Last-Event-ID`, the newer, or `?last_event_id=`. */
function lastEventIdOf(request: FastifyRequest, query: string | undefined): number | null {
  const header = request.headers['last-event-id'];
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  return raw !== undefined && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

export interface StaffChatStreamOptions {
  hub: StaffChatHub;
}

export const staffChatStreamRoutes: FastifyPluginAsyncZod<StaffChatStreamOptions> = async (app, { hub }) => {
  const { ctx } = app;
  const { db, clock } = ctx;
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/api/staffchat/rooms/:id/read',
    {
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

  app.get(
    '/api/staffchat/rooms/:id/members',
    { schema: { params: rowIdParamsSchema, response: answers({ 200: staffChatMemberListSchema }) } },
    async (request) => {
      await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return listMembers(db, clock(), hub.presenceTtlMs);
    },
  );

  app.get(
    '/api/staffchat/rooms/:id/receipts',
    { schema: { params: rowIdParamsSchema, response: answers({ 200: staffChatReceiptListSchema }) } },
    async (request) => {
      const room = await visibleRoom(db, await ctx.scopeOf(request), request.params.id);
      return listReceipts(db, room);
    },
  );

  app.get(
    '/api/staffchat/stream',
    // No HEAD twin: it would hold a connection open with nothing to say.
    {
      exposeHeadRoute: false,
      schema: { querystring: streamQuerySchema, response: answers({ 200: eventStreamSchema }) },
    },
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
      // EventSource cannot set that header) names it in the query.
      const lastEventId = lastEventIdOf(request, request.query.last_event_id);
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
};
