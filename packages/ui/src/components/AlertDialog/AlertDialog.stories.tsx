import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Clear Cache',
    children: 'Remove 12 cached entries (3.40 MB)?',
    confirmLabel: 'Clear Cache',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const withTrigger: Story['render'] = (args) => (
  <DialogTrigger>
    <Button variant="danger">Clear Cache…</Button>
    <AlertDialog {...args} />
  </DialogTrigger>
);

export const Confirm: Story = {
  render: withTrigger,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Cache…' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Clear Cache' });
    await expect(dialog).toHaveTextContent('Remove 12 cached entries (3.40 MB)?');
    // Focus starts on Cancel so Enter cannot destroy by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cache' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  render: withTrigger,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Clear Cache…' });
    await userEvent.click(trigger);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelButton: Story = {
  render: withTrigger,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Cache…' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}'); // Enter on the focused Cancel
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isOpen: true, isPending: true, keepOpenOnConfirm: true },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Clear Cache' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
  },
};

/** A caller that clears what it asked about on confirm (the title goes to ''), as the token list does. */
function ClearsOnConfirm(args: Story['args']) {
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <>
      <Button variant="danger" onPress={() => setAsked('POS nightly')}>
        Revoke…
      </Button>
      <AlertDialog
        {...args}
        title={asked ? `Revoke ${asked}?` : ''}
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        onConfirm={() => {
          args?.onConfirm?.();
          setAsked(null);
        }}
      >
        {asked ? `Integrations using ${asked} stop working.` : ''}
      </AlertDialog>
    </>
  );
}

export const KeepsTitleWhileClosing: Story = {
  render: (args) => <ClearsOnConfirm {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke…' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke POS nightly?' });
    // What the dialog says at every change of the page until it is gone (the click's own changes
    // included), observed, not sampled: the same on a busy machine and with or without an exit
    // animation.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const closing = document.querySelector('[role="alertdialog"]');
      if (!closing) return;
      const heading = document.getElementById(closing.getAttribute('aria-labelledby') ?? '');
      seen.add(`${heading?.textContent} | ${closing.querySelector('[data-part="body"]')?.textContent}`);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cache' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    observer.disconnect();
    // Still named, still saying what it was about, until it is gone.
    await expect([...seen]).toEqual(['Revoke POS nightly? | Integrations using POS nightly stop working.']);
  },
};
