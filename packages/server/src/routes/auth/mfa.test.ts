import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, PASSWORD, STAFF, sessionCookie, type TestEnv, useTestApp } from '../../../test/helpers';
import { totpCode } from '../../auth/mfa';
import { resetMfaFromCli } from '../../services/users';

const REQUIRED = {
  error: { code: 'mfa_required', message: 'Enter the 6-digit code from your authenticator app.' },
  message: 'Enter the 6-digit code from your authenticator app.',
};
const WRONG_CODE = {
  error: {
    code: 'invalid_code',
    message:
      'That code is not correct. Enter the current code from your authenticator app or a recovery code.',
  },
};
const ENDED = {
  error: { code: 'mfa_challenge_expired', message: 'The sign-in has timed out. Sign in again.' },
};
const ENROL_FIRST = {
  error: {
    code: 'mfa_enrolment_required',
    message:
      'Set up two-factor authentication in Settings before you continue. Your organisation requires it for administrators.',
  },
};

/** `mfa=...` (the waiting sign-in) from a response's Set-Cookie. */
function challengeCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const hit = list.find((c) => /^mfa=[^;]/.test(c));
  if (!hit) throw new Error(`no mfa cookie in ${JSON.stringify(raw)}`);
  return hit.split(';')[0] as string;
}
const setCookies = (res: LightMyRequestResponse) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split('=')[0]);
};

/** Enrols the admin's authenticator through the routes; answers its secret and recovery codes. */
async function enrol(env: TestEnv, cookie: string) {
  const setup = await env.as(cookie, {
    method: 'POST',
    url: '/auth/mfa/setup',
    payload: { current_password: PASSWORD },
  });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirm = await env.as(cookie, {
    method: 'POST',
    url: '/auth/mfa/confirm',
    payload: { code: totpCode(secret, env.clock.now()) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, recovery: confirm.json().recovery_codes as string[] };
}

/** The password step: the 401 answer and the waiting sign-in's cookie. */
async function passwordStep(env: TestEnv, email = ADMIN) {
  const res = await env.as(null, {
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: PASSWORD },
  });
  return { res, cookie: challengeCookie(res) };
}
const codeStep = (env: TestEnv, cookie: string | null, code: string) =>
  env.as(cookie, { method: 'POST', url: '/auth/login/mfa', payload: { code } });

describe('admin MFA', () => {
  const env = useTestApp({ loginMaxFailures: 5 });

  it('set-up answers a secret, its otpauth URI and a QR code; nothing is active until a code confirms it', async () => {
    const admin = await env.login(ADMIN);
    const res = await env.as(admin, {
      method: 'POST',
      url: '/auth/mfa/setup',
      payload: { current_password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_uri).toBe(
      `otpauth://totp/Store%20Ops:admin%40example.com?issuer=Store%20Ops&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(body.qr_svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges">/,
    );
    expect((await env.as(admin, { method: 'GET', url: '/auth/mfa' })).json()).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    // Not confirmed: the password alone still signs in.
    await env.login(ADMIN);
    // A wrong code does not confirm it.
    const wrong = await env.as(admin, {
      method: 'POST',
      url: '/auth/mfa/confirm',
      payload: { code: '000000' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      {
        error: {
          code: 'invalid_code',
          message: 'That code is not correct. Enter the current 6-digit code from your authenticator app.',
        },
      },
    ]);
  });

  it('confirming answers 10 recovery codes once; the status never shows the secret; set-up again is refused', async () => {
    const admin = await env.login(ADMIN);
    const { secret, recovery } = await enrol(env, admin);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const code of recovery) expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    const status = await env.as(admin, { method: 'GET', url: '/auth/mfa' });
    expect(status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect(status.body).not.toContain(secret);
    const again = await env.as(admin, {
      method: 'POST',
      url: '/auth/mfa/setup',
      payload: { current_password: PASSWORD },
    });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      {
        code: 'mfa_already_enabled',
        message:
          'Two-factor authentication is already on. Turn it off first to set up another authenticator.',
      },
    ]);
    // Stored: the codes only as digests.
    const rows = await env.database.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    expect(rows.map((r) => r.code_hash).some((h) => recovery.some((c) => h.includes(c)))).toBe(false);
    const log = await env.as(admin, { method: 'GET', url: '/api/audit/?action=mfa_enabled' });
    expect(log.json().entries[0]).toMatchObject({
      action: 'mfa_enabled',
      actor_email: ADMIN,
      detail: 'authenticator app; 10 recovery codes; 0 other session(s) ended',
    });
  });

  it('refuses set-up to a non-admin (403), a visitor (401) and while impersonating (403); confirm without set-up is 409', async () => {
    const staff = await env.login(STAFF);
    const res = await env.as(staff, {
      method: 'POST',
      url: '/auth/mfa/setup',
      payload: { current_password: PASSWORD },
    });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: 'Only administrators can set up two-factor authentication.' } },
    ]);
    const visitor = await env.as(null, {
      method: 'POST',
      url: '/auth/mfa/setup',
      payload: { current_password: PASSWORD },
    });
    expect([visitor.statusCode, visitor.json()]).toEqual([
      401,
      { error: { code: 'unauthorized', message: 'Not signed in.' } },
    ]);
    const impersonating = sessionCookie(
      await env.as(await env.login(ADMIN), {
        method: 'POST',
        url: '/auth/select_user',
        payload: { user_id: IDS.staff },
      }),
    );
    const asStaff = await env.as(impersonating, {
      method: 'POST',
      url: '/auth/mfa/setup',
      payload: { current_password: PASSWORD },
    });
    expect([asStaff.statusCode, asStaff.json().error.message]).toEqual([
      403,
      'Stop impersonating to change your own two-factor authentication.',
    ]);
    const admin = await env.login(ADMIN);
    const early = await env.as(admin, {
      method: 'POST',
      url: '/auth/mfa/confirm',
      payload: { code: '123456' },
    });
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      {
        code: 'mfa_not_set_up',
        message: 'Start the set-up first: no authenticator is waiting to be confirmed.',
      },
    ]);
    const empty = await env.as(admin, { method: 'POST', url: '/auth/mfa/confirm', payload: {} });
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      'Enter the code from your authenticator app or a recovery code.',
    ]);
  });

  it('an enrolled admin: the password alone makes no session; the code finishes the sign-in; a code is never accepted twice', async () => {
    const { secret } = await enrol(env, await env.login(ADMIN));
    env.clock.advance(30_000);
    const { res, cookie } = await passwordStep(env);
    expect([res.statusCode, res.json()]).toEqual([401, REQUIRED]);
    expect(setCookies(res)).toEqual(['mfa']);
    expect(res.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/);
    // The waiting sign-in is no session.
    const check = await env.as(cookie, { method: 'GET', url: '/auth/login' });
    expect(check.statusCode).toBe(401);
    const asSid = await env.as(cookie.replace(/^mfa=/, 'sid='), { method: 'GET', url: '/api/users' });
    expect(asSid.statusCode).toBe(401);

    const wrong = await codeStep(env, cookie, '000000');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, WRONG_CODE]);
    const code = totpCode(secret, env.clock.now());
    const ok = await codeStep(env, cookie, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id: IDS.admin,
      email: ADMIN,
      name: expect.any(String),
      admin: true,
      settings: expect.any(String),
    });
    const sid = sessionCookie(ok);
    expect((await env.as(sid, { method: 'GET', url: '/auth/login' })).json().email).toBe(ADMIN);
    // The waiting sign-in is spent, and so is the code (replayed within its 30 s and the window).
    expect((await codeStep(env, cookie, code)).json()).toEqual(ENDED);
    const second = await passwordStep(env);
    const replay = await codeStep(env, second.cookie, code);
    expect([replay.statusCode, replay.json()]).toEqual([401, WRONG_CODE]);
    env.clock.advance(30_000);
    expect((await codeStep(env, second.cookie, totpCode(secret, env.clock.now()))).statusCode).toBe(200);
    const log = await env.as(sid, { method: 'GET', url: '/api/audit/?action=login&limit=2' });
    expect(log.json().entries[0]).toMatchObject({ actor_email: ADMIN, detail: 'with an authenticator code' });
  });

  it('a recovery code signs in once (any case, with or without the dash), and is audited', async () => {
    const { recovery } = await enrol(env, await env.login(ADMIN));
    const first = await passwordStep(env);
    const typed = ` ${(recovery[3] as string).toUpperCase().replace('-', ' ')} `;
    const ok = await codeStep(env, first.cookie, typed);
    expect(ok.statusCode).toBe(200);
    const sid = sessionCookie(ok);
    const again = await passwordStep(env);
    const reused = await codeStep(env, again.cookie, recovery[3] as string);
    expect([reused.statusCode, reused.json()]).toEqual([401, WRONG_CODE]);
    expect((await codeStep(env, again.cookie, recovery[4] as string)).statusCode).toBe(200);
    expect((await env.as(sid, { method: 'GET', url: '/auth/mfa' })).json().recovery_codes_left).toBe(8);
    const log = await env.as(sid, { method: 'GET', url: '/api/audit/?action=mfa_recovery_used' });
    expect(log.json().entries.map((e: { detail: string }) => e.detail)).toEqual([
      '8 recovery code(s) left',
      '9 recovery code(s) left',
    ]);
  });

  it('the waiting sign-in ends after 5 minutes; without its cookie there is nothing to finish', async () => {
    const { secret } = await enrol(env, await env.login(ADMIN));
    const { cookie } = await passwordStep(env);
    env.clock.advance(5 * 60_000 + 1_000);
    const late = await codeStep(env, cookie, totpCode(secret, env.clock.now()));
    expect([late.statusCode, late.json()]).toEqual([401, ENDED]);
    const none = await codeStep(env, null, totpCode(secret, env.clock.now()));
    expect([none.statusCode, none.json()]).toEqual([401, ENDED]);
  });

  it('wrong codes count as failed sign-ins: after 5 even the right code is 429, and the right password does not reset them', async () => {
    const { secret } = await enrol(env, await env.login(ADMIN));
    env.clock.advance(30_000);
    for (let i = 0; i < 5; i++) {
      // A right password between guesses does not forget the wrong codes before it.
      const { cookie } = await passwordStep(env);
      expect((await codeStep(env, cookie, String(100000 + i))).statusCode).toBe(401);
    }
    const throttled = await env.as(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect([throttled.statusCode, throttled.json().error.code]).toEqual([429, 'rate_limited']);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    env.clock.advance(16 * 60_000);
    const { cookie } = await passwordStep(env);
    expect((await codeStep(env, cookie, totpCode(secret, env.clock.now()))).statusCode).toBe(200);
  });

  it('turning MFA off takes the current password, never a code alone (missing 400 password_required, wrong 400 wrong_password); then the password alone signs in again', async () => {
    const admin = await env.login(ADMIN);
    const { secret } = await enrol(env, admin);
    const disable = (payload: object) => env.as(admin, { method: 'POST', url: '/auth/mfa/disable', payload });
    const missing = await disable({});
    expect([missing.statusCode, missing.json().error]).toEqual([
      400,
      {
        code: 'password_required',
        message: 'Enter your current password to turn two-factor authentication off.',
      },
    ]);
    // A stolen session holding a code (or the authenticator) still cannot remove the second factor.
    env.clock.advance(30_000);
    const byCode = await disable({ code: totpCode(secret, env.clock.now()) });
    expect([byCode.statusCode, byCode.json().error.code]).toEqual([400, 'password_required']);
    const wrong = await disable({ current_password: 'not-it' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([
      400,
      { code: 'wrong_password', message: 'The current password is not correct.' },
    ]);
    const failed = await env.as(admin, { method: 'GET', url: '/api/audit/?action=login_failed' });
    expect(failed.json().entries[0]).toMatchObject({
      actor_email: ADMIN,
      detail: `${ADMIN}: wrong current password (two-factor removal)`,
    });
    expect((await env.as(admin, { method: 'GET', url: '/auth/mfa' })).json().enabled).toBe(true);
    const off = await disable({ current_password: PASSWORD });
    expect([off.statusCode, off.json()]).toEqual([
      200,
      { enabled: false, required: false, recovery_codes_left: 0 },
    ]);
    await env.login(ADMIN);
    const notOn = await disable({ current_password: PASSWORD });
    expect([notOn.statusCode, notOn.json().error.code]).toEqual([409, 'mfa_not_enabled']);
    const log = await env.as(admin, { method: 'GET', url: '/api/audit/?action=mfa_disabled' });
    expect(log.json().entries[0]).toMatchObject({
      actor_email: ADMIN,
      detail: 'confirmed with the password; 0 other session(s) ended',
    });
  });

  it('set-up takes the current password: missing is 400 password_required; wrong is 400 wrong_password, a failed sign-in (the sixth is 429)', async () => {
    const admin = await env.login(ADMIN);
    const setup = (payload?: object) =>
      env.as(admin, { method: 'POST', url: '/auth/mfa/setup', ...(payload ? { payload } : {}) });
    for (const payload of [undefined, {}, { current_password: '' }, { current_password: 42 }]) {
      const res = await setup(payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toEqual([
        400,
        {
          error: {
            code: 'password_required',
            message: 'Enter your current password to set up two-factor authentication.',
          },
        },
      ]);
    }
    for (let i = 0; i < 5; i++) {
      const res = await setup({ current_password: 'not-it' });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: { code: 'wrong_password', message: 'The current password is not correct.' } },
      ]);
    }
    // Nothing waits to be confirmed.
    const pending = await env.database.db.selectFrom('user_mfa').select('user_id').execute();
    expect(pending).toEqual([]);
    const throttled = await setup({ current_password: PASSWORD });
    expect([throttled.statusCode, throttled.json().error.code]).toEqual([429, 'rate_limited']);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Counted for the account: its sign-in is throttled too.
    const signIn = await env.as(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    env.clock.advance(16 * 60_000);
    expect((await setup({ current_password: PASSWORD })).statusCode).toBe(200);
    const log = await env.as(admin, { method: 'GET', url: '/api/audit/?action=login_failed' });
    expect(log.json().entries).toHaveLength(5);
    expect(log.json().entries[0]).toMatchObject({
      actor_email: ADMIN,
      detail: `${ADMIN}: wrong current password (two-factor set-up)`,
    });
    expect(log.body).not.toContain('not-it');
  });

  it('turning it on, then off, ends the other sessions of the admin (as themselves and as an impersonator); this one stays', async () => {
    const here = await env.login(ADMIN);
    const otherSessions = async () => [
      await env.login(ADMIN),
      sessionCookie(
        await env.as(await env.login(ADMIN), {
          method: 'POST',
          url: '/auth/select_user',
          payload: { user_id: IDS.staff },
        }),
      ),
    ];
    const staff = await env.login(STAFF);
    const alive = async (cookie: string) =>
      (await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode === 200;

    const before = await otherSessions();
    const { secret } = await enrol(env, here);
    expect(await Promise.all(before.map(alive))).toEqual([false, false]);
    expect(await alive(here)).toBe(true);
    expect(await alive(staff)).toBe(true);
    const on = await env.as(here, { method: 'GET', url: '/api/audit/?action=mfa_enabled' });
    expect(on.json().entries[0].detail).toBe(
      'authenticator app; 10 recovery codes; 2 other session(s) ended',
    );

    // Signing in now takes the code: one more session of the admin.
    env.clock.advance(30_000);
    const { cookie } = await passwordStep(env);
    const second = sessionCookie(await codeStep(env, cookie, totpCode(secret, env.clock.now())));
    const off = await env.as(here, {
      method: 'POST',
      url: '/auth/mfa/disable',
      payload: { current_password: PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    expect(await alive(second)).toBe(false);
    expect(await alive(here)).toBe(true);
    expect(await alive(staff)).toBe(true);
    const log = await env.as(here, { method: 'GET', url: '/api/audit/?action=mfa_disabled' });
    expect(log.json().entries[0]).toMatchObject({
      actor_email: ADMIN,
      detail: 'confirmed with the password; 1 other session(s) ended',
    });
  });

  it('npm run user -- reset-mfa: the authenticator goes, the sessions end, the password alone signs in', async () => {
    const admin = await env.login(ADMIN);
    await enrol(env, admin);
    const { endedSessions } = await resetMfaFromCli(
      env.database.db,
      { email: 'Admin@Example.com' },
      env.clock.now(),
    );
    expect(endedSessions).toBe(1);
    // The CLI runs beside a stopped embedded server or on PostgreSQL (no session cache): as a restart.
    env.app.ctx.invalidate();
    expect((await env.as(admin, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    const again = await env.login(ADMIN);
    expect((await env.as(again, { method: 'GET', url: '/auth/mfa' })).json().enabled).toBe(false);
    const log = await env.as(again, { method: 'GET', url: '/api/audit/?action=mfa_disabled' });
    expect(log.json().entries[0]).toMatchObject({ detail: 'command line: npm run user -- reset-mfa' });
    await expect(resetMfaFromCli(env.database.db, { email: ADMIN }, env.clock.now())).rejects.toThrow(
      'admin@example.com has no two-factor authentication.',
    );
  });

  it('a user without MFA signs in as the spec says: 200 and the user, no mfa cookie', async () => {
    const res = await env.as(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: STAFF, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).sort()).toEqual(['session_hint', 'sid']);
    expect(Object.keys(res.json()).sort()).toEqual(['admin', 'email', 'id', 'name', 'settings']);
  });
});

describe('REQUIRE_ADMIN_MFA=true', () => {
  const env = useTestApp({ requireAdminMfa: true });

  it('an admin without MFA signs in, but every admin request is 403 until they enrol; then the code is asked for', async () => {
    const res = await env.as(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ADMIN, mfa_enrolment_required: true });
    const admin = sessionCookie(res);
    expect((await env.as(admin, { method: 'GET', url: '/auth/login' })).json()).toMatchObject({
      email: ADMIN,
      mfa_enrolment_required: true,
    });
    for (const [method, url, payload] of [
      ['GET', '/api/users', undefined],
      ['GET', '/api/llm/models', undefined],
      ['POST', '/auth/select_user', { user_id: IDS.staff }],
    ] as const) {
      const refused = await env.as(admin, { method, url, ...(payload ? { payload } : {}) });
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, ENROL_FIRST]);
    }
    expect((await env.as(admin, { method: 'GET', url: '/auth/mfa' })).json()).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });
    const { secret } = await enrol(env, admin);
    expect((await env.as(admin, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    expect((await env.as(admin, { method: 'GET', url: '/auth/login' })).json()).not.toHaveProperty(
      'mfa_enrolment_required',
    );
    env.clock.advance(30_000);
    const { res: step, cookie } = await passwordStep(env);
    expect(step.statusCode).toBe(401);
    const ok = await codeStep(env, cookie, totpCode(secret, env.clock.now()));
    expect([ok.statusCode, ok.json().mfa_enrolment_required]).toEqual([200, undefined]);
  });

  it('regular users are not affected', async () => {
    const res = await env.as(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: STAFF, password: PASSWORD },
    });
    expect(res.json()).not.toHaveProperty('mfa_enrolment_required');
    const staff = sessionCookie(res);
    expect((await env.as(staff, { method: 'GET', url: '/api/llm/models' })).statusCode).toBe(200);
    expect((await env.as(staff, { method: 'GET', url: '/auth/mfa' })).json()).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
  });
});
