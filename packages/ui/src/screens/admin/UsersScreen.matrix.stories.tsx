import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { UsersScreen } from './entityScreens';
import { usersStories as s, usersMeta } from './UsersScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Users grid',
  component: UsersScreen,
  ...usersMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...usersMeta.parameters },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
