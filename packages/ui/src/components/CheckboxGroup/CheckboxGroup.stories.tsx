import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const blocks = ['sales', 'hourly', 'employees', 'tasks', 'samples', 'timers'];

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Included blocks',
    defaultValue: blocks,
    onChange: fn(),
    children: blocks.map((b) => (
      <Checkbox key={b} value={b}>
        {b}
      </Checkbox>
    )),
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIncludedByDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: 'Included blocks' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(blocks);
    await expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(c.getByRole('checkbox', { name: 'tasks' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'sales',
      'hourly',
      'employees',
      'samples',
      'timers',
    ]);
    await userEvent.click(c.getByRole('checkbox', { name: 'tasks' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'sales',
      'hourly',
      'employees',
      'samples',
      'timers',
      'tasks',
    ]);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['sales'] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'sales' })).toBeChecked();
    await expect(c.getByRole('checkbox', { name: 'hourly' })).not.toBeChecked();
  },
};
