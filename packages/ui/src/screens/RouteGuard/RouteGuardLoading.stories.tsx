import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteGuardLoading } from './RouteGuardLoading';

const meta = {
  title: 'Screens/RouteGuard',
  component: RouteGuardLoading,
} satisfies Meta<typeof RouteGuardLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-component="RouteGuardLoading"]')!;
    // The plain text, nothing more: no spinner, no ellipsis.
    await expect(el.textContent).toBe('Loading');
    await expect(el.children).toHaveLength(0);
    await expect(el).toHaveAttribute('role', 'status');
  },
};
