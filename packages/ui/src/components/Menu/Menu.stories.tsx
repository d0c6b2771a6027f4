import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { icons } from '../IconButton';
import { Menu } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    onAction: fn(),
    items: [
      { id: 'refresh', label: 'Refresh Stats' },
      { id: 'details', label: 'View Details', description: 'Each cached date and store' },
      { id: 'export', label: 'Export', isDisabled: true },
      { id: 'clear', label: 'Clear Cache', variant: 'danger' },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ChooseWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'Refresh Stats',
      'View DetailsEach cached date and store',
      'Export',
      'Clear Cache',
    ]);
    await expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(items[3]!);
    await expect(args.onAction).toHaveBeenCalledWith('clear');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('details');
  },
};

export const IconTrigger: Story = {
  args: { label: 'More options', icon: icons.menu },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Refresh Stats' }));
    await expect(args.onAction).toHaveBeenCalledWith('refresh');
  },
};
