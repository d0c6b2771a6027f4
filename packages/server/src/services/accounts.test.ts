// Account changes from the command line end every session of the user
// (impersonations they started too) and are audited; expired sessions are audited; the retention
// job deletes what has served its purpose.
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, PASSWORD, STAFF, sessionCookie, useTestApp } from '../../test/helpers';
import { purgeExpired } from './retention';
import { AccountError, createUserFromCli, endSessionsOf, setPasswordFromCli } from './users';

const env = useTestApp();
const MINUTE = 60_000;
const json = { 'content-type': 'application/json' };

const auditRows = (action: string) =>
  env.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

/** The admin signs in and starts impersonating staff: the impersonation's session cookie. */
async function impersonateStaff() {
  const admin = await env.login(ADMIN);
  const started = await env.as(admin, {
    method: 'POST',
    url: '/auth/select_user',
    headers: json,
    payload: { user_id: IDS.staff },
  });
  expect(started.statusCode).toBe(200);
  return sessionCookie(started);
}

describe('npm run user (the CLI, through its service)', () => {
  it('set-password ends the sessions the user started as an impersonator, and audits the change', async () => {
    const impersonating = await impersonateStaff();
    const own = await env.login(ADMIN);
    const staffOwn = await env.login(STAFF);
    const { endedSessions } = await setPasswordFromCli(
      env.database.db,
      { email: 'Admin@Example.com', password: 'a-new-long-passphrase-9' },
      env.clock.now(),
    );
    expect(endedSessions).toBe(2);
    for (const cookie of [impersonating, own])
      expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    // Someone else's session is untouched.
    expect((await env.as(staffOwn, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: ADMIN, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    const [entry] = (await auditRows('update')).slice(-1);
    expect(entry).toMatchObject({
      entity: 'users',
      entity_id: IDS.admin,
      target_user_id: IDS.admin,
      actor_user_id: null,
      detail: 'command line: npm run user -- set-password',
    });
    expect(JSON.stringify(entry)).not.toContain('a-new-long-passphrase-9');
  });

  it('create makes the account and audits it; refusals say why', async () => {
    const { id } = await createUserFromCli(
      env.database.db,
      {
        email: ' New.Admin@Example.com ',
        name: 'New Admin',
        admin: true,
        password: 'a-new-long-passphrase-9',
      },
      env.clock.now(),
    );
    const [entry] = (await auditRows('create')).slice(-1);
    expect(entry).toMatchObject({
      entity: 'users',
      entity_id: id,
      detail: 'command line: npm run user -- create',
      after: { id, email: 'new.admin@example.com', name: 'New Admin', admin: true },
    });
    await expect(
      createUserFromCli(
        env.database.db,
        { email: 'new.admin@example.com', name: 'X', admin: false, password: 'a-new-long-passphrase-9' },
        env.clock.now(),
      ),
    ).rejects.toThrow(new AccountError('A user with the e-mail new.admin@example.com already exists.'));
    await expect(
      setPasswordFromCli(
        env.database.db,
        { email: 'nobody@example.com', password: 'a-new-long-passphrase-9' },
        env.clock.now(),
      ),
    ).rejects.toThrow('No user with the e-mail nobody@example.com.');
  });

  it('endSessionsOf removes sessions as the user and as the impersonator, nobody else’s', async () => {
    await impersonateStaff();
    await env.login(STAFF);
    expect(await endSessionsOf(env.database.db, IDS.admin)).toBe(1);
    const left = await env.database.db
      .selectFrom('sessions')
      .select(['user_id', 'original_user_id'])
      .execute();
    expect(left).toEqual([{ user_id: IDS.staff, original_user_id: null }]);
  });
});

describe('session expiry is audited', () => {
  it('an idle session found expired writes one session_expired entry naming the user', async () => {
    const cookie = await env.login(STAFF);
    env.clock.advance(31 * MINUTE);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect((await env.as(cookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    const entries = await auditRows('session_expired');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_user_id: IDS.staff, as_user_id: null });
  });

  it('an impersonation past its limit names the admin and the impersonated user', async () => {
    const cookie = await impersonateStaff();
    env.clock.advance(61 * MINUTE);
    expect((await env.as(cookie, { method: 'GET', url: '/api/stores/' })).statusCode).toBe(401);
    const entries = await auditRows('session_expired');
    expect(entries.at(-1)).toMatchObject({ actor_user_id: IDS.admin, as_user_id: IDS.staff });
  });
});

describe('the retention job', () => {
  it('deletes expired sessions, failures past the window and audit rows past retention; keeps the rest', async () => {
    const db = env.database.db;
    const now = env.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const live = await env.login(STAFF);
    await db
      .insertInto('sessions')
      .values([
        {
          id_hash: 'idle',
          user_id: IDS.staff,
          created_at: ago(40 * MINUTE),
          last_seen_at: ago(31 * MINUTE),
          ip: '',
        },
        {
          id_hash: 'old',
          user_id: IDS.staff,
          created_at: ago(13 * 60 * MINUTE),
          last_seen_at: ago(MINUTE),
          ip: '',
        },
        {
          id_hash: 'imp',
          user_id: IDS.staff,
          original_user_id: IDS.admin,
          created_at: ago(70 * MINUTE),
          last_seen_at: ago(MINUTE),
          impersonation_started_at: ago(61 * MINUTE),
          ip: '',
        },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        { account: 'a@example.com', ip: '1.1.1.1', at: ago(16 * MINUTE) },
        { account: 'b@example.com', ip: '1.1.1.1', at: ago(5 * MINUTE) },
      ])
      .execute();
    await db
      .insertInto('audit_log')
      .values([
        { at: ago(401 * 86_400_000), action: 'login', ip: '' },
        { at: ago(399 * 86_400_000), action: 'login', ip: '' },
      ])
      .execute();
    const auditBefore = (await db.selectFrom('audit_log').select('id').execute()).length;
    const purged = await purgeExpired(db, now, {
      sessionIdleMs: 30 * MINUTE,
      sessionAbsoluteMs: 12 * 60 * MINUTE,
      impersonationMs: 60 * MINUTE,
      loginWindowMs: 15 * MINUTE,
      auditRetentionDays: 400,
    });
    expect(purged).toEqual({ sessions: 3, loginFailures: 1, auditRows: 1, staffChatEvents: 0 });
    expect((await db.selectFrom('sessions').select('id_hash').execute()).length).toBe(1);
    expect((await env.as(live, { method: 'GET', url: '/auth/login' })).statusCode).toBe(200);
    expect((await db.selectFrom('login_failures').select('account').execute()).map((r) => r.account)).toEqual(
      ['b@example.com'],
    );
    expect((await db.selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore - 1);
  });
});

describe('refused admin requests are audited', () => {
  it('names who tried which admin route', async () => {
    const staff = await env.login(STAFF);
    expect((await env.as(staff, { method: 'GET', url: '/api/users/?x=1' })).statusCode).toBe(403);
    expect(
      (
        await env.as(staff, {
          method: 'DELETE',
          url: '/api/stores/3?version=0',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(403);
    const entries = await auditRows('admin_refused');
    expect(entries.map((e) => [e.actor_user_id, e.detail])).toEqual([
      [IDS.staff, 'GET /api/users/'],
      [IDS.staff, 'DELETE /api/stores/3'],
    ]);
  });
});
