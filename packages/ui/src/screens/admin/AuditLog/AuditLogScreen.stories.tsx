import type { AuditFilters } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditLogScreen, type AuditLogScreenProps } from './AuditLogScreen';
import { auditLogMeta, entries, page1 } from './AuditLogScreen.storyKit';
import { auditLogStrings as s } from './auditLog';

const meta = {
  title: 'Admin/Audit Log',
  component: AuditLogScreen,
  ...auditLogMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...auditLogMeta.parameters },
} satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const table = (canvas: HTMLElement) => within(canvas).getByRole('table', { name: s.table });
const rowTexts = (canvas: HTMLElement, column: number) =>
  within(table(canvas))
    .getAllByRole('row')
    .slice(1)
    .map((r) => (r.querySelectorAll('td')[column]?.textContent ?? '').trim());

export const Loading: Story = {
  args: { status: 'loading', result: null, users: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(s.loading);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Audit Log');
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step(
      "who, when (the viewer's time, UTC on hover), what, which entity by name, newest first",
      async () => {
        await expect(
          within(table(canvasElement))
            .getAllByRole('columnheader')
            .map((h) => h.textContent),
        ).toEqual(['When', 'Who', 'Action', 'Entity', 'Change']);
        await expect(rowTexts(canvasElement, 0)).toEqual([
          'Nov 24, 2026, 8:42:05 AM PST',
          'Nov 24, 2026, 8:40:11 AM PST',
          'Nov 24, 2026, 7:02:44 AM PST',
          'Nov 24, 2026, 7:01:09 AM PST',
          'Nov 24, 2026, 6:55:00 AM PST',
          'Nov 24, 2026, 6:50:00 AM PST',
        ]);
        await expect(
          [...table(canvasElement).querySelectorAll('time')].map((t) => [
            t.getAttribute('title'),
            t.dateTime,
          ]),
        ).toEqual([
          ['Nov 24, 2026, 4:42:05 PM UTC', '2026-11-24T16:42:05.000Z'],
          ['Nov 24, 2026, 4:40:11 PM UTC', '2026-11-24T16:40:11.000Z'],
          ['Nov 24, 2026, 3:02:44 PM UTC', '2026-11-24T15:02:44.000Z'],
          ['Nov 24, 2026, 3:01:09 PM UTC', '2026-11-24T15:01:09.000Z'],
          ['Nov 24, 2026, 2:55:00 PM UTC', '2026-11-24T14:55:00.000Z'],
          ['Nov 24, 2026, 2:50:00 PM UTC', '2026-11-24T14:50:00.000Z'],
        ]);
        await expect(rowTexts(canvasElement, 1)).toEqual([
          'admin@example.comas staff@example.com',
          'admin@example.com',
          'admin@example.com',
          'admin@example.com',
          'admin@example.com',
          'Not signed in',
        ]);
        await expect(rowTexts(canvasElement, 2)).toEqual([
          'Updated',
          'Impersonation started',
          'Updated',
          'Created',
          'Assistant chat',
          'Sign-in failed',
        ]);
        await expect(rowTexts(canvasElement, 3)).toEqual([
          'Employee: Ava Brooks',
          'User: staff@example.com',
          'Store: Harvest Table Lakeside',
          // The server knows no name (a row since deleted): the one the change holds.
          'Store: Harvest Table Lakeside',
          'Store: Harvest Table Downtown',
          'User: manager@example.com',
        ]);
      },
    );
    await step('an update shows only what changed, before and after', async () => {
      const cell = within(table(canvasElement))
        .getAllByRole('row')[3]
        ?.querySelectorAll('td')[4] as HTMLElement;
      await expect(cell.querySelector('dt')?.textContent).toBe('Phone');
      await expect(cell.querySelector('del')?.textContent).toBe('(512) 555-0100');
      await expect(cell.querySelector('ins')?.textContent).toBe('(512) 555-0199');
      await expect(cell.querySelectorAll('dt')).toHaveLength(1);
    });
    await step('a create folds after four fields; Show all opens the rest', async () => {
      const cell = within(table(canvasElement))
        .getAllByRole('row')[4]
        ?.querySelectorAll('td')[4] as HTMLElement;
      await expect([...cell.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
        'Name',
        'Address',
        'City',
        'Company',
      ]);
      const more = within(cell).getByRole('button', { name: 'Show all 9 changes' });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      await expect(cell.querySelectorAll('dt')).toHaveLength(9);
      await expect(within(cell).getByRole('button', { name: s.showFewer })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
    await step('a long answer is cut to 120 characters until opened', async () => {
      const cell = within(table(canvasElement))
        .getAllByRole('row')[5]
        ?.querySelectorAll('td')[4] as HTMLElement;
      const answer = [...cell.querySelectorAll('div')].find(
        (d) => d.querySelector('dt')?.textContent === 'Answer',
      );
      await expect(answer?.querySelector('ins')?.textContent).toHaveLength(120);
      await userEvent.click(within(cell).getByRole('button', { name: 'Show all 4 changes' }));
      await expect(answer?.querySelector('ins')?.textContent?.endsWith('two extra cooks. ')).toBe(true);
    });
    await step('a sign-in failure shows its detail', async () => {
      await expect(rowTexts(canvasElement, 4)[5]).toBe('manager@example.com');
    });
    await step('paging: 1–6 of 120 entries, page 1 of 3; Next asks for page 2', async () => {
      const nav = canvas.getByRole('navigation', { name: s.pages });
      await expect(nav).toHaveTextContent('1–6 of 120 entries');
      await expect(nav).toHaveTextContent('Page 1 of 3');
      await expect(within(nav).getByRole('button', { name: s.previous })).toBeDisabled();
      await userEvent.click(within(nav).getByRole('button', { name: s.next }));
      await expect(args.onPage).toHaveBeenCalledWith(2);
    });
  },
};

/** The screen with its filters kept, as the app's machine keeps them. */
function WithFilters(props: AuditLogScreenProps) {
  const [filters, setFilters] = useState<AuditFilters>(props.filters);
  return (
    <AuditLogScreen
      {...props}
      filters={filters}
      onFilter={(next) => {
        props.onFilter(next);
        setFilters(next);
      }}
    />
  );
}

export const Filtering: Story = {
  render: (args) => <WithFilters {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Action: pick Deleted', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Action/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
      await expect(args.onFilter).toHaveBeenLastCalledWith({ action: 'delete' });
    });
    await step('User: type part of a name or e-mail, pick', async () => {
      const box = canvas.getByRole('combobox', { name: s.user });
      await userEvent.click(box);
      await userEvent.type(box, 'staff');
      await userEvent.click(await screen.findByRole('option', { name: /Sam Staff/ }));
      await expect(args.onFilter).toHaveBeenLastCalledWith({ action: 'delete', user_id: 2 });
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(box).toHaveValue('Sam Staff');
    });
    await step('From: type a date', async () => {
      const from = canvas.getByRole('group', { name: s.from });
      const month = within(from).getAllByRole('spinbutton')[0] as HTMLElement;
      await userEvent.click(month);
      await userEvent.keyboard('11242026');
      await waitFor(() =>
        expect(args.onFilter).toHaveBeenLastCalledWith({ action: 'delete', user_id: 2, from: '2026-11-24' }),
      );
    });
    await step('Clear filters: every filter off, and the button with them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: s.clear }));
      await expect(args.onFilter).toHaveBeenLastCalledWith({});
      await expect(canvas.getByRole('button', { name: s.clear })).toBeDisabled();
      await expect(canvas.getByRole('combobox', { name: s.user })).toHaveValue('');
    });
  },
};

export const Filtered: Story = {
  args: {
    filters: { user_id: 2, action: 'update', from: '2026-11-24', to: '2026-11-24' },
    result: { entries: entries.slice(0, 1), page: 1, limit: 50, total: 1 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: s.user })).toHaveValue('Sam Staff'));
    await expect(canvas.getByRole('button', { name: /Action/ })).toHaveTextContent('Updated');
    await expect(canvas.getByRole('navigation', { name: s.pages })).toHaveTextContent('1–1 of 1 entry');
    await expect(canvas.getByRole('navigation', { name: s.pages })).toHaveTextContent('Page 1 of 1');
    await userEvent.click(canvas.getByRole('button', { name: s.clear }));
    await expect(args.onFilter).toHaveBeenCalledWith({});
  },
};

export const LoadingNextPage: Story = {
  args: { status: 'loading', result: { ...page1, page: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('navigation', { name: s.pages })).toHaveTextContent('51–56 of 120 entries');
    await expect(canvas.getByRole('button', { name: s.previous })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: s.next })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { result: { entries: [], page: 1, limit: 50, total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(s.empty);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { filters: { action: 'delete' }, result: { entries: [], page: 1, limit: 50, total: 0 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No entries match these filters.');
    await expect(status).toHaveTextContent('Try a wider date range, or another user or action.');
  },
};

export const RangeRefused: Story = {
  args: {
    filters: { from: '2026-11-20' },
    filterError: 'The start date must be on or before the end date.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'failed',
    result: null,
    error: 'The server could not be reached. Check the connection and try again.',
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The audit log could not be loaded.');
    await expect(alert).toHaveTextContent(
      'The server could not be reached. Check the connection and try again.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: s.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
