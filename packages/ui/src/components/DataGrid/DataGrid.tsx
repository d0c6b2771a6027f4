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
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
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

export interface DataGridProps<T extends object> {
  /** Accessible name of the grid region; the toolbar is labelled `{label} tools`. */
  label: string;
  /** The rows as loaded; pending changes (`edits`) show over them. */
  rows: readonly T[];
  /** Keep stable (a module constant or useMemo): new column definitions rebuild the grid. */
  columns: readonly DataGridColumn<T>[];
  /** Keep stable, like `columns`. */
  getRowId: (row: T) => string;
  /** Shows the loading overlay. */
  loading?: boolean;
  /** Shows the error overlay with this message (takes precedence over loading and empty). */
  error?: string | undefined;
  /** Text of the empty overlay. */
  emptyText?: string;
  /**
   * The edit buffer, owned by the caller (the admin grid machine): pending changes by row id. An
   * editable grid reports every cell edit to `onEdit`, and its toolbar's Undo, Redo, Discard and
   * Save to the callbacks below.
   */
  edits?: Readonly<Record<string, Partial<T>>>;
  onEdit?: (rowId: string, field: keyof T & string, value: unknown) => void;
  canUndo?: boolean;
  canRedo?: boolean;
  onUndo?: () => void;
  onRedo?: () => void;
  onDiscard?: () => void;
  onSave?: () => void;
  /** True while a save is in flight: Save changes is disabled and reads Saving... */
  saving?: boolean;
  /** True while the pending changes wait on something else (a save conflict to resolve): Undo, Redo, Discard and Save are off. */
  editsLocked?: boolean;
  /** File name of the CSV export, e.g. `stores.csv`. */
  exportFileName?: string;
  /** Receives the exported (neutralised) CSV text. */
  onExport?: (csv: string, fileName: string) => void;
  /** Set false to skip the browser download (the CSV still goes to `onExport`). */
  download?: boolean;
  /** Extra controls at the start of the toolbar (e.g. Add). */
  actions?: ReactNode;
  /** Grid height in px, or `fill`: the room its container leaves (at least 320 px); rows scroll inside. */
  height?: number | 'fill';
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
 * filters (floating filter row); inline editing into the caller's edit buffer (`edits`, `onEdit`),
 * with Undo/Redo (toolbar or Ctrl+Z / Ctrl+Y), Discard and Save from the toolbar; a column chooser;
 * a formula-injection-safe CSV export; loading, empty, no-match and error overlays.
 */
export function DataGrid<T extends object>({
  label,
  rows,
  columns,
  getRowId,
  loading = false,
  error,
  emptyText = gridStrings.empty,
  edits = NO_EDITS,
  onEdit,
  canUndo = false,
  canRedo = false,
  onUndo,
  onRedo,
  onDiscard,
  onSave,
  saving = false,
  editsLocked = false,
  exportFileName = 'export.csv',
  onExport,
  download = true,
  actions,
  height = 420,
}: DataGridProps<T>) {
  const regionId = useId();
  const [api, setApi] = useState<GridApi<T> | null>(null);

  // The rows as shown: each with its pending changes. AG Grid keeps its row nodes by id and
  // updates them in place when this changes.
  const gridRows = useMemo(() => rows.map((r) => ({ ...r, ...edits[getRowId(r)] })), [rows, edits, getRowId]);
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const pendingCount = Object.values(edits).reduce((n, c) => n + Object.keys(c ?? {}).length, 0);

  // Dirty cells follow the buffer (an undo un-marks a cell): the marks read `editsRef`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the buffer changes
  useEffect(() => {
    if (api && !api.isDestroyed()) api.refreshCells({ force: true });
  }, [api, edits]);

  const onCellValueChanged = useCallback(
    (e: CellValueChangedEvent<T>) => {
      const field = e.colDef.field as (keyof T & string) | undefined;
      if (e.node.id === undefined || !field) return;
      onEdit?.(e.node.id, field, e.newValue);
    },
    [onEdit],
  );

  const columnDefs = useMemo<ColDef<T>[]>(
    () =>
      columns.map(({ excludeFromExport: _skip, ...def }) => ({
        ...def,
        cellClassRules: {
          ...def.cellClassRules,
          'so-cell-dirty': (p: CellClassParams<T>) => {
            const f = p.colDef.field as keyof T | undefined;
            return !!(p.node.id && f && editsRef.current[p.node.id]?.[f] !== undefined);
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

  // Loading and error are driven by props; the grid shows at most one overlay.
  useEffect(() => {
    api?.setGridOption('loading', loading && !error);
  }, [api, loading, error]);

  // Every object/function handed to AG Grid is stable: a changed grid option can rebuild columns.
  const gridGetRowId = useCallback((p: GetRowIdParams<T>) => getRowId(p.data), [getRowId]);
  const overlayParams = useMemo(() => ({ emptyText, error }), [emptyText, error]);
  const editable = columns.some((c) => c.editable);
  const busy = loading || !!error;

  /** Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) on the grid, outside a cell editor (its input undoes itself). */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editable || !(event.ctrlKey || event.metaKey) || api?.getEditingCells().length) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey && canUndo) {
      event.preventDefault();
      onUndo?.();
    } else if ((key === 'y' || (key === 'z' && event.shiftKey)) && canRedo) {
      event.preventDefault();
      onRedo?.();
    }
  };

  return (
    <GridFrame
      role="region"
      aria-labelledby={`${regionId}-label`}
      data-component="DataGrid"
      data-height={height === 'fill' ? 'fill' : undefined}
    >
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
              onPress={onUndo}
              isDisabled={!canUndo || busy || saving || editsLocked}
              aria-keyshortcuts="Control+Z"
            >
              {gridStrings.undo}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={onRedo}
              isDisabled={!canRedo || busy || saving || editsLocked}
              aria-keyshortcuts="Control+Y"
            >
              {gridStrings.redo}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={onDiscard}
              isDisabled={pendingCount === 0 || saving || editsLocked}
            >
              {gridStrings.discard}
            </Button>
            <Button
              variant="primary"
              size="sm"
              pendingLabel={gridStrings.saving}
              onPress={onSave}
              isDisabled={pendingCount === 0 || saving || busy || editsLocked}
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
      <Grid data-part="grid" style={height === 'fill' ? undefined : { height }} onKeyDown={onKeyDown}>
        <AgGridReact<T>
          theme={gridTheme}
          rowData={error ? [] : (gridRows as T[])}
          columnDefs={columnDefs}
          getRowId={gridGetRowId}
          defaultColDef={defaultColDef}
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
        />
      </Grid>
    </GridFrame>
  );
}

const NO_EDITS: Readonly<Record<string, never>> = {};
