import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Search users',
    placeholder: 'Search users by name or email...',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeSubmitClear: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByRole('searchbox', { name: 'Search users' });
    await expect(input).toHaveAttribute('placeholder', 'Search users by name or email...');
    // The clear button is hidden (display: none) while the field is empty.
    await expect(c.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'Ann{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ann');
    await expect(args.onSubmit).toHaveBeenCalledWith('Ann');
    await userEvent.click(c.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'bob' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search users' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
