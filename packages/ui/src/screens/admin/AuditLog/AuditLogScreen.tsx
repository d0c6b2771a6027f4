import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntryRow,
  type AuditFilters,
  type User,
} from '@store-ops/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ComboBox } from '../../../components/ComboBox';
import { DatePicker } from '../../../components/DatePicker';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { ColumnHeads } from '../../../components/shared/ColumnHeads';
import { dataTable } from '../../../components/shared/styles';
import { Banner, Centered, Page, PageHeader, Title } from '../admin.styles';
import {
  type AuditChange,
  actionLabel,
  auditActionLabels,
  auditChanges,
  entityLabel,
  preview,
  auditLogStrings as s,
  whoLabel,
} from './auditLog';

/** One page of the log as the server answered it. */
export interface AuditLogPage {
  entries: readonly AuditEntryRow[];
  page: number;
  limit: number;
  total: number;
}

export interface AuditLogScreenProps {
  status: 'loading' | 'ready' | 'failed';
  /** The last page loaded (kept on screen, dimmed, while the next one loads); null before the first. */
  result: AuditLogPage | null;
  /** Why the page could not be loaded. */
  error?: string | null;
  filters: AuditFilters;
  /** Why the filters just asked for were not applied. */
  filterError?: string | null;
  /** Everyone the user filter offers. */
  users: readonly User[];
  onFilter: (filters: AuditFilters) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** IANA time zone the entries' times are shown in (stories pin one); the browser's when omitted. */
  timeZone?: string;
}

const ALL_ACTIONS = 'all';
const MAX_CHANGES_SHOWN = 4;
const utcTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
/** An entry's time in the viewer's zone, with the zone's short name: `Nov 24, 2026, 8:42:05 AM PST`. */
const localTime = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

/**
 * /audit: who did what and when, newest first: the time in the viewer's zone (UTC on hover), the actor
 * (and on whose behalf while impersonating), the action, what it concerned by kind and name, and the
 * change field by field, before and after. Filters by user, action and a UTC date range apply at once;
 * the log is paged by the server.
 */
export function AuditLogScreen({
  status,
  result,
  error,
  filters,
  filterError,
  users,
  onFilter,
  onPage,
  onRetry,
  timeZone,
}: AuditLogScreenProps) {
  const time = useMemo(() => localTime(timeZone), [timeZone]);
  const set = (change: AuditFilters) => onFilter({ ...filters, ...change });
  const userOptions = useMemo(
    () =>
      users.map((u) => ({
        id: String(u.id),
        label: u.name || u.email,
        ...(u.name ? { description: u.email } : {}),
      })),
    [users],
  );
  const actionOptions = useMemo(
    () => [
      { id: ALL_ACTIONS, label: s.allActions },
      ...AUDIT_ACTIONS.map((a) => ({ id: a, label: auditActionLabels[a] })),
    ],
    [],
  );
  const filtered = Object.keys(filters).length > 0;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  const loading = status === 'loading';

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <EmptyState
        variant="error"
        title={s.loadFailed}
        description={error ?? undefined}
        action={
          <Button variant="primary" size="sm" onPress={onRetry}>
            {s.retry}
          </Button>
        }
      />
    );
  } else if (!result) {
    body = (
      <Centered role="status">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    );
  } else if (result.entries.length === 0) {
    body = loading ? (
      <Centered role="status">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    ) : (
      <EmptyState title={filtered ? s.noMatch : s.empty} description={filtered ? s.noMatchHint : undefined} />
    );
  } else {
    body = (
      <>
        <TableBox>
          <Table aria-label={s.table} aria-busy={loading || undefined}>
            <ColumnHeads columns={[s.when, s.who, s.actionColumn, s.entity, s.change]} />
            <tbody>
              {result.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} time={time} />
              ))}
            </tbody>
          </Table>
        </TableBox>
        <Pager aria-label={s.pages}>
          <span className="so-shown">
            {s.shown(
              (result.page - 1) * result.limit + 1,
              (result.page - 1) * result.limit + result.entries.length,
              result.total,
            )}
          </span>
          <span className="so-buttons">
            <Button
              variant="secondary"
              size="sm"
              isDisabled={loading || result.page <= 1}
              onPress={() => onPage(result.page - 1)}
            >
              {s.previous}
            </Button>
            <span aria-live="polite">{s.page(result.page, pages)}</span>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={loading || result.page >= pages}
              onPress={() => onPage(result.page + 1)}
            >
              {s.next}
            </Button>
          </span>
        </Pager>
      </>
    );
  }

  return (
    <Page data-component="AuditLogScreen" data-state={status}>
      <PageHeader>
        <Title>{s.title}</Title>
        {loading && result && <Spinner size="sm" label={s.loading} />}
      </PageHeader>
      <FilterBar role="search" aria-label={s.filters} onSubmit={(e) => e.preventDefault()}>
        <ComboBox
          label={s.user}
          placeholder={s.allUsers}
          options={userOptions}
          value={filters.user_id === undefined ? null : String(filters.user_id)}
          onChange={(id) => set({ user_id: id === null ? undefined : Number(id) })}
        />
        <Select
          label={s.action}
          options={actionOptions}
          value={filters.action ?? ALL_ACTIONS}
          onChange={(id) =>
            set({ action: id === null || id === ALL_ACTIONS ? undefined : (id as AuditAction) })
          }
        />
        <DatePicker
          label={s.from}
          value={filters.from ?? null}
          onChange={(from) => set({ from: from ?? undefined })}
        />
        <DatePicker label={s.to} value={filters.to ?? null} onChange={(to) => set({ to: to ?? undefined })} />
        <Button variant="ghost" size="sm" isDisabled={!filtered} onPress={() => onFilter({})}>
          {s.clear}
        </Button>
      </FilterBar>
      {filterError && <Banner role="alert">{filterError}</Banner>}
      {body}
    </Page>
  );
}

function EntryRow({ entry, time }: { entry: AuditEntryRow; time: Intl.DateTimeFormat }) {
  const { who, onBehalf } = whoLabel(entry);
  const changes = auditChanges(entry);
  return (
    <tr data-action={entry.action}>
      <td>
        <time dateTime={entry.at.toISOString()} title={s.utc(utcTime.format(entry.at))}>
          {time.format(entry.at)}
        </time>
      </td>
      <td>
        <span className="so-who">{who}</span>
        {onBehalf && <span className="so-behalf">{onBehalf}</span>}
      </td>
      <td>{actionLabel(entry.action)}</td>
      <td>{entityLabel(entry)}</td>
      <td>{changes.length > 0 ? <ChangeList changes={changes} /> : entry.detail}</td>
    </tr>
  );
}

/** The change, field by field; long lists and long values fold behind a button. */
function ChangeList({ changes }: { changes: AuditChange[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const foldable =
    changes.length > MAX_CHANGES_SHOWN ||
    changes.some(
      (c) => preview(c.before ?? '') !== (c.before ?? '') || preview(c.after ?? '') !== (c.after ?? ''),
    );
  const shown = expanded ? changes : changes.slice(0, MAX_CHANGES_SHOWN);
  const show = (text: string) => (expanded ? text : preview(text));
  return (
    <>
      <Changes id={listId} data-expanded={expanded || undefined}>
        {shown.map((c) => (
          <div key={c.field}>
            <dt>{c.field}</dt>
            <dd>
              {c.before !== undefined && <del>{show(c.before)}</del>}
              {c.before !== undefined && c.after !== undefined && <span aria-hidden="true"> → </span>}
              {c.after !== undefined && <ins>{show(c.after)}</ins>}
            </dd>
          </div>
        ))}
      </Changes>
      {foldable && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded(!expanded)}
        >
          {expanded ? s.showFewer : s.showAll(changes.length)}
        </Button>
      )}
    </>
  );
}

const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  & > [data-component='ComboBox'],
  & > [data-component='Select'] {
    min-width: 14rem;
  }
`;

const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  ${dataTable}
  min-width: 52rem;

  td {
    vertical-align: top;
  }
  td:first-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .so-who {
    display: block;
    overflow-wrap: anywhere;
  }
  .so-behalf {
    display: block;
    color: ${({ theme }) => theme.colors.warningText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
`;

const Changes = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  div {
    display: grid;
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  del {
    color: ${({ theme }) => theme.colors.dangerText};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
  ins {
    color: ${({ theme }) => theme.colors.successText};
    background: ${({ theme }) => theme.colors.successSubtle};
    text-decoration: none;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  .so-buttons {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
