import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoresScreen } from './entityScreens';
import { storesStories as s, storesMeta } from './StoresScreen.storyKit';

const meta = {
  title: 'Admin/Stores',
  component: StoresScreen,
  ...storesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...storesMeta.parameters },
} satisfies Meta<typeof StoresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const Creating: Story = s.Creating as Story;
export const CreateRefused: Story = s.CreateRefused as Story;
export const ConfirmDelete: Story = s.ConfirmDelete as Story;
export const SaveConflict: Story = s.SaveConflict as Story;
export const Refused: Story = s.Refused as Story;
