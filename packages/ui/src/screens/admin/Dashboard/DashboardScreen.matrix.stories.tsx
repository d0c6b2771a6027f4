import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../../brandMatrixParameters';
import { DashboardOf, type DashboardStoryArgs, dashboardMeta } from './DashboardScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Dashboard',
  component: DashboardOf,
  ...dashboardMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...dashboardMeta.parameters },
} satisfies Meta<DashboardStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers' page: the loaded dashboard in all seven brands x light and dark. */
export const Loaded: Story = {
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelector('[data-testid="dashboard-range"]')).toHaveTextContent(
        'Tue, Mar 17, 2026',
      );
    }
  },
};
