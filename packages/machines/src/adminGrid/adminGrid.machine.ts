import type { AdminEntity } from '@store-ops/domain';
import { assertEvent, assign, setup } from 'xstate';
import { adminGridBrowserDefaults } from '../adapters/adminGrid';
import type { AdminRows } from '../adapters/api';
import { confirmedDeleteStates, messageOf, versionedEditorStates } from '../versionedEditor/versionedEditor';

/** A row of any admin grid: an id, the version its changes are saved against, and its fields. */
export type GridRow = { id: number; version: number } & Record<string, unknown>;

/** One change in the edit buffer, as undo and redo replay it. `undefined`: no pending change. */
export interface EditStep {
  rowId: number;
  field: string;
  before: unknown;
  after: unknown;
}

/** A save the server refused because the row changed elsewhere (409): the three versions of it. */
export interface GridConflict {
  /** The row as this user loaded it. */
  row: GridRow;
  /** This user's pending changes to it. */
  changes: Record<string, unknown>;
  /** The row as the server has it now. */
  current: GridRow;
}

/** Lists a grid needs beside its rows: the names its references show (a store's company, ...). */
export type GridRefs = Partial<{ [E in AdminEntity]: AdminRows[E][] }>;

export interface AdminGridInput {
  entity: AdminEntity;
  /** The other entities whose rows name this grid's references (loaded with it, fresh each time). */
  refs?: readonly AdminEntity[];
}

export interface AdminGridContext {
  entity: AdminEntity;
  refEntities: readonly AdminEntity[];
  rows: GridRow[];
  refs: GridRefs;
  /** Pending changes by row id: the edit buffer. */
  edits: Record<number, Record<string, unknown>>;
  undo: EditStep[];
  redo: EditStep[];
  /** Why the list could not be loaded. */
  error: string | null;
  /** A save or delete the server refused (its message, shown above the grid). */
  notice: string | null;
  conflict: GridConflict | null;
  /** Why the last create was refused (the form keeps its values). */
  createError: string | null;
  /** The row a delete was asked for. */
  deleteTarget: GridRow | null;
}

export type AdminGridEvent =
  | { type: 'grid.reload' }
  | { type: 'grid.edit'; rowId: number; field: string; value: unknown }
  | { type: 'grid.undo' }
  | { type: 'grid.redo' }
  /** Drop the pending changes of one row, or of every row. */
  | { type: 'grid.discard'; rowId?: number }
  | { type: 'grid.save' }
  /** Resolve a conflict: save my changes over the current row, or adopt the current row. */
  | { type: 'grid.keepMine' }
  | { type: 'grid.takeTheirs' }
  | { type: 'grid.createOpen' }
  | { type: 'grid.createCancel' }
  | { type: 'grid.createSubmit'; values: Record<string, unknown> }
  | { type: 'grid.deleteAsk'; rowId: number }
  | { type: 'grid.deleteCancel' }
  | { type: 'grid.deleteConfirm' };

export interface LoadOutput {
  rows: GridRow[];
  refs: GridRefs;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The edit buffer after setting `field` of `rowId` to `value` (`undefined`: no change). */
function withValue(
  edits: AdminGridContext['edits'],
  rowId: number,
  field: string,
  value: unknown,
): AdminGridContext['edits'] {
  const row = { ...edits[rowId] };
  if (value === undefined) delete row[field];
  else row[field] = value;
  const next = { ...edits };
  if (Object.keys(row).length === 0) delete next[rowId];
  else next[rowId] = row;
  return next;
}

/** Context with one row's pending changes and their undo/redo steps gone. */
function withoutRow(context: AdminGridContext, rowId: number) {
  const edits = { ...context.edits };
  delete edits[rowId];
  return {
    edits,
    undo: context.undo.filter((s) => s.rowId !== rowId),
    redo: context.redo.filter((s) => s.rowId !== rowId),
  };
}

const replaceRow = (rows: GridRow[], row: GridRow) => rows.map((r) => (r.id === row.id ? row : r));
const firstEdited = (c: AdminGridContext) => {
  const id = Object.keys(c.edits)
    .map(Number)
    .sort((a, b) => a - b)[0];
  return c.rows.find((r) => r.id === id) ?? null;
};

/** The admin grid's types, guards and actions; its actors are the browser defaults until `.provide()`. */
const gridSetup = setup({
  types: {
    context: {} as AdminGridContext,
    events: {} as AdminGridEvent,
    input: {} as AdminGridInput,
  },
  actors: adminGridBrowserDefaults().actors,
  guards: {
    hasEdits: ({ context }) => Object.keys(context.edits).length > 0,
    noEdits: ({ context }) => Object.keys(context.edits).length === 0,
    canUndo: ({ context }) => context.undo.length > 0,
    canRedo: ({ context }) => context.redo.length > 0,
    /** An edit that changes the buffer (a row that exists, a value that differs). */
    changesBuffer: ({ context, event }) => {
      assertEvent(event, 'grid.edit');
      const row = context.rows.find((r) => r.id === event.rowId);
      if (!row) return false;
      const before = context.edits[event.rowId]?.[event.field];
      const after = same(event.value, row[event.field]) ? undefined : event.value;
      return !same(before, after);
    },
    knownRow: ({ context, event }) => {
      assertEvent(event, 'grid.deleteAsk');
      return context.rows.some((r) => r.id === event.rowId);
    },
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'grid.edit');
      const row = context.rows.find((r) => r.id === event.rowId) as GridRow;
      const before = context.edits[event.rowId]?.[event.field];
      const after = same(event.value, row[event.field]) ? undefined : event.value;
      return {
        edits: withValue(context.edits, event.rowId, event.field, after),
        undo: [...context.undo, { rowId: event.rowId, field: event.field, before, after }],
        redo: [],
      };
    }),
    undo: assign(({ context }) => {
      const step = context.undo.at(-1) as EditStep;
      return {
        edits: withValue(context.edits, step.rowId, step.field, step.before),
        undo: context.undo.slice(0, -1),
        redo: [...context.redo, step],
      };
    }),
    redo: assign(({ context }) => {
      const step = context.redo.at(-1) as EditStep;
      return {
        edits: withValue(context.edits, step.rowId, step.field, step.after),
        undo: [...context.undo, step],
        redo: context.redo.slice(0, -1),
      };
    }),
    discard: assign(({ context, event }) => {
      assertEvent(event, 'grid.discard');
      if (event.rowId !== undefined) return withoutRow(context, event.rowId);
      return { edits: {}, undo: [], redo: [] };
    }),
    clearNotice: assign({ notice: null }),
  },
});

/** Load, save row by row against each row's version, the conflict and the delete: the shared versioned editor. */
const editorStates = versionedEditorStates(gridSetup, {
  events: { retry: 'grid.reload', keepMine: 'grid.keepMine', takeTheirs: 'grid.takeTheirs' },
  load: {
    input: (context) => ({ entity: context.entity, refs: context.refEntities }),
    done: {
      target: 'ready',
      update: (_, loaded: LoadOutput) => ({
        rows: loaded.rows,
        refs: loaded.refs,
        edits: {},
        undo: [],
        redo: [],
      }),
    },
    failed: 'The list could not be loaded.',
  },
  save: {
    src: 'saveRow',
    input: (context) => {
      const row = firstEdited(context) as GridRow;
      return {
        entity: context.entity,
        id: row.id,
        changes: { ...context.edits[row.id], version: row.version },
      };
    },
    done: [
      {
        target: 'afterSave',
        update: (context, saved: GridRow) => ({
          rows: replaceRow(context.rows, saved),
          ...withoutRow(context, saved.id),
        }),
      },
    ],
    conflict: (context, current: GridRow) => {
      const row = firstEdited(context) as GridRow;
      return { conflict: { row, changes: context.edits[row.id] ?? {}, current } };
    },
    refused: [
      {
        target: 'ready',
        update: (_, error) => ({ notice: messageOf(error, 'The changes were not saved.') }),
      },
    ],
  },
  conflict: {
    keepMine: (context) => ({
      rows: replaceRow(context.rows, (context.conflict as GridConflict).current),
      conflict: null,
    }),
    // Adopt the server's row; my changes to it go. Other rows' changes carry on saving.
    takeTheirs: {
      target: 'afterSave',
      update: (context) => {
        const current = (context.conflict as GridConflict).current;
        return {
          rows: replaceRow(context.rows, current),
          conflict: null,
          ...withoutRow(context, current.id),
        };
      },
    },
  },
});

const deleteStates = confirmedDeleteStates(gridSetup, {
  events: { confirmDelete: 'grid.deleteConfirm', cancel: 'grid.deleteCancel' },
  src: 'deleteRow',
  input: (context) => {
    const row = context.deleteTarget as GridRow;
    return { entity: context.entity, id: row.id, version: row.version };
  },
  cancel: [{ target: 'ready', update: () => ({ deleteTarget: null }) }],
  done: [
    {
      target: 'ready',
      update: (context) => {
        const id = (context.deleteTarget as GridRow).id;
        return {
          rows: context.rows.filter((r) => r.id !== id),
          ...withoutRow(context, id),
          deleteTarget: null,
        };
      },
    },
  ],
  refused: [
    {
      target: 'ready',
      update: (_, error) => ({ notice: messageOf(error, 'The row was not deleted.'), deleteTarget: null }),
    },
  ],
});

/**
 * One admin grid's behaviour: load (with the lists its references name), an edit buffer
 * with undo and redo, save row by row against each row's version (a 409 stops on a conflict to keep
 * mine or take theirs), create, delete after a confirmation, reload and discard.
 */
export const adminGridMachine = gridSetup.createMachine({
  id: 'adminGrid',
  context: ({ input }) => ({
    entity: input.entity,
    refEntities: input.refs ?? [],
    rows: [],
    refs: {},
    edits: {},
    undo: [],
    redo: [],
    error: null,
    notice: null,
    conflict: null,
    createError: null,
    deleteTarget: null,
  }),
  initial: 'loading',
  states: {
    ...editorStates,
    ...deleteStates,
    loading: { ...editorStates.loading, entry: assign({ error: null, notice: null }) },
    ready: {
      on: {
        // Reloading would drop pending changes: discard them first.
        'grid.reload': { guard: 'noEdits', target: 'loading' },
        'grid.edit': { guard: 'changesBuffer', actions: 'edit' },
        'grid.undo': { guard: 'canUndo', actions: 'undo' },
        'grid.redo': { guard: 'canRedo', actions: 'redo' },
        'grid.discard': { actions: 'discard' },
        'grid.save': { guard: 'hasEdits', target: 'saving', actions: 'clearNotice' },
        'grid.createOpen': { target: 'creating', actions: 'clearNotice' },
        'grid.deleteAsk': {
          guard: 'knownRow',
          target: 'confirmingDelete',
          actions: [
            'clearNotice',
            assign({
              deleteTarget: ({ context, event }) => context.rows.find((r) => r.id === event.rowId) ?? null,
            }),
          ],
        },
      },
    },
    /** Between rows: the next edited row, or done. */
    afterSave: {
      always: [{ guard: 'hasEdits', target: 'saving' }, { target: 'ready' }],
    },
    creating: {
      initial: 'form',
      entry: assign({ createError: null }),
      states: {
        form: {
          on: {
            'grid.createSubmit': 'submitting',
            'grid.createCancel': '#adminGrid.ready',
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'createRow',
            src: 'createRow',
            input: ({ context, event }) => {
              assertEvent(event, 'grid.createSubmit');
              return { entity: context.entity, values: event.values };
            },
            onDone: {
              target: '#adminGrid.ready',
              actions: assign({ rows: ({ context, event }) => [...context.rows, event.output] }),
            },
            onError: {
              target: 'form',
              actions: assign({
                createError: ({ event }) => messageOf(event.error, 'The row was not created.'),
              }),
            },
          },
        },
      },
    },
  },
});

/** The rows as the grid shows them: each loaded row with its pending changes applied. */
export function selectShownRows(s: { context: AdminGridContext }): GridRow[] {
  const { rows, edits } = s.context;
  return rows.map((r) => (edits[r.id] ? { ...r, ...edits[r.id] } : r));
}
