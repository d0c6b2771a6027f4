import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { createToastQueue, ToastRegion } from './Toast';

function Demo({ timeout }: { timeout?: number }) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <Button
        onPress={() =>
          queue.add(
            { title: 'Cache cleared', description: '12 entries removed', variant: 'success' },
            { timeout },
          )
        }
      >
        Notify
      </Button>
      <Button
        variant="danger"
        onPress={() => queue.add({ title: 'Failed to start impersonation.', variant: 'danger' })}
      >
        Fail
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { queue: createToastQueue() },
  render: () => <Demo />,
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ShowAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    await expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    await expect(toast).toHaveTextContent('Cache cleared12 entries removed');
    await expect(toast).toHaveAttribute('data-variant', 'success');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Notify' }));
    await userEvent.click(c.getByRole('button', { name: 'Fail' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    await expect(within(region).getByText('Failed to start impersonation.')).toBeVisible();
  },
};

export const TimesOut: Story = {
  render: () => <Demo timeout={5000} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await body.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull(), {
      timeout: 7000,
    });
  },
};
