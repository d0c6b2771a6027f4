// A company's import column mapping: GET/PUT /api/import/mappings/:companyId.
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { HARVEST_MAPPING as MAPPING } from './testing';

const env = useTestApp();
// Seeded companies: 1 Harvest Table (stores 1-4; staff sees 1 and 3), 2 Blazing Bird, 3 Northwind.
const HARVEST = 1;
const BLAZING = 2;
const NORTHWIND = 3;
const url = (companyId: number | string) => `/api/import/mappings/${companyId}`;

const get = (cookie: string, companyId: number | string) =>
  env.as(cookie, { method: 'GET', url: url(companyId) });
const put = (cookie: string, companyId: number | string, payload: object) =>
  env.as(cookie, { method: 'PUT', url: url(companyId), payload });

describe('GET/PUT /api/import/mappings/:companyId', () => {
  it('answers the identity mapping with 12-hour times at version 0 while none is saved', async () => {
    const admin = await env.login(ADMIN);
    const res = await get(admin, NORTHWIND);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { company_id: NORTHWIND, version: 0, time_format: '12h', files: {} },
    ]);
  });

  it('saves with the version it was made on, audited; a stale version is 409 with the current mapping', async () => {
    const admin = await env.login(ADMIN);
    const saved = await put(admin, HARVEST, { version: 0, ...MAPPING });
    const expected = { company_id: HARVEST, version: 1, ...MAPPING };
    expect([saved.statusCode, saved.json()]).toEqual([200, expected]);
    expect((await get(admin, HARVEST)).json()).toEqual(expected);

    const audited = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'import_mappings')
      .execute();
    expect(audited).toEqual([
      {
        action: 'update',
        actor_user_id: IDS.admin,
        entity: 'import_mappings',
        entity_id: HARVEST,
        before: { company_id: HARVEST, version: 0, time_format: '12h', files: {} },
        after: expected,
      },
    ]);

    // The Audit Log names the row by its company.
    const logged = await env.as(admin, { method: 'GET', url: '/api/audit/?limit=1' });
    expect(
      logged.json().entries.map((e: { entity: string; entity_name: string }) => [e.entity, e.entity_name]),
    ).toEqual([['import_mappings', 'Harvest Table Restaurant Group']]);

    const stale = await put(admin, HARVEST, { version: 0, time_format: '12h', files: {} });
    expect([stale.statusCode, stale.json()]).toEqual([
      409,
      {
        error: {
          code: 'conflict',
          message: 'This row was changed by someone else. Reload it and try again.',
        },
        current: expected,
      },
    ]);
    const next = await put(admin, HARVEST, { version: 1, time_format: '12h', files: {} });
    expect([next.statusCode, next.json()]).toEqual([
      200,
      { company_id: HARVEST, version: 2, time_format: '12h', files: {} },
    ]);
  });

  it('is for administrators only: 403 forbidden for anyone else, 401 signed out', async () => {
    const staff = await env.login(STAFF);
    for (const res of [await get(staff, HARVEST), await put(staff, HARVEST, { version: 0, ...MAPPING })])
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden']);
    expect((await env.as(null, { method: 'GET', url: url(HARVEST) })).statusCode).toBe(401);
  });

  it('a company id that is not a whole number from 1 is 400 with one message; another spelling of the path is the same route', async () => {
    const admin = await env.login(ADMIN);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await get(admin, id);
      expect([id, res.statusCode, res.json()]).toEqual([
        id,
        400,
        {
          error: {
            code: 'bad_request',
            message: 'Invalid params field companyId: must be a whole number from 1 to 2147483647',
          },
        },
      ]);
    }
    const staff = await env.login(STAFF);
    const spelled = await env.as(staff, { method: 'GET', url: '/%61pi/import/mappings/1' });
    expect([spelled.statusCode, spelled.json().error.code]).toEqual([403, 'forbidden']);
    expect((await env.as(admin, { method: 'GET', url: '/%61pi/import/mappings/1' })).json().company_id).toBe(
      1,
    );
  });

  it('a company the admin may not see (impersonating) is the same 404 as one that does not exist', async () => {
    const admin = await env.login(ADMIN);
    const asStaff = sessionCookie(
      await env.as(await env.login(ADMIN), {
        method: 'POST',
        url: '/auth/select_user',
        payload: { user_id: IDS.staff },
      }),
    );
    const notFound = [404, { error: { code: 'not_found', message: 'Company not found.' } }];
    for (const [cookie, id] of [
      [asStaff, BLAZING],
      [asStaff, NORTHWIND],
      [admin, 999],
    ] as const) {
      const read = await get(cookie, id);
      expect([id, read.statusCode, read.json()]).toEqual([id, ...notFound]);
      const write = await put(cookie, id, { version: 0, ...MAPPING });
      expect([id, write.statusCode, write.json()]).toEqual([id, ...notFound]);
    }
    expect((await get(asStaff, HARVEST)).statusCode).toBe(200);
  });

  it('a header mapped to a column its file does not have, or a column mapped twice, is 400', async () => {
    const admin = await env.login(ADMIN);
    const unknown = await put(admin, HARVEST, {
      version: 0,
      time_format: '12h',
      files: { 'tasks.csv': { Job: 'Chore' } },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      {
        error: {
          code: 'bad_request',
          message:
            'Invalid body field files.tasks.csv.Job: Chore is not a column of tasks.csv; expected one of Status, CompletedBy, TaskName.',
        },
      },
    ]);
    const twice = await put(admin, HARVEST, {
      version: 0,
      time_format: '12h',
      files: { 'tasks.csv': { Job: 'TaskName', Chore: 'TaskName' } },
    });
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      400,
      'Invalid body field files.tasks.csv.Chore: TaskName is already mapped from "Job".',
    ]);
    expect((await get(admin, HARVEST)).json().version).toBe(0);
  });
});
