/**
 * Builds the six state stories every admin grid screen has (Loading, Loaded, Empty, Error,
 * Editing, SaveConflict) from a per-screen script of exact strings and values, so each screen's
 * stories assert its own columns, rows, dialogs and callbacks. Stories only.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, type fn, userEvent, waitFor, within } from 'storybook/test';
import { parseCsv } from '../../components/DataGrid/csvSafety';
import {
  cellEl,
  columnTexts,
  editCell,
  headerEl,
  headerTexts,
  waitForRows,
} from '../../components/DataGrid/gridTesting';
import type { AdminGridState, AdminScreenProps, NewRow, SaveConflict } from './types';

type Mock = ReturnType<typeof fn>;

export type FormStep =
  | { type: 'text'; label: string; value: string }
  | { type: 'select'; label: string; option: string }
  | { type: 'switch'; label: string }
  | { type: 'checkbox'; label: string };

export interface AdminStoryScript<T extends { id: number }> {
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
  /** A keyboard edit and the `onSave` it must produce. */
  edit: { row: T; colId: string; shows: string; changes: Partial<T> } & (
    | { text: string }
    | { /** Keys typed into an open select editor, e.g. `{ArrowUp}{Enter}`. */ keys: string }
  );
  /** The create form: what to fill in and the row `onCreate` must get. */
  create: { steps: FormStep[]; expected: NewRow<T> };
  /** Label of a row in dialogs (e.g. the store's name). */
  rowLabel: (row: T) => string;
  conflict: SaveConflict<T> & { table: [field: string, current: string, yours: string][] };
}

type S<T> = StoryObj<AdminScreenProps<T>>;

function canvasOf(el: HTMLElement) {
  return within(el);
}

async function fillForm(dialog: HTMLElement, steps: FormStep[]) {
  const d = within(dialog);
  for (const step of steps) {
    if (step.type === 'text') {
      const input = d.getByRole('textbox', { name: step.label });
      await userEvent.clear(input);
      await userEvent.type(input, step.value);
    } else if (step.type === 'select') {
      await userEvent.click(d.getByRole('button', { name: new RegExp(`${step.label}$`) }));
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

/** Opens a select editor with Enter and drives its list with keys. */
async function editSelect(root: HTMLElement, rowId: string, colId: string, keys: string) {
  const cell = cellEl(root, rowId, colId);
  cell.focus();
  await waitFor(() => expect(cell).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(root.querySelector('.ag-select-list, .ag-list')).not.toBeNull());
  await userEvent.keyboard(keys);
  await waitFor(() => expect(cellEl(root, rowId, colId)).toHaveClass('ag-cell-not-inline-editing'));
}

export function adminStories<T extends { id: number }>(script: AdminStoryScript<T>) {
  const loaded: AdminGridState<T> = { status: 'loaded', rows: script.rows };
  const n = script.rows.length;

  const Loading: S<T> = {
    args: { state: { status: 'loading' } },
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(script.title);
      await expect(await canvas.findByText('Loading...')).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Add ${script.entity}` })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    },
  };

  const Loaded: S<T> = {
    args: { state: loaded },
    play: async ({ canvasElement, args, step }) => {
      const canvas = canvasOf(canvasElement);
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
      await step('Filter to the first sorted value', async () => {
        const header = script.column.header;
        const first = script.column.sortedTexts[0]!;
        await userEvent.type(canvas.getByRole('textbox', { name: `${header} Filter Input` }), first);
        await waitFor(() =>
          expect(columnTexts(canvasElement, script.column.colId)).toEqual(
            script.column.sortedTexts.filter((t) => t.toLowerCase().includes(first.toLowerCase())),
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
      await step('Reload', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
        await expect(args.onReload).toHaveBeenCalledTimes(1);
      });
    },
  };

  const Empty: S<T> = {
    args: { state: { status: 'loaded', rows: [] } },
    play: async ({ canvasElement, args, step }) => {
      const canvas = canvasOf(canvasElement);
      await expect(await canvas.findByText(`No ${script.plural} yet.`)).toBeVisible();
      await step(`Add ${script.entity}: the form validates, then creates`, async () => {
        await userEvent.click(canvas.getByRole('button', { name: `Add ${script.entity}` }));
        const dialog = await canvas.findByRole('dialog', { name: `New ${script.entity}` });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
        await expect(args.onCreate).not.toHaveBeenCalled();
        await expect(within(dialog).getAllByText(/is required\.$/).length).toBeGreaterThan(0);
        await fillForm(dialog, script.create.steps);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
        await expect(args.onCreate).toHaveBeenCalledTimes(1);
        await expect(args.onCreate).toHaveBeenCalledWith(script.create.expected);
        await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      });
      await step('Escape closes the form without creating', async () => {
        await userEvent.click(canvas.getByRole('button', { name: `Add ${script.entity}` }));
        await canvas.findByRole('dialog', { name: `New ${script.entity}` });
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
        await expect(args.onCreate).toHaveBeenCalledTimes(1);
      });
    },
  };

  const ErrorStory: S<T> = {
    name: 'Error',
    args: { state: { status: 'error', message: `Failed to load ${script.plural}.` } },
    play: async ({ canvasElement, args }) => {
      const canvas = canvasOf(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(`Failed to load ${script.plural}.`);
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onReload).toHaveBeenCalledTimes(1);
    },
  };

  const Editing: S<T> = {
    args: { state: loaded },
    play: async ({ canvasElement, args, step }) => {
      const canvas = canvasOf(canvasElement);
      const id = String(script.edit.row.id);
      await waitForRows(canvasElement, n);
      await step('Edit a cell with the keyboard', async () => {
        if ('text' in script.edit) await editCell(canvasElement, id, script.edit.colId, script.edit.text);
        else await editSelect(canvasElement, id, script.edit.colId, script.edit.keys);
        await expect(cellEl(canvasElement, id, script.edit.colId)).toHaveTextContent(script.edit.shows);
        await expect(canvas.getByText('1 unsaved change')).toBeVisible();
      });
      await step('Undo, then redo, with the keyboard', async () => {
        cellEl(canvasElement, id, script.edit.colId).focus();
        await userEvent.keyboard('{Control>}z{/Control}');
        await waitFor(() => expect(canvas.getByText('No unsaved changes')).toBeVisible());
        await userEvent.keyboard('{Control>}y{/Control}');
        await waitFor(() => expect(canvas.getByText('1 unsaved change')).toBeVisible());
        await expect(cellEl(canvasElement, id, script.edit.colId)).toHaveTextContent(script.edit.shows);
      });
      await step('Save changes sends the row as loaded and the changed fields', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
        await expect(args.onSave).toHaveBeenCalledTimes(1);
        await expect(args.onSave).toHaveBeenCalledWith(script.edit.row, script.edit.changes);
      });
      await step('Delete asks first; Cancel keeps the row, Delete deletes it', async () => {
        const label = script.rowLabel(script.rows[0]!);
        await userEvent.click(canvas.getByRole('button', { name: `Delete ${label}` }));
        const dialog = await canvas.findByRole('alertdialog', { name: `Delete ${script.entity}?` });
        await expect(dialog).toHaveTextContent(`${label} will be deleted. This cannot be undone.`);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
        await expect(args.onDelete).not.toHaveBeenCalled();
        await userEvent.click(canvas.getByRole('button', { name: `Delete ${label}` }));
        const again = await canvas.findByRole('alertdialog', { name: `Delete ${script.entity}?` });
        await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
        await expect(args.onDelete).toHaveBeenCalledWith(script.rows[0]);
      });
    },
  };

  const SaveConflict: S<T> = {
    args: { state: { status: 'conflict', rows: script.rows, conflict: script.conflict } },
    play: async ({ canvasElement, args, step }) => {
      const canvas = canvasOf(canvasElement);
      const dialog = await canvas.findByRole('alertdialog', { name: 'Save conflict' });
      await expect(dialog).toHaveTextContent(
        'The row changed elsewhere. Reload to get the current version (your changes to it are dropped), or overwrite it with your changes.',
      );
      const table = within(dialog).getByRole('table', { name: 'Your changes and the current row' });
      const body = [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? ''),
      );
      await expect(body).toEqual(script.conflict.table);
      await step('Escape does not dismiss: a choice is required', async () => {
        // Once it has faded in (on a loaded machine the fade can still be at opacity 0 here).
        await waitFor(() => expect(dialog).toBeVisible());
        await userEvent.keyboard('{Escape}');
        // Longer than any exit animation (the slowest motion token is 320 ms): still there, shown.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await expect(canvas.getByRole('alertdialog', { name: 'Save conflict' })).toBeVisible();
      });
      await step('Overwrite sends my changes on top of the current row', async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
        await expect(args.onOverwrite).toHaveBeenCalledWith(script.conflict.current, script.conflict.changes);
      });
      await step('Reload takes the server version', async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
        await expect(args.onReload).toHaveBeenCalledTimes(1);
      });
    },
  };

  return { Loading, Loaded, Empty, Error: ErrorStory, Editing, SaveConflict };
}
