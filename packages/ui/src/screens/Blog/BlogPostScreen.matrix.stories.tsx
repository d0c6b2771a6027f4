import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { BlogPostScreen } from './BlogPostScreen';
import { blogPostMeta } from './BlogPostScreen.storyKit';

const meta = {
  title: 'Brand Matrix/BlogPost',
  component: BlogPostScreen,
  ...blogPostMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...blogPostMeta.parameters },
} satisfies Meta<typeof BlogPostScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: a public post (its title and a table in its body) in every brand x mode. */
export const Loaded: Story = {
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelector('h1')).toHaveTextContent(
        'Prompts: your daily questions, one slash away',
      );
      await expect(cell.querySelectorAll('[data-component="Markdown"] table tbody tr')).toHaveLength(3);
    }
  },
};
