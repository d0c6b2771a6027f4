// A deterministic heavy store-day in the /api/csvproxy answer shape (several MB of CSV, about 3.5 MB
// of JSON): 24 hourly sales rows, 1,200 employees with scheduled shifts and punches, 80,000 samples,
// 20,000 timers and 8,000 tasks. The bench serves it through Playwright's routing so the client path is the real one.
import { type CsvProxyResponse, mulberry32 } from '@store-ops/domain';

const pad = (n: number) => String(n).padStart(2, '0');
function clock(minutes: number, seconds?: number) {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const sec = seconds === undefined ? '' : `:${pad(seconds)}`;
  return `${pad(h12)}:${pad(m % 60)}${sec} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export function heavyDay(date: string, storeId: number): CsvProxyResponse {
  const rand = mulberry32(20261121);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const first = ['Ana', 'Ben', 'Chloe', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kai', 'Lea'];
  const last = ['Smith', 'Jones', 'Garcia', 'Chen', 'Patel', 'Novak', 'Silva', 'Kim', 'Ross', 'Diaz'];
  const people = Array.from({ length: 1_200 }, (_, i) => [`${pick(first)}${i}`, pick(last)] as const);

  const sales = ['Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast'];
  for (let h = 0; h < 24; h++) {
    const net = (400 + rand() * 2600).toFixed(2);
    sales.push(
      `${clock(h * 60)},${net},${Math.floor(20 + rand() * 200)},${(4 + rand() * 20).toFixed(2)},${(60 + rand() * 400).toFixed(2)},${(4 + rand() * 18).toFixed(2)},${(500 + rand() * 2400).toFixed(2)}`,
    );
  }
  const scheduled = ['FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours'];
  const actual = ['FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours'];
  for (const [f, l] of people) {
    const start = 300 + Math.floor(rand() * 840);
    const len = 240 + Math.floor(rand() * 240);
    scheduled.push(`${f},${l},${date},${clock(start)},${clock(start + len)},${(len / 60).toFixed(2)}`);
    if (rand() < 0.95) {
      const drift = Math.floor(rand() * 21) - 10;
      actual.push(
        `${f},${l},${date},${clock(start + drift)},${clock(start + len + drift)},${(len / 60).toFixed(2)}`,
      );
    }
  }
  const products = ['Chicken Bites', 'Iced Tea', 'Waffle Fries', 'Lemonade', 'Brownie', 'Cold Brew'];
  const samples = ['Time,Product,Employee'];
  for (let i = 0; i < 80_000; i++) {
    const [f, l] = pick(people);
    samples.push(
      `${clock(360 + Math.floor(rand() * 900), Math.floor(rand() * 60))},${pick(products)},${f} ${l}`,
    );
  }
  const timerNames = ['Fryer', 'Grill', 'Oven', 'Proofer', 'Sanitizer', 'Tea Brew'];
  const timers = ['StartedAt,TimerName,MinutesRemaining'];
  for (let i = 0; i < 20_000; i++) {
    timers.push(
      `${clock(360 + Math.floor(rand() * 900), Math.floor(rand() * 60))},${pick(timerNames)},${Math.floor(rand() * 40) - 10}`,
    );
  }
  const statuses = ['completed', 'late', 'incomplete', 'skipped'];
  const tasks = ['Status,CompletedBy,TaskName'];
  for (let i = 0; i < 8_000; i++) {
    const [f, l] = pick(people);
    tasks.push(`${pick(statuses)},${f} ${l},Task ${i}`);
  }
  return {
    weather: [{ store_id: storeId, date, condition: 'Sunny', high_f: 78, low_f: 61, precipitation_in: 0 }],
    'sales.csv': sales.join('\n'),
    'samples.csv': samples.join('\n'),
    'timers.csv': timers.join('\n'),
    'actual_labor.csv': actual.join('\n'),
    'scheduled_labor.csv': scheduled.join('\n'),
    'tasks.csv': tasks.join('\n'),
  };
}
