// QA/Audit log: the real audit log machine behind the real Audit Log screen (the app's own wiring),
// its requests answered from the QA panel by a fake server that filters and pages a log of 120
// entries the way the real one does.
import { type AuditAction, apiPaths, type User } from '@store-ops/domain';
import { auditLogBrowserDefaults, auditLogMachine } from '@store-ops/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditLog } from '../routes/admin/auditLog';
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

const users: User[] = [
  { id: 1, email: 'admin@example.com', name: 'Avery Admin', admin: true, version: 0 },
  { id: 2, email: 'staff@example.com', name: 'Sam Staff', admin: false, version: 0 },
];
const ACTIONS: AuditAction[] = ['update', 'update', 'create', 'delete', 'login'];

/** 120 entries, newest first: every fifth a delete, all by the admin, one minute apart. */
const log = Array.from({ length: 120 }, (_, i) => {
  const id = 120 - i;
  return {
    id,
    at: new Date(Date.UTC(2026, 10, 24, 18, 0) - i * 60_000).toISOString(),
    action: ACTIONS[id % ACTIONS.length] as AuditAction,
    actor_user_id: 1,
    actor_email: 'admin@example.com',
    as_user_id: 1,
    as_email: 'admin@example.com',
    target_user_id: null,
    target_email: null,
    entity: 'stores',
    entity_id: id,
    entity_name: null,
    before: { phone: `(512) 555-${String(id).padStart(4, '0')}` },
    after: { phone: `(512) 555-${String(id + 1).padStart(4, '0')}` },
    ip: '203.0.113.7',
    detail: '',
  };
});

/** The audit and users routes of the fake server: filters by action and date, pages by 50. */
function answerAudit({ method, path }: PendingRequest): Response {
  if (method === 'GET' && path === apiPaths.list('users')) return json(200, 'OK', users);
  const url = new URL(path, 'http://qa.invalid');
  if (method !== 'GET' || url.pathname !== '/api/audit/')
    return json(404, 'Not Found', { error: { code: 'not_found', message: 'Not found.' } });
  const q = url.searchParams;
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit') ?? 50);
  const from = q.get('from');
  const matches = log.filter(
    (e) => (!q.get('action') || e.action === q.get('action')) && (!from || e.at.slice(0, 10) >= from),
  );
  return json(200, 'OK', {
    entries: matches.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: matches.length,
  });
}

function ConnectedAuditLog() {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() => auditLogMachine.provide(auditLogBrowserDefaults(server.api)));
  const actor = useActorRef(machine, { input: {} });
  const value = useSelector(actor, (s) => s.value);
  const answers: Answer[] = [{ label: 'Server answers', make: answerAudit }, ...apiFailureAnswers];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating />
      <div style={{ paddingTop: 160 }}>
        <AuditLog actor={actor} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Audit log',
  component: ConnectedAuditLog,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedAuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

const pager = (el: HTMLElement) => within(el).getByRole('navigation', { name: 'Audit Log pages' });
const firstEntity = (el: HTMLElement) =>
  within(el).getByRole('table', { name: 'Audit Log entries' }).querySelectorAll('tbody td')[3]?.textContent;

async function loaded(el: HTMLElement) {
  await expectState('loading');
  await expectPending('GET /api/audit/?page=1&limit=50, GET /api/users/');
  await press('Server answers');
  await press('Server answers');
  await expectState('ready');
  await waitFor(() => expect(pager(el)).toHaveTextContent('1–50 of 120 entries'));
}

/**
 * Paging through 120 entries, filtering by action and date, and a date range refused before any request.
 *
 * How to reach each state:
 * 1. `loading`: on load (GET /api/audit/?page=1&limit=50 and GET /api/users/ wait).
 * 2. `ready` ("1–50 of 120 entries"): in the QA panel press **Server answers** twice.
 * 3. `loading` (the table stays while it loads): press **Next page**.
 * 4. `ready` ("51–100 of 120 entries", "Page 2 of 3"): press **Server answers**.
 * 5. `loading` (back to page 1): open **Action**, choose **Deleted**.
 * 6. `ready` ("1–24 of 24 entries"): press **Server answers**.
 * 7. `loading`: type 11/24/2026 in **From**.
 * 8. `ready`: press **Server answers**.
 * 9. `ready` ("The start date must be on or before the end date.", nothing sent): type 11/20/2026 in **To**.
 */
export const PageAndFilter: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Load: page 1 and the users the filter offers', () => loaded(el));
    await step('Next page: GET page 2; the table stays while it loads', async () => {
      await userEvent.click(within(pager(el)).getByRole('button', { name: 'Next page' }));
      await expectState('loading');
      await expectPending('GET /api/audit/?page=2&limit=50');
      await expect(firstEntity(el)).toBe('Store #120');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() => expect(pager(el)).toHaveTextContent('51–100 of 120 entries'));
      await expect(pager(el)).toHaveTextContent('Page 2 of 3');
      await expect(firstEntity(el)).toBe('Store #70');
    });
    await step('Action Deleted: back to page 1 of the deletes', async () => {
      await userEvent.click(within(el).getByRole('button', { name: /Action/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Deleted' }));
      await expectPending('GET /api/audit/?page=1&limit=50&action=delete');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() => expect(pager(el)).toHaveTextContent('1–24 of 24 entries'));
      await expect(firstEntity(el)).toBe('Store #118');
    });
    await step('A range that ends before it starts: refused, nothing asked', async () => {
      const typeDate = async (label: string, digits: string) => {
        const group = within(el).getByRole('group', { name: label });
        await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
        await userEvent.keyboard(digits);
      };
      await typeDate('From', '11242026');
      await expectPending('GET /api/audit/?page=1&limit=50&action=delete&from=2026-11-24');
      await press('Server answers');
      await expectState('ready');
      await typeDate('To', '11202026');
      await waitFor(() =>
        expect(within(el).getByRole('alert')).toHaveTextContent(
          'The start date must be on or before the end date.',
        ),
      );
      await expectPending('none');
    });
  },
};

/**
 * A failed first load, Retry, and a next page that meets no network.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `failed` ("The audit log could not be loaded." and the server's message): press **Server fails 500**.
 * 3. `loading` (both requests again): press **Retry**.
 * 4. `ready`: press **Server answers** twice.
 * 5. `loading`: press **Next page**.
 * 6. `failed` (the server could not be reached, no browser wording): press **Network error**.
 */
export const LoadFailsThenRetry: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('The first load fails: the reason and Retry', async () => {
      await expectState('loading');
      await press('Server fails 500');
      await expectState('failed');
      await waitFor(() =>
        expect(within(el).getByRole('alert')).toHaveTextContent(
          'The audit log could not be loaded.Something went wrong on the server.',
        ),
      );
    });
    await step('Retry: both requests again, then the log', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Retry' }));
      await loaded(el);
    });
    await step('Offline on the next page: the browser wording stays out', async () => {
      await userEvent.click(within(pager(el)).getByRole('button', { name: 'Next page' }));
      await press('Network error');
      await expectState('failed');
      await waitFor(() =>
        expect(within(el).getByRole('alert')).toHaveTextContent(
          'The server could not be reached. Check the connection and try again.',
        ),
      );
    });
  },
};
