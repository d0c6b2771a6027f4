import { describe, expect, it } from 'vitest';
import type { ReportFigure } from '../contract/chatReply';
import { reportFigures } from './reportFigures';
import { smallDay } from './testing/small-day';
import { figureSpans, traceFigures } from './trace';

const fig = (block: string, field: string, value: number, unit: ReportFigure['unit']): ReportFigure => ({
  block,
  field,
  label: field,
  value,
  unit,
});
const NET = fig('sales', 'totals.netSales', 1234.56, 'money');
const LABOR_PCT = fig('sales', 'metrics.laborCostPercent', 34.1667, 'percent');
const VARIANCE = fig('sales', 'metrics.forecastVarianceDollars', -45, 'money');
const VARIANCE_PCT = fig('sales', 'metrics.forecastVariancePercent', -3.52, 'percent');
const TRANSACTIONS = fig('sales', 'totals.transactions', 95, 'count');
const LATE = fig('employees', 'clockInVariance.counts.late', 3, 'count');
const EARLY_BY = fig('employees', 'clockInVariance.shifts[1].varianceMinutes', -7, 'minutes');
const HOURS = fig('sales', 'totals.laborHours', 41.5, 'hours');
const HIGH = fig('weather', 'high_f', 61, 'number');
const FIGURES = [NET, LABOR_PCT, VARIANCE, VARIANCE_PCT, TRANSACTIONS, LATE, EARLY_BY, HOURS, HIGH];

/** [text, field or null] of each number found. */
const traced = (markdown: string, figures: readonly ReportFigure[] = FIGURES) =>
  traceFigures(markdown, figures).map((t) => [t.text, t.figure?.field ?? null]);

describe('traceFigures', () => {
  it('matches money, percents, counts, minutes, hours and temperatures, rounded to the digits shown', () => {
    expect(
      traced(
        'Net sales were $1,234.56 ($1,235, about $1.2k), labor 34.2% (34%), 95 transactions, 3 late, one 7 min early, 41.5 h worked, high 61°F.',
      ),
    ).toEqual([
      ['$1,234.56', 'totals.netSales'],
      ['$1,235', 'totals.netSales'],
      ['$1.2k', 'totals.netSales'],
      ['34.2%', 'metrics.laborCostPercent'],
      ['34%', 'metrics.laborCostPercent'],
      ['95', 'totals.transactions'],
      ['3', 'clockInVariance.counts.late'],
      ['7 min', 'clockInVariance.shifts[1].varianceMinutes'],
      ['41.5 h', 'totals.laborHours'],
      ['61°F', 'high_f'],
    ]);
  });

  it('flags what matches no figure: a wrong digit, a rounding the value does not have, a count off by one, the wrong unit', () => {
    expect(
      traced('Net sales were $1,243.56 ($1,236), labor 34.3% (35%), 96 transactions, 41.5% of hours, $95.'),
    ).toEqual([
      ['$1,243.56', null],
      ['$1,236', null],
      ['34.3%', null],
      ['35%', null],
      ['96', null],
      ['41.5%', null],
      ['$95', null],
    ]);
    // A count must be equal: 95.4 is not 95 transactions (and no other figure is near it).
    expect(traced('95.4 transactions')).toEqual([['95.4', null]]);
  });

  it('signs: a signed number must agree, an unsigned one quotes a figure or its negative', () => {
    expect(
      traced(
        'Variance -$45.00 (-3.52%); sales came in $45.00 under (3.5% under); ($45.00) in the books; +$45.00 is wrong.',
      ),
    ).toEqual([
      ['-$45.00', 'metrics.forecastVarianceDollars'],
      ['-3.52%', 'metrics.forecastVariancePercent'],
      ['$45.00', 'metrics.forecastVarianceDollars'],
      ['3.5%', 'metrics.forecastVariancePercent'],
      ['$45.00', 'metrics.forecastVarianceDollars'],
      ['+$45.00', null],
    ]);
    expect(traced('−$45 and +95 and ±3')).toEqual([
      ['−$45', 'metrics.forecastVarianceDollars'],
      ['+95', 'totals.transactions'],
      ['±3', 'clockInVariance.counts.late'],
    ]);
  });

  it('skips dates, times, list numbers, ordinals, years, links, ranks and names', () => {
    const reply = [
      '**Downtown, Tuesday 2026-11-17** (vs 11/10 and 11/10/2026, May 1, 1 May, November 17, 2026, Nov. 3rd)',
      '1. Opened at 10:00, busiest at 12:00 PM, rush from 3 PM to 5pm, 10:00:30 a.m. too',
      '2) The 2nd shift; in 2025 as in 1999',
      '> 3. quoted list item',
      '### 4. A numbered heading',
      'See [the 2026 report](https://example.com/r/17?page=2) and <https://example.com/5> or www.example.com/6, &#39;',
      'Store #12 ranked #2 of 5, rank 3 of 9, across 12 stores; Store 7 and Unit 9, No. 4; gpt-4o, B12, COVID-19, 12px',
    ].join('\n');
    expect(traced(reply)).toEqual([]);
  });

  it('never reads a date, a time or a year as a figure, even where its digits equal one', () => {
    const counts = [27, 28, 2, 4, 14, 9, 30, 11, 5, 2026].map((v) => fig('sales', `n${v}`, v, 'count'));
    const reply = [
      'On 2026-11-27, 11/27, Nov 27, 27 Nov, November 27, 2026 and 27.11.2026 (Nov 27-28, 2026-11)',
      'at 2 PM, 14:00, 9:30 AM, 2-4 PM, 9 to 5 PM, 9:30–11 AM and 2 o’clock, in 2026',
    ].join('\n');
    expect(traced(reply, counts)).toEqual([]);
    expect(traced('Nov 27: 27 refunds; 2 PM: 2 voids; 14:00: 14 comps', counts)).toEqual([
      ['27', 'n27'],
      ['2', 'n2'],
      ['14', 'n14'],
    ]);
    expect(figureSpans('Nov 27: 27 refunds, at 2 PM 2 voids')).toEqual([
      { start: 8, end: 10 },
      { start: 28, end: 29 },
    ]);
  });

  it('reads grouping, ranges and numbers in markdown', () => {
    expect(
      traced(
        '| Net sales | $1,234.56 |\n| Late | **3** |\n- 95-96 transactions\n*41.5 hours*, 61 degrees, 34.2 percent',
      ),
    ).toEqual([
      ['$1,234.56', 'totals.netSales'],
      ['3', 'clockInVariance.counts.late'],
      ['95', 'totals.transactions'],
      ['96', null],
      ['41.5 hours', 'totals.laborHours'],
      ['61 degrees', 'high_f'],
      ['34.2 percent', 'metrics.laborCostPercent'],
    ]);
    const reply = 'Sales $1,234.56.';
    expect(traceFigures(reply, FIGURES)).toEqual([{ start: 6, end: 15, text: '$1,234.56', figure: NET }]);
    expect(traceFigures('No numbers here.', FIGURES)).toEqual([]);
    expect(traceFigures('$1,234.56', [])).toEqual([{ start: 0, end: 9, text: '$1,234.56', figure: null }]);
  });

  it('of several equal figures, picks the one whose label stands nearest', () => {
    const figures = reportFigures(smallDay());
    const at = (reply: string) => traceFigures(reply, figures).map((t) => t.figure?.label ?? null);
    // 1 is the late count, the open task issues, the expired timers, a sample count...
    expect(at('1 late clock-in, 1 open task issue, 1 expired timer.')).toEqual([
      'Late clock-ins',
      'Open task issues',
      'Expired timers',
    ]);
    expect(at('At 10:00 AM: $800.00 net sales; at 9:00 AM $400.00.')).toEqual([
      'Net sales, 10:00 AM',
      'Net sales, 9:00 AM',
    ]);
    expect(at('Ann Lee worked 3.92 h.')).toEqual(['Ann Lee: actual hours']);
  });

  // Its time is a bench line (npm run bench -w packages/domain), not a timed test.
  it('traces every figure of a 20 KB table reply against a few hundred figures', () => {
    const figures = [
      ...Array.from({ length: 400 }, (_, i) => fig('hourly', `[${i}].netSales`, 100 + i * 7.31, 'money')),
      ...FIGURES,
    ];
    const line = '| 12:00 PM | $1,234.56 | 95 | 41.5 h | 34.2% | 2026-11-17 |\n';
    const reply = line.repeat(Math.ceil(20_000 / line.length));
    const result = traceFigures(reply, figures);
    expect(result).toHaveLength(4 * Math.ceil(20_000 / line.length));
    expect(new Set(result.map((t) => t.figure?.field))).toEqual(
      new Set(['totals.netSales', 'totals.transactions', 'totals.laborHours', 'metrics.laborCostPercent']),
    );
  });
});
