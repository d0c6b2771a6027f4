import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOfSections } from '../report/sectionRows';
import { parseSections } from '../report/sections';
import { computeStatBlocks } from '../report/stats';
import type { StatBlockKey, StatBlocks } from '../report/types';
import { MAX_QUESTION_WORDS, questionWords } from './answer';
import {
  type AnalystDay,
  addDaysToDate,
  answerQuestion,
  CAPABILITIES,
  compareDays,
  comparisonDate,
  dayFigures,
  detectIntents,
  NO_CONTEXT,
  planAnswer,
  rankStores,
} from './index';
import { generateStoreDay } from './testing/store-day';

// Expected strings are written here independently of the analyst's own formatting helpers.
const usd = (n: number) =>
  `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const signedUsd = (n: number) => (n > 0 ? `+${usd(n)}` : usd(n));
const n2 = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const pct = (n: number | null) => (n === null ? 'n/a' : `${n2(n)}%`);
const signedPct = (n: number | null) => (n === null ? 'n/a' : n > 0 ? `+${pct(n)}` : pct(n));

const DATE = '2026-11-17'; // a Tuesday

function dayOf(seed: number, date = DATE, blocks?: StatBlockKey[]): AnalystDay {
  const g = generateStoreDay(seed, date);
  const { sections } = parseSections(g.files);
  return {
    date,
    storeName: 'Downtown Deli',
    blocks: computeStatBlocks(rowsOfSections(sections), blocks),
    weather: g.weather,
  };
}

type Check = (answer: string, b: Required<StatBlocks>, day: AnalystDay) => void;

const QUESTIONS: [string, Check][] = [
  [
    'How did sales do against the forecast?',
    (a, b) => {
      expect(a).toContain(`| Net sales | ${usd(b.sales.totals.netSales)} |`);
      expect(a).toContain(`| Forecast | ${usd(b.sales.totals.forecast)} |`);
      expect(a).toContain(`| Variance ($) | ${signedUsd(b.sales.metrics.forecastVarianceDollars!)} |`);
      expect(a).toContain(`| Variance (%) | ${signedPct(b.sales.metrics.forecastVariancePercent!)} |`);
    },
  ],
  [
    'What was our labor cost % today?',
    (a, b) => {
      expect(a).toContain(`| Labor cost | ${usd(b.sales.totals.laborCost)} |`);
      expect(a).toContain(`| Labor cost % of net sales | ${pct(b.sales.metrics.laborCostPercent!)} |`);
    },
  ],
  [
    'What were sales per labor hour?',
    (a, b) => {
      expect(a).toContain(`| Sales per labor hour | ${usd(b.sales.metrics.netSalesPerLaborHour!)} |`);
    },
  ],
  [
    'Actual vs suggested hours?',
    (a, b) => {
      expect(a).toContain(`| Actual labor hours | ${n2(b.sales.totals.laborHours)} h |`);
      expect(a).toContain(`| Suggested labor hours | ${n2(b.sales.totals.suggestedLaborHours)} h |`);
      expect(a).toContain(
        `| Actual as % of suggested | ${pct(b.sales.metrics.actualVsSuggestedHoursPercent!)} |`,
      );
    },
  ],
  [
    'What was the busiest hour?',
    (a, b) => {
      const top = [...b.hourly].sort((x, y) => y.netSales - x.netSales)[0]!;
      expect(a).toContain(`Busiest hour: **${top.hour}** with ${usd(top.netSales)} net sales`);
    },
  ],
  [
    'Which hour was the slowest?',
    (a, b) => {
      const low = [...b.hourly].sort((x, y) => x.netSales - y.netSales)[0]!;
      expect(a).toContain(`Slowest hour: **${low.hour}** with ${usd(low.netSales)}`);
    },
  ],
  [
    'Who was late today?',
    (a, b) => {
      const cv = b.employees.clockInVariance;
      expect(a).toContain(`${cv.counts.late} late, ${cv.counts.early} early, ${cv.counts.onTime} on time`);
      const late = cv.shifts.filter((r) => r.status === 'Late');
      expect(late.length).toBeGreaterThan(0);
      for (const r of late) {
        expect(a).toContain(
          `| ${r.name} | ${r.scheduledStart} | ${r.actualStart} | ${n2(r.varianceMinutes!)} min late |`,
        );
      }
    },
  ],
  [
    'Did anyone clock in early?',
    (a, b) => {
      const early = b.employees.clockInVariance.shifts.filter((r) => r.status === 'Early');
      expect(early.length).toBeGreaterThan(0);
      for (const r of early) {
        expect(a).toContain(
          `| ${r.name} | ${r.scheduledStart} | ${r.actualStart} | ${n2(-r.varianceMinutes!)} min early |`,
        );
      }
    },
  ],
  [
    'Were there any no-shows?',
    (a, b) => {
      const none = b.employees.clockInVariance.shifts.filter((r) => r.status === 'N/A');
      expect(none.length).toBe(b.employees.clockInVariance.counts.notApplicable);
      expect(none.length).toBeGreaterThan(0);
      for (const r of none) expect(a).toContain(`| ${r.name} | ${r.scheduledStart}–${r.scheduledEnd} |`);
    },
  ],
  [
    'What is the task completion rate, any open issues?',
    (a, b) => {
      const t = b.tasks;
      expect(a).toContain(
        `Completion rate ${t.completionRate!.toFixed(1)}%: ${t.completed} of ${t.total} tasks completed`,
      );
      expect(a).toContain(`${t.issues} open issues`);
      for (const r of t.issueTasks) expect(a).toContain(`| ${r.taskName} | ${r.status} |`);
      expect(a).toContain('| Descale espresso machine | incomplete |');
    },
  ],
  [
    'Any expired timers?',
    (a, b) => {
      expect(a).toContain(
        `${b.timers.expired} expired and ${b.timers.active} active of ${b.timers.total} timers.`,
      );
      for (const r of b.timers.timers.filter((t) => t.status === 'expired')) {
        expect(a).toContain(`| ${r.timerName} | ${r.startedAt} | ${r.minutesRemaining} |`);
      }
    },
  ],
  [
    'How many samples did we hand out by product?',
    (a, b) => {
      expect(a).toContain(`${b.samples.count} samples handed out.`);
      for (const p of b.samples.byProduct) expect(a).toContain(`| ${p.name} | ${p.count} |`);
    },
  ],
  [
    'What was the weather like?',
    (a, _b, day) => {
      const w = day.weather!;
      expect(a).toContain(
        `${w.condition}, high ${w.high_f}°F, low ${w.low_f}°F, precipitation ${n2(w.precipitation_in)} in.`,
      );
    },
  ],
  [
    'How many transactions and what was the average check?',
    (a, b) => {
      expect(a).toContain(
        `${b.sales.totals.transactions.toLocaleString('en-US')} transactions, ${usd(b.sales.metrics.netSalesPerTransaction!)} net sales per transaction.`,
      );
    },
  ],
  [
    'Give me a summary of the day',
    (a, b) => {
      expect(a).toContain(
        `**Sales**: ${usd(b.sales.totals.netSales)} net vs ${usd(b.sales.totals.forecast)} forecast (${signedUsd(b.sales.metrics.forecastVarianceDollars!)}, ${signedPct(b.sales.metrics.forecastVariancePercent!)})`,
      );
      expect(a).toContain(`(${pct(b.sales.metrics.laborCostPercent!)} of sales)`);
      const c = b.employees.clockInVariance.counts;
      expect(a).toContain(
        `**Clock-ins**: ${c.late} late, ${c.early} early, ${c.onTime} on time, ${c.notApplicable} no clock-in`,
      );
      expect(a).toContain(`**Timers**: ${b.timers.expired} expired, ${b.timers.active} active`);
    },
  ],
];

describe('offline analyst on generated store-days', () => {
  for (const seed of [1, 7, 42]) {
    describe(`seed ${seed}`, () => {
      const day = dayOf(seed);
      const blocks = day.blocks as Required<StatBlocks>;
      for (const [question, check] of QUESTIONS) {
        it(question, () => {
          const answer = answerQuestion({ question, day });
          expect(answer.startsWith('**Downtown Deli, Tuesday 2026-11-17**')).toBe(true);
          check(answer, blocks, day);
        });
      }

      it('answers about one employee by first name', () => {
        const row = blocks.employees.clockInVariance.shifts.find((r) => r.status === 'Late')!;
        const answer = answerQuestion({ question: `When did ${row.firstName} clock in?`, day });
        expect(answer).toContain(`### ${row.name}`);
        expect(answer).toContain(
          `| ${row.scheduledStart}–${row.scheduledEnd} | ${row.actualStart} | ${row.actualEnd} | Late: ${n2(row.varianceMinutes!)} min late |`,
        );
        // The named employee's answer replaces the whole late list.
        expect(answer).not.toContain('### Clock-ins');
      });
    });
  }

  it('gives the capability list for anything outside the context', () => {
    const day = dayOf(3);
    for (const q of ['What is the meaning of life?', 'hello', 'Tell me a joke', 'What can you do?']) {
      expect(answerQuestion({ question: q, day })).toBe(CAPABILITIES);
    }
    expect(CAPABILITIES).toContain('- **Comparisons**, e.g. "How did today compare with last Tuesday?"');
  });

  it('says which block is missing instead of guessing', () => {
    const day = dayOf(5, DATE, ['sales']);
    const answer = answerQuestion({ question: 'Who was late?', day });
    expect(answer).toContain(
      "The **employees** block is not in this context, so I can't answer that. Include it in the report context's blocks and ask again.",
    );
    expect(answer).not.toMatch(/\d+ min late/);
  });

  it('answers comparison questions from compare_days figures', () => {
    const today = dayOf(11);
    const plan = planAnswer('How did sales today compare with last Tuesday?', today);
    expect(plan.intents).toEqual(['sales', 'compare']);
    expect(plan.compareWith).toBe('2026-11-10');
    const before = dayOf(12, plan.compareWith!);
    const comparison = compareDays(
      { id: 1, name: 'Downtown Deli' },
      DATE,
      dayFigures(today.blocks),
      plan.compareWith!,
      dayFigures(before.blocks),
    );
    const answer = answerQuestion({
      question: 'How did sales today compare with last Tuesday?',
      day: today,
      comparison,
    });
    const a = today.blocks.sales!.totals.netSales;
    const b = before.blocks.sales!.totals.netSales;
    const change = comparison.changes.find((c) => c.metric === 'net_sales')!;
    expect(change.change).toBe(Math.round((a - b) * 100) / 100);
    expect(answer).toContain('### Tuesday 2026-11-17 vs Tuesday 2026-11-10');
    expect(answer).toContain(
      `| Net sales | ${usd(a)} | ${usd(b)} | ${signedUsd(change.change!)} | ${signedPct(change.changePercent)} |`,
    );
    const pctRow = comparison.changes.find((c) => c.metric === 'forecast_variance_percent')!;
    expect(answer).toContain(
      `| Variance vs forecast (%) | ${pct(pctRow.a)} | ${pct(pctRow.b)} | ${pctRow.change! > 0 ? '+' : ''}${n2(pctRow.change!)} pts | — |`,
    );
    // Only the sales rows answer a sales question; the separate sales table is not repeated.
    expect(answer).not.toContain('| Labor cost %');
    expect(answer).not.toContain('### Sales vs forecast');
  });

  it('reports a failed comparison in words', () => {
    const today = dayOf(11);
    const answer = answerQuestion({
      question: 'compare with yesterday',
      day: today,
      comparison: { error: 'Store 9 is not in your data scope.' },
    });
    expect(answer).toContain('I could not compare days: Store 9 is not in your data scope.');
  });

  it('with manual context quotes the text and says what it cannot compute', () => {
    const contextText = 'Store notes for Friday\nSales were strong, around 5k.\nLabor felt heavy at lunch.';
    const answer = answerQuestion({ question: 'How were sales?', day: null, contextText });
    expect(answer).toContain(
      "there are no computed stat blocks: I can't calculate sales, labor, clock-in or task figures",
    );
    expect(answer).toContain('> Sales were strong, around 5k.');
    expect(answer).not.toContain('Labor felt heavy');
    expect(answerQuestion({ question: 'Any expired timers?', day: null, contextText })).toContain(
      'Your context does not mention that.',
    );
    expect(answerQuestion({ question: 'Tell me a joke', day: null, contextText })).toBe(CAPABILITIES);
  });
});

describe('store rankings in answers', () => {
  it('ranks by the topic asked, marks the report store, and says only visible stores count', () => {
    const day = dayOf(21);
    const plan = planAnswer('Which of my stores had the best sales today?', day);
    expect(plan.intents).toEqual(['sales', 'rank']);
    expect(plan.rankBy).toBe('net_sales');
    expect(planAnswer('rank the stores by labor cost', day).rankBy).toBe('labor_cost_percent');
    expect(planAnswer('rank all stores', day).rankBy).toBe('net_sales');
    const other = dayOf(22);
    const ranking = rankStores(4, DATE, 'net_sales', [
      { store: { id: 1, name: 'Downtown Deli' }, figures: dayFigures(day.blocks) },
      { store: { id: 2, name: 'Uptown Deli' }, figures: dayFigures(other.blocks) },
    ]);
    const answer = answerQuestion({ question: 'Which of my stores had the best sales today?', day, ranking });
    expect(answer).toContain('### Stores by net sales, Tuesday 2026-11-17 (highest first)');
    const rows = ranking.stores.map((s) => {
      const name = s.store.name === 'Downtown Deli' ? '**Downtown Deli**' : s.store.name;
      return `| ${s.rank} | ${name} | ${usd(s.value!)} |`;
    });
    for (const row of rows) expect(answer).toContain(row);
    expect(answer.indexOf(rows[0]!)).toBeLessThan(answer.indexOf(rows[1]!));
    expect(answer).toContain('Only the stores you may see are ranked.');
    expect(answer).not.toContain('### Sales vs forecast');
    expect(
      answerQuestion({
        question: 'rank my stores',
        day,
        ranking: { error: 'Company 4 is not in your data scope.' },
      }),
    ).toContain('I could not rank the stores: Company 4 is not in your data scope.');
  });

  it('with no context at all, asks for a store and a date', () => {
    expect(answerQuestion({ question: 'How were sales?', day: null, contextText: '' })).toBe(NO_CONTEXT);
    expect(NO_CONTEXT).toBe('No context data available. Please select a store and date in Global Settings.');
  });
});

describe('any question', () => {
  it('gets a non-empty answer that starts with the heading or is the capability list', () => {
    const day = dayOf(9);
    const words = fc.constantFrom(
      'sales',
      'late',
      'yesterday',
      'rank',
      'timers',
      'Maria',
      'vs',
      'weather',
      '2026-02-30',
      '|',
      '**',
    );
    const question = fc.oneof(
      fc.string(),
      fc.array(words, { maxLength: 6 }).map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(question, fc.boolean(), (q, manual) => {
        const answer = manual
          ? answerQuestion({ question: q, day: null, contextText: 'notes' })
          : answerQuestion({ question: q, day });
        expect(answer.length).toBeGreaterThan(0);
        if (!manual)
          expect(answer === CAPABILITIES || answer.startsWith('**Downtown Deli, Tuesday 2026-11-17**')).toBe(
            true,
          );
      }),
      { numRuns: 300, seed: 3 },
    );
  });
});

describe('intents and dates', () => {
  it.each([
    ['How did we do today?', ['summary']],
    ['What was the weather forecast?', ['weather']],
    ['sales vs forecast', ['sales']],
    ['How did today compare with last week?', ['compare']],
    ['labor cost % vs yesterday', ['labor', 'compare']],
    ['Any no-shows?', ['noShows']],
    ['open task issues', ['tasks']],
    ['which timers expired', ['timers']],
    ['what is the capital of France', []],
  ])('%s -> %j', (q, intents) => {
    expect(detectIntents(q)).toEqual(intents);
  });

  it.each([
    ['compare with last Tuesday', '2026-11-10'],
    ['vs yesterday', '2026-11-16'],
    ['vs the day before yesterday', '2026-11-15'],
    ['compared with last Friday', '2026-11-13'],
    ['compared with last Wednesday', '2026-11-11'],
    ['compare with 2026-11-01', '2026-11-01'],
    ['how does it compare', '2026-11-10'],
  ])('%s from Tuesday 2026-11-17 -> %s', (q, expected) => {
    expect(comparisonDate(q, DATE)).toBe(expected);
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('store ranking', () => {
  it('ranks best first, ties share a rank, missing figures last', () => {
    const figs = (netSales: number | null, labor: number | null) =>
      ({ ...dayFigures({}), net_sales: netSales, labor_cost_percent: labor }) as ReturnType<
        typeof dayFigures
      >;
    const entries = [
      { store: { id: 1, name: 'A' }, figures: figs(100, 30) },
      { store: { id: 2, name: 'B' }, figures: figs(300, 25) },
      { store: { id: 3, name: 'C' }, figures: figs(null, null) },
      { store: { id: 4, name: 'D' }, figures: figs(300, 28) },
    ];
    const bySales = rankStores(9, DATE, 'net_sales', entries);
    expect(bySales.stores.map((s) => [s.rank, s.store.name, s.value])).toEqual([
      [1, 'B', 300],
      [1, 'D', 300],
      [3, 'A', 100],
      [4, 'C', null],
    ]);
    const byLabor = rankStores(9, DATE, 'labor_cost_percent', entries);
    expect(byLabor.higherIsBetter).toBe(false);
    expect(byLabor.stores.map((s) => s.store.name)).toEqual(['B', 'D', 'A', 'C']);
  });
});

describe('manual context search is bounded', () => {
  it('questionWords: lowercased, 4+ letters, no stop words, each once, at most 50', () => {
    expect(questionWords('What were SALES about sales, and the Labor%? labor')).toEqual([
      'sales',
      'labor%',
      'labor',
    ]);
    const many = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const words = questionWords(`${many} ${many}`);
    expect(words).toHaveLength(MAX_QUESTION_WORDS);
    expect(words[0]).toBe('word0');
    expect(words.at(-1)).toBe('word49');
  });
});
