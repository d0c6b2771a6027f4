// `npm run import` as a child process against a database of its own: bad files get the same
// problems, line by line, as POST /api/import answers for them.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { multipartForm } from '../src/routes/import/testing';
import { ADMIN, useTestApp } from '../test/helpers';

const run = promisify(execFile);
const env = useTestApp();
const DATE = '2026-03-17';
const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

const FILES = {
  'sales.csv': [
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
    '07:00 AM,412.50,38,3,54,3,400',
    '08:00 AM,lots,61,4,72,4,650',
    '25:00 PM,540.00,47,4,72,3.5,575',
  ].join('\n'),
  'tasks.csv': ['Status,CompletedBy,TaskName', 'completed,Maya,Open the line', ',,Deep clean fryer'].join(
    '\n',
  ),
  'payroll.csv': 'a,b\n1,2',
};

let dir: string;
beforeAll(async () => {
  // The CLI's own database: migrated, one company with one store (id 1).
  dir = mkdtempSync(path.join(tmpdir(), 'store-ops-import-cli-'));
  const database = await openPGlite({ dataDir: path.join(dir, 'data') });
  try {
    await migrate(database.db);
    await sql`INSERT INTO companies (name, source_id, week_begin) VALUES ('CLI Co', 'cli', 'Monday')`.execute(
      database.db,
    );
    await sql`INSERT INTO stores (name, address, city, state, zip, phone, franchise, company_id, source_id)
      VALUES ('CLI Store', '1 Main St', 'Springfield', 'IL', '62701', '555-0100', 'harvest', 1, 'cli-1')`.execute(
      database.db,
    );
  } finally {
    await database.close();
  }
  for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(dir, name), text);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run import', () => {
  it('prints the problems POST /api/import answers for the same files, and exits 1', async () => {
    const admin = await env.login(ADMIN);
    const api = await env.as(admin, {
      method: 'POST',
      url: '/api/import',
      ...multipartForm({ store_id: '2', date: DATE }, FILES),
    });
    expect(api.statusCode).toBe(400);
    const problems = api.json().problems as { file: string; line: number | null; message: string }[];
    expect(problems).toEqual([
      { file: 'sales.csv', line: 3, message: 'NetSales "lots" is not a number.' },
      { file: 'sales.csv', line: 4, message: 'Hour "25:00 PM" is not a time like 07:30 AM.' },
      { file: 'tasks.csv', line: 3, message: 'Status is empty.' },
      {
        file: 'payroll.csv',
        line: null,
        message:
          'Unknown file; expected one of sales.csv, samples.csv, timers.csv, actual_labor.csv, scheduled_labor.csv, tasks.csv.',
      },
    ]);

    const { DATABASE_URL: _none, ...rest } = process.env;
    const cli = await run(tsx, ['bin/import.ts', '--store', '1', '--date', DATE, ...Object.keys(FILES)], {
      cwd: serverDir,
      env: { ...rest, INIT_CWD: dir, DATA_DIR: path.join(dir, 'data') },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(cli).toEqual({
      code: 1,
      stderr: [
        ...problems.map((p) => `${p.file}${p.line === null ? '' : `:${p.line}`}: ${p.message}`),
        api.json().error.message,
        '',
      ].join('\n'),
    });
  }, 120_000);
});
