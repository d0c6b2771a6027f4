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

/** While a reply is in flight, Stop stands beside Send (which keeps the spec's ellipsis). */
export const ProcessingWithStop: Story = {
  args: { isProcessing: true, defaultValue: 'Next question', onStop: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: s.processingLabel })).toHaveTextContent(/^\.\.\.$/);
    const stop = c.getByRole('button', { name: s.stop });
    await expect(stop).toHaveTextContent(/^Stop$/);
    await userEvent.click(stop);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
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

const promptOptions = [
  { id: 1, title: 'Labor vs forecast check', category: 'Labor' },
  { id: 2, title: 'Late clock-ins follow-up', category: 'People' },
  { id: 3, title: 'Pre-shift briefing', category: 'Shift' },
];
/** What the app passes: a filter over the library (here: the title contains every word). */
const picker = (onPick: (id: number) => void) => ({
  options: (query: string) =>
    promptOptions.filter((p) =>
      query
        .toLowerCase()
        .split(/\s+/)
        .every((w) => p.title.toLowerCase().includes(w)),
    ),
  onPick,
});

/** The list opens above the input (at the bottom of the chat): room for it in the canvas. */
const roomAbove: Story['decorators'] = [
  (Story) => (
    <div style={{ paddingTop: '16rem' }}>
      <Story />
    </div>
  ),
];

export const PromptPicker: Story = {
  args: { promptPicker: picker(fn()) },
  decorators: roomAbove,
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: s.label });
    const onPick = args.promptPicker?.onPick as ReturnType<typeof fn>;
    await step('/ at the start opens the list of every prompt, announced', async () => {
      await userEvent.type(box, '/');
      const list = c.getByRole('listbox', { name: 'Prompts' });
      await expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Labor vs forecast checkLabor',
        'Late clock-ins follow-upPeople',
        'Pre-shift briefingShift',
      ]);
      await expect(box).toHaveAttribute('aria-controls', list.id);
      await expect(canvasElement.querySelector('[data-part="picker-status"]')).toHaveTextContent(
        '3 prompts match. Up and down to choose, Enter to use, Escape to close.',
      );
    });
    await step(
      'typing filters; arrows move the active option; Enter chooses it and sends nothing',
      async () => {
        await userEvent.type(box, 'la');
        await expect(c.getAllByRole('option')).toHaveLength(2);
        await userEvent.keyboard('{ArrowDown}');
        const active = c.getByRole('option', { selected: true });
        await expect(active).toHaveTextContent('Late clock-ins follow-up');
        await expect(box).toHaveAttribute('aria-activedescendant', active.id);
        await userEvent.keyboard('{Enter}');
        await expect(onPick).toHaveBeenCalledWith(2);
        await expect(args.onSend).not.toHaveBeenCalled();
        await expect(c.queryByRole('listbox')).toBeNull();
      },
    );
    await step('no match says so; Escape closes and the draft stays', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, '/inventory');
      await expect(c.getByRole('listbox')).toHaveTextContent('No prompt matches.');
      await userEvent.keyboard('{Escape}');
      await expect(c.queryByRole('listbox')).toBeNull();
      await expect(box).toHaveValue('/inventory');
      await expect(box).not.toHaveAttribute('aria-controls');
    });
  },
};

export const PromptPickerOpen: Story = {
  name: 'Prompt picker open',
  args: { promptPicker: picker(fn()), defaultValue: '/' },
  decorators: roomAbove,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(3);
  },
};

export const FilledFromAPrompt: Story = {
  args: { fill: { text: 'Brief Downtown on 2026-11-25. Focus on the patio.', key: 1 } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: s.label });
    await expect(box).toHaveValue('Brief Downtown on 2026-11-25. Focus on the patio.');
    await expect(box).toHaveFocus();
  },
};
