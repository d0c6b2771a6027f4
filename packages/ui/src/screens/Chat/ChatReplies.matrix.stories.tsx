import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { ChatScreen } from './Chat';
import { chatRepliesMeta, question, reply, suggestions, traced } from './ChatReplies.storyKit';

const meta = {
  title: 'Brand Matrix/Chat replies',
  component: ChatScreen,
  ...chatRepliesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...chatRepliesMeta.parameters },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Designers: a reply streaming under a traced one (a figure flagged) and a stopped one, with the
 * suggested questions, in every brand x mode.
 */
export const Streaming: Story = {
  parameters: {
    ...brandMatrixParameters,
    frame: false,
  },
  args: {
    suggestions,
    isProcessing: true,
    pendingReply: { status: 'streaming', text: 'Net sales were **$8,412.50**', tool: 'compare_days' },
    messages: [
      question('How did Uptown do yesterday?'),
      traced,
      question('Stop that', '2026-11-20T15:05:00Z'),
      reply('Net sales were', {
        model: undefined,
        provider: undefined,
        stopped: true,
        timestamp: '2026-11-20T15:05:02Z',
      }),
    ],
  },
  play: async ({ canvasElement: el }) => {
    await waitFor(() =>
      expect(el.querySelectorAll('mark[data-figure-status="flagged"]').length).toBeGreaterThan(0),
    );
    await expect(el.querySelectorAll('[data-part="stopped"]').length).toBeGreaterThan(0);
  },
};
