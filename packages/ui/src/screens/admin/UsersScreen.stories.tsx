import type { User } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cellEl, waitForRows } from '../../components/DataGrid/gridTesting';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { UsersScreen } from './entityScreens';
import { users } from './fixtures';

const meta = {
  title: 'Admin/Users',
  component: UsersScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sam = users[1]!;

const s = adminStories<User>({
  title: 'Users',
  entity: 'user',
  plural: 'users',
  rows: users,
  headers: ['Name', 'E-mail', 'Admin', 'Actions'],
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Ada Admin', 'Sam Staff', 'Kim Lee'],
    sortedTexts: ['Ada Admin', 'Kim Lee', 'Sam Staff'],
  },
  csvHeader: ['Name', 'E-mail', 'Admin'],
  edit: { colId: 'name', text: 'Ada Lovelace', value: 'Ada Lovelace' },
  // A new user gets a first password in the form (never a column).
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Lee Park' },
      { type: 'text', label: 'E-mail', value: 'lee@storeops.example' },
      { type: 'switch', label: 'Admin' },
      { type: 'password', label: 'Password', value: 'a long first password' },
    ],
    expected: {
      name: 'Lee Park',
      email: 'lee@storeops.example',
      admin: true,
      password: 'a long first password',
    } as never,
  },
  rowLabel: (u) => u.name,
  conflict: {
    row: sam,
    changes: { name: 'Sam Stafford' },
    current: { ...sam, name: 'Samuel Staff', version: 6 },
    table: [['Name', 'Samuel Staff', 'Sam Stafford']],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const Creating: Story = s.Creating as Story;
export const CreateRefused: Story = s.CreateRefused as Story;
export const ConfirmDelete: Story = s.ConfirmDelete as Story;
export const SaveConflict: Story = s.SaveConflict as Story;
export const Refused: Story = s.Refused as Story;

/** Row actions by keyboard: Enter on the Actions cell enters it, Tab moves between its controls. */
export const RowActionsByKeyboard: Story = {
  args: { state: { status: 'ready', rows: users, edits: {}, canUndo: false, canRedo: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 3);
    const cell = cellEl(canvasElement, '2', 'actions');
    cell.focus();
    await userEvent.keyboard('{Enter}');
    const open = canvas.getByRole('link', { name: 'Open Sam Staff' });
    await expect(open).toHaveFocus();
    await expect(open).toHaveAttribute('href', '/users/2');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Delete Sam Staff' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteAsk).toHaveBeenCalledWith(sam);
  },
};

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const BrandMatrixStory: Story = {
  ...(s.BrandMatrix as Story),
  name: 'Brand Matrix',
  parameters: { ...brandMatrixParameters },
};
