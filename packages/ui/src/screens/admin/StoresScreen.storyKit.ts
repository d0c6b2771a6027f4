import type { Store } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { StoresScreen } from './entityScreens';
import { companies, stores } from './fixtures';

/** What Admin/Stores and its Brand Matrix (StoresScreen.matrix.stories.tsx) share: the meta but its title. */
export const storesMeta = {
  parameters: { layout: 'fullscreen' },
  args: { companies, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof StoresScreen>;

const downtown = stores[0]!;

/** The stories every admin grid has (adminStories), for Admin/Stores. */
export const storesStories = adminStories<Store>({
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
