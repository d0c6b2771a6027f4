// A company's import column mapping: GET/PUT /api/import/mappings/:companyId, and every import into
// the company's stores read through it.
import { smallStoreDayFiles } from '@store-ops/domain/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { multipartForm } from './testing';

const env = useTestApp();
const DATE = '2026-03-17';
// Seeded companies: 1 Harvest Table (stores 1-4; staff sees 1 and 3), 2 Blazing Bird, 3 Northwind.
const HARVEST = 1;
const BLAZING = 2;
const NORTHWIND = 3;
const url = (companyId: number | string) => `/api/import/mappings/${companyId}`;

/** Harvest Table's exports: their own headers, 24-hour times. */
const MAPPING = {
  time_format: '24h',
  files: {
    'sales.csv': { 'Time Slot': 'Hour', Net: 'NetSales', Tickets: 'TransactionsCount' },
    'scheduled_labor.csv': {
      First: 'FirstName',
      Last: 'LastName',
      'Business Date': 'DateOfBusiness',
      Start: 'ShiftStart',
      End: 'ShiftEnd',
      Hours: 'RegularHours',
    },
    'actual_labor.csv': {
      First: 'FirstName',
      Last: 'LastName',
      'Business Date': 'DateOfBusiness',
      'Punch In': 'ClockIn',
      'Punch Out': 'ClockOut',
      Hours: 'RegularHours',
    },
    'tasks.csv': { State: 'Status', 'Done By': 'CompletedBy', Task: 'TaskName' },
  },
} as const;

/** smallStoreDayFiles as those exports write them. */
const MAPPED_FILES = {
  'sales.csv': [
    'Time Slot,Net,Tickets,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
    '07:00,412.50,38,3,54,3,400',
    '08:00,688.25,61,4,72,4,650',
    '09:00,540.00,47,4,72,3.5,575',
    '10:00,395.75,33,3,54,3,420',
  ].join('\n'),
  'scheduled_labor.csv': [
    'First,Last,Business Date,Start,End,Hours',
    `Maya,Ortiz,${DATE},07:00,15:00,8`,
    `Luis,Park,${DATE},08:00,16:00,8`,
    `Dana,Wu,${DATE},11:00,19:00,8`,
  ].join('\n'),
  'actual_labor.csv': [
    'First,Last,Business Date,Punch In,Punch Out,Hours',
    `Maya,Ortiz,${DATE},07:04,15:00,7.93`,
    `Luis,Park,${DATE},07:59,16:00,8.02`,
    `Dana,Wu,${DATE},11:00,19:00,8`,
  ].join('\n'),
  'tasks.csv': ['State,Done By,Task', 'completed,Maya,Open the line', 'incomplete,,Deep clean fryer'].join(
    '\n',
  ),
};

const get = (cookie: string, companyId: number | string) =>
  env.as(cookie, { method: 'GET', url: url(companyId) });
const put = (cookie: string, companyId: number | string, payload: object) =>
  env.as(cookie, { method: 'PUT', url: url(companyId), payload });
const importFiles = (cookie: string, fields: Record<string, string>, files: Record<string, string>) =>
  env.as(cookie, { method: 'POST', url: '/api/import', ...multipartForm(fields, files) });

/** The store-day's rows of every table an import writes, without their generated ids. */
async function storeDayRows(storeId: number) {
  const db = env.database.db;
  const strip = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);
  const [sales, shifts, punches, tasks] = await Promise.all([
    db
      .selectFrom('sales')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('day', '=', DATE)
      .orderBy('hour')
      .execute(),
    db
      .selectFrom('shifts')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('day', '=', DATE)
      .orderBy('start_time')
      .execute(),
    db
      .selectFrom('timepunches')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('date', '=', DATE)
      .orderBy('clock_in')
      .execute(),
    db
      .selectFrom('tasks')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('day', '=', DATE)
      .orderBy('seq')
      .execute(),
  ]);
  return { sales: strip(sales), shifts: strip(shifts), punches: strip(punches), tasks: strip(tasks) };
}

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

describe('an import through the company mapping', () => {
  it('gives the same rows from renamed headers and 24-hour times as from the spec-form files', async () => {
    const admin = await env.login(ADMIN);
    const spec = Object.fromEntries(
      Object.entries(smallStoreDayFiles(DATE)).map(([k, v]) => [k, v as string]),
    );
    expect((await importFiles(admin, { store_id: '2', date: DATE }, spec)).statusCode).toBe(200);
    const specRows = await storeDayRows(2);
    expect(specRows.sales.map((r) => r.hour)).toEqual([7, 8, 9, 10]);

    expect((await put(admin, HARVEST, { version: 0, ...MAPPING })).statusCode).toBe(200);
    // A header neither mapped nor the spec's: the missing column names the header it is mapped from.
    const unmapped = await importFiles(
      admin,
      { store_id: '2', date: DATE },
      { 'tasks.csv': 'Job State,Done By,Task\ncompleted,Maya,Open the line' },
    );
    expect([unmapped.statusCode, unmapped.json().problems]).toEqual([
      400,
      [
        {
          file: 'tasks.csv',
          line: 1,
          message: 'tasks.csv is missing the column Status (mapped from "State").',
        },
      ],
    ]);

    const dry = await importFiles(admin, { store_id: '2', date: DATE, dry_run: 'true' }, MAPPED_FILES);
    const counts = { 'sales.csv': 4, 'scheduled_labor.csv': 3, 'actual_labor.csv': 3, 'tasks.csv': 2 };
    expect([dry.statusCode, dry.json()]).toEqual([
      200,
      { dry_run: true, store_id: 2, date: DATE, counts, replaced: counts },
    ]);
    const res = await importFiles(admin, { store_id: '2', date: DATE }, MAPPED_FILES);
    expect([res.statusCode, res.json().counts]).toEqual([200, counts]);
    expect(await storeDayRows(2)).toEqual(specRows);
  });

  it('names the file’s own header in a problem, and a 12-hour time is refused under 24-hour', async () => {
    const admin = await env.login(ADMIN);
    expect((await put(admin, HARVEST, { version: 0, ...MAPPING })).statusCode).toBe(200);
    const labor = MAPPED_FILES['actual_labor.csv']
      .replace('07:59,16:00', '25:00,16:00')
      .replace(`Dana,Wu,${DATE}`, 'Dana,Wu,2026-03-16');
    const sales = MAPPED_FILES['sales.csv']
      .replace('08:00,688.25', '08:00 AM,688.25')
      .replace('540.00', 'lots');
    const res = await importFiles(
      admin,
      { store_id: '2', date: DATE },
      { 'actual_labor.csv': labor, 'sales.csv': sales },
    );
    expect([res.statusCode, res.json().problems]).toEqual([
      400,
      [
        {
          file: 'actual_labor.csv',
          line: 3,
          message: 'Punch In (ClockIn) "25:00" is not a time like 13:30.',
        },
        {
          file: 'actual_labor.csv',
          line: 4,
          message: `Business Date (DateOfBusiness) "2026-03-16" is not ${DATE}.`,
        },
        { file: 'sales.csv', line: 3, message: 'Time Slot (Hour) "08:00 AM" is not a time like 13:30.' },
        { file: 'sales.csv', line: 4, message: 'Net (NetSales) "lots" is not a number.' },
      ],
    ]);
  });
});
