import { type DayStatus, dayStatusBanner, type StoreDayStatus } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import type { DayStatusBanner } from './DayStatusBanner';

/** A store-day's status as the domain takes it: the store's clock at 7:40 PM on Friday, November 27. */
export const status = (s: DayStatus, dataThroughHour: number | null = null): StoreDayStatus => ({
  status: s,
  timeZone: 'America/Los_Angeles',
  storeDate: '2026-11-27',
  storeTime: '7:40 PM',
  dataThroughHour,
  dayForecast: 12923.66,
});
const STORE = 'Northwind Pearl District';
export const text = (s: StoreDayStatus, date: string) => dayStatusBanner(s, date, STORE) ?? '';

/**
 * What Components/DayStatusBanner and its Brand Matrix (DayStatusBanner.matrix.stories.tsx) share:
 * the meta but its title.
 */
export const dayStatusBannerMeta = {
  args: { status: 'not_started', text: text(status('not_started'), '2026-11-28') },
} satisfies Meta<typeof DayStatusBanner>;
