// A seeded generator of store-day CSV files for the analyst's tests (no randomness at run time).
import type { CsvFileName, Weather } from '../../contract';
import { mulberry32 } from '../../random';
import { formatTime12h } from '../../report/values';

const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Tomas',
  'Priya',
  'Owen',
  'Lucia',
  'Kenji',
  'Grace',
  'Dmitri',
  'Nadia',
  'Samuel',
];
const LAST = [
  'Garcia',
  'Okafor',
  'Nguyen',
  'Schmidt',
  'Patel',
  'Murphy',
  'Rossi',
  'Tanaka',
  'Bennett',
  'Ivanov',
];
const PRODUCTS = ['Cold Brew', 'Blueberry Muffin', 'Chai Latte', 'Protein Bar', 'Seasonal Soup'];
const TASKS = [
  'Clean fryer',
  'Restock cups',
  'Temp log AM',
  'Temp log PM',
  'Mop lobby',
  'Count safe',
  'Check walk-in',
];
const STATUSES = ['completed', 'completed', 'completed', 'late', 'incomplete', 'pending'];
const TIMERS = ['Fries hold', 'Chicken hold', 'Coffee brew', 'Soup hold', 'Rice hold'];

export interface GeneratedStoreDay {
  date: string;
  files: Record<CsvFileName, string>;
  weather: Weather;
}

const money = (n: number) => n.toFixed(2);

/** One store-day's six CSV files with the spec's columns, and its weather row. */
export function generateStoreDay(seed: number, date: string, storeId = 1): GeneratedStoreDay {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;

  const sales = ['Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast'];
  for (let h = 6; h <= 21; h++) {
    const peak = h === 12 || h === 18 ? 3 : h === 11 || h === 13 || h === 17 || h === 19 ? 2 : 1;
    const net = peak * (150 + rnd() * 250);
    const labor = 2 + int(0, 4) + rnd();
    sales.push(
      [
        formatTime12h(h * 60),
        money(net),
        String(Math.round(net / (8 + rnd() * 6))),
        labor.toFixed(2),
        money(labor * (14 + rnd() * 4)),
        (labor + (rnd() - 0.5) * 2).toFixed(2),
        money(net * (0.85 + rnd() * 0.3)),
      ].join(','),
    );
  }

  const people = new Set<string>();
  while (people.size < 8) people.add(`${pick(FIRST)} ${pick(LAST)}`);
  const scheduled = ['FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours'];
  const actual = ['FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours'];
  let i = 0;
  for (const person of people) {
    const [first, last] = person.split(' ') as [string, string];
    const start = (6 + int(0, 8)) * 60;
    const length = int(4, 8) * 60;
    scheduled.push(
      [first, last, date, formatTime12h(start), formatTime12h(start + length), (length / 60).toFixed(2)].join(
        ',',
      ),
    );
    // Employee 3 is a no-show; the others are late, early or on time by a few minutes.
    if (i !== 3) {
      const variance = i === 0 ? 12 : i === 1 ? -7 : i === 2 ? 1 : int(-12, 15);
      const inAt = start + variance;
      const outAt = start + length + int(-10, 10);
      actual.push(
        [first, last, date, formatTime12h(inAt), formatTime12h(outAt), ((outAt - inAt) / 60).toFixed(2)].join(
          ',',
        ),
      );
    }
    i++;
  }

  const tasks = ['Status,CompletedBy,TaskName'];
  for (const name of TASKS) {
    const status = pick(STATUSES);
    tasks.push(
      [status, status === 'incomplete' || status === 'pending' ? '' : pick([...people]), name].join(','),
    );
  }
  tasks.push('incomplete,,Descale espresso machine');

  const samples = ['Time,Product,Employee'];
  const sampleCount = int(6, 14);
  for (let s = 0; s < sampleCount; s++) {
    samples.push([formatTime12h(9 * 60 + int(0, 600) + 0.5), pick(PRODUCTS), pick([...people])].join(','));
  }

  const timers = ['StartedAt,TimerName,MinutesRemaining'];
  for (let t = 0; t < 6; t++) {
    timers.push(
      [formatTime12h(10 * 60 + t * 45), pick(TIMERS), String(t % 3 === 0 ? -int(1, 20) : int(0, 30))].join(
        ',',
      ),
    );
  }

  return {
    date,
    files: {
      'sales.csv': sales.join('\n'),
      'samples.csv': samples.join('\n'),
      'timers.csv': timers.join('\n'),
      'actual_labor.csv': actual.join('\n'),
      'scheduled_labor.csv': scheduled.join('\n'),
      'tasks.csv': tasks.join('\n'),
    },
    weather: {
      store_id: storeId,
      date,
      condition: pick(['Sunny', 'Light rain', 'Overcast', 'Snow showers']),
      high_f: int(40, 95),
      low_f: int(20, 39),
      precipitation_in: Math.round(rnd() * 50) / 100,
    },
  };
}
