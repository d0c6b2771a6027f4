import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Manual context', onChange: fn(), onTextAreaKeyDown: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourRows: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Manual context' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, 'Line one{Shift>}{Enter}{/Shift}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
    await expect(args.onTextAreaKeyDown).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Context is too long', defaultValue: 'x' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Manual context' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Context is too long');
  },
};
