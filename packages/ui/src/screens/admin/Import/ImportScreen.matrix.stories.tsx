import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixParameters } from '../../brandMatrixParameters';
import { problemDay } from './fixtures';
import { ImportScreen } from './ImportScreen';
import { importMeta } from './ImportScreen.storyKit';

const meta = {
  title: 'Brand Matrix/Import',
  component: ImportScreen,
  ...importMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...importMeta.parameters },
} satisfies Meta<typeof ImportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: a day's files with their problems listed, in every brand x mode. */
export const Problems: Story = {
  args: { stage: 'problems', days: problemDay },
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const matrix = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(matrix).toHaveLength(14);
    for (const cell of matrix)
      await expect(within(cell).getByRole('listitem', { name: 'sales.csv' })).toHaveTextContent(
        'Line 3: NetSales "lots" is not a number.',
      );
  },
};
