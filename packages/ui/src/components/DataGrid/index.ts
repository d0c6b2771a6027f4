// The `@store-ops/ui/data-grid` entry point: the only place AG Grid is pulled in.
export { type ColumnChoice, ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { csvCellsAreSafe, neutraliseCsvCell, parseCsv } from './csvSafety';
export {
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
} from './DataGrid';
export { gridTheme } from './gridTheme';
export { dataGridModules } from './modules';
export { gridStrings } from './strings';
