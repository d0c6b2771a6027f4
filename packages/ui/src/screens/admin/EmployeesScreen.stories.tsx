import type { Employee } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { adminArgs, adminStories } from './adminStoryKit';
import { EmployeesScreen } from './entityScreens';
import { employees, stores } from './fixtures';

const meta = {
  title: 'Admin/Employees',
  component: EmployeesScreen,
  parameters: { layout: 'fullscreen' },
  args: { stores, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof EmployeesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const maria = employees[0]!;

const s = adminStories<Employee>({
  title: 'Employees',
  entity: 'employee',
  plural: 'employees',
  rows: employees,
  headers: ['First name', 'Last name', 'Role', 'Hourly rate', 'Active', 'Store', 'Source ID', 'Actions'],
  // An employee shows its store's name (and city, to tell stores of the same name apart).
  column: {
    colId: 'store_id',
    header: 'Store',
    texts: ['Downtown Deli (Austin, TX)', 'Downtown Deli (Austin, TX)', 'Harbor Market (San Diego, CA)'],
    sortedTexts: [
      'Downtown Deli (Austin, TX)',
      'Downtown Deli (Austin, TX)',
      'Harbor Market (San Diego, CA)',
    ],
  },
  csvHeader: ['First name', 'Last name', 'Role', 'Hourly rate', 'Active', 'Store', 'Source ID'],
  edit: { colId: 'store_id', search: 'diego', option: 'Harbor Market San Diego, CA', value: 21 },
  create: {
    steps: [
      { type: 'text', label: 'First name', value: 'Ana' },
      { type: 'text', label: 'Last name', value: 'Diaz' },
      { type: 'text', label: 'Hourly rate', value: '17' },
      { type: 'pick', label: 'Store', search: 'harbor', option: 'Harbor Market San Diego, CA' },
      { type: 'text', label: 'Source ID', value: 'E-202' },
    ],
    expected: {
      first_name: 'Ana',
      last_name: 'Diaz',
      role: '',
      hourly_rate: 17,
      active: true,
      store_id: 21,
      source_id: 'E-202',
    },
  },
  rowLabel: (e) => `${e.first_name} ${e.last_name}`,
  conflict: {
    row: maria,
    changes: { role: 'Manager' },
    current: { ...maria, role: 'Assistant Manager', version: 3 },
    table: [['Role', 'Assistant Manager', 'Manager']],
  },
});

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

/** Designers: the rows with a pending change (its cell marked, counted) in every brand x mode. */
export const BrandMatrixStory: Story = {
  ...(s.BrandMatrix as Story),
  name: 'Brand Matrix',
  parameters: { ...brandMatrixParameters },
};
