import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Storage used', value: 42 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Storage used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(bar).toHaveTextContent('Storage used42%');
    await expect(bar.querySelector<HTMLElement>('.so-fill')!.style.width).toBe('42%');
  },
};

export const SourceStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <ProgressBar label="Stores" value={0} statusText="Not started" />
      <ProgressBar label="Employees" isIndeterminate statusText="Loading..." />
      <ProgressBar label="Sales" value={100} statusText="1204 records" variant="success" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: 'Stores' })).toHaveTextContent('Not started');
    await expect(c.getByRole('progressbar', { name: 'Stores' })).toHaveAttribute(
      'aria-valuetext',
      'Not started',
    );
    const loading = c.getByRole('progressbar', { name: 'Employees' });
    await expect(loading).toHaveTextContent('Loading...');
    await expect(loading).not.toHaveAttribute('aria-valuenow');
    await expect(c.getByRole('progressbar', { name: 'Sales' })).toHaveAttribute(
      'aria-valuetext',
      '1204 records',
    );
  },
};

export const Warning: Story = {
  args: { label: 'Cache utilisation', value: 86, variant: 'warning' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Cache utilisation' });
    await expect(bar).toHaveAttribute('data-variant', 'warning');
    await expect(bar).toHaveTextContent('86%');
  },
};
