import type { ChatMessage as ChatMessageData } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatMessage, loadReplyExtras } from '../../components/ChatMessage';
import { demoScript } from '../fixtures';
import { DEMO_MESSAGE_INTERVAL_MS, DemoChat, type DemoChatProps } from './DemoChat';
import { demoChatMeta } from './DemoChat.storyKit';
import { demoChatStrings as s } from './strings';

/** Story-only stand-in for the demo machine: appends the next scripted message every interval. */
function ScriptedFeed({
  script,
  intervalMs,
  ...rest
}: Omit<DemoChatProps, 'messages'> & { script: readonly ChatMessageData[]; intervalMs: number }) {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= script.length) return;
    const id = setTimeout(() => setCount((n) => n + 1), intervalMs);
    return () => clearTimeout(id);
  }, [count, script.length, intervalMs]);
  return <DemoChat {...rest} messages={script.slice(0, count)} />;
}

const meta = {
  title: 'Screens/DemoChat',
  component: DemoChat,
  ...demoChatMeta,
} satisfies Meta<typeof DemoChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The marker the Scripted story waits for: a reply that does take actions, hidden beside the demo. Its
 * Copy shows once the actions' module has loaded and React has rendered what that load changed.
 */
const probeReply: ChatMessageData = {
  user: 'system',
  msg: 'Probe.',
  llm: 'demo',
  model: 'demo',
  timestamp: '2026-11-20T12:00:00Z',
};

export const Scripted: Story = {
  render: (args) => (
    <>
      <DemoChat {...args} />
      <div hidden data-testid="actions-probe">
        <ChatMessage message={probeReply} timeZone="UTC" locale="en-US" />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: s.title })).toBeVisible();
    const log = c.getByRole('log');
    const articles = within(log).getAllByRole('article');
    await expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'You',
      'Assistant',
      'You',
      'Assistant',
    ]);
    await expect(articles[1]?.querySelector('strong')).toHaveTextContent('$8,412.50');
    // A scripted conversation has no reply actions: with their module loaded, still none shows.
    await loadReplyExtras();
    await within(c.getByTestId('actions-probe')).findByRole('button', { name: 'Copy', hidden: true });
    await expect(c.queryAllByRole('button', { name: 'Copy' })).toEqual([]);
    await expect(canvasElement.querySelectorAll('mark[data-figure]')).toHaveLength(0);
  },
};

export const InteractionDisabled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', s.inputPlaceholder);
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'hello');
    await expect(input).toHaveValue('');
    await expect(c.getByText(s.disabledNote)).toBeVisible();
  },
};

export const NewMessageEvery3s: Story = {
  // Two messages: the story ends in the same state however long the screenshot waits.
  render: (args) => (
    <ScriptedFeed {...args} script={demoScript.slice(0, 2)} intervalMs={DEMO_MESSAGE_INTERVAL_MS} />
  ),
  play: async ({ canvasElement }) => {
    await expect(DEMO_MESSAGE_INTERVAL_MS).toBe(3000);
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getAllByRole('article')).toHaveLength(1);
    const started = performance.now();
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(2), { timeout: 4500 });
    const elapsed = performance.now() - started;
    await expect(elapsed).toBeGreaterThan(2500);
    await expect(within(log).getAllByRole('article')[1]).toHaveAttribute('aria-label', 'Assistant');
  },
};
