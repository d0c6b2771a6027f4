import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Include weather', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Include weather' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate
      </Checkbox>
      <Checkbox {...args} isInvalid>
        Invalid
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(c.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    await expect(c.getByRole('checkbox', { name: 'Invalid' })).toHaveAttribute('aria-invalid', 'true');
    const disabled = c.getByRole('checkbox', { name: 'Disabled' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
