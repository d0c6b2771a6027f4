// QA/Dashboard: the real dashboard machine behind the real Dashboard screen (the app's own wiring),
// its requests answered from the QA panel by a fake server that computes a board for any range and
// company: three stores of two companies, the same figures every day.
import {
  type Company,
  type DashboardFigures,
  daysInRange,
  emptyFigures,
  sumFigures,
} from '@store-ops/domain';
import { dashboardBrowserDefaults, dashboardMachine } from '@store-ops/machines';
import { loadStoreRanking } from '@store-ops/ui/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dashboard } from '../routes/admin/dashboard';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  type PendingRequest,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const TODAY = '2026-11-25';
const companies: Company[] = [
  { id: 1, name: 'Harvest Table', source_id: 'HT', week_begin: 'Monday', version: 0 },
  { id: 2, name: 'Corner Market', source_id: 'CM', week_begin: 'Sunday', version: 0 },
];
const STORES = [
  { store_id: 1, name: 'Harvest Table Downtown', company_id: 1, net: 1000, labor: 280 },
  { store_id: 2, name: 'Harvest Table Uptown', company_id: 1, net: 2000, labor: 700 },
  { store_id: 3, name: 'Corner Market Zilker', company_id: 2, net: 4000, labor: 1000 },
];
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayOf = (s: (typeof STORES)[number]): DashboardFigures => ({
  ...emptyFigures(),
  net_sales: s.net,
  forecast: s.net,
  transactions: s.net / 20,
  labor_hours: s.labor / 20,
  labor_cost: s.labor,
  tasks_completed: 9,
  tasks_total: 10,
});

/** The dashboard and companies routes of the fake server. */
function answerDashboard({ method, path }: PendingRequest): Response {
  if (method === 'GET' && path === '/api/companies/') return json(200, 'OK', companies);
  const url = new URL(path, 'http://qa.invalid');
  if (method !== 'GET' || url.pathname !== '/api/dashboard')
    return json(404, 'Not Found', { error: { code: 'not_found', message: 'Not found.' } });
  const start = url.searchParams.get('start') ?? TODAY;
  const end = url.searchParams.get('end') ?? TODAY;
  const company = url.searchParams.get('company_id');
  const stores = STORES.filter((s) => !company || s.company_id === Number(company)).map((s) => {
    const days = Array.from({ length: daysInRange(start, end) }, (_, i) => ({
      date: addDays(start, i),
      ...dayOf(s),
    }));
    return { store_id: s.store_id, name: s.name, company_id: s.company_id, totals: sumFigures(days), days };
  });
  return json(200, 'OK', {
    start,
    end,
    company_id: company ? Number(company) : null,
    totals: sumFigures(stores.map((s) => s.totals)),
    stores,
  });
}

function ConnectedDashboard({ onOpenStoreDay }: { onOpenStoreDay: () => void }) {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() => dashboardMachine.provide(dashboardBrowserDefaults(server.api)));
  const actor = useActorRef(machine, { input: { today: TODAY } });
  const value = useSelector(actor, (s) => s.value);
  const answers: Answer[] = [{ label: 'Server answers', make: answerDashboard }, ...apiFailureAnswers];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating />
      <div style={{ paddingTop: 160 }}>
        <Dashboard actor={actor} onOpenStoreDay={onOpenStoreDay} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Dashboard',
  component: ConnectedDashboard,
  parameters: { layout: 'fullscreen' },
  // The ranking grid's code loads lazily: a story shows the grid, as a user sees it a moment later.
  loaders: [async () => ({ ranking: await loadStoreRanking() })],
  args: { onOpenStoreDay: fn() },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const netSales = (el: HTMLElement) =>
  el.querySelector('dl[aria-label="Key figures"] > div [data-part="value"]')?.textContent ?? '';

async function answerAll(n: number) {
  for (let i = 0; i < n; i++) await press('Server answers');
}

/** Last 7 days: the week and the week before it asked, answered, and the board's week. */
async function lastSevenDays(el: HTMLElement) {
  await userEvent.click(within(el).getByRole('radio', { name: 'Last 7 days' }));
  await expectState('loading');
  await expectPending(
    'GET /api/dashboard?start=2026-11-19&end=2026-11-25, GET /api/dashboard?start=2026-11-12&end=2026-11-18',
  );
  await answerAll(2);
  await expectState('ready');
  await waitFor(() => expect(netSales(el)).toBe('$49,000.00'));
}

/**
 * The board for a range and a company: yesterday, Last 7 days, one company, its own week, Needs attention.
 *
 * How to reach each state:
 * 1. `loading` (yesterday, the day before and the companies asked): on load.
 * 2. `ready` (net sales $7,000.00, Tue, Nov 24, 2026): in the QA panel press **Server answers** 3 times.
 * 3. `loading`: choose **Last 7 days**.
 * 4. `ready` ($49,000.00): press **Server answers** twice.
 * 5. `loading`: open **Company**, choose **Corner Market**.
 * 6. `ready` ($28,000.00, its store only): press **Server answers** twice.
 * 7. `loading` (from Sunday, Corner Market's week_begin): choose **This week**.
 * 8. `ready`: press **Server answers** twice.
 * 9. `loading`: open **Company**, choose **Harvest Table**.
 * 10. `ready` (Needs attention: Uptown's labor cost 35.00%): press **Server answers** twice.
 * On that item **Ask the assistant** opens the store-day in the assistant, with the question.
 */
export const RangesAndCompanies: Story = {
  play: async ({ canvasElement: el, args, step }) => {
    await step('Opens on yesterday for every company: the board, the day before, the companies', async () => {
      await expectState('loading');
      await expectPending(
        'GET /api/dashboard?start=2026-11-24&end=2026-11-24, GET /api/dashboard?start=2026-11-23&end=2026-11-23, GET /api/companies/',
      );
      await answerAll(3);
      await expectState('ready');
      await waitFor(() => expect(netSales(el)).toBe('$7,000.00'));
      await expect(within(el).getByTestId('dashboard-range')).toHaveTextContent('Tue, Nov 24, 2026');
    });
    await step('Last 7 days: the week and the week before', async () => {
      await lastSevenDays(el);
    });
    await step('Corner Market: its store only', async () => {
      await userEvent.click(within(el).getByRole('button', { name: /Company/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Corner Market' }));
      await expectPending(
        'GET /api/dashboard?start=2026-11-19&end=2026-11-25&company_id=2, GET /api/dashboard?start=2026-11-12&end=2026-11-18&company_id=2',
      );
      await answerAll(2);
      await expectState('ready');
      await waitFor(() => expect(netSales(el)).toBe('$28,000.00'));
    });
    await step('This week for Corner Market begins on its week_begin, Sunday', async () => {
      await userEvent.click(within(el).getByRole('radio', { name: 'This week' }));
      await expectPending(
        'GET /api/dashboard?start=2026-11-22&end=2026-11-25&company_id=2, GET /api/dashboard?start=2026-11-18&end=2026-11-21&company_id=2',
      );
      await answerAll(2);
      await expectState('ready');
    });
    await step('Needs attention: Uptown labor 35% opens that store-day in the assistant', async () => {
      const item = el.querySelector('li[data-rule="labor_cost"]');
      await expect(item).toBeNull();
      await userEvent.click(within(el).getByRole('button', { name: /Company/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Harvest Table' }));
      await answerAll(2);
      await expectState('ready');
      const labor = await waitFor(() => {
        const li = el.querySelector('li[data-rule="labor_cost"]') as HTMLElement | null;
        if (!li) throw new Error('no labor item yet');
        return li;
      });
      await expect(labor.querySelector('[data-part="what"]')).toHaveTextContent(
        'Labor cost 35.00% of net sales (target 30%)',
      );
      await userEvent.click(within(labor).getByRole('button', { name: /Ask the assistant/ }));
      await expect(args.onOpenStoreDay).toHaveBeenCalledWith({
        companyId: 1,
        storeId: 2,
        date: '2026-11-25',
        question: 'Why was labor cost 35.00% of net sales against a 30% target?',
      });
    });
  },
};

/**
 * A failed first load and Retry, and a range over 92 days refused before any request.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `failed` ("The dashboard could not be loaded." and the server's message): press **Server fails 500**.
 * 3. `loading` (the three requests again): press **Retry**.
 * 4. `ready` ($7,000.00): press **Server answers** 3 times.
 * 5. `ready` ("Choose a range of at most 92 days.", no request): type 2025 as **Custom range**'s start year.
 * 6. `loading` (the message gone): choose **Last 7 days**.
 * 7. `ready` ($49,000.00): press **Server answers** twice.
 */
export const LoadFailsThenRetry: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('The first load fails: the reason and Retry', async () => {
      await expectState('loading');
      await press('Server fails 500');
      await expectState('failed');
      await waitFor(() =>
        expect(within(el).getByRole('alert')).toHaveTextContent(
          'The dashboard could not be loaded.Something went wrong on the server.',
        ),
      );
    });
    await step('Retry: the three requests again, then the board', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Retry' }));
      await expectState('loading');
      await answerAll(3);
      await expectState('ready');
      await waitFor(() => expect(netSales(el)).toBe('$7,000.00'));
    });
    await step('A range over 92 days is refused before any request', async () => {
      const group = within(el).getByRole('group', { name: 'Custom range' });
      // The start's year: every value on the way (2, 20, 202, 2025) is a range over 92 days.
      await userEvent.click(within(group).getAllByRole('spinbutton')[2] as HTMLElement);
      await userEvent.keyboard('2025');
      await waitFor(() =>
        expect(
          within(el)
            .getAllByRole('alert')
            .map((a) => a.textContent),
        ).toContain('Choose a range of at most 92 days.'),
      );
      await expectPending('none');
    });
    await step(
      'A preset takes the range back within 92 days: the message goes, the board loads',
      async () => {
        await lastSevenDays(el);
        await expect(
          within(el)
            .queryAllByRole('alert')
            .map((a) => a.textContent),
        ).not.toContain('Choose a range of at most 92 days.');
      },
    );
  },
};
