import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, PASSWORD, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';

const NEW = 'a-new-long-passphrase';

describe('POST /auth/password: users change their own password', () => {
  const env = useTestApp({ loginMaxFailures: 5 });
  const change = (cookie: string | null, body: unknown) =>
    env.as(cookie, { method: 'POST', url: '/auth/password', payload: body as object });

  it('with the current password: the new one signs in, the old one not; other sessions end, this one stays', async () => {
    const here = await env.login(STAFF);
    const elsewhere = await env.login(STAFF);
    const res = await change(here, { current_password: PASSWORD, new_password: NEW });
    expect([res.statusCode, res.json()]).toEqual([200, { ended_sessions: 1 }]);
    expect((await env.as(here, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    expect((await env.as(elsewhere, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    const old = await env.as(null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: STAFF, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await env.login(STAFF, NEW);
    // Audited without the password.
    const admin = await env.login(ADMIN);
    const log = await env.as(admin, { method: 'GET', url: `/api/audit/?user_id=${IDS.staff}&action=update` });
    const entry = log.json().entries[0];
    expect(entry).toMatchObject({
      entity: 'users',
      entity_id: IDS.staff,
      actor_email: STAFF,
      after: { password: 'changed' },
      detail: 'own password changed; 1 other session(s) ended',
    });
    expect(log.body).not.toContain(NEW);
  });

  it('ends the sessions the user started as an impersonator too', async () => {
    const admin = await env.login(ADMIN);
    const impersonating = sessionCookie(
      await env.as(await env.login(ADMIN), {
        method: 'POST',
        url: '/auth/select_user',
        payload: { user_id: IDS.staff },
      }),
    );
    const res = await change(admin, { current_password: PASSWORD, new_password: NEW });
    expect(res.json()).toEqual({ ended_sessions: 1 });
    expect((await env.as(impersonating, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
  });

  it('refuses a wrong current password (400, counted like a failed sign-in: the sixth is 429)', async () => {
    const staff = await env.login(STAFF);
    for (let i = 0; i < 5; i++) {
      const res = await change(staff, { current_password: 'not-it', new_password: NEW });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: { code: 'wrong_password', message: 'The current password is not correct.' } },
      ]);
    }
    const throttled = await change(staff, { current_password: PASSWORD, new_password: NEW });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('rate_limited');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: the old password still signs in once the window has passed.
    env.clock.advance(60 * 60_000);
    await env.login(STAFF, PASSWORD);
  });

  it('refuses a weak, an unchanged, a missing or an over-long new password with the reason', async () => {
    const staff = await env.login(STAFF);
    const cases: [unknown, string, string][] = [
      [
        { current_password: PASSWORD, new_password: 'short' },
        'weak_password',
        'Password must be at least 8 characters.',
      ],
      [
        { current_password: PASSWORD, new_password: 'password123' },
        'weak_password',
        'This password is too common. Choose another.',
      ],
      [
        { current_password: PASSWORD, new_password: PASSWORD },
        'bad_request',
        'The new password must be different from the current one.',
      ],
      [{ current_password: PASSWORD }, 'bad_request', 'Enter your current password and a new one.'],
      [
        { current_password: '', new_password: NEW },
        'bad_request',
        'Enter your current password and a new one.',
      ],
      [
        { current_password: PASSWORD, new_password: 'x'.repeat(1025) },
        'bad_request',
        'A password may have at most 1024 characters.',
      ],
    ];
    for (const [body, code, message] of cases) {
      const res = await change(staff, body);
      expect([res.statusCode, res.json()], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        { error: { code, message } },
      ]);
    }
    await env.login(STAFF, PASSWORD);
  });

  it('is refused while impersonating (403) and without a session (401)', async () => {
    const imp = sessionCookie(
      await env.as(await env.login(ADMIN), {
        method: 'POST',
        url: '/auth/select_user',
        payload: { user_id: IDS.staff },
      }),
    );
    const res = await change(imp, { current_password: PASSWORD, new_password: NEW });
    expect([res.statusCode, res.json().error]).toEqual([
      403,
      { code: 'forbidden', message: 'Stop impersonating to change your own password.' },
    ]);
    expect((await change(null, { current_password: PASSWORD, new_password: NEW })).statusCode).toBe(401);
  });
});
