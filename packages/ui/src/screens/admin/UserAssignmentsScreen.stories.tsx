import type { UserToGroup } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminStories } from './adminStoryKit';
import { UserAssignmentsScreen } from './entityScreens';
import { userAssignments, userGroups, users } from './fixtures';

const meta = {
  title: 'Admin/User Assignments',
  component: UserAssignmentsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    users,
    groups: userGroups,
    state: { status: 'loading' },
    onSave: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onReload: fn(),
    onOverwrite: fn(),
    onExport: fn(),
    download: false,
  },
} satisfies Meta<typeof UserAssignmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const samInSunrise = userAssignments[0]!;

const s = adminStories<UserToGroup>({
  title: 'User Assignments',
  entity: 'assignment',
  plural: 'user assignments',
  rows: userAssignments,
  headers: ['ID', 'User', 'Group', 'Actions'],
  column: {
    colId: 'user_id',
    header: 'User',
    texts: ['Sam Staff (sam@storeops.example)', 'Kim Lee (kim@storeops.example)'],
    sortedTexts: ['Kim Lee (kim@storeops.example)', 'Sam Staff (sam@storeops.example)'],
  },
  csvHeader: ['ID', 'User', 'Group'],
  edit: {
    row: samInSunrise,
    colId: 'group_id',
    keys: '{ArrowUp}{Enter}',
    shows: 'Harbor team',
    changes: { group_id: 2 },
  },
  create: {
    steps: [
      { type: 'select', label: 'User', option: 'Ada Admin (ada@storeops.example)' },
      { type: 'select', label: 'Group', option: 'Harbor team' },
    ],
    expected: { user_id: 1, group_id: 2 },
  },
  rowLabel: () => 'Sam Staff in Sunrise managers',
  conflict: {
    row: samInSunrise,
    changes: { group_id: 2 },
    current: { ...samInSunrise, user_id: 3, version: 2 },
    table: [
      ['ID', '1', ''],
      ['User', 'Kim Lee (kim@storeops.example)', ''],
      ['Group', 'Sunrise managers', 'Harbor team'],
    ],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const SaveConflict: Story = s.SaveConflict as Story;
