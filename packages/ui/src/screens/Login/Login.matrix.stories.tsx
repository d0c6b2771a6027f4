import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { demoScript } from '../fixtures';
import { LoginScreen } from './Login';
import { loginMeta } from './Login.storyKit';
import { loginStrings as s } from './strings';

const meta = {
  title: 'Brand Matrix/Login',
  component: LoginScreen,
  ...loginMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...loginMeta.parameters },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Designers: the sign-in after a session ended (its notice), the product and the whole demo
 * conversation, in every brand x mode. (Brand Matrix/Key screens shows the failed sign-in.)
 */
export const SessionEnded: Story = {
  args: { state: { status: 'sessionEnded' }, demoMessages: demoScript },
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const c = within(cell);
      await expect(c.getByRole('heading', { level: 1 }).textContent).toBe(s.title);
      await expect(c.getByRole('status').textContent).toBe(s.sessionEnded);
      await expect(c.getByRole('textbox', { name: s.emailLabel })).toBeEnabled();
      await expect(c.getByRole('button', { name: s.submit })).toBeEnabled();
      await expect(c.getByRole('heading', { name: s.productHeading })).toBeVisible();
    }
  },
};
