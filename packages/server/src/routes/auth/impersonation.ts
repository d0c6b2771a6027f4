// An administrator acts as another (non-administrator) user, and returns: each a new session, the
// absolute timeout still counted from the sign-in, audited.
import {
  selectUserRequestSchema,
  selectUserResponseSchema,
  stopImpersonationResponseSchema,
} from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { sessionCookies } from '../../auth/cookies';
import { createSession } from '../../auth/sessions';
import { isAdminRequest } from '../../plugins/auth';
import { sessionUserById } from '../../services/ownAccount';
import { answers, beforeBody } from '../schemas';
import { REASONS, impersonationRefused as refused, toWire } from './messages';

/** An administrator's own session, not impersonating yet. */
function impersonator(request: FastifyRequest) {
  const session = request.session;
  if (!session) throw refused(401, 'unauthorized', REASONS.signIn);
  if (!isAdminRequest(request)) throw refused(403, 'forbidden', REASONS.notAdmin);
  if (session.originalUser) throw refused(409, 'conflict', REASONS.nested);
  return session;
}

export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db, clock } = ctx;
  const cookies = sessionCookies(ctx.config);

  app.post(
    '/auth/select_user',
    {
      preValidation: beforeBody(impersonator),
      schema: { body: selectUserRequestSchema, response: answers({ 200: selectUserResponseSchema }) },
      schemaErrorFormatter: () => refused(400, 'bad_request', REASONS.badBody),
    },
    async (request, reply) => {
      const session = impersonator(request);
      if (request.body.user_id === session.user.id) throw refused(400, 'bad_request', REASONS.self);
      const target = await sessionUserById(db, request.body.user_id);
      if (!target) throw refused(404, 'not_found', REASONS.unknown);
      if (target.admin) throw refused(403, 'forbidden', REASONS.targetAdmin);
      const now = clock();
      await ctx.dropSession(session.idHash);
      const token = await createSession(db, {
        userId: target.id,
        originalUserId: session.user.id,
        now,
        createdAt: session.createdAt, // the absolute timeout still counts from the sign-in
        impersonationStartedAt: now,
        ip: request.ip,
      });
      await audit(db, {
        at: now,
        action: 'impersonation_start',
        actorUserId: session.user.id,
        targetUserId: target.id,
        ip: request.ip,
      });
      cookies.set(request, reply, token);
      return { impersonating_user: toWire(target) };
    },
  );

  app.post(
    '/auth/stop_impersonation',
    { schema: { response: answers({ 200: stopImpersonationResponseSchema }) } },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw refused(401, 'unauthorized', REASONS.signIn);
      if (!session.originalUser) throw refused(400, 'bad_request', REASONS.notImpersonating);
      const now = clock();
      await ctx.dropSession(session.idHash);
      const token = await createSession(db, {
        userId: session.originalUser.id,
        now,
        createdAt: session.createdAt,
        ip: request.ip,
      });
      await audit(db, {
        at: now,
        action: 'impersonation_stop',
        actorUserId: session.originalUser.id,
        targetUserId: session.user.id,
        ip: request.ip,
      });
      cookies.set(request, reply, token);
      return { returned_to_user: toWire(session.originalUser) };
    },
  );
};
