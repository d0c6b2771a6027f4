import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton, icons } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Refresh Stats',
    onOpenChange: fn(),
    children: <IconButton aria-label="Refresh">{icons.search}</IconButton>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const FocusShowsEscapeHides: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toHaveFocus();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Refresh Stats');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const BlurHides: Story = {
  args: { placement: 'bottom' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tooltip {...args} />
      <IconButton aria-label="Next">{icons.chevronRight}</IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Refresh Stats');
    await expect(tip).toHaveAttribute('data-placement', 'bottom');
    await expect(button).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const ControlledOpen: Story = {
  args: { isOpen: true, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Refresh Stats');
    await expect(tip).toHaveAttribute('data-placement', 'bottom');
    await expect(button).toHaveAttribute('aria-describedby', tip.id);
  },
};
