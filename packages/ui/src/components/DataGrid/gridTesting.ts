/**
 * Helpers for stories' play functions: read and drive an AG Grid through its DOM the way a user
 * sees it (rows in display order, cells by column id). Stories only; not exported from the entry.
 */
import { expect, userEvent, waitFor } from 'storybook/test';

/** The grid root (role grid/treegrid) inside a container. */
export function gridEl(root: HTMLElement): HTMLElement {
  const el = root.querySelector<HTMLElement>(
    '.ag-root-wrapper [role="treegrid"], .ag-root-wrapper [role="grid"]',
  );
  if (!el) throw new Error('No AG Grid found');
  return el;
}

/** Body rows in display order (the grid keeps DOM order = display order: `ensureDomOrder`). */
export function bodyRows(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.ag-row[row-index]')].sort(
    (a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')),
  );
}

/** Text of one column down the displayed rows. */
export function columnTexts(root: HTMLElement, colId: string): string[] {
  return bodyRows(root).map((r) => r.querySelector(`[col-id="${colId}"]`)?.textContent?.trim() ?? '');
}

/** One body cell by row id and column id. */
export function cellEl(root: HTMLElement, rowId: string, colId: string): HTMLElement {
  const el = root.querySelector<HTMLElement>(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);
  if (!el) throw new Error(`No cell row=${rowId} col=${colId}`);
  return el;
}

/** Header labels of the displayed columns, in order. */
export function headerTexts(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('.ag-header-row-column [role="columnheader"]')]
    .map((h) => h.querySelector('.ag-header-cell-text')?.textContent?.trim() ?? '')
    .filter((t) => t !== '');
}

export function headerEl(root: HTMLElement, colId: string): HTMLElement {
  const el = root.querySelector<HTMLElement>(`.ag-header-row-column [col-id="${colId}"]`);
  if (!el) throw new Error(`No header for ${colId}`);
  return el;
}

/** Waits until the grid has rendered `n` body rows. */
export async function waitForRows(root: HTMLElement, n: number): Promise<void> {
  await waitFor(() => expect(bodyRows(root)).toHaveLength(n), { timeout: 5000 });
}

/**
 * Edits a text or number cell with the keyboard only: focus the cell, Enter opens the editor,
 * clear, type, Enter commits.
 */
export async function editCell(root: HTMLElement, rowId: string, colId: string, text: string): Promise<void> {
  const cell = cellEl(root, rowId, colId);
  cell.focus();
  await waitFor(() => expect(cell).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const input = await waitFor(() => {
    const el = cellEl(root, rowId, colId).querySelector<HTMLInputElement>('input');
    if (!el) throw new Error('editor not open');
    return el;
  });
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
  await waitFor(() => expect(cellEl(root, rowId, colId).querySelector('input')).toBeNull());
}
