import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { detailStrings, StoreDetail } from './details';
import { storeDetailMeta, storeLoadedArgs, tableRows } from './StoreDetail.storyKit';

const meta = {
  title: 'Brand Matrix/StoreDetail',
  component: StoreDetail,
  ...storeDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...storeDetailMeta.parameters },
} satisfies Meta<typeof StoreDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: a store's details, its hours (one day closed) and its employees, in every brand x mode. */
export const Loaded: Story = {
  args: storeLoadedArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(c.getByRole('heading', { level: 1 }).textContent).toBe('Downtown Deli');
      await expect(tableRows(c.getByRole('table', { name: detailStrings.hours }))[0]).toEqual([
        'Sunday',
        detailStrings.closed,
        '',
      ]);
      await expect(tableRows(c.getByRole('table', { name: detailStrings.employees }))).toEqual([
        ['James Chen', 'Cook', detailStrings.active],
        ['Maria Lopez', 'Shift Lead', detailStrings.active],
      ]);
    }
  },
};
