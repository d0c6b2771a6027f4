import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cellEl, waitForRows } from '../../components/DataGrid/gridTesting';
import { UsersScreen } from './entityScreens';
import { users } from './fixtures';
import { usersStories as s, sam, usersMeta } from './UsersScreen.storyKit';

const meta = {
  title: 'Admin/Users',
  component: UsersScreen,
  ...usersMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...usersMeta.parameters },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

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
