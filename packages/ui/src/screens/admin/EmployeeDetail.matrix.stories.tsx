import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { detailStrings, EmployeeDetail } from './details';
import { employeeDetailMeta, employeeLoadedArgs } from './EmployeeDetail.storyKit';

const meta = {
  title: 'Brand Matrix/EmployeeDetail',
  component: EmployeeDetail,
  ...employeeDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...employeeDetailMeta.parameters },
} satisfies Meta<typeof EmployeeDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: an active employee's details with a link to the store, in every brand x mode. */
export const Loaded: Story = {
  args: employeeLoadedArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(c.getByRole('heading', { level: 1 }).textContent).toBe('Maria Lopez');
      await expect(cell.querySelector('dl')).toHaveTextContent(`Status${detailStrings.active}`);
      await expect(c.getByRole('link', { name: 'Downtown Deli' })).toHaveAttribute('href', '/stores/11');
      await expect(c.getByRole('link', { name: detailStrings.back('Employees') })).toHaveAttribute(
        'href',
        '/employees',
      );
    }
  },
};
