import type { User } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cellEl, waitForRows } from '../../components/DataGrid/gridTesting';
import { adminStories } from './adminStoryKit';
import { UsersScreen } from './entityScreens';
import { users } from './fixtures';

const meta = {
  title: 'Admin/Users',
  component: UsersScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onResetPassword: fn(),
    state: { status: 'loading' },
    onSave: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onReload: fn(),
    onOverwrite: fn(),
    onExport: fn(),
    download: false,
  },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sam = users[1]!;

const s = adminStories<User>({
  title: 'Users',
  entity: 'user',
  plural: 'users',
  rows: users,
  headers: ['ID', 'Name', 'E-mail', 'Admin', 'Actions'],
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Ada Admin', 'Sam Staff', 'Kim Lee'],
    sortedTexts: ['Ada Admin', 'Kim Lee', 'Sam Staff'],
  },
  csvHeader: ['ID', 'Name', 'E-mail', 'Admin'],
  edit: {
    row: sam,
    colId: 'name',
    text: 'Sam Stafford',
    shows: 'Sam Stafford',
    changes: { name: 'Sam Stafford' },
  },
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Lee Park' },
      { type: 'text', label: 'E-mail', value: 'lee@storeops.example' },
      { type: 'switch', label: 'Admin' },
    ],
    expected: { name: 'Lee Park', email: 'lee@storeops.example', admin: true },
  },
  rowLabel: (u) => u.name,
  conflict: {
    row: sam,
    changes: { name: 'Sam Stafford' },
    current: { ...sam, admin: true, version: 6 },
    table: [
      ['ID', '2', ''],
      ['Name', 'Sam Staff', 'Sam Stafford'],
      ['E-mail', 'sam@storeops.example', ''],
      ['Admin', 'Yes', ''],
    ],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const SaveConflict: Story = s.SaveConflict as Story;

/** The admin flag is a column; Reset password asks first, then calls onResetPassword with the user. */
export const ResetPassword: Story = {
  args: { state: { status: 'loaded', rows: users } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 3);
    const adminBoxes = users.map((u) =>
      cellEl(canvasElement, String(u.id), 'admin').querySelector<HTMLInputElement>('input[type="checkbox"]'),
    );
    await expect(adminBoxes.map((b) => b?.checked)).toEqual([true, false, false]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password for Sam Staff' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Reset password?' });
    await expect(dialog).toHaveTextContent(
      'Sam Staff will get a new temporary password by e-mail and must change it at the next sign-in.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onResetPassword).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password for Sam Staff' }));
    const again = await canvas.findByRole('alertdialog', { name: 'Reset password?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset password' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith(sam);
  },
};

/** Row actions by keyboard: Enter on the Actions cell enters it, Tab moves between its controls. */
export const RowActionsByKeyboard: Story = {
  args: { state: { status: 'loaded', rows: users } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 3);
    const cell = cellEl(canvasElement, '2', 'actions');
    cell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Open Sam Staff' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Open Sam Staff' })).toHaveAttribute('href', '/users/2');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Reset password for Sam Staff' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Delete Sam Staff' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete user?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Sam Staff' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
