import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { HoursScreen } from './entityScreens';
import { hoursMeta, hoursStories as s } from './HoursScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Hours grid',
  component: HoursScreen,
  ...hoursMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...hoursMeta.parameters },
} satisfies Meta<typeof HoursScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
