// QA/Import: the real import machine behind the real Import screen (the app's own wiring), its files
// read in the real import worker, its requests answered from the QA panel by a fake server.
import { dataImportBrowserDefaults, dataImportMachine } from '@store-ops/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataImport } from '../routes/admin/dataImport';
import { parseInWorker } from '../worker/importClient';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  type PendingRequest,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const DATE = '2026-11-23';
const store = {
  id: 2,
  name: 'Harvest Table Downtown',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
  franchise: 'Harvest Table',
  company_id: 1,
  source_id: 'S2',
  version: 0,
};
const token = { id: 4, name: 'POS nightly', store_ids: [2], created_at: '2026-11-20T16:00:00.000Z' };
const SALES = 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast';
const good = `${SALES}\n07:00 AM,412.5,30,3,60,3,400\n08:00 AM,688.25,41,4,80,4,650\n`;
const bad = good.replace('688.25', 'lots');
const foreign = good.replace(
  SALES,
  'Time,Net,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
);

const notFound = () => json(404, 'Not Found', { error: { code: 'not_found', message: 'Not found.' } });

/** The fake server's answers by route (a POST /api/import answers as a dry run or an import). */
function answerRoute(dryRun: boolean) {
  return ({ method, path, body }: PendingRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /api/stores/') return json(200, 'OK', [store]);
    if (route === 'GET /api/audit/?action=import&limit=10')
      return json(200, 'OK', { entries: [], page: 1, limit: 10, total: 0 });
    if (route === 'GET /api/tokens') return json(200, 'OK', [{ ...token, last_used_at: null }]);
    if (route === 'GET /api/import/mappings/1')
      return json(200, 'OK', { company_id: 1, version: 0, time_format: '12h', files: {} });
    if (route === 'PUT /api/import/mappings/1') {
      const write = body as { version: number };
      return json(200, 'OK', { ...write, company_id: 1, version: write.version + 1 });
    }
    if (route === 'POST /api/import')
      return json(200, 'OK', {
        dry_run: dryRun,
        store_id: 2,
        date: DATE,
        counts: { 'sales.csv': 2 },
        replaced: { 'sales.csv': 4 },
      });
    if (route === 'POST /api/tokens')
      return json(201, 'Created', {
        id: 5,
        name: 'Nightly',
        store_ids: null,
        created_at: token.created_at,
        token: 'sot_qa',
      });
    if (route === 'DELETE /api/tokens/4') return new Response(null, { status: 204 });
    return notFound();
  };
}

function ConnectedImport() {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() =>
    dataImportMachine.provide(dataImportBrowserDefaults(server.api, parseInWorker)),
  );
  const actor = useActorRef(machine, { input: { date: DATE, storeId: 2 } });
  const value = useSelector(actor, (s) => s.value);
  const answers: Answer[] = [
    { label: 'Server answers', make: answerRoute(true) },
    { label: 'Import answers', make: answerRoute(false) },
    ...apiFailureAnswers,
  ];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating />
      <div style={{ paddingTop: 200 }}>
        <DataImport actor={actor} onCopy={() => {}} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Import',
  component: ConnectedImport,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
  // The import worker up before the story starts: its first start (the module and the domain's
  // checks, built on demand) took seconds of the story's wait for its first parse on a busy machine.
  loaders: [
    () =>
      parseInWorker(
        { files: [], date: DATE, mapping: { company_id: 1, version: 0, time_format: '12h', files: {} } },
        new AbortController().signal,
      ),
  ],
} satisfies Meta<typeof ConnectedImport>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (files: string, overview = 'ready', tokens = 'idle') => ({ overview, files, tokens });
const upload = async (el: HTMLElement, name: string, text: string) => {
  const input = el.querySelector<HTMLInputElement>('input[type=file]:not([webkitdirectory])');
  await userEvent.upload(input as HTMLInputElement, new File([text], name, { type: 'text/csv' }));
};

async function loaded() {
  await expectState(at('empty', 'loading'));
  await expectPending('GET /api/stores/, GET /api/audit/?action=import&limit=10, GET /api/tokens');
  for (let i = 0; i < 3; i++) await press('Server answers');
  await expectState(at('empty'));
}

/**
 * A sales.csv with a bad line, the fixed file in its place, a dry run, then the import.
 *
 * How to reach each state:
 * 1. `{overview.loading, files.empty, tokens.idle}`: on load (stores, last imports and tokens asked).
 * 2. `{overview.ready, files.empty, tokens.idle}`: in the QA panel press **Server answers** 3 times.
 * 3. `{overview.ready, files.loadingMapping, tokens.idle}`: **Choose files**: a sales.csv with a bad line.
 * 4. `{overview.ready, files.problems, tokens.idle}` (the file's "Line 3: ..."): press **Server answers**.
 * 5. `{overview.ready, files.ready, tokens.idle}`: **Choose files** again, pick the fixed sales.csv.
 * 6. `{overview.ready, files.checking, tokens.idle}`: press **Dry run**.
 * 7. `{overview.ready, files.confirm, tokens.idle}` ("What the import replaces"): press **Server answers**.
 * 8. `{overview.ready, files.importing, tokens.idle}`: press **Import**.
 * 9. `{overview.loading, files.done, tokens.idle}` ("Imported 1 day."): press **Import answers**.
 * 10. `{overview.ready, files.done, tokens.idle}`: press **Server answers** 3 times.
 * Dropping files on **Drop CSV files or a folder here** works as **Choose files** does.
 * Each file is read in the import worker first (`files.parsing`, a moment).
 */
export const BadLineFixedThenImported: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Load: the stores, the last imports and the tokens', loaded);
    await step(
      "Drop a sales.csv with a bad line: the company's mapping, then the worker's problems",
      async () => {
        await upload(el, 'sales.csv', bad);
        await expectState(at('loadingMapping'));
        await expectPending('GET /api/import/mappings/1');
        await press('Server answers');
        await expectState(at('problems'));
        await expect(within(el).getByRole('listitem', { name: 'sales.csv' })).toHaveTextContent(
          'Line 3: NetSales "lots" is not a number.',
        );
      },
    );
    await step('Drop the fixed file: it replaces the bad one; Dry run', async () => {
      await upload(el, 'sales.csv', good);
      await expectState(at('ready'));
      await userEvent.click(within(el).getByRole('button', { name: 'Dry run' }));
      await expectState(at('checking'));
      await press('Server answers');
      await expectState(at('confirm'));
      await expect(
        [
          ...within(el).getByRole('table', { name: 'What the import replaces' }).querySelectorAll('tbody td'),
        ].map((td) => td.textContent),
      ).toEqual([DATE, 'sales.csv', 'The spec’s', '4 → 2']);
    });
    await step('Import: one day, then the last imports again', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Import' }));
      await expectState(at('importing'));
      await press('Import answers');
      await expectState(at('done', 'loading'));
      await expect(within(el).getByText('Imported 1 day.')).toBeVisible();
      for (let i = 0; i < 3; i++) await press('Server answers');
      await expectState(at('done'));
    });
  },
};

/**
 * Headers that are not the spec's columns open the mapping editor; the saved mapping reads the file again.
 *
 * How to reach each state:
 * 1. `{overview.loading, files.empty, tokens.idle}`: on load.
 * 2. `{overview.ready, files.empty, tokens.idle}`: in the QA panel press **Server answers** 3 times.
 * 3. `{overview.ready, files.loadingMapping, tokens.idle}`: **Choose files**: a sales.csv headed Time, Net.
 * 4. `{overview.ready, files.unmapped, tokens.idle}` ("Missing: Hour, NetSales"): press **Server answers**.
 * 5. `{overview.ready, files.unmapped, tokens.idle}`: set **Time** to Hour and **Net** to NetSales.
 * 6. `{overview.ready, files.savingMapping, tokens.idle}`: press **Save mapping**.
 * 7. `{overview.ready, files.ready, tokens.idle}` ("2 rows"): press **Server answers**.
 * Each file is read in the import worker first (`files.parsing`, a moment).
 */
export const MappingForForeignHeaders: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Load', loaded);
    await step('Headers that are not the spec columns open the mapping editor', async () => {
      await upload(el, 'sales.csv', foreign);
      await press('Server answers');
      await expectState(at('unmapped'));
      await expect(within(el).getByText('Missing: Hour, NetSales')).toBeVisible();
    });
    await step('Map Time -> Hour and Net -> NetSales, save: the file is read again with it', async () => {
      await userEvent.click(within(el).getByRole('button', { name: /(^| )Time( |$)/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Hour' }));
      await userEvent.click(within(el).getByRole('button', { name: /(^| )Net( |$)/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'NetSales' }));
      await userEvent.click(within(el).getByRole('button', { name: 'Save mapping' }));
      await expectState(at('savingMapping'));
      await expectPending('PUT /api/import/mappings/1');
      await press('Server answers');
      await expectState(at('ready'));
      await expect(within(el).getByRole('listitem', { name: 'sales.csv' })).toHaveTextContent('2 rows');
    });
  },
};

/**
 * The overview failing until Retry, and a mapping that cannot be loaded failing the import until Start over.
 *
 * How to reach each state:
 * 1. `{overview.loading, files.empty, tokens.idle}`: on load.
 * 2. `{overview.failed, files.empty, tokens.idle}`: in the QA panel press **Server fails 500**.
 * 3. `{overview.loading, files.empty, tokens.idle}`: press **Retry**.
 * 4. `{overview.ready, files.empty, tokens.idle}`: press **Server answers** 3 times.
 * 5. `{overview.ready, files.loadingMapping, tokens.idle}`: **Choose files**, pick a good sales.csv.
 * 6. `{overview.ready, files.failed, tokens.idle}` (the server's message): press **Server fails 500**.
 * 7. `{overview.ready, files.empty, tokens.idle}`: press **Start over**.
 */
export const Failures: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('The overview fails, then loads on Retry', async () => {
      await press('Server fails 500');
      await expectState(at('empty', 'failed'));
      await userEvent.click(within(el).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(within(el).queryByRole('button', { name: 'Retry' })).toBeNull());
      await expectState(at('empty', 'loading'));
      for (let i = 0; i < 3; i++) await press('Server answers');
    });
    await step('The mapping cannot be loaded: the import fails and starts over', async () => {
      await upload(el, 'sales.csv', good);
      await press('Server fails 500');
      await expectState(at('failed'));
      await expect(within(el).getByRole('alert')).toHaveTextContent('Something went wrong on the server.');
      await userEvent.click(within(el).getByRole('button', { name: 'Start over' }));
      await expectState(at('empty'));
    });
  },
};

/**
 * Creating an import token (its secret shown once) and revoking one after the confirmation.
 *
 * How to reach each state:
 * 1. `{overview.loading, files.empty, tokens.idle}`: on load.
 * 2. `{overview.ready, files.empty, tokens.idle}`: in the QA panel press **Server answers** 3 times.
 * 3. `{overview.ready, files.empty, tokens.creating}`: type a **Name**, press **Create token**.
 * 4. `{overview.ready, files.empty, tokens.idle}` (the secret sot_qa, once): press **Server answers**.
 * 5. `{overview.ready, files.empty, tokens.revoking}`: press **Revoke POS nightly**, then **Revoke**.
 * 6. `{overview.ready, files.empty, tokens.idle}` (POS nightly gone): press **Server answers**.
 */
export const Tokens: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Load', loaded);
    await step('Create a token: its secret is shown once', async () => {
      const form = within(within(el).getByRole('form', { name: 'Create token' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Nightly');
      await userEvent.click(form.getByRole('button', { name: 'Create token' }));
      await expectState(at('empty', 'ready', 'creating'));
      await expectPending('POST /api/tokens');
      await press('Server answers');
      await expectState(at('empty'));
      await expect(within(el).getByRole('status', { name: 'Token Nightly created' })).toHaveTextContent(
        'sot_qa',
      );
    });
    await step('Revoke POS nightly after the confirm', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Revoke POS nightly' }));
      const dialog = await within(document.body).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      await expectState(at('empty', 'ready', 'revoking'));
      await expectPending('DELETE /api/tokens/4');
      await press('Server answers');
      await expectState(at('empty'));
      await expect(within(el).queryByRole('button', { name: 'Revoke POS nightly' })).toBeNull();
    });
  },
};
