import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const stores = [
  { id: '11', label: 'Downtown Deli', description: 'Austin, TX' },
  { id: '12', label: 'Airport Kiosk', description: 'Austin, TX' },
  { id: '21', label: 'Harbor Market', description: 'San Diego, CA' },
];

/** Controlled, as the admin screens use it: the picked value shows in the field. */
function Controlled(props: ComboBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 320 }}>
      <ComboBox
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Store', options: stores, value: null, onChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows by name or city; arrows and Enter pick; the field shows the name. */
export const SearchAndPickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Store' });
    await userEvent.click(box);
    await userEvent.type(box, 'diego');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Harbor Market San Diego, CA']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('21');
    await waitFor(() => expect(box).toHaveValue('Harbor Market'));
  },
};

/** The button opens the whole list; a click picks. */
export const PickWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show options Store' }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Airport Kiosk Austin, TX' }));
    await expect(args.onChange).toHaveBeenCalledWith('12');
  },
};

/** Text that matches nothing says so (and picks nothing). */
export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Store' });
    await userEvent.click(box);
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(within(document.body).getByText('No matches')).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { value: '11' },
  play: async ({ canvasElement }) => {
    // The input shows the selected item's text once the collection is built (a render later).
    await waitFor(() =>
      expect(within(canvasElement).getByRole('combobox', { name: 'Store' })).toHaveValue('Downtown Deli'),
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Store is required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Store is required.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '11' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Store' })).toBeDisabled();
  },
};
