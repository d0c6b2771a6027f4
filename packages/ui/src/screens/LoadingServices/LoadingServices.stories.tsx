import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingServices } from './LoadingServices';
import { inProgressArgs, loadingServicesMeta, NAMES } from './LoadingServices.storyKit';
import { loadingServicesStrings as s } from './strings';

const meta = {
  title: 'Screens/LoadingServices',
  component: LoadingServices,
  ...loadingServicesMeta,
} satisfies Meta<typeof LoadingServices>;
export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (root: HTMLElement, name: string) =>
  root.querySelector(`li[data-source="${name}"] .so-value`)?.textContent;

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Loading Services$/);
    await expect(c.getByText(s.text)).toHaveTextContent(/^Initializing data connections\.\.\.$/);
    const bars = c.getAllByRole('progressbar');
    await expect(bars).toHaveLength(NAMES.length);
    for (const [i, name] of NAMES.entries()) await expect(c.getByRole('progressbar', { name })).toBe(bars[i]);
    for (const name of NAMES) await expect(statusOf(canvasElement, name)).toBe('Not started');
    await expect(bars[0]).toHaveAttribute('aria-valuetext', 'Not started');
    const chart = c.getByRole('img');
    await expect(chart).toHaveAttribute('width', '400');
    await expect(chart).toHaveAttribute('height', '300');
    const rect = chart.getBoundingClientRect();
    await expect([Math.round(rect.width), Math.round(rect.height)]).toEqual([400, 300]);
  },
};

export const InProgress: Story = {
  args: inProgressArgs,
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement, 'users')).toBe('12 records');
    await expect(statusOf(canvasElement, 'companies')).toBe('Loading...');
    await expect(statusOf(canvasElement, 'employees')).toBe('Not started');
    const c = within(canvasElement);
    const loading = c.getByRole('progressbar', { name: 'companies' });
    await expect(loading).not.toHaveAttribute('aria-valuenow');
    await expect(c.getByRole('progressbar', { name: 'users' })).toHaveAttribute('aria-valuenow', '100');
    const users = canvasElement.querySelector('[data-part="chart"] [data-source="users"]')!;
    await expect(users).toHaveAttribute('data-records', '12');
  },
};

export const AllLoaded: Story = {
  args: {
    sources: [
      { name: 'users', status: 'loaded', records: 12 },
      { name: 'stores', status: 'loaded', records: 6 },
      { name: 'companies', status: 'loaded', records: 3 },
      { name: 'hours', status: 'loaded', records: 42 },
      { name: 'employees', status: 'loaded', records: 84 },
      { name: 'schedules', status: 'loaded', records: 24 },
      { name: 'weather', status: 'loaded', records: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement, 'employees')).toBe('84 records');
    await expect(statusOf(canvasElement, 'weather')).toBe('0 records');
    const chart = canvasElement.querySelector('[data-part="chart"]')!;
    const height = (name: string) =>
      Number(chart.querySelector(`[data-source="${name}"] rect`)?.getAttribute('height'));
    // Bars are proportional to records: the largest source fills the plot, an empty one is flat.
    await expect(height('employees')).toBeCloseTo(228, 5);
    await expect(height('hours') / height('employees')).toBeCloseTo(42 / 84, 5);
    await expect(height('weather')).toBe(0);
    await expect(chart).toHaveAttribute('aria-label', expect.stringContaining('employees: 84 records'));
  },
};
