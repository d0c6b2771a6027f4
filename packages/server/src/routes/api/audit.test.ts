import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';

interface Entry {
  action: string;
  at: string;
  entity: string | null;
  entity_id: number | null;
  entity_name: string | null;
  actor_email: string | null;
  as_email: string | null;
  target_email: string | null;
}

describe('GET /api/audit/ (the Audit Log screen)', () => {
  const env = useTestApp();
  const page = async (cookie: string, query: string) => {
    const res = await env.as(cookie, { method: 'GET', url: `/api/audit/${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { entries: Entry[]; page: number; limit: number; total: number };
  };

  /**
   * Two days of writes: the admin creates a company on the first; renames it on the second, then
   * impersonates staff and edits an employee.
   */
  async function writeDay() {
    env.clock.set(`${TEST_TODAY}T09:00:00Z`);
    const admin = await env.login(ADMIN);
    const created = (
      await env.as(admin, {
        method: 'POST',
        url: '/api/companies/',
        payload: { name: 'Lakeside Cafes', source_id: 'LSC', week_begin: 'Friday' },
      })
    ).json();
    env.clock.set('2026-03-19T10:00:00Z');
    const nextDay = await env.login(ADMIN);
    await env.as(nextDay, {
      method: 'PUT',
      url: `/api/companies/${created.id}`,
      payload: { name: 'Lakeside Cafés', version: 0 },
    });
    const imp = sessionCookie(
      await env.as(nextDay, { method: 'POST', url: '/auth/select_user', payload: { user_id: IDS.staff } }),
    );
    await env.as(imp, { method: 'PUT', url: '/api/employees/1', payload: { role: 'Host', version: 0 } });
    // Impersonating, the admin still reads the audit log (the session's real user is the admin).
    return { admin: imp, companyId: created.id as number };
  }

  it('names the actor, the impersonated user and the target by e-mail, newest first', async () => {
    const { admin, companyId } = await writeDay();
    const { entries } = await page(admin, '?limit=4');
    expect(entries.map((e) => [e.action, e.entity, e.entity_id, e.actor_email, e.as_email])).toEqual([
      ['update', 'employees', 1, ADMIN, STAFF],
      ['impersonation_start', null, null, ADMIN, null],
      ['update', 'companies', companyId, ADMIN, ADMIN],
      ['login', null, null, ADMIN, null],
    ]);
    expect(entries[1]?.target_email).toBe(STAFF);
  });

  it("names each entity as people know it: a company's and a user's current name, an employee's full name; none once gone", async () => {
    const { admin, companyId } = await writeDay();
    const employees = (await env.as(admin, { method: 'GET', url: '/api/employees/' })).json() as {
      id: number;
      first_name: string;
      last_name: string;
    }[];
    const { first_name, last_name } = employees.find((e) => e.id === 1)!;
    const { entries } = await page(admin, '?limit=4');
    expect(entries.map((e) => [e.entity, e.entity_name])).toEqual([
      ['employees', `${first_name} ${last_name}`],
      [null, null],
      ['companies', 'Lakeside Cafés'],
      [null, null],
    ]);
    // A post's title; a deleted company has no current name (its change still holds it).
    const writer = await env.login(ADMIN);
    const post = (
      await env.as(writer, {
        method: 'POST',
        url: '/api/blog/posts',
        payload: { slug: 'spring-menu', title: 'Spring menu', body: 'New dishes.' },
      })
    ).json() as { id: number };
    const deleted = await env.as(writer, { method: 'DELETE', url: `/api/companies/${companyId}?version=1` });
    expect(deleted.statusCode).toBe(204);
    const latest = await page(admin, '?limit=2');
    expect(latest.entries.map((e) => [e.action, e.entity, e.entity_id, e.entity_name])).toEqual([
      ['delete', 'companies', companyId, null],
      ['create', 'blog_posts', post.id, 'Spring menu'],
    ]);
  });

  it('filters by action, by user (actor or impersonated) and by an inclusive UTC date range', async () => {
    const { admin } = await writeDay();
    const creates = await page(admin, '?action=create');
    expect(creates.entries.every((e) => e.action === 'create')).toBe(true);
    expect(creates.entries[0]).toMatchObject({ entity: 'companies', actor_email: ADMIN });

    const asStaff = await page(admin, `?user_id=${IDS.staff}`);
    expect(asStaff.total).toBe(1);
    expect(asStaff.entries.map((e) => [e.action, e.entity, e.as_email])).toEqual([
      ['update', 'employees', STAFF],
    ]);

    const firstDay = await page(admin, `?from=${TEST_TODAY}&to=${TEST_TODAY}&user_id=${IDS.admin}`);
    expect(firstDay.entries.map((e) => e.action)).toEqual(['create', 'login']);
    expect(firstDay.entries.every((e) => e.at.startsWith(TEST_TODAY))).toBe(true);
    const secondDay = await page(admin, `?from=2026-03-19&action=update`);
    expect(secondDay.entries.map((e) => e.entity)).toEqual(['employees', 'companies']);
    expect((await page(admin, '?from=2026-03-20')).total).toBe(0);
  });

  it('pages: page 2 continues page 1, total counts every match', async () => {
    const { admin } = await writeDay();
    const all = await page(admin, `?user_id=${IDS.admin}`);
    const first = await page(admin, `?user_id=${IDS.admin}&limit=2`);
    const second = await page(admin, `?user_id=${IDS.admin}&limit=2&page=2`);
    expect(first.total).toBe(all.total);
    expect([...first.entries, ...second.entries]).toEqual(all.entries.slice(0, 4));
    expect(second).toMatchObject({ page: 2, limit: 2 });
  });

  it('refuses bad filters with 400 and a message, and regular users with 403', async () => {
    const admin = await env.login(ADMIN);
    for (const query of [
      '?action=drop_table',
      '?from=2026-13-01',
      '?user_id=abc',
      '?from=2026-03-20&to=2026-03-19',
    ]) {
      const res = await env.as(admin, { method: 'GET', url: `/api/audit/${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('bad_request');
      expect(res.json().error.message.length, query).toBeGreaterThan(0);
    }
    const staff = await env.login(STAFF);
    const refused = await env.as(staff, { method: 'GET', url: '/api/audit/' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });
});
