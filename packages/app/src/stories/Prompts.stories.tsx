// QA/Prompts: the real prompts machine behind the real Prompts screen (the app's own wiring), its
// requests answered from the QA panel by a fake server that keeps a small library in memory:
// versions, 409 on a stale version, history, use counts. "Someone else saves" changes a prompt
// behind the screen's back, to step through a conflict.
import { promptsBrowserDefaults, promptsMachine } from '@store-ops/machines';
import { Button } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Prompts } from '../routes/prompts';
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

interface Row {
  id: number;
  title: string;
  category: string;
  body: string;
  shared: boolean;
  group_id: number | null;
  owner_id: number | null;
  version: number;
  uses: number;
  updated_at: string;
}
interface Version extends Omit<Row, 'id' | 'owner_id' | 'uses' | 'updated_at'> {
  changed_by: number;
  changed_by_email: string;
  changed_at: string;
}

const AT = '2026-11-24T08:00:00.000Z';

/** A library of two: a starter prompt shared with everyone, and the QA user's own. */
function createLibrary() {
  const rows: Row[] = [
    {
      id: 1,
      title: 'Labor vs forecast check',
      category: 'Labor',
      body: 'For {{store}} on {{date}}, compare labor with the forecast.',
      shared: true,
      group_id: null,
      owner_id: 1,
      version: 0,
      uses: 4,
      updated_at: AT,
    },
    {
      id: 2,
      title: 'Close-out check',
      category: 'Shift',
      body: 'Did {{store}} close on time?',
      shared: false,
      group_id: null,
      owner_id: 2,
      version: 0,
      uses: 0,
      updated_at: AT,
    },
  ];
  const versions = new Map<number, Version[]>(
    rows.map((r) => [r.id, [{ ...r, changed_by: 2, changed_by_email: 'staff@example.com', changed_at: AT }]]),
  );
  let nextId = 3;
  const save = (row: Row) => {
    versions
      .get(row.id)
      ?.push({ ...row, changed_by: 2, changed_by_email: 'staff@example.com', changed_at: AT });
  };
  const answer = ({ method, path, body }: PendingRequest): Response => {
    const url = new URL(path, 'http://qa.invalid');
    const m = url.pathname.match(/^\/api\/prompts\/(?:(\d+)(\/versions|\/use)?)?$/);
    const id = Number(m?.[1]);
    const row = rows.find((r) => r.id === id);
    if (!m) return json(404, 'Not Found', { error: { code: 'not_found', message: 'Not found.' } });
    if (method === 'GET' && !m[1]) return json(200, 'OK', rows);
    if (method === 'POST' && !m[1]) {
      const created: Row = {
        ...(body as Pick<Row, 'title' | 'category' | 'body' | 'shared' | 'group_id'>),
        id: nextId++,
        owner_id: 2,
        version: 0,
        uses: 0,
        updated_at: AT,
      };
      rows.push(created);
      versions.set(created.id, []);
      save(created);
      return json(201, 'Created', created);
    }
    if (!row) return json(404, 'Not Found', { error: { code: 'not_found', message: 'Prompt not found.' } });
    if (m[2] === '/versions') return json(200, 'OK', [...(versions.get(id) ?? [])].reverse());
    if (m[2] === '/use') {
      row.uses += 1;
      return json(200, 'OK', row);
    }
    const version = method === 'DELETE' ? Number(url.searchParams.get('version')) : (body as Row).version;
    if (version !== row.version)
      return json(409, 'Conflict', {
        error: {
          code: 'conflict',
          message: 'This row was changed by someone else. Reload it and try again.',
        },
        current: row,
      });
    if (method === 'DELETE') {
      rows.splice(rows.indexOf(row), 1);
      return new Response(null, { status: 204 });
    }
    Object.assign(row, body, { version: row.version + 1 });
    save(row);
    return json(200, 'OK', row);
  };
  /** Another user's save of the Close-out check. */
  const someoneElseSaves = () => {
    const row = rows[1] as Row;
    Object.assign(row, { body: 'Did {{store}} close on time? (their edit)', version: row.version + 1 });
    save(row);
  };
  return { answer, someoneElseSaves };
}

function ConnectedPrompts({ onUse }: { onUse: () => void }) {
  const [server, pending] = useFakeServer();
  const [library] = useState(createLibrary);
  const [machine] = useState(() => promptsMachine.provide(promptsBrowserDefaults(server.api)));
  const actor = useActorRef(machine);
  const value = useSelector(actor, (s) => s.value);
  const answers: Answer[] = [{ label: 'Server answers', make: library.answer }, ...apiFailureAnswers];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating>
        <Button size="sm" variant="secondary" onPress={library.someoneElseSaves}>
          Someone else saves Close-out check
        </Button>
      </QaPanel>
      <div style={{ paddingTop: 180 }}>
        <Prompts actor={actor} isAdmin={false} onUse={onUse} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Prompts',
  component: ConnectedPrompts,
  parameters: { layout: 'fullscreen' },
  args: { onUse: fn() },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedPrompts>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
async function dialog(name: string) {
  const d = await body().findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return within(d);
}
const headings = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-component="PromptsScreen"] h2')].map((h) => h.textContent);
const card = (el: HTMLElement, title: string) =>
  within(within(el).getByRole('heading', { name: title }).closest('li') as HTMLElement);

/**
 * Creating a prompt (no title refused), Use, and an edit that meets someone else's save (Keep mine).
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `ready` (two prompts): in the QA panel press **Server answers**.
 * 3. `editing` ("New prompt"): press **New prompt**.
 * 4. `editing` ("Enter a title.", nothing sent): press **Save**.
 * 5. `saving`: type a **Title**, a **Category** and the **Prompt**, press **Save**.
 * 6. `ready` ("Prompt saved."): press **Server answers**.
 * 7. `ready`: on Labor vs forecast check press **Use**: the prompt goes to the route (which fills the chat).
 * 8. `editing` ("Edit prompt"): on Close-out check press **Edit**.
 * 9. `saving`: press **Someone else saves Close-out check**, change the **Prompt**, press **Save**.
 * 10. `conflict` ("This prompt was changed meanwhile"): press **Server answers** (409).
 * 11. `saving`: press **Keep mine**.
 * 12. `ready` (my text on the card): press **Server answers**.
 */
export const CreateEditAndConflict: Story = {
  play: async ({ canvasElement: el, args, step }) => {
    await step('Loads the library', async () => {
      await expectState('loading');
      await expectPending('GET /api/prompts/');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() => expect(headings(el)).toEqual(['Labor vs forecast check', 'Close-out check']));
    });
    await step('A new prompt: Save without a title says so and sends nothing', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'New prompt' }));
      await expectState('editing');
      const editor = await dialog('New prompt');
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await expect(editor.getByText('Enter a title.')).toBeVisible();
      await expectPending('none');
      await userEvent.type(editor.getByRole('textbox', { name: /Title/ }), 'Waste log');
      await userEvent.type(editor.getByRole('textbox', { name: /Category/ }), 'Food');
      await userEvent.type(
        editor.getByRole('textbox', { name: /Prompt/ }),
        'What did {{{{store}} throw away?',
      );
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await expectState('saving');
      await expectPending('POST /api/prompts/');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() => expect(within(el).getByText('Prompt saved.')).toBeVisible());
      await expect(headings(el)).toContain('Waste log');
    });
    await step('Use hands the prompt to the route (which fills the chat)', async () => {
      await userEvent.click(card(el, 'Labor vs forecast check').getByRole('button', { name: 'Use' }));
      await expect(args.onUse).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    });
    await step('Someone else saves the Close-out check while it is being edited: the conflict', async () => {
      await userEvent.click(card(el, 'Close-out check').getByRole('button', { name: 'Edit' }));
      const editor = await dialog('Edit prompt');
      await press('Someone else saves Close-out check');
      const text = editor.getByRole('textbox', { name: /Prompt/ });
      await userEvent.clear(text);
      await userEvent.type(text, 'Mine: closed on time?');
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await expectPending('PUT /api/prompts/2');
      await press('Server answers');
      await expectState('conflict');
      const conflict = await dialog('This prompt was changed meanwhile');
      await expect(conflict.getByText(/their edit/)).toBeVisible();
      await userEvent.click(conflict.getByRole('button', { name: 'Keep mine' }));
      await expectPending('PUT /api/prompts/2');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() =>
        expect(card(el, 'Close-out check').getByText('Mine: closed on time?')).toBeVisible(),
      );
    });
    // The Save button's pending announcements (kept 7 s by React Aria) name the closed dialog's
    // button; they would read as unnamed images to the accessibility check that follows.
    clearStaleAnnouncements();
  },
};

/**
 * A prompt's history and a restored version, then a delete that fails once and then succeeds.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `ready`: in the QA panel press **Server answers**.
 * 3. `editing`: on Close-out check press **Edit**, add " (v1)" to the **Title**.
 * 4. `saving`: press **Save**.
 * 5. `ready` (version 1): press **Server answers**.
 * 6. `history.loading`: on Close-out check (v1) press **History**.
 * 7. `history.shown` (versions 1 and 0): press **Server answers**.
 * 8. `history.restoring`: press **Restore version 0**.
 * 9. `history.loading`: press **Server answers** (the restore saved as version 2).
 * 10. `history.shown` (versions 2, 1, 0): press **Server answers**.
 * 11. `ready` ("Version 0 restored as the newest version."): press the dialog's footer **Close**.
 * 12. `confirmingDelete` ("Delete prompt?"): on Close-out check press **Delete**.
 * 13. `deleting`: press **Delete** in the dialog.
 * 14. `ready` ("Something went wrong on the server.", the prompt kept): press **Server fails 500**.
 * 15. `deleting`: press **Delete** on the card, then **Delete** in the dialog.
 * 16. `ready` (the prompt gone): press **Server answers**.
 */
export const HistoryRestoreAndDelete: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loads; an edit of the Close-out check makes version 1', async () => {
      await press('Server answers');
      await expectState('ready');
      await userEvent.click(card(el, 'Close-out check').getByRole('button', { name: 'Edit' }));
      const editor = await dialog('Edit prompt');
      await userEvent.type(editor.getByRole('textbox', { name: /Title/ }), ' (v1)');
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await press('Server answers');
      await expectState('ready');
    });
    await step('History lists both versions; restoring version 0 saves it as version 2', async () => {
      await userEvent.click(card(el, 'Close-out check (v1)').getByRole('button', { name: 'History' }));
      await expectState({ history: 'loading' });
      await expectPending('GET /api/prompts/2/versions');
      await press('Server answers');
      await expectState({ history: 'shown' });
      const history = await dialog('History of “Close-out check (v1)”');
      await expect(history.getAllByRole('listitem').map((li) => li.getAttribute('data-version'))).toEqual([
        '1',
        '0',
      ]);
      await userEvent.click(history.getByRole('button', { name: 'Restore version 0' }));
      await expectState({ history: 'restoring' });
      await expectPending('PUT /api/prompts/2');
      await press('Server answers');
      await expectPending('GET /api/prompts/2/versions');
      await press('Server answers');
      await expectState({ history: 'shown' });
      await waitFor(() =>
        expect(history.getAllByRole('listitem').map((li) => li.getAttribute('data-version'))).toEqual([
          '2',
          '1',
          '0',
        ]),
      );
      // The footer's Close (the header's close button is named Close too).
      await userEvent.click(history.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
      await expectState('ready');
      await waitFor(() => expect(headings(el)).toContain('Close-out check'));
      await expect(within(el).getByText('Version 0 restored as the newest version.')).toBeVisible();
    });
    await step(
      'Delete: the confirmation, a failure says why and keeps the prompt, then a delete',
      async () => {
        await userEvent.click(card(el, 'Close-out check').getByRole('button', { name: 'Delete' }));
        await expectState('confirmingDelete');
        const confirm = await body().findByRole('alertdialog', { name: 'Delete prompt?' });
        await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
        await expectPending('DELETE /api/prompts/2?version=2');
        await press('Server fails 500');
        await expectState('ready');
        await waitFor(() =>
          expect(within(el).getByText('Something went wrong on the server.')).toBeVisible(),
        );
        await expect(headings(el)).toContain('Close-out check');
        await userEvent.click(card(el, 'Close-out check').getByRole('button', { name: 'Delete' }));
        const again = await body().findByRole('alertdialog', { name: 'Delete prompt?' });
        await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
        await press('Server answers');
        await expectState('ready');
        await waitFor(() => expect(headings(el)).toEqual(['Labor vs forecast check']));
      },
    );
    clearStaleAnnouncements();
  },
};

/**
 * A first load with no network, then Retry.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `loadFailed` (the server could not be reached): in the QA panel press **Network error**.
 * 3. `loading`: press **Retry**.
 * 4. `ready` (two prompts): press **Server answers**.
 */
export const LoadFailsThenRetry: Story = {
  play: async ({ canvasElement: el }) => {
    await press('Network error');
    await expectState('loadFailed');
    await waitFor(() =>
      expect(
        within(el).getByText('The server could not be reached. Check the connection and try again.'),
      ).toBeVisible(),
    );
    await userEvent.click(within(el).getByRole('button', { name: 'Retry' }));
    await expectState('loading');
    await press('Server answers');
    await expectState('ready');
    await expect(headings(el)).toHaveLength(2);
  },
};
