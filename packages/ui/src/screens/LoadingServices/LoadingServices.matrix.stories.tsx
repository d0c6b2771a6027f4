import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { LoadingServices } from './LoadingServices';
import { inProgressArgs, loadingServicesMeta } from './LoadingServices.storyKit';

const meta = {
  title: 'Brand Matrix/LoadingServices',
  component: LoadingServices,
  ...loadingServicesMeta,
} satisfies Meta<typeof LoadingServices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the loading bars half way, in every brand x mode. */
export const InProgress: Story = {
  args: inProgressArgs,
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(within(cell).getByRole('progressbar', { name: 'users' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    }
  },
};
