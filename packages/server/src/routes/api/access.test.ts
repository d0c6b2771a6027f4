// Every endpoint against every role: anonymous, regular user, admin, admin impersonating a regular
// user, and a regular user who tried to impersonate. Status codes, and that no out-of-scope row appears.
import { CSV_COLUMNS, CSV_FILE_NAMES } from '@store-ops/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  IDS,
  MANAGER,
  MANAGER_STORES,
  STAFF,
  STAFF_STORES,
  sessionCookie,
  useTestApp,
} from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';

type Role = 'anonymous' | 'regular' | 'admin' | 'impersonating' | 'regular-tried';

const ADMIN_LISTS = [
  '/api/users',
  '/api/users/',
  '/api/usergroups/',
  '/api/users2groups/',
  '/api/employees/',
  '/api/audit/',
  '/api/schedules/',
  '/api/weather/',
  '/api/shifts/',
  '/api/availability/',
  '/api/sales/',
  '/api/timepunches/',
];
const SCOPED_LISTS = ['/api/companies/', '/api/stores/', '/api/hours/'];

describe('endpoint x role matrix', () => {
  const env = useTestApp();
  const cookies = {} as Record<Role, string | null>;

  beforeEach(async () => {
    cookies.anonymous = null;
    cookies.regular = await env.login(STAFF);
    cookies.admin = await env.login(ADMIN);
    const admin2 = await env.login(ADMIN);
    cookies.impersonating = sessionCookie(
      await env.as(admin2, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    const tried = await env.login(STAFF);
    const refused = await env.as(tried, {
      method: 'POST',
      url: '/auth/select_user',
      payload: { user_id: IDS.admin },
    });
    expect(refused.statusCode).toBe(403);
    cookies['regular-tried'] = tried;
  });

  const get = (role: Role, url: string) => env.as(cookies[role], { method: 'GET', url });

  it('admin-only lists: 401 anonymous, 403 regular users, 200 for admins and impersonating admins', async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      regular: 403,
      'regular-tried': 403,
      admin: 200,
      impersonating: 200,
    };
    for (const url of ADMIN_LISTS) {
      for (const role of Object.keys(expected) as Role[]) {
        const res = await get(role, url);
        expect([url, role, res.statusCode]).toEqual([url, role, expected[role]]);
        if (res.statusCode === 401)
          expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required.' } });
        if (res.statusCode === 403) expect(res.json().error.code).toBe('forbidden');
      }
    }
  });

  it('the impersonation list has every user without secrets, as an array', async () => {
    const res = await get('admin', '/api/users');
    const users = res.json();
    expect(users.map((u: { email: string }) => u.email)).toEqual([ADMIN, STAFF, MANAGER, 'ops@example.com']);
    expect(Object.keys(users[0]).sort()).toEqual(['admin', 'email', 'id', 'name', 'version']);
    expect(res.body).not.toContain('argon2');
  });

  it('scoped lists: everything for admins, only granted rows for regular and impersonated users', async () => {
    for (const role of ['anonymous'] as Role[])
      for (const url of SCOPED_LISTS) expect((await get(role, url)).statusCode).toBe(401);
    const adminStores = (await get('admin', '/api/stores/')).json();
    expect(adminStores).toHaveLength(12);
    expect((await get('admin', '/api/companies/')).json()).toHaveLength(3);
    expect((await get('admin', '/api/hours/')).json()).toHaveLength(84);
    for (const role of ['regular', 'regular-tried', 'impersonating'] as Role[]) {
      const stores = (await get(role, '/api/stores/')).json();
      expect(stores.map((s: { id: number }) => s.id)).toEqual(STAFF_STORES);
      const companies = (await get(role, '/api/companies/')).json();
      expect(companies.map((c: { source_id: string }) => c.source_id)).toEqual(['HTRG']);
      const hours = (await get(role, '/api/hours/')).json();
      expect(hours).toHaveLength(14);
      expect(new Set(hours.map((h: { store_id: number }) => h.store_id))).toEqual(new Set(STAFF_STORES));
    }
    // A company grant gives every store of the company.
    const manager = await env.login(MANAGER);
    const stores = (await env.as(manager, { method: 'GET', url: '/api/stores/' })).json();
    expect(stores.map((s: { id: number }) => s.id)).toEqual(MANAGER_STORES);
  });

  it('admin data sources while impersonating show only the impersonated user scope', async () => {
    for (const url of [
      '/api/employees/',
      '/api/schedules/',
      '/api/weather/',
      '/api/shifts/',
      '/api/sales/',
      '/api/timepunches/',
    ]) {
      const all = (await get('admin', url)).json() as { store_id: number }[];
      const mine = (await get('impersonating', url)).json() as { store_id: number }[];
      expect(all.length).toBeGreaterThan(mine.length);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((r) => STAFF_STORES.includes(r.store_id))).toBe(true);
      expect(new Set(all.map((r) => r.store_id)).size).toBe(12);
    }
    const employees = (await get('impersonating', '/api/employees/')).json() as { id: number }[];
    const availability = (await get('impersonating', '/api/availability/')).json() as {
      employee_id: number;
    }[];
    const ids = new Set(employees.map((e) => e.id));
    expect(availability.length).toBeGreaterThan(0);
    expect(availability.every((a) => ids.has(a.employee_id))).toBe(true);
  });

  it('csvproxy: 401 anonymous; in-scope 200, out-of-scope and unknown the same 404; no store_id = the user stores only', async () => {
    const url = (store?: number) =>
      `/api/csvproxy?start=${TEST_TODAY}&end=${TEST_TODAY}${store ? `&store_id=${store}` : ''}`;
    expect((await get('anonymous', url(1))).statusCode).toBe(401);
    for (const role of ['regular', 'regular-tried', 'impersonating'] as Role[]) {
      expect((await get(role, url(1))).statusCode).toBe(200);
      // A store the user may not see and one that does not exist answer alike.
      const notFound = [404, { error: { code: 'not_found', message: 'Store not found.' } }];
      const out = await get(role, url(2));
      expect([out.statusCode, out.json()]).toEqual(notFound);
      const unknown = await get(role, url(999));
      expect([unknown.statusCode, unknown.json()]).toEqual(notFound);
      const mine = (await get(role, url())).json();
      expect(mine.weather.map((w: { store_id: number }) => w.store_id)).toEqual(STAFF_STORES);
      const one = (await get(role, url(1))).json();
      const three = (await get(role, url(3))).json();
      for (const f of CSV_FILE_NAMES) {
        const header = `${CSV_COLUMNS[f].join(',')}\n`;
        expect(mine[f]).toBe(header + one[f].slice(header.length) + three[f].slice(header.length));
      }
    }
    expect((await get('admin', url(2))).statusCode).toBe(200);
    expect((await get('admin', url())).json().weather).toHaveLength(12);
  });

  it('admin writes: 401 anonymous, 403 regular users, allowed for admins and impersonating admins', async () => {
    const writes = [
      {
        method: 'POST',
        url: '/api/companies/',
        payload: { name: 'X Co', source_id: 'XCO', week_begin: 'Monday' },
      },
      { method: 'PUT', url: '/api/companies/1', payload: { name: 'Renamed', version: 0 } },
      { method: 'DELETE', url: '/api/companies/1' },
      {
        method: 'POST',
        url: '/api/users/',
        payload: { email: 'new@example.com', name: 'New', password: 'long-enough-pass' },
      },
      { method: 'PUT', url: '/api/users/2', payload: { name: 'Sam', version: 0 } },
      { method: 'DELETE', url: '/api/users/3' },
      { method: 'POST', url: '/api/usergroups/', payload: { name: 'G' } },
      { method: 'PUT', url: '/api/usergroups/1', payload: { name: 'G2', version: 0 } },
      { method: 'DELETE', url: '/api/usergroups/1' },
      { method: 'POST', url: '/api/users2groups/', payload: { user_id: 4, group_id: 1 } },
      { method: 'PUT', url: '/api/users2groups/1', payload: { group_id: 2, version: 0 } },
      { method: 'DELETE', url: '/api/users2groups/1' },
      { method: 'PUT', url: '/api/stores/1', payload: { phone: '(512) 555-0100', version: 0 } },
      { method: 'DELETE', url: '/api/stores/1' },
      { method: 'PUT', url: '/api/employees/1', payload: { role: 'Server', version: 0 } },
      { method: 'DELETE', url: '/api/employees/1' },
      { method: 'PUT', url: '/api/hours/1', payload: { open_time: '09:00', version: 0 } },
      { method: 'DELETE', url: '/api/hours/1' },
    ] as const;
    for (const w of writes) {
      for (const role of ['anonymous', 'regular', 'regular-tried'] as Role[]) {
        const res = await env.as(cookies[role], { ...w });
        expect([w.method, w.url, role, res.statusCode]).toEqual([
          w.method,
          w.url,
          role,
          role === 'anonymous' ? 401 : 403,
        ]);
      }
    }
    // Admins: each write reaches its handler (2xx, or a 409 with a reason for protected deletes).
    for (const w of writes) {
      const res = await env.as(cookies.admin, { ...w });
      expect([w.method, w.url, res.statusCode < 300 || res.statusCode === 409]).toEqual([
        w.method,
        w.url,
        true,
      ]);
    }
  });
});
