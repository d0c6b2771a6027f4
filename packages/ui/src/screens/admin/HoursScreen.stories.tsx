import type { StoreHours } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cellEl, editCell, waitForRows } from '../../components/DataGrid/gridTesting';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { HoursScreen } from './entityScreens';
import { storeHours, stores } from './fixtures';

const meta = {
  title: 'Admin/Hours',
  component: HoursScreen,
  parameters: { layout: 'fullscreen' },
  args: { stores, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof HoursScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const monday = storeHours[1]!;

const s = adminStories<StoreHours>({
  title: 'Hours',
  entity: 'hours',
  plural: 'store hours',
  rows: storeHours,
  headers: ['Store', 'Day', 'Opens', 'Closes', 'Closed', 'Actions'],
  // The weekday by name; sorting follows the week (Sunday first), not the alphabet.
  column: {
    colId: 'day_of_week',
    header: 'Day',
    texts: ['Sunday', 'Monday', 'Tuesday', 'Monday'],
    sortedTexts: ['Sunday', 'Monday', 'Monday', 'Tuesday'],
  },
  csvHeader: ['Store', 'Day', 'Opens', 'Closes', 'Closed'],
  edit: { colId: 'day_of_week', search: 'wed', option: 'Wednesday', value: 3 },
  create: {
    steps: [
      { type: 'pick', label: 'Store', search: 'harbor', option: 'Harbor Market San Diego, CA' },
      { type: 'pick', label: 'Day', search: 'tue', option: 'Tuesday' },
    ],
    expected: { store_id: 21, day_of_week: 2, open_time: '09:00', close_time: '17:00', closed: false },
  },
  rowLabel: (h) => (h.id === 1 ? 'Downtown Deli Sunday' : 'Downtown Deli Monday'),
  conflict: {
    row: monday,
    changes: { close_time: '20:00' },
    current: { ...monday, open_time: '06:30', version: 2 },
    table: [['Closes', '19:00', '20:00']],
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

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const BrandMatrixStory: Story = {
  ...(s.BrandMatrix as Story),
  name: 'Brand Matrix',
  parameters: { ...brandMatrixParameters },
};

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
