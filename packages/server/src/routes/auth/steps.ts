// The steps the sign-in, password and two-factor routes share: the sign-in throttle, the current
// password's check, the waiting sign-in of an account with an authenticator, and the session a
// finished sign-in gets (the one place sessions start at sign-in).
import { type LoginResponse, MFA_REQUIRED_CODE } from '@store-ops/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../audit';
import { isSecureRequest, sessionCookies } from '../../auth/cookies';
import {
  createChallenge,
  MFA_CHALLENGE_MS,
  MFA_COOKIE,
  mfaEnrolmentRequired,
  SECURE_MFA_COOKIE,
} from '../../auth/mfa';
import { verifyPassword } from '../../auth/passwords';
import { createSession, type SessionUserRow } from '../../auth/sessions';
import { HttpError } from '../../errors';
import { passwordHashOf } from '../../services/ownAccount';
import { accountKey, dropReservedFailure, reserveSignIn, signInSucceeded } from '../../services/signIn';
import type { AppContext } from '../context';
import {
  LOGIN_RATE_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  loginError,
  PASSWORD_MESSAGES,
  toWire,
} from './messages';

/** What POST /auth/login answers (401 `mfa_required`) for an account with an authenticator. */
export const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

export type SignInSteps = ReturnType<typeof signInSteps>;

export function signInSteps(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const cookies = sessionCookies(config);
  // A sign-in, a code and a change of how one signs in (its current-password check) share the throttle.
  const limits = {
    maxFailures: config.loginMaxFailures,
    ipMaxFailures: config.loginIpMaxFailures,
    windowMs: config.loginWindowMs,
    perMinute: config.loginRatePerMinute,
  };
  const mfaCookie = (request: FastifyRequest) =>
    isSecureRequest(config, request) ? SECURE_MFA_COOKIE : MFA_COOKIE;

  /**
   * Reserves an attempt of the account from the request's address (services/signIn); a refusal is
   * audited and answers 429 with Retry-After (`legacy`: with the sign-in form's `message`).
   */
  async function throttle(
    request: FastifyRequest,
    reply: FastifyReply,
    account: string,
    now: Date,
    legacy: boolean,
  ) {
    const reservation = await reserveSignIn(db, account, request.ip, now, limits);
    if (reservation.ok) return reservation;
    await audit(db, { at: now, action: 'login_throttled', ip: request.ip, detail: account });
    reply.header('retry-after', String(reservation.retryAfter));
    const message = reservation.reason === 'failures' ? LOGIN_THROTTLED_MESSAGE : LOGIN_RATE_MESSAGE;
    throw legacy ? loginError(429, 'rate_limited', message) : new HttpError(429, 'rate_limited', message);
  }

  return {
    throttle,
    mfaCookie,

    /** A sign-in that passed every check: a new session (and cookie) for the user, audited. */
    async finishSignIn(
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
    },

    /**
     * The signed-in user's current password, before a change to how they sign in: checked as a
     * sign-in is (under the account's and the address's limits; a wrong one is a failed sign-in of the
     * account, audited as one). `step` names the change in the audit. Throws 429 or 400 `wrong_password`.
     */
    async confirmCurrentPassword(
      request: FastifyRequest,
      reply: FastifyReply,
      user: SessionUserRow,
      password: string,
      step: string,
    ): Promise<void> {
      const now = clock();
      const account = accountKey(user.email);
      await throttle(request, reply, account, now, false);
      if (!(await verifyPassword(await passwordHashOf(db, user.id), password))) {
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
    },

    /**
     * The password was right and the account has an authenticator: no session yet. The waiting
     * sign-in goes into its own table and cookie, and POST /auth/login answers 401 `mfa_required`
     * (a client that knows only the spec shows the message and holds no session). This attempt's
     * reserved failure goes; the account's earlier ones stay, so a right password never resets the
     * count of wrong codes.
     */
    async mfaChallenge(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      failureId: number,
    ): Promise<never> {
      const now = clock();
      await dropReservedFailure(db, failureId);
      const token = await createChallenge(db, userId, now, request.ip);
      reply.setCookie(mfaCookie(request), token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: isSecureRequest(config, request),
        maxAge: Math.floor(MFA_CHALLENGE_MS / 1000),
      });
      throw loginError(401, MFA_REQUIRED_CODE, MFA_REQUIRED_MESSAGE);
    },
  };
}
