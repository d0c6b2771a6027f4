import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { employeesMeta, employeesStories as s } from './EmployeesScreen.storyKit';
import { EmployeesScreen } from './entityScreens';

const meta = {
  title: 'Brand Matrix/Employees grid',
  component: EmployeesScreen,
  ...employeesMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...employeesMeta.parameters },
} satisfies Meta<typeof EmployeesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const Editing: Story = {
  ...(s.BrandMatrix as Story),
  parameters: { ...brandMatrixParameters },
};
