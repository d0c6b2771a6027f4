/** Every string the DataGrid shows, in one place so code, stories and tests agree. */
export const gridStrings = {
  loading: 'Loading...',
  empty: 'No rows to show',
  noMatch: 'No rows match the current filters',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save changes',
  saving: 'Saving...',
  discard: 'Discard changes',
  columns: 'Columns',
  chooseColumns: 'Choose columns',
  exportCsv: 'Export CSV',
  noChanges: 'No unsaved changes',
  unsaved: (n: number) => (n === 1 ? '1 unsaved change' : `${n} unsaved changes`),
  toolbar: (label: string) => `${label} tools`,
} as const;
