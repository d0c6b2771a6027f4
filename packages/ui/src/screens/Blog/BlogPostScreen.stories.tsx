import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogPostScreen } from './BlogPostScreen';
import { blogPostMeta } from './BlogPostScreen.storyKit';
import { blogStrings as s } from './strings';

const meta = {
  title: 'Screens/Blog/BlogPost',
  component: BlogPostScreen,
  ...blogPostMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...blogPostMeta.parameters },
} satisfies Meta<typeof BlogPostScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chrome every state shares, and the way back to the list. */
async function expectChrome(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  // The page's header (the article's own <header> is no banner landmark, testing-library counts it).
  const banner = within(c.getAllByRole('banner')[0] as HTMLElement);
  await expect(banner.getByRole('link', { name: 'Store Ops' })).toHaveAttribute('href', '/');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  const back = within(c.getByRole('main')).getByRole('link', { name: 'All posts' });
  await expect(back).toHaveAttribute('href', '/blog');
  await expect(back).toHaveAttribute('data-router-link');
  const feed = within(c.getByRole('contentinfo')).getByRole('link', { name: 'Atom feed' });
  await expect(feed).toHaveAttribute('href', '/blog/feed.xml');
  await expect(feed).not.toHaveAttribute('data-router-link');
  return back;
}

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    await expect(c.getByRole('progressbar', { name: 'Loading post' })).toBeVisible();
    await expect(c.getByText(s.loadingPost)).toBeVisible();
    await expect(c.queryByRole('heading')).toBeNull();
    await expect(c.getByRole('contentinfo').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      window.innerHeight,
    );
  },
};

const body = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('article [data-component="Markdown"]') as HTMLElement;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const back = await expectChrome(canvasElement);
    const article = within(c.getByRole('article', { name: 'Prompts: your daily questions, one slash away' }));
    await expect(article.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Prompts: your daily questions, one slash away$/,
    );
    const date = article.getByText('25 November 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-11-25T23:30:00.000Z');

    // The body is rendered Markdown (not its source): headings, a list, a table, code spans, a link.
    const md = body(canvasElement);
    await waitFor(() => expect(md).not.toHaveAttribute('data-pending'));
    await expect(article.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What you can do',
      'Placeholders',
    ]);
    await expect(
      within(article.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Save a prompt from the Prompts page or straight from the chat.',
      'Share it with everyone, with one user group, or keep it to yourself.',
      'Restore an older version from its history.',
    ]);
    const rows = within(article.getByRole('table'))
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Placeholder', 'Filled with'],
      ['{{store}}', 'The selected store'],
      ['{{date}}', 'The report date'],
      ['{{weekday}}', 'Its day of the week'],
    ]);
    await expect([...md.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      '/',
      '{{store}}',
      '{{date}}',
      '{{weekday}}',
      '{{name}}',
    ]);
    await expect(article.getByRole('link', { name: 'clock-in variance' })).toHaveAttribute(
      'href',
      '/blog/clock-in-variance',
    );
    // An image renders as its text: nothing is fetched.
    await expect(md.querySelector('img')).toBeNull();
    await expect(md).toHaveTextContent('The prompts library with three saved prompts');
    await expect(md).not.toHaveTextContent('prompts-library.png');

    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/blog');
  },
};

/** A reader at UTC+14: the post, published at 23:30 UTC on the 25th, came out on their 26th. */
export const ReaderInKiritimati: Story = {
  args: { timeZone: 'Pacific/Kiritimati' },
  play: async ({ canvasElement }) => {
    const date = within(canvasElement).getByRole('article').querySelector('time');
    await expect([date?.getAttribute('datetime'), date?.textContent]).toEqual([
      '2026-11-25T23:30:00.000Z',
      '26 November 2026',
    ]);
  },
};

export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Post not found$/);
    await expect(c.getByText('This post does not exist or is no longer published.')).toBeVisible();
    await expect(c.queryByRole('article')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    state: { status: 'error', message: 'The post could not be loaded. Check the connection and try again.' },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expectChrome(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'The post could not be loaded. Check the connection and try again.',
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
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    const md = body(canvasElement);
    await waitFor(() => expect(md).not.toHaveAttribute('data-pending'));
    // The table fits the phone: it does not need its own sideways scrolling.
    const table = md.querySelector('table') as HTMLElement;
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(md.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
