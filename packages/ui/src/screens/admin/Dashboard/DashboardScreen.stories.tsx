import type { DashboardResponse } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bodyRows, waitForRows } from '../../../components/DataGrid/gridTesting';
import { RankingStandIn } from './Board';
import {
  DAY,
  DashboardOf,
  type DashboardStoryArgs,
  dashboardMeta,
  twoStores,
  zero,
} from './DashboardScreen.storyKit';
import { dashboardStrings as s } from './dashboard';
import { companyTargets, dashboardFixture, emptyDashboard } from './fixtures';

/**
 * One company (Harvest Table: labor 25%, $55 a labor hour) whose two stores run at 29% and 26% labor:
 * 27% over the period, within the default 30% but past the company's 25%.
 */
const downtownAt29 = {
  ...zero,
  net_sales: 1000,
  forecast: 1000,
  transactions: 80,
  labor_hours: 20,
  labor_cost: 290,
  suggested_labor_hours: 20,
  tasks_completed: 9,
  tasks_total: 10,
  samples: 4,
};
const uptownAt26 = {
  ...zero,
  net_sales: 2000,
  forecast: 2050,
  transactions: 100,
  labor_hours: 36,
  labor_cost: 520,
  suggested_labor_hours: 36,
  tasks_completed: 10,
  tasks_total: 10,
  samples: 3,
};
const strictCompany: DashboardResponse = {
  start: DAY,
  end: DAY,
  company_id: 1,
  totals: {
    ...zero,
    net_sales: 3000,
    forecast: 3050,
    transactions: 180,
    labor_hours: 56,
    labor_cost: 810,
    suggested_labor_hours: 56,
    tasks_completed: 19,
    tasks_total: 20,
    samples: 7,
  },
  stores: [
    {
      store_id: 1,
      name: 'Downtown',
      company_id: 1,
      totals: downtownAt29,
      days: [{ date: DAY, ...downtownAt29 }],
    },
    { store_id: 2, name: 'Uptown', company_id: 1, totals: uptownAt26, days: [{ date: DAY, ...uptownAt26 }] },
  ],
  targets: { '1': companyTargets.strict },
};

/** The two stores of Loaded in two companies: Downtown's is strict, Uptown's loose. */
const mixedCompanies: DashboardResponse = {
  ...twoStores,
  stores: twoStores.stores.map((st) => (st.store_id === 2 ? { ...st, company_id: 2 } : st)),
  targets: { '1': companyTargets.strict, '2': companyTargets.loose },
};

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardOf,
  ...dashboardMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...dashboardMeta.parameters },
} satisfies Meta<DashboardStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const tiles = (canvas: HTMLElement) =>
  Object.fromEntries(
    [...canvas.querySelectorAll('dl[aria-label="Key figures"] > div')].map((t) => [
      t.querySelector('dt')?.textContent,
      [...t.querySelectorAll('dd')].map((d) => d.textContent),
    ]),
  );
/** The status a tile is coloured with (null: not coloured). */
const tileStatus = (canvas: HTMLElement, label: string) =>
  [...canvas.querySelectorAll('dl[aria-label="Key figures"] > div')]
    .find((t) => t.querySelector('dt')?.textContent === label)
    ?.getAttribute('data-status') ?? null;
/** Whether a cell of a row is painted as past its target. */
const cellIsBad = (canvas: HTMLElement, rowId: string, colId: string) =>
  canvas.querySelector(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`)?.classList.contains('so-bad');
/** Every cell of one row (pinned and centre parts) by column id. */
const rowCells = (canvas: HTMLElement, rowId: string) =>
  Object.fromEntries(
    [...canvas.querySelectorAll(`.ag-row[row-id="${rowId}"] [col-id]`)].map((c) => [
      c.getAttribute('col-id'),
      c.textContent,
    ]),
  );
export const Loading: Story = {
  args: { status: 'loading', result: null, previous: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    await expect(canvas.getByRole('status')).toHaveTextContent(s.loading);
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the range and every KPI tile, worked out by hand', async () => {
      await expect(canvas.getByTestId('dashboard-range')).toHaveTextContent('Tue, Mar 17, 2026');
      await expect(tiles(canvasElement)).toEqual({
        'Net sales': ['$3,000.00'],
        'vs forecast': ['-$100.00', '-3.23%'],
        'vs previous period': ['+20.00%', 'vs Mon, Mar 16, 2026'],
        Transactions: ['180'],
        'Net sales per transaction': ['$16.67'],
        'Labor cost %': ['28.33%', 'target 30%'],
        'Sales per labor hour': ['$46.15'],
        'Late clock-ins': ['3'],
        'Task completion': ['90.0%', 'target 90%'],
        'Expired timers': ['1'],
      });
    });
    await step('Needs attention: each broken rule of Downtown, none of Uptown', async () => {
      // Rendered after the tiles (a deferred render).
      const list = await canvas.findByRole('region', { name: /Needs attention/ });
      await expect(within(list).getByRole('heading')).toHaveTextContent('Needs attention 5 items');
      await expect([...list.querySelectorAll('li [data-part="what"]')].map((li) => li.textContent)).toEqual([
        'Net sales 16.67% under forecast (target 10%)',
        '3 late clock-ins (3 or more)',
        'Labor cost 35.00% of net sales (target 30%)',
        'Task completion 80.0% (target 90%)',
        '1 expired timer',
      ]);
      const ask = within(list).getAllByRole('button', {
        name: 'Ask the assistant about Downtown on Tue, Mar 17, 2026',
      });
      await expect(ask).toHaveLength(5);
      await userEvent.click(ask[0] as HTMLElement);
      await expect(args.onOpenStoreDay).toHaveBeenCalledWith({
        companyId: 1,
        storeId: 1,
        date: DAY,
        question: 'Why were net sales 16.67% under forecast against a 10% target?',
      });
      await userEvent.click(ask[2] as HTMLElement);
      await expect(args.onOpenStoreDay).toHaveBeenLastCalledWith({
        companyId: 1,
        storeId: 1,
        date: DAY,
        question: 'Why was labor cost 35.00% of net sales against a 30% target?',
      });
    });
    await step('the ranking grid: best net sales first, off-target cells marked in words', async () => {
      await waitForRows(canvasElement, 2);
      // As tall as its stand-in was while its code loaded (RankingLoading): nothing moves when it comes.
      await expect(canvasElement.querySelector('[data-part="ranking"]')?.getBoundingClientRect().height).toBe(
        197,
      );
      await expect(bodyRows(canvasElement).map((r) => r.getAttribute('row-id'))).toEqual(['2', '1']);
      await expect(rowCells(canvasElement, '2')).toMatchObject({
        name: 'Uptown',
        net_sales: '$2,000.00',
        vs_forecast: '+5.26%',
        labor_cost_pct: '25.00%',
        task_completion: '100.0%',
      });
      await expect(rowCells(canvasElement, '1')).toMatchObject({
        name: 'Downtown',
        net_sales: '$1,000.00',
        vs_forecast: '-16.67% (under target)',
        labor_cost_pct: '35.00% (over target)',
        per_transaction: '$12.50',
        sales_per_labor_hour: '$40.00',
        task_completion: '80.0% (under target)',
        expired_timers: '1',
      });
    });
    await step('the chart by store, with its table', async () => {
      await expect(canvas.getByRole('img', { name: /by store/ })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: s.chartTable }));
      const table = canvasElement.querySelector('figure table') as HTMLElement;
      await expect(
        [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent)),
      ).toEqual([
        ['Downtown', '$1,000.00', '$1,200.00', '35.00%'],
        ['Uptown', '$2,000.00', '$1,900.00', '25.00%'],
      ]);
    });
    await step('presets and the company filter ask for a new board', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Last 7 days' }));
      await expect(args.onPreset).toHaveBeenCalledWith('last7');
      await userEvent.click(canvas.getByRole('button', { name: /Company/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Corner Market' }));
      await expect(args.onCompany).toHaveBeenCalledWith(3);
    });
  },
};

/** A company with its own targets: 27% labor is past its 25% (the default 30% would not mark it). */
export const CompanyTargets: Story = {
  args: { companyId: 1, result: strictCompany },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the tiles: coloured against the company targets, which they print', async () => {
      await expect(tiles(canvasElement)).toMatchObject({
        'vs forecast': ['-$50.00', '-1.64%'],
        'Labor cost %': ['27.00% (over target)', 'target 25%'],
        'Sales per labor hour': ['$53.57 (under target)', 'target $55.00'],
        'Task completion': ['95.0%', 'target 90%'],
      });
      await expect(tileStatus(canvasElement, 'Labor cost %')).toBe('bad');
      await expect(tileStatus(canvasElement, 'Sales per labor hour')).toBe('bad');
      // 1.64% under the forecast: within the tolerance, never green.
      await expect(tileStatus(canvasElement, 'vs forecast')).toBe(null);
      await expect(tileStatus(canvasElement, 'Task completion')).toBe('good');
    });
    await step('the grid marks each store against its company targets', async () => {
      await waitForRows(canvasElement, 2);
      await expect(rowCells(canvasElement, '1')).toMatchObject({
        name: 'Downtown',
        labor_cost_pct: '29.00% (over target)',
        sales_per_labor_hour: '$50.00 (under target)',
        task_completion: '90.0%',
      });
      await expect(rowCells(canvasElement, '2')).toMatchObject({
        name: 'Uptown',
        labor_cost_pct: '26.00% (over target)',
        sales_per_labor_hour: '$55.56',
      });
      await expect(cellIsBad(canvasElement, '1', 'labor_cost_pct')).toBe(true);
      await expect(cellIsBad(canvasElement, '2', 'labor_cost_pct')).toBe(true);
      await expect(cellIsBad(canvasElement, '2', 'sales_per_labor_hour')).toBe(false);
    });
    await step("Needs attention: the labor cost of both stores, against the company's 25%", async () => {
      // Rendered after the tiles (a deferred render).
      const list = await canvas.findByRole('region', { name: /Needs attention/ });
      await expect(within(list).getByRole('heading')).toHaveTextContent('Needs attention 2 items');
      await expect(
        [...list.querySelectorAll('li')].map((li) => [
          li.querySelector('strong')?.textContent,
          li.querySelector('[data-part="what"]')?.textContent,
        ]),
      ).toEqual([
        ['Downtown', 'Labor cost 29.00% of net sales (target 25%)'],
        ['Uptown', 'Labor cost 26.00% of net sales (target 25%)'],
      ]);
    });
  },
};

/** Stores of two companies with different targets: each row is measured against its own; the tiles say so. */
export const MixedTargets: Story = {
  args: { result: mixedCompanies },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the tiles: not coloured, and they say the targets differ', async () => {
      await expect(tiles(canvasElement)).toMatchObject({
        'vs forecast': ['-$100.00', '-3.23%', 'Targets differ by company'],
        'Labor cost %': ['28.33%', 'Targets differ by company'],
        'Sales per labor hour': ['$46.15', 'Targets differ by company'],
        'Task completion': ['90.0%', 'Targets differ by company'],
      });
      for (const label of ['vs forecast', 'Labor cost %', 'Sales per labor hour', 'Task completion']) {
        await expect(tileStatus(canvasElement, label)).toBeNull();
      }
    });
    await step(
      "the grid: Downtown against its company's strict targets, Uptown against its loose ones",
      async () => {
        await waitForRows(canvasElement, 2);
        await expect(rowCells(canvasElement, '1')).toMatchObject({
          labor_cost_pct: '35.00% (over target)',
          vs_forecast: '-16.67% (under target)',
          sales_per_labor_hour: '$40.00 (under target)',
          task_completion: '80.0% (under target)',
        });
        await expect(rowCells(canvasElement, '2')).toMatchObject({
          labor_cost_pct: '25.00%',
          vs_forecast: '+5.26%',
          sales_per_labor_hour: '$50.00',
          task_completion: '100.0%',
        });
        await expect(cellIsBad(canvasElement, '1', 'labor_cost_pct')).toBe(true);
        await expect(cellIsBad(canvasElement, '2', 'labor_cost_pct')).toBe(false);
      },
    );
    await step('Needs attention: each target is the company one', async () => {
      // Rendered after the tiles (a deferred render).
      const list = await canvas.findByRole('region', { name: /Needs attention/ });
      await expect([...list.querySelectorAll('li [data-part="what"]')].map((li) => li.textContent)).toEqual([
        'Net sales 16.67% under forecast (target 10%)',
        'Labor cost 35.00% of net sales (target 25%)',
        '3 late clock-ins (3 or more)',
        'Task completion 80.0% (target 90%)',
        '1 expired timer',
      ]);
    });
  },
};

export const AllCompaniesYesterday: Story = {
  args: { result: dashboardFixture(DAY, 1), previous: dashboardFixture('2026-03-16', 1).totals },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 12);
    await expect(canvas.getByRole('radio', { name: 'Yesterday' })).toBeChecked();
    await step('no company chosen: the picker says all of them, in words', async () => {
      await expect(canvas.getByRole('button', { name: /Company/ })).toHaveTextContent(/^All companies$/);
    });
    await step('the chart by store: each store under what tells it apart from its siblings', async () => {
      const chart = canvas.getByRole('img', { name: /by store/ });
      const labels = [...chart.querySelectorAll('text[data-mark="axis"][text-anchor="middle"]')].map(
        (t) => t.textContent,
      );
      await expect(labels).toEqual([
        'Downtown',
        'Uptown',
        'Domain',
        'Lakeside',
        'South Congress',
        'Mueller',
        'Round Rock',
        'Cedar Park',
        'Hyde Park',
        'Zilker',
        'Tarrytown',
        'Bouldin',
      ]);
    });
  },
};

export const OneCompanyLast28Days: Story = {
  args: {
    preset: 'last28',
    range: { start: '2026-02-18', end: DAY },
    companyId: 1,
    result: dashboardFixture(DAY, 28, 1),
    previous: dashboardFixture('2026-02-17', 28, 1).totals,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('dashboard-range')).toHaveTextContent('Feb 18 – Mar 17, 2026');
    await waitForRows(canvasElement, 4);
    await expect(canvas.getByRole('img', { name: /by day/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Company/ })).toHaveTextContent('Harvest Table');
  },
};

export const NinetyTwoDays: Story = {
  args: {
    preset: 'custom',
    range: { start: '2025-12-16', end: DAY },
    result: dashboardFixture(DAY, 92),
    previous: dashboardFixture('2025-12-15', 92).totals,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 12);
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: s.chartTable }));
    await expect(canvasElement.querySelectorAll('figure tbody tr')).toHaveLength(92);
    await expect(canvasElement.querySelectorAll('figure svg rect[data-mark="bar"]')).toHaveLength(92);
  },
};

const inProgressToday = dashboardFixture('2026-03-18', 1, null, undefined, '2026-03-18');
export const TodayInProgress: Story = {
  args: {
    preset: 'today',
    range: { start: '2026-03-18', end: '2026-03-18' },
    result: inProgressToday,
    // A local time: the badge says the viewer's own clock.
    loadedAt: new Date(2026, 2, 18, 18, 2),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In progress (as of 6:02 PM)')).toBeVisible();
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
    // A day not over is not set against the whole day before it.
    await expect(tiles(canvasElement)['vs previous period']?.[0]).toBe('—');
  },
};

/**
 * A viewer whose today is already tomorrow at every store (a clock past the stores' midnight): Today has
 * started nowhere. No figures, nothing marked, nothing needs attention, and the board says why.
 */
const notStartedToday = dashboardFixture('2026-03-19', 1, null, undefined, '2026-03-18');
export const TodayNotStarted: Story = {
  args: {
    preset: 'today',
    range: { start: '2026-03-19', end: '2026-03-19' },
    result: notStartedToday,
    previous: dashboardFixture('2026-03-18', 1).totals,
    loadedAt: new Date(2026, 2, 19, 8, 40),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note').textContent).toBe(
      'Thursday, March 19 has not started yet at any store',
    );
    await expect(canvas.queryByText(/^In progress/)).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/under forecast|past target/);
    await expect(canvasElement.querySelector('[data-status="bad"], .so-bad')).toBeNull();
  },
};

/**
 * Last 7 days for a viewer a day ahead of the stores: two days to come, one in progress. The board says
 * how many days have data, and only days with actuals need attention.
 */
const weekAhead = dashboardFixture('2026-03-19', 7, null, undefined, '2026-03-17');
export const RangeWithDaysToCome: Story = {
  args: {
    preset: 'last7',
    range: { start: '2026-03-13', end: '2026-03-19' },
    result: weekAhead,
    previous: dashboardFixture('2026-03-12', 7).totals,
    loadedAt: new Date(2026, 2, 18, 8, 40),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note').textContent).toBe('Data for 5 of 7 days');
    await expect(canvas.getByText('In progress (as of 8:40 AM)')).toBeVisible();
    const list = await canvas.findByRole('region', { name: /Needs attention/ });
    const days = within(list)
      .getAllByRole('button', { name: /^Ask the assistant about/ })
      .map((b) => b.getAttribute('aria-label'));
    await expect(days.length).toBeGreaterThan(0);
    await expect(days.filter((d) => /Mar 1[89]/.test(d ?? ''))).toEqual([]);
    // The day in progress is measured so far, and says so.
    const today = [...list.querySelectorAll('li')].filter((li) => li.textContent?.includes('Mar 17, 2026'));
    await expect(today.length).toBeGreaterThan(0);
    for (const li of today)
      await expect(li.querySelector('[data-part="what"]')?.textContent).toMatch(/ so far( \(|$)/);
  },
};

export const Refreshing: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main')).toHaveAttribute('aria-busy', 'true');
    await expect(tiles(canvasElement)['Net sales']).toEqual(['$3,000.00']);
  },
};

export const NoStores: Story = {
  args: { companyId: 3, result: { ...twoStores, company_id: 3, totals: zero, stores: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(s.noStores);
  },
};

export const NoDataInRange: Story = {
  args: { result: emptyDashboard(DAY) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No data in this rangeNo store has sales, labor or tasks recorded for Tue, Mar 17, 2026.',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed', result: null, error: 'The server did not answer. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${s.loadFailed}The server did not answer. Check your connection.`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RangeRefused: Story = {
  args: { rangeError: 'Choose a range of at most 92 days.' },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toContain('Choose a range of at most 92 days.');
    // The board stays as it was.
    await expect(tiles(canvasElement)['Net sales']).toEqual(['$3,000.00']);
  },
};

export const NarrowAt375: Story = {
  parameters: { frameWidth: 375 },
  args: { result: dashboardFixture(DAY, 1), previous: dashboardFixture('2026-03-16', 1).totals },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-part="frame"]') as HTMLElement;
    await waitForRows(canvasElement, 12);
    // Nothing wider than the phone: the grid scrolls inside itself.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The ranking grid's place while its code (AG Grid) loads, as tall as its 12 rows will be. */
export const RankingLoading: Story = {
  render: () => <RankingStandIn rows={12} failed={false} />,
  play: async ({ canvasElement }) => {
    const standIn = within(canvasElement).getByRole('status');
    await expect(standIn).toHaveTextContent('Loading the store ranking…');
    // The grid's 45 px header, 12 rows of 40 px, its 16 px scrollbar and a 1 px border above and below.
    await expect(standIn.getBoundingClientRect().height).toBe(543);
  },
};

/** The ranking grid's code could not load (offline, or a new version was deployed meanwhile). */
export const RankingFailed: Story = {
  render: () => <RankingStandIn rows={12} failed />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The store ranking could not be loaded. Reload the page to try again.',
    );
  },
};
