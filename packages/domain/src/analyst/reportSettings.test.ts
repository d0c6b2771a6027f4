// The offline analyst with a company's report settings: it states and applies the tolerance
// the context carries, and says a sales metric is not in the context when the settings leave it out.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../report/context';
import { parseSections } from '../report/sections';
import type { ReportSettingsFields } from '../report/settings';
import { DEFAULT_REPORT_SETTINGS } from '../report/settingsValues';
import { type AnalystDay, answerQuestion, dayFigures } from './index';

const DATE = '2026-11-17'; // a Tuesday
const files = {
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n06:00 AM,1000,50,10,150,8,800\n',
  'scheduled_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
    'Ann,Lee,2026-11-17,08:00 AM,04:00 PM,8',
    'Bob,Ray,2026-11-17,09:00 AM,01:00 PM,4',
    'Cy,Fox,2026-11-17,10:00 AM,02:00 PM,4',
  ].join('\n'),
  'actual_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
    'Ann,Lee,2026-11-17,08:04 AM,04:00 PM,7.93',
    'Bob,Ray,2026-11-17,08:56 AM,01:00 PM,4.07',
    'Cy,Fox,2026-11-17,10:06 AM,02:00 PM,3.9',
  ].join('\n'),
};

function dayWith(over: Partial<ReportSettingsFields>): AnalystDay {
  const settings = { ...structuredClone(DEFAULT_REPORT_SETTINGS), ...over };
  const { context } = buildReport({
    date: DATE,
    store: null,
    hours: [],
    sections: parseSections(files).sections,
    weather: null,
    settings,
  });
  return { date: DATE, storeName: 'Maple Street', blocks: context.statBlocks, weather: null };
}

describe('the analyst uses the tolerance carried in the context', () => {
  it('±2 by default: Ann (+4) and Cy (+6) are late, Bob (-4) early', () => {
    const a = answerQuestion({ question: 'Who was late today?', day: dayWith({}) });
    expect(a).toContain('2 late, 1 early, 0 on time and 0 with no clock-in (tolerance ±2 min).');
    expect(a).toContain('| Ann Lee | 8:00 AM | 8:04 AM | 4 min late |');
    expect(a).toContain('| Bob Ray | 9:00 AM | 8:56 AM | 4 min early |');
  });

  it('±5: Ann and Bob are on time, only Cy is late', () => {
    const day = dayWith({ on_time_tolerance_minutes: 5 });
    const a = answerQuestion({ question: 'Who was late today?', day });
    expect(a).toContain('1 late, 0 early, 2 on time and 0 with no clock-in (tolerance ±5 min).');
    expect(a).toContain('| Cy Fox | 10:00 AM | 10:06 AM | 6 min late |');
    expect(a).not.toContain('Ann Lee');
    expect(a).not.toContain('Bob Ray');
    expect(answerQuestion({ question: 'When did Ann clock in?', day })).toContain(
      '| 8:00 AM–4:00 PM | 8:04 AM | 4:00 PM | On time |',
    );
    expect(answerQuestion({ question: 'Give me a summary of the day', day })).toContain(
      '**Clock-ins**: 1 late, 0 early, 2 on time, 0 no clock-in',
    );
  });
});

describe('a sales metric the settings leave out is "not in the context", never a crash', () => {
  const metrics = (off: (keyof ReportSettingsFields['metrics'])[]) => ({
    metrics: {
      ...DEFAULT_REPORT_SETTINGS.metrics,
      ...Object.fromEntries(off.map((k) => [k, false])),
    },
  });

  it('labor', () => {
    const a = answerQuestion({
      question: 'What was our labor cost % today?',
      day: dayWith(metrics(['laborCostPercent', 'costPerSuggestedLaborHour'])),
    });
    expect(a).toContain('| Labor cost | $150.00 |');
    expect(a).toContain('| Labor cost % of net sales | not in the context |');
    expect(a).toContain('| Sales per labor hour | $100.00 |');
    expect(a).toContain('| Cost per suggested labor hour | not in the context |');
    expect(a).toContain(
      "Labor cost %, Cost per suggested labor hour: not in the context for this store-day (the company's report settings leave them out).",
    );
  });

  it('sales vs forecast', () => {
    const a = answerQuestion({
      question: 'How did sales do against the forecast?',
      day: dayWith(metrics(['forecastVarianceDollars'])),
    });
    expect(a).toContain('| Variance ($) | not in the context |');
    expect(a).toContain('| Variance (%) | +25% |');
    expect(a).not.toContain('Sales beat the forecast');
    expect(a).toContain(
      "Forecast variance $: not in the context for this store-day (the company's report settings leave it out).",
    );
  });

  it('transactions, hours and the summary', () => {
    const day = dayWith(
      metrics(['netSalesPerTransaction', 'actualVsSuggestedHoursPercent', 'netSalesPerLaborHour']),
    );
    const t = answerQuestion({ question: 'How many transactions did we have?', day });
    expect(t).toContain('50 transactions.');
    expect(t).toContain(
      "Net sales per transaction: not in the context for this store-day (the company's report settings leave it out).",
    );
    const h = answerQuestion({ question: 'Actual vs suggested hours?', day });
    expect(h).toContain('| Actual as % of suggested | not in the context |');
    expect(h).not.toContain('ran over the suggested hours');
    const s = answerQuestion({ question: 'Give me a summary of the day', day });
    expect(s).toContain('- **Sales**: $1,000.00 net vs $800.00 forecast (+$200.00, +25%), 50 transactions\n');
    expect(s).toContain('- **Labor**: $150.00 (15% of sales), 10 h actual vs 8 h suggested\n');
    expect(s).toContain(
      "Net sales per labor hour, Actual vs suggested hours %: not in the context for this store-day (the company's report settings leave them out).",
    );
    const none = dayWith(metrics(['forecastVarianceDollars', 'forecastVariancePercent', 'laborCostPercent']));
    expect(answerQuestion({ question: 'Give me a summary of the day', day: none })).toContain(
      '- **Sales**: $1,000.00 net vs $800.00 forecast, 50 transactions\n- **Labor**: $150.00, $100.00 sales per labor hour, 10 h actual vs 8 h suggested (125%)\n',
    );
    expect(dayFigures(day.blocks)).toMatchObject({
      net_sales_per_transaction: null,
      sales_per_labor_hour: null,
      actual_vs_suggested_hours_percent: null,
      labor_cost_percent: 15,
    });
  });
});
