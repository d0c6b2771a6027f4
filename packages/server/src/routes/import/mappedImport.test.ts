// Imports into a company's stores read through its column mapping: renamed headers, 24-hour times.
import { smallStoreDayFiles } from '@store-ops/domain/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../../test/helpers';
import { harvestMappedFiles, HARVEST_MAPPING as MAPPING, multipartForm } from './testing';

const env = useTestApp();
const DATE = '2026-03-17';
const HARVEST = 1;
const MAPPED_FILES = harvestMappedFiles(DATE);
const put = (cookie: string, companyId: number, payload: object) =>
  env.as(cookie, { method: 'PUT', url: `/api/import/mappings/${companyId}`, payload });
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
    // A header neither mapped nor the spec's is an extra column; the missing column names the header
    // it is mapped from.
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
          message:
            'tasks.csv has the extra column "Job State"; map it to a column of tasks.csv or mark it not imported.',
        },
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

  it('refuses an extra column, without a mapping or with one; a header marked not imported is dropped', async () => {
    const admin = await env.login(ADMIN);
    const tasks = 'Status,CompletedBy,TaskName,Notes,Shift\nComplete,Maya,Open the line,early,AM\n';
    const refused = await importFiles(admin, { store_id: '5', date: DATE }, { 'tasks.csv': tasks });
    expect([refused.statusCode, refused.json().problems]).toEqual([
      400,
      [
        {
          file: 'tasks.csv',
          line: 1,
          message:
            'tasks.csv has the extra columns "Notes", "Shift"; map each to a column of tasks.csv or mark them not imported.',
        },
      ],
    ]);
    // Blazing Bird (stores 5-8) marks both not imported: the same file imports, without them.
    const saved = await put(admin, 2, {
      version: 0,
      time_format: '12h',
      files: { 'tasks.csv': { Notes: '', Shift: '' } },
    });
    expect([saved.statusCode, saved.json().files]).toEqual([200, { 'tasks.csv': { Notes: '', Shift: '' } }]);
    const imported = await importFiles(admin, { store_id: '5', date: DATE }, { 'tasks.csv': tasks });
    expect([imported.statusCode, imported.json().counts]).toEqual([200, { 'tasks.csv': 1 }]);
    const rows = await env.database.db
      .selectFrom('tasks')
      .select(['status', 'completed_by', 'task_name'])
      .where('store_id', '=', 5)
      .where('day', '=', DATE)
      .execute();
    expect(rows).toEqual([{ status: 'Complete', completed_by: 'Maya', task_name: 'Open the line' }]);
  });
});
