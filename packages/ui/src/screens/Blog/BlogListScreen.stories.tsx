import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogListScreen, type BlogListState } from './BlogListScreen';
import { blogListMeta } from './BlogListScreen.storyKit';
import { blogListFixtures } from './fixtures';
import { blogStrings as s } from './strings';

const meta = {
  title: 'Screens/Blog/BlogList',
  component: BlogListScreen,
  ...blogListMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...blogListMeta.parameters },
} satisfies Meta<typeof BlogListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chrome every state shares: the product, Sign in, the page title and intro, the feed. */
async function expectChrome(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  const banner = within(c.getByRole('banner'));
  const product = banner.getByRole('link', { name: 'Store Ops' });
  await expect(product).toHaveAttribute('href', '/');
  // The brand's mark inside the link, decorative: the link's name stays the product's.
  await expect(product.querySelector('[data-component="BrandMark"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Blog$/);
  await expect(c.getByText('Product updates from the Store Ops team.')).toBeVisible();
  const feed = within(c.getByRole('contentinfo')).getByRole('link', { name: 'Atom feed' });
  await expect(feed).toHaveAttribute('href', '/blog/feed.xml');
  // A file the server writes, not a client route: a plain anchor, never the router's link.
  await expect(feed).not.toHaveAttribute('data-router-link');
}

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    await expect(c.getByRole('progressbar', { name: 'Loading posts' })).toBeVisible();
    await expect(c.getByText(s.loadingPosts)).toBeVisible();
    await expect(c.queryByRole('list')).toBeNull();
    // The footer starts below the first screen, so the posts arriving cannot push it (CLS 0).
    const footer = c.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    const items = within(c.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const titles = c.getAllByRole('heading', { level: 2 });
    await expect(titles.map((h) => h.textContent)).toEqual([
      'Prompts: your daily questions, one slash away',
      'Clock-in variance in the daily report',
      'Seven brand themes, in light and dark',
    ]);
    const first = within(items[0] as HTMLElement);
    const link = first.getByRole('link', { name: 'Prompts: your daily questions, one slash away' });
    await expect(link).toHaveAttribute('href', '/blog/prompts-library');
    await expect(link).toHaveAttribute('data-router-link');
    // 23:30 UTC on the 25th: the 25th for a reader in UTC.
    const date = first.getByText('25 November 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-11-25T23:30:00.000Z');
    await expect(
      first.getByText(
        'Save the questions you ask the assistant every day and call them with / in the chat. A prompt fills in the store, the report date and the weekday for you, so one question works for every store.',
      ),
    ).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('12 October 2026')).toHaveAttribute(
      'datetime',
      '2026-10-12T08:00:00.000Z',
    );
    await expect(within(items[2] as HTMLElement).getByText('3 September 2026')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/blog/prompts-library');
    await userEvent.click(c.getByRole('link', { name: 'Sign in' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/login');
  },
};

/** Two posts published late on the 25th and early on the 12th (UTC), for readers in two time zones. */
const zonePosts = [
  blogListFixtures[0]!,
  { ...blogListFixtures[1]!, published_at: new Date('2026-10-12T03:00:00Z') },
];
const shownDates = (el: HTMLElement) =>
  [...el.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent]);

/** A reader at UTC+14: 23:30 UTC on the 25th was the 26th where they are. */
export const ReaderInKiritimati: Story = {
  args: { state: { status: 'loaded', posts: zonePosts }, timeZone: 'Pacific/Kiritimati' },
  play: async ({ canvasElement }) => {
    await expect(shownDates(canvasElement)).toEqual([
      ['2026-11-25T23:30:00.000Z', '26 November 2026'],
      ['2026-10-12T03:00:00.000Z', '12 October 2026'],
    ]);
  },
};

/** A reader in Los Angeles: 03:00 UTC on the 12th was the evening of the 11th where they are. */
export const ReaderInLosAngeles: Story = {
  args: { state: { status: 'loaded', posts: zonePosts }, timeZone: 'America/Los_Angeles' },
  play: async ({ canvasElement }) => {
    await expect(shownDates(canvasElement)).toEqual([
      ['2026-11-25T23:30:00.000Z', '25 November 2026'],
      ['2026-10-12T03:00:00.000Z', '11 October 2026'],
    ]);
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', posts: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(/^No posts yet\.$/);
    await expect(c.queryByRole('list')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    state: { status: 'error', message: 'The blog could not be loaded. Check the connection and try again.' },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'The blog could not be loaded. Check the connection and try again.',
    );
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  parameters: { frameWidth: 375 },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-part="frame"]') as HTMLElement;
    await expect(frame.getBoundingClientRect().width).toBe(375);
    // Nothing wider than the phone: no sideways scrolling.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const item of within(c.getByRole('list')).getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};

/** Loading, then the posts: nothing that was on screen moves (the layout-shift entries sum to 0). */
function LoadsInPlace(props: Omit<Parameters<typeof BlogListScreen>[0], 'state'>) {
  const [state, setState] = useState<BlogListState>({ status: 'loading' });
  useEffect(() => {
    const timer = setTimeout(() => setState({ status: 'loaded', posts: blogListFixtures }), 400);
    return () => clearTimeout(timer);
  }, []);
  return <BlogListScreen {...props} state={state} />;
}

export const NoLayoutShift: Story = {
  name: 'Loading, then loaded: no layout shift',
  render: (args) => <LoadsInPlace {...args} />,
  play: async ({ canvasElement }) => {
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shift += entry.value;
    });
    observer.observe({ type: 'layout-shift', buffered: false });
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: 'Loading posts' })).toBeVisible();
    await waitFor(() => expect(c.getAllByRole('heading', { level: 2 })).toHaveLength(3));
    // The frame that paints the posts has been painted (a shift is measured as a frame paints): the
    // second frame callback from here runs after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number })[]) {
      shift += entry.value;
    }
    observer.disconnect();
    await expect(shift).toBe(0);
  },
};
