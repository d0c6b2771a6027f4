import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  brandMatrixCellIds,
  brandMatrixCells,
  brandMatrixParameters,
} from '../../screens/brandMatrixParameters';
import { ConflictPanel } from './ConflictPanel';
import { conflictPanelMeta, message } from './ConflictPanel.storyKit';
import { conflictPanelStrings as s } from './strings';

const meta = {
  title: 'Brand Matrix/Components/ConflictPanel',
  component: ConflictPanel,
  ...conflictPanelMeta,
} satisfies Meta<typeof ConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the conflict, its table and both choices, in every brand x mode. */
export const Conflict: Story = {
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const alert = within(within(cell).getByRole('group', { name: s.label })).getByRole('alert');
      await expect(alert.querySelector('[data-part="message"]')?.textContent).toBe(message);
      await expect(within(alert).getByRole('table', { name: s.table })).toBeVisible();
      await expect(
        within(alert)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([s.keepMine, s.takeTheirs]);
    }
  },
};
