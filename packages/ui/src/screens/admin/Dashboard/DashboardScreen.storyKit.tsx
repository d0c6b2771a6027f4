import {
  type DashboardFigures,
  type DashboardResponse,
  dashboardView,
  emptyFigures,
} from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { useMemo } from 'react';
import { fn } from 'storybook/test';
import { withFrame } from '../../storyFrame';
import { loadStoreRanking } from './Board';
import { DashboardScreen, type DashboardScreenProps } from './DashboardScreen';
import { dashboardCompanies } from './fixtures';

export const zero = emptyFigures();
const downtown = {
  ...zero,
  net_sales: 1000,
  forecast: 1200,
  transactions: 80,
  labor_hours: 25,
  labor_cost: 350,
  suggested_labor_hours: 24,
  late_clock_ins: 3,
  early_clock_ins: 1,
  tasks_completed: 8,
  tasks_total: 10,
  expired_timers: 1,
  samples: 5,
};
const uptown = {
  ...zero,
  net_sales: 2000,
  forecast: 1900,
  transactions: 100,
  labor_hours: 40,
  labor_cost: 500,
  suggested_labor_hours: 40,
  no_shows: 1,
  tasks_completed: 10,
  tasks_total: 10,
  samples: 3,
};
export const DAY = '2026-03-17';
/** Two stores, one day: every figure the stories assert is worked out by hand from these. */
export const twoStores: DashboardResponse = {
  start: DAY,
  end: DAY,
  company_id: null,
  totals: {
    ...zero,
    net_sales: 3000,
    forecast: 3100,
    transactions: 180,
    labor_hours: 65,
    labor_cost: 850,
    suggested_labor_hours: 64,
    late_clock_ins: 3,
    early_clock_ins: 1,
    no_shows: 1,
    tasks_completed: 18,
    tasks_total: 20,
    expired_timers: 1,
    samples: 8,
  },
  stores: [
    { store_id: 1, name: 'Downtown', company_id: 1, totals: downtown, days: [{ date: DAY, ...downtown }] },
    { store_id: 2, name: 'Uptown', company_id: 1, totals: uptown, days: [{ date: DAY, ...uptown }] },
  ],
};

/** A story's answer and previous totals, given to the screen as the app does: as their `dashboardView`. */
export type DashboardStoryArgs = Omit<DashboardScreenProps, 'board'> & {
  result: DashboardResponse | null;
  previous: DashboardFigures | null;
};
export function DashboardOf({ result, previous, ...props }: DashboardStoryArgs) {
  const board = useMemo(() => (result ? dashboardView(result, previous) : null), [result, previous]);
  return <DashboardScreen {...props} board={board} />;
}

/**
 * What Admin/Dashboard and its Brand Matrix (DashboardScreen.matrix.stories.tsx) share: the meta but
 * its title.
 */
export const dashboardMeta = {
  parameters: { layout: 'fullscreen' },
  decorators: [withFrame],
  // The ranking grid's code loads lazily: a story shows the grid, as a user sees it a moment later.
  loaders: [async () => ({ ranking: await loadStoreRanking() })],
  args: {
    status: 'ready',
    preset: 'yesterday',
    range: { start: DAY, end: DAY },
    companyId: null,
    companies: dashboardCompanies,
    result: twoStores,
    previous: { ...zero, net_sales: 2500 },
    loadedAt: null,
    error: null,
    rangeError: null,
    onPreset: fn(),
    onRange: fn(),
    onCompany: fn(),
    onRetry: fn(),
    onOpenStoreDay: fn(),
  },
} satisfies Meta<DashboardStoryArgs>;
