import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { companyDetailMeta, deleteRefusedArgs } from './CompanyDetail.storyKit';
import { CompanyDetail, detailStrings } from './details';

const meta = {
  title: 'Brand Matrix/CompanyDetail',
  component: CompanyDetail,
  ...companyDetailMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...companyDetailMeta.parameters },
} satisfies Meta<typeof CompanyDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: a refused delete above the company's details and its stores, in every brand x mode. */
export const DeleteRefused: Story = {
  args: deleteRefusedArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(c.getByRole('heading', { level: 1 }).textContent).toBe('Sunrise Foods');
      await expect(c.getByRole('alert')).toHaveTextContent(
        /^Company Sunrise Foods has 2 stores; move or delete them first\.$/,
      );
      await expect(c.getByRole('link', { name: detailStrings.back('Companies') })).toHaveAttribute(
        'href',
        '/companies',
      );
      await expect(
        c.getByRole('table', { name: detailStrings.stores }).querySelectorAll('tbody tr'),
      ).toHaveLength(2);
    }
  },
};
