import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { twoFactorStrings as s } from './strings';
import { TwoFactor } from './TwoFactor';
import { enrollingWrongCodeArgs, twoFactorMeta, WRONG } from './TwoFactor.storyKit';

/** Settings' Two-factor authentication. */
const meta = {
  title: 'Brand Matrix/Settings two-factor',
  component: TwoFactor,
  ...twoFactorMeta,
} satisfies Meta<typeof TwoFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: enrolling after a wrong code (QR code, key, code field, the refusal) in every brand x mode. */
export const EnrollingWrongCode: Story = {
  args: enrollingWrongCodeArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const form = within(within(cell).getByRole('form', { name: s.heading }));
      await expect(form.getByText(s.scanHelp)).toBeVisible();
      await expect(form.getByRole('img', { name: s.qrAlt })).toBeVisible();
      await expect(form.getByRole('textbox', { name: s.codeLabel })).toBeEnabled();
      await expect(form.getByRole('alert').textContent).toBe(WRONG);
      await expect(form.getByRole('button', { name: s.confirm })).toBeVisible();
    }
  },
};
