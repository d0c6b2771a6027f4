import type { UserToGroup } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { UserAssignmentsScreen } from './entityScreens';
import { userAssignments, userGroups, users } from './fixtures';

const meta = {
  title: 'Admin/User Assignments',
  component: UserAssignmentsScreen,
  parameters: { layout: 'fullscreen' },
  args: { users, groups: userGroups, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof UserAssignmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const kimInHarbor = userAssignments[1]!;

const s = adminStories<UserToGroup>({
  title: 'User Assignments',
  entity: 'assignment',
  plural: 'user assignments',
  rows: userAssignments,
  // The user by name and e-mail, the group by name: no ids.
  headers: ['User', 'Group', 'Actions'],
  column: {
    colId: 'user_id',
    header: 'User',
    texts: ['Sam Staff (sam@storeops.example)', 'Kim Lee (kim@storeops.example)'],
    sortedTexts: ['Kim Lee (kim@storeops.example)', 'Sam Staff (sam@storeops.example)'],
  },
  csvHeader: ['User', 'Group'],
  edit: { colId: 'group_id', search: 'harb', option: 'Harbor team', value: 2 },
  create: {
    steps: [
      { type: 'pick', label: 'User', search: 'ada', option: 'Ada Admin ada@storeops.example' },
      { type: 'pick', label: 'Group', search: 'harb', option: 'Harbor team' },
    ],
    expected: { user_id: 1, group_id: 2 },
  },
  rowLabel: (a) =>
    a.id === 1
      ? 'Sam Staff (sam@storeops.example) in Sunrise managers'
      : 'Kim Lee (kim@storeops.example) in Harbor team',
  conflict: {
    row: kimInHarbor,
    changes: { group_id: 1 },
    current: { ...kimInHarbor, user_id: 1, version: 2 },
    table: [['Group', 'Harbor team', 'Sunrise managers']],
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
