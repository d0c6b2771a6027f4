import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { admin, sideDrawerMeta, staff } from './SideDrawer.storyKit';
import { SideDrawer, type SideDrawerProps } from './SideDrawerModal';
import { sideDrawerStrings as s } from './strings';

const meta = {
  title: 'Screens/SideDrawer',
  component: SideDrawer,
  ...sideDrawerMeta,
} satisfies Meta<typeof SideDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = () => within(document.body).findByRole('navigation', { name: s.navLabel });
const topLevel = (el: HTMLElement) =>
  [...el.querySelectorAll(':scope > ul > li')].map(
    (li) => (li.querySelector('.label, [slot="trigger"] span') as HTMLElement | null)?.textContent,
  );

export const RegularUser: Story = {
  play: async ({ args }) => {
    const el = await nav();
    const n = within(el);
    await expect(topLevel(el)).toEqual([
      s.assistant,
      s.prompts,
      s.documentation,
      'staff@storeops.test',
      s.logout,
    ]);
    await expect(n.getByRole('link', { name: s.assistant })).toHaveAttribute('aria-current', 'page');
    await expect(n.getByRole('link', { name: 'staff@storeops.test' })).toHaveAttribute('href', '/settings');
    await expect(n.queryByText(s.dataGrids)).toBeNull();
    await expect(n.queryByText(s.impersonateUser)).toBeNull();
    await expect(n.queryByText(s.staffChat)).toBeNull();
    await userEvent.click(n.getByRole('link', { name: s.prompts }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/prompts');
  },
};

/** A page is shown as its entry's: the assistant on `/chat`, a grid on one of its rows. */
export const CurrentEntry: Story = {
  args: { viewer: { status: 'signedIn', user: admin }, currentPath: '/chat' },
  play: async () => {
    const n = within(await nav());
    await expect(n.getByRole('link', { name: s.assistant })).toHaveAttribute('aria-current', 'page');
    await expect(n.getByRole('link', { name: s.prompts })).not.toHaveAttribute('aria-current');
  },
};

export const Admin: Story = {
  args: { viewer: { status: 'signedIn', user: admin }, currentPath: '/stores' },
  play: async ({ args, step }) => {
    const el = await nav();
    const n = within(el);
    await expect(topLevel(el)).toEqual([
      s.assistant,
      s.prompts,
      s.staffChat,
      s.dashboard,
      s.reports,
      s.blogPosts,
      s.dataGrids,
      'admin@storeops.test',
      s.impersonateUser,
      s.logout,
    ]);
    await step('Data Grids is a collapsible group', async () => {
      const trigger = n.getByRole('button', { name: s.dataGrids });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(n.queryByRole('link', { name: s.companies })).toBeNull();
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const links = [
        s.companies,
        s.stores,
        s.users,
        s.hours,
        s.employees,
        s.userGroups,
        s.userAssignments,
        s.auditLog,
        s.import,
        s.documentation,
      ];
      const hrefs = links.map((l) => n.getByRole('link', { name: l }).getAttribute('href'));
      await expect(hrefs).toEqual([
        '/companies',
        '/stores',
        '/users',
        '/hours',
        '/employees',
        '/usergroups',
        '/users2groups',
        '/audit',
        '/import',
        '/toc',
      ]);
      await expect(n.getByRole('link', { name: s.stores })).toHaveAttribute('aria-current', 'page');
    });
    await step('Impersonate User asks the app to open the dialog', async () => {
      await userEvent.click(n.getByRole('button', { name: s.impersonateUser }));
      await expect(args.onImpersonate).toHaveBeenCalledTimes(1);
    });
  },
};

export const StaffChatUnread: Story = {
  name: 'Staff Chat with unread messages',
  args: {
    viewer: { status: 'signedIn', user: admin },
    badges: { '/staffchat': 3, '/prompts': 0 },
  },
  play: async ({ args }) => {
    const el = await nav();
    const n = within(el);
    const entry = n.getByRole('link', { name: 'Staff Chat, 3 unread' });
    await expect(entry).toHaveAttribute('href', '/staffchat');
    await expect(entry.querySelector('[data-part="badge"]')).toHaveTextContent(/^3$/);
    await waitFor(() => expect(entry.querySelector('[data-part="badge"]')).toBeVisible());
    // A zero shows no badge; the entries keep their order and labels.
    await expect(n.getByRole('link', { name: s.prompts }).querySelector('[data-part="badge"]')).toBeNull();
    await expect(topLevel(el).slice(0, 3)).toEqual([s.assistant, s.prompts, s.staffChat]);
    await userEvent.click(entry);
    await expect(args.onNavigate).toHaveBeenCalledWith('/staffchat');
  },
};

export const AdminImpersonating: Story = {
  args: {
    viewer: { status: 'impersonating', user: staff, originalUser: admin },
    defaultDataGridsExpanded: true,
  },
  play: async ({ args }) => {
    const el = await nav();
    const n = within(el);
    await expect(n.getByRole('status')).toHaveTextContent(/^Impersonating: staff@storeops\.test$/);
    // The original (admin) user's flag keeps the admin entries.
    await waitFor(() => expect(n.getByRole('link', { name: s.dashboard })).toBeVisible());
    await expect(n.getByRole('link', { name: s.userAssignments })).toHaveAttribute('href', '/users2groups');
    await expect(n.queryByRole('button', { name: s.impersonateUser })).toBeNull();
    const stop = n.getByRole('button', { name: /Stop Impersonating/ });
    await expect(stop).toHaveTextContent('Stop ImpersonatingReturn to admin@storeops.test');
    await expect(n.getByRole('link', { name: 'staff@storeops.test' })).toHaveAttribute('href', '/settings');
    await userEvent.click(stop);
    await expect(args.onStopImpersonating).toHaveBeenCalledTimes(1);
  },
};

export const ImpersonatingUserWithoutEmail: Story = {
  args: {
    viewer: {
      status: 'impersonating',
      user: { email: '', name: 'Kiosk Account', admin: false },
      originalUser: admin,
    },
  },
  play: async () => {
    const n = within(await nav());
    await expect(n.getByRole('status')).toHaveTextContent(/^Impersonating: Kiosk Account$/);
  },
};

export const Guest: Story = {
  args: { viewer: { status: 'guest' } },
  play: async () => {
    const el = await nav();
    const n = within(el);
    await expect(n.getByRole('link', { name: s.guest })).toHaveAttribute('href', '/settings');
    await expect(n.queryByText(s.dataGrids)).toBeNull();
    await expect(n.queryByText(s.impersonateUser)).toBeNull();
  },
};

export const LogoutIsAFullPageLink: Story = {
  play: async ({ args }) => {
    const n = within(await nav());
    const logout = n.getByRole('link', { name: s.logout });
    await expect(logout).toHaveAttribute('href', '/auth/logout');
    // Not routed in-app: clicking does not go through onNavigate (the browser does a GET).
    logout.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(logout);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

function WithMenuButton(props: SideDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Menu
      </Button>
      <SideDrawer
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

export const KeyboardOpenClose: Story = {
  args: { isOpen: false },
  render: (args) => <WithMenuButton {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' });
    await step('Escape closes and focus returns to the menu button', async () => {
      menu.focus();
      await userEvent.keyboard('{Enter}');
      await nav();
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(within(document.body).queryByRole('navigation', { name: s.navLabel })).toBeNull(),
      );
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(menu).toHaveFocus());
    });
    await step('Choosing an entry navigates and closes the drawer', async () => {
      await userEvent.keyboard('{Enter}');
      const n = within(await nav());
      await userEvent.click(n.getByRole('link', { name: s.prompts }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/prompts');
      await waitFor(() =>
        expect(within(document.body).queryByRole('navigation', { name: s.navLabel })).toBeNull(),
      );
    });
  },
};
