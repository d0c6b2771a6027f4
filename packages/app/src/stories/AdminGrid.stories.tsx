// QA/Admin grid: the real admin grid machine behind the real Stores screen (the app's own wiring),
// its requests answered from the QA panel by a fake server that keeps rows and versions the way the
// real one does: a save against an old version gets 409 with the current row.
import type { Company, Store } from '@store-ops/domain';
import { adminGridBrowserDefaults, adminGridMachine } from '@store-ops/machines';
import { Button } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminGrid, GRID_REFS } from '../routes/admin/adminGrid';
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

const companies: Company[] = [
  { id: 1, name: 'Harvest Table Restaurant Group', source_id: 'HTRG', week_begin: 'Monday', version: 1 },
  { id: 2, name: 'Blazing Bird Franchising', source_id: 'BBF', week_begin: 'Wednesday', version: 1 },
];
const seedStores = (): Store[] => [
  {
    id: 11,
    name: 'Harvest Table Downtown',
    address: '401 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '(512) 555-0142',
    franchise: 'Harvest Table',
    company_id: 1,
    source_id: 'HT-101',
    version: 3,
  },
  {
    id: 21,
    name: 'Blazing Bird Midtown',
    address: '950 W Peachtree St',
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
    phone: '(404) 555-0187',
    franchise: 'Blazing Bird',
    company_id: 2,
    source_id: 'BB-301',
    version: 1,
  },
];

const CHANGED = 'This row was changed by someone else. Reload it and try again.';
const DUPLICATE = 'A row with the same unique value already exists.';

/** The stores table of the fake server, answering each request as the real API does. */
function fakeStoresApi() {
  let stores = seedStores();
  let nextId = 31;
  const answer = ({ method, path, body }: PendingRequest): Response => {
    const [, id, version] = /^\/api\/stores\/(\d+)(?:\?version=(\d+))?$/.exec(path) ?? [];
    const row = stores.find((s) => s.id === Number(id));
    if (method === 'GET' && path === '/api/companies/') return json(200, 'OK', companies);
    if (method === 'GET' && path === '/api/stores/') return json(200, 'OK', stores);
    if (method === 'POST' && path === '/api/stores/') {
      const values = body as Omit<Store, 'id' | 'version'>;
      if (stores.some((s) => s.source_id === values.source_id))
        return json(409, 'Conflict', { error: { code: 'conflict', message: DUPLICATE } });
      const created = { ...values, id: nextId++, version: 1 };
      stores = [...stores, created];
      return json(201, 'Created', created);
    }
    if (!row) return json(404, 'Not Found', { error: { code: 'not_found', message: 'Not found.' } });
    if (method === 'PUT') {
      const { version: sent, ...changes } = body as Partial<Store> & { version: number };
      if (sent !== row.version)
        return json(409, 'Conflict', { error: { code: 'conflict', message: CHANGED }, current: row });
      const saved = { ...row, ...changes, version: row.version + 1 };
      stores = stores.map((s) => (s.id === row.id ? saved : s));
      return json(200, 'OK', saved);
    }
    if (method === 'DELETE') {
      if (Number(version) !== row.version)
        return json(409, 'Conflict', { error: { code: 'conflict', message: CHANGED }, current: row });
      stores = stores.filter((s) => s.id !== row.id);
      return new Response(null, { status: 204, statusText: 'No Content' });
    }
    return json(405, 'Method Not Allowed', { error: { code: 'bad_method', message: 'Not allowed.' } });
  };
  return {
    answer,
    /** Another admin saves a change to a store first (its version moves on). */
    changeElsewhere: (id: number, changes: Partial<Store>) => {
      stores = stores.map((s) => (s.id === id ? { ...s, ...changes, version: s.version + 1 } : s));
    },
    row: (id: number) => stores.find((s) => s.id === id),
  };
}

function ConnectedAdminGrid() {
  const [server, pending] = useFakeServer();
  const [{ machine, db }] = useState(() => ({
    machine: adminGridMachine.provide(adminGridBrowserDefaults(server.api)),
    db: fakeStoresApi(),
  }));
  const actor = useActorRef(machine, { input: { entity: 'stores', refs: GRID_REFS.stores } });
  const value = useSelector(actor, (s) => s.value);
  const [serverRow, setServerRow] = useState('');
  const answers: Answer[] = [
    {
      label: 'Server answers',
      make: (request) => {
        const response = db.answer(request);
        setServerRow(JSON.stringify(db.row(11) ?? null));
        return response;
      },
    },
    ...apiFailureAnswers,
  ];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            db.changeElsewhere(11, { city: 'Round Rock' });
            setServerRow(JSON.stringify(db.row(11) ?? null));
          }}
        >
          Another admin changes Harvest Table Downtown
        </Button>
        Store 11 on the server: <output data-testid="server-row">{serverRow}</output>
      </QaPanel>
      <div style={{ paddingTop: 160 }}>
        <AdminGrid entity="stores" actor={actor} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Admin grid',
  component: ConnectedAdminGrid,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedAdminGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-component="AdminGridScreen"]')!;
const cell = (el: HTMLElement, id: number, col: string) =>
  screen(el).querySelector<HTMLElement>(`.ag-row[row-id="${id}"] [col-id="${col}"]`);
const serverRow = (el: HTMLElement) => JSON.parse(within(el).getByTestId('server-row').textContent || 'null');

async function loaded(el: HTMLElement) {
  await expectState('loading');
  await expectPending('GET /api/stores/, GET /api/companies/');
  await press('Server answers');
  await press('Server answers');
  await expectState('ready');
  await waitFor(() => expect(cell(el, 11, 'company_id')?.textContent).toBe('Harvest Table Restaurant Group'));
}

/** Keyboard edit of a text cell: focus, Enter, type, Enter. */
async function edit(el: HTMLElement, id: number, col: string, text: string) {
  const target = cell(el, id, col)!;
  target.focus();
  await userEvent.keyboard('{Enter}');
  const input = await waitFor(() => {
    const found = cell(el, id, col)?.querySelector('input');
    if (!found) throw new Error('no editor');
    return found;
  });
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
  await waitFor(() => expect(cell(el, id, col)?.querySelector('input')).toBeNull());
}

const button = (el: HTMLElement, name: string) => within(el).getByRole('button', { name });

/**
 * Editing a store's cells, saving, and both ways out of a save conflict: Keep mine and Take theirs.
 *
 * How to reach each state:
 * 1. `loading`: on load (GET /api/stores/ and GET /api/companies/ wait).
 * 2. `ready`: in the QA panel press **Server answers** twice.
 * 3. `ready` ("1 unsaved change"): in Harvest Table Downtown's **Phone** cell press Enter, type, Enter.
 * 4. `ready`: **Undo** puts the old phone back, **Redo** the new one.
 * 5. `saving` (PUT /api/stores/11 with the loaded version): press **Save changes**.
 * 6. `ready` ("No unsaved changes"): press **Server answers**.
 * 7. `saving`: press **Another admin changes Harvest Table Downtown**, edit the **Phone**, **Save changes**.
 * 8. `conflict` (the "Save conflict" panel, my edit not saved): press **Server answers** (409).
 * 9. `saving` (over the current version): press **Keep mine**.
 * 10. `ready` (my phone saved, their city Round Rock kept): press **Server answers**.
 * 11. `saving`: again **Another admin changes Harvest Table Downtown**, edit **Phone**, **Save changes**.
 * 12. `conflict`: press **Server answers**.
 * 13. `ready` (their row, my change gone, nothing sent): press **Take theirs**.
 */
export const EditSaveAndConflict: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Load: the stores and the companies they name', loaded.bind(null, el));
    await step('Edit a phone: one unsaved change; Undo and Redo replay it', async () => {
      await edit(el, 11, 'phone', '(512) 555-0100');
      await waitFor(() => expect(within(el).getByText('1 unsaved change')).toBeVisible());
      await userEvent.click(button(el, 'Undo'));
      await waitFor(() => expect(cell(el, 11, 'phone')?.textContent).toBe('(512) 555-0142'));
      await userEvent.click(button(el, 'Redo'));
      await waitFor(() => expect(cell(el, 11, 'phone')?.textContent).toBe('(512) 555-0100'));
    });
    await step('Save: PUT with the loaded version; the server has it', async () => {
      await userEvent.click(button(el, 'Save changes'));
      await expectState('saving');
      await expectPending('PUT /api/stores/11');
      await press('Server answers');
      await expectState('ready');
      await expect(serverRow(el)).toMatchObject({ phone: '(512) 555-0100', version: 4 });
      await waitFor(() => expect(within(el).getByText('No unsaved changes')).toBeVisible());
    });
    await step('Another admin saves first: my save gets 409, the conflict panel', async () => {
      await userEvent.click(button(el, 'Another admin changes Harvest Table Downtown'));
      await edit(el, 11, 'phone', '(512) 555-0111');
      await userEvent.click(button(el, 'Save changes'));
      await press('Server answers');
      await expectState('conflict');
      const panel = within(el).getByRole('group', { name: 'Save conflict' });
      await expect(panel.querySelector('[data-part="message"]')?.textContent).toBe(
        'Save conflict: Harvest Table Downtown was changed elsewhere since you loaded it. Your edit was not saved.',
      );
    });
    await step('Keep mine: saved again over the current version; their city stays', async () => {
      await userEvent.click(button(el, 'Keep mine'));
      await expectState('saving');
      await press('Server answers');
      await expectState('ready');
      await expect(serverRow(el)).toMatchObject({ phone: '(512) 555-0111', city: 'Round Rock', version: 6 });
      await waitFor(() => expect(cell(el, 11, 'city')?.textContent).toBe('Round Rock'));
    });
    await step('Again, and Take theirs: my change goes, their row shows', async () => {
      await userEvent.click(button(el, 'Another admin changes Harvest Table Downtown'));
      await edit(el, 11, 'phone', '(512) 555-0122');
      await userEvent.click(button(el, 'Save changes'));
      await press('Server answers');
      await expectState('conflict');
      await userEvent.click(button(el, 'Take theirs'));
      await expectState('ready');
      await expectPending('none');
      await waitFor(() => expect(cell(el, 11, 'phone')?.textContent).toBe('(512) 555-0111'));
      await expect(within(el).getByText('No unsaved changes')).toBeVisible();
    });
  },
};

/**
 * Adding a store (a duplicate Source ID refused, the form kept) and deleting it after a confirmation.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `ready`: in the QA panel press **Server answers** twice.
 * 3. `creating.form` (the "New store" dialog): press **Add store**.
 * 4. `creating.submitting`: fill the form (**Source ID** HT-101, a **Company**), press **Create**.
 * 5. `creating.form` ("A row with the same unique value already exists."): press **Server answers**.
 * 6. `creating.submitting`: change **Source ID** to CK-201, press **Create**.
 * 7. `ready` (the new row, its company by name): press **Server answers**.
 * 8. `confirmingDelete` ("Delete store ...?"): press the row's **Delete Copper Kettle South Lamar**.
 * 9. `ready` (the store kept): press **Cancel** in the dialog.
 * 10. `deleting` (DELETE with the version): press **Delete Copper Kettle South Lamar**, then **Delete**.
 * 11. `ready` (the row gone): press **Server answers**.
 */
export const CreateAndDelete: Story = {
  play: async ({ canvasElement: el, step }) => {
    const body = within(document.body);
    await step('Load', loaded.bind(null, el));
    await step('Add store: a duplicate source ID is refused and the form keeps what was typed', async () => {
      await userEvent.click(button(el, 'Add store'));
      await expectState({ creating: 'form' });
      const dialog = await body.findByRole('dialog', { name: 'New store' });
      const form = within(dialog);
      for (const [label, value] of [
        ['Name', 'Copper Kettle South Lamar'],
        ['Address', '1600 S Lamar Blvd'],
        ['City', 'Austin'],
        ['State', 'TX'],
        ['ZIP', '78704'],
        ['Source ID', 'HT-101'],
      ] as const) {
        await userEvent.type(form.getByRole('textbox', { name: label }), value);
      }
      await userEvent.type(form.getByRole('combobox', { name: 'Company' }), 'harvest');
      await userEvent.click(await body.findByRole('option', { name: 'Harvest Table Restaurant Group' }));
      await userEvent.click(form.getByRole('button', { name: 'Create' }));
      await expectState({ creating: 'submitting' });
      await expectPending('POST /api/stores/');
      await press('Server answers');
      await expectState({ creating: 'form' });
      await expect(form.getByRole('alert').textContent).toBe(DUPLICATE);
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Copper Kettle South Lamar');
    });
    await step('Another source ID: created, the row shows with its company by name', async () => {
      const form = within(body.getByRole('dialog', { name: 'New store' }));
      await userEvent.clear(form.getByRole('textbox', { name: 'Source ID' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Source ID' }), 'CK-201');
      await userEvent.click(form.getByRole('button', { name: 'Create' }));
      await press('Server answers');
      await expectState('ready');
      await waitFor(() =>
        expect(cell(el, 31, 'company_id')?.textContent).toBe('Harvest Table Restaurant Group'),
      );
    });
    await step('Delete asks first, naming the store; Cancel keeps it', async () => {
      await userEvent.click(button(el, 'Delete Copper Kettle South Lamar'));
      await expectState('confirmingDelete');
      const confirm = await body.findByRole('alertdialog', {
        name: 'Delete store Copper Kettle South Lamar?',
      });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await expectState('ready');
    });
    await step('Delete, confirmed: DELETE with the version; the row goes', async () => {
      await userEvent.click(button(el, 'Delete Copper Kettle South Lamar'));
      const confirm = await body.findByRole('alertdialog', {
        name: 'Delete store Copper Kettle South Lamar?',
      });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await expectState('deleting');
      await expectPending('DELETE /api/stores/31?version=1');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() => expect(cell(el, 31, 'name')).toBeNull());
    });
    // The Create button's pending announcements (kept 7 s by React Aria) name the closed dialog's
    // button; they would read as unnamed images to the accessibility check that follows.
    clearStaleAnnouncements();
  },
};

/**
 * A first load that meets no network: the error and Try again, then the grid.
 *
 * How to reach each state:
 * 1. `loading`: on load (GET /api/stores/ and GET /api/companies/ wait).
 * 2. `loadFailed` (the server could not be reached): in the QA panel press **Network error**.
 * 3. `loadFailed`: press **Server answers** for GET /api/companies/, still waiting.
 * 4. `loading`: press **Try again**.
 * 5. `ready`: press **Server answers** twice.
 */
export const LoadFailsThenRetry: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('The network fails: the error, and Try again', async () => {
      await expectPending('GET /api/stores/, GET /api/companies/');
      await press('Network error');
      await expectState('loadFailed');
      await waitFor(() =>
        expect(within(el).getByRole('alert').textContent).toBe(
          'The server could not be reached. Check the connection and try again.',
        ),
      );
    });
    await step('Try again loads', async () => {
      await expectPending('GET /api/companies/');
      await press('Server answers');
      await userEvent.click(button(el, 'Try again'));
      await loaded(el);
    });
  },
};

/**
 * A save the server fails with 500: its message shows and the change stays unsaved.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `ready`: in the QA panel press **Server answers** twice.
 * 3. `saving`: set Blazing Bird Midtown's **City** to Decatur (Enter, type, Enter), press **Save changes**.
 * 4. `ready` ("Something went wrong on the server.", "1 unsaved change"): press **Server fails 500**.
 */
export const SaveFails: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Load', loaded.bind(null, el));
    await step('A 500 on save: the server message, the change kept', async () => {
      await edit(el, 21, 'city', 'Decatur');
      await userEvent.click(button(el, 'Save changes'));
      await press('Server fails 500');
      await expectState('ready');
      await waitFor(() =>
        expect(within(el).getByRole('alert').textContent).toBe('Something went wrong on the server.'),
      );
      await expect(within(el).getByText('1 unsaved change')).toBeVisible();
      await expect(cell(el, 21, 'city')?.textContent).toBe('Decatur');
    });
  },
};
