import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { BlogListScreen } from './BlogListScreen';
import { blogListMeta } from './BlogListScreen.storyKit';

const meta = {
  title: 'Brand Matrix/BlogList',
  component: BlogListScreen,
  ...blogListMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...blogListMeta.parameters },
} satisfies Meta<typeof BlogListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the public blog's list of posts in every brand x mode. */
export const Loaded: Story = {
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelectorAll('[data-component="BlogListScreen"] h2 a')).toHaveLength(3);
    }
  },
};
