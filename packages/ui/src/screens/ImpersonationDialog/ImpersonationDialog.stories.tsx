import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { users } from '../fixtures';
import { ImpersonationDialog, type ImpersonationDialogProps } from './ImpersonationDialog';
import { impersonationDialogMeta } from './ImpersonationDialog.storyKit';
import { impersonationStrings as s } from './strings';

const meta = {
  title: 'Screens/ImpersonationDialog',
  component: ImpersonationDialog,
  ...impersonationDialogMeta,
} satisfies Meta<typeof ImpersonationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: s.title });

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent(/^Loading users\.\.\.$/);
    await expect(d.getByRole('searchbox')).toBeDisabled();
    await expect(d.queryByRole('listbox')).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ args }) => {
    const el = await dialog();
    const d = within(el);
    const search = d.getByRole('searchbox', { name: s.searchLabel });
    await expect(search).toHaveAttribute('placeholder', 'Search users by name or email...');
    const options = d.getAllByRole('option');
    await expect(options).toHaveLength(5);
    // Name (or e-mail when there is no name), then the e-mail, then the Admin User tag for admins.
    await expect(options[0]).toHaveTextContent('Avery Adminadmin@storeops.testAdmin User');
    await expect(options[1]).toHaveTextContent(/^Sam Staffstaff@storeops\.test$/);
    await expect(options[3]!.querySelector('.primary')).toHaveTextContent('j.chen@bayside.test');
    await expect(options.filter((o) => o.textContent?.includes('Admin User'))).toHaveLength(2);
    const list = el.querySelector<HTMLElement>('[role="listbox"]')!.parentElement!;
    await expect(getComputedStyle(list).maxHeight).toBe('400px');
    await expect(getComputedStyle(list).overflowY).toBe('auto');
    await userEvent.click(options[2]!);
    await expect(args.onSelect).toHaveBeenCalledWith(users[2]);
  },
};

export const LongListScrolls: Story = {
  args: {
    state: {
      status: 'selecting',
      users: Array.from({ length: 40 }, (_, i) => ({
        id: 100 + i,
        email: `user${i}@storeops.test`,
        name: `User ${i}`,
        admin: i % 7 === 0,
      })),
      totalUsers: 40,
      query: '',
    },
  },
  play: async () => {
    const el = await dialog();
    const list = el.querySelector<HTMLElement>('[role="listbox"]')!.parentElement!;
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(list.scrollHeight).toBeGreaterThan(400);
  },
};

export const SearchTyping: Story = {
  args: { state: { status: 'selecting', users, totalUsers: users.length, query: '' } },
  play: async ({ args }) => {
    const d = within(await dialog());
    const search = d.getByRole('searchbox', { name: s.searchLabel });
    await userEvent.type(search, 'M');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('M');
  },
};

/** Story-only stand-in for the machine: filters case-insensitively on e-mail and name. */
function MachineLike(props: ImpersonationDialogProps) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const filtered = users.filter((u) => u.email.toLowerCase().includes(q) || u.name.toLowerCase().includes(q));
  return (
    <ImpersonationDialog
      {...props}
      state={{ status: 'selecting', users: filtered, totalUsers: users.length, query }}
      onQueryChange={(v) => {
        props.onQueryChange(v);
        setQuery(v);
      }}
    />
  );
}

export const SearchNarrowsTheList: Story = {
  render: (args) => <MachineLike {...args} />,
  play: async () => {
    const d = within(await dialog());
    const search = d.getByRole('searchbox', { name: s.searchLabel });
    await userEvent.type(search, 'MARIA');
    await waitFor(() => expect(d.getAllByRole('option')).toHaveLength(1));
    await expect(d.getByRole('option')).toHaveTextContent('Maria Lopez');
    await userEvent.clear(search);
    await userEvent.type(search, 'NORTHWIND');
    await waitFor(() => expect(d.getAllByRole('option')).toHaveLength(1));
    await expect(d.getByRole('option')).toHaveTextContent('Olivia Parkops.lead@northwind.testAdmin User');
  },
};

export const NoMatches: Story = {
  args: { state: { status: 'selecting', users: [], totalUsers: users.length, query: 'zzz' } },
  play: async () => {
    const d = within(await dialog());
    await waitFor(() => expect(d.getByText('No users found matching your search')).toBeVisible());
    await waitFor(() => expect(d.getByText('Try adjusting your search terms')).toBeVisible());
    await expect(d.getByRole('searchbox')).toHaveValue('zzz');
    await expect(d.queryByText(s.noUsers)).toBeNull();
  },
};

export const NoUsers: Story = {
  args: { state: { status: 'selecting', users: [], totalUsers: 0, query: '' } },
  play: async () => {
    const d = within(await dialog());
    await waitFor(() => expect(d.getByText('No users available')).toBeVisible());
    await expect(d.queryByText(s.noMatches)).toBeNull();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'loadError' } },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
    await userEvent.click(d.getByRole('button', { name: s.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Starting: Story = {
  args: { state: { status: 'starting', userId: 2, users, totalUsers: users.length, query: '' } },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent(s.starting);
    await userEvent.click(d.getAllByRole('option')[1]!);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const StartError: Story = {
  args: { state: { status: 'startError', users, totalUsers: users.length, query: '' } },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent(/^Failed to start impersonation\.$/);
    await expect(d.getAllByRole('option')).toHaveLength(5);
  },
};

export const StartErrorServerReason: Story = {
  args: {
    state: {
      status: 'startError',
      reason: 'You cannot impersonate another administrator.',
      users,
      totalUsers: users.length,
      query: '',
    },
  },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent(/^You cannot impersonate another administrator\.$/);
  },
};

/** Story-only trigger, as the drawer's `Impersonate User` item would open it. */
function WithTrigger(props: ImpersonationDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Impersonate User</Button>
      <ImpersonationDialog
        {...props}
        isOpen={open}
        onOpenChange={(o) => {
          props.onOpenChange(o);
          setOpen(o);
        }}
      />
    </>
  );
}

export const KeyboardEscapeAndCancel: Story = {
  args: { isOpen: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Impersonate User' });
    await step('Escape closes and focus returns to the trigger', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await dialog();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('Cancel closes too', async () => {
      await userEvent.keyboard('{Enter}');
      const d = within(await dialog());
      await userEvent.click(d.getByRole('button', { name: s.cancel }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};
