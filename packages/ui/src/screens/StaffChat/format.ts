import { useMemo } from 'react';

/** The screen's time formats: a message's time, a day heading, and the full date in a tooltip. */
export interface Formatters {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
}

export function useFormatters(locale?: string, timeZone?: string): Formatters {
  return useMemo(() => {
    const zone = timeZone ? { timeZone } : {};
    return {
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone }),
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', ...zone }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...zone }),
    };
  }, [locale, timeZone]);
}

/** An ISO time in a format; a string that is not a time shows as it is. */
export const format = (f: Intl.DateTimeFormat, iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
};
