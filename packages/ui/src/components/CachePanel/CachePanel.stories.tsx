import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type CacheEntryDetail, CachePanel } from './CachePanel';
import { cachePanelStrings as s } from './strings';

const MB = 1_048_576;
const LIMIT = 8 * MB;

const cacheDetails: CacheEntryDetail[] = [
  {
    key: '2026-11-20_11',
    date: '2026-11-20',
    store: 'Uptown',
    sections: 6,
    bytes: 1_258_291,
    cachedAt: '2026-11-20T15:00:00Z',
  },
  {
    key: '2026-11-19_21',
    date: '2026-11-19',
    store: 'Harbor',
    sections: 5,
    bytes: 838_861,
    cachedAt: '2026-11-19T09:30:00Z',
  },
  {
    key: '2026-11-18_no-store',
    date: '2026-11-18',
    store: 'no-store',
    sections: 6,
    bytes: 419_430,
    cachedAt: '2026-11-18T18:45:00Z',
  },
];

const meta = {
  title: 'Components/CachePanel',
  component: CachePanel,
  args: {
    onRefresh: fn(),
    onViewDetails: fn(),
    onClear: fn(),
    timeZone: 'UTC',
    locale: 'en-US',
    details: cacheDetails,
    stats: { entries: 3, bytes: 2_516_582, storageBytes: 2_621_440, limitBytes: LIMIT, totalAccesses: 17 },
  },
} satisfies Meta<typeof CachePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const stat = (root: HTMLElement, name: string) => root.querySelector(`[data-stat="${name}"] dd`);

export const Empty: Story = {
  args: {
    stats: { entries: 0, bytes: 0, storageBytes: 0, limitBytes: LIMIT, totalAccesses: 0 },
    details: [],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(stat(canvasElement, 'entries')).toHaveTextContent(/^0$/);
    await expect(stat(canvasElement, 'accesses')).toHaveTextContent(/^0$/);
    await expect(stat(canvasElement, 'status')).toHaveTextContent(/^Empty$/);
    const bar = c.getByRole('progressbar', { name: s.storageUsed });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0.0% of limit');
    await expect(c.queryByRole('status')).toBeNull();
    await expect(c.getByRole('button', { name: s.clear })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: s.refresh }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: s.viewDetails }));
    const dialog = await within(document.body).findByRole('dialog', { name: s.detailsTitle });
    await expect(dialog).toHaveTextContent(s.detailsEmpty);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Active: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    await expect(stat(canvasElement, 'entries')).toHaveTextContent(/^3$/);
    await expect(stat(canvasElement, 'accesses')).toHaveTextContent(/^17$/);
    await expect(stat(canvasElement, 'status')).toHaveTextContent(/^Active$/);
    const bar = c.getByRole('progressbar', { name: s.storageUsed });
    // The bar measures all of local storage (what eviction counts), not only the cache's entries.
    await expect(bar).toHaveAttribute('aria-valuetext', '31.3% of limit');
    await expect(canvasElement.querySelector('[data-part="usage"]')).toHaveTextContent(
      /^2\.50 MB of 8\.00 MB \(this site's local storage, the cache's limit\)$/,
    );
    await expect(stat(canvasElement, 'cached')).toHaveTextContent(/^2\.40 MB$/);
    await expect(c.queryByRole('status')).toBeNull();

    await step('View Details lists each cached date and store', async () => {
      const trigger = c.getByRole('button', { name: s.viewDetails });
      await userEvent.click(trigger);
      await expect(args.onViewDetails).toHaveBeenCalledTimes(1);
      const dialog = await body.findByRole('dialog', { name: s.detailsTitle });
      const rows = within(dialog)
        .getAllByRole('row')
        .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));
      await expect(rows).toEqual([
        ['Date', 'Store', 'Sections', 'Size', 'Cached'],
        ['2026-11-20', 'Uptown', '6', '1.20 MB', 'Nov 20, 2026, 3:00 PM'],
        ['2026-11-19', 'Harbor', '5', '819.2 KB', 'Nov 19, 2026, 9:30 AM'],
        ['2026-11-18', 'no-store', '6', '409.6 KB', 'Nov 18, 2026, 6:45 PM'],
      ]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('Clear Cache asks first, stating count and MB; Cancel keeps it', async () => {
      await userEvent.click(c.getByRole('button', { name: s.clear }));
      const confirm = await body.findByRole('alertdialog', { name: s.clearTitle });
      await expect(confirm).toHaveTextContent(
        "This removes 3 entries (2.40 MB) from this browser's cache. The data will be fetched again when needed.",
      );
      await userEvent.click(within(confirm).getByRole('button', { name: s.cancel }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(args.onClear).not.toHaveBeenCalled();
    });

    await step('Confirming clears', async () => {
      await userEvent.click(c.getByRole('button', { name: s.clear }));
      const confirm = await body.findByRole('alertdialog', { name: s.clearTitle });
      await userEvent.click(within(confirm).getByRole('button', { name: s.clearConfirm }));
      await expect(args.onClear).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const Warning: Story = {
  args: {
    stats: {
      entries: 92,
      bytes: Math.round(6.5 * MB),
      storageBytes: Math.round(6.92 * MB),
      limitBytes: LIMIT,
      totalAccesses: 412,
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(stat(canvasElement, 'status')).toHaveTextContent(/^Active$/);
    await expect(c.getByRole('progressbar', { name: s.storageUsed })).toHaveAttribute(
      'aria-valuetext',
      '86.5% of limit',
    );
    await expect(c.getByRole('status')).toHaveTextContent(
      'Cache is 86.5% full (above 80%). The least recently used entries will be evicted soon.',
    );
    await expect(canvasElement.querySelector('[data-component="CachePanel"]')).toHaveAttribute(
      'data-warning',
    );
  },
};

export const AtEightyPercentNoWarning: Story = {
  args: {
    stats: {
      entries: 40,
      bytes: Math.round(0.7 * LIMIT),
      storageBytes: Math.round(0.8 * LIMIT),
      limitBytes: LIMIT,
      totalAccesses: 90,
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: s.storageUsed })).toHaveAttribute(
      'aria-valuetext',
      '80.0% of limit',
    );
    await expect(c.queryByRole('status')).toBeNull();
  },
};

/**
 * Another app on this site fills most of local storage while the cache itself is small: the bar and
 * the warning follow local storage, as eviction does (they never disagree).
 */
export const WarningFromOtherStorage: Story = {
  args: {
    stats: {
      entries: 2,
      bytes: Math.round(0.3 * MB),
      storageBytes: Math.round(7 * MB),
      limitBytes: LIMIT,
      totalAccesses: 4,
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: s.storageUsed })).toHaveAttribute(
      'aria-valuetext',
      '87.5% of limit',
    );
    await expect(c.getByRole('status')).toHaveTextContent(
      'Cache is 87.5% full (above 80%). The least recently used entries will be evicted soon.',
    );
    await expect(stat(canvasElement, 'cached')).toHaveTextContent(/^307\.2 KB$/);
  },
};
