import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, parseIsoDate } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-11-03' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: 'Select report date' });
    await expect(within(group).getByRole('spinbutton', { name: /month/i })).toHaveTextContent('11');
    await expect(within(group).getByRole('spinbutton', { name: /day/i })).toHaveTextContent('3');
    await expect(within(group).getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2026');
    const open = c.getByRole('button', { name: /Open calendar/ });
    await userEvent.click(open);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /Monday, November 16, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-16');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const KeyboardEntryAndEscape: Story = {
  args: { defaultValue: '2026-01-31' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const day = c.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01-30');
    const open = c.getByRole('button', { name: /Open calendar/ });
    await userEvent.click(open);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const year = within(canvasElement).getByRole('spinbutton', { name: /year/i });
    await expect(year).toHaveTextContent('yyyy');
    await expect(parseIsoDate('2026-02-30')).toBeNull();
    await expect(parseIsoDate('not a date')).toBeNull();
    await expect(parseIsoDate('2026-02-28')?.toString()).toBe('2026-02-28');
  },
};

export const CustomLabelDisabled: Story = {
  args: { label: 'Shift date', value: '2026-05-01', isDisabled: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Shift date' })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: /Open calendar/ })).toBeDisabled();
  },
};
