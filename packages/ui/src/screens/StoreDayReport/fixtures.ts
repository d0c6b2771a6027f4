/**
 * A busy store-day for the report's stories, built the way the app builds it: CSV text through the
 * domain's `parseSections` and `buildReportContext`. Every figure the stories assert is worked out by
 * hand from these rows (see the comments).
 */
import {
  buildReport,
  buildReportContext,
  parseSections,
  type ReportContext,
  type StatBlockKey,
  type Store,
  type StoreHours,
} from '@store-ops/domain';

export const uptown: Store = {
  id: 11,
  name: 'Uptown',
  address: '415 NW 23rd Ave',
  city: 'Portland',
  state: 'OR',
  zip: '97210',
  phone: '503-555-0142',
  franchise: 'Acme',
  company_id: 1,
  source_id: 'S11',
  version: 1,
};

const hours: StoreHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  id: 100 + day,
  store_id: 11,
  day_of_week: day,
  open_time: day === 0 ? '08:00' : '06:00',
  close_time: day === 0 ? '16:00' : '20:00',
  closed: false,
  version: 1,
}));

// 14 hours, 6 AM to 7 PM. Net sales 6,900.00, forecast 7,000.00, 545 transactions, 67 labor hours at
// $27 an hour (1,809.00), 64 suggested hours.
const sales = `Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast
6:00 AM,180.00,15,3,81.00,3,200.00
7:00 AM,420.00,35,4,108.00,4,400.00
8:00 AM,610.00,50,5,135.00,5,580.00
9:00 AM,480.00,40,5,135.00,4,500.00
10:00 AM,350.00,28,4,108.00,4,380.00
11:00 AM,720.00,55,6,162.00,6,650.00
12:00 PM,940.00,70,7,189.00,7,900.00
1:00 PM,810.00,62,7,189.00,6,850.00
2:00 PM,400.00,32,5,135.00,4,420.00
3:00 PM,320.00,26,4,108.00,4,300.00
4:00 PM,380.00,30,4,108.00,4,400.00
5:00 PM,560.00,44,5,135.00,5,600.00
6:00 PM,490.00,38,5,135.00,5,520.00
7:00 PM,240.00,20,3,81.00,3,300.00
`;

// Ten shifts: 3 late (+9, +17, +5), 2 early (-8, -3), 4 on time (-1, +2, 0, -1), 1 with no punch.
const scheduled = `FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours
Maria,Lopez,2026-11-20,05:45 AM,02:00 PM,8.25
James,Chen,2026-11-20,06:00 AM,02:00 PM,8
Priya,Patel,2026-11-20,07:00 AM,03:00 PM,8
Tom,Becker,2026-11-20,08:00 AM,04:00 PM,8
Aisha,Khan,2026-11-20,09:00 AM,01:00 PM,4
Luis,Garcia,2026-11-20,10:00 AM,06:00 PM,8
Emma,Wilson,2026-11-20,11:00 AM,07:00 PM,8
Noah,Kim,2026-11-20,12:00 PM,08:00 PM,8
Sofia,Rossi,2026-11-20,02:00 PM,08:00 PM,6
Ben,Carter,2026-11-20,04:00 PM,08:00 PM,4
`;
const actual = `FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours
Maria,Lopez,2026-11-20,05:44 AM,02:03 PM,8.32
James,Chen,2026-11-20,06:09 AM,02:01 PM,7.87
Priya,Patel,2026-11-20,06:52 AM,03:00 PM,8.13
Tom,Becker,2026-11-20,08:02 AM,04:05 PM,8.05
Luis,Garcia,2026-11-20,10:17 AM,06:00 PM,7.72
Emma,Wilson,2026-11-20,10:57 AM,07:02 PM,8.08
Noah,Kim,2026-11-20,12:00 PM,08:04 PM,8.07
Sofia,Rossi,2026-11-20,02:05 PM,08:00 PM,5.92
Ben,Carter,2026-11-20,03:59 PM,08:01 PM,4.03
`;

// 12 tasks: 8 completed + 1 late = 9 completed (75.0%), 2 incomplete, 1 skipped (toward the total only).
const tasks = `Status,CompletedBy,TaskName
completed,Maria Lopez,Open registers
completed,James Chen,Brew coffee urns
completed,Priya Patel,Stock pastry case
late,Tom Becker,Temperature log 10 AM
completed,Luis Garcia,Clean espresso machine
completed,Emma Wilson,Restock cups and lids
incomplete,,Deep clean fryer
completed,Noah Kim,Lunch line check
incomplete,,Walk-in cooler inventory
completed,Sofia Rossi,Sanitize prep tables
skipped,Sofia Rossi,Replace sanitizer buckets
completed,Ben Carter,Closing cash count
`;

// Six timers, two expired (-14 and -6 minutes).
const timers = `StartedAt,TimerName,MinutesRemaining
06:10:00 AM,Coffee urn A,12
10:45:00 AM,Fryer oil change,-14
11:30:00 AM,Soup hold,35
12:20:00 PM,Chicken hold,-6
01:05:00 PM,Coffee urn B,18
05:40:00 PM,Bread proof,22
`;

// 18 samples: Pumpkin loaf 7, Cold brew 6, Blueberry scone 5; Emma Wilson 8, Noah Kim 6, Priya Patel 4.
const samples = `Time,Product,Employee
10:05 AM,Pumpkin loaf,Priya Patel
10:20 AM,Cold brew,Priya Patel
10:40 AM,Blueberry scone,Priya Patel
10:55 AM,Pumpkin loaf,Priya Patel
11:10 AM,Pumpkin loaf,Emma Wilson
11:25 AM,Cold brew,Emma Wilson
11:50 AM,Blueberry scone,Emma Wilson
12:15 PM,Pumpkin loaf,Noah Kim
12:30 PM,Cold brew,Noah Kim
12:45 PM,Pumpkin loaf,Emma Wilson
01:10 PM,Cold brew,Noah Kim
01:35 PM,Blueberry scone,Emma Wilson
02:00 PM,Pumpkin loaf,Noah Kim
02:20 PM,Cold brew,Emma Wilson
02:50 PM,Blueberry scone,Noah Kim
03:15 PM,Pumpkin loaf,Emma Wilson
03:40 PM,Cold brew,Noah Kim
04:05 PM,Blueberry scone,Emma Wilson
`;

const WEATHER = {
  store_id: 11,
  condition: 'Light rain',
  high_f: 52,
  low_f: 41,
  precipitation_in: 0.3,
};

/**
 * The sales file's rows with no sales from `fromHour` (0-23) on: the plan only (suggested hours,
 * forecast) and, with `scheduledLabor`, the labor the schedule plans (as the demo data has it).
 */
function planFrom(fromHour: number, scheduledLabor = false): string {
  return sales
    .trim()
    .split('\n')
    .map((line, i) => {
      const [hour, , , labor, cost, suggested, forecast] = line.split(',');
      const h24 = i === 0 ? -1 : (Number(hour!.split(':')[0]) % 12) + (hour!.endsWith('PM') ? 12 : 0);
      if (h24 < fromHour) return line;
      return [
        hour,
        '0',
        '0',
        scheduledLabor ? labor : '0',
        scheduledLabor ? cost : '0',
        suggested,
        forecast,
      ].join(',');
    })
    .join('\n');
}

/**
 * Uptown's Friday, November 20 at 2:40 PM store time (22:40 UTC): sales through the 2 PM hour, the plan
 * after it. So far: net sales 4,910.00 against a forecast of 4,880.00 up to 2 PM (+30.00, +0.61%), 387
 * transactions, 46 labor hours (1,242.00: 25.30%); the whole day's forecast is 7,000.00.
 */
export function inProgressDay(): ReportContext {
  return buildReport({
    date: '2026-11-20',
    store: uptown,
    hours,
    sections: parseSections({
      'sales.csv': planFrom(15),
      'scheduled_labor.csv': scheduled,
      'actual_labor.csv': actual,
      'tasks.csv': tasks,
      'timers.csv': timers,
      'samples.csv': samples,
    }).sections,
    weather: { ...WEATHER, date: '2026-11-20' },
    now: new Date('2026-11-20T22:40:00Z'),
  }).context;
}

/**
 * Uptown's Saturday, November 28 seen at 7:40 PM on Friday store time (03:40 UTC on the 28th): only its
 * plan, the whole day's forecast 7,000.00, its schedule, its tasks pending.
 */
export function notStartedDay(): ReportContext {
  return buildReport({
    date: '2026-11-28',
    store: uptown,
    hours,
    sections: parseSections({
      'sales.csv': planFrom(0, true),
      'scheduled_labor.csv': scheduled.replaceAll('2026-11-20', '2026-11-28'),
      'tasks.csv': tasks.replace(/^(completed|late|incomplete),[^,]*,/gm, 'pending,,'),
    }).sections,
    weather: { ...WEATHER, date: '2026-11-28' },
    now: new Date('2026-11-28T03:40:00Z'),
  }).context;
}

/** Uptown's Tuesday, November 10, long past, with no row at all. */
export function noDataDay(): ReportContext {
  return buildReport({
    date: '2026-11-10',
    store: uptown,
    hours,
    sections: parseSections({}).sections,
    weather: null,
    now: new Date('2026-11-28T03:40:00Z'),
  }).context;
}

/** Friday, November 20, 2026 at Uptown, with the blocks asked for (all by default). */
export function busyDay(blocks?: readonly StatBlockKey[]): ReportContext {
  const { sections } = parseSections({
    'sales.csv': sales,
    'scheduled_labor.csv': scheduled,
    'actual_labor.csv': actual,
    'tasks.csv': tasks,
    'timers.csv': timers,
    'samples.csv': samples,
  });
  return buildReportContext({
    date: '2026-11-20',
    store: uptown,
    hours,
    sections,
    blocks,
    weather: {
      store_id: 11,
      date: '2026-11-20',
      condition: 'Light rain',
      high_f: 52,
      low_f: 41,
      precipitation_in: 0.3,
    },
  });
}
