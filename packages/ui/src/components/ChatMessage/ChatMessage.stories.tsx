import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatMessage } from './ChatMessage';

const meta = {
  title: 'Components/ChatMessage',
  component: ChatMessage,
  args: { timeZone: 'UTC', locale: 'en-US' },
  decorators: [
    (Story) => (
      <ol style={{ display: 'grid', gap: 12, padding: 16, margin: 0 }}>
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof ChatMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMessage: Story = {
  args: {
    message: {
      user: 'user',
      msg: 'How did **Uptown** do?\nSecond line',
      llm: '/api/llm/chat/gpt-4o',
      timestamp: '2026-11-20T15:04:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-component="ChatMessage"]')!;
    await expect(row).toHaveAttribute('data-author', 'user');
    await expect(getComputedStyle(row).justifyContent).toBe('flex-end');
    const bubble = within(canvasElement).getByRole('article', { name: 'You' });
    // The user's own text is shown as typed, never parsed as markdown.
    await expect(bubble.querySelector('[data-part="body"]')).toHaveTextContent(
      'How did **Uptown** do? Second line',
    );
    await expect(bubble.querySelector('strong')).toBeNull();
    const style = getComputedStyle(bubble);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopWidth).toBe('2px');
    // The green role of the theme (userMessageBorder), resolved from its CSS variable.
    const green = getComputedStyle(canvasElement).getPropertyValue('--so-color-user-message-border').trim();
    await expect(green).not.toBe('');
    const probe = document.createElement('div');
    probe.style.color = green;
    document.body.append(probe);
    await expect(style.borderTopColor).toBe(getComputedStyle(probe).color);
    probe.remove();
    await expect(bubble.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T15:04:00Z');
    await expect(bubble.querySelector('time')).toHaveTextContent('Nov 20, 2026, 3:04 PM');
  },
};

export const SystemReply: Story = {
  args: {
    message: {
      user: 'system',
      msg: 'Net sales were **$8,412.50**.\n\n- Labor cost: 24.1%',
      llm: '/api/llm/tools/gpt-4o',
      model: 'gpt-4o-2024-08-06',
      tools: ['sales_summary', 'hourly_breakdown'],
      timestamp: '2026-11-20T15:04:09Z',
    },
  },
  play: async ({ canvasElement }) => {
    const bubble = within(canvasElement).getByRole('article', { name: 'Assistant' });
    await expect(bubble.querySelector('strong')).toHaveTextContent('$8,412.50');
    await expect(within(bubble).getByRole('listitem')).toHaveTextContent('Labor cost: 24.1%');
    await expect(bubble.querySelector('[data-part="model"]')).toHaveTextContent(/^gpt-4o-2024-08-06$/);
    await expect(bubble.querySelector('[data-part="tools"]')).toHaveTextContent(
      /^used: sales_summary, hourly_breakdown$/,
    );
    await expect(bubble.querySelector('time')).toHaveTextContent('Nov 20, 2026, 3:04 PM');
    const row = canvasElement.querySelector<HTMLElement>('[data-component="ChatMessage"]')!;
    await expect(getComputedStyle(row).justifyContent).toBe('flex-start');
  },
};

/** A reply that names no model (stopped, failed): the model its endpoint asked for, by its name. */
/** A stopped or failed reply names no model: its endpoint's name from the catalogue, for everyone. */
export const ModelFallsBackToLlm: Story = {
  args: {
    message: {
      user: 'system',
      msg: 'Two employees clocked in late.',
      llm: '/api/llm/tools/gpt-4o-mini',
      timestamp: '2026-11-20T15:05:06Z',
    },
  },
  play: async ({ canvasElement }) => {
    const bubble = within(canvasElement).getByRole('article', { name: 'Assistant' });
    await expect(bubble.querySelector('[data-part="model"]')).toHaveTextContent(/^GPT-4o mini with tools$/);
  },
};

/** An endpoint outside the catalogue (a model since removed) is shown as it is. */
export const ModelOutsideTheCatalogue: Story = {
  args: {
    message: {
      user: 'system',
      msg: 'Two employees clocked in late.',
      llm: '/api/llm/chat/gpt-3.5',
      timestamp: '2026-11-20T15:05:06Z',
    },
  },
  play: async ({ canvasElement }) => {
    const bubble = within(canvasElement).getByRole('article', { name: 'Assistant' });
    await expect(bubble.querySelector('[data-part="model"]')).toHaveTextContent(
      /^\/api\/llm\/chat\/gpt-3\.5$/,
    );
  },
};
