import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { UserGroupsScreen } from './entityScreens';
import { userGroupsStories as s, userGroupsMeta } from './UserGroupsScreen.storyKit';

const meta = {
  title: 'Brand Matrix/User Groups grid',
  component: UserGroupsScreen,
  ...userGroupsMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...userGroupsMeta.parameters },
} satisfies Meta<typeof UserGroupsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
