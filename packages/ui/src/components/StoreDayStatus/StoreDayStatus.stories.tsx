import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreDayStatus } from './StoreDayStatus';
import { storeDayStatusStrings as s } from './strings';

const meta = {
  title: 'Components/StoreDayStatus',
  component: StoreDayStatus,
  args: { status: 'idle', onRefresh: fn() },
} satisfies Meta<typeof StoreDayStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector('[data-part="store-day-status"]') as HTMLElement;

/** Asserts the status line's text and that Refresh is disabled: pressing it does nothing. */
async function expectWaiting(canvasElement: HTMLElement, onRefresh: () => void, text: string) {
  const c = within(canvasElement);
  await expect(c.getByRole('status')).toHaveTextContent(new RegExp(`^${text.replace(/\./g, '\\.')}$`));
  await expect(c.queryByRole('alert')).toBeNull();
  const refresh = c.getByRole('button', { name: s.refresh });
  await expect(refresh).toBeDisabled();
  await userEvent.click(refresh);
  await expect(onRefresh).not.toHaveBeenCalled();
}

/** Asserts the status line's text and that Refresh works by pointer and by keyboard. */
async function expectRefreshable(canvasElement: HTMLElement, onRefresh: () => void) {
  const refresh = within(canvasElement).getByRole('button', { name: s.refresh });
  await expect(refresh).toBeEnabled();
  await userEvent.click(refresh);
  await expect(onRefresh).toHaveBeenCalledTimes(1);
  refresh.blur();
  await userEvent.tab();
  await expect(refresh).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onRefresh).toHaveBeenCalledTimes(2);
}

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-status', 'idle');
    await expectWaiting(canvasElement, args.onRefresh, 'No store-day selected');
  },
};

export const NetworkLoading: Story = {
  args: { status: 'networkLoading' },
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-status', 'networkLoading');
    await expectWaiting(canvasElement, args.onRefresh, 'Loading store-day data...');
  },
};

export const CacheHit: Story = {
  args: { status: 'cacheHit' },
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-status', 'cacheHit');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Store-day data from the browser cache$/,
    );
    await expectRefreshable(canvasElement, args.onRefresh);
  },
};

export const CacheMiss: Story = {
  args: { status: 'cacheMiss' },
  play: async ({ canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-status', 'cacheMiss');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Store-day data from the server$/,
    );
    await expectRefreshable(canvasElement, args.onRefresh);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', error: 'CSV proxy error: 502 Bad Gateway' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-status', 'error');
    await expect(c.getByRole('alert')).toHaveTextContent(/^CSV proxy error: 502 Bad Gateway$/);
    await expect(c.queryByRole('status')).toBeNull();
    await expectRefreshable(canvasElement, args.onRefresh);
  },
};

export const ErrorWithoutMessage: Story = {
  args: { status: 'error', error: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Failed to fetch CSV data$/);
  },
};
