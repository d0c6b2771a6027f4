import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { UserAssignmentsScreen } from './entityScreens';
import { userAssignmentsStories as s, userAssignmentsMeta } from './UserAssignmentsScreen.storyKit';

const meta = {
  title: 'Brand Matrix/User Assignments grid',
  component: UserAssignmentsScreen,
  ...userAssignmentsMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...userAssignmentsMeta.parameters },
} satisfies Meta<typeof UserAssignmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
