import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CustomEditorModule,
  DateFilterModule,
  type Module,
  ModuleRegistry,
  NumberEditorModule,
  NumberFilterModule,
  RenderApiModule,
  RowApiModule,
  TextEditorModule,
  TextFilterModule,
  ValidationModule,
} from 'ag-grid-community';

/**
 * Only the community modules the DataGrid uses (the grid's core alone has
 * no filters, editors or CSV export; `AllCommunityModule` would ship ~80 KB gz more).
 */
export const dataGridModules: Module[] = [
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  TextEditorModule,
  NumberEditorModule,
  CheckboxEditorModule,
  CustomEditorModule,
  CsvExportModule,
  CellStyleModule,
  ColumnApiModule,
  RowApiModule,
  RenderApiModule,
];

let registered = false;

/** Registers the modules once; called by DataGrid before its first render. */
export function registerDataGridModules(): void {
  if (registered) return;
  registered = true;
  // ValidationModule explains misconfigurations (missing modules, bad options) in development only.
  ModuleRegistry.registerModules(
    import.meta.env.DEV ? [...dataGridModules, ValidationModule] : dataGridModules,
  );
}
