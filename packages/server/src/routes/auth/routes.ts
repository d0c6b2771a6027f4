import {
  apiPaths,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  type impersonationFailureSchema,
  type LoginResponse,
  loginRequestSchema,
  loginResponseSchema,
  type SessionUserWire,
  selectUserRequestSchema,
  selectUserResponseSchema,
  sessionCheckResponseSchema,
  stopImpersonationResponseSchema,
} from '@store-ops/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audit } from '../../audit';
import { sessionCookies } from '../../auth/cookies';
import { activeMfa, mfaEnrolmentRequired } from '../../auth/mfa';
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import { createSession, type SessionUserRow } from '../../auth/sessions';
import { HttpError } from '../../errors';
import { isAdminRequest } from '../../plugins/auth';
import { ownOrigin } from '../../plugins/security';
import { accountKey, reserveSignIn, signInSucceeded } from '../../services/signIn';
import { endSessionsOf } from '../../services/users';
import type { AppContext } from '../context';
import { answers, noBody } from '../schemas';
import { registerMfaRoutes } from './mfa';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Try again later.';
export const LOGIN_RATE_MESSAGE = 'Too many sign-in attempts. Try again in a minute.';
export const LOGIN_INVALID_MESSAGE = 'Email and password are required.';
export const LOGIN_TOO_LONG_MESSAGE =
  'The e-mail may have at most 254 characters and the password at most 1024.';

type Reason = z.infer<typeof impersonationFailureSchema>;
export const NOT_SIGNED_IN_MESSAGE = 'Not signed in.';
/** What POST /auth/password answers when it refuses. */
export const PASSWORD_MESSAGES = {
  missing: 'Enter your current password and a new one.',
  tooLong: 'A password may have at most 1024 characters.',
  wrong: 'The current password is not correct.',
  same: 'The new password must be different from the current one.',
  impersonating: 'Stop impersonating to change your own password.',
} as const;

/**
 * A sign-in or session-check failure: the API's error, and `message`, which the sign-in form shows
 * (every failure carries one).
 */
export const loginError = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) => new HttpError(status, code, message, { message, ...extra });

/** What GET /auth/logout shows when it did not come from our pages: one button that POSTs. */
export const LOGOUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out - Store Ops</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem">
<h1 style="font-size: 1.5rem">Sign out of Store Ops?</h1>
<form method="post" action="/auth/logout"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Sign out</button></form>
<p><a href="/chat">Back to Store Ops</a></p>
</body></html>`;

export const REASONS = {
  signIn: 'Sign in required.',
  badBody: 'user_id must be a positive integer.',
  notAdmin: 'Only administrators can impersonate users.',
  nested: 'Already impersonating a user. Stop impersonating first.',
  unknown: 'User not found.',
  self: 'You cannot impersonate yourself.',
  notImpersonating: 'Not impersonating anyone.',
  /** An administrator's access is never borrowed. */
  targetAdmin: 'Administrators cannot be impersonated.',
} as const;

export const toWire = (u: SessionUserRow): SessionUserWire => ({
  id: u.id,
  email: u.email,
  name: u.name,
  admin: u.admin,
  settings: u.settings,
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, config } = ctx;

  const cookies = sessionCookies(config);
  // A sign-in and a change of password (its current-password check) share the throttle.
  const signInLimits = {
    maxFailures: config.loginMaxFailures,
    ipMaxFailures: config.loginIpMaxFailures,
    windowMs: config.loginWindowMs,
    perMinute: config.loginRatePerMinute,
  };

  app.get(
    '/auth/login',
    { schema: { response: answers({ 200: sessionCheckResponseSchema }) } },
    async (request, reply) => {
      cookies.reconcileHint(request, reply);
      if (!request.auth) throw loginError(401, 'unauthorized', NOT_SIGNED_IN_MESSAGE);
      const { user, originalUser } = request.auth;
      // REQUIRE_ADMIN_MFA: the app sends an administrator without an authenticator to enrol first.
      const enrol = await mfaEnrolmentRequired(db, config.requireAdminMfa, originalUser ?? user);
      const flag = enrol ? { mfa_enrolment_required: true } : {};
      // While impersonating, also whom to return to: a reload in any tab still shows the badge.
      return originalUser
        ? { ...toWire(user), original_user: toWire(originalUser), ...flag }
        : { ...toWire(user), ...flag };
    },
  );

  app.post(
    '/auth/login',
    { schema: { response: answers({ 200: loginResponseSchema }) } },
    async (request, reply) => {
      const parsed = loginRequestSchema.safeParse(request.body);
      if (!parsed.success) throw loginError(400, 'bad_request', LOGIN_INVALID_MESSAGE);
      const typed = parsed.data.email.trim().toLowerCase();
      const password = parsed.data.password;
      if (typed.length > 254 || password.length > 1024)
        throw loginError(400, 'bad_request', LOGIN_TOO_LONG_MESSAGE);
      const account = accountKey(typed);
      const now = clock();

      // Throttle per account (known or not: identical answers) and per address, before any password
      // check; the attempt is reserved atomically (services/signIn).
      const reservation = await reserveSignIn(db, account, request.ip, now, signInLimits);
      if (!reservation.ok) {
        await audit(db, { at: now, action: 'login_throttled', ip: request.ip, detail: account });
        reply.header('retry-after', String(reservation.retryAfter));
        throw loginError(
          429,
          'rate_limited',
          reservation.reason === 'failures' ? LOGIN_THROTTLED_MESSAGE : LOGIN_RATE_MESSAGE,
        );
      }

      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'admin', 'settings', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', typed))
        .executeTakeFirst();
      // A missing user still costs one verification, so timing does not reveal which e-mails exist.
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
      if (!user || !ok) {
        // The reserved failure stays; the audit keeps the e-mail, never a text that may be a password.
        await audit(db, {
          at: now,
          action: 'login_failed',
          targetUserId: user?.id ?? null,
          ip: request.ip,
          detail: account,
        });
        throw loginError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
      }
      // An account with an authenticator gets no session from its password alone.
      if (await activeMfa(db, user.id)) return mfa.challenge(request, reply, user.id, reservation.failureId);
      await signInSucceeded(db, account);
      return finishSignIn(request, reply, user);
    },
  );

  /** A sign-in that passed every check: a new session (and cookie) for the user, audited. */
  async function finishSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUserRow,
    detail?: string,
  ): Promise<LoginResponse> {
    const now = clock();
    // No fixation: any session the browser brought is dropped and a new id issued.
    if (request.session) await ctx.dropSession(request.session.idHash);
    const token = await createSession(db, { userId: user.id, now, ip: request.ip });
    await audit(db, { at: now, action: 'login', actorUserId: user.id, ip: request.ip, detail });
    cookies.set(request, reply, token);
    const enrol = await mfaEnrolmentRequired(db, config.requireAdminMfa, user);
    return enrol ? { ...toWire(user), mfa_enrolment_required: true } : toWire(user);
  }

  /**
   * The signed-in user's current password, before a change to how they sign in: checked as a
   * sign-in is (under the account's and the address's limits; a wrong one is a failed sign-in of the
   * account, audited as one). `step` names the change in the audit. Throws 429 or 400 `wrong_password`.
   */
  async function confirmCurrentPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUserRow,
    password: string,
    step: string,
  ): Promise<void> {
    const now = clock();
    const account = accountKey(user.email);
    const reservation = await reserveSignIn(db, account, request.ip, now, signInLimits);
    if (!reservation.ok) {
      await audit(db, { at: now, action: 'login_throttled', ip: request.ip, detail: account });
      reply.header('retry-after', String(reservation.retryAfter));
      throw new HttpError(
        429,
        'rate_limited',
        reservation.reason === 'failures' ? LOGIN_THROTTLED_MESSAGE : LOGIN_RATE_MESSAGE,
      );
    }
    const row = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, password))) {
      await audit(db, {
        at: now,
        action: 'login_failed',
        actorUserId: user.id,
        targetUserId: user.id,
        ip: request.ip,
        detail: `${account}: wrong current password (${step})`,
      });
      throw new HttpError(400, 'wrong_password', PASSWORD_MESSAGES.wrong);
    }
    await signInSucceeded(db, account);
  }

  const mfa = registerMfaRoutes(app, ctx, { signInLimits, finishSignIn, loginError, confirmCurrentPassword });

  // A signed-in user changes their own password. The current one is checked
  // like a sign-in (a wrong one counts against the account's failures), the new one meets the
  // password policy, and every other session of the user ends (this one stays).
  app.post(
    apiPaths.password,
    { schema: { response: answers({ 200: changePasswordResponseSchema }) } },
    async (request, reply) => {
      if (!request.auth || !request.session) throw new HttpError(401, 'unauthorized', NOT_SIGNED_IN_MESSAGE);
      if (request.auth.originalUser) throw new HttpError(403, 'forbidden', PASSWORD_MESSAGES.impersonating);
      const parsed = changePasswordRequestSchema.safeParse(request.body);
      if (!parsed.success || !parsed.data.current_password || !parsed.data.new_password)
        throw new HttpError(400, 'bad_request', PASSWORD_MESSAGES.missing);
      const { current_password: current, new_password: next } = parsed.data;
      if (current.length > 1024 || next.length > 1024)
        throw new HttpError(400, 'bad_request', PASSWORD_MESSAGES.tooLong);
      const user = request.auth.user;
      await confirmCurrentPassword(request, reply, user, current, 'password change');
      const now = clock();
      if (next === current) throw new HttpError(400, 'bad_request', PASSWORD_MESSAGES.same);
      const problem = passwordProblem(next);
      if (problem) throw new HttpError(400, 'weak_password', problem);
      const hash = await hashPassword(next);
      const ended = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ password_hash: hash, version: eb('version', '+', 1) }))
          .where('id', '=', user.id)
          .execute();
        const others = await endSessionsOf(trx, user.id, request.session?.idHash ?? '');
        await audit(trx, {
          at: now,
          action: 'update',
          actorUserId: user.id,
          asUserId: user.id,
          targetUserId: user.id,
          entity: 'users',
          entityId: user.id,
          after: { password: 'changed' },
          ip: request.ip,
          detail: `own password changed; ${others} other session(s) ended`,
        });
        return others;
      });
      // Cached sessions (one process on the embedded database) go with the rows.
      ctx.invalidate();
      return { ended_sessions: ended };
    },
  );

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    if (request.session) {
      await ctx.dropSession(request.session.idHash);
      await audit(db, {
        at: clock(),
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
   * GET /auth/logout, the spec's full page navigation, ends the session only when it comes from our
   * own pages or from the person (Sec-Fetch-Site same-origin or none, or our Origin): a link or an
   * image on another site cannot log anyone out. Otherwise it is a page whose button
   * POSTs (which the cross-site guard lets through from our own page only).
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
  // The page's form posts an empty urlencoded body: accepted (and ignored) on this route only.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post('/auth/logout', { schema: { response: answers({ 302: noBody }) } }, logout);
  });

  /** An impersonation refused: the API's error, and `reason`, which the browser shows. */
  const fail = (status: number, code: string, reason: Reason['reason']): never => {
    throw new HttpError(status, code, reason, { reason });
  };

  app.post(
    '/auth/select_user',
    { schema: { response: answers({ 200: selectUserResponseSchema }) } },
    async (request, reply) => {
      const session = request.session;
      if (!session) return fail(401, 'unauthorized', REASONS.signIn);
      if (!isAdminRequest(request)) return fail(403, 'forbidden', REASONS.notAdmin);
      if (session.originalUser) return fail(409, 'conflict', REASONS.nested);
      const parsed = selectUserRequestSchema.safeParse(request.body);
      if (!parsed.success) return fail(400, 'bad_request', REASONS.badBody);
      if (parsed.data.user_id === session.user.id) return fail(400, 'bad_request', REASONS.self);
      const target = await db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'admin', 'settings'])
        .where('id', '=', parsed.data.user_id)
        .executeTakeFirst();
      if (!target) return fail(404, 'not_found', REASONS.unknown);
      if (target.admin) return fail(403, 'forbidden', REASONS.targetAdmin);
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
      if (!session) return fail(401, 'unauthorized', REASONS.signIn);
      if (!session.originalUser) return fail(400, 'bad_request', REASONS.notImpersonating);
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
}
