import type { User } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { UsersScreen } from './entityScreens';
import { users } from './fixtures';

/** What Admin/Users and its Brand Matrix (UsersScreen.matrix.stories.tsx) share: the meta but its title. */
export const usersMeta = {
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof UsersScreen>;

export const sam = users[1]!;

/** The stories every admin grid has (adminStories), for Admin/Users. */
export const usersStories = adminStories<User>({
  title: 'Users',
  entity: 'user',
  plural: 'users',
  rows: users,
  headers: ['Name', 'E-mail', 'Admin', 'Actions'],
  column: {
    colId: 'name',
    header: 'Name',
    texts: ['Ada Admin', 'Sam Staff', 'Kim Lee'],
    sortedTexts: ['Ada Admin', 'Kim Lee', 'Sam Staff'],
  },
  csvHeader: ['Name', 'E-mail', 'Admin'],
  edit: { colId: 'name', text: 'Ada Lovelace', value: 'Ada Lovelace' },
  // A new user gets a first password in the form (never a column).
  create: {
    steps: [
      { type: 'text', label: 'Name', value: 'Lee Park' },
      { type: 'text', label: 'E-mail', value: 'lee@storeops.example' },
      { type: 'switch', label: 'Admin' },
      { type: 'password', label: 'Password', value: 'a long first password' },
    ],
    expected: {
      name: 'Lee Park',
      email: 'lee@storeops.example',
      admin: true,
      password: 'a long first password',
    } as never,
  },
  rowLabel: (u) => u.name,
  conflict: {
    row: sam,
    changes: { name: 'Sam Stafford' },
    current: { ...sam, name: 'Samuel Staff', version: 6 },
    table: [['Name', 'Samuel Staff', 'Sam Stafford']],
  },
});
