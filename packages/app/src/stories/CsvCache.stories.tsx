// QA/CSV cache: the real CSV cache (the csvCache adapter, not a machine) over an in-memory storage
// with a browser's quota, behind the real cache panel of Settings with its View Details and Clear Cache
// dialogs, read as the app's Settings route reads it (at start, on Refresh Stats, on View Details and
// after Clear). QA caches and reads store-days from the panel, as the CSV data machine does. The
// cache's clock moves one minute per call, so "least recently accessed" is plain to see; each story
// scales the limits down (a smaller quota, a smaller size limit) so a few store-days reach them.
import { storeDayId } from '@store-ops/domain';
import {
  type CsvCache,
  createCsvCache,
  createMemoryStorage,
  csvCacheKey,
  type StorageLike,
  storageKeys,
} from '@store-ops/machines';
import { Button, CachePanel } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cachePanelView } from '../routes/cachePanel';
import { expectNoDeadEnds } from './machineInspector';
import { clearStaleAnnouncements, press, QaPanel } from './qa';

const STORE = '11';
const stores = [{ id: 11, name: 'Uptown' }];
const FILES = [
  'sales.csv',
  'samples.csv',
  'timers.csv',
  'actual_labor.csv',
  'scheduled_labor.csv',
  'tasks.csv',
];
const START = Date.parse('2026-11-20T08:00:00Z');
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const INVALID_DAY = storeDayId(STORE, '2026-10-31');

/** The date of a stored entry, as it names its store-day (an older entry does not). */
function storedDate(raw: string | null): string {
  try {
    const date: unknown = JSON.parse(raw ?? '')?.storeDay?.date;
    return typeof date === 'string' ? date : 'no store-day';
  } catch {
    return 'unreadable';
  }
}

interface ConnectedCsvCacheProps {
  /** The storage's quota in characters (Chromium's is 5,242,880). */
  quotaChars: number;
  /** The cache's size limit in bytes (the app's: 8 MB). */
  limitBytes: number;
  /** The packed files' length of each cached store-day, in characters. */
  entryChars: number;
}

interface Harness {
  cache: CsvCache;
  storage: StorageLike;
  logged: string[];
}

function ConnectedCsvCache({ quotaChars, limitBytes, entryChars }: ConnectedCsvCacheProps) {
  const [{ cache, storage, logged }] = useState((): Harness => {
    let minutes = 0;
    const logged: string[] = [];
    const storage = createMemoryStorage({}, { quotaChars });
    const cache = createCsvCache(storage, {
      now: () => START + 60_000 * minutes++,
      maxBytes: limitBytes,
      logger: {
        error: (message: string, ...rest: unknown[]) => {
          logged.push(message);
          console.error(message, ...rest);
        },
        warn: console.warn,
      },
    });
    return { cache, storage, logged };
  });
  const [next, setNext] = useState(1);
  const [last, setLast] = useState('nothing yet');

  // As the Settings route's cache panel: the figures read now, again on Refresh, Details and Clear.
  const read = useCallback(() => cachePanelView(cache, stores, limitBytes), [cache, limitBytes]);
  const [view, setView] = useState(read);
  const refresh = () => setView(read());

  const write = (date: string, chars: number) => {
    const stored = cache.set(storeDayId(STORE, date), {
      data: 'H4sI'.padEnd(chars, 'A'),
      files: FILES,
      weather: [],
    });
    setLast(`wrote ${date}: ${stored ? 'stored' : 'not stored'}`);
  };
  // What storage holds under the cache's prefix, by date (in the order written).
  const keys = [...Array(storage.length).keys()]
    .map((i) => storage.key(i) ?? '')
    .filter((k) => k.startsWith(storageKeys.csvCachePrefix))
    .map((k) => storedDate(storage.getItem(k)));
  return (
    <>
      <QaPanel
        about="The browser's cache of store-days (Uptown, November 2026): cache days and read them back; the cache panel below shows what it holds and how full it is."
        floating
      >
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            write(day(next), entryChars);
            setNext(next + 1);
          }}
        >
          Cache the next store-day
        </Button>
        {[1, 3].map((n) => (
          <Button
            key={n}
            size="sm"
            variant="secondary"
            onPress={() =>
              setLast(`read ${day(n)}: ${cache.get(storeDayId(STORE, day(n))) ? 'hit' : 'miss'}`)
            }
          >
            Read {day(n)}
          </Button>
        ))}
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            storage.setItem(
              csvCacheKey(INVALID_DAY.date, INVALID_DAY.storeId),
              JSON.stringify({ storeDay: INVALID_DAY, files: FILES, timestamp: START }),
            );
            setLast('stored a broken entry for 2026-10-31');
          }}
        >
          Store a broken entry (Oct 31, no data)
        </Button>
        <Button size="sm" variant="secondary" onPress={() => write(day(30), quotaChars)}>
          Cache a store-day larger than the browser's storage
        </Button>
        Last action: <output data-testid="last">{last}</output>
        Stored days: <output data-testid="keys">{keys.length === 0 ? 'none' : keys.join(', ')}</output>
        Warnings in the console:{' '}
        <output data-testid="logged">{logged.length === 0 ? 'nothing' : logged.join(' | ')}</output>
      </QaPanel>
      <div style={{ paddingTop: '14rem' }}>
        <CachePanel
          {...view}
          onRefresh={refresh}
          onViewDetails={refresh}
          onClear={() => {
            cache.clear();
            refresh();
          }}
          timeZone="UTC"
          locale="en-US"
        />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/CSV cache',
  component: ConnectedCsvCache,
  parameters: { layout: 'fullscreen' },
  args: { quotaChars: 5_242_880, limitBytes: 65_536, entryChars: 3_600 },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedCsvCache>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-component="CachePanel"]')!;
const stat = (el: HTMLElement, name: string) =>
  panel(el).querySelector(`[data-stat="${name}"] dd`)?.textContent;
const fact = (el: HTMLElement, id: string) => within(el).getByTestId(id).textContent;
const expectFact = (el: HTMLElement, id: string, text: string) =>
  waitFor(() => expect(fact(el, id)).toBe(text));
const refresh = (el: HTMLElement) =>
  userEvent.click(within(panel(el)).getByRole('button', { name: 'Refresh Stats' }));
const cacheDays = async (count: number) => {
  for (let i = 0; i < count; i++) await press('Cache the next store-day');
};
const warning = (el: HTMLElement) => within(panel(el)).queryByRole('status')?.textContent ?? null;

/**
 * The cache drops the least recently accessed store-days first, and warns above 80% of its limit.
 *
 * How to reach each state:
 * 1. Status `Empty`, 0 entries, **Clear Cache** off: on load.
 * 2. Status `Active`, 6 entries, no warning: **Cache the next store-day** 6 times, then **Refresh Stats**.
 * 3. 7 entries, "Cache is 8x.x% full (above 80%). ...": **Cache the next store-day**, **Refresh Stats**.
 * 4. Last action "read 2026-11-01: hit": press **Read 2026-11-01**, then **Read 2026-11-03**.
 * 5. 8 stored days, Total accesses 2: press **Cache the next store-day**, then **Refresh Stats**.
 * 6. 4 entries (11-01, 11-03, 11-08, 11-09), no warning: **Cache the next store-day**, **Refresh Stats**.
 * No machine runs here (the Machine tab is empty): each step names what the cache panel shows.
 */
export const LruAndWarning: Story = {
  name: 'Least recently used go first; warning above 80%',
  play: async ({ canvasElement: el, step }) => {
    await step('Empty: 0 entries, status Empty, Clear Cache off', async () => {
      await expect(stat(el, 'entries')).toBe('0');
      await expect(stat(el, 'status')).toBe('Empty');
      await expect(within(panel(el)).getByRole('button', { name: 'Clear Cache' })).toBeDisabled();
    });
    await step('Six store-days cached: Refresh Stats shows them; no warning yet', async () => {
      await cacheDays(6);
      await expectFact(el, 'last', 'wrote 2026-11-06: stored');
      await expect(stat(el, 'entries')).toBe('0');
      await refresh(el);
      await waitFor(() => expect(stat(el, 'entries')).toBe('6'));
      await expect(stat(el, 'status')).toBe('Active');
      await expect(warning(el)).toBeNull();
    });
    await step('A seventh: above 80% of the limit, the panel warns', async () => {
      await cacheDays(1);
      await refresh(el);
      await waitFor(() => expect(stat(el, 'entries')).toBe('7'));
      await expect(warning(el)).toMatch(
        /^Cache is 8\d\.\d% full \(above 80%\)\. The least recently used entries will be evicted soon\.$/,
      );
      await expect(panel(el)).toHaveAttribute('data-warning', 'true');
    });
    await step('Read 2026-11-01 and 2026-11-03 (accessed now), then an eighth', async () => {
      await press('Read 2026-11-01');
      await expectFact(el, 'last', 'read 2026-11-01: hit');
      await press('Read 2026-11-03');
      await cacheDays(1);
      await refresh(el);
      await waitFor(() => expect(stat(el, 'accesses')).toBe('2'));
      await expectFact(
        el,
        'keys',
        '2026-11-01, 2026-11-02, 2026-11-03, 2026-11-04, 2026-11-05, 2026-11-06, 2026-11-07, 2026-11-08',
      );
    });
    await step(
      'A ninth would pass the limit: the 5 least recently accessed go, then it is stored',
      async () => {
        await cacheDays(1);
        await expectFact(el, 'last', 'wrote 2026-11-09: stored');
        await expectFact(el, 'keys', '2026-11-01, 2026-11-03, 2026-11-08, 2026-11-09');
        await refresh(el);
        await waitFor(() => expect(stat(el, 'entries')).toBe('4'));
        await expect(warning(el)).toBeNull();
      },
    );
  },
};

/**
 * A write over the browser's quota evicts 10 store-days and retries once.
 *
 * How to reach each state:
 * 1. Status `Empty`: on load.
 * 2. 12 entries: in the QA panel press **Cache the next store-day** 12 times, then **Refresh Stats**.
 * 3. Stored days 2026-11-11 to 2026-11-13, nothing logged: press **Cache the next store-day**.
 * 4. Not stored, the quota error logged: press **Cache a store-day larger than the browser's storage**.
 * 5. Status `Empty`: press **Refresh Stats**.
 * No machine runs here (the Machine tab is empty): each step names what the cache panel shows.
 */
export const QuotaError: Story = {
  name: 'Quota error: evict 10 and retry once',
  args: { quotaChars: 41_000, limitBytes: 8 * 1_048_576, entryChars: 3_000 },
  play: async ({ canvasElement: el, step }) => {
    await step('Twelve store-days fit in the storage quota', async () => {
      await cacheDays(12);
      await expectFact(el, 'last', 'wrote 2026-11-12: stored');
      await refresh(el);
      await waitFor(() => expect(stat(el, 'entries')).toBe('12'));
    });
    await step(
      'The thirteenth hits the quota: 10 evicted (least recently accessed), the retry stores it',
      async () => {
        await cacheDays(1);
        await expectFact(el, 'last', 'wrote 2026-11-13: stored');
        await expectFact(el, 'keys', '2026-11-11, 2026-11-12, 2026-11-13');
        await expectFact(el, 'logged', 'nothing');
      },
    );
    await step(
      'A store-day larger than the quota: evict 10, the retry fails too; logged, not stored',
      async () => {
        await press("Cache a store-day larger than the browser's storage");
        await expectFact(el, 'last', 'wrote 2026-11-30: not stored');
        await expectFact(el, 'logged', 'CSV cache: storage quota exceeded after evicting 10 entries');
        await expectFact(el, 'keys', 'none');
        await refresh(el);
        await waitFor(() => expect(stat(el, 'status')).toBe('Empty'));
      },
    );
  },
};

/**
 * View Details lists the cached store-days (an invalid entry is removed on reading); Clear Cache empties it.
 *
 * How to reach each state:
 * 1. Status `Empty`: on load.
 * 2. 3 stored: press **Cache the next store-day** twice, then **Store a broken entry (Oct 31, no data)**.
 * 3. 3 entries: press **Refresh Stats**.
 * 4. The "Cached entries" dialog (2026-11-02, 2026-11-01; the broken one removed): press **View Details**.
 * 5. 2 entries: press the dialog's footer **Close**.
 * 6. The "Clear Cache" confirmation (2 entries, 0.10 MB): press **Clear Cache**.
 * 7. Status `Empty`, 0 entries: press **Clear Cache** in the confirmation.
 * No machine runs here (the Machine tab is empty): each step names what the cache panel shows.
 */
export const DetailsInvalidAndClear: Story = {
  name: 'View Details, an invalid entry removed, Clear Cache',
  args: { quotaChars: 5_242_880, limitBytes: 8 * 1_048_576, entryChars: 25_000 },
  play: async ({ canvasElement: el, step }) => {
    const body = within(document.body);
    await step('Two store-days and an entry without data', async () => {
      await cacheDays(2);
      await press('Store a broken entry (Oct 31, no data)');
      await refresh(el);
      await waitFor(() => expect(stat(el, 'entries')).toBe('3'));
    });
    await step(
      'View Details lists each cached date and store; the invalid entry is removed on reading',
      async () => {
        await userEvent.click(within(panel(el)).getByRole('button', { name: 'View Details' }));
        const dialog = await body.findByRole('dialog', { name: 'Cached entries' });
        const rows = within(dialog)
          .getAllByRole('row')
          .slice(1)
          .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
        await expect(rows).toEqual([
          ['2026-11-02', 'Uptown', '6', expect.stringMatching(/^49\.\d KB$/), 'Nov 20, 2026, 8:01 AM'],
          ['2026-11-01', 'Uptown', '6', expect.stringMatching(/^49\.\d KB$/), 'Nov 20, 2026, 8:00 AM'],
        ]);
        await expectFact(el, 'keys', '2026-11-01, 2026-11-02');
        // The footer's Close (the header has an icon button of the same name).
        await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
        await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
        await expect(stat(el, 'entries')).toBe('2');
      },
    );
    await step(
      'Clear Cache asks first, stating the entries and the size in MB; confirmed, Empty',
      async () => {
        await userEvent.click(within(panel(el)).getByRole('button', { name: 'Clear Cache' }));
        const confirm = await body.findByRole('alertdialog', { name: 'Clear Cache' });
        await expect(confirm).toHaveTextContent(
          "This removes 2 entries (0.10 MB) from this browser's cache. The data will be fetched again when needed.",
        );
        await userEvent.click(within(confirm).getByRole('button', { name: 'Clear Cache' }));
        await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
        await waitFor(() => expect(stat(el, 'status')).toBe('Empty'));
        await expect(stat(el, 'entries')).toBe('0');
        await expectFact(el, 'keys', 'none');
      },
    );
  },
};
