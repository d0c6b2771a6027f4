import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatInput } from './ChatInput';
import { chatInputStrings as s } from './strings';

const meta = {
  title: 'Components/ChatInput',
  component: ChatInput,
  args: { onSend: fn() },
} satisfies Meta<typeof ChatInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: s.label });
    await step('Shift+Enter inserts a newline and does not send', async () => {
      await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
      await expect(box).toHaveValue('First line\nsecond line');
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('Enter sends the whole message and clears the input', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
      await expect(box).toHaveValue('');
    });
  },
};

export const EmptyNotSent: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: s.label });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(c.getByRole('button', { name: s.send }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SendButton: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: s.label }), 'Labor cost today?');
    await userEvent.click(c.getByRole('button', { name: s.send }));
    await expect(args.onSend).toHaveBeenCalledWith('Labor cost today?');
  },
};

export const Processing: Story = {
  args: { isProcessing: true, defaultValue: 'Next question' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: s.processingLabel });
    await expect(button).toHaveTextContent(/^\.\.\.$/);
    await userEvent.click(c.getByRole('textbox', { name: s.label }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, placeholder: 'Sign in to chat with the assistant' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: s.label })).toBeDisabled();
    await expect(c.getByRole('button', { name: s.send })).toBeDisabled();
  },
};
