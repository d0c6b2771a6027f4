import type {
  CellClassParams,
  CellValueChangedEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  ProcessCellForExportParams,
  ProcessHeaderForExportParams,
} from 'ag-grid-community';
import { AgGridReact, type CustomOverlayProps } from 'ag-grid-react';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import { ColumnChooser } from './ColumnChooser';
import { neutraliseCsvCell } from './csvSafety';
import { Grid, GridFrame, OverlayBox, Status, Toolbar, ToolbarGroup } from './DataGrid.styles';
import { gridTheme } from './gridTheme';
import { registerDataGridModules } from './modules';
import { gridStrings } from './strings';

registerDataGridModules();

/** One column: an AG Grid column definition with a required header (the column chooser lists it). */
export type DataGridColumn<T> = ColDef<T> & {
  headerName: string;
  /** Leave the column out of the CSV export (action buttons, links). */
  excludeFromExport?: boolean;
};

/** A row's pending edits, as handed to `onSaveChanges`: the row as loaded and the changed fields. */
export interface RowEdit<T> {
  id: string;
  row: T;
  changes: Partial<T>;
}

/** Imperative escape hatch for screens (e.g. a conflict's Reload drops that row's edits). */
export interface DataGridHandle {
  /** Drop the pending edits of one row, or of every row. */
  discardChanges(rowId?: string): void;
}

export interface DataGridProps<T extends object> {
  /** Accessible name of the grid region; the toolbar is labelled `{label} tools`. */
  label: string;
  /** New rows replace the grid's data (and clear its undo stack); pending edits that still differ are kept. */
  rows: readonly T[];
  /** Keep stable (a module constant or useMemo): new column definitions clear the undo stack. */
  columns: readonly DataGridColumn<T>[];
  /** Keep stable, like `columns`. */
  getRowId: (row: T) => string;
  /** Shows the loading overlay. */
  loading?: boolean;
  /** Shows the error overlay with this message (takes precedence over loading and empty). */
  error?: string | undefined;
  /** Text of the empty overlay. */
  emptyText?: string;
  /** Called with every row that has pending edits when the user presses Save changes. */
  onSaveChanges?: (edits: RowEdit<T>[]) => void;
  /** True while a save is in flight: Save changes is disabled and reads Saving... */
  saving?: boolean;
  /** File name of the CSV export, e.g. `stores.csv`. */
  exportFileName?: string;
  /** Receives the exported (neutralised) CSV text. */
  onExport?: (csv: string, fileName: string) => void;
  /** Set false to skip the browser download (the CSV still goes to `onExport`). */
  download?: boolean;
  /** Extra controls at the start of the toolbar (e.g. Add). */
  actions?: ReactNode;
  /** Grid height in px (rows scroll inside). */
  height?: number;
  ref?: Ref<DataGridHandle>;
}

type Pending<T> = Map<string, Partial<T>>;

function isSame(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
  return false;
}

/** Keeps only the edits that still differ from the (new) rows; drops edits of rows that are gone. */
function rebase<T extends object>(pending: Pending<T>, byId: Map<string, T>): Pending<T> {
  const next: Pending<T> = new Map();
  for (const [id, changes] of pending) {
    const row = byId.get(id);
    if (!row) continue;
    const kept: Partial<T> = {};
    for (const key of Object.keys(changes) as (keyof T)[]) {
      if (!isSame(changes[key], row[key])) kept[key] = changes[key];
    }
    if (Object.keys(kept).length > 0) next.set(id, kept);
  }
  return next;
}

function GridOverlay(props: CustomOverlayProps & { emptyText: string; error?: string }) {
  if (props.error) {
    return (
      <OverlayBox role="alert" data-overlay="error">
        {props.error}
      </OverlayBox>
    );
  }
  if (props.overlayType === 'loading') {
    return (
      <OverlayBox role="status" data-overlay="loading">
        <span className="so-grid-spinner" aria-hidden="true" />
        {gridStrings.loading}
      </OverlayBox>
    );
  }
  if (props.overlayType === 'noMatchingRows') {
    return (
      <OverlayBox role="status" data-overlay="no-match">
        {gridStrings.noMatch}
      </OverlayBox>
    );
  }
  return (
    <OverlayBox role="status" data-overlay="empty">
      {props.emptyText}
    </OverlayBox>
  );
}

const defaultColDef: ColDef = {
  sortable: true,
  filter: true,
  floatingFilter: true,
  resizable: false,
  flex: 1,
  minWidth: 120,
};

function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * AG Grid (community) wrapped for Store Ops: themed from the brand tokens; sorting and column
 * filters (floating filter row); inline editing whose edits stay pending until Save changes, with
 * Undo/Redo (toolbar or Ctrl+Z / Ctrl+Y); a column chooser; a formula-injection-safe CSV export;
 * loading, empty, no-match and error overlays.
 */
export function DataGrid<T extends object>({
  label,
  rows,
  columns,
  getRowId,
  loading = false,
  error,
  emptyText = gridStrings.empty,
  onSaveChanges,
  saving = false,
  exportFileName = 'export.csv',
  onExport,
  download = true,
  actions,
  height = 420,
  ref,
}: DataGridProps<T>) {
  const regionId = useId();
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [undoSize, setUndoSize] = useState({ undo: 0, redo: 0 });

  const byId = useMemo(() => new Map(rows.map((r) => [getRowId(r), r])), [rows, getRowId]);
  const pendingRef = useRef<Pending<T>>(new Map());
  // The grid gets copies (AG Grid writes edits into its row objects; props stay untouched), with
  // any edits still pending re-applied. This depends on `rows` only: giving AG Grid new row data
  // clears its undo stack, so pending edits must not feed it.
  const gridRows = useMemo(() => {
    pendingRef.current = rebase(pendingRef.current, byId);
    return rows.map((r) => ({ ...r, ...pendingRef.current.get(getRowId(r)) }));
  }, [rows, byId, getRowId]);

  const pendingCount = [...pendingRef.current.values()].reduce((n, c) => n + Object.keys(c).length, 0);

  const syncUndo = useCallback(() => {
    // The undo service records an edit after cellValueChanged; read the stacks on the next tick.
    setTimeout(() => {
      if (!api || api.isDestroyed()) return;
      setUndoSize({ undo: api.getCurrentUndoSize(), redo: api.getCurrentRedoSize() });
    }, 0);
  }, [api]);

  const onCellValueChanged = useCallback(
    (e: CellValueChangedEvent<T>) => {
      const id = e.node.id;
      const field = e.colDef.field as keyof T | undefined;
      const original = id === undefined ? undefined : byId.get(id);
      if (id === undefined || !field || !original) return;
      const changes: Partial<T> = { ...pendingRef.current.get(id) };
      if (isSame(e.newValue, original[field])) delete changes[field];
      else changes[field] = e.newValue;
      const next = new Map(pendingRef.current);
      if (Object.keys(changes).length > 0) next.set(id, changes);
      else next.delete(id);
      pendingRef.current = next;
      // Re-evaluate the dirty-cell class once the editor has closed.
      setTimeout(() => {
        if (!e.api.isDestroyed())
          e.api.refreshCells({ rowNodes: [e.node], columns: [e.column], force: true });
      }, 0);
      rerender();
      syncUndo();
    },
    [byId, syncUndo],
  );

  const discardChanges = useCallback(
    (rowId?: string) => {
      const ids = rowId === undefined ? [...pendingRef.current.keys()] : [rowId];
      const next = new Map(pendingRef.current);
      for (const id of ids) {
        next.delete(id);
        const original = byId.get(id);
        const node = api?.getRowNode(id);
        if (original && node) node.setData({ ...original });
      }
      pendingRef.current = next;
      rerender();
      syncUndo();
    },
    [api, byId, syncUndo],
  );

  useImperativeHandle(ref, () => ({ discardChanges }), [discardChanges]);

  const columnDefs = useMemo<ColDef<T>[]>(
    () =>
      columns.map(({ excludeFromExport: _skip, ...def }) => ({
        ...def,
        cellClassRules: {
          ...def.cellClassRules,
          'so-cell-dirty': (p: CellClassParams<T>) => {
            const f = p.colDef.field as keyof T | undefined;
            return !!(p.node.id && f && pendingRef.current.get(p.node.id)?.[f] !== undefined);
          },
        },
      })),
    [columns],
  );

  const exportKeys = useMemo(
    () => columns.filter((c) => !c.excludeFromExport).map((c) => c.colId ?? (c.field as string)),
    [columns],
  );

  const exportCsv = () => {
    if (!api) return;
    const visible = new Set(api.getAllDisplayedColumns().map((c) => c.getColId()));
    const csv =
      api.getDataAsCsv({
        fileName: exportFileName,
        columnKeys: exportKeys.filter((k) => visible.has(k)),
        processCellCallback: (p: ProcessCellForExportParams<T>) =>
          neutraliseCsvCell(p.column.getColDef().valueFormatter ? p.formatValue(p.value) : p.value),
        processHeaderCallback: (p: ProcessHeaderForExportParams<T>) =>
          neutraliseCsvCell(p.column.getColDef().headerName ?? p.column.getColId()),
      }) ?? '';
    onExport?.(csv, exportFileName);
    if (download) downloadCsv(csv, exportFileName);
  };

  const save = () => {
    const edits: RowEdit<T>[] = [];
    for (const [id, changes] of pendingRef.current) {
      const row = byId.get(id);
      if (row) edits.push({ id, row, changes });
    }
    if (edits.length > 0) onSaveChanges?.(edits);
  };

  // Loading and error are driven by props; the grid shows at most one overlay.
  useEffect(() => {
    api?.setGridOption('loading', loading && !error);
  }, [api, loading, error]);

  // Every object/function handed to AG Grid is stable: a changed grid option can rebuild columns
  // or refresh the model, and either clears the undo stack.
  const gridGetRowId = useCallback((p: GetRowIdParams<T>) => getRowId(p.data), [getRowId]);
  const overlayParams = useMemo(() => ({ emptyText, error }), [emptyText, error]);
  const editable = columns.some((c) => c.editable);
  const busy = loading || !!error;

  return (
    <GridFrame role="region" aria-labelledby={`${regionId}-label`} data-component="DataGrid">
      <span id={`${regionId}-label`} hidden>
        {label}
      </span>
      <Toolbar role="toolbar" aria-label={gridStrings.toolbar(label)}>
        <ToolbarGroup>{actions}</ToolbarGroup>
        {editable && (
          <ToolbarGroup>
            <Status aria-live="polite" data-dirty={pendingCount > 0 || undefined}>
              {pendingCount > 0 ? gridStrings.unsaved(pendingCount) : gridStrings.noChanges}
            </Status>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => api?.undoCellEditing()}
              isDisabled={undoSize.undo === 0 || busy}
              aria-keyshortcuts="Control+Z"
            >
              {gridStrings.undo}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => api?.redoCellEditing()}
              isDisabled={undoSize.redo === 0 || busy}
              aria-keyshortcuts="Control+Y"
            >
              {gridStrings.redo}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => discardChanges()}
              isDisabled={pendingCount === 0 || saving}
            >
              {gridStrings.discard}
            </Button>
            <Button
              variant="primary"
              size="sm"
              pendingLabel={gridStrings.saving}
              onPress={save}
              isDisabled={pendingCount === 0 || saving || busy}
              isPending={saving}
            >
              {gridStrings.save}
            </Button>
          </ToolbarGroup>
        )}
        <ToolbarGroup>
          <ColumnChooser
            columns={columns.map((c) => ({
              id: c.colId ?? (c.field as string),
              name: c.headerName,
              hide: !!c.hide,
            }))}
            onChange={(id, visible) => api?.setColumnsVisible([id], visible)}
          />
          <Button variant="secondary" size="sm" onPress={exportCsv} isDisabled={!api || busy}>
            {gridStrings.exportCsv}
          </Button>
        </ToolbarGroup>
      </Toolbar>
      <Grid style={{ height }}>
        <AgGridReact<T>
          theme={gridTheme}
          rowData={error ? [] : (gridRows as T[])}
          columnDefs={columnDefs}
          getRowId={gridGetRowId}
          defaultColDef={defaultColDef}
          undoRedoCellEditing
          undoRedoCellEditingLimit={50}
          stopEditingWhenCellsLoseFocus
          suppressColumnVirtualisation
          ensureDomOrder
          suppressDragLeaveHidesColumns
          suppressMovableColumns
          loading={loading && !error}
          overlayComponent={GridOverlay}
          overlayComponentParams={overlayParams}
          activeOverlay={error ? GridOverlay : undefined}
          activeOverlayParams={overlayParams}
          onGridReady={(e: GridReadyEvent<T>) => setApi(e.api)}
          onCellValueChanged={onCellValueChanged}
          onUndoEnded={syncUndo}
          onRedoEnded={syncUndo}
          onModelUpdated={syncUndo}
        />
      </Grid>
    </GridFrame>
  );
}
