import { BLOG_FIELD_MESSAGES, BLOG_MESSAGES, type BlogRow } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogEditorScreen, type BlogEditorScreenProps } from './BlogEditorScreen';
import { blogEditorMeta, editing } from './BlogEditorScreen.storyKit';
import { blogDraftRowFixture, blogPublishedRowFixture } from './fixtures';
import { blogEditorStrings as s } from './strings';

const meta = {
  title: 'Screens/Blog/BlogEditor',
  component: BlogEditorScreen,
  ...blogEditorMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...blogEditorMeta.parameters },
} satisfies Meta<typeof BlogEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) => {
  const section = canvasElement.querySelector('[data-component="BlogEditor"]') as HTMLElement;
  return within(section);
};

const titleField = (ed: ReturnType<typeof within>) => ed.getByRole('textbox', { name: 'Title' });
const slugField = (ed: ReturnType<typeof within>) => ed.getByRole('textbox', { name: 'Address' });
const bodyField = (ed: ReturnType<typeof within>) => ed.getByRole('textbox', { name: 'Body' });

export const Loading: Story = {
  args: { posts: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Blog Posts$/);
    await expect(c.getByRole('progressbar', { name: 'Loading posts' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'New post' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { posts: null, loadError: 'The server could not be reached. Check the connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check the connection and try again.',
    );
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No posts yet. Write the first one.')).toBeVisible();
    await expect(c.queryByRole('list')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'New post' }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

export const List: Story = {
  args: { notice: { text: 'Post deleted.', tone: 'success' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(/^Post deleted\.$/);
    const rows = within(c.getByRole('list', { name: 'Posts' })).getAllByRole('listitem');
    await expect(rows.map((r) => r.querySelector('h2')?.textContent)).toEqual([
      'Weather in the report context',
      'Prompts: your daily questions, one slash away',
      'Clock-in variance in the daily report',
      'Seven brand themes, in light and dark',
    ]);
    const tags = rows.map((r) => r.querySelector('[data-component="Tag"]')?.textContent);
    await expect(tags).toEqual([
      'Draft',
      'Published 25 November 2026',
      'Published 12 October 2026',
      'Published 3 September 2026',
    ]);
    await expect(rows[0]).toHaveTextContent('/blog/weather-in-the-report-context');
    await expect(
      within(rows[0] as HTMLElement).getByText('Last saved 26 November 2026 at 14:05 by admin@example.com'),
    ).toBeVisible();
    await expect(
      within(rows[2] as HTMLElement).getByText('Last saved 14 October 2026 at 09:30 by a deleted user'),
    ).toBeVisible();
    await expect(c.queryByRole('form')).toBeNull();
    await userEvent.click(
      c.getByRole('button', { name: 'Edit “Prompts: your daily questions, one slash away”' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(3);
    await userEvent.click(c.getByRole('button', { name: 'New post' }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

export const EditingDraft: Story = {
  args: { editor: editing(blogDraftRowFixture) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const ed = editorOf(canvasElement);
    await expect(c.getByRole('region', { name: 'Edit post' })).toBeVisible();
    await expect(ed.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(/^Edit post$/);
    await expect(titleField(ed)).toHaveValue('Weather in the report context');
    await expect(titleField(ed)).toHaveFocus();
    await expect(slugField(ed)).toHaveValue('weather-in-the-report-context');
    await expect(ed.getByText('/blog/')).toBeVisible();
    await expect(slugField(ed)).toHaveAccessibleDescription(s.slugHelp);
    await expect(bodyField(ed)).toHaveAccessibleDescription(s.bodyHelp);
    await expect(ed.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Save draft',
      'Publish',
      'Cancel',
      'Delete',
    ]);
    // The row being edited is marked in the list.
    await expect(canvasElement.querySelector('[data-post-id="4"][data-editing]')).not.toBeNull();

    // The live preview: the title, the excerpt the list will show, the body as rendered Markdown.
    const preview = within(ed.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('heading', { level: 4 })).toHaveTextContent(
      /^Weather in the report context$/,
    );
    await expect(canvasElement.querySelector('[data-part="excerpt"]')).toHaveTextContent(
      "ExcerptThe assistant now sees the day's weather next to sales and labour, so it can tell a rainy Tuesday from a slow one.",
    );
    await waitFor(() =>
      expect(preview.getByRole('heading', { level: 2 })).toHaveTextContent(/^What is included$/),
    );
    await expect(preview.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The high and low temperature.',
      'Rain or snow, by the hour.',
    ]);

    await userEvent.type(titleField(ed), '!');
    await expect(args.onChange).toHaveBeenLastCalledWith({ title: 'Weather in the report context!' });
    await userEvent.type(slugField(ed), 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith({ slug: 'weather-in-the-report-contextx' });
    await userEvent.click(ed.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await userEvent.click(ed.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(ed.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(4);
    await userEvent.click(ed.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Unsaved changes: New post and the other posts' Edit wait, and say why; nothing typed is lost. */
export const UnsavedChanges: Story = {
  args: {
    editor: editing(blogDraftRowFixture, {
      draft: { ...editing(blogDraftRowFixture).draft, title: 'Weather in every report' },
      dirty: true,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(s.unsavedHint)).toBeVisible();
    await expect(c.getByRole('button', { name: s.newPost })).toBeDisabled();
    const edits = c.getAllByRole('button', { name: /^Edit “/ });
    const other = edits.find((b) => !b.closest('[data-editing]'));
    if (!other) throw new Error('no other post');
    await expect(other).toBeDisabled();
    await userEvent.click(other);
    await expect(args.onEdit).not.toHaveBeenCalled();
    // The post being edited keeps its own Edit.
    await expect(canvasElement.querySelector('[data-editing] [data-action="edit"]')).toBeEnabled();
  },
};

/** A new post: no Delete; the preview says there is nothing to show yet. */
export const NewPost: Story = {
  args: {
    editor: {
      id: null,
      draft: { slug: '', title: '', body: '' },
      published: false,
      errors: {},
      error: null,
      saving: false,
      dirty: false,
    },
  },
  play: async ({ canvasElement }) => {
    const ed = editorOf(canvasElement);
    await expect(ed.getByRole('heading', { level: 2 })).toHaveTextContent(/^New post$/);
    await expect(ed.getByText('Nothing to preview yet.')).toBeVisible();
    await expect(ed.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** The form without a mouse: Enter in a field saves, Tab reaches every action in order. */
export const Keyboard: Story = {
  args: { editor: editing(blogDraftRowFixture) },
  play: async ({ canvasElement, args }) => {
    const ed = editorOf(canvasElement);
    await expect(titleField(ed)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(slugField(ed)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(bodyField(ed)).toHaveFocus();
    await userEvent.tab();
    await expect(ed.getByRole('button', { name: 'Save draft' })).toHaveFocus();
    await userEvent.tab();
    await expect(ed.getByRole('button', { name: 'Publish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(ed.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(ed.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(4);
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};

export const EditorWithErrors: Story = {
  args: {
    editor: editing(blogDraftRowFixture, {
      draft: { title: '', slug: 'Weather Report', body: '' },
      errors: {
        title: BLOG_FIELD_MESSAGES.title.empty,
        slug: BLOG_FIELD_MESSAGES.slug.form,
        body: BLOG_FIELD_MESSAGES.body.empty,
      },
      error: 'The server could not be reached. Check the connection and try again.',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const ed = editorOf(canvasElement);
    await expect(ed.getByRole('alert')).toHaveTextContent(
      /^The server could not be reached\. Check the connection and try again\.$/,
    );
    await expect(titleField(ed)).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField(ed)).toHaveAccessibleDescription('Enter a title.');
    await expect(slugField(ed)).toHaveAttribute('aria-invalid', 'true');
    await expect(slugField(ed)).toHaveAccessibleDescription(
      'Lowercase letters, digits and single hyphens. Use lowercase letters, digits and single hyphens, e.g. spring-menu-update.',
    );
    await expect(bodyField(ed)).toHaveAttribute('aria-invalid', 'true');
    await expect(bodyField(ed)).toHaveAccessibleDescription(
      'Markdown: headings, lists, links, tables and code. Images show as their text. Write the post.',
    );
    await expect(ed.getByText('Enter a title.')).toBeVisible();
    await expect(ed.getByText('Write the post.')).toBeVisible();
    await userEvent.click(ed.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The server's own field message (409 slugTaken) shows on its field like the others. */
export const AddressTaken: Story = {
  args: {
    editor: editing(blogDraftRowFixture, {
      draft: { ...editing(blogDraftRowFixture).draft, slug: 'prompts-library' },
      errors: { slug: BLOG_MESSAGES.slugTaken },
    }),
  },
  play: async ({ canvasElement }) => {
    const ed = editorOf(canvasElement);
    await expect(slugField(ed)).toHaveAttribute('aria-invalid', 'true');
    await expect(ed.getByText('Another post already uses this address.')).toBeVisible();
    await expect(titleField(ed)).not.toHaveAttribute('aria-invalid');
  },
};

export const Saving: Story = {
  args: { editor: editing(blogDraftRowFixture, { saving: true }) },
  play: async ({ canvasElement, args }) => {
    const ed = editorOf(canvasElement);
    const save = ed.getByRole('button', { name: 'Saving…' });
    await expect(save).toHaveAttribute('data-pending');
    await expect(ed.getByRole('button', { name: 'Publish' })).toHaveAttribute('data-pending');
    await expect(ed.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(ed.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(save);
    await userEvent.click(ed.getByRole('button', { name: 'Publish' }));
    await userEvent.type(titleField(ed), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

const theirs: BlogRow = {
  ...blogPublishedRowFixture,
  title: 'Prompts: the questions you ask every day',
  version: 4,
  updated_at: new Date('2026-11-26T10:15:00Z'),
  updated_by_email: 'editor@example.com',
};

export const Conflict: Story = {
  args: {
    editor: editing(blogPublishedRowFixture, {
      draft: {
        ...editing(blogPublishedRowFixture).draft,
        body: blogPublishedRowFixture.body.replace('every day', 'every single day'),
      },
    }),
    conflict: theirs,
  },
  play: async ({ canvasElement, args }) => {
    const ed = editorOf(canvasElement);
    const panel = within(ed.getByRole('group', { name: 'Save conflict' }));
    await expect(panel.getByRole('alert').querySelector('[data-part="message"]')).toHaveTextContent(
      /^Save conflict: “Prompts: the questions you ask every day” was changed elsewhere since you loaded it\. Your edit was not saved\.$/,
    );
    await expect(panel.getByText('Saved by editor@example.com on 26 November 2026 at 10:15.')).toBeVisible();
    const rows = panel
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Field', 'Now on the server', 'Your change'],
      ['Title', 'Prompts: the questions you ask every day', 'Prompts: your daily questions, one slash away'],
      [
        'Body',
        'Save the questions you ask the assistant every day and call them with `/` in the chat. A prompt fills in the store, the…',
        'Save the questions you ask the assistant every single day and call them with `/` in the chat. A prompt fills in the…',
      ],
    ]);
    // Until the conflict is settled, saving again would only conflict again.
    await expect(ed.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(ed.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await userEvent.click(panel.getByRole('button', { name: 'Take theirs' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
    await userEvent.type(titleField(ed), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ConfirmDelete: Story = {
  args: { editor: editing(blogPublishedRowFixture), deleting: blogPublishedRowFixture },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete “Prompts: your daily questions, one slash away”?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const d = within(dialog);
    await expect(
      d.getByText(
        'The post is removed from the blog and /blog/prompts-library stops working. This cannot be undone.',
      ),
    ).toBeVisible();
    // Focus starts on Cancel: Enter never deletes by accident.
    await expect(d.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDelete).toHaveBeenCalledOnce();
  },
};

export const Published: Story = {
  args: { editor: editing(blogPublishedRowFixture) },
  play: async ({ canvasElement, args }) => {
    const ed = editorOf(canvasElement);
    await expect(ed.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Save',
      'Unpublish',
      'Cancel',
      'Delete',
    ]);
    await expect(ed.getByText('Published', { selector: '[data-component="Tag"]' })).toBeVisible();
    await userEvent.click(ed.getByRole('button', { name: 'Unpublish' }));
    await expect(args.onUnpublish).toHaveBeenCalledOnce();
    await userEvent.click(ed.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The screen with its editor closing on Cancel, as the machine would close it. */
function ClosesOnCancel(props: BlogEditorScreenProps) {
  const [editor, setEditor] = useState(props.editor);
  return (
    <BlogEditorScreen
      {...props}
      editor={editor}
      onCancel={() => {
        props.onCancel();
        setEditor(null);
      }}
    />
  );
}

/** When the editor closes, focus goes back to the closed post's Edit button, not to the page. */
export const FocusAfterClosing: Story = {
  args: { editor: editing(blogDraftRowFixture) },
  render: (args) => <ClosesOnCancel {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(c.queryByRole('region', { name: 'Edit post' })).toBeNull());
    await expect(c.getByRole('button', { name: 'Edit “Weather in the report context”' })).toHaveFocus();
  },
};

/** From 900 px of editor width, form and preview stand side by side. */
export const Wide: Story = {
  parameters: { frameWidth: 1200 },
  args: { editor: editing(blogPublishedRowFixture) },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('[data-component="BlogEditor"] form') as HTMLElement;
    const preview = canvasElement.querySelector('[data-part="preview"]') as HTMLElement;
    await expect(preview.getBoundingClientRect().left).toBeGreaterThan(form.getBoundingClientRect().right);
    await expect(preview.getBoundingClientRect().top).toBe(form.getBoundingClientRect().top);
  },
};

export const Narrow: Story = {
  parameters: { frameWidth: 375 },
  args: { editor: editing(blogPublishedRowFixture) },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-part="frame"]') as HTMLElement;
    await expect(frame.getBoundingClientRect().width).toBe(375);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    // Below 900 px the preview stacks under the form.
    const form = canvasElement.querySelector('[data-component="BlogEditor"] form') as HTMLElement;
    const preview = canvasElement.querySelector('[data-part="preview"]') as HTMLElement;
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom);
    for (const row of canvasElement.querySelectorAll('li[data-post-id]')) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};
