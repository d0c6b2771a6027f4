import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_FILE_NAMES } from '../contract';
import { buildReportContext, parseContextText, renderContextText } from './context';
import { reportContextSchema } from './schema';
import { parseCsvFile, parseSections, previewLines, SECTION_PREVIEW_LINES, sectionRows } from './sections';

const SALES_HEADER = 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast';

describe('each section holds name, content, optionally parsed data, a preview and a selected flag', () => {
  it('always gives the six sections in file order, selected by default', () => {
    const { sections, ignored } = parseSections({
      'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Mop\n',
    });
    expect(sections.map((s) => s.name)).toEqual([...CSV_FILE_NAMES]);
    expect(sections.every((s) => s.selected)).toBe(true);
    const tasks = sections[5]!;
    expect(tasks).toEqual({
      name: 'tasks.csv',
      content: 'Status,CompletedBy,TaskName\ncompleted,Ann,Mop\n',
      data: [{ Status: 'completed', CompletedBy: 'Ann', TaskName: 'Mop' }],
      preview: ['Status,CompletedBy,TaskName', 'completed,Ann,Mop'],
      selected: true,
    });
    expect(ignored).toEqual({
      'sales.csv': 0,
      'samples.csv': 0,
      'timers.csv': 0,
      'actual_labor.csv': 0,
      'scheduled_labor.csv': 0,
      'tasks.csv': 0,
    });
  });

  it('keeps the selected flags it is given', () => {
    const { sections } = parseSections({}, { 'samples.csv': false, 'tasks.csv': true });
    expect(sections.map((s) => s.selected)).toEqual([true, false, true, true, true, true]);
  });

  it('an unselected section contributes no rows', () => {
    const { sections } = parseSections(
      { 'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Mop\n' },
      { 'tasks.csv': false },
    );
    expect(sections[5]!.data).toHaveLength(1);
    expect(sectionRows(sections[5])).toEqual([]);
  });

  it('a section without parsed data (e.g. from a cache) is parsed from its content on demand', () => {
    const rows = sectionRows({
      name: 'tasks.csv',
      content: 'Status,CompletedBy,TaskName\nlate,Bo,Fry\n',
      preview: [],
      selected: true,
    });
    expect(rows).toEqual([{ Status: 'late', CompletedBy: 'Bo', TaskName: 'Fry' }]);
  });
});

describe('section preview is the first 10 lines', () => {
  it('takes the first 10 lines of the content, header included', () => {
    const lines = Array.from({ length: 25 }, (_, i) => `line ${i}`);
    expect(previewLines(lines.join('\r\n'))).toEqual(lines.slice(0, SECTION_PREVIEW_LINES));
    expect(SECTION_PREVIEW_LINES).toBe(10);
  });

  it('shorter files show all their lines; a trailing newline adds no empty line', () => {
    expect(previewLines('a\nb\n')).toEqual(['a', 'b']);
    expect(previewLines('a\n\nb')).toEqual(['a', '', 'b']);
    expect(previewLines('')).toEqual([]);
  });
});

describe('CSV sections are parsed with a header row, skipping empty lines', () => {
  it('maps cells to the header names and skips empty and blank lines', () => {
    const text = `\n${SALES_HEADER}\n\n06:00 AM,100,10,2,30,2,90\n   \n,,,,,,\n07:00 AM,50,5,1,15,1,60\n\n`;
    const { rows, ignored, warnings } = parseCsvFile('sales.csv', text);
    expect(rows).toEqual([
      {
        Hour: '06:00 AM',
        NetSales: '100',
        TransactionsCount: '10',
        LaborHours: '2',
        LaborCost: '30',
        SuggestedLaborHours: '2',
        Forecast: '90',
      },
      {
        Hour: '07:00 AM',
        NetSales: '50',
        TransactionsCount: '5',
        LaborHours: '1',
        LaborCost: '15',
        SuggestedLaborHours: '1',
        Forecast: '60',
      },
    ]);
    expect(ignored).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('reads columns in any order, with quotes, a BOM, CRLF and loosely written header names', () => {
    const text = '\uFEFFtask_name, status ,completedby\r\n"Clean, fryer",Completed,"Ann ""A"" Lee"\r\n';
    expect(parseCsvFile('tasks.csv', text).rows).toEqual([
      { Status: 'Completed', CompletedBy: 'Ann "A" Lee', TaskName: 'Clean, fryer' },
    ]);
  });

  it('reads semicolon- and tab-delimited exports too (the delimiter is taken from the header line)', () => {
    expect(
      parseCsvFile('tasks.csv', '\n\nStatus;CompletedBy;TaskName\nlate;Bo;Fry, then mop\n').rows,
    ).toEqual([{ Status: 'late', CompletedBy: 'Bo', TaskName: 'Fry, then mop' }]);
    expect(parseCsvFile('tasks.csv', 'Status\tCompletedBy\tTaskName\r\nlate\tBo\tFry\r\n').rows).toEqual([
      { Status: 'late', CompletedBy: 'Bo', TaskName: 'Fry' },
    ]);
  });

  it('keeps extra columns and fills short rows with empty cells', () => {
    const text = 'Status,CompletedBy,TaskName,Station\ncompleted,Ann,Mop,Front\nincomplete\n';
    expect(parseCsvFile('tasks.csv', text).rows).toEqual([
      { Status: 'completed', CompletedBy: 'Ann', TaskName: 'Mop', Station: 'Front' },
      { Status: 'incomplete', CompletedBy: '', TaskName: '', Station: '' },
    ]);
  });
});

describe('a file that is missing, empty, or lacks columns yields an empty section and a warning', () => {
  it('missing file', () => {
    const { sections, warnings } = parseSections({});
    expect(sections.every((s) => s.data?.length === 0 && s.content === '' && s.preview.length === 0)).toBe(
      true,
    );
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toEqual({
      file: 'sales.csv',
      kind: 'missing',
      message: 'sales.csv was not provided.',
    });
  });

  it('empty file (or only blank lines)', () => {
    for (const text of ['', '   \n\n  \r\n']) {
      const { rows, warnings } = parseCsvFile('timers.csv', text);
      expect(rows).toEqual([]);
      expect(warnings).toEqual([{ file: 'timers.csv', kind: 'empty', message: 'timers.csv is empty.' }]);
    }
  });

  it('a header with no rows is a valid, empty file (no warning)', () => {
    expect(parseCsvFile('timers.csv', 'StartedAt,TimerName,MinutesRemaining\n')).toEqual({
      rows: [],
      ignored: 0,
      warnings: [],
    });
  });

  it('lacks columns: no rows, the missing columns named, the content still previewed', () => {
    const text = 'Hour,NetSales\n06:00 AM,100\n';
    const { sections, warnings } = parseSections({ 'sales.csv': text });
    expect(sections[0]!.data).toEqual([]);
    expect(sections[0]!.preview).toEqual(['Hour,NetSales', '06:00 AM,100']);
    expect(warnings[0]).toEqual({
      file: 'sales.csv',
      kind: 'columns',
      message:
        'sales.csv is missing the columns TransactionsCount, LaborHours, LaborCost, SuggestedLaborHours, Forecast.',
    });
    expect(parseCsvFile('samples.csv', 'Time,Product\n').warnings[0]!.message).toBe(
      'samples.csv is missing the column Employee.',
    );
  });

  it('a non-string value is treated as missing, never a crash', () => {
    const { sections, warnings } = parseSections({ 'sales.csv': 42 as unknown as string });
    expect(sections[0]!.data).toEqual([]);
    expect(warnings[0]!.kind).toBe('missing');
  });
});

describe('times not in hh:mm AM/PM form are ignored (and counted)', () => {
  it('sales Hour, labor clock times and shift times must be hh:mm AM/PM without seconds', () => {
    const sales = `${SALES_HEADER}\n06:00 AM,1,1,1,1,1,1\n6:00,1,1,1,1,1,1\n06:00:00 AM,1,1,1,1,1,1\n`;
    const parsed = parseCsvFile('sales.csv', sales);
    expect(parsed.rows.map((r) => r.Hour)).toEqual(['06:00 AM']);
    expect(parsed.ignored).toBe(2);
    expect(parsed.warnings).toEqual([
      {
        file: 'sales.csv',
        kind: 'ignored',
        message: 'sales.csv: 2 rows ignored (time not in hh:mm AM/PM form).',
      },
    ]);

    const scheduled =
      'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\n' +
      'Ann,Lee,2026-11-17,08:00 AM,04:00 PM,8\n' +
      'Bo,Ray,2026-11-17,08:00 AM,16:00,8\n';
    expect(parseCsvFile('scheduled_labor.csv', scheduled).ignored).toBe(1);
  });

  it('sample and timer times may carry seconds', () => {
    const samples = 'Time,Product,Employee\n06:00:15 AM,Latte,Ann\n06:01 AM,Latte,Bo\n6:02:99 AM,Latte,Cy\n';
    const s = parseCsvFile('samples.csv', samples);
    expect(s.rows.map((r) => r.Time)).toEqual(['06:00:15 AM', '06:01 AM']);
    expect(s.ignored).toBe(1);
    const timers = 'StartedAt,TimerName,MinutesRemaining\n11:59:59 PM,Fries,3\nnoon,Fries,3\n';
    const t = parseCsvFile('timers.csv', timers);
    expect(t.rows.map((r) => r.StartedAt)).toEqual(['11:59:59 PM']);
    expect(t.warnings[0]!.message).toBe('timers.csv: 1 row ignored (time not in hh:mm AM/PM form).');
  });

  it('an empty ClockOut is an open punch (kept); any other non-time ClockOut is ignored', () => {
    const text =
      'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\n' +
      'Ann,Lee,2026-11-17,08:00 AM,,0\n' +
      'Bo,Ray,2026-11-17,08:00 AM,later,0\n' +
      'Cy,Doe,2026-11-17,,04:00 PM,8\n';
    const parsed = parseCsvFile('actual_labor.csv', text);
    expect(parsed.rows.map((r) => r.FirstName)).toEqual(['Ann']);
    expect(parsed.ignored).toBe(2);
  });

  it('the ignored counts are reported per file', () => {
    const { ignored } = parseSections({
      'samples.csv': 'Time,Product,Employee\nx,a,b\ny,a,b\n',
      'tasks.csv': 'Status,CompletedBy,TaskName\nodd,,\n',
    });
    expect(ignored['samples.csv']).toBe(2);
    expect(ignored['tasks.csv']).toBe(0);
  });
});

describe('property: parsing never throws on arbitrary text', () => {
  it('gives six sections, only rows with the spec columns, and a valid context, for any input', () => {
    const csvish = fc
      .array(
        fc.array(
          fc.oneof(fc.string(), fc.constantFrom('06:00 AM', '"a,b"', '', '\r', '\n', '"', '12:00:01 PM')),
          {
            maxLength: 8,
          },
        ),
        { maxLength: 12 },
      )
      .map((rows) => rows.map((r) => r.join(',')).join('\n'));
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), csvish),
        fc.constantFrom(...CSV_FILE_NAMES),
        fc.boolean(),
        (text, file, withHeader) => {
          const content = withHeader ? `${CSV_COLUMNS[file].join(',')}\n${text}` : text;
          const { sections, warnings } = parseSections({ [file]: content });
          expect(sections).toHaveLength(6);
          const section = sections.find((s) => s.name === file)!;
          expect(section.preview.length).toBeLessThanOrEqual(10);
          for (const row of section.data ?? []) {
            for (const column of CSV_COLUMNS[file]) expect(typeof row[column]).toBe('string');
          }
          expect(warnings.every((w) => CSV_FILE_NAMES.includes(w.file))).toBe(true);
          // ... and so does everything built from it.
          const ctx = buildReportContext({
            date: '2026-11-17',
            store: null,
            hours: [],
            sections,
            weather: null,
          });
          expect(reportContextSchema.safeParse(ctx).success).toBe(true);
          expect(parseContextText(renderContextText(ctx))).toEqual(JSON.parse(JSON.stringify(ctx)));
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('parsing in chunks gives the same rows as parsing in one go (quotes and newlines across chunks)', () => {
    const cellText = fc.oneof(
      fc.constantFrom(
        '06:00 AM',
        '6:30:15 PM',
        'Latte',
        'Ann Lee',
        '',
        ' ',
        '1,5',
        'say "hi"',
        'two\nlines',
        'x\r\ny',
      ),
      fc.string({ maxLength: 6 }),
    );
    const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
    const file = fc
      .tuple(
        fc.constantFrom(...CSV_FILE_NAMES),
        fc.array(fc.array(cellText, { minLength: 1, maxLength: 7 }), { maxLength: 15 }),
        fc.constantFrom('\n', '\r\n'),
        fc.integer({ min: 1, max: 40 }),
      )
      .map(([name, rows, eol, chunk]) => ({
        name,
        chunk,
        text: [CSV_COLUMNS[name].join(','), ...rows.map((r) => r.map(quote).join(','))].join(eol) + eol,
      }));
    fc.assert(
      fc.property(file, ({ name, text, chunk }) => {
        expect(parseCsvFile(name, text, chunk)).toEqual(parseCsvFile(name, text));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
