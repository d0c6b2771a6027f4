import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { StoresScreen } from './entityScreens';
import { storesStories as s, storesMeta } from './StoresScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Stores grid',
  component: StoresScreen,
  ...storesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...storesMeta.parameters },
} satisfies Meta<typeof StoresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
