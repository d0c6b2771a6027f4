import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../../brandMatrixParameters';
import { SaveConflictPanel } from './SaveConflictPanel';
import { saveConflictPanelStrings as s } from './strings';

const serverMessage = 'This row was changed by someone else. Reload it and try again.';
const conflict = {
  what: 'Harvest Table Downtown',
  message: serverMessage,
  fields: [{ label: 'Phone', current: '(512) 555-0111', mine: '(512) 555-0199' }],
};

const meta = {
  title: 'Admin/SaveConflictPanel',
  component: SaveConflictPanel,
  args: { conflict, onKeepMine: fn(), onTakeTheirs: fn() },
} satisfies Meta<typeof SaveConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conflict: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: s.label })).toBeVisible();
    const alert = c.getByRole('alert');
    await expect(alert.querySelector('[data-part="message"]')).toHaveTextContent(
      /^Save conflict: Harvest Table Downtown was changed elsewhere since you loaded it\. Your edit was not saved\.$/,
    );
    await expect(alert.querySelector('[data-part="server-message"]')).toHaveTextContent(serverMessage);
    const rows = within(alert)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Field', 'Now on the server', 'Your change'],
      ['Phone', '(512) 555-0111', '(512) 555-0199'],
    ]);
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Keep mine', 'Take theirs']);
    await expect(buttons[0]).toHaveAccessibleDescription(
      'Save conflict: Harvest Table Downtown was changed elsewhere since you loaded it. Your edit was not saved.',
    );
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Keep mine' })).toHaveFocus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Take theirs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
  },
};

export const NoConflict: Story = {
  args: { conflict: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="SaveConflictPanel"]')).toBeNull();
  },
};

/** Designers: the conflict, its table and both choices, in every brand x mode. */
export const BrandMatrixStory: Story = {
  name: 'Brand Matrix',
  parameters: { ...brandMatrixParameters },
  play: async ({ canvasElement }) => {
    const cells = brandMatrixCells(canvasElement);
    await expect(cells.map((c) => c.dataset.matrixCell)).toEqual(brandMatrixCellIds);
    for (const cell of cells) {
      const alert = within(within(cell).getByRole('group', { name: s.label })).getByRole('alert');
      await expect(alert.querySelector('[data-part="message"]')?.textContent).toBe(
        s.message('Harvest Table Downtown'),
      );
      await expect(within(alert).getByRole('table', { name: s.table })).toBeVisible();
      await expect(
        within(alert)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([s.keepMine, s.takeTheirs]);
    }
  },
};
