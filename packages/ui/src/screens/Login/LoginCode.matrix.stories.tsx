import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { LoginScreen } from './Login';
import { codeWrongArgs, loginCodeMeta, WRONG } from './LoginCode.storyKit';
import { loginCodeStrings as s } from './strings';

/** The sign-in's code step: the Login screen with the code form in the card. */
const meta = {
  title: 'Brand Matrix/Login code step',
  component: LoginScreen,
  ...loginCodeMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...loginCodeMeta.parameters },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the code step after a wrong code, beside the product and the demo, in every brand x mode. */
export const CodeWrong: Story = {
  args: codeWrongArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const form = within(cell.querySelector<HTMLElement>('[data-component="LoginCode"]')!);
      await expect(form.getByRole('heading', { level: 2 }).textContent).toBe(s.heading);
      await expect(form.getByText(s.help)).toBeVisible();
      await expect(form.getByRole('textbox', { name: s.codeLabel })).toBeEnabled();
      await expect(form.getByRole('alert').textContent).toBe(WRONG);
      await expect(form.getByRole('button', { name: s.back })).toBeEnabled();
    }
  },
};
