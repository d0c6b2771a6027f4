import type { Employee } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { EmployeesScreen } from './entityScreens';
import { employees, stores } from './fixtures';

/**
 * What Admin/Employees and its Brand Matrix (EmployeesScreen.matrix.stories.tsx) share: the meta but its
 * title.
 */
export const employeesMeta = {
  parameters: { layout: 'fullscreen' },
  args: { stores, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof EmployeesScreen>;

const maria = employees[0]!;

/** The stories every admin grid has (adminStories), for Admin/Employees. */
export const employeesStories = adminStories<Employee>({
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
