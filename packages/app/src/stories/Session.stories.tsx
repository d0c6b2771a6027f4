// QA/Session: the real session machine behind the real sign-in form. The machine's login actor is
// its browser implementation over the fake server, so every answer below takes the app's own path;
// the form's state is the app's own mapping (loginScreenState).
import { onSessionEnded, sessionBrowserDefaults, sessionMachine } from '@store-ops/machines';
import { Button, LoginScreen } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { loginScreenState, sameLoginState } from '../routes/loginState';
import { expectNoDeadEnds, publishedMachines, replayFromPanel, sendFromPanel } from './machineInspector';
import {
  type Answer,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  networkError,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const staff = { id: 2, email: 'staff@storeops.test', name: 'Sam Staff', admin: false, settings: '{}' };
const SERVER_MESSAGE = 'Invalid e-mail or password.';

const MFA_PROMPT = 'Enter the 6-digit code from your authenticator app.';
const WRONG_CODE =
  'That code is not correct. Enter the current code from your authenticator app or a recovery code.';

const answers: Answer[] = [
  { label: 'Server accepts', make: () => json(200, 'OK', staff) },
  {
    label: 'Server asks for a code',
    make: () => json(401, 'Unauthorized', { error: { code: 'mfa_required', message: MFA_PROMPT } }),
  },
  {
    label: 'Server rejects the code',
    make: () => json(401, 'Unauthorized', { error: { code: 'invalid_code', message: WRONG_CODE } }),
  },
  {
    label: 'Server rejects 401 with a message',
    make: () => json(401, 'Unauthorized', { message: SERVER_MESSAGE }),
  },
  { label: 'Server rejects 401', make: () => new Response('', { status: 401, statusText: 'Unauthorized' }) },
  { label: 'Network error', make: networkError },
];

function ConnectedSession({ path }: { path: string }) {
  const [server, pending] = useFakeServer();
  // The app's sign-out leaves the page for /auth/logout, which answers with the sign-in page: QA
  // says when that page is back (the sign-out settles), so the story goes on from signedOut.
  const [pageLeft, setPageLeft] = useState<(() => void) | null>(null);
  const [machine] = useState(() =>
    sessionMachine.provide({
      ...sessionBrowserDefaults(server.api),
      actors: {
        ...sessionBrowserDefaults(server.api).actors,
        logout: fromPromise(() => new Promise<void>((resolve) => setPageLeft(() => resolve))),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { path } });
  const value = useSelector(actor, (s) => s.value);
  const user = useSelector(actor, (s) => s.context.user);
  const state = useSelector(actor, loginScreenState, sameLoginState);
  // As the app's SessionProvider: an answer of 401 to any later request ends the session.
  useEffect(() => onSessionEnded(() => actor.send({ type: 'session.expired' })), [actor]);
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor}>
        Signed-in user: <output data-testid="user">{user ? user.email : 'none'}</output>
        {user && '(the app now goes to /chat)'}
        {user && (
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              void server
                .api()
                .get('/api/stores/')
                .catch(() => {})
            }
          >
            Make a request (GET /api/stores/)
          </Button>
        )}
        {user && !pageLeft && (
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'session.logout' })}>
            Sign out
          </Button>
        )}
        {pageLeft && (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              pageLeft();
              setPageLeft(null);
            }}
          >
            Page left for /auth/logout: the sign-in page is back
          </Button>
        )}
      </QaPanel>
      {/* The form stays mounted once signed in (the app goes to /chat instead): React Aria's live
          announcements of the pending button refer to it by id for a few seconds. */}
      <LoginScreen
        state={state}
        demoMessages={[]}
        timeZone="UTC"
        locale="en-US"
        onSubmit={({ email, password }) => actor.send({ type: 'session.login', email, password })}
        onSubmitCode={(code) => actor.send({ type: 'session.mfa.submit', code })}
        onCancelCode={() => actor.send({ type: 'session.mfa.cancel' })}
      />
    </>
  );
}

const meta = {
  title: 'QA/Session',
  component: ConnectedSession,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedSession>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  return {
    c,
    email: () => c.getByRole('textbox', { name: 'E-mail' }),
    password: () => canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!,
    submit: () => c.getByRole('button', { name: /^Sign(ing)? in/ }),
  };
};

/**
 * Signing in: the form idle on a public path, the request waiting, and the server accepting.
 *
 * How to reach each state:
 * 1. `signedOut.idle` (no session check on a public path): on load.
 * 2. `signingIn` (**Signing in...**): type an **E-mail** and a **Password**, press **Sign in**.
 * 3. `signedIn` (the e-mail trimmed): in the QA panel press **Server accepts**.
 */
export const SignIn: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    await step('Public path: no session check, the form is idle', async () => {
      await expectState({ signedOut: 'idle' });
      await expectPending('none');
    });
    await step('Sign in: signingIn, the button reads Signing in..., POST /auth/login waits', async () => {
      await userEvent.type(f.email(), '  staff@storeops.test ');
      await userEvent.type(f.password(), 'demo-password');
      await userEvent.click(f.submit());
      await expectState('signingIn');
      await expectPending('POST /auth/login');
      await expect(f.submit()).toHaveTextContent('Signing in...');
      await expect(f.email()).toBeDisabled();
    });
    await step('Server accepts: signedIn with the trimmed e-mail', async () => {
      await press('Server accepts');
      await expectState('signedIn');
      await expect(within(canvasElement).getByTestId('user').textContent).toBe('staff@storeops.test');
      await expect(f.submit()).toHaveTextContent(/^Sign in$/);
      await expect(f.c.queryByRole('alert')).toBeNull();
    });
  },
};

/**
 * Sign-in failures and recovery: each failed answer shows its message, a later success clears it.
 *
 * How to reach each state:
 * 1. `signedOut.idle`: on load.
 * 2. `signingIn`: type an **E-mail** and a **Password**, press **Sign in**.
 * 3. `signedOut.failed` ("Invalid e-mail or password."): press **Server rejects 401 with a message**.
 * 4. `signingIn`: press **Sign in**.
 * 5. `signedOut.failed` ("Login failed, please try again."): in the QA panel press **Server rejects 401**.
 * 6. `signingIn`: press **Sign in**.
 * 7. `signedOut.failed` ("An unexpected error occurred. Please try again."): press **Network error**.
 * 8. `signedIn` (no message): press **Sign in**, then **Server accepts**.
 */
export const SignInFailures: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    await userEvent.type(f.email(), 'staff@storeops.test');
    await userEvent.type(f.password(), 'wrong-password');
    const attempt = async (answer: string, text: string) => {
      await userEvent.click(f.submit());
      await expectState('signingIn');
      await waitFor(() => expect(f.c.queryByRole('alert')).toBeNull());
      await press(answer);
      await expectState({ signedOut: 'failed' });
      await expect(f.c.getByRole('alert').textContent).toBe(text);
      await expectPending('none');
    };
    await step('401 with a message: the server message, verbatim', () =>
      attempt('Server rejects 401 with a message', SERVER_MESSAGE),
    );
    await step('401 without a message: Login failed, please try again.', () =>
      attempt('Server rejects 401', 'Login failed, please try again.'),
    );
    await step('Network error: An unexpected error occurred. Please try again.', () =>
      attempt('Network error', 'An unexpected error occurred. Please try again.'),
    );
    await step('A later success clears the error', async () => {
      await userEvent.click(f.submit());
      await press('Server accepts');
      await expectState('signedIn');
      await expect(f.c.queryByRole('alert')).toBeNull();
      await expect(within(canvasElement).getByTestId('user').textContent).toBe('staff@storeops.test');
    });
  },
};

/**
 * A session that ends while the app is open; the next request's 401 signs out.
 *
 * How to reach each state:
 * 1. `signedOut.idle`: on load.
 * 2. `signingIn`: type an **E-mail** and a **Password**, press **Sign in**.
 * 3. `signedIn`: in the QA panel press **Server accepts**.
 * 4. `signedIn` (GET /api/stores/ waits): press **Make a request (GET /api/stores/)**.
 * 5. `signedOut.expired` ("Your session has ended. Please sign in again."): press **Server rejects 401**.
 * 6. `signingIn`: press **Sign in**.
 * 7. `signedIn` (the notice gone): press **Server accepts**.
 */
export const SessionEnds: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    await step('Sign in', async () => {
      await userEvent.type(f.email(), 'staff@storeops.test');
      await userEvent.type(f.password(), 'demo-password');
      await userEvent.click(f.submit());
      await press('Server accepts');
      await expectState('signedIn');
    });
    await step(
      'A later request answers 401: signedOut.expired, the form says the session ended',
      async () => {
        await press('Make a request (GET /api/stores/)');
        await expectPending('GET /api/stores/');
        await press('Server rejects 401');
        await expectState({ signedOut: 'expired' });
        await expect(within(canvasElement).getByTestId('user').textContent).toBe('none');
        const login = canvasElement.querySelector<HTMLElement>('[data-component="LoginScreen"]')!;
        await expect(within(login).getByRole('status').textContent).toBe(
          'Your session has ended. Please sign in again.',
        );
      },
    );
    await step('Signing in again clears the notice', async () => {
      await userEvent.click(f.submit());
      await expectState('signingIn');
      await press('Server accepts');
      await expectState('signedIn');
      await expect(f.c.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    });
  },
};

/**
 * The `Machine` panel's bridge publishes the chart and the active state, and takes events back.
 *
 * How to reach each state:
 * 1. `signedOut.idle`: on load; the Machine tab's chart marks it, and its events include **session.login**.
 * 2. `signingIn` (POST /auth/login waits, **Signing in...**): in the Machine tab press **session.login**.
 * Its **{…}** button opens the payload editor on a working example (the machine traversal's).
 * The log then ends with session.login, `signedOut.idle` → `signingIn`.
 */
export const MachinePanel: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    const session = async () => {
      const published = await publishedMachines();
      await expect(published.map((m) => m.name)).toEqual(['session']);
      return published[0]!;
    };
    await step('The panel gets the machine and its active state: signedOut.idle', async () => {
      await expectState({ signedOut: 'idle' });
      const { machine, entries } = await session();
      await expect(machine.nodes.find((n) => n.id === 'session.signedOut')?.children).toEqual([
        'session.signedOut.idle',
        'session.signedOut.failed',
        'session.signedOut.expired',
      ]);
      await expect(entries.at(-1)?.active).toEqual([
        'session',
        'session.signedOut',
        'session.signedOut.idle',
      ]);
      await expect(entries.at(-1)?.accepts.map((a) => a.type)).toContain('session.login');
    });
    await step(
      "Each event's payload editor opens on a working example, the machine's traversal's",
      async () => {
        const { examples } = await session();
        await expect(examples['session.login']).toEqual({ email: 'ada@example.com', password: 'pw' });
        await expect(examples['session.logout']).toEqual({});
      },
    );
    await step(
      'session.login sent from the panel: the screen signs in, the panel logs the step',
      async () => {
        const { key } = await session();
        sendFromPanel(key, {
          type: 'session.login',
          email: 'staff@storeops.test',
          password: 'demo-password',
        });
        await expectState('signingIn');
        await expectPending('POST /auth/login');
        await expect(f.submit()).toHaveTextContent('Signing in...');
        const last = (await session()).entries.at(-1);
        await expect([last?.event, last?.from, last?.to, last?.active]).toEqual([
          { type: 'session.login', email: 'staff@storeops.test', password: 'demo-password' },
          { signedOut: 'idle' },
          'signingIn',
          ['session', 'session.signingIn'],
        ]);
      },
    );
  },
};

/**
 * Time travel that moves the screen: Replay to #N mounts the story afresh and sends the logged events again.
 *
 * How to reach each state:
 * 1. `signedOut.idle`: on load.
 * 2. `signingIn`: type an **E-mail** and a **Password**, press **Sign in**.
 * 3. `signedOut.failed`: in the QA panel press **Server rejects 401 with a message**.
 * 4. `signingIn`: press **Sign in**.
 * 5. `signedIn` (the log: #0 to #4): press **Server accepts**.
 * 6. `signedOut.failed` (nothing waiting): in the Machine tab's log select #2, press **⟲ Replay to #2**.
 * 7. `signingIn` (POST /auth/login waits): select #1, press **⟲ Replay to #1**.
 * 8. `signedIn` (live again): in the QA panel press **Server accepts**.
 * The replay presses the server's answers again too, so the screen shows that moment.
 */
export const ReplayToAnEntry: Story = {
  name: 'Machine panel: replay to an entry',
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    const session = async () => {
      const [published] = await publishedMachines();
      return published!;
    };
    await step('A failed sign-in, then a good one: the log has both', async () => {
      await userEvent.type(f.email(), 'staff@storeops.test');
      await userEvent.type(f.password(), 'wrong-password');
      await userEvent.click(f.submit());
      await press('Server rejects 401 with a message');
      await expectState({ signedOut: 'failed' });
      await userEvent.click(f.submit());
      await press('Server accepts');
      await expectState('signedIn');
      await expect((await session()).entries.map((e) => [e.seq, e.event.type, e.to])).toEqual([
        [0, 'xstate.init', { signedOut: 'idle' }],
        [1, 'session.login', 'signingIn'],
        [2, 'xstate.error.actor.login', { signedOut: 'failed' }],
        [3, 'session.login', 'signingIn'],
        [4, 'xstate.done.actor.login', 'signedIn'],
      ]);
    });
    await step('Replay to #2: the screen shows the failed sign-in again, nothing left waiting', async () => {
      const { key } = await session();
      await expect(await replayFromPanel(key, 2)).toEqual({
        name: 'session',
        seq: 2,
        ok: true,
        message: 'Replayed to #2: the screen shows signedOut.failed.',
      });
      await expectState({ signedOut: 'failed' });
      await expect(form(canvasElement).c.getByRole('alert').textContent).toBe(SERVER_MESSAGE);
      await expect(within(canvasElement).getByTestId('user').textContent).toBe('none');
      await expectPending('none');
      const replayed = await session();
      await expect(replayed.key).not.toBe(key);
      await expect(replayed.entries.map((e) => e.seq)).toEqual([0, 1, 2]);
    });
    await step('Replay to #1: signing in, its request waiting for QA', async () => {
      await expect((await replayFromPanel((await session()).key, 1)).ok).toBe(true);
      await expectState('signingIn');
      await expectPending('POST /auth/login');
      await expect(form(canvasElement).submit()).toHaveTextContent('Signing in...');
    });
    await step('QA answers from there: the story goes on live', async () => {
      await press('Server accepts');
      await expectState('signedIn');
      await expect(within(canvasElement).getByTestId('user').textContent).toBe('staff@storeops.test');
    });
  },
};

/**
 * Opened on a protected path: the session is checked first; signing out leaves for /auth/logout.
 *
 * How to reach each state:
 * 1. `checking` (GET /auth/login waits): on load (the story opens on /chat).
 * 2. `signedIn`: in the QA panel press **Server accepts**.
 * 3. `signingOut` (the app now leaves the page for /auth/logout): press **Sign out** in the QA panel.
 * 4. `signedOut.idle` (nobody signed in): press **Page left for /auth/logout: the sign-in page is back**.
 * 5. `signingIn`: type an **E-mail** and a **Password**, press **Sign in**.
 * 6. `signedIn`: press **Server accepts**.
 */
export const CheckThenSignOut: Story = {
  name: 'Opened on /chat: the session is checked; sign out',
  args: { path: '/chat' },
  play: async ({ canvasElement, step }) => {
    await step('A protected path: checking, GET /auth/login waits', async () => {
      await expectState('checking');
      await expectPending('GET /auth/login');
    });
    await step('The server knows the session: signedIn', async () => {
      await press('Server accepts');
      await expectState('signedIn');
      await expect(within(canvasElement).getByTestId('user').textContent).toBe('staff@storeops.test');
    });
    await step('Sign out: signingOut (the app now leaves the page for /auth/logout)', async () => {
      await press('Sign out');
      await expectState('signingOut');
    });
    await step(
      'The sign-in page is back: signedOut, nobody signed in, and signing in works again',
      async () => {
        await press('Page left for /auth/logout: the sign-in page is back');
        await expectState({ signedOut: 'idle' });
        await expect(within(canvasElement).getByTestId('user').textContent).toBe('none');
        const f = form(canvasElement);
        await userEvent.type(f.email(), 'staff@storeops.test');
        await userEvent.type(f.password(), 'demo-password');
        await userEvent.click(f.submit());
        await expectState('signingIn');
        await press('Server accepts');
        await expectState('signedIn');
      },
    );
  },
};

/**
 * An account with an authenticator app signs in with a code after the password.
 *
 * How to reach each state:
 * 1. `signedOut.idle`: on load.
 * 2. `signingIn`: type an **E-mail** and a **Password**, press **Sign in**.
 * 3. `mfa.idle` ("Two-step verification"): in the QA panel press **Server asks for a code**.
 * 4. `verifyingMfa` (POST /auth/login/mfa waits): type a **Code**, press **Verify**.
 * 5. `mfa.failed` (the server's message): press **Server rejects the code**.
 * 6. `signedOut.idle` (the password form again): press **Back to sign in**.
 * 7. `signingIn`: type the **Password** again, press **Sign in**.
 * 8. `mfa.idle`: press **Server asks for a code**.
 * 9. `verifyingMfa`: type a **Code**, press **Verify**.
 * 10. `signedIn`: press **Server accepts**.
 */
export const TwoFactorSignIn: Story = {
  name: 'Two-factor: the code step',
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    const code = () => f.c.getByRole('textbox', { name: /^Code/ });
    await step('The password is right and the account has an authenticator: mfa, the code step', async () => {
      await userEvent.type(f.email(), 'staff@storeops.test');
      await userEvent.type(f.password(), 'demo-password');
      await userEvent.click(f.submit());
      await press('Server asks for a code');
      await expectState({ mfa: 'idle' });
      await expect(f.c.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      await expect(f.c.queryByRole('alert')).toBeNull();
    });
    await step("A wrong code: verifyingMfa, then mfa.failed with the server's message", async () => {
      await userEvent.type(code(), '123456');
      await userEvent.click(f.c.getByRole('button', { name: /^Verify/ }));
      await expectState('verifyingMfa');
      await expectPending('POST /auth/login/mfa');
      await press('Server rejects the code');
      await expectState({ mfa: 'failed' });
      await expect(f.c.getByRole('alert').textContent).toBe(WRONG_CODE);
    });
    await step('Back to sign in: the password form again', async () => {
      await userEvent.click(f.c.getByRole('button', { name: 'Back to sign in' }));
      await expectState({ signedOut: 'idle' });
      await waitFor(() => expect(f.email()).toBeVisible());
    });
    await step('Again, with the right code: signedIn', async () => {
      await userEvent.type(f.password(), 'demo-password');
      await userEvent.click(f.submit());
      await press('Server asks for a code');
      await userEvent.type(code(), '654321');
      await userEvent.click(f.c.getByRole('button', { name: /^Verify/ }));
      await press('Server accepts');
      await expectState('signedIn');
    });
    // The code form is gone: React Aria's announcements of its pending Verify button (kept 7 s) now
    // name a button that no longer exists, which axe would report; they are the harness's, not the page's.
    clearStaleAnnouncements();
  },
};
