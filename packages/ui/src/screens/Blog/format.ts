// How the blog shows its dates, each in the reader's own time zone: a post's date is the day it was
// published where the reader is (late on the 25th UTC is the 26th in Kiritimati); a save time is the
// reader's own clock.

/** A publication date's words: `25 November 2026`. */
export const blogDateLocale = 'en-GB';
export const blogDateOptions = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** `25 November 2026`: the day `date` falls on in `timeZone` (default: the browser's). */
export function formatBlogDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(blogDateLocale, {
    ...blogDateOptions,
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** `24 November 2026 at 09:30` in `timeZone` (default: the browser's). */
export function formatSavedAt(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
