import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
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

/** Designers: the guard's loading text in every brand x mode. */
export const BrandMatrixStory: Story = {
  name: 'Brand Matrix',
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelector('[data-component="RouteGuardLoading"]')).not.toBeNull();
    }
  },
};
