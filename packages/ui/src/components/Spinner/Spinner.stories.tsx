import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Components/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('data-component', 'Spinner');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Building context...', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Building context...' });
    await expect(bar).toHaveTextContent('Building context...');
    await expect(bar).toHaveAttribute('data-size', 'lg');
  },
};
