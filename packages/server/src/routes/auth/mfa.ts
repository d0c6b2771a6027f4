// Admin MFA: enrol a TOTP authenticator (the current password, then QR code,
// secret, confirm with a code, recovery codes once), turn it off, and finish a sign-in with a code. A
// password or code is checked under the sign-in throttle (a wrong one is a failed sign-in of the
// account), a code's time step is never accepted twice, and a recovery code works once. Turning it
// on or off ends the user's other sessions, as a password change does.
import {
  apiPaths,
  type LoginResponse,
  loginResponseSchema,
  MFA_CHALLENGE_ENDED_CODE,
  MFA_REQUIRED_CODE,
  mfaCodeRequestSchema,
  mfaConfirmResponseSchema,
  mfaDisableRequestSchema,
  mfaSetupRequestSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
} from '@store-ops/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../audit';
import { isSecureRequest } from '../../auth/cookies';
import {
  acceptSecondFactor,
  activeMfa,
  createChallenge,
  findChallenge,
  hashRecoveryCode,
  MFA_CHALLENGE_MS,
  MFA_COOKIE,
  newEnrolment,
  newRecoveryCodes,
  SECURE_MFA_COOKIE,
  totpStep,
} from '../../auth/mfa';
import type { SessionUserRow } from '../../auth/sessions';
import { HttpError } from '../../errors';
import { accountKey, reserveSignIn, type SignInLimits, signInSucceeded } from '../../services/signIn';
import { endSessionsOf } from '../../services/users';
import type { AppContext } from '../context';
import { answers } from '../schemas';

/** What the MFA routes answer when they refuse (and the sign-in's code step). */
export const MFA_MESSAGES = {
  /** POST /auth/login's answer (401 `mfa_required`) for an account with an authenticator. */
  required: 'Enter the 6-digit code from your authenticator app.',
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
  throttled: 'Too many failed sign-in attempts. Try again later.',
  rate: 'Too many sign-in attempts. Try again in a minute.',
} as const;

/** The longest code accepted (a recovery code with spaces is 11 characters). */
const CODE_MAX = 64;

interface MfaRouteDeps {
  signInLimits: SignInLimits;
  /** Makes the session of a finished sign-in (routes.ts: the one place sessions start at sign-in). */
  finishSignIn: (
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUserRow,
    detail?: string,
  ) => Promise<LoginResponse>;
  loginError: (status: number, code: string, message: string, extra?: Record<string, unknown>) => HttpError;
  /** The signed-in user's current password, checked as a sign-in (routes.ts: shared with POST /auth/password). */
  confirmCurrentPassword: (
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUserRow,
    password: string,
    step: string,
  ) => Promise<void>;
}

export function registerMfaRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { signInLimits, finishSignIn, loginError, confirmCurrentPassword }: MfaRouteDeps,
) {
  const { db, clock, config } = ctx;
  const cookieName = (request: FastifyRequest) =>
    isSecureRequest(config, request) ? SECURE_MFA_COOKIE : MFA_COOKIE;
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

  /**
   * The throttle for a code (the account's failures and the address's attempts, as a password). A
   * refusal answers 429 with Retry-After.
   */
  async function reserve(request: FastifyRequest, reply: FastifyReply, account: string, now: Date) {
    const reservation = await reserveSignIn(db, account, request.ip, now, signInLimits);
    if (reservation.ok) return;
    await audit(db, { at: now, action: 'login_throttled', ip: request.ip, detail: account });
    reply.header('retry-after', String(reservation.retryAfter));
    const message = reservation.reason === 'failures' ? MFA_MESSAGES.throttled : MFA_MESSAGES.rate;
    throw loginError(429, 'rate_limited', message);
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
  const codeOf = (body: unknown): string => {
    const parsed = mfaCodeRequestSchema.safeParse(body);
    const code = parsed.success ? parsed.data.code.trim() : '';
    if (!code || code.length > CODE_MAX) throw new HttpError(400, 'bad_request', MFA_MESSAGES.codeMissing);
    return code;
  };
  const recoveryCodesLeft = async (userId: number) =>
    Number(
      (
        await db
          .selectFrom('mfa_recovery_codes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

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
        recovery_codes_left: enabled ? await recoveryCodesLeft(user.id) : 0,
      };
    },
  );

  /** The other sessions of the user (as the user or as their impersonator) end; this one stays. */
  const endOtherSessions = (trx: typeof db, request: FastifyRequest, userId: number) =>
    endSessionsOf(trx, userId, request.session?.idHash ?? '');

  // A new secret for the authenticator app: not active until a code from the app confirms it. A set-up
  // started again replaces the secret (the one shown before stops working). Only with the current
  // password: a session alone cannot enrol its own authenticator and lock the account's owner out.
  app.post(
    apiPaths.mfaSetup,
    { schema: { response: answers({ 200: mfaSetupResponseSchema }) } },
    async (request, reply) => {
      const user = ownAdmin(request);
      const parsed = mfaSetupRequestSchema.safeParse(request.body);
      const password = parsed.success ? parsed.data.current_password : '';
      if (!password) throw new HttpError(400, 'password_required', MFA_MESSAGES.passwordRequired);
      if (password.length > 1024) throw new HttpError(400, 'bad_request', MFA_MESSAGES.passwordTooLong);
      if (await activeMfa(db, user.id))
        throw new HttpError(409, 'mfa_already_enabled', MFA_MESSAGES.alreadyOn);
      await confirmCurrentPassword(request, reply, user, password, 'two-factor set-up');
      const enrolment = newEnrolment(user.email);
      await db
        .insertInto('user_mfa')
        .values({ user_id: user.id, secret: enrolment.secret, created_at: clock() })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret: enrolment.secret, created_at: clock(), last_step: 0 })
            .where('user_mfa.confirmed_at', 'is', null),
        )
        .execute();
      return { secret: enrolment.secret, otpauth_uri: enrolment.uri, qr_svg: enrolment.qrSvg };
    },
  );

  app.post(
    apiPaths.mfaConfirm,
    { schema: { response: answers({ 200: mfaConfirmResponseSchema }) } },
    async (request, reply) => {
      const user = ownAdmin(request);
      const code = codeOf(request.body);
      const pending = await db
        .selectFrom('user_mfa')
        .select(['secret', 'confirmed_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!pending) throw new HttpError(409, 'mfa_not_set_up', MFA_MESSAGES.notSetUp);
      if (pending.confirmed_at) throw new HttpError(409, 'mfa_already_enabled', MFA_MESSAGES.alreadyOn);
      const now = clock();
      const account = accountKey(user.email);
      await reserve(request, reply, account, now);
      const step = totpStep(pending.secret, code, now);
      if (step === null) throw new HttpError(400, 'invalid_code', MFA_MESSAGES.confirmWrong);
      await signInSucceeded(db, account);
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        const ended = await endOtherSessions(trx, request, user.id);
        await trx
          .updateTable('user_mfa')
          .set({ confirmed_at: now, last_step: step })
          .where('user_id', '=', user.id)
          .execute();
        await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', user.id).execute();
        await trx
          .insertInto('mfa_recovery_codes')
          .values(codes.map((c) => ({ user_id: user.id, code_hash: hashRecoveryCode(c), used_at: null })))
          .execute();
        await audit(trx, {
          at: now,
          action: 'mfa_enabled',
          actorUserId: user.id,
          targetUserId: user.id,
          ip: request.ip,
          detail: `authenticator app; ${codes.length} recovery codes; ${ended} other session(s) ended`,
        });
      });
      // Cached sessions (one process on the embedded database) go with the rows.
      ctx.invalidate();
      return { recovery_codes: codes };
    },
  );

  app.post(
    apiPaths.mfaDisable,
    { schema: { response: answers({ 200: mfaStatusResponseSchema }) } },
    async (request, reply) => {
      const user = ownUser(request);
      const parsed = mfaDisableRequestSchema.safeParse(request.body);
      const password = parsed.success ? parsed.data.current_password : '';
      if (!password) throw new HttpError(400, 'password_required', MFA_MESSAGES.disablePasswordRequired);
      if (password.length > 1024) throw new HttpError(400, 'bad_request', MFA_MESSAGES.passwordTooLong);
      if (!(await activeMfa(db, user.id))) throw new HttpError(409, 'mfa_not_enabled', MFA_MESSAGES.notOn);
      const now = clock();
      await confirmCurrentPassword(request, reply, user, password, 'two-factor removal');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_mfa').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', user.id).execute();
        const ended = await endOtherSessions(trx, request, user.id);
        await audit(trx, {
          at: now,
          action: 'mfa_disabled',
          actorUserId: user.id,
          targetUserId: user.id,
          ip: request.ip,
          detail: `confirmed with the password; ${ended} other session(s) ended`,
        });
      });
      ctx.invalidate();
      return { enabled: false, required: config.requireAdminMfa && user.admin, recovery_codes_left: 0 };
    },
  );

  // The sign-in's second step: the waiting sign-in (its cookie) and a code make the session.
  app.post(
    apiPaths.loginMfa,
    { schema: { response: answers({ 200: loginResponseSchema }) } },
    async (request, reply) => {
      const parsed = mfaCodeRequestSchema.safeParse(request.body);
      const code = parsed.success ? parsed.data.code.trim() : '';
      if (!code || code.length > CODE_MAX) throw new HttpError(400, 'bad_request', MFA_MESSAGES.codeMissing);
      const now = clock();
      // Over TLS only `__Host-mfa` counts, as for the session cookie.
      const token = request.cookies[cookieName(request)];
      const challenge = await findChallenge(db, token, now);
      if (!challenge) {
        clearChallenge(request, reply);
        throw new HttpError(401, MFA_CHALLENGE_ENDED_CODE, MFA_MESSAGES.challengeEnded);
      }
      const account = accountKey(challenge.email);
      await reserve(request, reply, account, now);
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
      await db.deleteFrom('mfa_challenges').where('id_hash', '=', challenge.id_hash).execute();
      clearChallenge(request, reply);
      await signInSucceeded(db, account);
      const user: SessionUserRow = {
        id: challenge.id,
        email: challenge.email,
        name: challenge.name,
        admin: challenge.admin,
        settings: challenge.settings,
      };
      if (how === 'recovery') {
        await audit(db, {
          at: now,
          action: 'mfa_recovery_used',
          actorUserId: user.id,
          targetUserId: user.id,
          ip: request.ip,
          detail: `${await recoveryCodesLeft(user.id)} recovery code(s) left`,
        });
      }
      return finishSignIn(
        request,
        reply,
        user,
        how === 'recovery' ? 'with a recovery code' : 'with an authenticator code',
      );
    },
  );

  return {
    /**
     * The password was right and the account has an authenticator: no session yet. The waiting
     * sign-in goes into its own table and cookie, and POST /auth/login answers 401 `mfa_required`
     * (a client that knows only the spec shows the message and holds no session). This attempt's
     * reserved failure goes; the account's earlier ones stay, so a right password never resets the
     * count of wrong codes.
     */
    async challenge(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      failureId: number,
    ): Promise<never> {
      const now = clock();
      await db.deleteFrom('login_failures').where('id', '=', failureId).execute();
      const token = await createChallenge(db, userId, now, request.ip);
      reply.setCookie(cookieName(request), token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: isSecureRequest(config, request),
        maxAge: Math.floor(MFA_CHALLENGE_MS / 1000),
      });
      throw loginError(401, MFA_REQUIRED_CODE, MFA_MESSAGES.required);
    },
  };
}
