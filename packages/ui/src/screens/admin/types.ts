/** The states an admin grid screen can be in (the app's machine picks one; the screen only shows it). */
export type AdminGridState<T> =
  | { status: 'loading' }
  | {
      status: 'loaded';
      rows: readonly T[] /** A failed save or delete, shown above the grid. */;
      saveError?: string;
    }
  | { status: 'saving'; rows: readonly T[] }
  | { status: 'conflict'; rows: readonly T[]; conflict: SaveConflict<T> }
  | { status: 'error'; message: string };

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

/** Events out of every admin grid screen. */
export interface AdminGridCallbacks<T> {
  /** Save one edited row: the row as loaded (its `version` is the precondition) and the changed fields. */
  onSave: (row: T, changes: Partial<T>) => void;
  onCreate: (row: NewRow<T>) => void;
  onDelete: (row: T) => void;
  /** Fetch the list again (after an error, or to take the server's version in a conflict). */
  onReload: () => void;
  /** Resolve a conflict by writing these changes over the current server row (its version). */
  onOverwrite: (current: T, changes: Partial<T>) => void;
}

/** Props shared by the seven admin grid screens. */
export interface AdminScreenProps<T> extends AdminGridCallbacks<T> {
  state: AdminGridState<T>;
  /** Receives the exported CSV (the grid also downloads it). */
  onExport?: (csv: string, fileName: string) => void;
  /** Set false to skip the browser download on export (tests). */
  download?: boolean;
}
