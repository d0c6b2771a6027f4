import { USER_SETTINGS_MESSAGES } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';

describe('PUT /api/me/settings', () => {
  const env = useTestApp();
  const put = (cookie: string | null, payload: unknown) =>
    env.as(cookie, {
      method: 'PUT',
      url: '/api/me/settings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const sessionSettings = async (cookie: string) => {
    const res = await env.as(cookie, { method: 'GET', url: '/auth/login' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { settings: string }).settings;
  };
  const storedSettings = async (userId: number) =>
    (
      await env.database.db
        .selectFrom('users')
        .select('settings')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).settings;

  it('saves the block choice, keeps the other keys, and GET /auth/login carries the new string', async () => {
    await env.database.db
      .updateTable('users')
      .set({ settings: '{"theme":"dark","brand":"harvest"}' })
      .where('id', '=', IDS.staff)
      .execute();
    const staff = await env.login(STAFF);
    expect(await sessionSettings(staff)).toBe('{"theme":"dark","brand":"harvest"}');

    const res = await put(staff, { report_blocks: ['tasks', 'sales', 'employees'] });
    expect(res.statusCode, res.body).toBe(200);
    // Blocks are kept once each, in the report's order.
    const expected = '{"theme":"dark","brand":"harvest","report_blocks":["sales","employees","tasks"]}';
    expect(res.json()).toEqual({ settings: expected });
    expect(await sessionSettings(staff)).toBe(expected);
    expect(await storedSettings(IDS.staff)).toBe(expected);

    // null: follow the company's defaults again; the other keys stay.
    const reset = await put(staff, { report_blocks: null });
    expect(reset.json()).toEqual({ settings: '{"theme":"dark","brand":"harvest","report_blocks":null}' });
    expect(await sessionSettings(staff)).toBe('{"theme":"dark","brand":"harvest","report_blocks":null}');
    // An empty choice is a choice (no blocks), and duplicates count once.
    expect((await put(staff, { report_blocks: [] })).json()).toEqual({
      settings: '{"theme":"dark","brand":"harvest","report_blocks":[]}',
    });
    expect((await put(staff, { report_blocks: ['hourly', 'hourly'] })).json()).toEqual({
      settings: '{"theme":"dark","brand":"harvest","report_blocks":["hourly"]}',
    });
    // Other users are untouched.
    expect(await storedSettings(IDS.admin)).toBe('{}');
  });

  it('a stored string that is not JSON is replaced by the choice alone', async () => {
    await env.database.db
      .updateTable('users')
      .set({ settings: '{oops' })
      .where('id', '=', IDS.staff)
      .execute();
    const staff = await env.login(STAFF);
    const res = await put(staff, { report_blocks: ['sales'] });
    expect(res.json()).toEqual({ settings: '{"report_blocks":["sales"]}' });
  });

  it("while impersonating, changes the impersonated user's settings (whose screen it is), not the admin's", async () => {
    const admin = await env.login(ADMIN);
    const imp = sessionCookie(
      await env.as(admin, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    const res = await put(imp, { report_blocks: ['timers'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSettings(IDS.staff)).toBe('{"report_blocks":["timers"]}');
    expect(await storedSettings(IDS.admin)).toBe('{}');
    expect(await sessionSettings(imp)).toBe('{"report_blocks":["timers"]}');
    expect(await sessionSettings(await env.login(STAFF))).toBe('{"report_blocks":["timers"]}');
    // Audited as the admin acting as staff.
    const audit = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'as_user_id', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'user_settings')
      .execute();
    expect(audit).toEqual([
      {
        action: 'update',
        actor_user_id: IDS.admin,
        as_user_id: IDS.staff,
        entity: 'user_settings',
        entity_id: IDS.staff,
        before: {},
        after: { report_blocks: ['timers'] },
      },
    ]);
  });

  it('refuses an invalid body with 400 and changes nothing; 401 without a session', async () => {
    const staff = await env.login(STAFF);
    for (const payload of [
      {},
      { report_blocks: 'sales' },
      { report_blocks: ['sales', 'weather'] },
      { report_blocks: [1] },
      { report_blocks: [null] },
      [],
      null,
    ]) {
      const res = await put(staff, payload);
      expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect((res.json() as { error: { code: string } }).error.code).toBe('bad_request');
    }
    const unknown = await put(staff, { report_blocks: ['weather'] });
    expect(unknown.json()).toEqual({
      error: {
        code: 'bad_request',
        message: `Invalid body field report_blocks.0: ${USER_SETTINGS_MESSAGES.reportBlocks}`,
      },
    });
    expect(await storedSettings(IDS.staff)).toBe('{}');
    const anonymous = await put(null, { report_blocks: null });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: { code: 'unauthorized', message: 'Sign in required.' } },
    ]);
  });
});
