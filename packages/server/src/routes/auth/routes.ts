// Sign-in (with the two-factor step of an account with an authenticator), the session check, a user's
// change of their own password, and impersonation, as one plugin. Sign-out is its own (signOut.ts):
// createApp registers it last.
import {
  apiPaths,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionCheckResponseSchema,
} from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { sessionCookies } from '../../auth/cookies';
import { activeMfa, mfaEnrolmentRequired } from '../../auth/mfa';
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import { HttpError } from '../../errors';
import { accountByEmail, changeOwnPassword } from '../../services/ownAccount';
import { accountKey, signInSucceeded } from '../../services/signIn';
import { answers, beforeBody } from '../schemas';
import { impersonationRoutes } from './impersonation';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  LOGIN_TOO_LONG_MESSAGE,
  loginError,
  NOT_SIGNED_IN_MESSAGE,
  PASSWORD_MESSAGES,
  toWire,
} from './messages';
import { mfaRoutes } from './mfa';
import { signInSteps } from './steps';

/** The signed-in user changing their own password: not while impersonating. */
function ownSession(request: FastifyRequest) {
  if (!request.auth || !request.session) throw new HttpError(401, 'unauthorized', NOT_SIGNED_IN_MESSAGE);
  if (request.auth.originalUser) throw new HttpError(403, 'forbidden', PASSWORD_MESSAGES.impersonating);
  return { user: request.auth.user, session: request.session };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db, clock, config } = ctx;
  const cookies = sessionCookies(config);
  const steps = signInSteps(ctx);

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
    {
      schema: { body: loginRequestSchema, response: answers({ 200: loginResponseSchema }) },
      schemaErrorFormatter: () => loginError(400, 'bad_request', LOGIN_INVALID_MESSAGE),
    },
    async (request, reply) => {
      const typed = request.body.email.trim().toLowerCase();
      const password = request.body.password;
      if (typed.length > 254 || password.length > 1024)
        throw loginError(400, 'bad_request', LOGIN_TOO_LONG_MESSAGE);
      const account = accountKey(typed);
      const now = clock();
      // Throttle per account (known or not: identical answers) and per address, before any password
      // check; the attempt is reserved atomically (services/signIn).
      const { failureId } = await steps.throttle(request, reply, account, now, true);
      const user = await accountByEmail(db, typed);
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
      if (await activeMfa(db, user.id)) return steps.mfaChallenge(request, reply, user.id, failureId);
      await signInSucceeded(db, account);
      const { password_hash: _hash, ...sessionUser } = user;
      return steps.finishSignIn(request, reply, sessionUser);
    },
  );

  // A signed-in user changes their own password. The current one is checked
  // like a sign-in (a wrong one counts against the account's failures), the new one meets the
  // password policy, and every other session of the user ends (this one stays).
  app.post(
    apiPaths.password,
    {
      preValidation: beforeBody(ownSession),
      schema: { body: changePasswordRequestSchema, response: answers({ 200: changePasswordResponseSchema }) },
      schemaErrorFormatter: () => new HttpError(400, 'bad_request', PASSWORD_MESSAGES.missing),
    },
    async (request, reply) => {
      const { user, session } = ownSession(request);
      const { current_password: current, new_password: next } = request.body;
      if (!current || !next) throw new HttpError(400, 'bad_request', PASSWORD_MESSAGES.missing);
      if (current.length > 1024 || next.length > 1024)
        throw new HttpError(400, 'bad_request', PASSWORD_MESSAGES.tooLong);
      await steps.confirmCurrentPassword(request, reply, user, current, 'password change');
      const now = clock();
      if (next === current) throw new HttpError(400, 'bad_request', PASSWORD_MESSAGES.same);
      const problem = passwordProblem(next);
      if (problem) throw new HttpError(400, 'weak_password', problem);
      const ended = await changeOwnPassword(db, {
        userId: user.id,
        hash: await hashPassword(next),
        keepSession: session.idHash,
        at: now,
        ip: request.ip,
      });
      // Cached sessions (one process on the embedded database) go with the rows.
      ctx.invalidate();
      return { ended_sessions: ended };
    },
  );

  await app.register(mfaRoutes, { steps });
  await app.register(impersonationRoutes);
};
