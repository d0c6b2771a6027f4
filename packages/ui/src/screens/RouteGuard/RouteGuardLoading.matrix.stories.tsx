import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { RouteGuardLoading } from './RouteGuardLoading';

const meta = {
  title: 'Brand Matrix/RouteGuard',
  component: RouteGuardLoading,
} satisfies Meta<typeof RouteGuardLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the guard's loading text in every brand x mode. */
export const Loading: Story = {
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelector('[data-component="RouteGuardLoading"]')).not.toBeNull();
    }
  },
};
