/**
 * Builds the state stories every admin grid screen has (Loading, Loaded, Empty, Error, Editing,
 * Creating, CreateRefused, ConfirmDelete, SaveConflict, Refused) from a per-screen script of exact
 * strings and values, so each screen's stories assert its own columns, rows, dialogs and callbacks.
 * The screens are controlled (the app's admin grid machine owns the state): these stories show each
 * state and check the events out; the QA story runs the real machine behind the real screen.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseCsv } from '../../components/DataGrid/csvSafety';
import {
  cellEl,
  columnTexts,
  editCell,
  headerEl,
  headerTexts,
  waitForRows,
} from '../../components/DataGrid/gridTesting';
import { gridStrings } from '../../components/DataGrid/strings';
import { brandMatrixCellIds, brandMatrixCells } from '../brandMatrixParameters';
import type { AdminGridState, AdminGridView, AdminScreenProps, NewRow, SaveConflict } from './types';

type Mock = ReturnType<typeof fn>;

export type FormStep =
  | { type: 'text'; label: string; value: string }
  | { type: 'password'; label: string; value: string }
  /** Type `search` into the ComboBox, then pick `option`. */
  | { type: 'pick'; label: string; search: string; option: string }
  | { type: 'switch'; label: string }
  | { type: 'checkbox'; label: string };

export interface AdminStoryScript<T extends { id: number; version: number }> {
  title: string;
  entity: string;
  plural: string;
  rows: T[];
  /** Header labels of the displayed columns, in order (the last is Actions). */
  headers: string[];
  /** A column to read, and its texts down the loaded rows. */
  column: { colId: string; header: string; texts: string[]; sortedTexts: string[] };
  /** The CSV header row of the export. */
  csvHeader: string[];
  /** A keyboard edit of the first row and the `onEdit` value it must send. */
  edit: { colId: string; value: unknown } & ({ text: string } | { search: string; option: string });
  /** The create form: what to fill in and the row `onCreate` must get. */
  create: { steps: FormStep[]; expected: NewRow<T> };
  /** Label of a row in dialogs (e.g. the store's name). */
  rowLabel: (row: T) => string;
  /** A 409: the conflict and the panel's table rows (field, now on the server, your change). */
  conflict: SaveConflict<T> & { table: [field: string, current: string, yours: string][] };
}

type S<T> = StoryObj<AdminScreenProps<T>>;

async function fillForm(dialog: HTMLElement, steps: FormStep[]) {
  const d = within(dialog);
  for (const step of steps) {
    if (step.type === 'text') {
      const input = d.getByRole('textbox', { name: step.label });
      await userEvent.clear(input);
      await userEvent.type(input, step.value);
    } else if (step.type === 'password') {
      const input = dialog.querySelector<HTMLInputElement>('input[type="password"]')!;
      await userEvent.clear(input);
      await userEvent.type(input, step.value);
    } else if (step.type === 'pick') {
      const box = d.getByRole('combobox', { name: step.label });
      await userEvent.clear(box);
      await userEvent.type(box, step.search);
      const listbox = await within(document.body).findByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name: step.option }));
      await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    } else if (step.type === 'switch') {
      await userEvent.click(d.getByRole('switch', { name: step.label }));
    } else {
      await userEvent.click(d.getByRole('checkbox', { name: step.label }));
    }
  }
}

/** Opens a reference cell's ComboBox editor with Enter, searches, and picks an option. */
async function pickInCell(root: HTMLElement, rowId: string, colId: string, search: string, option: string) {
  const cell = cellEl(root, rowId, colId);
  cell.focus();
  await waitFor(() => expect(cell).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const box = await waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('[data-component="ReferenceEditor"] input');
    if (!el) throw new Error('editor not open');
    return el;
  });
  await userEvent.clear(box);
  await userEvent.type(box, search);
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(document.querySelector('[data-component="ReferenceEditor"]')).toBeNull());
}

export function adminStories<T extends { id: number; version: number }>(script: AdminStoryScript<T>) {
  const view = (extra: Partial<AdminGridView<T>> = {}): AdminGridState<T> => ({
    status: 'ready',
    rows: script.rows,
    edits: {},
    canUndo: false,
    canRedo: false,
    ...extra,
  });
  const n = script.rows.length;
  const first = script.rows[0] as T;
  const firstLabel = script.rowLabel(first);

  const Loading: S<T> = {
    args: { state: { status: 'loading' } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(script.title);
      await expect(await canvas.findByText('Loading...')).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Add ${script.entity}` })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    },
  };

  const Loaded: S<T> = {
    args: { state: view() },
    play: async ({ canvasElement, args, step }) => {
      const canvas = within(canvasElement);
      await waitForRows(canvasElement, n);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(script.title);
      await expect(headerTexts(canvasElement)).toEqual(script.headers);
      await expect(columnTexts(canvasElement, script.column.colId)).toEqual(script.column.texts);
      await step(`Sort by ${script.column.colId}`, async () => {
        await userEvent.click(
          headerEl(canvasElement, script.column.colId).querySelector('.ag-header-cell-label')!,
        );
        await waitFor(() =>
          expect(columnTexts(canvasElement, script.column.colId)).toEqual(script.column.sortedTexts),
        );
      });
      await step('Filter to the first sorted value (a reference filters by its name)', async () => {
        const header = script.column.header;
        const value = script.column.sortedTexts[0]!;
        await userEvent.type(canvas.getByRole('textbox', { name: `${header} Filter Input` }), value);
        await waitFor(() =>
          expect(columnTexts(canvasElement, script.column.colId)).toEqual(
            script.column.sortedTexts.filter((t) => t.toLowerCase().includes(value.toLowerCase())),
          ),
        );
        await userEvent.clear(canvas.getByRole('textbox', { name: `${header} Filter Input` }));
        await waitForRows(canvasElement, n);
      });
      await step('Export CSV', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
        await expect(args.onExport).toHaveBeenCalledTimes(1);
        const [csv, fileName] = (args.onExport as Mock).mock.calls[0] as [string, string];
        await expect(fileName).toBe(`${script.plural.replace(/\s+/g, '-')}.csv`);
        const table = parseCsv(csv);
        await expect(table[0]).toEqual(script.csvHeader);
        await expect(table).toHaveLength(n + 1);
      });
      await step('Reload and Add', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
        await expect(args.onReload).toHaveBeenCalledTimes(1);
        await userEvent.click(canvas.getByRole('button', { name: `Add ${script.entity}` }));
        await expect(args.onCreateOpen).toHaveBeenCalledTimes(1);
      });
    },
  };

  const Empty: S<T> = {
    args: { state: view({ rows: [] }) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(`No ${script.plural} yet.`)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Add ${script.entity}` })).toBeEnabled();
    },
  };

  const ErrorStory: S<T> = {
    name: 'Error',
    args: { state: { status: 'error', message: `Failed to load ${script.plural}.` } },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(`Failed to load ${script.plural}.`);
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onReload).toHaveBeenCalledTimes(1);
    },
  };

  const Editing: S<T> = {
    args: {
      state: view({
        edits: { [String(script.conflict.row.id)]: script.conflict.changes },
        canUndo: true,
      }),
    },
    play: async ({ canvasElement, args, step }) => {
      const canvas = within(canvasElement);
      const id = String(first.id);
      await waitForRows(canvasElement, n);
      await step('A pending change shows, marked, and is counted', async () => {
        const count = Object.keys(script.conflict.changes).length;
        await expect(
          canvas.getByText(count === 1 ? '1 unsaved change' : `${count} unsaved changes`),
        ).toBeVisible();
        await expect(canvasElement.querySelectorAll('.so-cell-dirty').length).toBe(
          Object.keys(script.conflict.changes).length,
        );
        // Reload would drop it: disabled until it is saved or discarded.
        await expect(canvas.getByRole('button', { name: 'Reload' })).toBeDisabled();
      });
      await step('Delete on a row asks for it', async () => {
        await userEvent.click(canvas.getByRole('button', { name: `Delete ${firstLabel}` }));
        await expect(args.onDeleteAsk).toHaveBeenCalledWith(expect.objectContaining({ id: first.id }));
      });
      await step('Editing a cell with the keyboard reports the change', async () => {
        if ('text' in script.edit) await editCell(canvasElement, id, script.edit.colId, script.edit.text);
        else await pickInCell(canvasElement, id, script.edit.colId, script.edit.search, script.edit.option);
        await expect(args.onEdit).toHaveBeenLastCalledWith(first.id, script.edit.colId, script.edit.value);
      });
      await step('Ctrl+Z asks to undo; Ctrl+Y does nothing without a redo', async () => {
        cellEl(canvasElement, id, script.column.colId).focus();
        await userEvent.keyboard('{Control>}z{/Control}');
        await expect(args.onUndo).toHaveBeenCalledTimes(1);
        await userEvent.keyboard('{Control>}y{/Control}');
        await expect(args.onRedo).not.toHaveBeenCalled();
        await expect(canvas.getByRole('button', { name: 'Redo' })).toBeDisabled();
      });
      await step('Save changes and Discard changes', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
        await expect(args.onSave).toHaveBeenCalledTimes(1);
        await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
        await expect(args.onDiscard).toHaveBeenCalledTimes(1);
      });
    },
  };

  const Creating: S<T> = {
    args: { state: view({ create: { submitting: false } }) },
    play: async ({ canvasElement, args, step }) => {
      const body = within(document.body);
      const dialog = await body.findByRole('dialog', { name: `New ${script.entity}` });
      await step('The form checks its fields before sending anything', async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
        await expect(args.onCreate).not.toHaveBeenCalled();
        await expect(within(dialog).getAllByText(/is required\.$/).length).toBeGreaterThan(0);
      });
      await step('Filled in, it creates the row', async () => {
        await fillForm(dialog, script.create.steps);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
        await expect(args.onCreate).toHaveBeenCalledTimes(1);
        await expect(args.onCreate).toHaveBeenCalledWith(script.create.expected);
      });
      await step('Escape cancels', async () => {
        await userEvent.keyboard('{Escape}');
        await expect(args.onCreateCancel).toHaveBeenCalledTimes(1);
      });
      void canvasElement;
    },
  };

  const CreateRefused: S<T> = {
    args: {
      state: view({
        create: { submitting: false, error: 'A row with the same unique value already exists.' },
      }),
    },
    play: async () => {
      const dialog = await within(document.body).findByRole('dialog', { name: `New ${script.entity}` });
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /^A row with the same unique value already exists\.$/,
      );
      await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    },
  };

  const ConfirmDelete: S<T> = {
    args: { state: view({ confirmDelete: first }) },
    play: async ({ args }) => {
      const body = within(document.body);
      const dialog = await body.findByRole('alertdialog', { name: `Delete ${script.entity} ${firstLabel}?` });
      await expect(dialog).toHaveTextContent('This cannot be undone.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onDeleteCancel).toHaveBeenCalledTimes(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
    },
  };

  const SaveConflictStory: S<T> = {
    name: 'Save Conflict',
    args: {
      state: view({
        edits: { [String(script.conflict.row.id)]: script.conflict.changes },
        conflict: script.conflict,
        canUndo: true,
      }),
    },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const panel = await canvas.findByRole('alert');
      await expect(panel.querySelector('[data-part="message"]')).toHaveTextContent(
        `Save conflict: ${script.rowLabel(script.conflict.row)} was changed elsewhere since you loaded it. Your edit was not saved.`,
      );
      const rows = [...panel.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? ''),
      );
      await expect(rows).toEqual(script.conflict.table);
      // Until it is resolved, the grid's own Undo, Discard, Save, Add and Reload are off.
      for (const name of ['Undo', 'Discard changes', 'Save changes', `Add ${script.entity}`, 'Reload']) {
        await expect(canvas.getByRole('button', { name })).toBeDisabled();
      }
      await userEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
      await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
      await userEvent.click(within(panel).getByRole('button', { name: 'Take theirs' }));
      await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
    },
  };

  const Refused: S<T> = {
    args: { state: view({ notice: 'This row was changed by someone else. Reload it and try again.' }) },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        /^This row was changed by someone else\. Reload it and try again\.$/,
      );
    },
  };

  /**
   * The designers' Brand Matrix (each screen's `.matrix.stories.tsx` exports it under Brand Matrix/ and
   * adds brandMatrixParameters): the rows with a pending change, its cell marked and counted, in every
   * brand x mode.
   */
  const BrandMatrix: S<T> = {
    args: Editing.args,
    play: async ({ canvasElement }) => {
      const cells = brandMatrixCells(canvasElement);
      await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
      const count = Object.keys(script.conflict.changes).length;
      for (const cell of cells) {
        const c = within(cell);
        await waitForRows(cell, n);
        await expect(c.getByRole('heading', { level: 1 }).textContent).toBe(script.title);
        await expect(headerTexts(cell)).toEqual(script.headers);
        await expect(c.getByText(gridStrings.unsaved(count))).toBeVisible();
        await expect(cell.querySelectorAll('.so-cell-dirty')).toHaveLength(count);
        await expect(c.getByRole('button', { name: gridStrings.save })).toBeEnabled();
      }
    },
  };

  return {
    Loading,
    Loaded,
    Empty,
    Error: ErrorStory,
    Editing,
    Creating,
    CreateRefused,
    ConfirmDelete,
    SaveConflict: SaveConflictStory,
    Refused,
    BrandMatrix,
  };
}

/** The callbacks every admin screen story starts with (spies), and no browser download. */
export function adminArgs() {
  return {
    onEdit: fn(),
    onUndo: fn(),
    onRedo: fn(),
    onDiscard: fn(),
    onSave: fn(),
    onReload: fn(),
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onCreateOpen: fn(),
    onCreateCancel: fn(),
    onCreate: fn(),
    onDeleteAsk: fn(),
    onDeleteCancel: fn(),
    onDeleteConfirm: fn(),
    onExport: fn(),
    download: false,
  };
}

/** The callbacks every detail view story starts with (spies), no delete under way. */
export function detailArgs() {
  return {
    onReload: fn(),
    deletion: { confirming: false, busy: false },
    onDeleteAsk: fn(),
    onDeleteCancel: fn(),
    onDeleteConfirm: fn(),
  };
}
