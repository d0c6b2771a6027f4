import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cellEl, editCell, waitForRows } from '../../components/DataGrid/gridTesting';
import { HoursScreen } from './entityScreens';
import { storeHours } from './fixtures';
import { hoursMeta, hoursStories as s } from './HoursScreen.storyKit';

const meta = {
  title: 'Admin/Hours',
  component: HoursScreen,
  ...hoursMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...hoursMeta.parameters },
} satisfies Meta<typeof HoursScreen>;
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

/** A time that is not HH:MM is refused by the editor: nothing is reported; a valid time is. */
export const InvalidTimeIsRefused: Story = {
  args: {
    state: { status: 'ready', rows: storeHours, edits: {}, canUndo: false, canRedo: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await editCell(canvasElement, '2', 'close_time', '25:00');
    await waitFor(() => expect(cellEl(canvasElement, '2', 'close_time')).toHaveTextContent('19:00'));
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(canvas.getByText('No unsaved changes')).toBeVisible();
    await editCell(canvasElement, '2', 'close_time', '21:30');
    await expect(args.onEdit).toHaveBeenCalledWith(2, 'close_time', '21:30');
  },
};
