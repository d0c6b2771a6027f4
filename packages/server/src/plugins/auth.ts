/**
 * Auth plugin: the session behind every request.
 *
 * Interface other server code relies on (stable):
 * - `request.auth: AuthContext | null`, set before any handler runs:
 *     `{ user: SessionUserRow, originalUser: SessionUserRow | null, sessionId: string }`
 *   `user` is whom the request acts as (the impersonated user while impersonating), `originalUser` the
 *   admin who started the impersonation (null otherwise). `sessionId` is opaque (a hash of the cookie,
 *   safe to log), stable for the life of one session id.
 * - hooks `requireUser` (401 without a session) and `requireAdmin` (401 / 403), usable as a route's
 *   `onRequest` or `preHandler` (the session is loaded in a root `onRequest` hook before either). Admin access is
 *   decided by the ORIGINAL user's flag while impersonating, by the user's own flag otherwise.
 * - `isAdminRequest(request)` the same test as a boolean; `effectiveUserId(request)` whose data
 *   scope applies (see `userScope` in src/services).
 * Errors are `{ error: { code, message } }`.
 */
import { MFA_ENROLMENT_REQUIRED_CODE } from '@store-ops/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import {
  type LoadedSession,
  loadSession,
  type SessionCache,
  type SessionLimits,
  type SessionUserRow,
} from '../auth/sessions';
import type { DB } from '../db/types';
import { HttpError } from '../errors';
import { normalisedPath, routePath } from '../paths';

export type { SessionUserRow };

export interface AuthContext {
  user: SessionUserRow;
  originalUser: SessionUserRow | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The loaded session row's facts (auth routes need created_at for rotation). */
    session: LoadedSession | null;
  }
}

export const COOKIE_NAME = 'sid';
export const SECURE_COOKIE_NAME = '__Host-sid';

export interface AuthPluginOptions {
  db: Kysely<DB>;
  clock: () => Date;
  limits: SessionLimits;
  /** In-memory sessions (single-process embedded database only). */
  cache?: SessionCache | null;
  /** Whether the request came over TLS (secure cookies): then only `__Host-sid` is read. */
  secureRequest: (request: FastifyRequest) => boolean;
}

/**
 * The session cookie's token. Over TLS only `__Host-sid` counts: a plain `sid`, which a
 * sibling subdomain or a man in the middle of some plain-HTTP request could plant, is ignored.
 */
export function sessionToken(request: FastifyRequest, secure: boolean): string | undefined {
  return secure ? request.cookies[SECURE_COOKIE_NAME] : request.cookies[COOKIE_NAME];
}

/** Installs the session hook on the root instance (not encapsulated: every route sees `request.auth`). */
export function installAuth(
  app: FastifyInstance,
  { db, clock, limits, cache, secureRequest }: AuthPluginOptions,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request, secureRequest(request));
    if (!token) return;
    const session = await loadSession(db, token, clock(), limits, cache);
    if (!session) return;
    request.session = session;
    request.auth = { user: session.user, originalUser: session.originalUser, sessionId: session.idHash };
  });
}

export const MFA_ENROLMENT_MESSAGE =
  'Set up two-factor authentication in Settings before you continue. Your organisation requires it for administrators.';
/**
 * What REQUIRE_ADMIN_MFA holds back until the administrator enrols: the API and impersonation. Tested
 * on the route the router matched (`routePath`), never on the URL as spelled.
 */
const MFA_GATED = /^\/(api\/|auth\/(select_user|stop_impersonation)$)/i;

/**
 * REQUIRE_ADMIN_MFA: an administrator signed in without an authenticator gets 403
 * `mfa_enrolment_required` from every API request and from impersonation until they enrol
 * (`/auth/mfa/*`, the session check, sign-out and their password stay open). Installed after
 * `installAuth`, only when the setting is on.
 */
export function installAdminMfaGate(
  app: FastifyInstance,
  needsEnrolment: (user: SessionUserRow) => Promise<boolean>,
): void {
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!auth || !MFA_GATED.test(routePath(request))) return;
    const real = auth.originalUser ?? auth.user;
    if (await needsEnrolment(real)) {
      throw new HttpError(403, MFA_ENROLMENT_REQUIRED_CODE, MFA_ENROLMENT_MESSAGE);
    }
  });
}

export function isAdminRequest(request: FastifyRequest): boolean {
  const auth = request.auth;
  if (!auth) return false;
  return (auth.originalUser ?? auth.user).admin;
}

export function effectiveUserId(request: FastifyRequest): number | null {
  return request.auth?.user.id ?? null;
}

export const AUTH_MESSAGES = {
  signIn: 'Sign in required.',
  admin: 'Administrator access required.',
} as const;

/** The one auth guard (a route's `onRequest`): 401 without a session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.signIn);
}

/** The admin guard: 401 without a session, 403 unless the real (original) user is an administrator. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.signIn);
  if (!isAdminRequest(request)) {
    // A refused admin request is audited: who tried what.
    const db = (request.server as { ctx?: { db: Kysely<DB>; clock: () => Date } }).ctx;
    if (db) {
      await audit(db.db, {
        at: db.clock(),
        action: 'admin_refused',
        actorUserId: request.auth.originalUser?.id ?? request.auth.user.id,
        asUserId: request.auth.originalUser ? request.auth.user.id : null,
        ip: request.ip,
        detail: `${request.method} ${normalisedPath(request.url).slice(0, 200)}`,
      });
    }
    throw new HttpError(403, 'forbidden', AUTH_MESSAGES.admin);
  }
}
