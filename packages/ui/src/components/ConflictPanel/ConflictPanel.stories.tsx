import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConflictPanel } from './ConflictPanel';
import { conflictPanelMeta, serverMessage } from './ConflictPanel.storyKit';

const meta = {
  title: 'Components/ConflictPanel',
  component: ConflictPanel,
  ...conflictPanelMeta,
} satisfies Meta<typeof ConflictPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));

export const Conflict: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Save conflict' })).toHaveAttribute(
      'data-component',
      'ConflictPanel',
    );
    const alert = c.getByRole('alert');
    await expect(alert.querySelector('[data-part="message"]')).toHaveTextContent(
      /^Save conflict: Harvest Table Downtown was changed elsewhere since you loaded it\. Your edit was not saved\.$/,
    );
    await expect(alert.querySelector('[data-part="detail"]')).toHaveTextContent(serverMessage);
    await expect(
      within(alert).getByRole('table', { name: 'Your changes and the row as it is now' }),
    ).toBeVisible();
    await expect(rowsOf(alert)).toEqual([
      ['Field', 'Now on the server', 'Your change'],
      ['Phone', '(512) 555-0111', '(512) 555-0199'],
    ]);
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Keep mine', 'Take theirs']);
    for (const button of buttons) {
      await expect(button).toHaveAccessibleDescription(
        'Save conflict: Harvest Table Downtown was changed elsewhere since you loaded it. Your edit was not saved.',
      );
    }
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
    await userEvent.keyboard('{Enter}');
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Take theirs' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(c.getByRole('button', { name: 'Keep mine' })).toHaveFocus();
  },
};

/** A screen's own words: the report customizer's table and message, with each row's key. */
export const OwnWording: Story = {
  args: {
    message: 'Someone else saved these settings while you were editing.',
    detail: undefined,
    fields: [
      { key: 'on_time_tolerance_minutes', label: 'On-time tolerance', current: '3 min', mine: '5 min' },
      { key: 'targets.labor_cost_pct', label: 'Labor cost target', current: '28%', mine: '25%' },
    ],
    wording: { table: 'Their settings and yours', field: 'Setting', current: 'Theirs', mine: 'Yours' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('[data-part="message"]')?.textContent).toBe(
      'Someone else saved these settings while you were editing.',
    );
    await expect(alert.querySelector('[data-part="detail"]')).toBeNull();
    await expect(within(alert).getByRole('table', { name: 'Their settings and yours' })).toBeVisible();
    await expect(rowsOf(alert)).toEqual([
      ['Setting', 'Theirs', 'Yours'],
      ['On-time tolerance', '3 min', '5 min'],
      ['Labor cost target', '28%', '25%'],
    ]);
    await expect([...alert.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-key'))).toEqual([
      'on_time_tolerance_minutes',
      'targets.labor_cost_pct',
    ]);
  },
};

/** Their version quoted whole instead of a table (the prompt editor), with its own choice's name. */
export const TheirVersion: Story = {
  args: {
    message: 'Someone else saved a newer version while you were editing. Their version:',
    detail: undefined,
    fields: undefined,
    theirs: (
      <>
        <strong>Close-out check</strong>
        {'\n'}
        Their newer text
      </>
    ),
    wording: { takeTheirs: 'Use theirs' },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('[data-part="theirs"]')?.textContent).toBe(
      'Close-out check\nTheir newer text',
    );
    await expect(within(alert).queryByRole('table')).toBeNull();
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Keep mine', 'Use theirs']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Use theirs' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
    await expect(args.onKeepMine).not.toHaveBeenCalled();
  },
};
