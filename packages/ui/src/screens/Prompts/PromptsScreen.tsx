import type { Prompt, PromptVersion } from '@store-ops/domain';
import type { ReactNode } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ConflictPanel } from '../../components/ConflictPanel';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { SearchField } from '../../components/SearchField';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { Banner, Centered, DialogActions, Notice, Page, PageHeader, Title } from '../admin/admin.styles';
import {
  Actions,
  BodyPreview,
  Card,
  Cards,
  CardTitle,
  Fields,
  Meta,
  Quote,
  Toolbar,
  VersionHead,
  VersionItem,
  Versions,
} from './Prompts.styles';
import { promptsStrings as s } from './strings';
import { VariablesDialog, type VariablesDialogProps } from './VariablesDialog';

export interface PromptDraftView {
  title: string;
  category: string;
  body: string;
  shared: boolean;
  groupId: number | null;
}
type DraftErrors = Partial<Record<'title' | 'category' | 'body', string>>;

export interface PromptsScreenProps {
  status: 'loading' | 'failed' | 'ready';
  /** Why the library did not load. */
  error?: string | null;
  /** The prompts to show (already searched and filtered). */
  prompts: readonly Prompt[];
  /** How many prompts the user has in all (0: the empty library, not a search without match). */
  total: number;
  /** Admins share prompts and change shared ones; others change only their own. */
  isAdmin: boolean;
  /** The user groups a prompt may be shared with (admins), and whose names label shared prompts. */
  groups?: readonly { id: number; name: string }[];
  query: string;
  onQueryChange: (query: string) => void;
  categories: readonly string[];
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  /** A confirmation (`Prompt saved.`) or an action's failure. */
  notice?: { text: string; tone: 'success' | 'error' } | null;
  onRetry: () => void;
  onNew: () => void;
  onUse: (id: number) => void;
  onEdit: (id: number) => void;
  onHistory: (id: number) => void;
  onDelete: (id: number) => void;
  /** The editor, open when set. */
  editor?: {
    isNew: boolean;
    draft: PromptDraftView;
    errors: DraftErrors;
    error: string | null;
    isSaving: boolean;
    /** The server's newer version, when the save was made against an older one. */
    conflict: Prompt | null;
  } | null;
  onDraftChange: (draft: Partial<PromptDraftView>) => void;
  onSave: () => void;
  onCancel: () => void;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  /** The prompt waiting for its delete to be confirmed. */
  deleting?: { prompt: Prompt; isPending: boolean } | null;
  onConfirmDelete: () => void;
  history?: {
    prompt: Prompt;
    versions: readonly PromptVersion[] | null;
    error: string | null;
    restoring: number | null;
  } | null;
  onRestore: (version: number) => void;
  onRetryHistory: () => void;
  /** The variables dialog of a prompt being used. */
  variables?: Omit<VariablesDialogProps, 'onCancel'> | null;
  onCancelVariables: () => void;
  locale?: string;
  timeZone?: string;
}

const ONLY_ME = 'only-me';
const EVERYONE = 'everyone';

function sharingLabel(prompt: Prompt, groups: PromptsScreenProps['groups']) {
  if (!prompt.shared) return s.personal;
  if (prompt.group_id === null) return s.everyone;
  const group = groups?.find((g) => g.id === prompt.group_id);
  return s.sharedWith(group?.name ?? null);
}

/** The prompt library: search, category, every prompt as a card, the editor, history and delete dialogs. */
export function PromptsScreen(props: PromptsScreenProps) {
  const { status, prompts, total, isAdmin, groups, query, categories, category, notice } = props;
  const canChange = (p: Prompt) => isAdmin || !p.shared;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Centered role="status">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    );
  } else if (status === 'failed') {
    body = (
      <EmptyState
        variant="error"
        title={props.error ?? 'Failed to load the prompts.'}
        action={<Button onPress={props.onRetry}>{s.retry}</Button>}
      />
    );
  } else if (total === 0) {
    body = (
      <EmptyState
        title={s.emptyTitle}
        description={s.emptyBody}
        action={<Button onPress={props.onNew}>{s.newPrompt}</Button>}
      />
    );
  } else if (prompts.length === 0) {
    body = (
      <EmptyState
        title={query ? s.noMatchTitle(query) : s.noMatchBody}
        description={query ? s.noMatchBody : undefined}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              props.onQueryChange('');
              props.onCategoryChange(null);
            }}
          >
            {s.showAll}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Cards aria-label={s.title}>
        {prompts.map((p) => (
          <Card key={p.id} data-prompt-id={p.id}>
            <CardTitle>{p.title}</CardTitle>
            <Meta>
              <Badge variant="accent">{p.category}</Badge>
              <Badge variant={p.shared ? 'info' : 'neutral'}>{sharingLabel(p, groups)}</Badge>
              <span>{s.uses(p.uses)}</span>
            </Meta>
            <BodyPreview>{p.body}</BodyPreview>
            <Actions role="group" aria-label={s.actionsOf(p.title)}>
              <Button size="sm" onPress={() => props.onUse(p.id)}>
                {s.use}
              </Button>
              {canChange(p) && (
                <Button size="sm" variant="secondary" onPress={() => props.onEdit(p.id)}>
                  {s.edit}
                </Button>
              )}
              {/* The history (earlier sharing and text, who saved them) is for those who may edit. */}
              {canChange(p) && (
                <Button size="sm" variant="secondary" onPress={() => props.onHistory(p.id)}>
                  {s.history}
                </Button>
              )}
              {canChange(p) && (
                <Button size="sm" variant="ghost" onPress={() => props.onDelete(p.id)}>
                  {s.delete}
                </Button>
              )}
            </Actions>
          </Card>
        ))}
      </Cards>
    );
  }

  return (
    <Page data-component="PromptsScreen" data-status={status}>
      <PageHeader>
        <Title>{s.title}</Title>
        {status === 'ready' && total > 0 && <Button onPress={props.onNew}>{s.newPrompt}</Button>}
      </PageHeader>
      {status === 'ready' && total > 0 && (
        <search>
          <ToolbarRow {...props} categories={categories} category={category} />
        </search>
      )}
      <Notice role="status" data-tone={notice?.tone}>
        {notice?.text ?? ''}
      </Notice>
      {body}
      {props.editor && <EditorDialog {...props} editor={props.editor} />}
      {props.deleting && (
        <AlertDialog
          isOpen
          title={s.deleteTitle}
          confirmLabel={s.delete}
          variant="danger"
          isPending={props.deleting.isPending}
          keepOpenOnConfirm
          onConfirm={props.onConfirmDelete}
          onCancel={props.onCancel}
        >
          {s.deleteBody(props.deleting.prompt.title)}
        </AlertDialog>
      )}
      {props.history && <HistoryDialog {...props} history={props.history} />}
      {props.variables && <VariablesDialog {...props.variables} onCancel={props.onCancelVariables} />}
    </Page>
  );
}

function ToolbarRow({ query, onQueryChange, categories, category, onCategoryChange }: PromptsScreenProps) {
  return (
    <Toolbar>
      <SearchField
        label={s.search}
        placeholder={s.searchPlaceholder}
        value={query}
        onChange={onQueryChange}
      />
      <Select
        label={s.category}
        options={[{ id: '', label: s.allCategories }, ...categories.map((c) => ({ id: c, label: c }))]}
        value={category ?? ''}
        onChange={(value) => onCategoryChange(value ? value : null)}
      />
    </Toolbar>
  );
}

function EditorDialog({
  editor,
  isAdmin,
  groups,
  onDraftChange,
  onSave,
  onCancel,
  onTakeTheirs,
  onKeepMine,
}: PromptsScreenProps & { editor: NonNullable<PromptsScreenProps['editor']> }) {
  const { draft, errors, conflict } = editor;
  const sharing = !draft.shared ? ONLY_ME : draft.groupId === null ? EVERYONE : String(draft.groupId);
  return (
    <Modal
      isOpen
      size="lg"
      isDismissable={false}
      onOpenChange={(open) => !open && onCancel()}
      title={conflict ? s.conflictTitle : editor.isNew ? s.newPrompt : s.editTitle}
      data-component="PromptEditor"
      footer={
        conflict ? (
          <Button variant="secondary" onPress={onCancel}>
            {s.backToEditing}
          </Button>
        ) : undefined
      }
    >
      {conflict ? (
        <ConflictPanel
          message={s.conflictBody}
          theirs={
            <>
              <strong>{conflict.title}</strong>
              {'\n'}
              {conflict.body}
            </>
          }
          wording={{ keepMine: s.keepMine, takeTheirs: s.takeTheirs }}
          onKeepMine={onKeepMine}
          onTakeTheirs={onTakeTheirs}
        />
      ) : (
        <Fields
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          {editor.error && <Banner role="alert">{editor.error}</Banner>}
          <TextField
            label={s.fieldTitle}
            value={draft.title}
            onChange={(title) => onDraftChange({ title })}
            isInvalid={Boolean(errors.title)}
            errorMessage={errors.title}
            isRequired
          />
          <TextField
            label={s.fieldCategory}
            value={draft.category}
            onChange={(category) => onDraftChange({ category })}
            isInvalid={Boolean(errors.category)}
            errorMessage={errors.category}
            isRequired
          />
          <TextArea
            label={s.fieldBody}
            rows={8}
            value={draft.body}
            onChange={(body) => onDraftChange({ body })}
            isInvalid={Boolean(errors.body)}
            errorMessage={errors.body}
            description={s.bodyHelp}
            isRequired
          />
          {isAdmin && (
            <Select
              label={s.fieldSharing}
              options={[
                { id: ONLY_ME, label: s.onlyMe },
                { id: EVERYONE, label: s.everyoneOption },
                ...(groups ?? []).map((g) => ({ id: String(g.id), label: g.name })),
              ]}
              value={sharing}
              onChange={(value) =>
                onDraftChange(
                  value === ONLY_ME || value === null
                    ? { shared: false, groupId: null }
                    : value === EVERYONE
                      ? { shared: true, groupId: null }
                      : { shared: true, groupId: Number(value) },
                )
              }
            />
          )}
          <DialogActions>
            <Button variant="secondary" onPress={onCancel} isDisabled={editor.isSaving}>
              {s.cancel}
            </Button>
            <Button type="submit" isPending={editor.isSaving} pendingLabel={s.saving}>
              {s.save}
            </Button>
          </DialogActions>
        </Fields>
      )}
    </Modal>
  );
}

function HistoryDialog({
  history,
  onCancel,
  onRestore,
  onRetryHistory,
  locale,
  timeZone,
}: PromptsScreenProps & { history: NonNullable<PromptsScreenProps['history']> }) {
  const when = new Intl.DateTimeFormat(locale ?? 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onCancel()}
      title={s.historyTitle(history.prompt.title)}
      data-component="PromptHistory"
      footer={
        <Button variant="secondary" onPress={onCancel}>
          {s.close}
        </Button>
      }
    >
      {history.error && (
        <Banner role="alert">
          <span>{history.error}</span>
          {history.versions === null && (
            <Button size="sm" variant="secondary" onPress={onRetryHistory}>
              {s.retry}
            </Button>
          )}
        </Banner>
      )}
      {history.versions === null && !history.error && (
        <Centered role="status">
          <Spinner size="sm" label={s.historyLoading} />
          <span>{s.historyLoading}</span>
        </Centered>
      )}
      {history.versions && (
        <Versions>
          {history.versions.map((v) => (
            <VersionItem key={v.version} data-version={v.version}>
              <VersionHead>
                <span>
                  <strong>{s.versionLabel(v.version)}</strong> · {when.format(v.changed_at)} ·{' '}
                  {s.by(v.changed_by_email)}
                </span>
                {v.version === history.prompt.version ? (
                  <Badge variant="success">{s.current}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={s.restoreLabel(v.version)}
                    isPending={history.restoring === v.version}
                    isDisabled={history.restoring !== null}
                    onPress={() => onRestore(v.version)}
                  >
                    {s.restore}
                  </Button>
                )}
              </VersionHead>
              <Quote>
                <strong>{v.title}</strong> ({v.category}){'\n'}
                {v.body}
              </Quote>
            </VersionItem>
          ))}
        </Versions>
      )}
    </Modal>
  );
}
