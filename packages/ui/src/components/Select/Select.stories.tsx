import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const stores = [
  { id: 's1', label: 'Downtown', description: 'Austin, TX' },
  { id: 's2', label: 'Lakeside', description: 'Madison, WI' },
  { id: 's3', label: 'Uptown', description: 'Dallas, TX', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Store', options: stores, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithMouse: Story = {
  args: { placeholder: 'Select a store' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: /Store/ });
    await expect(trigger).toHaveTextContent('Select a store');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Downtown Austin, TX',
      'Lakeside Madison, WI',
      'Uptown Dallas, TX',
    ]);
    await expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options[1]!);
    await expect(args.onChange).toHaveBeenCalledWith('s2');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Lakeside');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardAndEscape: Story = {
  args: { defaultValue: 's1' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: /Store/ });
    await expect(trigger).toHaveTextContent('Downtown');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('s2');
  },
};

function Controlled() {
  const [value, setValue] = useState<string | null>('s2');
  return (
    <>
      <Select label="Store" options={stores} value={value} onChange={setValue} />
      <output aria-label="selected">{value ?? 'none'}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /Store/ })).toHaveTextContent('Lakeside');
    await userEvent.click(c.getByRole('button', { name: /Store/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /Downtown/ }));
    await expect(c.getByLabelText('selected')).toHaveTextContent('s1');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 's1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Store/ })).toBeDisabled();
  },
};
