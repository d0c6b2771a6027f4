// POST /api/import with an administrator's session, through the app with real multipart bodies.
import { smallStoreDayFiles } from '@store-ops/domain/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, useTestApp } from '../../../test/helpers';
import { auditedImports, importRequest } from './testing';

const env = useTestApp({ importFileLimit: 2_000, importBodyLimit: 5_000, importRatePerMinute: 5 });
const DATE = '2026-03-17';
const files = smallStoreDayFiles(DATE);
const importAs = importRequest(env);
const imports = () => auditedImports(env);

const rowsOf = async (storeId: number) => {
  const db = env.database.db;
  const [sales, tasks, store] = await Promise.all([
    db.selectFrom('sales').selectAll().where('store_id', '=', storeId).where('day', '=', DATE).execute(),
    db.selectFrom('tasks').selectAll().where('store_id', '=', storeId).where('day', '=', DATE).execute(),
    db.selectFrom('stores').select('data_version').where('id', '=', storeId).executeTakeFirstOrThrow(),
  ]);
  return { sales, tasks, version: store.data_version };
};

async function createToken(cookie: string, body: unknown) {
  return env.as(cookie, { method: 'POST', url: '/api/tokens', payload: body as object });
}

describe('POST /api/import with an administrator session', () => {
  it('a dry run answers the counts and what it would replace, and changes no row', async () => {
    const admin = await env.login(ADMIN);
    const before = await rowsOf(2);
    const auditBefore = await imports();
    const res = await importAs(
      { cookie: admin },
      { store_id: '2', date: DATE, dry_run: 'true' },
      { 'sales.csv': files['sales.csv'] as string, 'tasks.csv': files['tasks.csv'] as string },
    );
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        dry_run: true,
        store_id: 2,
        date: DATE,
        counts: { 'sales.csv': 4, 'tasks.csv': 2 },
        replaced: { 'sales.csv': before.sales.length, 'tasks.csv': before.tasks.length },
      },
    ]);
    expect(before.sales.length).toBeGreaterThan(0);
    expect(await rowsOf(2)).toEqual(before);
    expect(await imports()).toEqual(auditBefore);
  });

  it('imports, audits who and the counts, and a re-import replaces the day', async () => {
    const admin = await env.login(ADMIN);
    const before = await rowsOf(2);
    const all = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v as string]));
    const first = await importAs({ cookie: admin }, { store_id: '2', date: DATE }, all);
    expect(first.statusCode).toBe(200);
    expect(first.json().counts).toEqual({
      'sales.csv': 4,
      'scheduled_labor.csv': 3,
      'actual_labor.csv': 3,
      'tasks.csv': 2,
    });
    expect(first.json().replaced['sales.csv']).toBe(before.sales.length);
    const after = await rowsOf(2);
    expect(after.sales.map((r) => [r.hour, r.net_sales])).toEqual([
      [7, 412.5],
      [8, 688.25],
      [9, 540],
      [10, 395.75],
    ]);
    expect(after.version).toBe(before.version + 1);

    const again = await importAs({ cookie: admin }, { store_id: '2', date: DATE, dry_run: 'false' }, all);
    expect(again.json()).toEqual({
      dry_run: false,
      store_id: 2,
      date: DATE,
      counts: first.json().counts,
      replaced: first.json().counts,
    });
    expect((await rowsOf(2)).sales.length).toBe(4);
    const audited = (await imports()).slice(-2);
    expect(
      audited.map((a) => [a.actor_user_id, a.as_user_id, a.entity, a.entity_id, a.detail, a.after]),
    ).toEqual([
      [
        IDS.admin,
        IDS.admin,
        'stores',
        2,
        `import ${DATE}`,
        { date: DATE, counts: first.json().counts, replaced: first.json().replaced },
      ],
      [
        IDS.admin,
        IDS.admin,
        'stores',
        2,
        `import ${DATE}`,
        { date: DATE, counts: first.json().counts, replaced: first.json().counts },
      ],
    ]);
  });

  it('a bad row answers its file and line, and nothing is written', async () => {
    const admin = await env.login(ADMIN);
    const before = await rowsOf(2);
    const sales = (files['sales.csv'] as string).replace('08:00 AM,688.25', '08:00 AM,lots');
    const labor = `${files['actual_labor.csv']}\nAna,Diaz,2026-03-16,07:00 AM,03:00 PM,8`;
    const res = await importAs(
      { cookie: admin },
      { store_id: '2', date: DATE },
      { 'sales.csv': sales, 'actual_labor.csv': labor, 'tasks.csv': files['tasks.csv'] as string },
    );
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        error: { code: 'invalid_import', message: 'Nothing imported (2 problems).' },
        problems: [
          { file: 'sales.csv', line: 3, message: 'NetSales "lots" is not a number.' },
          { file: 'actual_labor.csv', line: 5, message: `DateOfBusiness "2026-03-16" is not ${DATE}.` },
        ],
      },
    ]);
    expect(await rowsOf(2)).toEqual(before);
  });

  it('an unknown file, a missing column and an empty request are 400 invalid_import', async () => {
    const admin = await env.login(ADMIN);
    const unknown = await importAs(
      { cookie: admin },
      { store_id: '2', date: DATE },
      { 'payroll.csv': 'a\n1' },
    );
    expect([unknown.statusCode, unknown.json().problems]).toEqual([
      400,
      [
        {
          file: 'payroll.csv',
          line: null,
          message:
            'Unknown file; expected one of sales.csv, samples.csv, timers.csv, actual_labor.csv, scheduled_labor.csv, tasks.csv.',
        },
      ],
    ]);
    const column = await importAs(
      { cookie: admin },
      { store_id: '2', date: DATE },
      { 'tasks.csv': 'Status,TaskName\ncompleted,Open' },
    );
    expect([
      column.statusCode,
      column.json().error.code,
      column.json().problems[0].file,
      column.json().problems[0].line,
    ]).toEqual([400, 'invalid_import', 'tasks.csv', 1]);
    const none = await importAs({ cookie: admin }, { store_id: '2', date: DATE }, {});
    expect(none.json().problems).toEqual([{ file: '', line: null, message: 'Give at least one CSV file.' }]);
    const badDate = await importAs({ cookie: admin }, { store_id: '2', date: '2026-02-30' }, {});
    expect([badDate.statusCode, badDate.json().error]).toEqual([
      400,
      { code: 'bad_request', message: 'date must be a real date in YYYY-MM-DD form.' },
    ]);
  });

  it('an unknown store is 404 Store not found.; JSON is 415', async () => {
    const admin = await env.login(ADMIN);
    const res = await importAs(
      { cookie: admin },
      { store_id: '999', date: DATE },
      { 'tasks.csv': files['tasks.csv'] as string },
    );
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Store not found.' } },
    ]);
    const json = await env.as(admin, { method: 'POST', url: '/api/import', payload: { store_id: 2 } });
    expect([json.statusCode, json.json().error]).toEqual([
      415,
      { code: 'unsupported_media_type', message: 'Send the files as multipart/form-data.' },
    ]);
  });

  it('a file over its limit, and files over the request limit, are 413', async () => {
    const admin = await env.login(ADMIN);
    const big = `Status,CompletedBy,TaskName\n${'completed,Maya,Open the line\n'.repeat(80)}`;
    const file = await importAs({ cookie: admin }, { store_id: '2', date: DATE }, { 'tasks.csv': big });
    expect([file.statusCode, file.json()]).toEqual([
      413,
      { error: { code: 'too_large', message: 'tasks.csv is larger than 2000 bytes.' } },
    ]);
    const near = `Status,CompletedBy,TaskName\n${'completed,Maya,Open the line\n'.repeat(60)}`;
    const request = await importAs(
      { cookie: admin },
      { store_id: '2', date: DATE },
      { 'tasks.csv': near, 'samples.csv': near, 'timers.csv': near },
    );
    expect([request.statusCode, request.json()]).toEqual([
      413,
      { error: { code: 'too_large', message: 'The files together are larger than 5000 bytes.' } },
    ]);
  });

  it('past the per-minute rate is 429 with Retry-After, and admits again a minute later', async () => {
    const admin = await env.login(ADMIN);
    const one = () =>
      importAs(
        { cookie: admin },
        { store_id: '2', date: DATE, dry_run: 'true' },
        { 'tasks.csv': files['tasks.csv'] as string },
      );
    for (let i = 0; i < 5; i++) expect((await one()).statusCode).toBe(200);
    const refused = await one();
    expect([refused.statusCode, refused.headers['retry-after'], refused.json().error]).toEqual([
      429,
      '60',
      { code: 'rate_limited', message: 'Too many imports. Try again in 60 s.' },
    ]);
    env.clock.advance(60_001);
    expect((await one()).statusCode).toBe(200);
  });

  it('a non-admin session gets 403, and so do the token routes', async () => {
    const staff = await env.login(STAFF);
    const res = await importAs(
      { cookie: staff },
      { store_id: '1', date: DATE },
      { 'tasks.csv': files['tasks.csv'] as string },
    );
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden']);
    expect((await env.as(staff, { method: 'GET', url: '/api/tokens' })).statusCode).toBe(403);
    expect((await createToken(staff, { name: 'x', store_ids: null })).statusCode).toBe(403);
    const nobody = await importAs(
      {},
      { store_id: '1', date: DATE },
      { 'tasks.csv': files['tasks.csv'] as string },
    );
    expect(nobody.statusCode).toBe(401);
  });
});
