import type { Meta, StoryObj } from '@storybook/react-vite';
import { companiesMeta, companiesStories as s } from './CompaniesScreen.storyKit';
import { CompaniesScreen } from './entityScreens';

const meta = {
  title: 'Admin/Companies',
  component: CompaniesScreen,
  ...companiesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...companiesMeta.parameters },
} satisfies Meta<typeof CompaniesScreen>;
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
