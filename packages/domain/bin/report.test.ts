import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContextText } from '../src/index';
import { run } from './report';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-ops-report-'));
  writeFileSync(
    path.join(dir, 'sales.csv'),
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n' +
      '06:00 AM,1000,50,10,150,8,800\n07:00 AM,500,0,5,75,4,700\nbad,1,1,1,1,1,1\n',
  );
  writeFileSync(
    path.join(dir, 'scheduled_labor.csv'),
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\nAnn,Lee,2026-11-17,08:00 AM,04:00 PM,8\n',
  );
  writeFileSync(
    path.join(dir, 'actual_labor.csv'),
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nAnn,Lee,2026-11-17,08:03 AM,04:00 PM,7.95\n',
  );
  writeFileSync(path.join(dir, 'tasks.csv'), '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture(argv: string[]) {
  let out = '';
  let err = '';
  const code = run(
    argv,
    (s) => {
      out += s;
    },
    (s) => {
      err += s;
    },
  );
  return { code, out, err };
}

describe('npm run report -- --csv-dir DIR --date YYYY-MM-DD [--blocks ...] [--format json|text]', () => {
  it('prints the report context as JSON with the documented keys; missing files are fine', () => {
    const { code, out, err } = capture(['--csv-dir', dir, '--date', '2026-11-17']);
    expect(code).toBe(0);
    const ctx = JSON.parse(out);
    expect(Object.keys(ctx)).toEqual(['reportDate', 'location', 'statBlocks', 'weather']);
    expect(ctx.reportDate).toEqual({
      date: '2026-11-17',
      displayDate: 'Tuesday, November 17, 2026',
      dayOfWeek: 'Tuesday',
    });
    expect(Object.keys(ctx.statBlocks)).toEqual([
      'sales',
      'hourly',
      'employees',
      'tasks',
      'samples',
      'timers',
    ]);
    expect(ctx.statBlocks.sales.totals.netSales).toBe(1500);
    expect(ctx.statBlocks.sales.metrics.netSalesPerTransaction).toBe(30);
    expect(ctx.statBlocks.employees.clockInVariance.shifts[0]).toMatchObject({
      status: 'Late',
      varianceMinutes: 3,
    });
    expect(err).toBe(
      [
        'report: warning: sales.csv: 1 row ignored (time not in hh:mm AM/PM form).',
        'report: warning: samples.csv was not provided.',
        'report: warning: timers.csv was not provided.',
        'report: warning: tasks.csv is empty.',
        '',
      ].join('\n'),
    );
  });

  it('--blocks limits the blocks; --format text prints the model-facing text', () => {
    const json = capture(['--csv-dir', dir, '--date=2026-11-17', '--blocks', 'timers,sales']);
    expect(Object.keys(JSON.parse(json.out).statBlocks)).toEqual(['sales', 'timers']);
    const text = capture(['--csv-dir', dir, '--date', '2026-11-17', '--blocks', 'sales', '--format', 'text']);
    expect(text.code).toBe(0);
    expect(text.out).toContain('Use only the figures in the report context below');
    expect(parseContextText(text.out)?.statBlocks.sales?.totals.netSales).toBe(1500);
  });

  it('--help prints the usage', () => {
    expect(capture(['--help'])).toMatchObject({
      code: 0,
      out: expect.stringContaining('usage: npm run report'),
    });
  });

  it.each([
    [[], 'report: --csv-dir is required;'],
    [['--csv-dir', 'x'], 'report: --date is required;'],
    [
      ['--csv-dir', 'x', '--date', '2026-02-30'],
      'report: --date "2026-02-30" is not a real date in YYYY-MM-DD form',
    ],
    [
      ['--csv-dir', 'x', '--date', '17/11/2026'],
      'report: --date "17/11/2026" is not a real date in YYYY-MM-DD form',
    ],
    [
      ['--csv-dir', 'x', '--date', '2026-11-17', '--blocks', 'sales,weather'],
      'report: --blocks "sales,weather": unknown block weather;',
    ],
    [
      ['--csv-dir', 'x', '--date', '2026-11-17', '--blocks', ','],
      'report: --blocks ",": unknown block (none given);',
    ],
    [
      ['--csv-dir', 'x', '--date', '2026-11-17', '--format', 'xml'],
      'report: --format "xml": use json or text',
    ],
    [['--csv-dir'], 'report: --csv-dir needs a value'],
    [['--csv-dir', 'a', '--csv-dir', 'b'], 'report: --csv-dir given twice'],
    [['--store', '1'], 'report: unknown argument "--store";'],
    [
      ['--csv-dir', '/definitely/not/here', '--date', '2026-11-17'],
      'report: --csv-dir "/definitely/not/here" is not a directory',
    ],
  ])('bad arguments %j: exit 2 with a one-line message', (argv, message) => {
    const { code, out, err } = capture(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.startsWith(message)).toBe(true);
    expect(err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('runs as a real process: npm run report (exit 0), bin/report.ts with bad arguments (exit 2)', () => {
    const ok = spawnSync(
      'npm',
      ['run', '--silent', 'report', '--', '--csv-dir', dir, '--date', '2026-11-17', '--blocks', 'sales'],
      {
        cwd: packageDir,
        encoding: 'utf8',
      },
    );
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).statBlocks.sales.totals.forecast).toBe(1500);
    const tsx = path.resolve(packageDir, '../../node_modules/.bin/tsx');
    const bad = spawnSync(tsx, ['bin/report.ts', '--date', 'tomorrow'], {
      cwd: packageDir,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('report: --csv-dir is required;');
  }, 90_000);
});
