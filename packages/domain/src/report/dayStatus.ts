// What kind of day a store-day is, from the store's own clock and its data: not started (after the
// store's local today), in progress (its local today: figures so far), complete, or no data (a past
// day without a row). The moment always comes in as an argument: nothing here reads a clock.
import type { DayStatus } from '../contract';
import { hasAnyRows, type StoreDayRows } from './rows';
import { salesFacts } from './stats';
import { formatTime12h } from './values';

/** Each US state's time zone (where a state has two, the one most of it keeps). */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
};
/** The zone of a store whose state is not in STATE_TIME_ZONES (the demo seed's own fallback). */
export const DEFAULT_STORE_TIME_ZONE = 'America/Chicago';

/** A store's time zone from its state (`TX` -> `America/Chicago`). */
export function storeTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_STORE_TIME_ZONE;
}

/** A moment as a store sees it: its local date (YYYY-MM-DD) and minutes after its local midnight. */
export interface StoreClock {
  date: string;
  minutes: number;
}

export function storeClock(now: Date, timeZone: string): StoreClock {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(now)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The status of `date` at a store whose local date is `storeToday`; `hasRows`: the day has any row. */
export function dayStatusOf(date: string, storeToday: string, hasRows: boolean): DayStatus {
  if (date > storeToday) return 'not_started';
  if (date === storeToday) return 'in_progress';
  return hasRows ? 'complete' : 'no_data';
}

/** A store-day's status with what its texts need. */
export interface StoreDayStatus {
  status: DayStatus;
  /** The store's time zone (IANA). */
  timeZone: string;
  /** The store's local date (YYYY-MM-DD) when the status was taken. */
  storeDate: string;
  /** The store's local time then, `7:40 PM`. */
  storeTime: string;
  /** In progress: the last hour of day (0-23) with sales; null before the first sale and on other days. */
  dataThroughHour: number | null;
  /** The whole day's forecast in the sales file; null when it has no rows. */
  dayForecast: number | null;
}

/** The status a report context carries: only a day that is not complete carries one. */
export type ReportDayStatus = StoreDayStatus & { status: Exclude<DayStatus, 'complete'> };

/** One store-day's status from its rows (of every file, selected or not), the store's state and the moment. */
export function storeDayStatus(input: {
  date: string;
  state: string | null | undefined;
  rows: StoreDayRows;
  now: Date;
}): StoreDayStatus {
  const timeZone = storeTimeZone(input.state);
  const clock = storeClock(input.now, timeZone);
  const status = dayStatusOf(input.date, clock.date, hasAnyRows(input.rows));
  const sales = salesFacts(input.rows.sales);
  return {
    status,
    timeZone,
    storeDate: clock.date,
    storeTime: formatTime12h(clock.minutes),
    dataThroughHour: status === 'in_progress' ? sales.lastSalesHour : null,
    dayForecast: sales.forecast,
  };
}

// --- words ------------------------------------------------------------------------------------------

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** An hour of day as people say it: `2 PM`, `12 AM`. */
export function hourLabel(hourOfDay: number): string {
  const h = ((hourOfDay % 24) + 24) % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/** `Saturday, November 28` of a YYYY-MM-DD. */
export const dayAndDate = (iso: string) => longDay.format(utcDate(iso));

/** The sentences of a day's status, one place for the report, the dashboard and the assistant. */
export const dayStatusText = {
  notStarted: (date: string, store: string | null, status: Pick<StoreDayStatus, 'storeTime' | 'storeDate'>) =>
    `${dayAndDate(date)} has not started yet at ${store ?? 'the store'} (it is ${status.storeTime} on ${weekday.format(utcDate(status.storeDate))} there)`,
  inProgress: (dataThroughHour: number | null) =>
    dataThroughHour === null
      ? 'In progress: no data yet'
      : `In progress: data through ${hourLabel(dataThroughHour)}`,
  noData: 'No data for this day',
  /** The dashboard's one day that has started at no store. */
  notStartedAnywhere: (date: string) => `${dayAndDate(date)} has not started yet at any store`,
  /** A dashboard range with days that have no data (not started, or nothing recorded). */
  dataDays: (withData: number, days: number) => `Data for ${withData} of ${days} days`,
} as const;

/** The banner of a store-day that is not complete (null when it is). */
export function dayStatusBanner(
  day: Pick<StoreDayStatus, 'status' | 'storeTime' | 'storeDate' | 'dataThroughHour'> | null | undefined,
  date: string,
  storeName: string | null,
): string | null {
  switch (day?.status) {
    case 'not_started':
      return dayStatusText.notStarted(date, storeName, day);
    case 'in_progress':
      return dayStatusText.inProgress(day.dataThroughHour);
    case 'no_data':
      return dayStatusText.noData;
    default:
      return null;
  }
}

/** The line of the model-facing text that says what kind of day the report is about. */
export function dayStatusContextLine(day: ReportDayStatus, date: string): string {
  const forecast = day.dayForecast === null ? null : usd.format(day.dayForecast);
  switch (day.status) {
    case 'not_started':
      return `Day status: not started: ${dayStatusText.notStarted(date, null, day)}; there are no actuals to compare with forecast or targets (shifts, tasks and forecast in the blocks are the plan)${forecast === null ? '' : `; the day's forecast is ${forecast}`}`;
    case 'in_progress': {
      const whole = forecast === null ? '' : `; the whole day's forecast is ${forecast}`;
      if (day.dataThroughHour === null)
        return `Day status: in progress, no sales yet (it is ${day.storeTime} store time); nothing is compared with the forecast yet${whole}`;
      return `Day status: in progress, data through ${hourLabel(day.dataThroughHour)} store time; forecast compared up to that hour (suggested labor hours too); every figure is so far (it is ${day.storeTime} store time) and tasks still open may be done later today${whole}`;
    }
    case 'no_data':
      return 'Day status: no data: nothing was recorded for this past day; its figures are not available (not zero)';
  }
}
