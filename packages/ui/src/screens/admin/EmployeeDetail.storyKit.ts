import type { Meta } from '@storybook/react-vite';
import { detailArgs } from './adminStoryKit';
import type { EmployeeDetail, EmployeeDetailProps } from './details';
import { employees, stores } from './fixtures';

/**
 * What Admin/Details/EmployeeDetail and its Brand Matrix (EmployeeDetail.matrix.stories.tsx) share:
 * the meta but its title.
 */
export const employeeDetailMeta = {
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...detailArgs() },
} satisfies Meta<typeof EmployeeDetail>;

/** An active employee with a store: Loaded and the Brand Matrix. */
export const employeeLoadedArgs = {
  state: { status: 'loaded', data: { employee: employees[0]!, store: stores[0]! } },
} satisfies Partial<EmployeeDetailProps>;
