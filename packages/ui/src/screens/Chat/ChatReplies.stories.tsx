import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ChatScreen } from './Chat';
import { chatRepliesMeta, question, reply, suggestions } from './ChatReplies.storyKit';

const withTable = reply(
  'Hourly sales:\n\n| Hour | Net sales | Note |\n| --- | ---: | --- |\n| 11 AM | 612.40 | =SUM(A1) |\n| 12 PM | 1,204.10 | peak, busy |',
);

const meta = {
  title: 'Screens/Chat/Replies',
  component: ChatScreen,
  ...chatRepliesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...chatRepliesMeta.parameters },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (el: HTMLElement) => within(el).getByRole('log', { name: 'Conversation' });
const articles = (el: HTMLElement) => within(log(el)).getAllByRole('article');
const lastReply = (el: HTMLElement) => articles(el).at(-1) as HTMLElement;
const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);

export const Waiting: Story = {
  args: {
    isProcessing: true,
    messages: [question('How did Uptown do yesterday?')],
    pendingReply: { status: 'waiting' },
  },
  play: async ({ canvasElement: el, args }) => {
    await expect(part(lastReply(el), 'waiting')).toHaveTextContent(/^\.\.\.$/);
    await expect(part(lastReply(el), 'waiting')).toHaveAccessibleName('The assistant is writing a reply');
    // Stop stands beside Send while a reply is in flight; Send shows the spec's ellipsis.
    await expect(part(el, 'send')).toHaveTextContent(/^\.\.\.$/);
    await expect(part(el, 'send')).toHaveAccessibleName('Sending, waiting for the reply');
    await userEvent.click(within(el).getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    // No Regenerate nor Edit while in flight.
    await expect(within(el).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

export const StreamingToolRunning: Story = {
  args: {
    isProcessing: true,
    messages: [question('Compare with last week')],
    pendingReply: { status: 'streaming', text: 'Net sales were **$8,412.50**, up', tool: 'compare_days' },
  },
  play: async ({ canvasElement: el }) => {
    const pending = lastReply(el);
    await waitFor(() => expect(pending.querySelector('strong')).toHaveTextContent('$8,412.50'));
    await expect(part(pending, 'body')).toHaveTextContent(/^Net sales were \$8,412\.50, up$/);
    await expect(part(pending, 'tool')).toHaveTextContent(/^Running compare_days\.\.\.$/);
    await expect(within(el).getByRole('button', { name: 'Stop' })).toBeEnabled();
  },
};

export const Stopped: Story = {
  args: {
    messages: [
      question('Give me the long version'),
      reply('Net sales were $8,412.50 and', { model: undefined, provider: undefined, stopped: true }),
    ],
  },
  play: async ({ canvasElement: el }) => {
    await expect(part(lastReply(el), 'stopped')).toHaveTextContent(/^Stopped$/);
    await expect(part(lastReply(el), 'body')).toHaveTextContent(/^Net sales were \$8,412\.50 and$/);
    await expect(part(el, 'send')).toHaveTextContent(/^Send$/);
  },
};

export const FailedThenRegenerate: Story = {
  args: {
    messages: [
      question('How were sales?'),
      reply('Error: Failed to fetch API', {
        model: undefined,
        provider: undefined,
        llm: '/api/llm/chat/gpt-4o',
      }),
    ],
  },
  play: async ({ canvasElement: el, args }) => {
    await expect(part(lastReply(el), 'body')).toHaveTextContent(/^Error: Failed to fetch API$/);
    // An error has no details; it can be asked again.
    await expect(part(lastReply(el), 'details')).toBeNull();
    await userEvent.click(await within(lastReply(el)).findByRole('button', { name: 'Regenerate' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith();
  },
};

export const ReplyDetailsOpen: Story = {
  play: async ({ canvasElement: el }) => {
    const r = lastReply(el);
    await userEvent.click(await within(r).findByRole('button', { name: 'Reply details' }));
    const details = part(r, 'details') as HTMLElement;
    const value = (name: string) => details.querySelector(`[data-detail="${name}"]`)?.textContent;
    await waitFor(() => expect(value('model')).toBe('gpt-4o-2024-08-06'));
    await expect(value('provider')).toBe('openai');
    await expect(value('tools')).toBe('sales_summary');
    await expect(value('duration')).toBe('5.2 s');
    await expect(value('tokens-in')).toBe('1,840');
    await expect(value('tokens-out')).toBe('96');
  },
};

export const RegenerateWithAnotherModel: Story = {
  args: {
    regenerateModels: [
      { path: '/api/llm/chat/gpt-4o', label: 'GPT-4o' },
      { path: '/api/llm/tools/o3', label: 'o3 (tools)' },
    ],
  },
  play: async ({ canvasElement: el, args }) => {
    await userEvent.click(await within(lastReply(el)).findByRole('button', { name: 'Regenerate with...' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /o3 \(tools\)/ }));
    await expect(args.onRegenerate).toHaveBeenCalledWith('/api/llm/tools/o3');
  },
};

export const EditAndResend: Story = {
  play: async ({ canvasElement: el, args, step }) => {
    const mine = () => articles(el)[0] as HTMLElement;
    await step('Edit puts the question back in a field; Cancel leaves it', async () => {
      await userEvent.click(await within(mine()).findByRole('button', { name: 'Edit' }));
      const field = within(mine()).getByRole('textbox', { name: 'Edit your message' });
      await expect(field).toHaveValue('How did Uptown do yesterday?');
      await userEvent.click(within(mine()).getByRole('button', { name: 'Cancel' }));
      await expect(part(mine(), 'body')).toHaveTextContent(/^How did Uptown do yesterday\?$/);
    });
    await step('Save & send asks the edited question', async () => {
      await userEvent.click(within(mine()).getByRole('button', { name: 'Edit' }));
      const field = within(mine()).getByRole('textbox', { name: 'Edit your message' });
      await userEvent.clear(field);
      await userEvent.type(field, 'How did Downtown do?');
      await userEvent.click(within(mine()).getByRole('button', { name: 'Save & send' }));
      await expect(args.onEdit).toHaveBeenCalledWith('How did Downtown do?');
    });
  },
};

export const TableCopy: Story = {
  args: { messages: [question('Hourly sales?'), withTable] },
  play: async ({ canvasElement: el, step }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await step('Copy as CSV: formula-safe RFC 4180, numbers kept as numbers', async () => {
        await userEvent.click(await within(lastReply(el)).findByRole('button', { name: 'Copy as CSV' }));
        await expect(write).toHaveBeenLastCalledWith(
          'Hour,Net sales,Note\r\n11 AM,612.4,\'=SUM(A1)\r\n12 PM,"1,204.10","peak, busy"',
        );
        await expect(await within(lastReply(el)).findByRole('button', { name: 'Copied' })).toBeVisible();
      });
      await step('Copy as TSV', async () => {
        await userEvent.click(within(lastReply(el)).getByRole('button', { name: 'Copy as TSV' }));
        await expect(write).toHaveBeenLastCalledWith(
          "Hour\tNet sales\tNote\n11 AM\t612.40\t'=SUM(A1)\n12 PM\t1,204.10\tpeak, busy",
        );
      });
      await step('Copy: the reply as Markdown', async () => {
        await userEvent.click(within(lastReply(el)).getByRole('button', { name: 'Copy' }));
        await expect(write).toHaveBeenLastCalledWith(withTable.msg);
      });
    } finally {
      write.mockRestore();
    }
  },
};

export const TracedAndFlaggedFigures: Story = {
  play: async ({ canvasElement: el, step }) => {
    const r = lastReply(el);
    const marks = () => [...r.querySelectorAll<HTMLElement>('mark[data-figure]')];
    await waitFor(() => expect(marks().length).toBe(5));
    await expect(marks().map((m) => [m.textContent, m.dataset.figureStatus])).toEqual([
      ['$8,412.50', 'traced'],
      ['412', 'traced'],
      ['34.2%', 'traced'],
      ['30%', 'traced'],
      ['$9,999.00', 'flagged'],
    ]);
    await step('Focus shows the block, the field and the value', async () => {
      marks()[0]!.focus();
      const tip = await within(r).findByRole('tooltip');
      await expect(marks()[0]).toHaveAccessibleDescription(
        'Block Sales summary Field Net sales Value $8,412.50',
      );
      await expect(tip.querySelector('[data-tip="block"]')).toHaveTextContent(/^Sales summary$/);
      await expect(tip.querySelector('[data-tip="field"]')).toHaveTextContent(/^Net sales$/);
      await expect(tip.querySelector('[data-tip="value"]')).toHaveTextContent(/^\$8,412\.50$/);
    });
    await step('Hover on a flagged number: not in the report context', async () => {
      marks()[0]!.blur();
      await userEvent.hover(marks()[4]!);
      await waitFor(() =>
        expect(within(r).getByRole('tooltip')).toHaveTextContent(/^not in the report context$/),
      );
      await userEvent.unhover(marks()[4]!);
      await waitFor(() => expect(within(r).queryByRole('tooltip')).toBeNull());
    });
  },
};

export const OfflineAnalystNotFlagged: Story = {
  args: {
    messages: [
      question('How did Uptown do yesterday?'),
      reply('Net sales were $8,412.50; the fryer timer ran 17 minutes over.', {
        model: 'local-analyst',
        provider: 'local',
      }),
    ],
  },
  play: async ({ canvasElement: el }) => {
    await waitFor(() => expect(lastReply(el).querySelectorAll('mark[data-figure]')).toHaveLength(1));
    await expect(lastReply(el).querySelector('mark[data-figure-status="flagged"]')).toBeNull();
  },
};

/**
 * The user picked another store-day since: the reply was asked with another context (its
 * `context_hash` differs from the figures'), so none of its numbers is marked or flagged.
 */
export const ReplyAboutAnotherDayNotTraced: Story = {
  args: {
    figuresContextHash: '0a0a0a0a',
    messages: [
      question('How did Uptown do yesterday?'),
      reply('Net sales were $8,412.50 against $9,999.00 planned.', { context_hash: '1b1b1b1b' }),
      question('And today?'),
      reply('Net sales are $8,412.50 so far.', { context_hash: '0a0a0a0a' }),
    ],
  },
  play: async ({ canvasElement: el }) => {
    // The reply about today is traced (so tracing has loaded); the one about yesterday is not.
    await waitFor(() => expect(lastReply(el).querySelectorAll('mark[data-figure]')).toHaveLength(1));
    const replies = el.querySelectorAll('article[data-author="system"]');
    await expect(replies).toHaveLength(2);
    await expect(replies[0]!.querySelectorAll('mark[data-figure]')).toHaveLength(0);
  },
};

/**
 * Dates and times are not figures: their digits are never marked, even where they equal a figure; the
 * counts after them that quote figures are.
 */
export const DatesAndTimesNotMarked: Story = {
  args: {
    figures: [27, 2, 14, 30, 11, 9].map((value, i) => ({
      block: 'sales',
      field: `counts[${i}]`,
      label: `Count ${i}`,
      value,
      unit: 'count' as const,
    })),
    messages: [
      question('What happened on the 27th?'),
      reply(
        'On Nov 27 (2026-11-27, 11/27) between 2 PM and 14:00, and at 9:30 AM, in 2026: 27 refunds, 2 voids, 14 comps, 30 waste entries, 11 discounts and 9 no-sales.',
      ),
    ],
  },
  play: async ({ canvasElement: el }) => {
    const marks = () => [...lastReply(el).querySelectorAll<HTMLElement>('mark[data-figure]')];
    await waitFor(() => expect(marks()).toHaveLength(6));
    await expect(
      marks().map((m) => [m.textContent, m.dataset.figureStatus, m.nextSibling?.textContent]),
    ).toEqual([
      ['27', 'traced', ' refunds, '],
      ['2', 'traced', ' voids, '],
      ['14', 'traced', ' comps, '],
      ['30', 'traced', ' waste entries, '],
      ['11', 'traced', ' discounts and '],
      ['9', 'traced', ' no-sales.'],
    ]);
    await expect(marks()[0]!.previousSibling?.textContent).toBe(
      'On Nov 27 (2026-11-27, 11/27) between 2 PM and 14:00, and at 9:30 AM, in 2026: ',
    );
  },
};

export const SuggestionChips: Story = {
  args: { suggestions },
  play: async ({ canvasElement: el, args }) => {
    const group = within(el).getByRole('group', { name: 'Suggested questions' });
    const chips = within(group).getAllByRole('button');
    await expect(chips.map((c) => c.textContent)).toEqual(suggestions.slice(0, 3));
    await userEvent.click(chips[0]!);
    await expect(args.onSend).toHaveBeenCalledWith('Why was labor 34.2% against a 30% target?');
  },
};

export const NoSuggestions: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement: el }) => {
    await expect(within(el).queryByRole('group', { name: 'Suggested questions' })).toBeNull();
  },
};
