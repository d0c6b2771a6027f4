import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { icons } from '../IconButton';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No users found matching your search',
    description: 'Try adjusting your search terms',
    icon: icons.search,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'No users found matching your searchTry adjusting your search terms',
    );
    await expect(status).toHaveAttribute('data-variant', 'empty');
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  args: {
    title: 'Failed to load users. Please try again.',
    description: undefined,
    variant: 'error',
    action: <Button onPress={retry}>Retry</Button>,
  },
  beforeEach: () => {
    retry.mockClear();
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Failed to load users. Please try again.Retry');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const NoUsersAvailable: Story = {
  args: { title: 'No users available', description: undefined, icon: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No users available');
    await expect(status.querySelector('.so-icon')).toBeNull();
  },
};
