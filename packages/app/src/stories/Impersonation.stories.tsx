// QA/Impersonation: the real impersonation machine behind the real dialog, wired by the app's own
// ImpersonationDialogFor (routes/overlays.tsx); its actors are the browser implementations over the fake server. The QA panel floats
// above the modal (and stays usable while it is open).
import {
  impersonationBrowserDefaults,
  impersonationMachine,
  selectIsImpersonating,
} from '@store-ops/machines';
import { Button } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ImpersonationDialogFor } from '../routes/overlays';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const wire = (id: number, email: string, name: string, admin = false) => ({
  id,
  email,
  name,
  admin,
  settings: '{}',
});
const admin = wire(1, 'admin@storeops.test', 'Avery Admin', true);
const users = [
  { id: 1, email: 'admin@storeops.test', name: 'Avery Admin', admin: true },
  { id: 2, email: 'staff@storeops.test', name: 'Sam Staff', admin: false },
  { id: 3, email: 'maria.lopez@acme.test', name: 'Maria Lopez', admin: false },
  { id: 5, email: 'ops.lead@northwind.test', name: 'Olivia Park', admin: true },
];
const REASON = 'Admins cannot impersonate other admins';

const answers: Answer[] = [
  { label: 'Server lists users', make: () => json(200, 'OK', users) },
  {
    label: 'Server starts as Maria',
    make: () => json(200, 'OK', { impersonating_user: wire(3, users[2]!.email, 'Maria Lopez') }),
  },
  { label: 'Server returns to admin', make: () => json(200, 'OK', { returned_to_user: admin }) },
  { label: 'Server refuses 403 with a reason', make: () => json(403, 'Forbidden', { reason: REASON }) },
  {
    label: 'Server fails 500',
    make: () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
  },
];

function ConnectedImpersonation() {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() => impersonationMachine.provide(impersonationBrowserDefaults(server.api)));
  const actor = useActorRef(machine, { input: { user: { ...admin, settings: {} } } });
  const value = useSelector(actor, (s) => s.value);
  const current = useSelector(actor, (s) => s.context.currentUser?.email ?? 'none');
  const impersonating = useSelector(actor, selectIsImpersonating);
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating>
        Current user: <output data-testid="current-user">{current}</output>
      </QaPanel>
      <div style={{ paddingTop: 220, paddingInline: 16 }}>
        {impersonating ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'impersonation.stop' })}>
            Stop Impersonating
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => actor.send({ type: 'impersonation.open' })}>
            Impersonate User
          </Button>
        )}
      </div>
      <ImpersonationDialogFor actor={actor} />
    </>
  );
}

const meta = {
  title: 'QA/Impersonation',
  component: ConnectedImpersonation,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedImpersonation>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal: query the whole document.
const screen = within(document.body);
const dialog = () => screen.getByRole('dialog', { name: 'Select User to Impersonate' });
const rows = () =>
  within(dialog())
    .queryAllByRole('option')
    .map((o) => o.querySelector('.primary')?.textContent);
const search = () => within(dialog()).getByRole('searchbox', { name: 'Search users' });

/**
 * An admin picks a user to impersonate (search narrows the list), then stops impersonating.
 *
 * How to reach each state:
 * 1. `normal`: on load.
 * 2. `loadingUsers` ("Loading users..."): press **Impersonate User**.
 * 3. `selecting.browsing` (a row per user, admins tagged Admin User): press **Server lists users**.
 * 4. `selecting.browsing`: type in **Search users**: ACME narrows the list, zzz shows the empty state.
 * 5. `starting` ("Starting impersonation..."): choose **Maria Lopez**.
 * 6. `impersonating` (the dialog closes, the current user is Maria): press **Server starts as Maria**.
 * 7. `stopping`: press **Stop Impersonating**.
 * 8. `normal` (the admin again): press **Server returns to admin**.
 */
export const ImpersonateAndStop: Story = {
  play: async ({ step }) => {
    await step('Open: loadingUsers, the dialog says Loading users..., GET /api/users waits', async () => {
      await expectState('normal');
      await userEvent.click(screen.getByRole('button', { name: 'Impersonate User' }));
      await expectState('loadingUsers');
      await expectPending('GET /api/users');
      await expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading users...');
      await expect(search()).toHaveAttribute('placeholder', 'Search users by name or email...');
    });
    await step('Users listed: selecting, one row each, admins tagged Admin User', async () => {
      await press('Server lists users');
      await expectState({ selecting: 'browsing' });
      await expect(rows()).toEqual(['Avery Admin', 'Sam Staff', 'Maria Lopez', 'Olivia Park']);
      await expect(within(dialog()).getAllByText('Admin User')).toHaveLength(2);
    });
    await step('Search narrows (name or e-mail, any case); no match shows the empty state', async () => {
      await userEvent.type(search(), 'ACME');
      await waitFor(() => expect(rows()).toEqual(['Maria Lopez']));
      await userEvent.type(search(), 'zzz');
      await waitFor(() =>
        expect(within(dialog()).getByText('No users found matching your search')).toBeVisible(),
      );
      await expect(within(dialog()).getByText('Try adjusting your search terms')).toBeVisible();
      await userEvent.clear(search());
      await userEvent.type(search(), 'maria');
      await waitFor(() => expect(rows()).toEqual(['Maria Lopez']));
    });
    await step('Choose Maria: starting, POST /auth/select_user waits', async () => {
      await userEvent.click(within(dialog()).getByRole('option', { name: /Maria Lopez/ }));
      await expectState('starting');
      await expectPending('POST /auth/select_user');
      await expect(within(dialog()).getByRole('status')).toHaveTextContent('Starting impersonation...');
    });
    await step('Server starts: impersonating, the dialog closes, the current user is Maria', async () => {
      await press('Server starts as Maria');
      await expectState('impersonating');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(screen.getByTestId('current-user').textContent).toBe('maria.lopez@acme.test');
    });
    await step('Stop Impersonating: stopping, then normal as the admin again', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Stop Impersonating' }));
      await expectState('stopping');
      await expectPending('POST /auth/stop_impersonation');
      await press('Server returns to admin');
      await expectState('normal');
      await expect(screen.getByTestId('current-user').textContent).toBe('admin@storeops.test');
    });
  },
};

/**
 * Impersonation failures: the user list not loading, and two refused starts; Cancel leaves as the admin.
 *
 * How to reach each state:
 * 1. `normal`: on load.
 * 2. `loadingUsers`: press **Impersonate User**.
 * 3. `loadFailed` ("Failed to load users. Please try again."): in the QA panel press **Server fails 500**.
 * 4. `loadingUsers`: press **Retry**.
 * 5. `selecting.browsing`: press **Server lists users**.
 * 6. `starting`: choose **Olivia Park**.
 * 7. `selecting.failed` (the server's reason): press **Server refuses 403 with a reason**.
 * 8. `starting`: choose **Sam Staff**.
 * 9. `selecting.failed` ("Failed to start impersonation."): press **Server fails 500**.
 * 10. `normal` (the dialog closed, still the admin): press **Cancel**.
 */
export const Failures: Story = {
  play: async ({ step }) => {
    await step('User list not OK: loadFailed, Failed to load users. Please try again.', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Impersonate User' }));
      await press('Server fails 500');
      await expectState('loadFailed');
      // The dialog fades in (opacity 0 at first): wait for it to be visible, not just present.
      await waitFor(() =>
        expect(within(dialog()).getByText('Failed to load users. Please try again.')).toBeVisible(),
      );
    });
    await step('Retry loads again', async () => {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
      await expectState('loadingUsers');
      await press('Server lists users');
      await expectState({ selecting: 'browsing' });
    });
    const start = async (name: RegExp, answer: string, text: string) => {
      await userEvent.click(within(dialog()).getByRole('option', { name }));
      await expectState('starting');
      await press(answer);
      await expectState({ selecting: 'failed' });
      const error = dialog().querySelector('[data-part="start-error"]');
      await expect(error?.textContent).toBe(text);
      await expect(rows()).toHaveLength(4);
    };
    await step('Refused with a reason: the server reason', () =>
      start(/Olivia Park/, 'Server refuses 403 with a reason', REASON),
    );
    await step('Refused without one: Failed to start impersonation.', () =>
      start(/Sam Staff/, 'Server fails 500', 'Failed to start impersonation.'),
    );
    await step('Cancel closes the dialog: normal, still the admin', async () => {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      await expectState('normal');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(screen.getByTestId('current-user').textContent).toBe('admin@storeops.test');
    });
  },
};
