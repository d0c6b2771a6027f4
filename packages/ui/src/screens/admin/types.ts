/** A 409 on save: the row changed elsewhere after this user loaded it. */
export interface SaveConflict<T> {
  /** The row as this user loaded it. */
  row: T;
  /** The fields this user tried to save. */
  changes: Partial<T>;
  /** The row as the server has it now (newer version). */
  current: T;
}

/** A row to create: everything but the server-assigned id and version. */
export type NewRow<T> = Omit<T, 'id' | 'version'>;

/** What a loaded admin grid shows: the rows, the edit buffer over them, and what is under way. */
export interface AdminGridView<T> {
  /** The rows as loaded. */
  rows: readonly T[];
  /** Pending changes by row id (shown over the rows, dirty cells marked). */
  edits: Readonly<Record<string, Partial<T>>>;
  canUndo: boolean;
  canRedo: boolean;
  /** What is in flight, if anything (the controls wait for it). */
  activity?: 'saving' | 'creating' | 'deleting';
  /** A save or delete the server refused: its message, above the grid. */
  notice?: string;
  /** A save refused because the row changed elsewhere: the conflict panel. */
  conflict?: SaveConflict<T>;
  /** The create form is open (its error, when the server refused the last try). */
  create?: { submitting: boolean; error?: string };
  /** The row a delete was asked for: the confirmation is open. */
  confirmDelete?: T;
}

/** The states an admin grid screen can be in (the app maps its machine's state onto one). */
export type AdminGridState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & AdminGridView<T>);

/** Events out of every admin grid screen (the app sends them to the admin grid machine). */
export interface AdminGridCallbacks<T> {
  onEdit: (rowId: number, field: keyof T & string, value: unknown) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Drop every pending change. */
  onDiscard: () => void;
  onSave: () => void;
  /** Fetch the list again (after an error; refused while changes are pending). */
  onReload: () => void;
  /** Resolve a conflict: save my changes over the current row, or take the current row. */
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCreateOpen: () => void;
  onCreateCancel: () => void;
  onCreate: (row: NewRow<T>) => void;
  onDeleteAsk: (row: T) => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
}

/** Props shared by the seven admin grid screens. */
export interface AdminScreenProps<T> extends AdminGridCallbacks<T> {
  state: AdminGridState<T>;
  /** Receives the exported CSV (the grid also downloads it). */
  onExport?: (csv: string, fileName: string) => void;
  /** Set false to skip the browser download on export (tests). */
  download?: boolean;
}
