// QA/Services loader: the real services loader machine behind the real Loading Services screen, as
// the app mounts it for a signed-in user (its input: the user and the address's path). Its fetches go
// through its browser implementation over the fake server, so each list request waits for QA's answer
// and takes the app's own path (a non-OK answer or a failure is logged and counts as an empty list).
import type { SessionUser } from '@store-ops/domain';
import {
  selectServicesReady,
  servicesLoaderBrowserDefaults,
  servicesLoaderMachine,
} from '@store-ops/machines';
import { LoadingServices } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { serviceSources } from '../routes/views';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const admin: SessionUser = {
  id: 1,
  email: 'avery@storeops.test',
  name: 'Avery Admin',
  admin: true,
  settings: {},
};
const staff: SessionUser = {
  id: 2,
  email: 'sam@storeops.test',
  name: 'Sam Staff',
  admin: false,
  settings: {},
};
const WINDOW = { start: '2026-11-14', end: '2026-11-21' };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const answers: Answer[] = [
  { label: 'Server sends 3 records', make: () => json(200, 'OK', rows(3)) },
  { label: 'Server sends 12 records', make: () => json(200, 'OK', rows(12)) },
  ...apiFailureAnswers,
];

interface ConnectedServicesLoaderProps {
  /** The signed-in user (none: a visitor). */
  user: SessionUser | null;
  /** The address's path when the app opened. */
  path: string;
}

function ConnectedServicesLoader({ user, path }: ConnectedServicesLoaderProps) {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() => servicesLoaderMachine.provide(servicesLoaderBrowserDefaults(server.api)));
  // The window is pinned so the requests read the same every day (the app's: the last 7 days).
  const actor = useActorRef(machine, { input: { user, path, dataWindow: WINDOW } });
  const value = useSelector(actor, (s) => s.value);
  const ready = useSelector(actor, selectServicesReady);
  const loaded = useSelector(actor, (s) =>
    Object.entries(s.context.data)
      .filter(([, list]) => list.length > 0)
      .map(([key, list]) => `${key} ${list.length}`)
      .join(', '),
  );
  // As the signed-in layout's ServicesGate: each source the user's role loads, as the screen's rows.
  const sources = useSelector(actor, serviceSources, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor}>
        Screen: <output data-testid="gate">{ready ? 'the route (loading done)' : 'Loading Services'}</output>
        Data: <output data-testid="data">{loaded || 'none'}</output>
      </QaPanel>
      <LoadingServices sources={sources} />
    </>
  );
}

const meta = {
  title: 'QA/Services loader',
  component: ConnectedServicesLoader,
  args: { user: admin, path: '/chat' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedServicesLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

const q = `?start=${WINDOW.start}&end=${WINDOW.end}`;
const ADMIN_REQUESTS = [
  '/api/users/',
  '/api/usergroups/',
  '/api/users2groups/',
  '/api/stores/',
  '/api/companies/',
  '/api/hours/',
  '/api/employees/',
  `/api/schedules/${q}`,
  `/api/weather/${q}`,
  `/api/shifts/${q}`,
  `/api/availability/${q}`,
  `/api/sales/${q}`,
  `/api/timepunches/${q}`,
].map((p) => `GET ${p}`);

/** Each bar's name and status text, in screen order. */
const bars = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-source]')]
    .filter((row) => row.tagName !== 'g')
    .map((row) => `${row.dataset.source}: ${row.querySelector('.so-value')?.textContent}`);
const bar = (el: HTMLElement, name: string) =>
  el.querySelector<HTMLElement>(`[data-component="LoadingServices"] [data-source="${name}"]:not(g)`)!;
/** One bar's status text, exactly (Not started, Loading... or N records). */
const expectBar = (el: HTMLElement, name: string, text: string) =>
  waitFor(() => expect(bar(el, name).querySelector('.so-value')?.textContent).toBe(text));

/**
 * An admin loads every source in parallel; a failed list counts as empty.
 *
 * How to reach each state:
 * 1. `loading` (13 bars, each Loading..., every request sent at once): on load.
 * 2. `loading` (Users: 12 records): in the QA panel press **Server sends 12 records**.
 * 3. `loading` (User Groups: 0 records): press **Server fails 500**.
 * 4. `loading` (User Assignments: 0 records): press **Network error**.
 * 5. `done` (the route instead of Loading Services): press **Server sends 3 records** 10 times.
 */
export const AdminLoadsEverySource: Story = {
  name: 'Admin: every source in parallel, failures count as empty',
  play: async ({ canvasElement: el, step }) => {
    await step(
      'Loading Services: one bar per source, every one Loading..., every request sent at once',
      async () => {
        await expectState('loading');
        const screen = within(el.querySelector<HTMLElement>('[data-component="LoadingServices"]')!);
        await expect(screen.getByRole('heading', { name: 'Loading Services' })).toBeVisible();
        await expect(screen.getByText('Initializing data connections...')).toBeVisible();
        await expect(bars(el)).toHaveLength(13);
        for (const name of ['Users', 'Stores', 'Timepunches']) await expectBar(el, name, 'Loading...');
        await expectPending(ADMIN_REQUESTS.join(', '));
      },
    );
    await step('Users answers 12 records: its bar reads 12 records, the chart shows it', async () => {
      await press('Server sends 12 records');
      await expectBar(el, 'Users', '12 records');
      await expectPending(ADMIN_REQUESTS.slice(1).join(', '));
      const chart = el.querySelector('[data-part="chart"]')!;
      await expect(chart).toHaveAttribute('width', '400');
      await expect(chart).toHaveAttribute('height', '300');
      await expect(chart.getAttribute('aria-label')).toMatch(
        /^Records per source\. Users: 12 records; User Groups: Loading\.\.\./,
      );
    });
    await step('User Groups fails 500 and User Assignments has no network: both 0 records', async () => {
      await press('Server fails 500');
      await expectBar(el, 'User Groups', '0 records');
      await press('Network error');
      await expectBar(el, 'User Assignments', '0 records');
      await expectState('loading');
      await expect(within(el).getByTestId('gate').textContent).toBe('Loading Services');
    });
    await step(
      'The other ten answer 3 records: done, the loading screen gives way to the route',
      async () => {
        for (let i = 0; i < 10; i++) await press('Server sends 3 records');
        await expectState('done');
        await expectPending('none');
        await expectBar(el, 'Timepunches', '3 records');
        await expect(within(el).getByTestId('gate').textContent).toBe('the route (loading done)');
        await expect(within(el).getByTestId('data').textContent).toMatch(
          /^users 12, stores 3, companies 3, hours 3/,
        );
      },
    );
  },
};

/**
 * Staff load only Stores, Companies and Hours.
 *
 * How to reach each state:
 * 1. `loading` (three bars; the admin-only sources neither asked nor listed): on load.
 * 2. `done`: press **Server sends 3 records**, **Server sends 12 records**, **Server sends 3 records**.
 */
export const StaffLoadsTheirSources: Story = {
  name: 'Staff: only Stores, Companies and Hours',
  args: { user: staff, path: '/chat' },
  play: async ({ canvasElement: el, step }) => {
    await step('Three bars; the admin-only sources are neither asked nor listed', async () => {
      await expectState('loading');
      await expect(bars(el)).toEqual(['Stores: Loading...', 'Companies: Loading...', 'Hours: Loading...']);
      await expectPending('GET /api/stores/, GET /api/companies/, GET /api/hours/');
    });
    await step('Each answers: done', async () => {
      await press('Server sends 3 records');
      await press('Server sends 12 records');
      await press('Server sends 3 records');
      await expectState('done');
      await expect(bars(el)).toEqual(['Stores: 3 records', 'Companies: 12 records', 'Hours: 3 records']);
    });
  },
};

/**
 * No user on a public path: done at once, nothing fetched.
 *
 * How to reach each state:
 * 1. `done` (no request; the bars read Not started): on load.
 */
export const VisitorLoadsNothing: Story = {
  name: 'No user on a public path: done at once, nothing fetched',
  args: { user: null, path: '/login' },
  play: async ({ canvasElement: el, step }) => {
    await step('done with no request; the bars still read Not started', async () => {
      await expectState('done');
      await expectPending('none');
      await expect(bars(el)).toEqual(['Stores: Not started', 'Companies: Not started', 'Hours: Not started']);
    });
  },
};
