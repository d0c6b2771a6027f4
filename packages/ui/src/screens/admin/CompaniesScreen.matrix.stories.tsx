import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { companiesMeta, companiesStories as s } from './CompaniesScreen.storyKit';
import { CompaniesScreen } from './entityScreens';

const meta = {
  title: 'Brand Matrix/Companies grid',
  component: CompaniesScreen,
  ...companiesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...companiesMeta.parameters },
} satisfies Meta<typeof CompaniesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
