import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../analyst';
import type { Store } from '../contract';
import { buildReport, contextPreviewFacts, parseContextText, renderContextText } from './context';
import {
  dashboardDayStatusView,
  emptyFigures,
  storeDayAttention,
  storeDayFigures,
  summedDayStatus,
  targetStatus,
} from './dashboard';
import {
  dayStatusBanner,
  dayStatusOf,
  hourLabel,
  storeClock,
  storeDayStatus,
  storeTimeZone,
} from './dayStatus';
import {
  reportDayStatusView,
  storeDayReportKpis,
  storeDayReportMarkdown,
  storeDayTargetStatus,
} from './printable';
import { reportFigures } from './reportFigures';
import { rowsOfSections } from './sectionRows';
import { parseSections } from './sections';
import { suggestedQuestions } from './suggestions';
import { traceFigures } from './trace';

/** A Portland store: its clock runs on America/Los_Angeles. */
const STORE: Store = {
  id: 7,
  name: 'Northwind Pearl District',
  address: '1200 NW Glisan St',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  phone: '503-555-0107',
  franchise: '',
  company_id: 2,
  source_id: 'NW-7',
  version: 1,
};
/** 03:40 UTC on Saturday, November 28, 2026: 7:40 PM on Friday, November 27 in Portland. */
const NOW = new Date('2026-11-28T03:40:00Z');

const SALES_HEADER = 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast';

/**
 * A store-day's files from its hours: [hour, net sales, labor hours, suggested labor hours, forecast];
 * transactions are net sales / 20, labor cost is $20 an hour. The rest of the day as given.
 */
function storeDay(
  date: string,
  hours: readonly (readonly [string, number, number, number, number])[],
  rest: { shifts?: string[]; punches?: string[]; tasks?: string[]; timers?: string[] } = {},
): Record<string, string> {
  const files: Record<string, string> = {};
  if (hours.length > 0)
    files['sales.csv'] = [
      SALES_HEADER,
      ...hours.map(([h, net, labor, suggested, forecast]) =>
        [h, net, net / 20, labor, labor * 20, suggested, forecast].join(','),
      ),
    ].join('\n');
  if (rest.shifts)
    files['scheduled_labor.csv'] = [
      'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
      ...rest.shifts.map((s) => s.replace('DATE', date)),
    ].join('\n');
  if (rest.punches)
    files['actual_labor.csv'] = [
      'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
      ...rest.punches.map((s) => s.replace('DATE', date)),
    ].join('\n');
  if (rest.tasks) files['tasks.csv'] = ['Status,CompletedBy,TaskName', ...rest.tasks].join('\n');
  if (rest.timers) files['timers.csv'] = ['StartedAt,TimerName,MinutesRemaining', ...rest.timers].join('\n');
  return files;
}

const build = (date: string, files: Record<string, string>, now: Date | undefined = NOW) =>
  buildReport({
    date,
    store: STORE,
    hours: [],
    sections: parseSections(files).sections,
    weather: null,
    ...(now ? { now } : {}),
  });

/** Friday the 27th, at 7:40 PM: sales to 2 PM (its last hour with sales), the plan to 5 PM. */
const TODAY = storeDay(
  '2026-11-27',
  [
    ['9:00 AM', 300, 3, 3, 400],
    ['10:00 AM', 500, 4, 4, 600],
    ['11:00 AM', 700, 5, 5, 800],
    ['12:00 PM', 900, 6, 6, 1000],
    ['1:00 PM', 600, 5, 5, 700],
    ['2:00 PM', 200, 3, 3, 500],
    ['3:00 PM', 0, 0, 4, 600],
    ['4:00 PM', 0, 0, 4, 500],
    ['5:00 PM', 0, 0, 3, 400],
  ],
  {
    shifts: [
      'Ann,Lee,DATE,9:00 AM,1:00 PM,4',
      'Bo,Chen,DATE,9:00 AM,1:00 PM,4',
      'Cy,Diaz,DATE,10:00 AM,2:00 PM,4',
      'Di,Evans,DATE,4:00 PM,9:00 PM,5',
    ],
    punches: [
      'Ann,Lee,DATE,9:05 AM,1:00 PM,3.92',
      'Bo,Chen,DATE,9:04 AM,1:02 PM,3.97',
      'Cy,Diaz,DATE,10:10 AM,,0',
    ],
    tasks: ['completed,Ann Lee,Open', 'pending,,Close'],
    timers: ['9:00 AM,Fries,-4', '1:30 PM,Soup,12'],
  },
);
/** Saturday the 28th: only its plan (forecast $2,000.00, scheduled labor, pending tasks). */
const TOMORROW = storeDay(
  '2026-11-28',
  [
    ['9:00 AM', 0, 3, 3, 450],
    ['10:00 AM', 0, 4, 4, 650],
    ['11:00 AM', 0, 5, 5, 900],
  ],
  { shifts: ['Ann,Lee,DATE,9:00 AM,1:00 PM,4'], tasks: ['pending,,Open', 'pending,,Close'] },
);
/** Thursday the 26th, done: $2,000.00 against a $2,500.00 forecast. */
const YESTERDAY = storeDay(
  '2026-11-26',
  [
    ['9:00 AM', 800, 4, 4, 1000],
    ['10:00 AM', 1200, 5, 5, 1500],
  ],
  { tasks: ['completed,Ann Lee,Open', 'incomplete,,Close'] },
);

describe('the store clock', () => {
  it("takes a store's time zone from its state (the central zone when unknown)", () => {
    expect(storeTimeZone('OR')).toBe('America/Los_Angeles');
    expect(storeTimeZone(' tx ')).toBe('America/Chicago');
    expect(storeTimeZone('GA')).toBe('America/New_York');
    expect(storeTimeZone('ID')).toBe('America/Boise');
    expect(storeTimeZone('ZZ')).toBe('America/Chicago');
    expect(storeTimeZone(null)).toBe('America/Chicago');
  });

  it('reads a moment as the store sees it', () => {
    expect(storeClock(NOW, 'America/Los_Angeles')).toEqual({ date: '2026-11-27', minutes: 19 * 60 + 40 });
    expect(storeClock(NOW, 'America/New_York')).toEqual({ date: '2026-11-27', minutes: 22 * 60 + 40 });
    expect(storeClock(NOW, 'Pacific/Kiritimati')).toEqual({ date: '2026-11-28', minutes: 17 * 60 + 40 });
  });

  it('a date after the local today has not started, the local today is in progress, a past day is complete or has no data', () => {
    expect(dayStatusOf('2026-11-28', '2026-11-27', true)).toBe('not_started');
    expect(dayStatusOf('2026-11-27', '2026-11-27', false)).toBe('in_progress');
    expect(dayStatusOf('2026-11-26', '2026-11-27', true)).toBe('complete');
    expect(dayStatusOf('2026-11-26', '2026-11-27', false)).toBe('no_data');
  });

  it('says hours as people do', () => {
    expect([0, 9, 12, 14, 23].map(hourLabel)).toEqual(['12 AM', '9 AM', '12 PM', '2 PM', '11 PM']);
  });
});

describe('a day that has not started', () => {
  const { context, text } = build('2026-11-28', TOMORROW);

  it('carries its status, and no sales metric compares anything', () => {
    expect(context.dayStatus).toEqual({
      status: 'not_started',
      timeZone: 'America/Los_Angeles',
      storeDate: '2026-11-27',
      storeTime: '7:40 PM',
      dataThroughHour: null,
      dayForecast: 2000,
    });
    expect(context.statBlocks.sales?.metrics).toEqual({});
    expect(storeDayFigures(context.statBlocks, 'not_started')).toEqual(emptyFigures());
    // The chat's header says it too.
    expect(contextPreviewFacts(context, text).dayStatus).toBe(
      'Saturday, November 28 has not started yet at Northwind Pearl District (it is 7:40 PM on Friday there)',
    );
  });

  it('tells the model, and reads back', () => {
    const lines = text.split('\n');
    expect(lines[lines.indexOf('Report date: Saturday, November 28, 2026 (2026-11-28)') + 1]).toBe(
      "Day status: not started: Saturday, November 28 has not started yet at the store (it is 7:40 PM on Friday there); there are no actuals to compare with forecast or targets (shifts, tasks and forecast in the blocks are the plan); the day's forecast is $2,000.00",
    );
    expect(parseContextText(text)).toEqual(context);
  });

  it('the report: its banner, its forecast only, no target marked; no suggested question', () => {
    expect(reportDayStatusView(context)).toEqual({
      status: 'not_started',
      banner:
        'Saturday, November 28 has not started yet at Northwind Pearl District (it is 7:40 PM on Friday there)',
    });
    expect(storeDayReportKpis(context)).toEqual([
      { key: 'forecast', label: 'Forecast', value: '$2,000.00', detail: null },
    ]);
    expect(storeDayTargetStatus(context, { task_completion_pct: 90 })).toEqual({
      labor_cost: null,
      forecast: null,
      task_completion: null,
      sales_per_labor_hour: null,
    });
    expect(suggestedQuestions(context)).toEqual([]);
    expect(storeDayReportMarkdown(context)).toContain(
      '\n\n**Saturday, November 28 has not started yet at Northwind Pearl District (it is 7:40 PM on Friday there)**\n\n## Sales\n\n- Forecast: $2,000.00\n',
    );
  });

  it('the offline analyst says so and gives the forecast', () => {
    const day = {
      date: '2026-11-28',
      storeName: STORE.name,
      blocks: context.statBlocks,
      weather: null,
      dayStatus: context.dayStatus,
    };
    expect(answerQuestion({ question: 'Why were sales under forecast?', day })).toBe(
      [
        '**Northwind Pearl District, Saturday 2026-11-28**',
        'Saturday, November 28 has not started yet at Northwind Pearl District (it is 7:40 PM on Friday there), so there are no actuals to report or compare yet.',
        'The forecast for the day is **$2,000.00** in net sales.',
      ].join('\n\n'),
    );
  });
});

describe('a day in progress', () => {
  const { context, text } = build('2026-11-27', TODAY);

  it('compares sales so far with the plan up to its last hour with sales', () => {
    expect(context.dayStatus).toEqual({
      status: 'in_progress',
      timeZone: 'America/Los_Angeles',
      storeDate: '2026-11-27',
      storeTime: '7:40 PM',
      dataThroughHour: 14,
      dayForecast: 5500,
    });
    // Net sales 300 + 500 + 700 + 900 + 600 + 200; forecast and suggested hours of 9 AM to 2 PM only.
    expect(context.statBlocks.sales?.totals).toEqual({
      netSales: 3200,
      transactions: 160,
      laborHours: 26,
      laborCost: 520,
      suggestedLaborHours: 26,
      forecast: 4000,
    });
    expect(context.statBlocks.sales?.metrics).toMatchObject({
      laborCostPercent: 16.25,
      actualVsSuggestedHoursPercent: 100,
      forecastVarianceDollars: -800,
      forecastVariancePercent: -20,
    });
    expect(contextPreviewFacts(context, text).dayStatus).toBe('In progress: data through 2 PM');
  });

  it('tells the model what it is compared with', () => {
    const lines = text.split('\n');
    expect(lines[lines.indexOf('Report date: Friday, November 27, 2026 (2026-11-27)') + 1]).toBe(
      "Day status: in progress, data through 2 PM store time; forecast compared up to that hour (suggested labor hours too); every figure is so far (it is 7:40 PM store time) and tasks still open may be done later today; the whole day's forecast is $5,500.00",
    );
    expect(parseContextText(text)).toEqual(context);
  });

  it('suggests questions about its figures so far, none about tasks still due', () => {
    // 20% under the forecast so far, three late clock-ins, one expired timer; tasks 1 of 2 (not asked).
    expect(suggestedQuestions(context)).toEqual([
      'Why are sales 20% under forecast so far against a 10% target?',
      'Who are the 3 late clock-ins so far?',
      'Which timer has expired so far?',
    ]);
    expect(reportDayStatusView(context)).toEqual({
      status: 'in_progress',
      banner: 'In progress: data through 2 PM',
    });
    expect(storeDayTargetStatus(context, {})).toEqual({
      labor_cost: 'good',
      forecast: 'bad',
      task_completion: null,
      sales_per_labor_hour: null,
    });
  });

  it('the offline analyst answers with the figures so far', () => {
    const day = {
      date: '2026-11-27',
      storeName: STORE.name,
      blocks: context.statBlocks,
      weather: null,
      dayStatus: context.dayStatus,
    };
    const answer = answerQuestion({ question: 'How are sales against the forecast?', day });
    expect(answer.split('\n\n').slice(0, 2)).toEqual([
      '**Northwind Pearl District, Friday 2026-11-27**',
      '_In progress: data through 2 PM (store time). Every figure is so far; the forecast is compared up to that hour._',
    ]);
    expect(answer).toContain('| Forecast | $4,000.00 |');
    expect(answer).toContain('So far sales are $800.00 behind the forecast up to 2 PM.');
  });

  it('before its first sale: no data yet, and nothing compared', () => {
    const early = build(
      '2026-11-27',
      storeDay('2026-11-27', [
        ['9:00 AM', 0, 0, 3, 400],
        ['10:00 AM', 0, 0, 4, 600],
      ]),
    ).context;
    expect(early.dayStatus?.dataThroughHour).toBeNull();
    expect(early.statBlocks.sales?.metrics).toEqual({});
    expect(early.statBlocks.sales?.totals.forecast).toBe(0);
    expect(reportDayStatusView(early).banner).toBe('In progress: no data yet');
    expect(suggestedQuestions(early)).toEqual([]);
    expect(
      answerQuestion({
        question: 'How are sales?',
        day: {
          date: '2026-11-27',
          storeName: null,
          blocks: early.statBlocks,
          weather: null,
          dayStatus: early.dayStatus,
        },
      }),
    ).toBe(
      [
        '**Friday 2026-11-27**',
        'Friday, November 27 is in progress but has no sales yet (it is 7:40 PM store time), so there is nothing to compare yet.',
        'The forecast for the day is **$1,000.00** in net sales.',
      ].join('\n\n'),
    );
  });
});

describe('a complete day', () => {
  it('is built exactly as without a clock: no status, the same text', () => {
    const withClock = build('2026-11-26', YESTERDAY);
    const without = build('2026-11-26', YESTERDAY, undefined);
    expect(withClock.text).toBe(without.text);
    expect('dayStatus' in withClock.context).toBe(false);
    expect(renderContextText(withClock.context)).toBe(without.text);
    expect(reportDayStatusView(withClock.context)).toEqual({ status: 'complete', banner: null });
    expect('dayStatus' in contextPreviewFacts(withClock.context, withClock.text)).toBe(false);
    expect(suggestedQuestions(withClock.context)).toEqual([
      'Why were sales 20% under forecast against a 10% target?',
      'Why was task completion 50% against a 90% target?',
    ]);
  });
});

describe('a past day without data', () => {
  const { context, text } = build('2026-11-20', {});

  it('says there is no data, asks and marks nothing', () => {
    expect(context.dayStatus).toEqual({
      status: 'no_data',
      timeZone: 'America/Los_Angeles',
      storeDate: '2026-11-27',
      storeTime: '7:40 PM',
      dataThroughHour: null,
      dayForecast: null,
    });
    expect(text).toContain(
      '\nDay status: no data: nothing was recorded for this past day; its figures are not available (not zero)\n',
    );
    expect(reportDayStatusView(context)).toEqual({ status: 'no_data', banner: 'No data for this day' });
    expect(storeDayReportKpis(context)).toEqual([]);
    expect(suggestedQuestions(context)).toEqual([]);
    const day = {
      date: '2026-11-20',
      storeName: STORE.name,
      blocks: context.statBlocks,
      weather: null,
      dayStatus: context.dayStatus,
    };
    expect(answerQuestion({ question: 'How were sales?', day })).toBe(
      [
        '**Northwind Pearl District, Friday 2026-11-20**',
        'There is no data for Friday, November 20: nothing was recorded for this store-day (no sales, labor, tasks, samples or timers), so I have no figures to give.',
      ].join('\n\n'),
    );
  });
});

describe('the dashboard', () => {
  const figures = { ...emptyFigures(), net_sales: 1000, forecast: 2000, tasks_total: 2, tasks_completed: 1 };
  const store = { storeId: 7, storeName: STORE.name, companyId: 2 };

  it('finds nothing to attend to on a day without actuals, and no task completion before the end of a day', () => {
    expect(storeDayAttention(store, '2026-11-28', figures, undefined, 'not_started')).toEqual([]);
    expect(storeDayAttention(store, '2026-11-20', figures, undefined, 'no_data')).toEqual([]);
    expect(storeDayAttention(store, '2026-11-27', figures, undefined, 'in_progress')).toEqual([
      { rule: 'under_forecast', ...store, date: '2026-11-27', value: -50, target: 10, inProgress: true },
    ]);
    expect(storeDayAttention(store, '2026-11-26', figures).map((i) => i.rule)).toEqual([
      'under_forecast',
      'task_completion',
    ]);
    expect(targetStatus(figures, undefined, 'not_started').forecast).toBeNull();
    expect(targetStatus(figures, undefined, 'in_progress')).toMatchObject({
      forecast: 'bad',
      task_completion: null,
    });
  });

  it('sums statuses: complete when any day is, then in progress, then not started', () => {
    expect(summedDayStatus(['not_started', 'complete', 'in_progress'])).toBe('complete');
    expect(summedDayStatus(['not_started', 'in_progress', 'no_data'])).toBe('in_progress');
    expect(summedDayStatus(['not_started', 'no_data'])).toBe('not_started');
    expect(summedDayStatus(['no_data'])).toBe('no_data');
    expect(summedDayStatus([undefined])).toBe('complete');
  });

  it('says how many days of a range have data, and when one day has started nowhere', () => {
    const days = (statuses: readonly (string | undefined)[], start: number) =>
      statuses.map((status, i) => ({
        date: `2026-11-${String(start + i).padStart(2, '0')}`,
        ...(status ? { status: status as 'complete' } : {}),
        ...emptyFigures(),
      }));
    const board = (start: string, end: string, ...stores: ReturnType<typeof days>[]) => ({
      start,
      end,
      stores: stores.map((d, i) => ({
        store_id: i + 1,
        name: `S${i}`,
        company_id: 1,
        totals: emptyFigures(),
        days: d,
      })),
    });
    // Sunday the 22nd to Saturday the 28th, on a viewer's clock a day ahead of the stores'.
    const week = board(
      '2026-11-22',
      '2026-11-28',
      days(['complete', 'complete', 'complete', 'complete', 'no_data', 'in_progress', 'not_started'], 22),
      days(['complete', 'complete', 'complete', 'complete', 'no_data', 'in_progress', 'not_started'], 22),
    );
    expect(dashboardDayStatusView(week)).toEqual({
      days: 7,
      daysWithData: 5,
      status: 'complete',
      inProgress: true,
      note: 'Data for 5 of 7 days',
      noteStatus: 'not_started',
    });
    const tomorrow = board('2026-11-28', '2026-11-28', days(['not_started'], 28), days(['not_started'], 28));
    expect(dashboardDayStatusView(tomorrow)).toMatchObject({
      status: 'not_started',
      inProgress: false,
      note: 'Saturday, November 28 has not started yet at any store',
    });
    const past = board('2026-11-20', '2026-11-20', days(['no_data'], 20));
    expect(dashboardDayStatusView(past).note).toBe('No data for this day');
    const done = board('2026-11-20', '2026-11-21', days([undefined, undefined], 20));
    expect(dashboardDayStatusView(done)).toMatchObject({ daysWithData: 2, note: null, status: 'complete' });
  });
});

describe("the analyst's answers about the day's status are traced", () => {
  it('every number of them is a figure of the context (the whole day forecast among them)', () => {
    const days = [
      build('2026-11-28', TOMORROW).context,
      build('2026-11-27', TODAY).context,
      build('2026-11-27', storeDay('2026-11-27', [['9:00 AM', 0, 0, 3, 400]])).context,
      build('2026-11-20', {}).context,
    ];
    expect(reportFigures(days[0]!).find((f) => f.block === 'dayStatus')).toEqual({
      block: 'dayStatus',
      field: 'dayForecast',
      label: "The whole day's forecast",
      value: 2000,
      unit: 'money',
    });
    for (const context of days) {
      const day = {
        date: context.reportDate.date,
        storeName: STORE.name,
        blocks: context.statBlocks,
        weather: null,
        dayStatus: context.dayStatus,
      };
      for (const question of ['How are sales against the forecast?', 'Give me a summary of the day']) {
        const answer = answerQuestion({ question, day });
        const untraced = traceFigures(answer, reportFigures(context)).filter((t) => t.figure === null);
        expect(
          untraced.map((t) => t.text),
          `${context.reportDate.date}: ${question}`,
        ).toEqual([]);
      }
    }
  });
});

describe('storeDayStatus', () => {
  it('takes the status from the files whatever is selected, and the banner from it', () => {
    const sections = parseSections(TODAY).sections.map((s) => ({ ...s, selected: false }));
    const rows = rowsOfSections(sections, { everySection: true });
    const status = storeDayStatus({ date: '2026-11-27', state: 'OR', rows, now: NOW });
    expect(status).toMatchObject({ status: 'in_progress', dataThroughHour: 14, dayForecast: 5500 });
    expect(dayStatusBanner(status, '2026-11-27', STORE.name)).toBe('In progress: data through 2 PM');
    // Two hours after Chicago's midnight the 27th is over there, and it had rows.
    expect(
      storeDayStatus({ date: '2026-11-27', state: 'TX', rows, now: new Date('2026-11-28T08:00:00Z') }),
    ).toMatchObject({ status: 'complete', storeDate: '2026-11-28', storeTime: '2:00 AM' });
    expect(dayStatusBanner(null, '2026-11-27', STORE.name)).toBeNull();
  });
});
