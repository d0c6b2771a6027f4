import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, PASSWORD, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';

describe('admin writes', () => {
  const env = useTestApp();
  const send = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    env.as(cookie, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('creates, updates (version bump) and deletes a company, each audited with before/after', async () => {
    const admin = await env.login(ADMIN);
    const created = await send(admin, 'POST', '/api/companies/', {
      name: 'Lakeside Cafes',
      source_id: 'LSC',
      week_begin: 'Friday',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toEqual({
      id: 4,
      name: 'Lakeside Cafes',
      source_id: 'LSC',
      week_begin: 'Friday',
      version: 0,
    });
    const updated = await send(admin, 'PUT', `/api/companies/${row.id}`, {
      name: 'Lakeside Cafés',
      version: 0,
    });
    expect(updated.json()).toEqual({ ...row, name: 'Lakeside Cafés', version: 1 });
    expect((await send(admin, 'DELETE', `/api/companies/${row.id}?version=1`)).statusCode).toBe(204);
    const audit = (await env.as(admin, { method: 'GET', url: '/api/audit/?limit=3' })).json().entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[1]).toMatchObject({
      entity: 'companies',
      entity_id: 4,
      actor_user_id: IDS.admin,
      as_user_id: IDS.admin,
      before: { name: 'Lakeside Cafes', version: 0 },
      after: { name: 'Lakeside Cafés', version: 1 },
    });
  });

  it('answers a stale version with 409 and the current row, never overwriting', async () => {
    const admin = await env.login(ADMIN);
    expect(
      (await send(admin, 'PUT', '/api/stores/2', { phone: '(512) 555-0001', version: 0 })).statusCode,
    ).toBe(200);
    const stale = await send(admin, 'PUT', '/api/stores/2', { phone: '(512) 555-0002', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect(stale.json().current).toMatchObject({ id: 2, phone: '(512) 555-0001', version: 1 });
    const stores = (await env.as(admin, { method: 'GET', url: '/api/stores/' })).json();
    expect(stores.find((s: { id: number }) => s.id === 2).phone).toBe('(512) 555-0001');
  });

  it('two admins updating the same row at once: exactly one wins, the other gets 409, nothing lost', async () => {
    const a = await env.login(ADMIN);
    const b = await env.login('ops@example.com');
    const [ra, rb] = await Promise.all([
      send(a, 'PUT', '/api/employees/5', { role: 'Winner A', version: 0 }),
      send(b, 'PUT', '/api/employees/5', { role: 'Winner B', version: 0 }),
    ]);
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = ra.statusCode === 200 ? ra.json() : rb.json();
    const loser = ra.statusCode === 409 ? ra.json() : rb.json();
    expect(loser.current).toEqual(winner);
    const employees = (await env.as(a, { method: 'GET', url: '/api/employees/' })).json();
    expect(employees.find((e: { id: number }) => e.id === 5)).toEqual(winner);
    expect(winner.version).toBe(1);
  });

  it('refuses deletes that would orphan rows with 409 saying why and what to do', async () => {
    const admin = await env.login(ADMIN);
    const db = env.database.db;
    const countOf = async (table: 'stores' | 'employees', column: 'company_id' | 'store_id', id: number) =>
      (await db.selectFrom(table).select('id').where(column, '=', id).execute()).length;
    const company = await send(admin, 'DELETE', '/api/companies/1');
    expect([company.statusCode, company.json().error.message]).toEqual([
      409,
      `Company Harvest Table Restaurant Group has ${await countOf('stores', 'company_id', 1)} stores; move or delete them first.`,
    ]);
    expect(await countOf('stores', 'company_id', 1)).toBe(4);
    const store = await send(admin, 'DELETE', '/api/stores/1');
    const storeName = (
      await db.selectFrom('stores').select('name').where('id', '=', 1).executeTakeFirstOrThrow()
    ).name;
    expect([store.statusCode, store.json().error.message]).toEqual([
      409,
      `Store ${storeName} has ${await countOf('employees', 'store_id', 1)} employees; move or delete them first.`,
    ]);
    const group = await send(admin, 'DELETE', '/api/usergroups/1');
    expect(group.statusCode).toBe(409);
    expect(group.json().error.message).toMatch(
      /^User group .+ has \d+ members?; remove their user assignments first\.$/,
    );
    const employee = await db
      .selectFrom('employees')
      .select(['id', 'first_name', 'last_name'])
      .where('store_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shifts = (
      await db.selectFrom('shifts').select('id').where('employee_id', '=', employee.id).execute()
    ).length;
    const punches = (
      await db.selectFrom('timepunches').select('id').where('employee_id', '=', employee.id).execute()
    ).length;
    const refused = await send(admin, 'DELETE', `/api/employees/${employee.id}`);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      `Employee ${employee.first_name} ${employee.last_name} has ${shifts} shifts and ${punches} time punches; mark the employee inactive instead.`,
    ]);
    expect((await send(admin, 'DELETE', '/api/companies/999')).statusCode).toBe(404);
  });

  it('an admin can neither delete nor demote themselves', async () => {
    const admin = await env.login(ADMIN);
    const self = await send(admin, 'DELETE', `/api/users/${IDS.admin}`);
    expect([self.statusCode, self.json().error.message]).toEqual([
      409,
      'You cannot remove your own administrator access.',
    ]);
    const demote = await send(admin, 'PUT', `/api/users/${IDS.admin}`, { admin: false, version: 0 });
    expect([demote.statusCode, demote.json().error.message]).toEqual([
      409,
      'You cannot remove your own administrator access.',
    ]);
    // Another admin may be demoted; it ends that admin's sessions, the impersonations they started too.
    const ops = await env.login('ops@example.com');
    const opsImpersonating = await env.as(ops, {
      method: 'POST',
      url: '/auth/select_user',
      headers: { 'content-type': 'application/json' },
      payload: { user_id: IDS.staff },
    });
    const impCookie = String(opsImpersonating.headers['set-cookie']).split(';')[0] as string;
    const opsRow = await env.database.db
      .selectFrom('users')
      .select('version')
      .where('id', '=', IDS.ops)
      .executeTakeFirstOrThrow();
    const other = await send(admin, 'PUT', `/api/users/${IDS.ops}`, {
      admin: false,
      version: opsRow.version,
    });
    expect(other.statusCode).toBe(200);
    expect((await env.as(impCookie, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
  });

  it('validates bodies: 400 with the error shape for bad fields, duplicates are 409', async () => {
    const admin = await env.login(ADMIN);
    for (const [url, payload] of [
      ['/api/companies/', { name: 'X', source_id: 'X', week_begin: 'Funday' }],
      ['/api/companies/', { name: '', source_id: 'X', week_begin: 'Monday' }],
      [
        '/api/hours/',
        { store_id: 1, day_of_week: 7, open_time: '09:00', close_time: '17:00', closed: false },
      ],
      [
        '/api/hours/',
        { store_id: 1, day_of_week: 1, open_time: '25:00', close_time: '17:00', closed: false },
      ],
      ['/api/employees/', { store_id: 1, source_id: 'E', first_name: 'A', last_name: 'B', hourly_rate: -1 }],
      ['/api/users/', { email: 'not-an-email', name: 'N', password: 'long-enough-pass' }],
    ] as const) {
      const res = await send(admin, 'POST', url, payload);
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 400, 'bad_request']);
    }
    const dup = await send(admin, 'POST', '/api/companies/', {
      name: 'Dup',
      source_id: 'HTRG',
      week_begin: 'Monday',
    });
    expect([dup.statusCode, dup.json().error.code]).toEqual([409, 'conflict']);
    const hours = await send(admin, 'PUT', '/api/hours/1', { open_time: '23:00', version: 0 });
    expect([hours.statusCode, hours.json().error.message]).toEqual([
      400,
      'Opening time must be before closing time.',
    ]);
    const closed = await send(admin, 'PUT', '/api/hours/1', {
      closed: true,
      open_time: null,
      close_time: null,
      version: 0,
    });
    expect(closed.json()).toMatchObject({ closed: true, open_time: null, close_time: null, version: 1 });
  });

  it('user writes: password policy, reset ends sessions, admin flag, passwords never echoed or audited', async () => {
    const admin = await env.login(ADMIN);
    const weak = await send(admin, 'POST', '/api/users/', {
      email: 'w@example.com',
      name: 'W',
      password: 'short',
    });
    expect([weak.statusCode, weak.json().error.message]).toEqual([
      400,
      'Password must be at least 8 characters.',
    ]);
    const common = await send(admin, 'POST', '/api/users/', {
      email: 'w@example.com',
      name: 'W',
      password: 'password123',
    });
    expect([common.statusCode, common.json().error.message]).toEqual([
      400,
      'This password is too common. Choose another.',
    ]);
    const long = `${'x'.repeat(64)} a long passphrase is fine`;
    const made = await send(admin, 'POST', '/api/users/', {
      email: 'New.Person@example.com',
      name: 'New Person',
      admin: true,
      password: long,
    });
    expect(made.json()).toEqual({
      id: 5,
      email: 'new.person@example.com',
      name: 'New Person',
      admin: true,
      version: 0,
    });
    const login = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'new.person@example.com', password: long },
    });
    expect(login.statusCode).toBe(200);

    const staff = await env.login(STAFF);
    const reset = await send(admin, 'PUT', `/api/users/${IDS.staff}`, {
      password: 'a-brand-new-secret',
      version: 0,
    });
    expect(reset.statusCode).toBe(200);
    expect((await env.as(staff, { method: 'GET', url: '/auth/login' })).statusCode).toBe(401);
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: STAFF, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: STAFF, password: 'a-brand-new-secret' },
        })
      ).statusCode,
    ).toBe(200);
    const audit = (await env.as(admin, { method: 'GET', url: '/api/audit/?limit=50' })).body;
    expect(audit).not.toContain('a-brand-new-secret');
    expect(audit).not.toContain(long);
    expect(audit).not.toContain('argon2');
  });

  it('user groups carry company and store grants; assignments change a user scope at once', async () => {
    const admin = await env.login(ADMIN);
    const group = await send(admin, 'POST', '/api/usergroups/', {
      name: 'Northwest',
      company_ids: [3],
      store_ids: [2],
    });
    expect(group.json()).toEqual({
      id: 3,
      name: 'Northwest',
      description: '',
      company_ids: [3],
      store_ids: [2],
      version: 0,
    });
    const staff = await env.login(STAFF);
    const assign = await send(admin, 'POST', '/api/users2groups/', { user_id: IDS.staff, group_id: 3 });
    expect(assign.json()).toEqual({ id: 3, user_id: IDS.staff, group_id: 3, version: 0 });
    const stores = (await env.as(staff, { method: 'GET', url: '/api/stores/' })).json();
    expect(stores.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 10, 11, 12]);
    const changed = await send(admin, 'PUT', '/api/usergroups/3', { store_ids: [], version: 0 });
    expect(changed.json()).toMatchObject({ company_ids: [3], store_ids: [], version: 1 });
    expect((await env.as(staff, { method: 'GET', url: '/api/stores/' })).json()).toHaveLength(5);
  });

  it('an admin impersonating a regular user writes within that user scope and is audited as both', async () => {
    const admin = await env.login(ADMIN);
    const imp = sessionCookie(
      await env.as(admin, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    const inScope = await send(imp, 'PUT', '/api/employees/1', { role: 'Host', version: 0 });
    expect(inScope.statusCode).toBe(200);
    const outOfScope = await send(imp, 'PUT', '/api/employees/20', { role: 'Host', version: 0 });
    expect(outOfScope.statusCode).toBe(403);
    const entry = (await env.as(imp, { method: 'GET', url: '/api/audit/?limit=1' })).json().entries[0];
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'employees',
      entity_id: 1,
      actor_user_id: IDS.admin,
      as_user_id: IDS.staff,
    });
  });

  it('an employee rename shows in the next csvproxy answer (cache invalidated by data_version)', async () => {
    const admin = await env.login(ADMIN);
    const url = `/api/csvproxy?start=${TEST_TODAY}&end=${TEST_TODAY}&store_id=1`;
    const before = (await env.as(admin, { method: 'GET', url })).json()['scheduled_labor.csv'] as string;
    const first = before.split('\n')[1]?.split(',') ?? [];
    const employees = (await env.as(admin, { method: 'GET', url: '/api/employees/' })).json();
    const emp = employees.find(
      (e: { store_id: number; first_name: string; last_name: string }) =>
        e.store_id === 1 && e.first_name === first[0] && e.last_name === first[1],
    );
    await send(admin, 'PUT', `/api/employees/${emp.id}`, { first_name: 'Zed', version: emp.version });
    const after = (await env.as(admin, { method: 'GET', url })).json()['scheduled_labor.csv'] as string;
    expect(after.split('\n')[1]?.startsWith(`Zed,${first[1]},`)).toBe(true);
  });
});
