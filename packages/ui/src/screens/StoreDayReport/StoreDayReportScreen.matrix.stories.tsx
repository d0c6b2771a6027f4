import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { StoreDayReportScreen } from './StoreDayReportScreen';
import { storeDayReportMeta } from './StoreDayReportScreen.storyKit';

const meta = {
  title: 'Brand Matrix/StoreDayReport',
  component: StoreDayReportScreen,
  ...storeDayReportMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...storeDayReportMeta.parameters },
} satisfies Meta<typeof StoreDayReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers' page: a busy day's report in all seven brands x light and dark, axe on every cell. */
export const BusyDay: Story = {
  name: 'Busy day',
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelector('h1')).toHaveTextContent(/^Uptown$/);
      await expect(cell.querySelectorAll('[data-mark="bar"]')).toHaveLength(14);
    }
  },
};
