import type { StoreHours } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cellEl, editCell, waitForRows } from '../../components/DataGrid/gridTesting';
import { adminStories } from './adminStoryKit';
import { HoursScreen } from './entityScreens';
import { storeHours, stores } from './fixtures';

const meta = {
  title: 'Admin/Hours',
  component: HoursScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    stores,
    state: { status: 'loading' },
    onSave: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onReload: fn(),
    onOverwrite: fn(),
    onExport: fn(),
    download: false,
  },
} satisfies Meta<typeof HoursScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const monday = storeHours[1]!;

const s = adminStories<StoreHours>({
  title: 'Hours',
  entity: 'hours',
  plural: 'store hours',
  rows: storeHours,
  headers: ['ID', 'Store', 'Day', 'Opens', 'Closes', 'Closed', 'Actions'],
  column: {
    colId: 'day_of_week',
    header: 'Day',
    texts: ['Sunday', 'Monday', 'Tuesday', 'Monday'],
    sortedTexts: ['Monday', 'Monday', 'Sunday', 'Tuesday'],
  },
  csvHeader: ['ID', 'Store', 'Day', 'Opens', 'Closes', 'Closed'],
  edit: { row: monday, colId: 'close_time', text: '20:00', shows: '20:00', changes: { close_time: '20:00' } },
  create: {
    steps: [
      { type: 'select', label: 'Store', option: 'Harbor Market (San Diego, CA)' },
      { type: 'select', label: 'Day', option: 'Tuesday' },
    ],
    expected: { store_id: 21, day_of_week: 2, open_time: '09:00', close_time: '17:00', closed: false },
  },
  rowLabel: () => 'Downtown Deli Sunday',
  conflict: {
    row: monday,
    changes: { close_time: '20:00' },
    current: { ...monday, open_time: '06:30', version: 2 },
    table: [
      ['ID', '2', ''],
      ['Store', 'Downtown Deli (Austin, TX)', ''],
      ['Day', 'Monday', ''],
      ['Opens', '06:30', ''],
      ['Closes', '19:00', '20:00'],
      ['Closed', 'No', ''],
    ],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const SaveConflict: Story = s.SaveConflict as Story;

/** A time that is not HH:MM is refused by the editor: the cell keeps its value and nothing is pending. */
export const InvalidTimeIsRefused: Story = {
  args: { state: { status: 'loaded', rows: storeHours } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await editCell(canvasElement, '2', 'close_time', '25:00');
    await waitFor(() => expect(cellEl(canvasElement, '2', 'close_time')).toHaveTextContent('19:00'));
    await expect(canvas.getByText('No unsaved changes')).toBeVisible();
    await editCell(canvasElement, '2', 'close_time', '21:30');
    await expect(cellEl(canvasElement, '2', 'close_time')).toHaveTextContent('21:30');
    await expect(canvas.getByText('1 unsaved change')).toBeVisible();
  },
};
