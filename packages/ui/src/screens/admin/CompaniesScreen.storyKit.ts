import type { Company } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { CompaniesScreen } from './entityScreens';
import { companies } from './fixtures';

/**
 * What Admin/Companies and its Brand Matrix (CompaniesScreen.matrix.stories.tsx) share: the meta but its
 * title.
 */
export const companiesMeta = {
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof CompaniesScreen>;

const sunrise = companies[0]!;

/** The stories every admin grid has (adminStories), for Admin/Companies. */
export const companiesStories = adminStories<Company>({
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
