import { type BlogDraft, type BlogField, type BlogRow, blogExcerpt } from '@store-ops/domain';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import {
  type ConflictField,
  ConflictPanel,
  type ConflictPanelProps,
  conflictPanelStrings,
} from '../../components/ConflictPanel';
import { EmptyState } from '../../components/EmptyState';
import { Markdown } from '../../components/Markdown';
import { Spinner } from '../../components/Spinner';
import { Tag } from '../../components/Tag';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { Banner, Centered, DialogText, Notice, Page, PageHeader, Title } from '../admin/admin.styles';
import {
  ConflictBox,
  EditorHead,
  EditorSection,
  Form,
  FormActions,
  PreviewPane,
  Row,
  RowMeta,
  Rows,
  Split,
  UnsavedHint,
} from './BlogEditor.styles';
import { formatBlogDate, formatSavedAt } from './format';
import { SlugField } from './SlugField';
import { blogEditorStrings as s } from './strings';

/** The post being written: its id (null: a new post), the fields, and how its save is going. */
export interface BlogEditorView {
  id: number | null;
  draft: BlogDraft;
  /** Whether the post is public now (its buttons: Save + Unpublish, or Save draft + Publish). */
  published: boolean;
  /** Each field's message (the domain's BLOG_FIELD_MESSAGES, or the server's `slugTaken`). */
  errors: Partial<Record<BlogField, string>>;
  /** The save's failure that belongs to no field. */
  error: string | null;
  /** A save, publish or unpublish is under way: the actions are locked. */
  saving: boolean;
  /** The draft has unsaved changes: another post (or a new one) opens once they are saved or cancelled. */
  dirty: boolean;
}

export interface BlogEditorScreenProps {
  /** Every post, drafts too (null: not loaded yet, or failed). */
  posts: readonly BlogRow[] | null;
  /** Why the posts did not load. */
  loadError: string | null;
  onRetry: () => void;
  /** The editor, open when set. */
  editor: BlogEditorView | null;
  /** The post as the server has it now, when a save was made against an older version (409). */
  conflict: BlogRow | null;
  /** The post waiting for its delete to be confirmed. */
  deleting: BlogRow | null;
  /** What the last action did (`Post published.`) or why it failed. */
  notice: { text: string; tone: 'success' | 'error' } | null;
  onNew: () => void;
  onEdit: (id: number) => void;
  onChange: (draft: Partial<BlogDraft>) => void;
  /** Save the fields, keeping the post's state (Enter in a field, "Save draft" or "Save"). */
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onCancel: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onDelete: (id: number) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** Time zone of the "Last saved" times (default: the browser's). Publication dates are UTC. */
  timeZone?: string;
}

/** `/posts` (admins): every post with its state, the editor with a live preview, delete and conflicts. */
export function BlogEditorScreen(props: BlogEditorScreenProps) {
  const { posts, loadError, editor, deleting, notice, timeZone } = props;
  // Unsaved changes: opening another post (or a new one) waits until they are saved or cancelled.
  const locked = editor?.dirty === true;
  const rootRef = useRef<HTMLElement>(null);
  useReturnFocus(rootRef, editor?.id);

  let list: ReactNode;
  if (posts === null && loadError) {
    list = (
      <EmptyState
        variant="error"
        title={loadError}
        action={<Button onPress={props.onRetry}>{s.retry}</Button>}
      />
    );
  } else if (posts === null) {
    list = (
      <Centered>
        <Spinner label={s.loading} showLabel />
      </Centered>
    );
  } else if (posts.length === 0) {
    list = editor ? null : <EmptyState title={s.empty} />;
  } else {
    list = (
      <Rows aria-label={s.posts}>
        {posts.map((post) => (
          <Row key={post.id} data-post-id={post.id} data-editing={editor?.id === post.id ? '' : undefined}>
            <div>
              <h2>{post.title}</h2>
              <RowMeta>
                <StatusTag post={post} timeZone={timeZone} />
                <span data-part="address">
                  {s.slugPrefix}
                  {post.slug}
                </span>
                <span>{s.lastSaved(formatSavedAt(post.updated_at, timeZone), post.updated_by_email)}</span>
              </RowMeta>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={s.editLabel(post.title)}
              data-action="edit"
              isDisabled={locked && editor?.id !== post.id}
              onPress={() => props.onEdit(post.id)}
            >
              {s.edit}
            </Button>
          </Row>
        ))}
      </Rows>
    );
  }

  return (
    <Page
      ref={rootRef}
      data-component="BlogEditorScreen"
      data-status={posts ? 'loaded' : loadError ? 'error' : 'loading'}
    >
      <PageHeader>
        <Title>{s.title}</Title>
        {posts !== null && (
          <Button data-action="new" isDisabled={locked} onPress={props.onNew}>
            {s.newPost}
          </Button>
        )}
      </PageHeader>
      <Notice role="status" data-tone={notice?.tone}>
        {notice?.text ?? ''}
      </Notice>
      {posts !== null && loadError && (
        <Banner role="alert">
          <span>{loadError}</span>
          <Button size="sm" variant="secondary" onPress={props.onRetry}>
            {s.retry}
          </Button>
        </Banner>
      )}
      {locked && <UnsavedHint data-part="unsaved">{s.unsavedHint}</UnsavedHint>}
      {/* Keyed by post: another post's editor is a fresh form, focused on its title. */}
      {editor && <Editor key={editor.id ?? 'new'} {...props} editor={editor} />}
      {list}
      {deleting && (
        <AlertDialog
          isOpen
          title={s.deleteTitle(deleting.title)}
          confirmLabel={s.delete}
          variant="danger"
          keepOpenOnConfirm
          onConfirm={props.onConfirmDelete}
          onCancel={props.onCancelDelete}
        >
          <DialogText>{s.deleteBody(deleting.slug)}</DialogText>
        </AlertDialog>
      )}
    </Page>
  );
}

function StatusTag({ post, timeZone }: { post: BlogRow; timeZone?: string }) {
  return post.published_at ? (
    <Tag variant="success">{s.published(formatBlogDate(post.published_at, timeZone))}</Tag>
  ) : (
    <Tag variant="neutral">{s.draft}</Tag>
  );
}

/**
 * When the editor closes (saved, cancelled, deleted), focus would fall to the page's body: put it on
 * the closed post's Edit button, or on New post when that post is gone or was new.
 */
function useReturnFocus(rootRef: RefObject<HTMLElement | null>, editing: number | null | undefined) {
  const last = useRef(editing);
  useEffect(() => {
    const was = last.current;
    last.current = editing;
    if (was === undefined || editing !== undefined) return;
    const root = rootRef.current;
    const active = root?.ownerDocument.activeElement;
    if (!root || (active && active !== root.ownerDocument.body && root.contains(active))) return;
    const target =
      (was !== null && root.querySelector<HTMLElement>(`[data-post-id="${was}"] [data-action="edit"]`)) ||
      root.querySelector<HTMLElement>('[data-action="new"]');
    target?.focus();
  }, [editing, rootRef]);
}

function Editor({
  editor,
  conflict,
  onChange,
  onSave,
  onPublish,
  onUnpublish,
  onCancel,
  onKeepMine,
  onTakeTheirs,
  onDelete,
  timeZone,
}: BlogEditorScreenProps & { editor: BlogEditorView }) {
  const { id, draft, errors, saving, published } = editor;
  const headingId = useId();
  const previewId = useId();
  const locked = saving || conflict !== null;
  const excerpt = blogExcerpt(draft.body);
  return (
    <EditorSection aria-labelledby={headingId} data-component="BlogEditor" data-editing-id={id ?? 'new'}>
      <EditorHead>
        <h2 id={headingId}>{id === null ? s.newPost : s.editPost}</h2>
        {published ? <Tag variant="success">{s.publishedNow}</Tag> : <Tag variant="neutral">{s.draft}</Tag>}
      </EditorHead>
      {/* Across the whole editor: the comparison table needs the room. */}
      {conflict && (
        <ConflictBox>
          <ConflictPanel
            {...conflictNotice(conflict, editor, timeZone)}
            onKeepMine={onKeepMine}
            onTakeTheirs={onTakeTheirs}
          />
        </ConflictBox>
      )}
      <Split>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!locked) onSave();
          }}
        >
          {editor.error && <Banner role="alert">{editor.error}</Banner>}
          <TextField
            label={s.fieldTitle}
            value={draft.title}
            onChange={(title) => onChange({ title })}
            isInvalid={Boolean(errors.title)}
            errorMessage={errors.title}
            isRequired
            autoFocus
          />
          <SlugField
            label={s.fieldSlug}
            prefix={s.slugPrefix}
            description={s.slugHelp}
            value={draft.slug}
            onChange={(slug) => onChange({ slug })}
            errorMessage={errors.slug}
          />
          <TextArea
            label={s.fieldBody}
            description={s.bodyHelp}
            rows={14}
            value={draft.body}
            onChange={(body) => onChange({ body })}
            isInvalid={Boolean(errors.body)}
            errorMessage={errors.body}
            isRequired
          />
          <FormActions>
            <Button
              type="submit"
              variant={published ? 'primary' : 'secondary'}
              isPending={saving}
              isDisabled={conflict !== null}
              pendingLabel={s.saving}
              data-action="save"
            >
              {published ? s.save : s.saveDraft}
            </Button>
            {published ? (
              <Button
                variant="secondary"
                isPending={saving}
                isDisabled={conflict !== null}
                pendingLabel={s.unpublish}
                onPress={onUnpublish}
                data-action="unpublish"
              >
                {s.unpublish}
              </Button>
            ) : (
              <Button
                isPending={saving}
                isDisabled={conflict !== null}
                pendingLabel={s.publish}
                onPress={onPublish}
                data-action="publish"
              >
                {s.publish}
              </Button>
            )}
            <Button variant="ghost" isDisabled={saving} onPress={onCancel} data-action="cancel">
              {s.cancel}
            </Button>
            {id !== null && (
              <Button variant="danger" isDisabled={saving} onPress={() => onDelete(id)} data-action="delete">
                {s.delete}
              </Button>
            )}
          </FormActions>
        </Form>
        <PreviewPane aria-labelledby={previewId} data-part="preview">
          <h3 id={previewId}>{s.preview}</h3>
          {draft.title.trim() === '' && draft.body.trim() === '' ? (
            <p>{s.previewEmpty}</p>
          ) : (
            <>
              {draft.title.trim() !== '' && <h4>{draft.title}</h4>}
              {excerpt && (
                <p data-part="excerpt">
                  <span>{s.excerpt}</span>
                  {excerpt}
                </p>
              )}
              <Markdown source={draft.body} />
            </>
          )}
        </PreviewPane>
      </Split>
    </EditorSection>
  );
}

/** What the conflict panel compares: each field that differs, the server's value against this draft's. */
function conflictNotice(
  theirs: BlogRow,
  editor: BlogEditorView,
  timeZone?: string,
): Pick<ConflictPanelProps, 'message' | 'detail' | 'fields'> {
  const mine = editor.draft;
  const fields: ConflictField[] = [];
  if (theirs.title !== mine.title)
    fields.push({ label: s.fieldTitle, current: theirs.title, mine: mine.title });
  if (theirs.slug !== mine.slug) {
    fields.push({
      label: s.fieldSlug,
      current: `${s.slugPrefix}${theirs.slug}`,
      mine: `${s.slugPrefix}${mine.slug}`,
    });
  }
  if (theirs.body !== mine.body) {
    const [current, yours] = differingSnippets(theirs.body, mine.body);
    fields.push({ label: s.fieldBody, current, mine: yours });
  }
  if ((theirs.published_at !== null) !== editor.published) {
    fields.push({
      label: s.conflictStatus,
      current: theirs.published_at ? s.published(formatBlogDate(theirs.published_at, timeZone)) : s.draft,
      mine: editor.published ? s.publishedNow : s.draft,
    });
  }
  return {
    message: conflictPanelStrings.message(s.conflictWhat(theirs.title)),
    detail: s.conflictBy(theirs.updated_by_email, formatSavedAt(theirs.updated_at, timeZone)),
    fields,
  };
}

const SNIPPET = 120;
const CONTEXT = 60;

/** Two bodies cut to where they start to differ (a few words before it), so a long post fits the table. */
function differingSnippets(a: string, b: string): [string, string] {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const start = i <= CONTEXT ? 0 : a.lastIndexOf(' ', i - CONTEXT) + 1;
  const cut = (text: string) => {
    let piece = text.slice(start, start + SNIPPET);
    const more = text.length > start + SNIPPET;
    if (more && piece.lastIndexOf(' ') > SNIPPET / 2) piece = piece.slice(0, piece.lastIndexOf(' '));
    return `${start > 0 ? '…' : ''}${piece.trim()}${more ? '…' : ''}`;
  };
  return [cut(a), cut(b)];
}
