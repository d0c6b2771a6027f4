import type { UserToGroup } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { UserAssignmentsScreen } from './entityScreens';
import { userAssignments, userGroups, users } from './fixtures';

/**
 * What Admin/User Assignments and its Brand Matrix (UserAssignmentsScreen.matrix.stories.tsx) share: the meta
 * but its title.
 */
export const userAssignmentsMeta = {
  parameters: { layout: 'fullscreen' },
  args: { users, groups: userGroups, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof UserAssignmentsScreen>;

const kimInHarbor = userAssignments[1]!;

/** The stories every admin grid has (adminStories), for Admin/User Assignments. */
export const userAssignmentsStories = adminStories<UserToGroup>({
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
