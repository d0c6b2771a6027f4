// A report date's display form and weekday: no builder, no CSV parser (the chat's views use it).
import { WEEKDAYS, type Weekday } from '../contract/constants';

/** The months' English names, January first (the date's display form and the calendar's headings). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface ReportDate {
  /** YYYY-MM-DD as given. */
  date: string;
  /** "Tuesday, November 17, 2026" (computed in UTC from the date: no timezone drift). */
  displayDate: string;
  dayOfWeek: Weekday | '';
}

/** The report date: display form and weekday from a YYYY-MM-DD, in UTC. An invalid date keeps its text. */
export function describeDate(date: string): ReportDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof date === 'string' ? date : '');
  if (m) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    const day = Number(m[3]);
    const d = new Date(Date.UTC(year, month - 1, day));
    if (d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day) {
      const dayOfWeek = WEEKDAYS[d.getUTCDay()]!;
      return { date, displayDate: `${dayOfWeek}, ${MONTHS[month - 1]} ${day}, ${year}`, dayOfWeek };
    }
  }
  return { date: String(date ?? ''), displayDate: String(date ?? ''), dayOfWeek: '' };
}
