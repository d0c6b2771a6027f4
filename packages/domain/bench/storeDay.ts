// A deterministic store-day generator (seeded PRNG, no randomness at run time) for the benchmark and tests.
import { type CsvFileName, mulberry32 } from '../src/index';

export interface StoreDaySize {
  hours: number;
  employees: number;
  samples: number;
  timers: number;
  tasks: number;
}

/** The heavy store-day: 24 hourly rows, 300 employees, 20,000 samples, 5,000 timers, 2,000 tasks. */
export const HEAVY_DAY: StoreDaySize = {
  hours: 24,
  employees: 300,
  samples: 20_000,
  timers: 5_000,
  tasks: 2_000,
};
/** A typical store-day of about 100 KB of CSV. */
export const TYPICAL_DAY: StoreDaySize = {
  hours: 16,
  employees: 40,
  samples: 1_200,
  timers: 160,
  tasks: 80,
};

const FIRST = [
  'Ava',
  'Ben',
  'Cara',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivan',
  'Jo',
  'Kai',
  'Lena',
  'Milo',
  'Nia',
];
const LAST = [
  'Lopez',
  'Smith',
  'Nguyen',
  'Patel',
  'Okafor',
  'Kim',
  'Rossi',
  'Meyer',
  'Silva',
  'Cohen',
  'Ali',
];
// Menu, timer and task names as real exports write them (they make the heavy day a couple of MB).
const PRODUCTS = [
  'Pumpkin Spice Oat Milk Latte (16 oz)',
  'Everything Bagel with Chive Cream Cheese',
  'Nitro Cold Brew with Vanilla Sweet Cream',
  'Turkey Bacon and Egg White Breakfast Wrap',
  'Iced Ceremonial Grade Matcha Latte (20 oz)',
  'Double Chocolate Chunk Cookie (warmed)',
  'Blueberry Lemon Streusel Muffin Bites (4 pc)',
];
const TIMERS = [
  'Fryer 2 - Seasoned Curly Fries (basket A)',
  'Coffee Urn 1 - House Blend Dark Roast hold',
  'Holding Cabinet - Crispy Chicken Sandwich',
  'Proofer - Cinnamon Roll Dough (tray 3)',
  'Fryer 1 - Oil Filtration Cycle',
  'Flat-top Grill - Deep Clean and Re-season',
  'Rice Cooker 2 - Cilantro Lime Rice hold',
];
const TASKS = [
  'Clean and sanitize fryer station',
  'Restock cups, lids and sleeves at the bar',
  'Calibrate espresso grinder and log shot times',
  'Check and record walk-in cooler temperature',
  'Wipe down dining room tables and high chairs',
  'Empty front-of-house trash and recycling bins',
  'Count the safe and prepare the bank deposit',
];
const STATUSES = ['completed', 'completed', 'completed', 'late', 'incomplete', 'skipped'];

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);
/** "06:05 AM" (zero-padded, as POS exports write it), with seconds when given. */
function time(minutes: number, seconds?: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const ss = seconds === undefined ? '' : `:${pad(seconds)}`;
  return `${pad(h12)}:${pad(m % 60)}${ss} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** The six CSV files of one generated store-day. */
export function generateStoreDay(
  size: StoreDaySize,
  date = '2026-11-17',
  seed = 42,
): Record<CsvFileName, string> {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const money = (lo: number, hi: number) => (lo + rnd() * (hi - lo)).toFixed(2);

  const firstHour = size.hours >= 24 ? 0 : 6;
  const sales = ['Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast'];
  for (let i = 0; i < size.hours; i++) {
    const h = (firstHour + i) % 24;
    const labor = int(2, 12);
    sales.push(
      [
        time(h * 60),
        money(150, 2400),
        int(10, 180),
        labor,
        (labor * 15.5).toFixed(2),
        int(2, 12),
        money(150, 2400),
      ].join(','),
    );
  }

  const names: [string, string][] = [];
  for (let i = 0; i < size.employees; i++) {
    names.push([`${pick(FIRST)}${i}`, pick(LAST)]);
  }
  const scheduled = ['FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours'];
  const actual = ['FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours'];
  for (const [first, last] of names) {
    const start = int(5, 16) * 60 + pick([0, 30]);
    const length = int(4, 8) * 60;
    scheduled.push(
      [first, last, date, time(start), time(start + length), (length / 60).toFixed(2)].join(','),
    );
    const roll = rnd();
    if (roll < 0.08) continue; // no-show
    const offset = roll < 0.7 ? int(-2, 2) : roll < 0.85 ? int(3, 25) : -int(3, 15);
    const worked = length - offset + int(-10, 10);
    actual.push(
      [first, last, date, time(start + offset), time(start + offset + worked), (worked / 60).toFixed(2)].join(
        ',',
      ),
    );
  }

  const samples = ['Time,Product,Employee'];
  for (let i = 0; i < size.samples; i++) {
    const [first, last] = pick(names);
    samples.push([time(int(6 * 60, 22 * 60 - 1), int(0, 59)), pick(PRODUCTS), `${first} ${last}`].join(','));
  }

  const timers = ['StartedAt,TimerName,MinutesRemaining'];
  for (let i = 0; i < size.timers; i++) {
    timers.push([time(int(5 * 60, 23 * 60), int(0, 59)), pick(TIMERS), int(-20, 45)].join(','));
  }

  const tasks = ['Status,CompletedBy,TaskName'];
  for (let i = 0; i < size.tasks; i++) {
    const status = pick(STATUSES);
    const [first, last] = pick(names);
    tasks.push(
      [status, status === 'incomplete' ? '' : `${first} ${last}`, `${pick(TASKS)} (#${i + 1})`].join(','),
    );
  }

  return {
    'sales.csv': `${sales.join('\n')}\n`,
    'samples.csv': `${samples.join('\n')}\n`,
    'timers.csv': `${timers.join('\n')}\n`,
    'actual_labor.csv': `${actual.join('\n')}\n`,
    'scheduled_labor.csv': `${scheduled.join('\n')}\n`,
    'tasks.csv': `${tasks.join('\n')}\n`,
  };
}
