// Admin MFA: enrol a TOTP authenticator (the current password, then QR code,
// secret, confirm with a code, recovery codes once), turn it off, and finish a sign-in with a code. A
// password or code is checked under the sign-in throttle (a wrong one is a failed sign-in of the
// account), a code's time step is never accepted twice, and a recovery code works once. Turning it
// on or off ends the user's other sessions, as a password change does.
import {
  apiPaths,
  loginResponseSchema,
  MFA_CHALLENGE_ENDED_CODE,
  mfaCodeRequestSchema,
  mfaConfirmResponseSchema,
  mfaDisableRequestSchema,
  mfaSetupRequestSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
} from '@store-ops/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import {
  acceptSecondFactor,
  activeMfa,
  findChallenge,
  MFA_COOKIE,
  newEnrolment,
  newRecoveryCodes,
  SECURE_MFA_COOKIE,
  totpStep,
} from '../../auth/mfa';
import type { SessionUserRow } from '../../auth/sessions';
import { HttpError } from '../../errors';
import {
  confirmEnrolment,
  endChallenge,
  enrolmentOf,
  recoveryCodesLeft,
  removeMfa,
  startEnrolment,
} from '../../services/mfa';
import { accountKey, signInSucceeded } from '../../services/signIn';
import { answers, beforeBody } from '../schemas';
import { MFA_REQUIRED_MESSAGE, type SignInSteps } from './steps';

/** What the MFA routes answer when they refuse (and the sign-in's code step). */
export const MFA_MESSAGES = {
  /** POST /auth/login's answer (401 `mfa_required`) for an account with an authenticator. */
  required: MFA_REQUIRED_MESSAGE,
  codeMissing: 'Enter the code from your authenticator app or a recovery code.',
  wrongCode:
    'That code is not correct. Enter the current code from your authenticator app or a recovery code.',
  challengeEnded: 'The sign-in has timed out. Sign in again.',
  signIn: 'Not signed in.',
  notAdmin: 'Only administrators can set up two-factor authentication.',
  passwordRequired: 'Enter your current password to set up two-factor authentication.',
  passwordTooLong: 'A password may have at most 1024 characters.',
  impersonating: 'Stop impersonating to change your own two-factor authentication.',
  alreadyOn: 'Two-factor authentication is already on. Turn it off first to set up another authenticator.',
  notSetUp: 'Start the set-up first: no authenticator is waiting to be confirmed.',
  confirmWrong: 'That code is not correct. Enter the current 6-digit code from your authenticator app.',
  notOn: 'Two-factor authentication is not on.',
  disablePasswordRequired: 'Enter your current password to turn two-factor authentication off.',
} as const;

/** The longest code accepted (a recovery code with spaces is 11 characters). */
const CODE_MAX = 64;
const codeMissing = () => new HttpError(400, 'bad_request', MFA_MESSAGES.codeMissing);
/** The code typed, trimmed; a 400 when there is none or it is too long. */
function codeOf(body: { code: string }): string {
  const code = body.code.trim();
  if (!code || code.length > CODE_MAX) throw codeMissing();
  return code;
}
/** The current password a change needs; a 400 `password_required` (with `missing`) or too long. */
function passwordOf(body: { current_password: string }, missing: string): string {
  const password = body.current_password;
  if (!password) throw new HttpError(400, 'password_required', missing);
  if (password.length > 1024) throw new HttpError(400, 'bad_request', MFA_MESSAGES.passwordTooLong);
  return password;
}

/** The signed-in user changing their own MFA: not while impersonating. */
function ownUser(request: FastifyRequest): SessionUserRow {
  if (!request.auth) throw new HttpError(401, 'unauthorized', MFA_MESSAGES.signIn);
  if (request.auth.originalUser) throw new HttpError(403, 'forbidden', MFA_MESSAGES.impersonating);
  return request.auth.user;
}
function ownAdmin(request: FastifyRequest): SessionUserRow {
  const user = ownUser(request);
  if (!user.admin) throw new HttpError(403, 'forbidden', MFA_MESSAGES.notAdmin);
  return user;
}

export const mfaRoutes: FastifyPluginAsyncZod<{ steps: SignInSteps }> = async (app, { steps }) => {
  const { ctx } = app;
  const { db, clock, config } = ctx;
  const clearChallenge = (request: FastifyRequest, reply: FastifyReply) => {
    for (const name of [MFA_COOKIE, SECURE_MFA_COOKIE]) {
      if (request.cookies[name] !== undefined)
        reply.clearCookie(name, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: name !== MFA_COOKIE,
        });
    }
  };
  /** Who changes their authenticator, from which session (it stays). */
  const change = (request: FastifyRequest, userId: number, at: Date) => ({
    userId,
    keepSession: request.session?.idHash ?? '',
    at,
    ip: request.ip,
  });

  app.get(
    apiPaths.mfa,
    { schema: { response: answers({ 200: mfaStatusResponseSchema }) } },
    async (request) => {
      if (!request.auth) throw new HttpError(401, 'unauthorized', MFA_MESSAGES.signIn);
      const user = request.auth.originalUser ?? request.auth.user;
      const enabled = (await activeMfa(db, user.id)) !== undefined;
      return {
        enabled,
        required: config.requireAdminMfa && user.admin,
        recovery_codes_left: enabled ? await recoveryCodesLeft(db, user.id) : 0,
      };
    },
  );

  // A new secret for the authenticator app: not active until a code from the app confirms it. A set-up
  // started again replaces the secret (the one shown before stops working). Only with the current
  // password: a session alone cannot enrol its own authenticator and lock the account's owner out.
  app.post(
    apiPaths.mfaSetup,
    {
      preValidation: beforeBody(ownAdmin),
      schema: { body: mfaSetupRequestSchema, response: answers({ 200: mfaSetupResponseSchema }) },
      schemaErrorFormatter: () => new HttpError(400, 'password_required', MFA_MESSAGES.passwordRequired),
    },
    async (request, reply) => {
      const user = ownAdmin(request);
      const password = passwordOf(request.body, MFA_MESSAGES.passwordRequired);
      if (await activeMfa(db, user.id))
        throw new HttpError(409, 'mfa_already_enabled', MFA_MESSAGES.alreadyOn);
      await steps.confirmCurrentPassword(request, reply, user, password, 'two-factor set-up');
      const enrolment = newEnrolment(user.email);
      await startEnrolment(db, user.id, enrolment.secret, clock());
      return { secret: enrolment.secret, otpauth_uri: enrolment.uri, qr_svg: enrolment.qrSvg };
    },
  );

  app.post(
    apiPaths.mfaConfirm,
    {
      preValidation: beforeBody(ownAdmin),
      schema: { body: mfaCodeRequestSchema, response: answers({ 200: mfaConfirmResponseSchema }) },
      schemaErrorFormatter: codeMissing,
    },
    async (request, reply) => {
      const user = ownAdmin(request);
      const code = codeOf(request.body);
      const pending = await enrolmentOf(db, user.id);
      if (!pending) throw new HttpError(409, 'mfa_not_set_up', MFA_MESSAGES.notSetUp);
      if (pending.confirmed_at) throw new HttpError(409, 'mfa_already_enabled', MFA_MESSAGES.alreadyOn);
      const now = clock();
      const account = accountKey(user.email);
      await steps.throttle(request, reply, account, now, true);
      const step = totpStep(pending.secret, code, now);
      if (step === null) throw new HttpError(400, 'invalid_code', MFA_MESSAGES.confirmWrong);
      await signInSucceeded(db, account);
      const codes = newRecoveryCodes();
      await confirmEnrolment(db, { ...change(request, user.id, now), step, codes });
      // Cached sessions (one process on the embedded database) go with the rows.
      ctx.invalidate();
      return { recovery_codes: codes };
    },
  );

  app.post(
    apiPaths.mfaDisable,
    {
      preValidation: beforeBody(ownUser),
      schema: { body: mfaDisableRequestSchema, response: answers({ 200: mfaStatusResponseSchema }) },
      schemaErrorFormatter: () =>
        new HttpError(400, 'password_required', MFA_MESSAGES.disablePasswordRequired),
    },
    async (request, reply) => {
      const user = ownUser(request);
      const password = passwordOf(request.body, MFA_MESSAGES.disablePasswordRequired);
      if (!(await activeMfa(db, user.id))) throw new HttpError(409, 'mfa_not_enabled', MFA_MESSAGES.notOn);
      const now = clock();
      await steps.confirmCurrentPassword(request, reply, user, password, 'two-factor removal');
      await removeMfa(db, change(request, user.id, now));
      ctx.invalidate();
      return { enabled: false, required: config.requireAdminMfa && user.admin, recovery_codes_left: 0 };
    },
  );

  // The sign-in's second step: the waiting sign-in (its cookie) and a code make the session.
  app.post(
    apiPaths.loginMfa,
    {
      schema: { body: mfaCodeRequestSchema, response: answers({ 200: loginResponseSchema }) },
      schemaErrorFormatter: codeMissing,
    },
    async (request, reply) => {
      const code = codeOf(request.body);
      const now = clock();
      // Over TLS only `__Host-mfa` counts, as for the session cookie.
      const challenge = await findChallenge(db, request.cookies[steps.mfaCookie(request)], now);
      if (!challenge) {
        clearChallenge(request, reply);
        throw new HttpError(401, MFA_CHALLENGE_ENDED_CODE, MFA_MESSAGES.challengeEnded);
      }
      const account = accountKey(challenge.email);
      await steps.throttle(request, reply, account, now, true);
      const mfa = await activeMfa(db, challenge.id);
      const how = mfa ? await acceptSecondFactor(db, challenge.id, mfa.secret, code, now) : null;
      if (!how) {
        await audit(db, {
          at: now,
          action: 'login_failed',
          targetUserId: challenge.id,
          ip: request.ip,
          detail: `${account}: wrong second-factor code`,
        });
        throw new HttpError(401, 'invalid_code', MFA_MESSAGES.wrongCode);
      }
      await endChallenge(db, challenge.id_hash);
      clearChallenge(request, reply);
      await signInSucceeded(db, account);
      const { id, email, name, admin, settings } = challenge;
      const user: SessionUserRow = { id, email, name, admin, settings };
      if (how === 'recovery') {
        await audit(db, {
          at: now,
          action: 'mfa_recovery_used',
          actorUserId: user.id,
          targetUserId: user.id,
          ip: request.ip,
          detail: `${await recoveryCodesLeft(db, user.id)} recovery code(s) left`,
        });
      }
      const detail = how === 'recovery' ? 'with a recovery code' : 'with an authenticator code';
      return steps.finishSignIn(request, reply, user, detail);
    },
  );
};
