import type { Employee } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { adminStories } from './adminStoryKit';
import { EmployeesScreen } from './entityScreens';
import { employees, stores } from './fixtures';

const meta = {
  title: 'Admin/Employees',
  component: EmployeesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    stores,
    state: { status: 'loading' },
    onSave: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onReload: fn(),
    onOverwrite: fn(),
    onExport: fn(),
    download: false,
  },
} satisfies Meta<typeof EmployeesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const [maria, james] = employees as [(typeof employees)[0], (typeof employees)[0]];

const s = adminStories<Employee>({
  title: 'Employees',
  entity: 'employee',
  plural: 'employees',
  rows: employees,
  headers: [
    'ID',
    'First name',
    'Last name',
    'Role',
    'Hourly rate',
    'Active',
    'Store',
    'Source ID',
    'Actions',
  ],
  column: {
    colId: 'last_name',
    header: 'Last name',
    texts: ['Lopez', 'Chen', 'Patel'],
    sortedTexts: ['Chen', 'Lopez', 'Patel'],
  },
  csvHeader: ['ID', 'First name', 'Last name', 'Role', 'Hourly rate', 'Active', 'Store', 'Source ID'],
  edit: { row: james, colId: 'hourly_rate', text: '16.75', shows: '16.75', changes: { hourly_rate: 16.75 } },
  create: {
    steps: [
      { type: 'text', label: 'First name', value: 'Ana' },
      { type: 'text', label: 'Last name', value: 'Diaz' },
      { type: 'text', label: 'Hourly rate', value: '17' },
      { type: 'select', label: 'Store', option: 'Harbor Market (San Diego, CA)' },
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
    current: { ...maria, hourly_rate: 19, version: 3 },
    table: [
      ['ID', '101', ''],
      ['First name', 'Maria', ''],
      ['Last name', 'Lopez', ''],
      ['Role', 'Shift Lead', 'Manager'],
      ['Hourly rate', '19', ''],
      ['Active', 'Yes', ''],
      ['Store', 'Downtown Deli (Austin, TX)', ''],
      ['Source ID', 'E-101', ''],
    ],
  },
});

export const Loading: Story = s.Loading as Story;
export const Loaded: Story = s.Loaded as Story;
export const Empty: Story = s.Empty as Story;
export const ErrorState: Story = { ...(s.Error as Story), name: 'Error' };
export const Editing: Story = s.Editing as Story;
export const SaveConflict: Story = s.SaveConflict as Story;
