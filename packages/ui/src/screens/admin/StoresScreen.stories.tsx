import type { Store } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminStories } from './adminStoryKit';
import { StoresScreen } from './entityScreens';
import { companies, stores } from './fixtures';

const meta = {
  title: 'Admin/Stores',
  component: StoresScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    companies,
    state: { status: 'loading' },
    onSave: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onReload: fn(),
    onOverwrite: fn(),
    onExport: fn(),
    download: false,
  },
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
    'ID',
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
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Downtown Deli', 'Airport Kiosk', 'Harbor Market'],
    sortedTexts: ['Airport Kiosk', 'Downtown Deli', 'Harbor Market'],
  },
  csvHeader: ['ID', 'Name', 'Address', 'City', 'State', 'ZIP', 'Phone', 'Franchise', 'Company', 'Source ID'],
  edit: {
    row: downtown,
    colId: 'city',
    text: 'Round Rock',
    shows: 'Round Rock',
    changes: { city: 'Round Rock' },
  },
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Lakeside Cafe' },
      { type: 'select', label: 'Company', option: 'Sunrise Foods' },
      { type: 'text', label: 'Source ID', value: 'SUN-003' },
    ],
    expected: {
      name: 'Lakeside Cafe',
      address: '',
      city: '',
      state: '',
      zip: '',
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
    current: { ...downtown, phone: '512-555-0199', version: 5 },
    table: [
      ['ID', '11', ''],
      ['Name', 'Downtown Deli', ''],
      ['Address', '12 Main St', ''],
      ['City', 'Austin', 'Round Rock'],
      ['State', 'TX', ''],
      ['ZIP', '78701', ''],
      ['Phone', '512-555-0199', ''],
      ['Franchise', 'Sunrise', ''],
      ['Company', 'Sunrise Foods', ''],
      ['Source ID', 'SUN-001', ''],
    ],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const SaveConflict: Story = s.SaveConflict as Story;
