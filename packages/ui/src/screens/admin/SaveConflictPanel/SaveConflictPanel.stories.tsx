import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveConflictPanel } from './SaveConflictPanel';
import { saveConflictPanelStrings as s } from './strings';

const serverMessage = 'This row was changed by someone else. Reload it and try again.';

const meta = {
  title: 'Admin/SaveConflictPanel',
  component: SaveConflictPanel,
  args: {
    conflicts: [{ id: '11', what: 'Uptown', message: serverMessage }],
    onReload: fn(),
    onOverwrite: fn(),
  },
} satisfies Meta<typeof SaveConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const several = [
  { id: '11', what: 'Uptown', message: serverMessage },
  { id: '21', what: 'Harbor' },
  { id: '37', what: 'row 37' },
];

const alerts = (root: HTMLElement) => within(root).queryAllByRole('alert');

export const OneConflict: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: s.label })).toBeVisible();
    const [alert, ...rest] = alerts(canvasElement);
    await expect(rest).toHaveLength(0);
    await expect(alert).toHaveAttribute('data-part', 'save-conflict');
    await expect(alert).toHaveAttribute('data-row-id', '11');
    await expect(alert?.querySelector('[data-part="message"]')).toHaveTextContent(
      /^Save conflict: Uptown was changed elsewhere since you loaded it\. Your edit was not saved\.$/,
    );
    await expect(alert?.querySelector('[data-part="server-message"]')).toHaveTextContent(
      /^This row was changed by someone else\. Reload it and try again\.$/,
    );
    const buttons = within(alert as HTMLElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Reload their version', 'Overwrite with mine']);
    // Each choice is described by the conflict it resolves.
    await expect(buttons[0]).toHaveAccessibleDescription(
      'Save conflict: Uptown was changed elsewhere since you loaded it. Your edit was not saved.',
    );
    await expect(args.onReload).not.toHaveBeenCalled();
    await expect(args.onOverwrite).not.toHaveBeenCalled();
  },
};

export const SeveralConflicts: Story = {
  args: { conflicts: several },
  play: async ({ canvasElement }) => {
    const found = alerts(canvasElement);
    await expect(found.map((a) => a.getAttribute('data-row-id'))).toEqual(['11', '21', '37']);
    await expect(found.map((a) => a.querySelector('[data-part="message"]')?.textContent)).toEqual([
      'Save conflict: Uptown was changed elsewhere since you loaded it. Your edit was not saved.',
      'Save conflict: Harbor was changed elsewhere since you loaded it. Your edit was not saved.',
      'Save conflict: row 37 was changed elsewhere since you loaded it. Your edit was not saved.',
    ]);
    // Only the conflict that carries a server message shows one.
    await expect(found.map((a) => a.querySelector('[data-part="server-message"]') !== null)).toEqual([
      true,
      false,
      false,
    ]);
    await expect(within(canvasElement).getAllByRole('button', { name: s.reload })).toHaveLength(3);
    await expect(within(canvasElement).getAllByRole('button', { name: s.overwrite })).toHaveLength(3);
  },
};

export const ReloadTheirVersion: Story = {
  args: { conflicts: several },
  play: async ({ canvasElement, args }) => {
    const second = alerts(canvasElement)[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: s.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onReload).toHaveBeenCalledWith('21');
    await expect(args.onOverwrite).not.toHaveBeenCalled();
  },
};

export const OverwriteWithMine: Story = {
  args: { conflicts: several },
  play: async ({ canvasElement, args }) => {
    const third = alerts(canvasElement)[2] as HTMLElement;
    await userEvent.click(within(third).getByRole('button', { name: s.overwrite }));
    await expect(args.onOverwrite).toHaveBeenCalledTimes(1);
    await expect(args.onOverwrite).toHaveBeenCalledWith('37');
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { conflicts: several.slice(0, 2) },
  play: async ({ canvasElement, args, step }) => {
    const [first, second] = alerts(canvasElement) as [HTMLElement, HTMLElement];
    await step('Tab walks the choices in reading order, with a focus ring', async () => {
      const order = [
        within(first).getByRole('button', { name: s.reload }),
        within(first).getByRole('button', { name: s.overwrite }),
        within(second).getByRole('button', { name: s.reload }),
        within(second).getByRole('button', { name: s.overwrite }),
      ];
      for (const button of order) {
        await userEvent.tab();
        await expect(button).toHaveFocus();
        await expect(button).toHaveAttribute('data-focus-visible', 'true');
      }
      await expect(getComputedStyle(order[3] as HTMLElement).outlineStyle).toBe('solid');
    });
    await step('Enter overwrites, Space reloads', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onOverwrite).toHaveBeenCalledWith('21');
      await userEvent.tab({ shift: true });
      await userEvent.keyboard(' ');
      await expect(args.onReload).toHaveBeenCalledWith('21');
      await expect(args.onReload).toHaveBeenCalledTimes(1);
      await expect(args.onOverwrite).toHaveBeenCalledTimes(1);
    });
  },
};

export const NoConflicts: Story = {
  args: { conflicts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="SaveConflictPanel"]')).toBeNull();
    await expect(alerts(canvasElement)).toHaveLength(0);
  },
};
