import type { BlogRow } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadMarkdownRenderer } from '../../components/Markdown';
import { withFrame } from '../storyFrame';
import type { BlogEditorScreen, BlogEditorView } from './BlogEditorScreen';
import { blogRowFixtures } from './fixtures';

/**
 * What Screens/Blog/BlogEditor and its Brand Matrix (BlogEditorScreen.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const blogEditorMeta = {
  parameters: { layout: 'fullscreen' },
  // The preview goes through Markdown, whose renderer loads lazily: warm it so stories show HTML.
  loaders: [
    async () => {
      await loadMarkdownRenderer();
    },
  ],
  args: {
    posts: blogRowFixtures,
    loadError: null,
    onRetry: fn(),
    editor: null,
    conflict: null,
    deleting: null,
    notice: null,
    onNew: fn(),
    onEdit: fn(),
    onChange: fn(),
    onSave: fn(),
    onPublish: fn(),
    onUnpublish: fn(),
    onCancel: fn(),
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    timeZone: 'UTC',
  },
  decorators: [withFrame],
} satisfies Meta<typeof BlogEditorScreen>;

/** The editor of a row, as the machine opens it. */
export const editing = (row: BlogRow, over: Partial<BlogEditorView> = {}): BlogEditorView => ({
  id: row.id,
  draft: { slug: row.slug, title: row.title, body: row.body },
  published: row.published_at !== null,
  errors: {},
  error: null,
  saving: false,
  dirty: false,
  ...over,
});
