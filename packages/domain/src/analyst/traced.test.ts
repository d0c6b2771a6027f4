// Every number the offline analyst writes is a figure of the report context it answered
// from (or of the compare_days / store_rank answer it quotes), over generated store-days; and a wrong
// number planted in a reply is flagged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportFigure } from '../contract/chatReply';
import { buildReport } from '../report/context';
import { reportFigures } from '../report/reportFigures';
import { parseSections } from '../report/sections';
import type { ReportSettingsFields } from '../report/settings';
import { DEFAULT_REPORT_SETTINGS, SALES_METRIC_KEYS } from '../report/settingsValues';
import { traceFigures } from '../report/trace';
import { STAT_BLOCK_KEYS } from '../report/types';
import {
  type AnalystDay,
  answerQuestion,
  compareDays,
  comparisonFigures,
  dayFigures,
  planAnswer,
  rankingFigures,
  rankStores,
} from './index';
import { generateStoreDay } from './testing/store-day';

/** The analyst's typical questions: one or more per intent. */
const QUESTIONS = [
  'Give me a summary of the day',
  'How did sales do against the forecast?',
  'How many transactions and what was the average check?',
  'What was our labor cost % today?',
  'Actual vs suggested hours?',
  'What was the busiest hour?',
  'Who was late today?',
  'Were there any no-shows?',
  'Who worked today and how many hours?',
  'What is the task completion rate, any open issues?',
  'Any expired timers?',
  'How many samples did we hand out by product?',
  'What was the weather like?',
  'What can you do?',
];
const DATE = '2026-11-17';

function storeDay(seed: number, date: string, settings = DEFAULT_REPORT_SETTINGS) {
  const g = generateStoreDay(seed, date);
  const { context } = buildReport({
    date,
    store: null,
    hours: [],
    sections: parseSections(g.files).sections,
    weather: g.weather,
    settings,
  });
  const day: AnalystDay = {
    date,
    storeName: 'Downtown Deli',
    blocks: context.statBlocks,
    weather: g.weather,
  };
  return { context, day, figures: reportFigures(context, settings.targets) };
}

const unmatched = (reply: string, figures: readonly ReportFigure[]) =>
  traceFigures(reply, figures)
    .filter((t) => t.figure === null)
    .map((t) => `${t.text} in: ${reply.slice(Math.max(0, t.start - 40), t.end + 20)}`);

describe('the offline analyst is fully traced', () => {
  it('over 50 generated store-days, with any blocks and sales metrics, every number is a figure', () => {
    const settings = fc.record({
      blocks: fc.record(Object.fromEntries(STAT_BLOCK_KEYS.map((k) => [k, fc.boolean()]))) as fc.Arbitrary<
        ReportSettingsFields['blocks']
      >,
      metrics: fc.record(Object.fromEntries(SALES_METRIC_KEYS.map((k) => [k, fc.boolean()]))) as fc.Arbitrary<
        ReportSettingsFields['metrics']
      >,
      on_time_tolerance_minutes: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), settings, (seed, custom) => {
        const { day, figures } = storeDay(seed, DATE, { ...DEFAULT_REPORT_SETTINGS, ...custom });
        for (const question of QUESTIONS) {
          expect(unmatched(answerQuestion({ question, day }), figures), question).toEqual([]);
        }
      }),
      { numRuns: 50, seed: 20 },
    );
  });

  it("comparisons and rankings, with the tools' figures", () => {
    for (const seed of [3, 8, 13]) {
      const today = storeDay(seed, DATE);
      const question =
        'How did sales, labor, hours, late clock-ins, tasks, timers and samples compare with last Tuesday?';
      const plan = planAnswer(question, today.day);
      const before = storeDay(seed + 100, plan.compareWith!);
      const comparison = compareDays(
        { id: 1, name: 'Downtown Deli' },
        DATE,
        dayFigures(today.day.blocks),
        plan.compareWith!,
        dayFigures(before.day.blocks),
      );
      const compared = answerQuestion({ question, day: today.day, comparison });
      expect(compared).toContain('| Net sales |');
      expect(unmatched(compared, [...today.figures, ...comparisonFigures(comparison)])).toEqual([]);
      // Without the tool's figures, the other day's numbers are not in the report context.
      expect(unmatched(compared, today.figures).length).toBeGreaterThan(0);

      const others = [1, 2, 3].map((i) => storeDay(seed + i * 1000, DATE));
      for (const rankQuestion of [
        'Which of my stores had the best sales today?',
        'Rank my stores by labor cost',
      ]) {
        const metric = planAnswer(rankQuestion, today.day).rankBy!;
        const ranking = rankStores(4, DATE, metric, [
          { store: { id: 1, name: 'Downtown Deli' }, figures: dayFigures(today.day.blocks) },
          ...others.map((o, i) => ({
            store: { id: i + 2, name: `Store ${i + 2}` },
            figures: dayFigures(o.day.blocks),
          })),
        ]);
        const ranked = answerQuestion({ question: rankQuestion, day: today.day, ranking });
        expect(unmatched(ranked, [...today.figures, ...rankingFigures(ranking)])).toEqual([]);
      }
    }
  });

  it('a wrong figure planted in a reply is flagged, the rest stay traced', () => {
    const { day, figures, context } = storeDay(42, DATE);
    const reply = answerQuestion({ question: 'Give me a summary of the day', day });
    const net = context.statBlocks.sales!.totals.netSales;
    const written = `$${net.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(reply).toContain(written);
    const wrong = `$${(net + 137).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const planted = reply.replace(written, wrong);
    const traced = traceFigures(planted, figures);
    expect(traced.filter((t) => t.figure === null).map((t) => t.text)).toEqual([wrong]);
    expect(traced.filter((t) => t.figure !== null).length).toBeGreaterThan(20);
  });
});
