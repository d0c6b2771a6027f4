import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  cleanDay,
  dryRunsFixture,
  extraColumnDay,
  mappedDay,
  problemDay,
  twoDays,
  unmappedDay,
} from './fixtures';
import { ImportScreen } from './ImportScreen';
import { importMeta } from './ImportScreen.storyKit';
import { importStrings as s } from './strings';

const meta = {
  title: 'Screens/Admin/Import',
  component: ImportScreen,
  ...importMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...importMeta.parameters },
} satisfies Meta<typeof ImportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));

export const Loading: Story = {
  args: { status: 'loading', stores: [], recent: [], tokens: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(s.loading);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Import');
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'failed',
    overviewError: 'The server could not be reached. Check the connection and try again.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(s.loadFailed)).toBeVisible();
    await expect(
      canvas.getByText('The server could not be reached. Check the connection and try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: s.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoStoreChosen: Story = {
  args: { storeId: null, recent: [], tokens: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(s.storeFirst)).toBeVisible();
    await expect(canvas.getByRole('button', { name: s.chooseFiles })).toBeDisabled();
    await expect(canvas.getByText(s.recentEmpty)).toBeVisible();
    await expect(canvas.getByText(s.tokensEmpty)).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the drop zone takes files from the keyboard too', async () => {
      await expect(canvas.getByText(s.dropZone)).toBeVisible();
      const pick = canvas.getByRole('button', { name: s.chooseFiles });
      await expect(pick).toBeEnabled();
      await expect(canvas.getByRole('button', { name: s.chooseFolder })).toBeEnabled();
    });
    await step(
      'the last imports: who (a token by its name), when, the store-day and the counts',
      async () => {
        await expect(cells(canvas.getByRole('table', { name: s.recentTable }))).toEqual([
          [
            'Nov 24, 2026, 4:00 AM',
            'POS nightly',
            'Harvest Table Downtown, 2026-11-23',
            'sales.csv 14, tasks.csv 6',
          ],
          [
            'Nov 23, 2026, 11:30 AM',
            'admin@example.com',
            'Harvest Table Lakeside, 2026-11-22',
            'sales.csv 12',
          ],
        ]);
      },
    );
    await step('the tokens: stores, created, last used', async () => {
      await expect(
        cells(canvas.getByRole('table', { name: s.tokensTable })).map((r) => r.slice(0, 4)),
      ).toEqual([
        ['POS nightly', 'Harvest Table Downtown', 'Nov 20, 2026, 10:00 AM', 'Nov 24, 2026, 4:00 AM'],
        ['Labor sync', 'Every store', 'Nov 21, 2026, 10:00 AM', 'Never'],
      ]);
    });
  },
};

export const Parsing: Story = {
  args: { stage: 'parsing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(s.parsing, { selector: 'span:not([role])' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: s.chooseFiles })).toBeDisabled();
  },
};

export const Problems: Story = {
  args: { stage: 'problems', days: problemDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sales = canvas.getByRole('listitem', { name: 'sales.csv' });
    await expect(within(sales).getByText('1 problem')).toBeVisible();
    await expect(within(sales).getByRole('list').textContent).toBe(
      'Line 3: NetSales "lots" is not a number.',
    );
    const notes = canvas.getByRole('listitem', { name: 'notes.txt' });
    await expect(within(notes).getByText(s.unknownKind)).toBeVisible();
    await expect(
      within(canvas.getByRole('listitem', { name: 'tasks.csv' })).getByText('6 rows'),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(s.problemsHint);
    await expect(canvas.queryByRole('button', { name: s.dryRun })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.txt' }));
    await expect(args.onRemove).toHaveBeenCalledWith('notes.txt');
  },
};

export const Unmapped: Story = {
  args: { stage: 'unmapped', days: unmappedDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: s.mappingTitle })).toBeVisible();
    await expect(canvas.getByText('Missing: Hour, NetSales')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /(^| )Time( |$)/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Hour' }));
    await userEvent.click(canvas.getByRole('button', { name: /(^| )Net( |$)/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'NetSales' }));
    await userEvent.click(canvas.getByRole('radio', { name: s.time24 }));
    await userEvent.click(canvas.getByRole('button', { name: s.saveMapping }));
    await expect(args.onSaveMapping).toHaveBeenCalledWith({
      time_format: '24h',
      files: {
        'sales.csv': {
          Time: 'Hour',
          Net: 'NetSales',
          TransactionsCount: 'TransactionsCount',
          LaborHours: 'LaborHours',
          LaborCost: 'LaborCost',
          SuggestedLaborHours: 'SuggestedLaborHours',
          Forecast: 'Forecast',
        },
      },
    });
  },
};

/** Every spec column is there, and one more: it is marked not imported until given a column. */
export const ExtraColumns: Story = {
  args: { stage: 'unmapped', days: extraColumnDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not columns of the file: Notes')).toBeVisible();
    await expect(canvas.queryByText(/^Missing:/)).toBeNull();
    await expect(canvas.getByRole('button', { name: /(^| )Notes( |$)/ })).toHaveTextContent(s.notImported);
    await userEvent.click(canvas.getByRole('button', { name: s.saveMapping }));
    await expect(args.onSaveMapping).toHaveBeenCalledWith({
      time_format: '12h',
      files: {
        'tasks.csv': { Status: 'Status', CompletedBy: 'CompletedBy', TaskName: 'TaskName', Notes: '' },
      },
    });
  },
};

export const MappingStale: Story = {
  args: {
    stage: 'unmapped',
    days: unmappedDay,
    mappingError: 'Someone else changed the mapping; it is shown as they saved it. Choose again and save.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Someone else changed the mapping; it is shown as they saved it. Choose again and save.',
    );
  },
};

export const SavingMapping: Story = {
  args: { stage: 'savingMapping', days: unmappedDay },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: s.savingMapping })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { stage: 'ready', days: cleanDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('listitem', { name: 'sales.csv' })).getByText('14 rows'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: s.dryRun }));
    await expect(args.onDryRun).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { stage: 'checking', days: cleanDay },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(s.checking)).toBeVisible();
  },
};

export const Confirm: Story = {
  args: { stage: 'confirm', days: twoDays, dryRuns: dryRunsFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(cells(canvas.getByRole('table', { name: s.dryRunTable }))).toEqual([
      ['2026-11-22', 'sales.csv', 'The spec’s', '12 → 14'],
      ['2026-11-23', 'sales.csv', 'The spec’s', '0 → 14'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: s.import }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: s.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The dry run names how the company's mapping reads each file's headers. */
export const ConfirmThroughMapping: Story = {
  args: {
    stage: 'confirm',
    days: mappedDay,
    dryRuns: [
      {
        dry_run: true,
        store_id: 2,
        date: '2026-11-23',
        counts: { 'sales.csv': 14 },
        replaced: { 'sales.csv': 14 },
      },
    ],
    mapping: {
      company_id: 1,
      version: 2,
      time_format: '24h',
      files: { 'sales.csv': { Time: 'Hour', Net: 'NetSales', Notes: '' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(cells(within(canvasElement).getByRole('table', { name: s.dryRunTable }))).toEqual([
      ['2026-11-23', 'sales.csv', 'Time → Hour, Net → NetSales, Notes not imported', '14 → 14'],
    ]);
  },
};

export const Importing: Story = {
  args: { stage: 'importing', days: twoDays, dryRuns: dryRunsFixture, imported: 1 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: s.importing });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '2');
    await expect(within(canvasElement).getByText('1 of 2 days')).toBeVisible();
  },
};

export const Done: Story = {
  args: { stage: 'done', days: twoDays, dryRuns: dryRunsFixture, imported: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imported 2 days.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: s.importMore }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { stage: 'failed', error: 'Too many imports. Try again in 42 s.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many imports. Try again in 42 s.',
    );
  },
};

export const CreateToken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: s.createToken }));
    await expect(form.getByRole('button', { name: s.createToken })).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: s.tokenName }), 'Nightly POS');
    await userEvent.click(form.getByRole('checkbox', { name: 'Harvest Table Lakeside' }));
    await userEvent.click(form.getByRole('button', { name: s.createToken }));
    await expect(args.onCreateToken).toHaveBeenCalledWith('Nightly POS', [3]);
  },
};

export const TokenCreated: Story = {
  args: { createdToken: { name: 'Nightly POS', token: 'sot_3q2x9Vb7kLmN4pR8tW1yZ5aC6dE0fG2h' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const secret = canvas.getByRole('status', { name: 'Token Nightly POS created' });
    await expect(within(secret).getByText(s.secretHint)).toBeVisible();
    await expect(secret.querySelector('code')?.textContent).toBe('sot_3q2x9Vb7kLmN4pR8tW1yZ5aC6dE0fG2h');
    await userEvent.click(within(secret).getByRole('button', { name: s.copy }));
    await expect(args.onCopy).toHaveBeenCalledWith('sot_3q2x9Vb7kLmN4pR8tW1yZ5aC6dE0fG2h');
    await expect(within(secret).getByRole('button', { name: s.copied })).toBeVisible();
    await userEvent.click(within(secret).getByRole('button', { name: s.dismiss }));
    await expect(args.onDismissToken).toHaveBeenCalledTimes(1);
  },
};

export const RevokeToken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke POS nightly' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Revoke POS nightly?');
    await expect(dialog).toHaveTextContent(s.revokeBody);
    await expect(args.onRevokeToken).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: s.revoke }));
    await expect(args.onRevokeToken).toHaveBeenCalledWith(4);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const TokenError: Story = {
  args: { tokenError: 'store_ids: no store 99.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('store_ids: no store 99.');
  },
};
