import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Context source',
    defaultValue: 'report',
    onChange: fn(),
    children: [
      <Radio key="report" value="report">
        Report context
      </Radio>,
      <Radio key="manual" value="manual">
        Manual context
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radiogroup', { name: 'Context source' })).toBeInTheDocument();
    const report = c.getByRole('radio', { name: 'Report context' });
    await expect(report).toBeChecked();
    await userEvent.tab();
    await expect(report).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(c.getByRole('radio', { name: 'Manual context' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('manual');
    await userEvent.click(report);
    await expect(args.onChange).toHaveBeenLastCalledWith('report');
  },
};

export const HorizontalDisabled: Story = {
  args: { orientation: 'horizontal', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Manual context' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(c.getByRole('radio', { name: 'Report context' })).toBeChecked();
  },
};
