import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { TocScreen } from './Toc';

const meta = {
  title: 'Brand Matrix/Toc',
  component: TocScreen,
} satisfies Meta<typeof TocScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the contents page in every brand x mode. */
export const Admin: Story = {
  args: { isAdmin: true, onNavigate: fn() },
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(within(cell).getByRole('link', { name: 'Open Stores' })).toHaveAttribute(
        'href',
        '/stores',
      );
    }
  },
};
