import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { DataGrid, type DataGridColumn, type DataGridHandle, type RowEdit } from '../../components/DataGrid';
import { Banner, Page, PageHeader, RowActionsBox, Title } from './admin.styles';
import { ConfirmDialog, ConflictDialog, CreateDialog } from './dialogs';
import { type FieldSpec, toColumns } from './fields';
import { adminStrings } from './strings';
import type { AdminScreenProps, NewRow } from './types';

export interface AdminRow {
  id: number;
  version: number;
}

export interface AdminGridScreenProps<T extends AdminRow> extends AdminScreenProps<T> {
  /** Page heading, e.g. `Stores`. */
  title: string;
  /** Singular noun for buttons and dialogs, e.g. `store`. */
  entity: string;
  /** Plural noun for messages, e.g. `stores`. */
  plural: string;
  fields: readonly FieldSpec<T>[];
  /** How a row is named in dialogs and action labels. */
  rowLabel: (row: T) => string;
  /** Values of a new row before the user fills the form. */
  defaults: Partial<NewRow<T>>;
  /** Link of the row's detail view, e.g. `/stores/12`. */
  detailHref?: (row: T) => string;
  /** Adds a Reset password action per row (users). */
  onResetPassword?: (row: T) => void;
}

const rowId = (row: AdminRow) => String(row.id);

interface Handlers<T> {
  rowLabel: (row: T) => string;
  detailHref?: (row: T) => string;
  askDelete: (row: T) => void;
  askReset?: (row: T) => void;
}

/** Focus moves into the action links/buttons with Enter and between them with Tab. */
function actionKeys(p: SuppressKeyboardEventParams): boolean {
  const cell = (p.event.target as HTMLElement | null)?.closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  const items = [...cell.querySelectorAll<HTMLElement>('a, button')];
  if (items.length === 0) return false;
  const active = document.activeElement as HTMLElement | null;
  if (p.event.key === 'Enter' && active === cell) {
    // Prevent the default, or the same Enter would also activate the control it just focused.
    p.event.preventDefault();
    items[0]?.focus();
    return true;
  }
  if (p.event.key === 'Enter' && active && items.includes(active)) return true;
  if (p.event.key === 'Tab' && active && items.includes(active)) {
    const next = items.indexOf(active) + (p.event.shiftKey ? -1 : 1);
    return next >= 0 && next < items.length;
  }
  return false;
}

type RowActionsProps = CustomCellRendererProps<AdminRow> & { handlers: { current: Handlers<AdminRow> } };

function RowActions({ data, handlers }: RowActionsProps) {
  if (!data) return null;
  const h = handlers.current;
  const label = h.rowLabel(data);
  return (
    <RowActionsBox>
      {h.detailHref && (
        <a href={h.detailHref(data)} aria-label={adminStrings.openLabel(label)}>
          {adminStrings.open}
        </a>
      )}
      {h.askReset && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={adminStrings.resetLabel(label)}
          onPress={() => h.askReset?.(data)}
        >
          {adminStrings.resetPassword}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={adminStrings.deleteLabel(label)}
        onPress={() => h.askDelete(data)}
      >
        {adminStrings.delete}
      </Button>
    </RowActionsBox>
  );
}

function actionsColumn<T extends AdminRow>(handlers: { current: Handlers<T> }): DataGridColumn<T> {
  return {
    colId: 'actions',
    headerName: adminStrings.actions,
    excludeFromExport: true,
    sortable: false,
    filter: false,
    editable: false,
    minWidth: 220,
    cellRenderer: RowActions,
    cellRendererParams: { handlers },
    suppressKeyboardEvent: actionKeys,
  };
}

/**
 * The one admin grid screen the seven entity screens are made of: a heading, the DataGrid with
 * pending inline edits (Save changes calls `onSave(row, changes)` per row), Add (create form),
 * per-row Open / Delete (and Reset password for users), and the 409 conflict dialog.
 */
export function AdminGridScreen<T extends AdminRow>({
  title,
  entity,
  plural,
  fields,
  rowLabel,
  defaults,
  detailHref,
  state,
  onSave,
  onCreate,
  onDelete,
  onReload,
  onOverwrite,
  onResetPassword,
  onExport,
  download,
}: AdminGridScreenProps<T>) {
  const grid = useRef<DataGridHandle>(null);
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'reset'; row: T } | null>(null);

  const rows = state.status === 'loading' || state.status === 'error' ? EMPTY : state.rows;
  // The grid's row objects carry pending edits; callbacks get the row as loaded.
  const loadedRow = (row: T) => rows.find((r) => r.id === row.id) ?? row;
  const handlers = useRef<Handlers<T>>({ rowLabel, detailHref, askDelete: () => {} });
  handlers.current = {
    rowLabel: (row) => rowLabel(loadedRow(row)),
    detailHref,
    askDelete: (row) => setConfirm({ kind: 'delete', row: loadedRow(row) }),
    askReset: onResetPassword ? (row) => setConfirm({ kind: 'reset', row: loadedRow(row) }) : undefined,
  };

  // Stable while `fields` is: new column definitions would clear the grid's undo stack.
  const columns = useMemo(() => [...toColumns(fields), actionsColumn(handlers)], [fields]);

  const conflict = state.status === 'conflict' ? state.conflict : null;

  const saveAll = (edits: RowEdit<T>[]) => {
    for (const edit of edits) onSave(edit.row, edit.changes);
  };

  const actions =
    state.status === 'error' ? (
      <Button variant="primary" size="sm" onPress={onReload}>
        {adminStrings.retry}
      </Button>
    ) : (
      <>
        <Button
          variant="primary"
          size="sm"
          onPress={() => setCreating(true)}
          isDisabled={state.status === 'loading'}
        >
          {adminStrings.add(entity)}
        </Button>
        <Button variant="secondary" size="sm" onPress={onReload} isDisabled={state.status === 'loading'}>
          {adminStrings.reload}
        </Button>
      </>
    );

  return (
    <Page data-component="AdminGridScreen" data-state={state.status}>
      <PageHeader>
        <Title>{title}</Title>
      </PageHeader>
      {state.status === 'loaded' && state.saveError && <Banner role="alert">{state.saveError}</Banner>}
      <DataGrid<T>
        ref={grid}
        label={title}
        rows={rows}
        columns={columns}
        getRowId={rowId}
        loading={state.status === 'loading'}
        error={state.status === 'error' ? state.message : undefined}
        emptyText={adminStrings.empty(plural)}
        onSaveChanges={saveAll}
        saving={state.status === 'saving'}
        exportFileName={`${plural.replace(/\s+/g, '-').toLowerCase()}.csv`}
        onExport={onExport}
        download={download}
        actions={actions}
      />
      <CreateDialog<T>
        isOpen={creating}
        entity={entity}
        fields={fields}
        defaults={defaults}
        onCancel={() => setCreating(false)}
        onCreate={(row) => {
          setCreating(false);
          onCreate(row);
        }}
      />
      <ConfirmDialog
        isOpen={confirm !== null}
        title={confirm?.kind === 'reset' ? adminStrings.resetTitle : adminStrings.deleteTitle(entity)}
        body={
          confirm === null
            ? ''
            : confirm.kind === 'reset'
              ? adminStrings.resetBody(rowLabel(confirm.row))
              : adminStrings.deleteBody(rowLabel(confirm.row))
        }
        confirmLabel={confirm?.kind === 'reset' ? adminStrings.resetPassword : adminStrings.delete}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'reset') onResetPassword?.(confirm.row);
          else if (confirm) onDelete(confirm.row);
          setConfirm(null);
        }}
      />
      <ConflictDialog<T>
        conflict={conflict}
        fields={fields}
        onReload={() => {
          if (conflict) grid.current?.discardChanges(rowId(conflict.row));
          onReload();
        }}
        onOverwrite={onOverwrite}
      />
    </Page>
  );
}

const EMPTY: readonly never[] = [];
