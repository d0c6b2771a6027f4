import type { ChatMessage } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { handlersHadTheirChance } from '../../components/Markdown/handlerProbe';
import { conversation, stores } from '../fixtures';
import { ChatScreen } from './Chat';
import { chatMeta, history, optionsManualContextArgs } from './Chat.storyKit';
import { chatStrings as s } from './strings';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const reply = (msg: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  user: 'system',
  msg,
  llm: '/api/llm/chat/gpt-4o',
  model: 'gpt-4o',
  timestamp: '2026-11-20T16:00:00Z',
  ...extra,
});

const meta = {
  title: 'Screens/Chat',
  component: ChatScreen,
  ...chatMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...chatMeta.parameters },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Message' });

export const EmptyHistory: Story = {
  args: { messages: [] },
  play: async ({ canvasElement, args }) => {
    await expect(history(canvasElement)).toHaveTextContent(s.emptyHistory);
    await expect(within(history(canvasElement)).queryAllByRole('article')).toHaveLength(0);
    await userEvent.type(input(canvasElement), 'What were net sales?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('What were net sales?');
  },
};

export const Conversation: Story = {
  play: async ({ canvasElement, args, step }) => {
    const log = history(canvasElement);
    const articles = within(log).getAllByRole('article');
    await expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'You',
      'Assistant',
      'You',
      'Assistant',
    ]);
    await step('User messages sit on the right in a green-bordered box', async () => {
      const row = articles[0]!.closest('[data-component="ChatMessage"]')!;
      await expect(getComputedStyle(row).justifyContent).toBe('flex-end');
      await expect(getComputedStyle(articles[0]!).borderTopWidth).toBe('2px');
    });
    await step(
      "Replies: markdown, timestamp, model label (model, else the endpoint's model), tools used",
      async () => {
        await expect(articles[1]!.querySelector('strong')).toHaveTextContent('$8,412.50');
        await expect(articles[1]!.querySelector('[data-part="model"]')).toHaveTextContent(
          'gpt-4o-2024-08-06',
        );
        await expect(articles[1]!.querySelector('[data-part="tools"]')).toHaveTextContent(
          'used: sales_summary, hourly_breakdown',
        );
        await expect(articles[1]!.querySelector('time')).toHaveTextContent('Nov 20, 2026, 3:04 PM');
        // No model named by the reply: the catalogue's name of the endpoint it asked.
        await expect(articles[3]!.querySelector('[data-part="model"]')).toHaveTextContent(/^GPT-4o$/);
      },
    );
    await step('Enter sends, Shift+Enter inserts a newline', async () => {
      const box = input(canvasElement);
      await userEvent.type(box, 'Compare{Shift>}{Enter}{/Shift}with last week');
      await expect(args.onSend).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledWith('Compare\nwith last week');
    });
  },
};

export const Processing: Story = {
  args: {
    isProcessing: true,
    messages: [
      ...conversation,
      { user: 'user', msg: 'And labor?', llm: '/api/llm/chat/gpt-4o', timestamp: '2026-11-20T15:06:00Z' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const send = canvasElement.querySelector<HTMLButtonElement>('[data-part="send"]')!;
    await expect(send).toHaveTextContent(/^\.\.\.$/);
    await expect(history(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(input(canvasElement), 'Another{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ErrorAppended: Story = {
  args: {
    messages: [
      {
        user: 'user',
        msg: 'How were sales?',
        llm: '/api/llm/chat/gpt-4o',
        timestamp: '2026-11-20T15:04:00Z',
      },
      reply('Error: Failed to fetch API', { model: undefined, timestamp: '2026-11-20T15:04:30Z' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const articles = within(history(canvasElement)).getAllByRole('article');
    await expect(articles).toHaveLength(2);
    await expect(articles[1]).toHaveAttribute('aria-label', 'Assistant');
    await expect(articles[1]!.querySelector('[data-component="Markdown"]')).toHaveTextContent(
      /^Error: Failed to fetch API$/,
    );
    await expect(s.errorMessage('Failed to fetch API')).toBe('Error: Failed to fetch API');
  },
};

export const OptionsReportContext: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: s.optionsShow });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-part="options"]')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(c.getByRole('button', { name: s.optionsHide })).toHaveAttribute('aria-expanded', 'true');
    await step('Context source: report or manual', async () => {
      const group = c.getByRole('radiogroup', { name: s.contextSourceLabel });
      await expect(within(group).getByRole('radio', { name: s.sourceReport })).toBeChecked();
      await userEvent.click(within(group).getByRole('radio', { name: s.sourceManual }));
      await expect(args.onContextSourceChange).toHaveBeenCalledWith('manual');
    });
    await step('One checkbox per block, all on; unticking one reports the rest in order', async () => {
      const group = c.getByRole('group', { name: s.blocksLabel });
      const boxes = within(group).getAllByRole('checkbox');
      await expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([
        'sales',
        'hourly',
        'employees',
        'tasks',
        'samples',
        'timers',
      ]);
      for (const b of boxes) await expect(b).toBeChecked();
      await userEvent.click(within(group).getByRole('checkbox', { name: s.blockLabels.tasks }));
      await expect(args.onSelectedBlocksChange).toHaveBeenCalledWith([
        'sales',
        'hourly',
        'employees',
        'samples',
        'timers',
      ]);
    });
    await step('Preview: date, location, block count, weather, size KB', async () => {
      const preview = c.getByRole('region', { name: 'Context preview' });
      await expect(preview).toHaveTextContent('Friday, November 20, 2026');
      await expect(preview).toHaveTextContent('Uptown, Portland, OR');
      await expect(preview.querySelector('[data-fact="blocks"] dd')).toHaveTextContent(/^6$/);
      await expect(preview).toHaveTextContent('Light rain, 52°F / 41°F');
      await expect(preview.querySelector('[data-fact="size"] dd')).toHaveTextContent(/^18\.4 KB$/);
    });
  },
};

/** The printable report of the store-day opens from beside the preview; not while building. */
export const OpenReport: Story = {
  args: { defaultOptionsOpen: true, onOpenReport: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Report' });
    await expect(button).toHaveTextContent(/^Report$/);
    await userEvent.click(button);
    await expect(args.onOpenReport).toHaveBeenCalledTimes(1);
  },
};

export const OptionsManualContext: Story = {
  args: optionsManualContextArgs,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const area = c.getByRole('textbox', { name: s.manualLabel });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '4');
    await expect(area).toHaveValue('Store closed early for a storm.');
    await expect(c.queryByRole('group', { name: s.blocksLabel })).toBeNull();
    await expect(c.queryByRole('region', { name: 'Context preview' })).toBeNull();
    await userEvent.type(area, '!');
    await expect(args.onManualContextChange).toHaveBeenLastCalledWith('Store closed early for a storm.!');
  },
};

export const NoContext: Story = {
  args: { context: { status: 'empty' }, messages: [] },
  play: async ({ canvasElement }) => {
    const status = canvasElement.querySelector('[data-context="empty"]')!;
    await expect(status).toHaveTextContent(
      /^No context data available\. Please select a store and date in Global Settings\.$/,
    );
    await expect(status).toHaveAttribute('role', 'status');
  },
};

/** What the conversation is about stays above it; New conversation empties it (off while empty). */
export const Header: Story = {
  args: {
    header: {
      store: 'Uptown',
      date: 'Saturday, November 21, 2026',
      status: 'In progress: data through 2 PM',
      company: 'Acme Burgers',
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-part="chat-header"]')!;
    await expect(
      [...header.querySelectorAll('[data-part="about"] > span')].map((e) => e.textContent),
    ).toEqual(['Uptown', 'Saturday, November 21, 2026', 'In progress: data through 2 PM', 'Acme Burgers']);
    await step('New conversation empties the open one', async () => {
      await userEvent.click(within(header).getByRole('button', { name: 'New conversation' }));
      await expect(args.onNewConversation).toHaveBeenCalledTimes(1);
    });
  },
};

export const HeaderEmptyConversation: Story = {
  args: {
    messages: [],
    header: { store: null, date: 'Friday, November 20, 2026', status: null, company: null },
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement.querySelector<HTMLElement>('[data-part="chat-header"]')!);
    await expect(header.getByText('No store selected')).toBeVisible();
    await expect(header.getByRole('button', { name: 'New conversation' })).toBeDisabled();
  },
};

/** The selected store-day's data did not load: said for that store and date, not "select a store". */
export const DataLoadFailed: Story = {
  args: {
    context: {
      status: 'loadFailed',
      store: 'Uptown',
      date: 'Friday, November 20, 2026',
      message: 'The server answered 503.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-context="loadFailed"]')).toHaveTextContent(
      /^The data for Uptown on Friday, November 20, 2026 could not be loaded: The server answered 503\.$/,
    );
  },
};

export const BuildingContext: Story = {
  args: { context: { status: 'building' }, defaultOptionsOpen: true, onOpenReport: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // A question waits for the selected store-day's context: Send is off, Enter keeps the draft.
    await expect(canvasElement.querySelector('[data-part="send"]')).toBeDisabled();
    await userEvent.type(input(canvasElement), 'Net sales?{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(input(canvasElement)).toHaveValue('Net sales?');
    await expect(c.queryByRole('button', { name: 'Report' })).toBeNull();
    await expect(canvasElement.querySelector('[data-context="building"]')).toHaveTextContent(
      /^Building context\.\.\.$/,
    );
    await expect(c.queryByRole('region', { name: 'Context preview' })).toBeNull();
  },
};

export const ContextFailed: Story = {
  args: { context: { status: 'failed', message: 'sales.csv has no Hour column' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-context="failed"]')).toHaveTextContent(
      /^Failed to build context: sales\.csv has no Hour column$/,
    );
  },
};

const longMarkdown = `## Hourly breakdown for Uptown

| Hour | Net sales | Transactions | Labor hours |
| --- | ---: | ---: | ---: |
| 11 AM | $612.40 | 48 | 4.5 |
| 12 PM | $1,204.10 | 97 | 6.0 |
| 1 PM | $998.75 | 81 | 6.0 |

### Observations
1. Lunch peak at **12 PM** with 97 transactions.
2. Labor cost % stayed under target:
   - 11 AM: 22.4%
   - 12 PM: 19.8%

\`\`\`sql
SELECT hour, SUM(net_sales) FROM sales WHERE store_id = 11 GROUP BY hour;
\`\`\`

${'Staffing looked right for the volume. '.repeat(12)}`;

export const LongMarkdown: Story = {
  args: { messages: [conversation[0]!, reply(longMarkdown, { tools: ['hourly_breakdown'] })] },
  play: async ({ canvasElement }) => {
    const md = canvasElement.querySelectorAll<HTMLElement>('[data-component="Markdown"]')[0]!;
    const m = within(md);
    await expect(m.getByRole('heading', { level: 2 })).toHaveTextContent('Hourly breakdown for Uptown');
    await expect(m.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Hour',
      'Net sales',
      'Transactions',
      'Labor hours',
    ]);
    await expect(m.getAllByRole('row')).toHaveLength(4);
    await expect(md.querySelector('pre code')).toHaveTextContent(
      'SELECT hour, SUM(net_sales) FROM sales WHERE store_id = 11 GROUP BY hour;',
    );
    // A wide table scrolls inside the bubble instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In a screen shorter than its history (a phone), the log opens on its newest line. */
export const ScrolledToNewest: Story = {
  args: { messages: [conversation[0]!, reply(longMarkdown), conversation[0]!, reply('The newest reply.')] },
  decorators: [
    (Story) => (
      <div style={{ height: 480, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    // The log scrolls itself to the newest line; the page stays where it was.
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(1));
    await expect(within(log).getByText('The newest reply.')).toBeVisible();
    await expect(window.scrollY).toBe(0);
    // Opening the options shrinks the log: it stays on its newest line.
    await userEvent.click(within(canvasElement).getByRole('button', { name: s.optionsShow }));
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(2));
    await expect(within(log).getByText('The newest reply.')).toBeVisible();
    // A reader who scrolled up stays where they are when the log changes size: checked once a
    // ResizeObserver made after the log's own has seen the new size (the log's ran before it).
    log.scrollTop = 0;
    const before = log.clientHeight;
    const resized = new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        if (log.clientHeight === before) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(log);
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: s.optionsHide }));
    await resized;
    await expect(log.clientHeight).toBeGreaterThan(before);
    await expect(log.scrollTop).toBe(0);
  },
};

const hostile = [
  'Here is your report <script>window.__xss = "script"</script>',
  '<a href="https://example.com" onclick="window.__xss=\'click\'">safe link</a>',
  '[click me](javascript:window.__xss="link") and [data](data:text/html,<script>window.__xss="data"</script>)',
  '<img src="x" onerror="window.__xss=\'img\'">',
  '<svg><script>window.__xss="svg"</script><a xlink:href="javascript:window.__xss=1">s</a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'math\'">',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe><form action="javascript:1"><button>go</button></form>',
].join('\n\n');

export const HostileReply: Story = {
  args: { messages: [conversation[0]!, reply(hostile)] },
  beforeEach: () => {
    window.__xss = undefined;
  },
  play: async ({ canvasElement }) => {
    const log = history(canvasElement);
    // The reply rendered (not the plain text shown while the renderer loads).
    await waitFor(() =>
      expect(log.querySelector('[data-component="Markdown"]:not([data-pending])')).not.toBeNull(),
    );
    const md = log.querySelector<HTMLElement>('[data-component="Markdown"]')!;
    await expect(md).toHaveTextContent('Here is your report');
    // Any injected handler (img onerror, svg onload) has had its chance to fire.
    await handlersHadTheirChance();
    await expect(window.__xss).toBeUndefined();
    await expect(md.querySelectorAll('script, iframe, svg, math, form, style')).toHaveLength(0);
    const withHandlers = [...md.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
    );
    await expect(withHandlers).toHaveLength(0);
    for (const a of md.querySelectorAll('a')) {
      const href = a.getAttribute('href') ?? '';
      await expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    const safe = within(md).getByRole('link', { name: 'safe link' });
    await expect(safe).toHaveAttribute('href', 'https://example.com');
    safe.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(safe);
    await waitFor(() => expect(window.__xss).toBeUndefined());
  },
};

export const RegularUserSelector: Story = {
  args: {
    selector: {
      isAdmin: false,
      companies: [],
      stores: stores.filter((st) => st.company_id === 1),
      selectedCompany: 'no-company',
      selectedStore: '12',
      selectedDate: '2026-11-20',
      onCompanyChange: fn(),
      onStoreChange: fn(),
      onDateChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Report selection' });
    await expect(bar.querySelector('[data-field="company"]')).toBeNull();
    await expect(bar.querySelector('[data-field="store"]')).not.toBeNull();
    await expect(within(bar).getByText('Select report date')).toBeInTheDocument();
  },
};
