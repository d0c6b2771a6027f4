import type { Company } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { CompaniesScreen } from './entityScreens';
import { companies } from './fixtures';

const meta = {
  title: 'Admin/Companies',
  component: CompaniesScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof CompaniesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sunrise = companies[0]!;

const s = adminStories<Company>({
  title: 'Companies',
  entity: 'company',
  plural: 'companies',
  rows: companies,
  headers: ['Name', 'Source ID', 'Week begins', 'Actions'],
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Sunrise Foods', 'Bayside Retail'],
    sortedTexts: ['Bayside Retail', 'Sunrise Foods'],
  },
  csvHeader: ['Name', 'Source ID', 'Week begins'],
  edit: { colId: 'week_begin', search: 'tue', option: 'Tuesday', value: 'Tuesday' },
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
    changes: { source_id: 'SUN-2' },
    current: { ...sunrise, source_id: 'SUNRISE', version: 4 },
    table: [['Source ID', 'SUNRISE', 'SUN-2']],
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
