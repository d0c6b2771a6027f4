import {
  type BlogDraft,
  type BlogField,
  type BlogRow,
  blogDraftErrors,
  slugFromTitle,
} from '@store-ops/domain';
import { and, assertEvent, assign, setup } from 'xstate';
import { ApiFailure } from '../adapters/api';
import { blogEditorBrowserDefaults } from '../adapters/blog';
import {
  confirmedDeleteStates,
  conflictOf,
  messageOf,
  versionedEditorStates,
} from '../versionedEditor/versionedEditor';

/** The post open in the editor. */
export interface BlogEditorForm {
  /** The post being changed (null: a new one). */
  id: number | null;
  /** The version the changes are made against. */
  version: number;
  draft: BlogDraft;
  /** Whether the post as saved is public (a new post: false). */
  published: boolean;
  errors: Partial<Record<BlogField, string>>;
  /** Why the last save failed (other than a field's error or a conflict). */
  error: string | null;
  /** The slug was typed by hand (or the post exists): the title no longer fills it. */
  slugTouched: boolean;
}

export interface BlogNotice {
  text: string;
  tone: 'success' | 'error';
}

/** How a save treats publication: as it is, public, or back to a draft. */
export type BlogSaveKind = 'save' | 'publish' | 'unpublish';

export interface BlogEditorContext {
  /** Every post, drafts too, newest updated first (null until loaded). */
  posts: BlogRow[] | null;
  /** Why the list failed to load. */
  error: string | null;
  editor: BlogEditorForm | null;
  /** The server's current post after a save made against an older version (409). */
  conflict: BlogRow | null;
  /** The post waiting for its delete to be confirmed, or being deleted. */
  deleting: BlogRow | null;
  /** The save being made (or the last one asked for): kept for `blog.keepMine`. */
  saving: BlogSaveKind | null;
  /** A short confirmation or failure shown after an action (`Post saved.`). */
  notice: BlogNotice | null;
}

export type BlogEditorEvent =
  | { type: 'blog.retry' }
  | { type: 'blog.new' }
  | { type: 'blog.edit'; id: number }
  | { type: 'blog.change'; draft: Partial<BlogDraft> }
  | { type: 'blog.save' }
  | { type: 'blog.publish' }
  | { type: 'blog.unpublish' }
  | { type: 'blog.cancel' }
  | { type: 'blog.keepMine' }
  | { type: 'blog.takeTheirs' }
  | { type: 'blog.delete'; id: number }
  | { type: 'blog.confirmDelete' };

export interface BlogSaveInput {
  id: number | null;
  version: number;
  draft: BlogDraft;
  /** true publishes, false makes it a draft, null leaves it as it is (a new post: a draft). */
  published: boolean | null;
}

export const BLOG_NOTICES = {
  saved: 'Post saved.',
  published: 'Post published.',
  unpublished: 'Post moved back to drafts.',
  deleted: 'Post deleted.',
  conflict: 'Someone else changed this post while you were editing it.',
} as const;

const NOTICE_OF_SAVE: Record<BlogSaveKind, string> = {
  save: BLOG_NOTICES.saved,
  publish: BLOG_NOTICES.published,
  unpublish: BLOG_NOTICES.unpublished,
};
const PUBLISHED_OF_SAVE: Record<BlogSaveKind, boolean | null> = {
  save: null,
  publish: true,
  unpublish: false,
};

const EMPTY_DRAFT: BlogDraft = { slug: '', title: '', body: '' };

const isSlugTaken = (error: unknown) =>
  error instanceof ApiFailure && error.status === 400 && error.code === 'slug_taken';

/**
 * The open draft has changes the server does not have: a new post with anything typed, or a post whose
 * title, address or body differs from its saved row. Opening another post waits until they are saved
 * or cancelled (nothing typed is lost by a click on another post).
 */
export function blogEditorDirty(context: Pick<BlogEditorContext, 'editor' | 'posts'>): boolean {
  const editor = context.editor;
  if (!editor) return false;
  const saved = editor.id === null ? null : context.posts?.find((p) => p.id === editor.id);
  const base = saved ? { slug: saved.slug, title: saved.title, body: saved.body } : EMPTY_DRAFT;
  return (Object.keys(base) as (keyof BlogDraft)[]).some((k) => editor.draft[k] !== base[k]);
}

/** The row replaced where it is, or a new one put at the top. */
const upsert = (posts: BlogRow[] | null, row: BlogRow) => {
  const list = posts ?? [];
  return list.some((p) => p.id === row.id) ? list.map((p) => (p.id === row.id ? row : p)) : [row, ...list];
};
/** The editor on a saved post: the slug is its address now, the title no longer changes it. */
const formOf = (row: BlogRow): BlogEditorForm => ({
  id: row.id,
  version: row.version,
  draft: { slug: row.slug, title: row.title, body: row.body },
  published: row.published_at !== null,
  errors: {},
  error: null,
  slugTouched: true,
});
const NEW_FORM: BlogEditorForm = {
  id: null,
  version: 0,
  draft: EMPTY_DRAFT,
  published: false,
  errors: {},
  error: null,
  slugTouched: false,
};

/** The blog editor's types, guards and actions; its actors are the browser defaults until `.provide()`. */
const blogSetup = setup({
  types: { context: {} as BlogEditorContext, events: {} as BlogEditorEvent },
  actors: blogEditorBrowserDefaults().actors,
  guards: {
    valid: ({ context }) =>
      context.editor !== null && Object.keys(blogDraftErrors(context.editor.draft)).length === 0,
    known: ({ context, event }) => {
      const id = (event as { id?: number }).id;
      return context.posts?.some((p) => p.id === id) ?? false;
    },
    clean: ({ context }) => !blogEditorDirty(context),
  },
  actions: {
    /** A save starts: which one (kept for a conflict's keep mine); the last notice goes. */
    startSave: assign((_, params: { kind: BlogSaveKind }) => ({ saving: params.kind, notice: null })),
    showErrors: assign(({ context }) => ({
      editor: context.editor && { ...context.editor, errors: blogDraftErrors(context.editor.draft) },
    })),
    openNew: assign({ editor: NEW_FORM, notice: null }),
    openPost: assign(({ context, event }) => {
      assertEvent(event, 'blog.edit');
      return { editor: formOf(context.posts?.find((p) => p.id === event.id) as BlogRow), notice: null };
    }),
    askDelete: assign(({ context, event }) => {
      assertEvent(event, 'blog.delete');
      return { deleting: context.posts?.find((p) => p.id === event.id) ?? null, notice: null };
    }),
  },
});

/**
 * The blog's editor (admins, /posts): lists every post, drafts too; writes a post in an
 * editor whose slug follows the title until it is typed by hand; saves it as it is, publishes it or
 * takes it back to a draft (field errors first: an invalid draft sends nothing; a taken address shows
 * on the slug; any other refusal keeps the draft with the message); a save against an older version
 * shows the conflict (keep mine: saved again over theirs; take theirs: their post in the editor);
 * deletes after a confirmation. After a save the editor stays on the saved post and the list shows it.
 */
export const blogEditorMachine = blogSetup.createMachine({
  id: 'blogEditor',
  context: {
    posts: null,
    error: null,
    editor: null,
    conflict: null,
    deleting: null,
    saving: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    ...versionedEditorStates(blogSetup, {
      events: {
        retry: 'blog.retry',
        keepMine: 'blog.keepMine',
        takeTheirs: 'blog.takeTheirs',
        cancel: 'blog.cancel',
      },
      load: {
        done: { target: 'ready', update: (_, posts: BlogRow[]) => ({ posts, error: null }) },
        failed: 'Failed to load the posts.',
      },
      save: {
        src: 'save',
        input: (context) => {
          const editor = context.editor as BlogEditorForm;
          return {
            id: editor.id,
            version: editor.version,
            draft: editor.draft,
            published: PUBLISHED_OF_SAVE[context.saving ?? 'save'],
          };
        },
        done: [
          {
            target: 'editing',
            update: (context, saved: BlogRow) => ({
              posts: upsert(context.posts, saved),
              editor: formOf(saved),
              saving: null,
              notice: { text: NOTICE_OF_SAVE[context.saving ?? 'save'], tone: 'success' as const },
            }),
          },
        ],
        conflict: (_, current: BlogRow) => ({ conflict: current }),
        refused: [
          {
            when: (_, error) => isSlugTaken(error),
            target: 'editing',
            update: (context, error) => ({
              editor: context.editor && {
                ...context.editor,
                errors: { ...context.editor.errors, slug: messageOf(error, 'This address is taken.') },
                error: null,
              },
              saving: null,
            }),
          },
          {
            target: 'editing',
            update: (context, error) => ({
              editor: context.editor && {
                ...context.editor,
                error: messageOf(error, 'The post was not saved.'),
              },
              saving: null,
            }),
          },
        ],
      },
      conflict: {
        // The same save (as it is, publish or unpublish), against their version.
        keepMine: (context) => ({
          posts: upsert(context.posts, context.conflict as BlogRow),
          editor: context.editor && { ...context.editor, version: (context.conflict as BlogRow).version },
          conflict: null,
        }),
        // Their post replaces my changes in the editor and in the list.
        takeTheirs: {
          target: 'editing',
          update: (context) => ({
            posts: upsert(context.posts, context.conflict as BlogRow),
            editor: formOf(context.conflict as BlogRow),
            conflict: null,
            saving: null,
          }),
        },
        cancel: { target: 'editing', update: () => ({ conflict: null, saving: null }) },
      },
    }),
    ...confirmedDeleteStates(blogSetup, {
      events: { confirmDelete: 'blog.confirmDelete', cancel: 'blog.cancel' },
      src: 'remove',
      input: (context) => {
        const row = context.deleting as BlogRow;
        return { id: row.id, version: row.version };
      },
      cancel: [
        { when: (context) => context.editor !== null, target: 'editing', update: () => ({ deleting: null }) },
        { target: 'ready', update: () => ({ deleting: null }) },
      ],
      done: [
        {
          // The editor is on another post (or a new one) than the one deleted: it stays open.
          when: (context) => context.editor !== null && context.editor.id !== context.deleting?.id,
          target: 'editing',
          update: (context) => ({
            posts: context.posts?.filter((p) => p.id !== context.deleting?.id) ?? null,
            deleting: null,
            notice: { text: BLOG_NOTICES.deleted, tone: 'success' as const },
          }),
        },
        {
          target: 'ready',
          update: (context) => ({
            posts: context.posts?.filter((p) => p.id !== context.deleting?.id) ?? null,
            editor: null,
            deleting: null,
            notice: { text: BLOG_NOTICES.deleted, tone: 'success' as const },
          }),
        },
      ],
      refused: [
        { when: (context) => context.editor !== null, target: 'editing', update: deleteRefused },
        { target: 'ready', update: deleteRefused },
      ],
    }),
    ready: {
      on: {
        'blog.new': { target: 'editing', actions: 'openNew' },
        'blog.edit': { guard: 'known', target: 'editing', actions: 'openPost' },
        'blog.delete': { guard: 'known', target: 'confirmingDelete', actions: 'askDelete' },
      },
    },
    editing: {
      on: {
        // Another post (or a new one) replaces the one open only when it has no unsaved changes.
        'blog.new': { guard: 'clean', actions: 'openNew' },
        'blog.edit': { guard: and(['known', 'clean']), actions: 'openPost' },
        'blog.delete': { guard: 'known', target: 'confirmingDelete', actions: 'askDelete' },
        'blog.change': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'blog.change');
            const editor = context.editor as BlogEditorForm;
            const draft = { ...editor.draft, ...event.draft };
            // A slug typed by hand stays; until then a new post's title fills it.
            const slugTouched = editor.slugTouched || event.draft.slug !== undefined;
            if (!slugTouched && event.draft.title !== undefined) draft.slug = slugFromTitle(draft.title);
            // Errors already shown follow the typing (they go away as soon as a field is fixed); the
            // server's "address taken" stays until the slug changes.
            const shown = Object.keys(editor.errors).length > 0;
            const errors = shown ? blogDraftErrors(draft) : {};
            if (shown && !errors.slug && editor.errors.slug && draft.slug === editor.draft.slug)
              errors.slug = editor.errors.slug;
            return { editor: { ...editor, draft, slugTouched, errors } };
          }),
        },
        'blog.save': [
          { guard: 'valid', target: 'saving', actions: { type: 'startSave', params: { kind: 'save' } } },
          { actions: 'showErrors' },
        ],
        'blog.publish': [
          { guard: 'valid', target: 'saving', actions: { type: 'startSave', params: { kind: 'publish' } } },
          { actions: 'showErrors' },
        ],
        'blog.unpublish': [
          { guard: 'valid', target: 'saving', actions: { type: 'startSave', params: { kind: 'unpublish' } } },
          { actions: 'showErrors' },
        ],
        'blog.cancel': { target: 'ready', actions: assign({ editor: null }) },
      },
    },
  },
});

/** A refused delete: the notice says why; a stale one (409) shows the current post in the list. */
function deleteRefused(context: BlogEditorContext, error: unknown): Partial<BlogEditorContext> {
  const current = conflictOf<BlogRow>(error);
  return {
    posts: current ? upsert(context.posts, current) : context.posts,
    deleting: null,
    notice: {
      text: current ? BLOG_NOTICES.conflict : messageOf(error, 'The post was not deleted.'),
      tone: 'error',
    },
  };
}
