import type { Company } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminStories } from './adminStoryKit';
import { CompaniesScreen } from './entityScreens';
import { companies } from './fixtures';

const meta = {
  title: 'Admin/Companies',
  component: CompaniesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'loading' },
    onSave: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onReload: fn(),
    onOverwrite: fn(),
    onExport: fn(),
    download: false,
  },
} satisfies Meta<typeof CompaniesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const [sunrise, bayside] = companies as [(typeof companies)[0], (typeof companies)[0]];

const s = adminStories<Company>({
  title: 'Companies',
  entity: 'company',
  plural: 'companies',
  rows: companies,
  headers: ['ID', 'Name', 'Source ID', 'Week begins', 'Actions'],
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Sunrise Foods', 'Bayside Retail'],
    sortedTexts: ['Bayside Retail', 'Sunrise Foods'],
  },
  csvHeader: ['ID', 'Name', 'Source ID', 'Week begins'],
  edit: { row: bayside, colId: 'source_id', text: 'BAY-2', shows: 'BAY-2', changes: { source_id: 'BAY-2' } },
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Metro Eats' },
      { type: 'text', label: 'Source ID', value: 'MET' },
    ],
    expected: { name: 'Metro Eats', source_id: 'MET', week_begin: 'Monday' },
  },
  rowLabel: (c) => c.name,
  conflict: {
    row: sunrise,
    changes: { week_begin: 'Sunday' },
    current: { ...sunrise, name: 'Sunrise Foods Inc.', version: 4 },
    table: [
      ['ID', '1', ''],
      ['Name', 'Sunrise Foods Inc.', ''],
      ['Source ID', 'SUN', ''],
      ['Week begins', 'Monday', 'Sunday'],
    ],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const SaveConflict: Story = s.SaveConflict as Story;
