import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { COOKIE_NAME, SECURE_COOKIE_NAME } from '../plugins/auth';

/**
 * A cookie the page's script can read, present while the browser holds a session: it tells `/` and
 * `/login` whether to run the session check (a visitor gets none; a signed-in user the chat).
 * It carries no secret (always `1`). The server keeps it true to the session cookie: set with
 * it, cleared with it, and reconciled on every page load (`reconcileSessionHint`), so a session
 * made in another tab or restored with the browser's cookies counts too.
 */
export const SESSION_HINT_COOKIE = 'session_hint';

/** Whether a request is made over TLS as far as cookies go (COOKIE_SECURE, or https from a trusted proxy). */
export const isSecureRequest = (config: Config, request: FastifyRequest) =>
  config.cookieSecure || (config.trustProxy !== false && request.protocol === 'https');

export function sessionCookies(config: Config) {
  const secureRequest = (request: FastifyRequest) => isSecureRequest(config, request);
  const maxAge = Math.floor(config.sessionAbsoluteMs / 1000);

  const setHint = (request: FastifyRequest, reply: FastifyReply) =>
    reply.setCookie(SESSION_HINT_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      secure: secureRequest(request),
      maxAge,
    });
  const clearHint = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[SESSION_HINT_COOKIE] !== undefined)
      reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  };

  return {
    /** The session cookie (HttpOnly; `__Host-sid` over TLS) and the hint. */
    set(request: FastifyRequest, reply: FastifyReply, token: string) {
      const secure = secureRequest(request);
      reply.setCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge,
      });
      setHint(request, reply);
    },
    /** Clears whichever session cookies the request brought, and the hint. */
    clear(request: FastifyRequest, reply: FastifyReply) {
      if (request.cookies[COOKIE_NAME] !== undefined) reply.clearCookie(COOKIE_NAME, { path: '/' });
      if (request.cookies[SECURE_COOKIE_NAME] !== undefined) {
        reply.clearCookie(SECURE_COOKIE_NAME, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
      }
      clearHint(request, reply);
    },
    /** Makes the hint say whether this request has a live session (page loads and the session check). */
    reconcileHint(request: FastifyRequest, reply: FastifyReply) {
      const hinted = request.cookies[SESSION_HINT_COOKIE] !== undefined;
      if (request.auth && !hinted) setHint(request, reply);
      if (!request.auth && hinted) clearHint(request, reply);
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
