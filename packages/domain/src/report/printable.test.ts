import fc from 'fast-check';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { ReportContext } from './context';
import { csvCellsAreSafe, parseCsv } from './csv';
import {
  hourVariance,
  markdownText,
  notCompletedTasks,
  reportDayHours,
  storeAddress,
  storeDayReportCsv,
  storeDayReportKpis,
  storeDayReportMarkdown,
  storeDayReportText,
} from './printable';
import { storeDayReportView } from './printableView';
import { rowsOfSections } from './sectionRows';
import { parseSections } from './sections';
import { computeStatBlocks } from './stats';

/** A small store-day, written out by hand: every expected line below is worked out from it. */
function smallDay(): ReportContext {
  const ann = { name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee' };
  const bo = { name: 'Bo | Chen', firstName: 'Bo', lastName: '| Chen' };
  return {
    reportDate: { date: '2026-11-17', displayDate: 'Tuesday, November 17, 2026', dayOfWeek: 'Tuesday' },
    location: {
      store: {
        id: 1,
        name: 'Downtown Deli',
        address: '12 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phone: '512-555-0100',
        franchise: '',
        company_id: 1,
        source_id: 'S1',
        version: 1,
      },
      hours: [
        {
          id: 1,
          store_id: 1,
          day_of_week: 1,
          open_time: '07:00',
          close_time: '21:00',
          closed: false,
          version: 1,
          weekday: 'Monday',
          isReportDay: false,
        },
        {
          id: 2,
          store_id: 1,
          day_of_week: 2,
          open_time: '06:00',
          close_time: '22:00',
          closed: false,
          version: 1,
          weekday: 'Tuesday',
          isReportDay: true,
        },
      ],
    },
    weather: {
      store_id: 1,
      date: '2026-11-17',
      condition: 'Sunny',
      high_f: 68,
      low_f: 50,
      precipitation_in: 0,
    },
    statBlocks: {
      sales: {
        totals: {
          netSales: 300,
          transactions: 20,
          laborHours: 6,
          laborCost: 90,
          suggestedLaborHours: 5,
          forecast: 320,
        },
        metrics: {
          netSalesPerTransaction: 15,
          netSalesPerLaborHour: 50,
          netSalesPerSuggestedLaborHour: 60,
          laborCostPercent: 30,
          actualVsSuggestedHoursPercent: 120,
          costPerSuggestedLaborHour: 18,
          forecastVarianceDollars: -20,
          forecastVariancePercent: -6.25,
        },
        hourCount: 2,
      },
      hourly: [
        {
          hour: '6:00 AM',
          hourOfDay: 6,
          netSales: 100,
          transactions: 8,
          laborHours: 3,
          laborCost: 45,
          suggestedLaborHours: 2.5,
          forecast: 120,
        },
        {
          hour: '7:00 AM',
          hourOfDay: 7,
          netSales: 200,
          transactions: 12,
          laborHours: 3,
          laborCost: 45,
          suggestedLaborHours: 2.5,
          forecast: 200,
        },
      ],
      employees: {
        summary: {
          employees: [
            { ...ann, scheduledHours: 4, actualHours: 4.25, varianceHours: 0.25, shifts: 1, punches: 1 },
            { ...bo, scheduledHours: 4, actualHours: 0, varianceHours: -4, shifts: 1, punches: 0 },
          ],
          totals: { employeeCount: 2, scheduledHours: 8, actualHours: 4.25, varianceHours: -3.75 },
        },
        clockInVariance: {
          toleranceMinutes: 2,
          counts: { late: 1, early: 0, onTime: 0, notApplicable: 1 },
          shifts: [
            {
              ...ann,
              date: '2026-11-17',
              scheduledStart: '6:00 AM',
              scheduledEnd: '10:00 AM',
              actualStart: '6:05 AM',
              actualEnd: '10:20 AM',
              varianceMinutes: 5,
              status: 'Late',
            },
            {
              ...bo,
              date: '2026-11-17',
              scheduledStart: '7:00 AM',
              scheduledEnd: '11:00 AM',
              actualStart: null,
              actualEnd: null,
              varianceMinutes: null,
              status: 'N/A',
            },
          ],
        },
        timesheet: [
          { ...ann, date: '2026-11-17', clockIn: '6:05 AM', clockOut: '10:20 AM', regularHours: 4.25 },
        ],
      },
      tasks: {
        total: 4,
        completed: 2,
        late: 1,
        issues: 1,
        other: 1,
        // A skipped task counts toward the total only: 2 of 4 completed.
        completionRate: 50,
        byStatus: { completed: 1, late: 1, incomplete: 1, skipped: 1 },
        issueTasks: [
          {
            taskName: '=HYPERLINK("http://evil.example","Clean fryer")',
            status: 'incomplete',
            completedBy: '',
          },
        ],
        otherTasks: [
          { taskName: '[Mop](https://evil.example) *now*', status: 'skipped', completedBy: 'Ann Lee' },
        ],
      },
      samples: {
        count: 3,
        byProduct: [
          { name: 'Cold brew', count: 2 },
          { name: 'Scone, blueberry', count: 1 },
        ],
        byEmployee: [{ name: 'Ann Lee', count: 3 }],
        byHour: [{ hour: '7:00 AM', hourOfDay: 7, count: 3 }],
      },
      timers: {
        total: 2,
        active: 1,
        expired: 1,
        timers: [
          { startedAt: '6:30 AM', timerName: 'Fryer oil', minutesRemaining: -5, status: 'expired' },
          { startedAt: '7:10 AM', timerName: '+Coffee urn', minutesRemaining: 12, status: 'active' },
        ],
      },
    },
  };
}

const crlf = (lines: string[]) => lines.map((l) => `${l}\r\n`).join('');

const REPORT_SECTION = [
  'Store-day report',
  'Field,Value',
  'Store,Downtown Deli',
  'Address,"12 Main St, Austin, TX 78701"',
  'Hours,6:00 AM - 10:00 PM',
  'Date,2026-11-17',
  'Weather,"Sunny, high 68°F, low 50°F, precipitation 0 in"',
];
const SALES_SECTIONS = [
  'Sales totals',
  'Figure,Value',
  'Net sales,300',
  'Transactions,20',
  'Labor hours,6',
  'Labor cost,90',
  'Suggested labor hours,5',
  'Forecast,320',
  '',
  'Sales metrics',
  'Metric,Value',
  'Net sales per transaction,15',
  'Net sales per labor hour,50',
  'Net sales per suggested labor hour,60',
  'Labor cost %,30',
  'Actual vs suggested hours %,120',
  'Cost per suggested labor hour,18',
  'Forecast variance $,-20',
  'Forecast variance %,-6.25',
];

describe('storeDayReportCsv', () => {
  it('writes every block as titled sections, blank-line separated, CRLF, formula-safe and quoted', () => {
    expect(storeDayReportCsv(smallDay())).toBe(
      crlf([
        ...REPORT_SECTION,
        'On-time tolerance minutes,2',
        '',
        ...SALES_SECTIONS,
        '',
        'Hourly',
        'Hour,Net sales,Transactions,Labor hours,Labor cost,Suggested labor hours,Forecast',
        '6:00 AM,100,8,3,45,2.5,120',
        '7:00 AM,200,12,3,45,2.5,200',
        '',
        'Clock-in variance',
        'Employee,Date,Scheduled start,Scheduled end,Clock-in,Clock-out,Variance minutes,Status',
        'Ann Lee,2026-11-17,6:00 AM,10:00 AM,6:05 AM,10:20 AM,5,Late',
        'Bo | Chen,2026-11-17,7:00 AM,11:00 AM,,,,N/A',
        '',
        'Employees',
        'Employee,Scheduled hours,Actual hours,Variance hours,Shifts,Punches',
        'Ann Lee,4,4.25,0.25,1,1',
        'Bo | Chen,4,0,-4,1,0',
        '',
        'Timesheet',
        'Employee,Date,Clock-in,Clock-out,Regular hours',
        'Ann Lee,2026-11-17,6:05 AM,10:20 AM,4.25',
        '',
        'Tasks',
        'Figure,Value',
        'Tasks,4',
        'Completed,2',
        'Completed late,1',
        'Incomplete,1',
        'Other status,1',
        'Completion rate %,50',
        '',
        'Tasks not completed',
        'Task,Status,Completed by',
        `"'=HYPERLINK(""http://evil.example"",""Clean fryer"")",incomplete,`,
        '[Mop](https://evil.example) *now*,skipped,Ann Lee',
        '',
        'Samples by product',
        'Product,Count',
        'Cold brew,2',
        '"Scone, blueberry",1',
        '',
        'Samples by employee',
        'Employee,Count',
        'Ann Lee,3',
        '',
        'Samples by hour',
        'Hour,Count',
        '7:00 AM,3',
        '',
        'Timers',
        'Started at,Timer,Minutes remaining,Status',
        '6:30 AM,Fryer oil,-5,expired',
        "7:10 AM,'+Coffee urn,12,active",
      ]),
    );
  });

  it('neutralises the formula as the grid export does: only numbers may start with a minus', () => {
    const csv = storeDayReportCsv(smallDay());
    const cells = parseCsv(csv).flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.example","Clean fryer")`);
    expect(cells).toContain("'+Coffee urn");
    for (const cell of cells.filter((c) => /^[=+\-@\t\r\n]/.test(c))) expect(cell).toMatch(/^-\d+(\.\d+)?$/);
    // With the numbers as text, the grid's own check passes too.
    expect(csvCellsAreSafe(csv.replace(/,-(\d)/g, ',$1'))).toBe(true);
  });

  it('leaves out absent blocks, switched-off metrics, and writes a zero divisor as an empty cell', () => {
    const day = smallDay();
    const sales = day.statBlocks.sales!;
    const only: ReportContext = {
      ...day,
      weather: null,
      statBlocks: {
        sales: {
          ...sales,
          totals: { ...sales.totals, transactions: 0 },
          metrics: {
            netSalesPerTransaction: null,
            netSalesPerLaborHour: 50,
            forecastVarianceDollars: -20,
          },
        },
      },
    };
    expect(storeDayReportCsv(only)).toBe(
      crlf([
        ...REPORT_SECTION.slice(0, -1),
        '',
        ...SALES_SECTIONS.slice(0, 3),
        'Transactions,0',
        ...SALES_SECTIONS.slice(4, 11),
        'Net sales per transaction,',
        'Net sales per labor hour,50',
        'Forecast variance $,-20',
      ]),
    );
  });

  it('writes a present block with no rows as its title and header', () => {
    const day = smallDay();
    const csv = storeDayReportCsv({
      ...day,
      location: { store: null, hours: [] },
      statBlocks: { timers: { total: 0, active: 0, expired: 0, timers: [] } },
    });
    expect(csv).toBe(
      crlf([
        'Store-day report',
        'Field,Value',
        'Store,No store selected',
        'Date,2026-11-17',
        'Weather,"Sunny, high 68°F, low 50°F, precipitation 0 in"',
        '',
        'Timers',
        'Started at,Timer,Minutes remaining,Status',
      ]),
    );
  });
});

describe('storeDayReportMarkdown', () => {
  it('writes the heading, the weather, the KPIs and every block, data escaped', () => {
    expect(storeDayReportMarkdown(smallDay())).toBe(
      [
        '# Downtown Deli — Tuesday, November 17, 2026',
        '',
        '12 Main St, Austin, TX 78701 · Hours: 6:00 AM - 10:00 PM',
        '',
        'Weather: Sunny, high 68°F, low 50°F, precipitation 0 in',
        '',
        '## Sales',
        '',
        '- Net sales: $300.00',
        '- Sales vs forecast: -$20.00 (-6.25%)',
        '- Transactions: 20',
        '- Net sales per transaction: $15.00',
        '- Labor cost %: 30.00%',
        '- Sales per labor hour: $50.00',
        '- Late clock-ins: 1 (of 2 shifts)',
        '- Task completion: 50.0% (2 of 4 tasks)',
        '',
        '## Hourly sales vs forecast',
        '',
        '| Hour | Net sales | Forecast | Variance |',
        '| --- | ---: | ---: | ---: |',
        '| 6:00 AM | $100.00 | $120.00 | -$20.00 |',
        '| 7:00 AM | $200.00 | $200.00 | $0.00 |',
        '',
        '## Clock-in variance',
        '',
        'On time within ±2 minutes. Late 1 · Early 0 · On Time 0 · N/A 1.',
        '',
        '| Employee | Scheduled start | Clock-in | Variance minutes | Status |',
        '| --- | --- | --- | ---: | --- |',
        '| Ann Lee | 6:00 AM | 6:05 AM | +5 | Late |',
        '| Bo \\| Chen | 7:00 AM | — | — | N/A |',
        '',
        '## Tasks',
        '',
        '2 of 4 tasks completed (50.0%).',
        '',
        'Tasks not completed:',
        '',
        '- \\=HYPERLINK("http\\://evil.example","Clean fryer") (incomplete)',
        '- \\[Mop\\](https\\://evil.example) \\*now\\* (skipped)',
        '',
        '## Timers',
        '',
        '1 of 2 timers expired.',
        '',
        '- Fryer oil: started 6:30 AM, 5 minutes over',
        '',
        '## Samples',
        '',
        '3 samples given.',
        '',
        '| Product | Samples |',
        '| --- | ---: |',
        '| Cold brew | 2 |',
        '| Scone, blueberry | 1 |',
        '',
        '| Employee | Samples |',
        '| --- | ---: |',
        '| Ann Lee | 3 |',
        '',
      ].join('\n'),
    );
  });

  it('renders as the document it says: the pipe stays in its cell, no link from the data', () => {
    const html = marked.parse(storeDayReportMarkdown(smallDay()), { async: false });
    expect(html).toContain('<td>Bo | Chen</td>');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<em>');
    expect(html).toContain('<li>[Mop](https://evil.example) *now* (skipped)</li>');
    // Five cells a row in the clock-in table, the header included.
    const table = html.slice(html.indexOf('<th>Employee</th>'));
    const firstRows = table.slice(0, table.indexOf('</tbody>'));
    for (const row of firstRows.split('</tr>').slice(1, -1)) expect(row.match(/<td/g)).toHaveLength(5);
  });

  it('leaves out the parts whose block is absent, and says so when there is no store or weather', () => {
    const day = smallDay();
    expect(
      storeDayReportMarkdown({
        ...day,
        location: { store: null, hours: [] },
        weather: null,
        statBlocks: {
          tasks: { ...day.statBlocks.tasks!, issues: 0, other: 0, issueTasks: [], otherTasks: [] },
        },
      }),
    ).toBe(
      [
        '# No store selected — Tuesday, November 17, 2026',
        '',
        'Weather: not recorded',
        '',
        '## Key figures',
        '',
        '- Task completion: 50.0% (2 of 4 tasks)',
        '',
        '## Tasks',
        '',
        '2 of 4 tasks completed (50.0%).',
        '',
        'Every task was completed.',
        '',
      ].join('\n'),
    );
  });
});

describe('storeDayReportKpis', () => {
  it('gives each KPI its label, value and second line', () => {
    expect(storeDayReportKpis(smallDay()).map((k) => [k.label, k.value, k.detail])).toEqual([
      ['Net sales', '$300.00', null],
      ['Sales vs forecast', '-$20.00', '-6.25%'],
      ['Transactions', '20', null],
      ['Net sales per transaction', '$15.00', null],
      ['Labor cost %', '30.00%', null],
      ['Sales per labor hour', '$50.00', null],
      ['Late clock-ins', '1', 'of 2 shifts'],
      ['Task completion', '50.0%', '2 of 4 tasks'],
    ]);
  });

  it('leaves out a KPI whose metric is switched off, and shows — for a zero divisor', () => {
    const day = smallDay();
    const sales = day.statBlocks.sales!;
    const kpis = storeDayReportKpis({
      ...day,
      statBlocks: {
        sales: {
          ...sales,
          totals: { ...sales.totals, transactions: 0 },
          metrics: { netSalesPerTransaction: null, forecastVariancePercent: -6.25 },
        },
      },
    });
    expect(kpis.map((k) => [k.label, k.value, k.detail])).toEqual([
      ['Net sales', '$300.00', null],
      ['Sales vs forecast', '-6.25%', null],
      ['Transactions', '0', null],
      ['Net sales per transaction', '—', null],
    ]);
  });
});

describe('markdownText', () => {
  it.each([
    ['Bo | Chen', 'Bo \\| Chen'],
    ['# Heading', '\\# Heading'],
    ['- item', '\\- item'],
    ['+ item', '\\+ item'],
    ['1. first', '1\\. first'],
    ['2) second', '2\\) second'],
    ['=HYPERLINK()', '\\=HYPERLINK()'],
    ['![img](/auth/logout)', '\\!\\[img\\](/auth/logout)'],
    ['<script>x</script>', '\\<script\\>x\\</script\\>'],
    ['see www.evil.example or https://evil.example', 'see www\\.evil.example or https\\://evil.example'],
    ['a@b.example', 'a\\@b.example'],
    ['two\nlines\r\n here ', 'two lines here'],
    ['`code` ~~gone~~ _em_ &amp;', '\\`code\\` \\~\\~gone\\~\\~ \\_em\\_ \\&amp;'],
    ['6:00 AM', '6:00 AM'],
    ['St. Louis', 'St. Louis'],
  ])('%j -> %j', (input, expected) => {
    expect(markdownText(input)).toBe(expected);
  });

  const decode = (html: string) =>
    html
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const expected = (s: string) => s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const risky = fc.string({
    unit: fc.constantFrom(
      ...'#-+=*_`~[]()<>!|&@:./\\ 1a"\''.split(''),
      'www.',
      'http://',
      '\n',
      'x@y.example',
      '&amp;',
    ),
    maxLength: 24,
  });

  it('renders as exactly its text in a list item and in a table cell (marked, GFM)', () => {
    fc.assert(
      fc.property(risky, (s) => {
        const want = expected(s);
        fc.pre(want !== '' && !/\s{2}/.test(want));
        const item = marked.parse(`- ${markdownText(s)}\n`, { async: false });
        expect(item).toBe(`<ul>\n<li>${escapeHtml(want)}</li>\n</ul>\n`);
        const cell = marked.parse(`| A | B |\n| --- | --- |\n| ${markdownText(s)} | z |\n`, {
          async: false,
        });
        const td = /<tbody><tr>\n<td>([\s\S]*?)<\/td>\n<td>z<\/td>/.exec(cell);
        expect(td && decode(td[1]!)).toBe(want);
      }),
      { numRuns: 1500 },
    );
  });
});

function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

describe('notCompletedTasks: the printable report lists every task not completed, with its status', () => {
  it('incomplete and any other status (skipped, blank), by name; the rate still counts only completed and late', () => {
    const tasks = computeStatBlocks(
      rowsOfSections(
        parseSections({
          'tasks.csv': [
            'Status,CompletedBy,TaskName',
            'completed,Ann,Mop',
            'Late,Bo,Fry',
            'incomplete,,Trash',
            'skipped,Cy,Windows',
            ',,Blank',
            ' COMPLETED ,Cy,Stock',
          ].join('\n'),
        }).sections,
      ),
      ['tasks'],
    ).tasks!;
    expect(notCompletedTasks(tasks)).toEqual([
      { taskName: 'Blank', status: '', completedBy: '' },
      { taskName: 'Trash', status: 'incomplete', completedBy: '' },
      { taskName: 'Windows', status: 'skipped', completedBy: 'Cy' },
    ]);
    expect(notCompletedTasks(tasks).map(storeDayReportText.taskNotCompleted)).toEqual([
      'Blank (no status)',
      'Trash (incomplete)',
      'Windows (skipped)',
    ]);
    expect([tasks.completed, tasks.total, tasks.completionRate]).toEqual([3, 6, 50]);
  });
});

describe('storeDayReportView', () => {
  it('marks labor cost, sales vs forecast and task completion against the targets, and nothing without them', () => {
    const marks = (targets?: Parameters<typeof storeDayReportView>[1]) =>
      storeDayReportView(smallDay(), targets).tiles.map((t) => [t.key, t.status, t.target]);
    expect(marks().every(([, status, target]) => status === null && target === null)).toBe(true);
    expect(marks({ labor_cost_pct: 25, forecast_variance_pct: 5, task_completion_pct: 40 })).toEqual([
      ['netSales', null, null],
      ['vsForecast', 'bad', 5],
      ['transactions', null, null],
      ['netSalesPerTransaction', null, null],
      ['laborCost', 'bad', 25],
      ['salesPerLaborHour', null, null],
      ['lateClockIns', null, null],
      ['taskCompletion', 'good', 40],
    ]);
  });

  it('gives the header, the hours with their totals and busiest hour, and the tasks not completed', () => {
    const day = smallDay();
    const view = storeDayReportView(day);
    expect(view.store).toEqual({
      name: 'Downtown Deli',
      address: storeAddress(day.location.store!),
      hours: reportDayHours(day),
    });
    expect(view.displayDate).toBe('Tuesday, November 17, 2026');
    const hourly = day.statBlocks.hourly!;
    expect(view.hourly?.netSales).toBe(hourly.reduce((sum, h) => sum + h.netSales, 0));
    expect(view.hourly?.peak?.hour).toBe(hourly.reduce((a, b) => (b.netSales > a.netSales ? b : a)).hour);
    expect(view.hourly?.rows.map((r) => r.variance)).toEqual(hourly.map(hourVariance));
    expect(view.tasks?.notCompleted).toEqual(notCompletedTasks(day.statBlocks.tasks!));
  });
});
