import type { Store } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { StoresScreen } from './entityScreens';
import { companies, stores } from './fixtures';

const meta = {
  title: 'Admin/Stores',
  component: StoresScreen,
  parameters: { layout: 'fullscreen' },
  args: { companies, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof StoresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const downtown = stores[0]!;

const s = adminStories<Store>({
  title: 'Stores',
  entity: 'store',
  plural: 'stores',
  rows: stores,
  headers: [
    'Name',
    'Address',
    'City',
    'State',
    'ZIP',
    'Phone',
    'Franchise',
    'Company',
    'Source ID',
    'Actions',
  ],
  // A store shows its company's name, sorts and filters by it.
  column: {
    colId: 'company_id',
    header: 'Company',
    texts: ['Sunrise Foods', 'Sunrise Foods', 'Bayside Retail'],
    sortedTexts: ['Bayside Retail', 'Sunrise Foods', 'Sunrise Foods'],
  },
  csvHeader: ['Name', 'Address', 'City', 'State', 'ZIP', 'Phone', 'Franchise', 'Company', 'Source ID'],
  edit: { colId: 'company_id', search: 'bay', option: 'Bayside Retail', value: 2 },
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Lakeside Cafe' },
      { type: 'text', label: 'Address', value: '1 Lake Dr' },
      { type: 'text', label: 'City', value: 'Austin' },
      { type: 'text', label: 'State', value: 'TX' },
      { type: 'text', label: 'ZIP', value: '78703' },
      { type: 'pick', label: 'Company', search: 'sun', option: 'Sunrise Foods' },
      { type: 'text', label: 'Source ID', value: 'SUN-003' },
    ],
    expected: {
      name: 'Lakeside Cafe',
      address: '1 Lake Dr',
      city: 'Austin',
      state: 'TX',
      zip: '78703',
      phone: '',
      franchise: '',
      company_id: 1,
      source_id: 'SUN-003',
    },
  },
  rowLabel: (r) => r.name,
  conflict: {
    row: downtown,
    changes: { city: 'Round Rock' },
    current: { ...downtown, city: 'Austin North', version: 5 },
    table: [['City', 'Austin North', 'Round Rock']],
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
