import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, parseContextText } from '../src/index';
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

  it('--help names --settings FILE', () => {
    expect(capture(['--help']).out).toBe(
      'usage: npm run report -- --csv-dir DIR --date YYYY-MM-DD [--blocks sales,hourly,employees,tasks,samples,timers] [--settings FILE] [--format json|text]\n',
    );
  });

  describe("--settings FILE: a company's report settings", () => {
    const fields = {
      blocks: { sales: true, hourly: false, employees: true, tasks: false, samples: false, timers: false },
      metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, laborCostPercent: false },
      on_time_tolerance_minutes: 5,
      targets: {
        labor_cost_pct: 25,
        sales_per_labor_hour: null,
        forecast_variance_pct: 10,
        task_completion_pct: 90,
      },
      instructions: 'Answer in two sentences.',
    };
    const write = (name: string, content: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    };

    it('applies the fields: blocks, tolerance (Ann +3 is On Time at ±5), metrics, targets, instructions', () => {
      const file = write('settings.json', JSON.stringify(fields));
      const json = capture(['--csv-dir', dir, '--date', '2026-11-17', '--settings', file]);
      expect(json.code).toBe(0);
      const ctx = JSON.parse(json.out);
      expect(Object.keys(ctx.statBlocks)).toEqual(['sales', 'employees']);
      expect(ctx.statBlocks.employees.clockInVariance.toleranceMinutes).toBe(5);
      expect(ctx.statBlocks.employees.clockInVariance.counts).toEqual({
        late: 0,
        early: 0,
        onTime: 1,
        notApplicable: 0,
      });
      expect(ctx.statBlocks.employees.clockInVariance.shifts[0]).toMatchObject({
        status: 'On Time',
        varianceMinutes: 3,
      });
      expect('laborCostPercent' in ctx.statBlocks.sales.metrics).toBe(false);
      expect(ctx.statBlocks.sales.metrics.netSalesPerTransaction).toBe(30);

      const text = capture([
        '--csv-dir',
        dir,
        '--date',
        '2026-11-17',
        '--settings',
        file,
        '--format',
        'text',
      ]);
      expect(text.code).toBe(0);
      const lines = text.out.split('\n');
      expect(lines).toContain(
        'Company instructions (house rules set by an administrator; follow them unless they conflict with the rules above):',
      );
      expect(lines).toContain('Answer in two sentences.');
      expect(lines).toContain(
        'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%',
      );
      expect(lines).toContain('Sales metrics not included (not in the context): laborCostPercent');
      expect(text.out).toContain('Late above +5 minutes, Early below -5, otherwise On Time');
      expect(parseContextText(text.out)).toEqual(ctx);
    });

    it('takes a whole GET /api/report-settings answer too; --blocks wins over the settings', () => {
      const fieldsFile = write('fields.json', JSON.stringify(fields));
      const wholeFile = write('whole.json', JSON.stringify({ company_id: 1, version: 3, ...fields }));
      const a = capture(['--csv-dir', dir, '--date', '2026-11-17', '--settings', fieldsFile]);
      const b = capture(['--csv-dir', dir, '--date', '2026-11-17', `--settings=${wholeFile}`]);
      expect(b.code).toBe(0);
      expect(b.out).toBe(a.out);
      const blocks = capture([
        '--csv-dir',
        dir,
        '--date',
        '2026-11-17',
        '--settings',
        wholeFile,
        '--blocks',
        'timers',
      ]);
      expect(Object.keys(JSON.parse(blocks.out).statBlocks)).toEqual(['timers']);
    });

    it('the default settings change nothing', () => {
      const file = write('defaults.json', JSON.stringify(DEFAULT_REPORT_SETTINGS));
      for (const format of ['json', 'text']) {
        const plain = capture(['--csv-dir', dir, '--date', '2026-11-17', '--format', format]);
        const withDefaults = capture([
          '--csv-dir',
          dir,
          '--date',
          '2026-11-17',
          '--settings',
          file,
          '--format',
          format,
        ]);
        expect(withDefaults).toEqual(plain);
      }
    });

    it('a bad settings file: exit 2 with a one-line message naming the file and the first issue', () => {
      const missing = path.join(dir, 'missing.json');
      const notJson = write('not-json.json', '{"blocks":\n');
      const tolerance = write('tolerance.json', JSON.stringify({ ...fields, on_time_tolerance_minutes: 45 }));
      const target = write(
        'target.json',
        JSON.stringify({ ...fields, targets: { ...fields.targets, labor_cost_pct: 120 } }),
      );
      const whole = write('whole-bad.json', JSON.stringify({ company_id: 0, version: 3, ...fields }));
      const list = write('list.json', '[]');
      const cases: [string[], string][] = [
        [
          ['--settings', missing],
          `report: --settings ${JSON.stringify(missing)} could not be read (ENOENT)\n`,
        ],
        [['--settings', dir], `report: --settings ${JSON.stringify(dir)} could not be read (EISDIR)\n`],
        [
          ['--settings', tolerance],
          `report: --settings ${JSON.stringify(tolerance)} is not valid report settings: on_time_tolerance_minutes: On-time tolerance must be a whole number of minutes from 0 to 30.\n`,
        ],
        [
          ['--settings', target],
          `report: --settings ${JSON.stringify(target)} is not valid report settings: targets.labor_cost_pct: Labor cost target must be a percentage from 0 to 100.\n`,
        ],
        [
          ['--settings', list],
          `report: --settings ${JSON.stringify(list)} is not valid report settings: Invalid input: expected object, received array\n`,
        ],
      ];
      for (const [argv, message] of cases) {
        expect(capture(['--csv-dir', dir, '--date', '2026-11-17', ...argv])).toEqual({
          code: 2,
          out: '',
          err: message,
        });
      }
      const bad = capture(['--csv-dir', dir, '--date', '2026-11-17', '--settings', notJson]);
      expect(bad.code).toBe(2);
      expect(bad.out).toBe('');
      expect(bad.err.startsWith(`report: --settings ${JSON.stringify(notJson)} is not valid JSON: `)).toBe(
        true,
      );
      expect(bad.err.trimEnd().split('\n')).toHaveLength(1);
      const wrongId = capture(['--csv-dir', dir, '--date', '2026-11-17', '--settings', whole]);
      expect(wrongId.code).toBe(2);
      expect(
        wrongId.err.startsWith(
          `report: --settings ${JSON.stringify(whole)} is not valid report settings: company_id: `,
        ),
      ).toBe(true);
      expect(wrongId.err.trimEnd().split('\n')).toHaveLength(1);
      expect(capture(['--csv-dir', dir, '--date', '2026-11-17', '--settings'])).toEqual({
        code: 2,
        out: '',
        err: 'report: --settings needs a value\n',
      });
      expect(capture(['--csv-dir', dir, '--date', '2026-11-17', '--settings='])).toEqual({
        code: 2,
        out: '',
        err: 'report: --settings needs a value\n',
      });
    });
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
