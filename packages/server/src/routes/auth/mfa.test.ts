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
  const setup = await env.as(cookie, { method: 'POST', url: '/auth/mfa/setup' });
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

describe('admin MFA (issue 21 item 14)', () => {
  const env = useTestApp({ loginMaxFailures: 5 });

  it('set-up answers a secret, its otpauth URI and a QR code; nothing is active until a code confirms it', async () => {
    const admin = await env.login(ADMIN);
    const res = await env.as(admin, { method: 'POST', url: '/auth/mfa/setup' });
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
    const again = await env.as(admin, { method: 'POST', url: '/auth/mfa/setup' });
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
      detail: 'authenticator app; 10 recovery codes',
    });
  });

  it('refuses set-up to a non-admin (403), a visitor (401) and while impersonating (403); confirm without set-up is 409', async () => {
    const staff = await env.login(STAFF);
    const res = await env.as(staff, { method: 'POST', url: '/auth/mfa/setup' });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: 'Only administrators can set up two-factor authentication.' } },
    ]);
    const visitor = await env.as(null, { method: 'POST', url: '/auth/mfa/setup' });
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
    const asStaff = await env.as(impersonating, { method: 'POST', url: '/auth/mfa/setup' });
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

  it('turning MFA off takes the password or a code; then the password alone signs in again', async () => {
    const admin = await env.login(ADMIN);
    const { secret } = await enrol(env, admin);
    const disable = (payload: object) => env.as(admin, { method: 'POST', url: '/auth/mfa/disable', payload });
    const missing = await disable({});
    expect([missing.statusCode, missing.json().error]).toEqual([
      400,
      {
        code: 'bad_request',
        message: 'Enter your password or a code to turn two-factor authentication off.',
      },
    ]);
    const wrong = await disable({ password: 'not-it' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([
      400,
      { code: 'invalid_credentials', message: 'That password or code is not correct.' },
    ]);
    // The code that confirmed the set-up was spent there.
    const spent = await disable({ code: totpCode(secret, env.clock.now()) });
    expect(spent.statusCode).toBe(400);
    env.clock.advance(30_000);
    const off = await disable({ code: totpCode(secret, env.clock.now()) });
    expect([off.statusCode, off.json()]).toEqual([
      200,
      { enabled: false, required: false, recovery_codes_left: 0 },
    ]);
    await env.login(ADMIN);
    const notOn = await disable({ password: PASSWORD });
    expect([notOn.statusCode, notOn.json().error.code]).toEqual([409, 'mfa_not_enabled']);
    const log = await env.as(admin, { method: 'GET', url: '/api/audit/?action=mfa_disabled' });
    expect(log.json().entries[0]).toMatchObject({ actor_email: ADMIN, detail: 'confirmed with a code' });
    const byPassword = await enrol(env, admin);
    expect(byPassword.recovery).toHaveLength(10);
    expect((await disable({ password: PASSWORD })).statusCode).toBe(200);
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

describe('REQUIRE_ADMIN_MFA=true (issue 21 item 14)', () => {
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
