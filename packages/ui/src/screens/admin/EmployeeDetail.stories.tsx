import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmployeeDetail } from './details';
import { employeeDetailMeta, employeeLoadedArgs } from './EmployeeDetail.storyKit';
import { employees } from './fixtures';

const meta = {
  title: 'Admin/Details/EmployeeDetail',
  component: EmployeeDetail,
  ...employeeDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...employeeDetailMeta.parameters },
} satisfies Meta<typeof EmployeeDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading employee...' })).toBeVisible();
  },
};

export const Loaded: Story = {
  args: employeeLoadedArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Maria Lopez');
    const dl = canvasElement.querySelector('dl')!;
    await expect([...dl.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      'RoleShift Lead',
      'Hourly rate$18.50',
      'StatusActive',
      'StoreDowntown Deli',
      'Source IDE-101',
    ]);
    await expect(canvas.getByRole('link', { name: 'Downtown Deli' })).toHaveAttribute('href', '/stores/11');
  },
};

export const Inactive: Story = {
  args: { state: { status: 'loaded', data: { employee: employees[2]!, store: null } } },
  play: async ({ canvasElement }) => {
    const dl = canvasElement.querySelector('dl')!;
    await expect([...dl.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      'RoleCashier',
      'Hourly rate$15.25',
      'StatusInactive',
      'StoreNone',
      'Source IDE-201',
    ]);
  },
};

export const NotFound: Story = {
  args: { state: { status: 'notFound', id: '4040' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Employee not foundNo employee has the ID 4040.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Employees' })).toHaveAttribute(
      'href',
      '/employees',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Failed to load employee.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load employee.');
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
