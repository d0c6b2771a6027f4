import type { Meta } from '@storybook/react-vite';
import { detailArgs } from './adminStoryKit';
import type { UserDetail, UserDetailProps } from './details';
import { userGroups, users } from './fixtures';

/**
 * What Admin/Details/UserDetail and its Brand Matrix (UserDetail.matrix.stories.tsx) share: the meta
 * but its title.
 */
export const userDetailMeta = {
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...detailArgs() },
} satisfies Meta<typeof UserDetail>;

/** Sam Staff in two groups: Loaded and the Brand Matrix. */
export const userLoadedArgs = {
  state: { status: 'loaded', data: { user: users[1]!, groups: [userGroups[1]!, userGroups[0]!] } },
} satisfies Partial<UserDetailProps>;
