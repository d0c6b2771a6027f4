import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  IDS,
  MANAGER,
  PASSWORD,
  STAFF,
  STAFF_STORES,
  sessionCookie,
  useTestApp,
} from '../../../test/helpers';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE, REASONS } from './messages';

const MINUTE = 60_000;
/** A navigation from our own page (the drawer's Logout link). */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin' };

describe('POST /auth/login', () => {
  const env = useTestApp();

  it('signs in with the demo password and answers the wire user with settings as a JSON string', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: IDS.admin,
      email: ADMIN,
      name: 'Avery Admin',
      admin: true,
      settings: '{}',
    });
    const staff = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'Staff@Example.com ', password: PASSWORD },
    });
    expect(staff.json()).toMatchObject({ id: IDS.staff, admin: false });
  });

  it('sets an opaque 256-bit HttpOnly, SameSite=Lax, Path=/ cookie without Domain or Secure over plain HTTP', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).toContain('Path=/');
    expect(raw).not.toMatch(/Domain=/i);
    expect(raw).not.toMatch(/Secure/);
    // The database holds only a hash of the id.
    const token = sessionCookie(res).slice('sid='.length);
    const rows = await env.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
    expect(rows).toHaveLength(1);
  });

  it('answers unknown e-mail and wrong password with the same 401 and generic message', async () => {
    const unknown = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.com', password: PASSWORD },
    });
    const wrong = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: 'wrong-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: { code: 'login_failed', message: LOGIN_FAILED_MESSAGE },
      message: LOGIN_FAILED_MESSAGE,
    });
    expect(wrong.body).toBe(unknown.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a body without e-mail or password with 400 and a message', async () => {
    for (const payload of [
      {},
      { email: ADMIN },
      { password: PASSWORD },
      { email: '', password: '' },
      { email: 1, password: 2 },
    ]) {
      const res = await env.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'bad_request', message: 'Email and password are required.' },
        message: 'Email and password are required.',
      });
    }
  });

  it('simultaneous wrong passwords cannot exceed the per-account limit: exactly 5 checked, the rest 429', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: STAFF, password: 'wrong-password' },
        }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    const audits = await env.database.db.selectFrom('audit_log').select(['action', 'detail']).execute();
    expect(audits.filter((a) => a.action === 'login_failed')).toHaveLength(5);
    expect(audits.filter((a) => a.action === 'login_throttled')).toEqual(
      Array(7).fill({ action: 'login_throttled', detail: STAFF }),
    );
  });

  it('refuses an e-mail over 254 or a password over 1024 characters before any check', async () => {
    for (const payload of [
      { email: `${'a'.repeat(250)}@example.com`, password: PASSWORD },
      { email: STAFF, password: 'p'.repeat(1025) },
    ]) {
      const res = await env.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'The e-mail may have at most 254 characters and the password at most 1024.',
      );
    }
    expect(await env.database.db.selectFrom('login_failures').select('id').execute()).toEqual([]);
  });

  it('a failed sign-in never stores a text that may be a password: non-e-mails are kept as a digest', async () => {
    const typed = 'MySecret-Pass123';
    await env.app.inject({ method: 'POST', url: '/auth/login', payload: { email: typed, password: 'x' } });
    const stored = JSON.stringify([
      await env.database.db.selectFrom('login_failures').selectAll().execute(),
      await env.database.db.selectFrom('audit_log').selectAll().execute(),
    ]);
    expect(stored).not.toContain(typed);
    expect(stored).not.toContain(typed.toLowerCase());
    expect(stored).toMatch(/not-an-email:[0-9a-f]{16}/);
  });

  it('throttles after 5 failures per account with 429 and Retry-After, identically for unknown accounts', async () => {
    for (const email of [STAFF, 'ghost@example.com']) {
      for (let i = 0; i < 5; i++) {
        const res = await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email, password: `bad-${i}-password` },
        });
        expect(res.statusCode).toBe(401);
        env.clock.advance(1000);
      }
      // Even the right password is refused while throttled.
      const blocked = await env.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: PASSWORD },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: { code: 'rate_limited', message: LOGIN_THROTTLED_MESSAGE },
        message: LOGIN_THROTTLED_MESSAGE,
      });
      expect(Number(blocked.headers['retry-after'])).toBe(15 * 60 - 5);
    }
    // Other accounts are unaffected; after the window the account can sign in again.
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: ADMIN, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    env.clock.advance(15 * MINUTE);
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: STAFF, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('issues a new session id on every login and kills the one the browser brought', async () => {
    const first = await env.login(STAFF);
    const res = await env.as(first, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await env.as(first, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect((await env.as(second, { method: 'GET', url: '/auth/login' })).json()).toMatchObject({
      email: ADMIN,
    });
  });

  it('records logins and failed logins in the audit log, without passwords', async () => {
    await env.login(ADMIN);
    await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: STAFF, password: 'secret-attempt-1' },
    });
    const admin = await env.login(ADMIN);
    const res = await env.as(admin, { method: 'GET', url: '/api/audit/?limit=3' });
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json();
    expect(total).toBe(3);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['login', 'login_failed', 'login']);
    expect(entries[1]).toMatchObject({ target_user_id: IDS.staff, detail: STAFF, ip: '127.0.0.1' });
    expect(res.body).not.toContain('secret-attempt-1');
  });
});

describe('per-IP throttling', () => {
  const env = useTestApp({ loginIpMaxFailures: 10 });

  it('throttles per IP across many accounts', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `u${i}@example.com`, password: 'not-the-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('coarse sign-in rate limit', () => {
  const env = useTestApp({ loginRatePerMinute: 3 });

  it('answers 429 with Retry-After once an IP makes too many sign-in attempts in a minute', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: ADMIN, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in a minute.' },
      message: 'Too many sign-in attempts. Try again in a minute.',
    });
    // Counted in the database: a minute later the address may try again.
    env.clock.advance(61_000);
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: ADMIN, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('GET /auth/login and /auth/logout', () => {
  const env = useTestApp();

  it('answers the current user, or 401 without a session', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect(
      (await env.as('sid=forged-token-that-is-long-enough-xx', { method: 'GET', url: '/auth/login' }))
        .statusCode,
    ).toBe(401);
    const cookie = await env.login(STAFF);
    const res = await env.as(cookie, { method: 'GET', url: '/auth/login' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: IDS.staff,
      email: STAFF,
      name: 'Sam Staff',
      admin: false,
      settings: '{}',
    });
  });

  it('sign-in sets the session-hint cookie (script-readable, no secret); the session check keeps it true', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: STAFF, password: PASSWORD },
    });
    const raw = res.headers['set-cookie'] as string[];
    expect(raw).toHaveLength(2);
    expect(raw[1]).toBe('session_hint=1; Max-Age=43200; Path=/; SameSite=Lax');
    const cookie = sessionCookie(res);
    const check = await env.as(`${cookie}; session_hint=1`, { method: 'GET', url: '/auth/login' });
    expect(check.statusCode).toBe(200);
    expect(check.headers['set-cookie']).toBeUndefined();
    await env.as(cookie, { method: 'GET', url: '/auth/logout', headers: OWN_PAGE });
    const ended = await env.as(`${cookie}; session_hint=1`, { method: 'GET', url: '/auth/login' });
    expect(ended.statusCode).toBe(401);
    expect(String(ended.headers['set-cookie'])).toMatch(/^session_hint=; Max-Age=0; Path=\/;/);
  });

  it('logout deletes the session server-side, clears the cookie and redirects to /login', async () => {
    const cookie = await env.login(STAFF);
    const res = await env.as(`${cookie}; session_hint=1`, {
      method: 'GET',
      url: '/auth/logout',
      headers: OWN_PAGE,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((res.headers['set-cookie'] as string[])[1]).toMatch(/^session_hint=; Max-Age=0; Path=\/;/);
    // Not Clear-Site-Data: the device's brand and mode stay (the page clears the user's keys).
    expect(res.headers['clear-site-data']).toBeUndefined();
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect(await env.database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('GET /auth/logout from another site (a link, an image) ends nothing: a page whose button POSTs', async () => {
    const cookie = await env.login(STAFF);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}]) {
      const res = await env.as(cookie, { method: 'GET', url: '/auth/logout', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<form method="post" action="/auth/logout"><button type="submit"');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    }
    // A POST from another site is refused by the cross-site guard; from our page it signs out.
    const cross = await env.as(cookie, {
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    const own = await env.as(cookie, {
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'http://localhost:80' },
    });
    expect([own.statusCode, own.headers.location]).toEqual([302, '/login']);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
  });

  it('GET /auth/logout typed or bookmarked (Sec-Fetch-Site: none) or with our Origin signs out', async () => {
    for (const headers of [{ 'sec-fetch-site': 'none' }, { origin: 'http://localhost:80' }]) {
      const cookie = await env.login(STAFF);
      const res = await env.as(cookie, { method: 'GET', url: '/auth/logout', headers });
      expect([res.statusCode, res.headers.location]).toEqual([302, '/login']);
      expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    }
  });

  it('expires a session idle for more than 30 minutes; activity keeps it alive', async () => {
    const cookie = await env.login(STAFF);
    for (let i = 0; i < 4; i++) {
      env.clock.advance(29 * MINUTE);
      expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    }
    env.clock.advance(30 * MINUTE + 1000);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect(await env.database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('expires every session 12 hours after sign-in however active', async () => {
    const cookie = await env.login(STAFF);
    for (let t = 0; t < 12 * 60 - 20; t += 20) {
      env.clock.advance(20 * MINUTE);
      expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    }
    env.clock.advance(21 * MINUTE);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  const env = useTestApp();
  const select = (cookie: string | null, user_id: unknown) =>
    env.as(cookie, { method: 'POST', url: '/auth/select_user', payload: { user_id } });

  it('starts with a new session id, acts as the target with the target scope, keeps admin routes', async () => {
    const admin = await env.login(ADMIN);
    const res = await select(admin, IDS.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      impersonating_user: { id: IDS.staff, email: STAFF, name: 'Sam Staff', admin: false, settings: '{}' },
    });
    const imp = sessionCookie(res);
    expect(imp).not.toBe(admin);
    expect((await env.as(admin, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    // The session check names the original admin too, so a reload (any tab) keeps the badge.
    expect((await env.as(imp, { method: 'GET', url: '/auth/login' })).json()).toEqual({
      id: IDS.staff,
      email: STAFF,
      name: 'Sam Staff',
      admin: false,
      settings: '{}',
      original_user: { id: IDS.admin, email: ADMIN, name: 'Avery Admin', admin: true, settings: '{}' },
    });
    // Admin APIs stay open (original user's flag); data is the staff user's.
    expect((await env.as(imp, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    const stores = (await env.as(imp, { method: 'GET', url: '/api/stores/' })).json();
    expect(stores.map((s: { id: number }) => s.id)).toEqual(STAFF_STORES);
  });

  it('stops with a new session id and returns to the admin', async () => {
    const admin = await env.login(ADMIN);
    const imp = sessionCookie(await select(admin, IDS.staff));
    const res = await env.as(imp, { method: 'POST', url: '/auth/stop_impersonation' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      returned_to_user: { id: IDS.admin, email: ADMIN, name: 'Avery Admin', admin: true, settings: '{}' },
    });
    const back = sessionCookie(res);
    expect(back).not.toBe(imp);
    expect((await env.as(back, { method: 'GET', url: '/auth/login' })).json()).toEqual({
      id: IDS.admin,
      email: ADMIN,
      name: 'Avery Admin',
      admin: true,
      settings: '{}',
    });
    expect((await env.as(imp, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect((await env.as(back, { method: 'GET', url: '/auth/login' })).json()).toMatchObject({
      id: IDS.admin,
    });
    const audit = (await env.as(back, { method: 'GET', url: '/api/audit/?limit=2' })).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual([
      'impersonation_stop',
      'impersonation_start',
    ]);
    expect(audit.entries[0]).toMatchObject({
      actor_user_id: IDS.admin,
      target_user_id: IDS.staff,
      ip: '127.0.0.1',
    });
  });

  it('refuses to impersonate an administrator', async () => {
    const admin = await env.login(ADMIN);
    const res = await select(admin, IDS.ops);
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        error: { code: 'forbidden', message: 'Administrators cannot be impersonated.' },
        reason: REASONS.targetAdmin,
      },
    ]);
    expect(REASONS.targetAdmin).toBe('Administrators cannot be impersonated.');
    // The admin's own session is untouched.
    expect((await env.as(admin, { method: 'GET', url: '/auth/login' })).json()).toMatchObject({
      email: ADMIN,
    });
  });

  it('refuses with a reason: regular user, nesting, self, unknown user, bad body, not impersonating', async () => {
    const staff = await env.login(STAFF);
    let res = await select(staff, IDS.admin);
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { error: { code: 'forbidden', message: REASONS.notAdmin }, reason: REASONS.notAdmin },
    ]);
    res = await select(null, IDS.staff);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('reason');
    const admin = await env.login(ADMIN);
    res = await select(admin, IDS.admin);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: { code: 'bad_request', message: REASONS.self }, reason: REASONS.self },
    ]);
    res = await select(admin, 9999);
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: REASONS.unknown }, reason: REASONS.unknown },
    ]);
    for (const bad of ['2', -1, 1.5, null]) {
      res = await select(admin, bad);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: { code: 'bad_request', message: REASONS.badBody }, reason: REASONS.badBody },
      ]);
    }
    res = await env.as(admin, { method: 'POST', url: '/auth/stop_impersonation' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: { code: 'bad_request', message: REASONS.notImpersonating }, reason: REASONS.notImpersonating },
    ]);
    const imp = sessionCookie(await select(admin, IDS.manager));
    res = await select(imp, IDS.staff);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { error: { code: 'conflict', message: REASONS.nested }, reason: REASONS.nested },
    ]);
  });

  it('regular users never escalate (an administrator cannot be impersonated at all: above)', async () => {
    const manager = await env.login(MANAGER);
    expect((await env.as(manager, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
  });

  it('ends an impersonation after one hour', async () => {
    const admin = await env.login(ADMIN);
    const imp = sessionCookie(await select(admin, IDS.staff));
    env.clock.advance(25 * MINUTE);
    expect((await env.as(imp, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    env.clock.advance(25 * MINUTE);
    expect((await env.as(imp, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    env.clock.advance(11 * MINUTE);
    expect((await env.as(imp, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
  });
});

describe('sessions read from the database on every request (DATABASE_URL mode)', () => {
  const env = useTestApp({}, { singleProcess: false });

  it('applies idle timeout, logout and impersonation the same way without the in-memory cache', async () => {
    const cookie = await env.login(STAFF);
    env.clock.advance(29 * MINUTE);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    env.clock.advance(29 * MINUTE);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    env.clock.advance(31 * MINUTE);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    const admin = await env.login(ADMIN);
    const imp = sessionCookie(
      await env.as(admin, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    expect((await env.as(admin, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    const stores = (await env.as(imp, { method: 'GET', url: '/api/stores/' })).json();
    expect(stores.map((s: { id: number }) => s.id)).toEqual(STAFF_STORES);
    await env.as(imp, { method: 'GET', url: '/auth/logout', headers: OWN_PAGE });
    expect((await env.as(imp, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
  });
});

describe('cookies over TLS', () => {
  const secure = useTestApp({ cookieSecure: true });

  it('uses the __Host- prefix and Secure, and sends HSTS', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(raw).toContain('Secure');
    expect(raw).not.toMatch(/Domain=/i);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookie = sessionCookie(res);
    expect((await secure.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
  });

  it('reads only __Host-sid: the same token in a plain sid cookie is no session', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    const token = sessionCookie(res).split('=')[1];
    const plain = await secure.as(`sid=${token}`, { method: 'GET', url: '/auth/login' });
    expect(plain.statusCode).toBe(401);
    expect((await secure.as(`__Host-sid=${token}`, { method: 'GET', url: '/auth/login' })).statusCode).toBe(
      200,
    );
  });
});

describe('behind a trusted proxy', () => {
  const proxied = useTestApp({ trustProxy: 1 });

  it('treats X-Forwarded-Proto: https as TLS and plain requests as plain', async () => {
    const https = await proxied.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(String(https.headers['set-cookie'])).toMatch(/^__Host-sid=.*Secure/);
    expect(https.headers['strict-transport-security']).toBeDefined();
    const http = await proxied.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: ADMIN, password: PASSWORD },
    });
    expect(String(http.headers['set-cookie'])).toMatch(/^sid=/);
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
