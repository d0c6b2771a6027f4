import { describe, expect, it } from 'vitest';
import { answerQuestion, detectIntents } from '../analyst';
import { DEFAULT_DASHBOARD_TARGETS } from './dashboard';
import { DEFAULT_REPORT_SETTINGS } from './settingsValues';
import { reportChatAids, suggestedQuestions } from './suggestions';
import { SMALL_DAY_FILES, smallDay } from './testing/small-day';

const sales = (rows: string[]) =>
  ['Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast', ...rows].join('\n');
const shifts = (n: number, lateBy: number) => ({
  'scheduled_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
    ...Array.from({ length: n }, (_, i) => `E${i},Person,2026-11-17,9:00 AM,1:00 PM,4`),
  ].join('\n'),
  'actual_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
    ...Array.from(
      { length: n },
      (_, i) => `E${i},Person,2026-11-17,9:${String(lateBy).padStart(2, '0')} AM,1:00 PM,4`,
    ),
  ].join('\n'),
});
/** Labor 20% of sales, sales on forecast, everyone on time, no expired timer, every task done. */
const quiet = {
  'sales.csv': sales(['9:00 AM,1000,50,8,200,8,1000']),
  ...shifts(4, 0),
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Open\ncompleted,Ann,Close',
  'timers.csv': 'StartedAt,TimerName,MinutesRemaining\n9:00 AM,Fries,3',
  'samples.csv': SMALL_DAY_FILES['samples.csv'],
};

describe('suggestedQuestions', () => {
  it('asks about the exceptions in order, at most three', () => {
    // Labor 420 / 1200 = 35%, sales 200 under a 1400 forecast = -14.29%, 1 late (under 3),
    // 1 expired timer, tasks 50%.
    expect(suggestedQuestions(smallDay())).toEqual([
      'Why was labor 35% against a 30% target?',
      'Why were sales 14.3% under forecast against a 10% target?',
      'Which timer expired?',
    ]);
    expect(
      suggestedQuestions(smallDay(), {
        ...DEFAULT_DASHBOARD_TARGETS,
        labor_cost_pct: 40,
        forecast_variance_pct: 15,
      }),
    ).toEqual(['Which timer expired?', 'Why was task completion 50% against a 90% target?']);
  });

  it('quotes labor cost % to one decimal, two when one would read as the target', () => {
    expect(
      suggestedQuestions(
        smallDay(DEFAULT_REPORT_SETTINGS, { 'sales.csv': sales(['9:00 AM,1200,50,8,410,8,1200']) }),
      ),
    ).toEqual(['Why was labor 34.2% against a 30% target?']);
    expect(
      suggestedQuestions(
        smallDay(DEFAULT_REPORT_SETTINGS, { 'sales.csv': sales(['9:00 AM,1000,50,8,300.4,8,1000']) }),
      ),
    ).toEqual(['Why was labor 30.04% against a 30% target?']);
  });

  it('sales over forecast beyond the target, late clock-ins at the dashboard threshold (3), several expired timers', () => {
    const files = {
      ...quiet,
      'sales.csv': sales(['9:00 AM,1250,50,8,200,8,1000']),
      ...shifts(3, 5),
      'timers.csv': 'StartedAt,TimerName,MinutesRemaining\n9:00 AM,Fries,-3\n9:30 AM,Soup,-1',
    };
    expect(suggestedQuestions(smallDay(DEFAULT_REPORT_SETTINGS, files))).toEqual([
      'Why were sales 25% over forecast against a 10% target?',
      'Who were the 3 late clock-ins?',
      'Which 2 timers expired?',
    ]);
    // Two late clock-ins are under the threshold.
    expect(suggestedQuestions(smallDay(DEFAULT_REPORT_SETTINGS, { ...quiet, ...shifts(2, 5) }))).toEqual([]);
    expect(
      suggestedQuestions(smallDay(DEFAULT_REPORT_SETTINGS, { ...quiet, ...shifts(1, 5) }), {
        ...DEFAULT_DASHBOARD_TARGETS,
        late_clock_ins: 1,
      }),
    ).toEqual(['Who clocked in late?']);
  });

  it('none for an unremarkable day, and none about a metric the company leaves out of the context', () => {
    expect(suggestedQuestions(smallDay(DEFAULT_REPORT_SETTINGS, quiet))).toEqual([]);
    const noLaborPercent = {
      ...DEFAULT_REPORT_SETTINGS,
      metrics: {
        ...DEFAULT_REPORT_SETTINGS.metrics,
        laborCostPercent: false,
        forecastVariancePercent: false,
      },
    };
    expect(suggestedQuestions(smallDay(noLaborPercent))).toEqual([
      'Which timer expired?',
      'Why was task completion 50% against a 90% target?',
    ]);
  });

  it('each suggestion is a question the offline analyst answers on topic', () => {
    const expected = [
      ['Why was labor 35% against a 30% target?', ['labor'], '| Labor cost % of net sales | 35% |'],
      ['Why were sales 14.3% under forecast against a 10% target?', ['sales'], '| Variance (%) | -14.29% |'],
      ['Which timer expired?', ['timers'], '| Fries | 9:00 AM | -4 |'],
      ['Who were the 3 late clock-ins?', ['lateness'], '### Clock-ins'],
      ['Why was task completion 50% against a 90% target?', ['tasks'], 'Completion rate 50.0%'],
    ] as const;
    const context = smallDay();
    const day = { date: '2026-11-17', storeName: null, blocks: context.statBlocks, weather: context.weather };
    for (const [question, intents, line] of expected) {
      expect(detectIntents(question)).toEqual(intents);
      expect(answerQuestion({ question, day })).toContain(line);
    }
  });

  it("reportChatAids: the figures with the company's targets, and the suggestions against them", () => {
    const settings = {
      ...DEFAULT_REPORT_SETTINGS,
      targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 36 },
    };
    const { figures, suggestions } = reportChatAids(smallDay(settings), settings);
    expect(figures.find((f) => f.block === 'targets' && f.field === 'labor_cost_pct')?.value).toBe(36);
    expect(figures.find((f) => f.field === 'totals.netSales')?.value).toBe(1200);
    expect(suggestions).toEqual([
      'Why were sales 14.3% under forecast against a 10% target?',
      'Which timer expired?',
      'Why was task completion 50% against a 90% target?',
    ]);
  });
});
