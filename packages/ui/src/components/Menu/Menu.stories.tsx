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

/** A long list (the chat's "Regenerate with..." over every model) scrolls inside a box on screen. */
export const LongList: Story = {
  args: {
    label: 'Regenerate with...',
    items: Array.from({ length: 40 }, (_, i) => ({
      id: `/api/llm/chat/model-${i + 1}`,
      label: `Model ${i + 1}`,
      description: `/api/llm/chat/model-${i + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Regenerate with...' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(40);
    const box = menu.closest<HTMLElement>('[data-part="menu-popover"]')!;
    const rect = box.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThanOrEqual(0);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await userEvent.keyboard('{Escape}');
  },
};
