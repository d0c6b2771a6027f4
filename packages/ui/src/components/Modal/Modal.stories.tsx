import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger, Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { title: 'Cache details', children: 'Nothing cached yet.' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const KeyboardOpenEscapeClose: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>View Details</Button>
      <Modal {...args} footer={(close) => <Button onPress={close}>Done</Button>} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View Details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Cache details' });
    await expect(dialog).toHaveTextContent('Nothing cached yet.');
    await expect(dialog.closest('[data-component="Modal"]')).not.toBeNull();
    // Focus is trapped inside: Tab cycles Close -> Done -> Close.
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonAndFooter: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal {...args} footer={(close) => <Button onPress={close}>Done</Button>} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Reopen</Button>
      <Modal
        title="Controlled"
        isOpen={open}
        onOpenChange={(o) => {
          setOpen(o);
          onOpenChange(o);
        }}
      >
        Controlled body
      </Modal>
    </>
  );
}

export const ControlledOpen: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <Controlled onOpenChange={args.onOpenChange!} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Controlled' });
    await expect(dialog).toHaveTextContent('Controlled body');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
