import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { AppHeader } from './AppHeader';
import { admin, appHeaderMeta, header, staff } from './AppHeader.storyKit';
import { appHeaderStrings as s } from './strings';

const meta = {
  title: 'Brand Matrix/AppHeader',
  component: AppHeader,
  ...appHeaderMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...appHeaderMeta.parameters },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the header while impersonating (menu button, mark, name, warning badge) in every brand x mode. */
export const Impersonating: Story = {
  args: { viewer: { status: 'impersonating', user: staff, originalUser: admin } },
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(header(cell).querySelector('[data-part="brand"]')?.textContent).toBe(s.brand);
      await expect(c.getByRole('button', { name: s.openMenu })).toBeVisible();
      await expect(c.getByRole('status').textContent).toBe(s.impersonatingBadge('staff@storeops.test'));
    }
  },
};
