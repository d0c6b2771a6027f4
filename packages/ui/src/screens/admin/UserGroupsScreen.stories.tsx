import type { UserGroup } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { UserGroupsScreen } from './entityScreens';
import { companies, stores, userGroups } from './fixtures';

const meta = {
  title: 'Admin/User Groups',
  component: UserGroupsScreen,
  parameters: { layout: 'fullscreen' },
  args: { companies, stores, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof UserGroupsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sunrise = userGroups[0]!;

const s = adminStories<UserGroup>({
  title: 'User Groups',
  entity: 'user group',
  plural: 'user groups',
  rows: userGroups,
  headers: ['Name', 'Description', 'Companies', 'Stores', 'Actions'],
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Sunrise managers', 'Harbor team'],
    sortedTexts: ['Harbor team', 'Sunrise managers'],
  },
  csvHeader: ['Name', 'Description', 'Companies', 'Stores'],
  edit: { colId: 'description', text: 'Every Sunrise store', value: 'Every Sunrise store' },
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Austin crew' },
      { type: 'checkbox', label: 'Downtown Deli (Austin, TX)' },
      { type: 'checkbox', label: 'Airport Kiosk (Austin, TX)' },
    ],
    expected: { name: 'Austin crew', description: '', company_ids: [], store_ids: [12, 11] },
  },
  rowLabel: (g) => g.name,
  conflict: {
    row: sunrise,
    changes: { description: 'Sunrise managers only' },
    current: { ...sunrise, store_ids: [21], version: 2 },
    table: [['Description', 'All Sunrise stores', 'Sunrise managers only']],
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
