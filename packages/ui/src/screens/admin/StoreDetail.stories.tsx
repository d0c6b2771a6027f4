import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoreDetail } from './details';
import { stores } from './fixtures';
import { storeDetailMeta, storeLoadedArgs, tableRows } from './StoreDetail.storyKit';

const meta = {
  title: 'Admin/Details/StoreDetail',
  component: StoreDetail,
  ...storeDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...storeDetailMeta.parameters },
} satisfies Meta<typeof StoreDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading store...' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Stores' })).toHaveAttribute('href', '/stores');
  },
};

export const Loaded: Story = {
  args: storeLoadedArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Downtown Deli');
    const dl = canvasElement.querySelector('dl')!;
    await expect([...dl.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      'Address12 Main St, Austin, TX 78701',
      'Phone512-555-0101',
      'FranchiseSunrise',
      'CompanySunrise Foods',
      'Source IDSUN-001',
    ]);
    await expect(canvas.getByRole('link', { name: 'Sunrise Foods' })).toHaveAttribute('href', '/companies/1');
    await expect(tableRows(canvas.getByRole('table', { name: 'Hours' }))).toEqual([
      ['Sunday', 'Closed', ''],
      ['Monday', '07:00', '19:00'],
      ['Tuesday', '07:00', '19:00'],
    ]);
    await expect(tableRows(canvas.getByRole('table', { name: 'Employees' }))).toEqual([
      ['James Chen', 'Cook', 'Active'],
      ['Maria Lopez', 'Shift Lead', 'Active'],
    ]);
    await expect(canvas.getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute('href', '/employees/101');
  },
};

export const LoadedWithoutHours: Story = {
  args: { state: { status: 'loaded', data: { store: stores[2]!, company: null, hours: [], employees: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Harbor Market');
    await expect(canvas.getByText('No hours set.')).toBeVisible();
    await expect(canvas.getByText('No employees.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { state: { status: 'notFound', id: '999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Store not foundNo store has the ID 999.');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Stores' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Failed to load store.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load store.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
