// Sign-out: POST /auth/logout, and GET /auth/logout, the spec's full page navigation. createApp
// registers this plugin last: the route table ends with sign-out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { sessionCookies } from '../../auth/cookies';
import { ownOrigin } from '../../plugins/security';
import { answers, noBody } from '../schemas';
import { LOGOUT_PAGE } from './messages';

export const signOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const cookies = sessionCookies(ctx.config);

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    if (request.session) {
      await ctx.dropSession(request.session.idHash);
      await audit(ctx.db, {
        at: ctx.clock(),
        action: 'logout',
        actorUserId: request.session.originalUser?.id ?? request.session.user.id,
        asUserId: request.session.user.id,
        ip: request.ip,
      });
    }
    cookies.clear(request, reply);
    // A shared device (a store's back-office PC): the sign-in page this leads to removes every stored
    // key of the user's, and keeps the device's brand and mode (Clear-Site-Data would wipe those too).
    return reply.redirect('/login', 302);
  }

  /**
   * GET /auth/logout ends the session only when it comes from our own pages or from the person
   * (Sec-Fetch-Site same-origin or none, or our Origin): a link or an image on another site cannot log
   * anyone out. Otherwise it is a page whose button POSTs (which the cross-site guard lets through from
   * our own page only).
   */
  app.get(
    '/auth/logout',
    { schema: { response: answers({ 200: z.string().describe('HTML page'), 302: noBody }) } },
    async (request, reply) => {
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      if (
        site === 'same-origin' ||
        site === 'none' ||
        (origin !== undefined && origin === ownOrigin(request))
      )
        return logout(request, reply);
      return reply.type('text/html; charset=utf-8').send(LOGOUT_PAGE);
    },
  );

  // The page's form posts an empty urlencoded body: accepted (and ignored) on these routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) =>
    done(null, undefined),
  );
  app.post('/auth/logout', { schema: { response: answers({ 302: noBody }) } }, logout);
};
