// QA/CSV loading: the real csv data machine and the real CSV cache over an in-memory storage (with
// Chromium's quota), its fetch over the fake server, shown by the real StoreDayStatus line.
import {
  createCsvCache,
  createMemoryStorage,
  csvDataMachine,
  csvDataStorageDefaults,
  type StorageLike,
  selectCsvStatus,
} from '@store-ops/machines';
import { Button, StoreDayStatus } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  networkError,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const STORE = '11';
const payload = {
  weather: [
    {
      store_id: 11,
      date: '2026-11-20',
      condition: 'Light rain',
      high_f: 52,
      low_f: 41,
      precipitation_in: 0.2,
    },
  ],
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n9,412.50,31,4,72.00,4,400\n',
  'samples.csv': '',
  'timers.csv': '',
  'actual_labor.csv': '',
  'scheduled_labor.csv': '',
  'tasks.csv': '',
};
const answers: Answer[] = [
  { label: 'Server sends the store-day', make: () => json(200, 'OK', payload) },
  { label: 'Server fails 502', make: () => new Response('', { status: 502, statusText: 'Bad Gateway' }) },
  { label: 'Network error', make: networkError },
];
const dates = ['2026-11-20', '2026-11-21', '2026-11-22'];
const path = (date: string) => `GET /api/csvproxy?start=${date}&end=${date}&store_id=${STORE}`;

/** The storage, telling `onChange` after every write (the cache writes after the data shows). */
function observed(storage: StorageLike, onChange: () => void): StorageLike {
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      onChange();
    },
    removeItem: (key) => {
      storage.removeItem(key);
      onChange();
    },
  };
}

function ConnectedCsvLoading() {
  const [server, pending] = useFakeServer();
  const [entries, setEntries] = useState(0);
  const [{ machine }] = useState(() => {
    const storage = observed(createMemoryStorage(), () => setEntries(cache.stats().entries));
    const cache = createCsvCache(storage);
    return { machine: csvDataMachine.provide(csvDataStorageDefaults(storage, server.api)) };
  });
  const actor = useActorRef(machine, { input: {} });
  const value = useSelector(actor, (s) => s.value);
  const status = useSelector(actor, selectCsvStatus);
  const error = useSelector(actor, (s) => s.context.error);
  const facts = useSelector(
    actor,
    (s) =>
      `${s.context.date ?? 'no date'}, ${s.context.source ?? 'no data'}, ${s.context.sections.length} sections`,
  );
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor}>
        {dates.map((date) => (
          <Button
            key={date}
            size="sm"
            variant="secondary"
            onPress={() => actor.send({ type: 'csv.load', date, storeId: STORE })}
          >
            Load {date}
          </Button>
        ))}
        Data: <output data-testid="data">{facts}</output>
        Cache entries: <output data-testid="cache-entries">{entries}</output>
      </QaPanel>
      <StoreDayStatus status={status} error={error} onRefresh={() => actor.send({ type: 'csv.refresh' })} />
    </>
  );
}

const meta = {
  title: 'QA/CSV loading',
  component: ConnectedCsvLoading,
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedCsvLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

const statusLine = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-component="StoreDayStatus"]')!;
/** The line's text, exactly (role status, or alert on error). */
const expectLine = (el: HTMLElement, role: 'status' | 'alert', text: string) =>
  waitFor(() => expect(within(statusLine(el)).getByRole(role).textContent).toBe(text));
const refresh = (el: HTMLElement) => within(statusLine(el)).getByRole('button', { name: 'Refresh' });
const load = (el: HTMLElement, date: string) =>
  userEvent.click(within(el).getByRole('button', { name: `Load ${date}` }));
const fact = (el: HTMLElement, id: string) => within(el).getByTestId(id).textContent;

/**
 * A store-day fetched on a cache miss, then read from the browser cache, and Refresh forcing the network.
 *
 * How to reach each state:
 * 1. `idle` ("No store-day selected", **Refresh** off): on load.
 * 2. `networkLoading.load` ("Loading store-day data..."): in the QA panel press **Load 2026-11-20**.
 * 3. `cacheMiss` ("Store-day data from the server", then cached): press **Server sends the store-day**.
 * 4. `cacheHit` ("Store-day data from the browser cache", no request): press **Load 2026-11-20** again.
 * 5. `networkLoading.refresh`: press **Refresh** on the status line.
 * 6. `cacheMiss`: press **Server sends the store-day**.
 * Each load first looks in the cache (`checkingCache`, over at once).
 */
export const CacheMissThenHit: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('No date: idle, nothing fetched, Refresh off', async () => {
      await expectState('idle');
      await expectLine(el, 'status', 'No store-day selected');
      await expect(refresh(el)).toBeDisabled();
    });
    await step('Load a store-day: cache miss, so the network (the proxy request waits)', async () => {
      await load(el, dates[0]!);
      await expectState({ networkLoading: 'load' });
      await expectPending(path(dates[0]!));
      await expectLine(el, 'status', 'Loading store-day data...');
      await expect(refresh(el)).toBeDisabled();
    });
    await step('Server answers: cacheMiss (fetched, then cached: packed, then stored)', async () => {
      await press('Server sends the store-day');
      await expectState('cacheMiss');
      await expectLine(el, 'status', 'Store-day data from the server');
      await expect(fact(el, 'data')).toBe('2026-11-20, network, 6 sections');
      await waitFor(() => expect(fact(el, 'cache-entries')).toBe('1'));
    });
    await step('Load it again: cacheHit, no request', async () => {
      await load(el, dates[0]!);
      await expectState('cacheHit');
      await expectPending('none');
      await expectLine(el, 'status', 'Store-day data from the browser cache');
      await expect(fact(el, 'data')).toBe('2026-11-20, cache, 6 sections');
    });
    await step('Refresh forces the network despite the cache', async () => {
      await userEvent.click(refresh(el));
      await expectState({ networkLoading: 'refresh' });
      await expectPending(path(dates[0]!));
      await press('Server sends the store-day');
      await expectState('cacheMiss');
      await expect(fact(el, 'data')).toBe('2026-11-20, network, 6 sections');
      await waitFor(() => expect(fact(el, 'cache-entries')).toBe('1'));
    });
  },
};

/**
 * The proxy failing (502, no network), a refresh that recovers, and a newer load superseding a waiting one.
 *
 * How to reach each state:
 * 1. `idle`: on load.
 * 2. `networkLoading.load`: in the QA panel press **Load 2026-11-21**.
 * 3. `error` ("CSV proxy error: 502 Bad Gateway", the sections cleared): press **Server fails 502**.
 * 4. `networkLoading.refresh`: press **Refresh** on the status line.
 * 5. `error` ("Failed to refresh data."): press **Network error**.
 * 6. `networkLoading.refresh`: press **Refresh** again.
 * 7. `cacheMiss`: press **Server sends the store-day**.
 * 8. `networkLoading.load` (the first request aborted): press **Load 2026-11-20**, then **Load 2026-11-22**.
 * 9. `error` ("Failed to fetch"): press **Network error**.
 * Each load first looks in the cache (`checkingCache`, over at once).
 */
export const Errors: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Proxy not OK: error, CSV proxy error: 502 Bad Gateway, sections cleared', async () => {
      await load(el, dates[1]!);
      await press('Server fails 502');
      await expectState('error');
      await expectLine(el, 'alert', 'CSV proxy error: 502 Bad Gateway');
      await expect(fact(el, 'data')).toBe('2026-11-21, no data, 0 sections');
      await expect(fact(el, 'cache-entries')).toBe('0');
    });
    await step('Refresh fails too: Failed to refresh data.', async () => {
      await userEvent.click(refresh(el));
      await expectState({ networkLoading: 'refresh' });
      await press('Network error');
      await expectState('error');
      await expectLine(el, 'alert', 'Failed to refresh data.');
    });
    await step('Refresh again, server answers: cacheMiss', async () => {
      await userEvent.click(refresh(el));
      await press('Server sends the store-day');
      await expectState('cacheMiss');
      await expectLine(el, 'status', 'Store-day data from the server');
      await waitFor(() => expect(fact(el, 'cache-entries')).toBe('1'));
    });
    await step('A newer load supersedes (aborts) the waiting one', async () => {
      await load(el, dates[0]!);
      await expectPending(path(dates[0]!));
      await load(el, dates[2]!);
      await expectPending(path(dates[2]!));
    });
    await step('Network error on a load: its message, Failed to fetch', async () => {
      await press('Network error');
      await expectState('error');
      await expectLine(el, 'alert', 'Failed to fetch');
      await expect(fact(el, 'data')).toBe('2026-11-22, no data, 0 sections');
    });
  },
};
