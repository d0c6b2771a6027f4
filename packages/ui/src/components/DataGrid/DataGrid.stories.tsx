import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseCsv } from './csvSafety';
import { DataGrid, type DataGridColumn } from './DataGrid';
import { cellEl, columnTexts, editCell, headerEl, headerTexts, waitForRows } from './gridTesting';

interface Place {
  id: number;
  name: string;
  city: string;
  seats: number;
  open: boolean;
}

const places: Place[] = [
  { id: 1, name: 'Downtown Deli', city: 'Austin', seats: 40, open: true },
  { id: 2, name: '=HYPERLINK("http://evil.example","Click")', city: 'Boston', seats: 12, open: false },
  { id: 3, name: 'Airport Kiosk', city: '@Chicago', seats: -3, open: true },
  { id: 4, name: 'Bayside Grill', city: 'Denver', seats: 85, open: true },
];

const columns: DataGridColumn<Place>[] = [
  { field: 'name', headerName: 'Name', editable: true, filter: 'agTextColumnFilter' },
  { field: 'city', headerName: 'City', editable: true, filter: 'agTextColumnFilter' },
  {
    field: 'seats',
    headerName: 'Seats',
    editable: true,
    filter: 'agNumberColumnFilter',
    cellDataType: 'number',
  },
  { field: 'open', headerName: 'Open', editable: true, cellDataType: 'boolean', filter: false },
];

const getRowId = (p: Place) => String(p.id);

const meta = {
  title: 'Components/DataGrid',
  component: DataGrid<Place>,
  args: {
    label: 'Places',
    rows: places,
    columns,
    getRowId,
    exportFileName: 'places.csv',
    onEdit: fn(),
    onUndo: fn(),
    onRedo: fn(),
    onDiscard: fn(),
    onSave: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof DataGrid<Place>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  play: async ({ canvasElement, step }) => {
    await waitForRows(canvasElement, 4);
    await expect(headerTexts(canvasElement)).toEqual(['Name', 'City', 'Seats', 'Open']);
    await expect(columnTexts(canvasElement, 'name')).toEqual([
      'Downtown Deli',
      '=HYPERLINK("http://evil.example","Click")',
      'Airport Kiosk',
      'Bayside Grill',
    ]);
    await step('Sort by seats, ascending then descending', async () => {
      await userEvent.click(headerEl(canvasElement, 'seats').querySelector('.ag-header-cell-label')!);
      await waitFor(() => expect(headerEl(canvasElement, 'seats')).toHaveAttribute('aria-sort', 'ascending'));
      await expect(columnTexts(canvasElement, 'seats')).toEqual(['-3', '12', '40', '85']);
      await userEvent.click(headerEl(canvasElement, 'seats').querySelector('.ag-header-cell-label')!);
      await waitFor(() =>
        expect(headerEl(canvasElement, 'seats')).toHaveAttribute('aria-sort', 'descending'),
      );
      await expect(columnTexts(canvasElement, 'seats')).toEqual(['85', '40', '12', '-3']);
    });
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await step('Type into the City filter (case-insensitive contains)', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'City Filter Input' }), 'o');
      await waitFor(() => expect(columnTexts(canvasElement, 'city')).toEqual(['Boston', '@Chicago']));
    });
    await step('A filter that matches nothing shows the no-match overlay', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'City Filter Input' }), 'zzz');
      await waitFor(() => expect(canvas.getByText('No rows match the current filters')).toBeVisible());
      await expect(columnTexts(canvasElement, 'city')).toEqual([]);
    });
    await step('Clearing the filter brings every row back', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'City Filter Input' }));
      await waitForRows(canvasElement, 4);
    });
  },
};

/** Editing reports each change; the caller (the admin grid machine) owns the buffer. */
export const Editing: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await expect(canvas.getByText('No unsaved changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await step('Edit a name with the keyboard', async () => {
      await editCell(canvasElement, '1', 'name', 'Uptown Deli');
      await expect(args.onEdit).toHaveBeenLastCalledWith('1', 'name', 'Uptown Deli');
    });
    await step('Edit a number: the value is a number', async () => {
      await editCell(canvasElement, '4', 'seats', '90');
      await expect(args.onEdit).toHaveBeenLastCalledWith('4', 'seats', 90);
    });
    await step('Ctrl+Z without anything to undo does nothing', async () => {
      cellEl(canvasElement, '4', 'seats').focus();
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(args.onUndo).not.toHaveBeenCalled();
    });
    // Props were never mutated.
    await expect(places[0]?.name).toBe('Downtown Deli');
  },
};

/** Pending changes show over the rows as loaded, marked, and counted; the toolbar acts on them. */
export const WithPendingChanges: Story = {
  args: {
    edits: { '1': { name: 'Uptown Deli' }, '4': { seats: 90 } },
    canUndo: true,
    canRedo: true,
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await expect(cellEl(canvasElement, '1', 'name')).toHaveTextContent('Uptown Deli');
    await expect(cellEl(canvasElement, '4', 'seats')).toHaveTextContent('90');
    await waitFor(() => expect(canvasElement.querySelectorAll('.so-cell-dirty')).toHaveLength(2));
    await expect(canvas.getByText('2 unsaved changes')).toBeVisible();
    await step('Ctrl+Z and Ctrl+Y ask to undo and redo', async () => {
      cellEl(canvasElement, '2', 'city').focus();
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(args.onUndo).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Control>}y{/Control}');
      await expect(args.onRedo).toHaveBeenCalledTimes(1);
    });
    await step('The toolbar: Undo, Redo, Discard changes, Save changes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
      await expect(args.onUndo).toHaveBeenCalledTimes(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
      await expect(args.onRedo).toHaveBeenCalledTimes(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
      await expect(args.onDiscard).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
    });
    // The rows as loaded are untouched.
    await expect(places[0]?.name).toBe('Downtown Deli');
  },
};

export const Saving: Story = {
  args: { saving: true, edits: { '1': { name: 'Uptown Deli' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ColumnChooser: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await step('Hide City from the column menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose columns' }));
      const menu = await canvas.findByRole('menu', { name: 'Choose columns' });
      const items = within(menu).getAllByRole('menuitemcheckbox');
      await expect(items.map((i) => i.textContent)).toEqual(['✓Name', '✓City', '✓Seats', '✓Open']);
      await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
      await waitFor(() => expect(headerTexts(canvasElement)).toEqual(['Name', 'Seats', 'Open']));
    });
    await step('Escape closes the menu and focus returns to its button', async () => {
      const menu = canvas.queryByRole('menu', { name: 'Choose columns' });
      if (menu) await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    });
    await step('Show it again with the keyboard', async () => {
      canvas.getByRole('button', { name: 'Choose columns' }).focus();
      await userEvent.keyboard('{Enter}');
      const menu = await canvas.findByRole('menu', { name: 'Choose columns' });
      await expect(within(menu).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
      await waitFor(() => expect(headerTexts(canvasElement)).toEqual(['Name', 'City', 'Seats', 'Open']));
      await userEvent.keyboard('{Escape}');
    });
  },
};

export const Export: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement, 4);
    await step('Export CSV: formula-like cells come out quote-prefixed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(args.onExport).toHaveBeenCalledTimes(1);
      const [csv, fileName] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [string, string];
      await expect(fileName).toBe('places.csv');
      await expect(parseCsv(csv)).toEqual([
        ['Name', 'City', 'Seats', 'Open'],
        ['Downtown Deli', 'Austin', '40', 'true'],
        [`'=HYPERLINK("http://evil.example","Click")`, 'Boston', '12', 'false'],
        ['Airport Kiosk', "'@Chicago", "'-3", 'true'],
        ['Bayside Grill', 'Denver', '85', 'true'],
      ]);
    });
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No places yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No places yet')).toBeVisible();
    await expect(headerTexts(canvasElement)).toEqual(['Name', 'City', 'Seats', 'Open']);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], error: 'Could not load places.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load places.');
    await expect(canvas.queryByText('No rows to show')).toBeNull();
  },
};
