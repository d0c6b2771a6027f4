// One builder: buildReport(sections, settings) is the one function the browser worker, the
// server and the CLI call. With the default settings (or none) its output is what it was before.
import { describe, expect, it } from 'vitest';
import { generateStoreDay as generateBenchDay, TYPICAL_DAY } from '../../bench/storeDay';
import { generateStoreDay } from '../analyst/testing/store-day';
import type { Store, StoreHours, Weather } from '../contract';
import {
  buildReport,
  buildReportContext,
  CONTEXT_JSON_MARKER,
  parseContextText,
  type ReportInput,
  renderContextText,
} from './context';
import { salesMetricsSchema } from './schema';
import { rowsOfSections } from './sectionRows';
import { parseSections } from './sections';
import type { ReportSettingsFields } from './settings';
import { DEFAULT_REPORT_SETTINGS } from './settingsValues';
import { clockInStatus, computeStatBlocks } from './stats';
import { ClockInParseCache } from './values';

const DATE = '2026-11-17'; // a Tuesday
const store: Store = {
  id: 7,
  name: 'Maple Street',
  address: '12 Maple St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '217-555-0100',
  franchise: 'Daybreak Coffee',
  company_id: 1,
  source_id: 'S-7',
  version: 1,
};
const hours: StoreHours[] = [
  {
    id: 3,
    store_id: 7,
    day_of_week: 2,
    open_time: '06:00',
    close_time: '22:00',
    closed: false,
    version: 1,
  },
];
const weather: Weather = {
  store_id: 7,
  date: DATE,
  condition: 'Light rain',
  high_f: 54,
  low_f: 41,
  precipitation_in: 0.3,
};

// Ann +4 min, Bob -4 min, Cy +6 min, Di no punch.
const files = {
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n06:00 AM,1000,50,10,150,8,800\n',
  'scheduled_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
    'Ann,Lee,2026-11-17,08:00 AM,04:00 PM,8',
    'Bob,Ray,2026-11-17,09:00 AM,01:00 PM,4',
    'Cy,Fox,2026-11-17,10:00 AM,02:00 PM,4',
    'Di,Kim,2026-11-17,11:00 AM,03:00 PM,4',
  ].join('\n'),
  'actual_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
    'Ann,Lee,2026-11-17,08:04 AM,04:00 PM,7.93',
    'Bob,Ray,2026-11-17,08:56 AM,01:00 PM,4.07',
    'Cy,Fox,2026-11-17,10:06 AM,02:00 PM,3.9',
  ].join('\n'),
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Mop\nincomplete,,Trash\n',
};
const sections = parseSections(files).sections;
const input = (extra: Partial<ReportInput> = {}): ReportInput => ({
  date: DATE,
  store,
  hours,
  sections,
  weather,
  ...extra,
});
const withSettings = (over: Partial<ReportSettingsFields>): ReportSettingsFields => ({
  ...structuredClone(DEFAULT_REPORT_SETTINGS),
  ...over,
});

const INTRO = [
  'You are the Store Ops assistant. You answer a manager\u2019s questions about one store-day.',
  'Use only the figures in the report context below; they were computed by code from the store\u2019s data. Quote them as given and do not recalculate, estimate or invent numbers.',
  'If the answer is not in the context, say that it is not in the context for this store-day; do not guess.',
];
const units = (t: number) =>
  `Units: money in US dollars; hours in decimal hours; fields ending in Percent or Rate are already percentages (0-100); varianceMinutes = actual clock-in minus scheduled start (positive = late; Late above +${t} minutes, Early below -${t}, otherwise On Time; N/A = no punch overlapping the shift). A null metric means it cannot be computed because its divisor is zero. Times are store-local.`;

/** The text's lines before the JSON line. */
const header = (text: string) => text.slice(0, text.lastIndexOf('\n')).split('\n');

describe('buildReport with the default settings (or none) is byte-identical to buildReportContext + renderContextText', () => {
  const days = [
    ...[1, 2, 3].map((seed) => {
      const g = generateStoreDay(seed, DATE, 7);
      return { files: g.files, weather: g.weather as Weather | null };
    }),
    { files: generateBenchDay(TYPICAL_DAY), weather: null },
  ];

  it.each(days.map((d, i) => [i, d] as const))('realistic store-day #%i', (_, day) => {
    const base = {
      date: DATE,
      store,
      hours,
      sections: parseSections(day.files).sections,
      weather: day.weather,
    };
    for (const blocks of [undefined, ['sales', 'employees'] as const, [] as const]) {
      const old = buildReportContext({ ...base, blocks });
      const oldText = renderContextText(old);
      for (const settings of [undefined, DEFAULT_REPORT_SETTINGS, structuredClone(DEFAULT_REPORT_SETTINGS)]) {
        const built = buildReport({ ...base, blocks, settings });
        expect(built.text).toBe(oldText);
        expect(built.context).toEqual(old);
        expect(renderContextText(old, settings)).toBe(oldText);
      }
    }
    expect(renderContextText(buildReportContext(base))).not.toMatch(
      /Company targets|Company instructions|Sales metrics not included/,
    );
  });

  it('the defaults keep the ±2 minute rule and all eight metrics', () => {
    const { context, text } = buildReport(input({ settings: DEFAULT_REPORT_SETTINGS }));
    expect(header(text)[3]).toBe(units(2));
    expect(context.statBlocks.employees!.clockInVariance.toleranceMinutes).toBe(2);
    expect(Object.keys(context.statBlocks.sales!.metrics)).toHaveLength(8);
  });
});

describe('blocks: input.blocks when given, else the settings', () => {
  it("takes the settings' blocks, and input.blocks over them", () => {
    const settings = withSettings({
      blocks: { sales: true, hourly: false, employees: true, tasks: false, samples: false, timers: true },
    });
    expect(Object.keys(buildReport(input({ settings })).context.statBlocks)).toEqual([
      'sales',
      'employees',
      'timers',
    ]);
    expect(Object.keys(buildReport(input({ settings, blocks: ['tasks'] })).context.statBlocks)).toEqual([
      'tasks',
    ]);
    expect(buildReport(input({ settings })).text).toContain(
      'Stat blocks not included (not in the context): hourly, tasks, samples',
    );
  });
});

describe('on-time tolerance', () => {
  it('clockInStatus takes the tolerance (2 by default)', () => {
    expect(clockInStatus(4)).toBe('Late');
    expect(clockInStatus(4, 5)).toBe('On Time');
    expect(clockInStatus(5, 5)).toBe('On Time');
    expect(clockInStatus(5.01, 5)).toBe('Late');
    expect(clockInStatus(-5, 5)).toBe('On Time');
    expect(clockInStatus(-5.01, 5)).toBe('Early');
    expect(clockInStatus(0, 0)).toBe('On Time');
    expect(clockInStatus(0.5, 0)).toBe('Late');
    expect(clockInStatus(null, 5)).toBe('N/A');
  });

  it('tolerance 5 turns a +4 minute clock-in from Late into On Time and the counts change', () => {
    const before = buildReport(input()).context.statBlocks.employees!.clockInVariance;
    expect(before.toleranceMinutes).toBe(2);
    expect(before.counts).toEqual({ late: 2, early: 1, onTime: 0, notApplicable: 1 });
    expect(before.shifts.map((s) => [s.name, s.varianceMinutes, s.status])).toEqual([
      ['Ann Lee', 4, 'Late'],
      ['Bob Ray', -4, 'Early'],
      ['Cy Fox', 6, 'Late'],
      ['Di Kim', null, 'N/A'],
    ]);

    const { context, text } = buildReport(
      input({ settings: withSettings({ on_time_tolerance_minutes: 5 }) }),
    );
    const after = context.statBlocks.employees!.clockInVariance;
    expect(after.toleranceMinutes).toBe(5);
    expect(after.counts).toEqual({ late: 1, early: 0, onTime: 2, notApplicable: 1 });
    expect(after.shifts.map((s) => [s.name, s.varianceMinutes, s.status])).toEqual([
      ['Ann Lee', 4, 'On Time'],
      ['Bob Ray', -4, 'On Time'],
      ['Cy Fox', 6, 'Late'],
      ['Di Kim', null, 'N/A'],
    ]);
    expect(header(text)[3]).toBe(units(5));
    expect(text).toContain('Late above +5 minutes, Early below -5, otherwise On Time');
    expect(text).not.toContain('+2 minutes');
  });

  it('the clock-in memo is keyed by the tolerance: another tolerance never gets a stale block', () => {
    const cache = new ClockInParseCache();
    const at = (toleranceMinutes?: number) =>
      computeStatBlocks(rowsOfSections(sections), ['employees'], cache, { toleranceMinutes }).employees!;
    const two = at();
    expect(two.clockInVariance.counts).toEqual({ late: 2, early: 1, onTime: 0, notApplicable: 1 });
    expect(at(2)).toBe(two); // same rows, same tolerance: memoised
    const five = at(5);
    expect(five).not.toBe(two);
    expect(five.clockInVariance.toleranceMinutes).toBe(5);
    expect(five.clockInVariance.counts).toEqual({ late: 1, early: 0, onTime: 2, notApplicable: 1 });
    expect(at(5)).toBe(five);
    const again = at();
    expect(again.clockInVariance.toleranceMinutes).toBe(2);
    expect(again.clockInVariance.counts).toEqual({ late: 2, early: 1, onTime: 0, notApplicable: 1 });

    // The same through buildReport with one cache, as the browser worker keeps it.
    const tolerance = (t: number) =>
      buildReport(input({ cache, settings: withSettings({ on_time_tolerance_minutes: t }) })).context
        .statBlocks.employees!.clockInVariance;
    expect(tolerance(5).counts.onTime).toBe(2);
    expect(tolerance(2).counts.onTime).toBe(0);
    expect(tolerance(0).counts).toEqual({ late: 2, early: 1, onTime: 0, notApplicable: 1 });
    expect(tolerance(6).counts).toEqual({ late: 0, early: 0, onTime: 3, notApplicable: 1 });
  });

  it('ClockInParseCache.memo compares the variant too', () => {
    const cache = new ClockInParseCache();
    const a: unknown[] = [];
    const b: unknown[] = [];
    let calls = 0;
    const compute = () => ({ n: ++calls });
    const first = cache.memo(a, b, compute, 2);
    expect(cache.memo(a, b, compute, 2)).toBe(first);
    expect(cache.memo(a, b, compute, 5)).toEqual({ n: 2 });
    expect(cache.memo(a, b, compute, 2)).toEqual({ n: 3 });
    expect(cache.memo(a, b, compute)).toEqual({ n: 4 });
  });

  it('refuses a tolerance that is not a finite number of minutes of 0 or more', () => {
    for (const toleranceMinutes of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() =>
        computeStatBlocks(rowsOfSections(sections), ['employees'], undefined, { toleranceMinutes }),
      ).toThrow(RangeError);
    }
  });
});

describe('sales metrics switched off', () => {
  const settings = withSettings({
    metrics: {
      ...DEFAULT_REPORT_SETTINGS.metrics,
      laborCostPercent: false,
      forecastVariancePercent: false,
    },
  });

  it('are absent from the JSON and listed in their own line', () => {
    const { context, text } = buildReport(input({ settings }));
    expect(context.statBlocks.sales!.metrics).toEqual({
      netSalesPerTransaction: 20,
      netSalesPerLaborHour: 100,
      netSalesPerSuggestedLaborHour: 125,
      actualVsSuggestedHoursPercent: 125,
      costPerSuggestedLaborHour: 18.75,
      forecastVarianceDollars: 200,
    });
    expect(Object.keys(context.statBlocks.sales!.metrics)).toEqual([
      'netSalesPerTransaction',
      'netSalesPerLaborHour',
      'netSalesPerSuggestedLaborHour',
      'actualVsSuggestedHoursPercent',
      'costPerSuggestedLaborHour',
      'forecastVarianceDollars',
    ]);
    const json = text.slice(text.indexOf(CONTEXT_JSON_MARKER));
    expect(json).not.toContain('laborCostPercent');
    expect(json).not.toContain('forecastVariancePercent');
    expect(json).toContain('"forecastVarianceDollars":200');
    const lines = header(text);
    const at = lines.indexOf(
      'Sales metrics not included (not in the context): laborCostPercent, forecastVariancePercent',
    );
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe(
      'Stat blocks included: sales (totals and metrics); hourly (one row per hour of the sales file); employees (summary, clockInVariance, timesheet); tasks; samples; timers',
    );
    expect(lines[at + 1]).toMatch(/^Stat blocks with no rows/);
  });

  it('come after the "Stat blocks not included" line when there is one', () => {
    const { text } = buildReport(input({ settings, blocks: ['sales'] }));
    const lines = header(text);
    const at = lines.indexOf(
      'Stat blocks not included (not in the context): hourly, employees, tasks, samples, timers',
    );
    expect(lines[at + 1]).toBe(
      'Sales metrics not included (not in the context): laborCostPercent, forecastVariancePercent',
    );
  });

  it('parseContextText still reads the context back exactly (some and all metrics off)', () => {
    const { context, text } = buildReport(input({ settings }));
    const parsed = parseContextText(text);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(context)));
    expect(Object.keys(parsed!.statBlocks.sales!.metrics)).toHaveLength(6);

    const none = withSettings({
      metrics: Object.fromEntries(
        Object.keys(DEFAULT_REPORT_SETTINGS.metrics).map((k) => [k, false]),
      ) as ReportSettingsFields['metrics'],
    });
    const all = buildReport(input({ settings: none }));
    expect(all.context.statBlocks.sales!.metrics).toEqual({});
    expect(all.context.statBlocks.sales!.totals.netSales).toBe(1000);
    expect(parseContextText(all.text)).toEqual(JSON.parse(JSON.stringify(all.context)));
    expect(all.text).toContain(
      'Sales metrics not included (not in the context): netSalesPerTransaction, netSalesPerLaborHour, netSalesPerSuggestedLaborHour, laborCostPercent, actualVsSuggestedHoursPercent, costPerSuggestedLaborHour, forecastVarianceDollars, forecastVariancePercent',
    );
  });

  it('the schema accepts missing metrics but still refuses wrong ones', () => {
    expect(salesMetricsSchema.parse({})).toEqual({});
    expect(salesMetricsSchema.parse({ laborCostPercent: null })).toEqual({ laborCostPercent: null });
    expect(salesMetricsSchema.safeParse({ laborCostPercent: '15' }).success).toBe(false);
    expect(salesMetricsSchema.safeParse({ forecastVarianceDollars: null }).success).toBe(false);
  });
});

describe('targets and instructions in the text', () => {
  const TARGETS =
    'Company targets: labor cost at most 25% of net sales; net sales within 10% of forecast; task completion at least 90%';

  it('adds the targets line after the Weather line when a target differs from the defaults', () => {
    const settings = withSettings({ targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25 } });
    const lines = header(buildReport(input({ settings })).text);
    const at = lines.indexOf(TARGETS);
    expect(lines[at - 1]).toBe('Weather: Light rain, high 54°F, low 41°F, precipitation 0.3 in');
    expect(lines[at + 1]).toMatch(/^Stat blocks included: /);

    const perHour = withSettings({
      targets: { ...DEFAULT_REPORT_SETTINGS.targets, sales_per_labor_hour: 55 },
    });
    expect(header(buildReport(input({ settings: perHour })).text)).toContain(
      'Company targets: labor cost at most 30% of net sales; net sales within 10% of forecast; task completion at least 90%; net sales per labor hour at least $55',
    );
    const decimals = withSettings({
      targets: {
        labor_cost_pct: 27.5,
        sales_per_labor_hour: 62.25,
        forecast_variance_pct: 5,
        task_completion_pct: 100,
      },
    });
    expect(header(buildReport(input({ settings: decimals, weather: null })).text)).toContain(
      'Company targets: labor cost at most 27.5% of net sales; net sales within 5% of forecast; task completion at least 100%; net sales per labor hour at least $62.25',
    );
    expect(buildReport(input({ settings: withSettings({}) })).text).not.toContain('Company targets');
  });

  it('adds the instructions at the end of the instruction paragraph, trimmed', () => {
    const settings = withSettings({
      instructions: '  Call labor cost "payroll %".\r\nAlways end with one action for tomorrow.\n  ',
    });
    const lines = header(buildReport(input({ settings })).text);
    expect(lines.slice(0, 9)).toEqual([
      ...INTRO,
      units(2),
      'Company instructions (house rules set by an administrator; follow them unless they conflict with the rules above):',
      'Call labor cost "payroll %".',
      'Always end with one action for tomorrow.',
      '',
      'Report date: Tuesday, November 17, 2026 (2026-11-17)',
    ]);
    const blank = withSettings({ instructions: ' \n\t ' });
    expect(buildReport(input({ settings: blank })).text).toBe(buildReport(input()).text);
  });

  it('a company with every setting changed: the whole header, line by line', () => {
    const settings: ReportSettingsFields = {
      blocks: { sales: true, hourly: false, employees: true, tasks: true, samples: false, timers: false },
      metrics: {
        ...DEFAULT_REPORT_SETTINGS.metrics,
        laborCostPercent: false,
        forecastVariancePercent: false,
      },
      on_time_tolerance_minutes: 5,
      targets: {
        labor_cost_pct: 25,
        sales_per_labor_hour: 55,
        forecast_variance_pct: 10,
        task_completion_pct: 90,
      },
      instructions: 'Answer in two sentences.',
    };
    const { context, text } = buildReport(input({ settings }));
    expect(text.split('\n')).toEqual([
      ...INTRO,
      units(5),
      'Company instructions (house rules set by an administrator; follow them unless they conflict with the rules above):',
      'Answer in two sentences.',
      '',
      'Report date: Tuesday, November 17, 2026 (2026-11-17)',
      'Location: Maple Street (Springfield, IL)',
      'Address: 12 Maple St, Springfield, IL 62701',
      'Brand: Daybreak Coffee',
      'Hours on Tuesday: 6:00 AM - 10:00 PM',
      'Weather: Light rain, high 54°F, low 41°F, precipitation 0.3 in',
      `${TARGETS}; net sales per labor hour at least $55`,
      'Stat blocks included: sales (totals and metrics); employees (summary, clockInVariance, timesheet); tasks',
      'Stat blocks not included (not in the context): hourly, samples, timers',
      'Sales metrics not included (not in the context): laborCostPercent, forecastVariancePercent',
      '',
      CONTEXT_JSON_MARKER,
      expect.stringMatching(/^\{"reportDate":/),
    ]);
    expect(context.statBlocks.employees!.clockInVariance.counts).toEqual({
      late: 1,
      early: 0,
      onTime: 2,
      notApplicable: 1,
    });
    expect(parseContextText(text)).toEqual(JSON.parse(JSON.stringify(context)));
  });
});
