import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useMemo, useRef } from 'react';
import { Button } from '../../components/Button';
import { ConflictPanel, conflictPanelStrings } from '../../components/ConflictPanel';
import { DataGrid, type DataGridColumn } from '../../components/DataGrid';
import { Banner, Page, PageHeader, RowActionsBox, Title } from './admin.styles';
import { ConfirmDialog, CreateDialog, displayValue } from './dialogs';
import { type FieldSpec, toColumns } from './fields';
import { adminStrings } from './strings';
import type { AdminScreenProps } from './types';

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
  defaults: Partial<Omit<T, 'id' | 'version'>>;
  /** Link of the row's detail view, e.g. `/stores/12`. */
  detailHref?: (row: T) => string;
}

const rowId = (row: AdminRow) => String(row.id);

interface Handlers<T> {
  rowLabel: (row: T) => string;
  detailHref?: (row: T) => string;
  askDelete: (row: T) => void;
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
    minWidth: 160,
    cellRenderer: RowActions,
    cellRendererParams: { handlers },
    suppressKeyboardEvent: actionKeys,
  };
}

/**
 * The one admin grid screen the seven entity screens are made of, showing the admin grid machine's
 * state: a heading, the DataGrid over the edit buffer (Undo, Redo, Discard, Save changes), Add (the
 * create form), per-row Open and Delete (a confirmation naming the row), the server's refusals, and
 * the conflict panel when a save meets a newer version.
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
  onEdit,
  onUndo,
  onRedo,
  onDiscard,
  onSave,
  onReload,
  onKeepMine,
  onTakeTheirs,
  onCreateOpen,
  onCreateCancel,
  onCreate,
  onDeleteAsk,
  onDeleteCancel,
  onDeleteConfirm,
  onExport,
  download,
}: AdminGridScreenProps<T>) {
  const ready = state.status === 'ready' ? state : null;
  const rows = ready?.rows ?? EMPTY;
  const handlers = useRef<Handlers<T>>({ rowLabel, detailHref, askDelete: onDeleteAsk });
  handlers.current = { rowLabel, detailHref, askDelete: onDeleteAsk };

  // Stable while `fields` is: new column definitions rebuild the grid.
  const columns = useMemo(() => [...toColumns(fields), actionsColumn(handlers)], [fields]);
  const pending = ready ? Object.keys(ready.edits).length > 0 : false;
  // A conflict to resolve holds the grid like a save in flight: Keep mine or Take theirs first.
  const resolving = ready?.conflict !== undefined;
  const busy = ready?.activity !== undefined || resolving;

  const conflict = ready?.conflict;

  const actions =
    state.status === 'error' ? (
      <Button variant="primary" size="sm" onPress={onReload}>
        {adminStrings.retry}
      </Button>
    ) : (
      <>
        <Button variant="primary" size="sm" onPress={onCreateOpen} isDisabled={!ready || busy}>
          {adminStrings.add(entity)}
        </Button>
        <Button variant="secondary" size="sm" onPress={onReload} isDisabled={!ready || busy || pending}>
          {adminStrings.reload}
        </Button>
      </>
    );

  return (
    <Page data-component="AdminGridScreen" data-state={state.status} data-busy={busy || undefined}>
      <PageHeader>
        <Title>{title}</Title>
      </PageHeader>
      {ready?.notice && <Banner role="alert">{ready.notice}</Banner>}
      {conflict && (
        <ConflictPanel
          message={conflictPanelStrings.message(rowLabel(conflict.row))}
          fields={fields
            .filter((spec) => Object.hasOwn(conflict.changes, spec.field))
            .map((spec) => ({
              label: spec.label,
              current: displayValue(spec, conflict.current[spec.field]),
              mine: displayValue(spec, conflict.changes[spec.field]),
            }))}
          onKeepMine={onKeepMine}
          onTakeTheirs={onTakeTheirs}
        />
      )}
      <DataGrid<T>
        label={title}
        rows={rows}
        columns={columns}
        getRowId={rowId}
        loading={state.status === 'loading'}
        error={state.status === 'error' ? state.message : undefined}
        emptyText={adminStrings.empty(plural)}
        edits={ready?.edits}
        onEdit={(id, field, value) => onEdit(Number(id), field, value)}
        canUndo={ready?.canUndo ?? false}
        canRedo={ready?.canRedo ?? false}
        onUndo={onUndo}
        onRedo={onRedo}
        onDiscard={onDiscard}
        onSave={onSave}
        saving={ready?.activity === 'saving'}
        editsLocked={resolving}
        exportFileName={`${plural.replace(/\s+/g, '-').toLowerCase()}.csv`}
        onExport={onExport}
        download={download}
        actions={actions}
        height="fill"
      />
      <CreateDialog<T>
        isOpen={ready?.create !== undefined}
        entity={entity}
        fields={fields}
        defaults={defaults}
        submitting={ready?.create?.submitting ?? false}
        error={ready?.create?.error}
        onCancel={onCreateCancel}
        onCreate={onCreate}
      />
      <ConfirmDialog
        isOpen={ready?.confirmDelete !== undefined}
        title={ready?.confirmDelete ? adminStrings.deleteTitle(entity, rowLabel(ready.confirmDelete)) : ''}
        body={adminStrings.deleteBody}
        confirmLabel={adminStrings.delete}
        onCancel={onDeleteCancel}
        onConfirm={onDeleteConfirm}
      />
    </Page>
  );
}

const EMPTY: readonly never[] = [];
