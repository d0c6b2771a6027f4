import type { User } from '@store-ops/domain';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { SearchField } from '../../components/SearchField';
import { Tag } from '../../components/Tag';
import { Content, List, Status } from './ImpersonationDialog.styles';
import { impersonationStrings as s } from './strings';

export type ImpersonationCandidate = Pick<User, 'id' | 'email' | 'name' | 'admin'>;

interface ListState {
  /** The users matching `query` (the machine filters case-insensitively on e-mail and name). */
  users: readonly ImpersonationCandidate[];
  /** How many users there are before filtering (0 shows `No users available`). */
  totalUsers: number;
  query: string;
}

/** The impersonation machine's states while the dialog is open. */
export type ImpersonationDialogState =
  | { status: 'loading' }
  | { status: 'loadError' }
  | ({ status: 'selecting' } & ListState)
  | ({ status: 'starting'; userId: number } & ListState)
  | ({ status: 'startError'; reason?: string } & ListState);

export interface ImpersonationDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  state: ImpersonationDialogState;
  onQueryChange: (query: string) => void;
  onSelect: (user: ImpersonationCandidate) => void;
  /** Retry loading after `Failed to load users. Please try again.` */
  onRetry?: () => void;
}

export type ImpersonationDialogContentProps = Pick<
  ImpersonationDialogProps,
  'state' | 'onQueryChange' | 'onSelect' | 'onRetry'
>;

/** `Select User to Impersonate`: search, a list up to 400 px high with `Admin User` tags, and Cancel. */
export function ImpersonationDialog({ isOpen, onOpenChange, ...content }: ImpersonationDialogProps) {
  return (
    <Modal
      title={s.title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      showCloseButton={false}
      data-state={content.state.status}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          {s.cancel}
        </Button>
      )}
    >
      <ImpersonationDialogContent {...content} />
    </Modal>
  );
}

/**
 * The dialog's body (search, status, list) without the modal around it. The dialog renders it; the
 * designers' Brand Matrix shows it in place in every cell, where fourteen open modals would each make
 * the rest of the page inert.
 */
export function ImpersonationDialogContent({
  state,
  onQueryChange,
  onSelect,
  onRetry,
}: ImpersonationDialogContentProps) {
  const hasList =
    state.status === 'selecting' || state.status === 'starting' || state.status === 'startError';
  const starting = state.status === 'starting';

  return (
    <Content data-component="ImpersonationDialog" data-state={state.status}>
      <SearchField
        aria-label={s.searchLabel}
        placeholder={s.searchPlaceholder}
        value={hasList ? state.query : ''}
        onChange={onQueryChange}
        isDisabled={!hasList || starting}
        autoFocus={hasList}
      />

      {state.status === 'loading' && <Status role="status">{s.loading}</Status>}
      {state.status === 'loadError' && (
        <EmptyState
          variant="error"
          title={s.loadError}
          action={
            onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                {s.retry}
              </Button>
            )
          }
        />
      )}
      {state.status === 'startError' && (
        <EmptyState variant="error" title={state.reason?.trim() || s.startError} data-part="start-error" />
      )}
      {starting && <Status role="status">{s.starting}</Status>}

      {hasList &&
        (state.totalUsers === 0 ? (
          <EmptyState title={s.noUsers} />
        ) : state.users.length === 0 ? (
          <EmptyState title={s.noMatches} description={s.noMatchesHint} />
        ) : (
          <List>
            <ListBox
              aria-label={s.listLabel}
              items={state.users}
              selectionMode="none"
              disabledKeys={starting ? state.users.map((u) => u.id) : []}
              onAction={(key) => {
                const user = state.users.find((u) => u.id === key);
                if (user) onSelect(user);
              }}
            >
              {(u) => (
                <ListBoxItem id={u.id} textValue={u.name || u.email} data-admin={u.admin || undefined}>
                  <span className="primary">{u.name || u.email}</span>
                  <span className="secondary">{u.email}</span>
                  {u.admin && <Tag className="tag">{s.adminTag}</Tag>}
                </ListBoxItem>
              )}
            </ListBox>
          </List>
        ))}
    </Content>
  );
}
