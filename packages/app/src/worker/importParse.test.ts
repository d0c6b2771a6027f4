// The import worker's parse in Node: the domain's checks on each file, the company's mapping applied
// first, files grouped by their dated folder.
import { describe, expect, it } from 'vitest';
import { importDateOf, parseImport } from './importParse';

const SALES = 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n';
const blob = (text: string) => new Blob([text]);

describe('import worker', () => {
  it('a folder date wins over the chosen one', () => {
    expect(importDateOf('exports/2026-03-17/sales.csv', '2026-03-20')).toBe('2026-03-17');
    expect(importDateOf('sales.csv', '2026-03-20')).toBe('2026-03-20');
  });

  it("answers each file's rows and each bad line, per day", async () => {
    const out = await parseImport({
      date: '2026-03-17',
      mapping: { company_id: 1, version: 0, time_format: '12h', files: {} },
      files: [
        { path: '2026-03-18/sales.csv', blob: blob(`${SALES}07:00 AM,412.5,30,3,60,3,400\n`) },
        { path: 'sales.csv', blob: blob(`${SALES}07:00 AM,412.5,30,3,60,3,400\n08:00 AM,lots,1,1,1,1,1\n`) },
        { path: 'notes.txt', blob: blob('x') },
      ],
    });
    expect(out.days.map((d) => d.date)).toEqual(['2026-03-17', '2026-03-18']);
    expect(out.days[0]?.files.map((f) => [f.path, f.kind, f.rows, f.missing, f.problems])).toEqual([
      ['sales.csv', 'sales.csv', 1, [], [{ line: 3, message: 'NetSales "lots" is not a number.' }]],
      [
        'notes.txt',
        null,
        0,
        [],
        [
          {
            line: null,
            message:
              'Unknown file; expected one of sales.csv, samples.csv, timers.csv, actual_labor.csv, scheduled_labor.csv, tasks.csv.',
          },
        ],
      ],
    ]);
    expect(out.days[1]?.files.map((f) => [f.rows, f.problems])).toEqual([[1, []]]);
  });

  it("headers that are not the spec's are missing columns until the mapping renames them (24-hour times too)", async () => {
    const text =
      'Time,Net,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n13:00,412.5,30,3,60,3,400\n';
    const unmapped = await parseImport({
      date: '2026-03-17',
      mapping: { company_id: 1, version: 0, time_format: '12h', files: {} },
      files: [{ path: 'sales.csv', blob: blob(text) }],
    });
    expect(unmapped.days[0]?.files[0]?.missing).toEqual(['Hour', 'NetSales']);
    expect(unmapped.days[0]?.files[0]?.extra).toEqual(['Time', 'Net']);
    expect(unmapped.days[0]?.files[0]?.headers).toEqual(text.split('\n')[0]?.split(','));
    const mapped = await parseImport({
      date: '2026-03-17',
      mapping: {
        company_id: 1,
        version: 1,
        time_format: '24h',
        files: { 'sales.csv': { Time: 'Hour', Net: 'NetSales' } },
      },
      files: [{ path: 'sales.csv', blob: blob(text) }],
    });
    expect(mapped.days[0]?.files[0]).toMatchObject({ rows: 1, missing: [], extra: [], problems: [] });
  });

  it('a header that is no column of the file is extra (a problem) until the mapping marks it not imported', async () => {
    const text = `${SALES.trimEnd()},Notes\n07:00 AM,412.5,30,3,60,3,400,busy\n`;
    const parse = (files: Record<string, Record<string, string>>) =>
      parseImport({
        date: '2026-03-17',
        mapping: { company_id: 1, version: 1, time_format: '12h', files },
        files: [{ path: 'sales.csv', blob: blob(text) }],
      });
    expect((await parse({})).days[0]?.files[0]).toMatchObject({
      rows: 0,
      missing: [],
      extra: ['Notes'],
      problems: [
        {
          line: 1,
          message:
            'sales.csv has the extra column "Notes"; map it to a column of sales.csv or mark it not imported.',
        },
      ],
    });
    expect((await parse({ 'sales.csv': { Notes: '' } })).days[0]?.files[0]).toMatchObject({
      rows: 1,
      missing: [],
      extra: [],
      problems: [],
    });
  });
});
