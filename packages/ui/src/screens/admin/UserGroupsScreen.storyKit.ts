import type { UserGroup } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { UserGroupsScreen } from './entityScreens';
import { companies, stores, userGroups } from './fixtures';

/**
 * What Admin/User Groups and its Brand Matrix (UserGroupsScreen.matrix.stories.tsx) share: the meta but its
 * title.
 */
export const userGroupsMeta = {
  parameters: { layout: 'fullscreen' },
  args: { companies, stores, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof UserGroupsScreen>;

const sunrise = userGroups[0]!;

/** The stories every admin grid has (adminStories), for Admin/User Groups. */
export const userGroupsStories = adminStories<UserGroup>({
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
