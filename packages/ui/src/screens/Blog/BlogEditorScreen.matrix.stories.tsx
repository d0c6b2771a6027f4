import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandMatrixParameters } from '../brandMatrixParameters';
import { BlogEditorScreen } from './BlogEditorScreen';
import { blogEditorMeta, editing } from './BlogEditorScreen.storyKit';
import { blogDraftRowFixture } from './fixtures';

const meta = {
  title: 'Brand Matrix/BlogEditor',
  component: BlogEditorScreen,
  ...blogEditorMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...blogEditorMeta.parameters },
} satisfies Meta<typeof BlogEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Designers: the post list beside a draft just saved (its notice and preview), in every brand x mode. */
export const DraftSaved: Story = {
  args: { editor: editing(blogDraftRowFixture), notice: { text: 'Draft saved.', tone: 'success' } },
  parameters: {
    ...brandMatrixParameters,
  },
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.ownerDocument.querySelectorAll('[data-matrix-cell]')];
    await expect(cells).toHaveLength(14);
    for (const cell of cells) {
      await expect(cell.querySelectorAll('li[data-post-id] h2')).toHaveLength(4);
      await expect(cell.querySelector('[data-part="preview"] h4')).toHaveTextContent(
        'Weather in the report context',
      );
    }
  },
};
