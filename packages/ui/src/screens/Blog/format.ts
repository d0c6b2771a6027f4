// How the blog shows its dates. A publication date reads the same everywhere (UTC, so a post published
// late in the evening does not show the next day in Tokyo); a save time is the reader's own clock.

const publicationDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `25 November 2026` (UTC). */
export function formatBlogDate(date: Date): string {
  return publicationDate.format(date);
}

/** `24 November 2026 at 09:30` in `timeZone` (default: the browser's). */
export function formatSavedAt(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
