// What a manager's question is about, read from its words. Deterministic keyword rules, so the same
// question always gets the same answer.
import { WEEKDAYS } from '../contract/constants';
import { addDaysToDate } from './figures';

export const INTENTS = [
  'summary',
  'sales',
  'transactions',
  'labor',
  'hours',
  'hourly',
  'lateness',
  'noShows',
  'employeeHours',
  'tasks',
  'timers',
  'samples',
  'weather',
  'compare',
  'rank',
  'help',
] as const;
export type Intent = (typeof INTENTS)[number];

const RULES: readonly [Intent, RegExp][] = [
  ['help', /\b(what can you|what do you know|help me with|capabilit|what questions)\b/],
  [
    'summary',
    /\b(summar|overview|recap|how did (we|the store|it|today|yesterday) do|how was (the|our)? ?day|how('s| is| was) business|highlights?|report card|tl;?dr)/,
  ],
  ['sales', /\b(sales?|revenue|forecast|variance|sold|takings|top line)\b/],
  ['transactions', /\b(transactions?|tickets?|checks?|guests?|customers?|average (check|ticket|sale))\b/],
  [
    'labor',
    /\b(labou?r (cost|%|percent)|labou?r cost|payroll|wages?|splh|sales per labou?r|per labou?r hour|productivity|labou?r)\b/,
  ],
  [
    'hours',
    /\b(suggested|actual vs|over ?staff|under ?staff|staffing|labou?r hours|scheduled hours|hours worked)\b/,
  ],
  [
    'hourly',
    /\b(busiest|busy|peak|rush|slowest|slow|quiet|quietest|dead|hourly|by hour|which hour|what hour|best hour|worst hour)\b/,
  ],
  [
    'lateness',
    /\b(late|early|tardy|on[- ]time|punctual|clock(ed)?[- ]?in|clock-ins?|punch(es|ed)?|variance in minutes)\b/,
  ],
  [
    'noShows',
    /\b(no[- ]?shows?|didn'?t show|did not show|absent|absences?|missed (a |their )?shifts?|called out|call[- ]?outs?)\b/,
  ],
  ['employeeHours', /\b(who worked|employees?|staff|crew|team|timesheets?|worked the most|overtime)\b/],
  ['tasks', /\b(tasks?|checklists?|to-?dos?|completion|completed|incomplete|issues?|open items?)\b/],
  ['timers', /\b(timers?|expired|holding|hold times?)\b/],
  ['samples', /\b(samples?|sampling|tastings?|sampled)\b/],
  [
    'weather',
    /\b(weather|rain(ed|y)?|snow(ed|y)?|temperature|sunny|hot|cold|forecast high|precip\w*|storm)\b/,
  ],
];

const RANK =
  /\b(rank\w*|which (of (my|our|the) )?stores?|best stores?|worst stores?|top stores?|other stores|all (of )?(my |our )?stores|across (my |our |the )?stores|league table|store by store)\b/;
const COMPARE =
  /\b(compar\w*|vs\.?|versus|than|against|differ\w*|change[ds]?|week over week|wow|trend|better|worse)\b/;
const DAY_WORDS =
  /\b(yesterday|last week|a week ago|same day last week|day before yesterday|last (sunday|monday|tuesday|wednesday|thursday|friday|saturday)|previous (day|week)|\d{4}-\d{2}-\d{2})\b/;

/** The intents of a question, in a stable order; empty when nothing matched. */
export function detectIntents(question: string): Intent[] {
  const q = question.toLowerCase();
  const found = new Set<Intent>();
  for (const [intent, re] of RULES) if (re.test(q)) found.add(intent);
  // "the weather forecast" is about weather, not the sales forecast.
  if (found.has('weather') && /\bweather forecast\b/.test(q) && !/\bsales\b/.test(q)) found.delete('sales');
  if (COMPARE.test(q) && DAY_WORDS.test(q)) found.add('compare');
  else if (DAY_WORDS.test(q) && /\b(yesterday|last|previous|ago|\d{4}-\d{2}-\d{2})\b/.test(q))
    found.add('compare');
  if (RANK.test(q)) {
    found.add('rank');
    found.delete('compare');
  }
  return INTENTS.filter((i) => found.has(i));
}

/**
 * The day a comparison question points at, relative to the report date: "yesterday", "the day before
 * yesterday", "last week" / "a week ago" (same weekday), "last Tuesday" (the most recent Tuesday before
 * the report date), an ISO date; otherwise the same weekday last week (compare_days' default).
 */
export function comparisonDate(question: string, reportDate: string): string {
  const q = question.toLowerCase();
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(q);
  if (iso && iso[1] !== reportDate && !Number.isNaN(Date.parse(`${iso[1]}T00:00:00Z`))) return iso[1]!;
  if (/\bday before yesterday\b/.test(q)) return addDaysToDate(reportDate, -2);
  if (/\b(yesterday|previous day)\b/.test(q)) return addDaysToDate(reportDate, -1);
  const weekday =
    /\b(?:last|previous|past)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.exec(q);
  if (weekday) {
    const target = WEEKDAYS.findIndex((d) => d.toLowerCase() === weekday[1]);
    const current = new Date(`${reportDate}T00:00:00Z`).getUTCDay();
    const back = (current - target + 7) % 7 || 7;
    return addDaysToDate(reportDate, -back);
  }
  return addDaysToDate(reportDate, -7);
}
