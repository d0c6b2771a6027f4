import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostileCorpus } from './corpus';
import { handlersHadTheirChance } from './handlerProbe';
import { Markdown, MarkdownPending } from './Markdown';
import { richSource as rich } from './Markdown.storyKit';

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rich: Story = {
  args: { source: rich },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-component="Markdown"]')!;
    const c = within(root);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('Daily sales summary');
    const cells = c.getAllByRole('cell').map((td) => td.textContent);
    await expect(cells).toEqual(['Net sales per labor hour', '$85.40', 'Labor cost %', '24.1%']);
    await expect(c.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Metric', 'Value']);
    const items = c.getAllByRole('listitem').map((li) => li.firstChild?.textContent?.trim());
    await expect(items).toEqual([
      'Review the hourly breakdown',
      'Check late clock-ins',
      'within plus or minus 2 minutes counts as on time',
    ]);
    await expect(root.querySelector('pre code')).toHaveTextContent(
      'const total = sales.reduce((sum, s) => sum + s.net, 0);',
    );
    const link = c.getByRole('link', { name: 'the report guide' });
    await expect(link).toHaveAttribute('href', 'https://example.com/guide');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/**
 * Chat replies skip the layout of blocks off screen (content-visibility); other pages lay out every
 * block. Side by side, on screen, the two lay out the same.
 */
export const SkipOffscreenLayout: Story = {
  args: { source: `${rich}\n### Next steps\n\nCall the store before the lunch rush.\n` },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, alignItems: 'start' }}>
      <Markdown {...args} data-testid="page" />
      <Markdown {...args} data-testid="chat" skipOffscreenLayout />
    </div>
  ),
  play: async ({ canvas }) => {
    const blocks = (id: string) => [...canvas.getByTestId(id).querySelectorAll<HTMLElement>('[data-block]')];
    await expect(blocks('page').map((b) => getComputedStyle(b).contentVisibility)).toEqual(
      Array(9).fill('visible'),
    );
    await expect(blocks('chat').map((b) => getComputedStyle(b).contentVisibility)).toEqual(
      Array(9).fill('auto'),
    );
    // The chat's blocks are laid out at the frame after they show (until then each is 1.5em tall).
    await waitFor(() =>
      expect(blocks('chat').map((b) => b.offsetTop)).toEqual(blocks('page').map((b) => b.offsetTop)),
    );
    await expect(canvas.getByTestId('chat').offsetHeight).toBe(canvas.getByTestId('page').offsetHeight);
  },
};

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const DANGEROUS_TAGS =
  'script,iframe,object,embed,svg,math,style,form,input,button,base,meta,link,template,noscript';

/** Every corpus entry is rendered in its own Markdown, so one unclosed tag cannot hide the others. */
export const HostileCorpus: Story = {
  args: { source: '' },
  render: () => (
    <div>
      {hostileCorpus.map((entry, i) => (
        <Markdown key={entry} source={entry} data-case={String(i)} />
      ))}
    </div>
  ),
  beforeEach: () => {
    window.__xss = undefined;
  },
  play: async ({ canvasElement }) => {
    // Every entry rendered (the renderer loads lazily: until then each shows as plain text).
    const rendered = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('[data-component="Markdown"]')].filter(
        (root) => !root.hasAttribute('data-pending'),
      );
    await waitFor(() => expect(rendered()).toHaveLength(hostileCorpus.length));
    const roots = rendered();
    // Any injected handler (onerror, onload, autofocus/onfocus, ontoggle) has had its chance to fire.
    await handlersHadTheirChance();
    const c = within(canvasElement);
    // Hover and click what could carry a handler.
    await userEvent.hover(c.getByText('hover me'));
    await userEvent.hover(c.getByText('safe link'));
    await userEvent.click(c.getByText('js link'));
    await userEvent.click(c.getByText('details'));
    await expect(window.__xss).toBeUndefined();

    const all = roots.flatMap((root) => [...root.querySelectorAll('*')]);
    await expect(all.filter((el) => el.matches(DANGEROUS_TAGS)).map((el) => el.tagName)).toEqual([]);
    const handlerAttrs = all.flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
    );
    await expect(handlerAttrs).toEqual([]);
    await expect(all.filter((el) => el.hasAttribute('style'))).toHaveLength(0);
    const urls = all.flatMap((el) =>
      ['href', 'src', 'xlink:href', 'action', 'srcdoc', 'data']
        .map((n) => el.getAttribute(n))
        .filter((v) => v !== null),
    );
    // Only the one https link survives: no images at all (their URLs would be fetched on render).
    await expect(urls).toEqual(['https://example.com/safe']);
    await expect(all.filter((el) => el.matches('img, picture, source, video, audio'))).toHaveLength(0);
    // Unsafe links keep their text but lose their target.
    for (const text of [
      'js link',
      'mixed case',
      'data link',
      'vb link',
      'tab entity',
      'leading spaces',
      'decimal entity',
    ]) {
      await expect(c.getByText(text).closest('[href]')).toBeNull();
    }
    await expect(c.getByRole('link', { name: 'safe link' })).toHaveAttribute(
      'href',
      'https://example.com/safe',
    );
    await expect(c.queryByRole('img')).toBeNull();
    // A markdown image shows its text.
    await expect(c.getByText('js image')).toBeVisible();
    await waitFor(() => expect(window.__xss).toBeUndefined());
  },
};

/** An image in a reply (from data, or a model) fetches nothing; its text shows instead. */
export const ImagesAreText: Story = {
  args: { source: 'Open task: ![x](/auth/logout) and ![logo](https://example.com/logo.png)' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="Markdown"]')!;
    await waitFor(() => expect(root.querySelector('p')).not.toBeNull());
    await expect(root.querySelectorAll('img')).toHaveLength(0);
    await expect(root.textContent?.trim()).toBe('Open task: x and logo');
  },
};

/** Nesting capped before parsing (the blog and the chats alike): 3,500 quote markers render 16 deep. */
export const DeeplyNested: Story = {
  args: { source: `${'>'.repeat(3500)}\n\nAfter the quotes.` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-pending]')).toBeNull());
    const root = canvasElement.querySelector<HTMLElement>('[data-component="Markdown"]')!;
    await expect(root.querySelectorAll('blockquote')).toHaveLength(16);
    await expect(within(root).getByText('After the quotes.')).toBeVisible();
  },
};

/** A source the renderer fails on shows as plain text in its own place. */
export const RenderFailed: Story = {
  args: { source: `${'*'.repeat(6000)}x${'*'.repeat(6000)}` },
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-render-failed]');
      if (!found) throw new Error('not failed yet');
      return found;
    });
    await expect(root).toHaveTextContent(`${'*'.repeat(6000)}x`);
  },
};

export const Empty: Story = {
  args: { source: '' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="Markdown"]')!;
    await expect(root.innerHTML).toBe('');
  },
};

/**
 * Before the renderer has loaded, each hostile entry shows as plain text: one text node, no element,
 * no attribute, so nothing can run or fetch while the renderer loads.
 */
export const HostileCorpusPending: Story = {
  args: { source: '' },
  render: () => (
    <div>
      {hostileCorpus.map((entry, i) => (
        <MarkdownPending key={entry} source={entry} data-case={String(i)} />
      ))}
    </div>
  ),
  beforeEach: () => {
    window.__xss = undefined;
  },
  play: async ({ canvasElement }) => {
    const roots = [...canvasElement.querySelectorAll<HTMLElement>('[data-component="Markdown"]')];
    await expect(roots).toHaveLength(hostileCorpus.length);
    await handlersHadTheirChance();
    await expect(roots.map((root) => root.children.length)).toEqual(hostileCorpus.map(() => 0));
    await expect(roots.map((root) => root.textContent)).toEqual([...hostileCorpus]);
    await expect(roots.every((root) => root.hasAttribute('data-pending'))).toBe(true);
    await expect(getComputedStyle(roots[0]!).whiteSpace).toBe('pre-wrap');
    await expect(window.__xss).toBeUndefined();
  },
};
