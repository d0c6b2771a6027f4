// QA/Change password: the real password change machine behind the real Change password form (the
// app's own wiring), each POST /auth/password answered by QA from the panel.
import { passwordChangeBrowserDefaults, passwordChangeMachine } from '@store-ops/machines';
import { ChangePassword } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { passwordChangeProps } from '../routes/passwordChange';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

function ConnectedPasswordChange() {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() => passwordChangeMachine.provide(passwordChangeBrowserDefaults(server.api)));
  const actor = useActorRef(machine);
  const view = useSelector(actor, (s) => s);
  const answers: Answer[] = [
    { label: 'Server changes it (2 other sessions)', make: () => json(200, 'OK', { ended_sessions: 2 }) },
    {
      label: 'Server: wrong current password',
      make: () =>
        json(400, 'Bad Request', {
          error: { code: 'wrong_password', message: 'The current password is not correct.' },
        }),
    },
    {
      label: 'Server: too common',
      make: () =>
        json(400, 'Bad Request', {
          error: { code: 'weak_password', message: 'This password is too common. Choose another.' },
        }),
    },
    ...apiFailureAnswers,
  ];
  return (
    <>
      <QaPanel
        state={view.value}
        server={server}
        pending={pending}
        answers={answers}
        inspect={actor}
        floating
      />
      <div style={{ paddingTop: 180, paddingInline: 16 }}>
        <ChangePassword {...passwordChangeProps(view, actor, false)} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Change password',
  component: ConnectedPasswordChange,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedPasswordChange>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(el: HTMLElement, current: string, next: string) {
  const form = within(within(el).getByRole('form', { name: 'Change password' }));
  for (const [label, value] of [
    [/^Current password/, current],
    [/^New password/, next],
    [/^Confirm new password/, next],
  ] as const) {
    const field = form.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
}

/**
 * A password change the server refuses twice, then makes; the form keeps what was typed until it is made.
 *
 * How to reach each state:
 * 1. `idle`: on load.
 * 2. `idle`: fill **Current password**, **New password** and **Confirm new password**.
 * 3. `submitting`: press **Change password**.
 * 4. `idle` ("The current password is not correct."): press **Server: wrong current password**.
 * 5. `idle` (the message goes): type in **Current password**.
 * 6. `submitting`: fill the form again, press **Change password**.
 * 7. `idle` ("This password is too common. Choose another."): press **Server: too common**.
 * 8. `submitting`: fill the form again, press **Change password**.
 * 9. `changed` (2 other sessions signed out, the form empty): **Server changes it (2 other sessions)**.
 */
export const RefusedThenChanged: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Wrong current password: the reason, the form kept', async () => {
      await expectState('idle');
      await fill(el, 'not-it', 'a-new-passphrase');
      await expectState('submitting');
      await expectPending('POST /auth/password');
      await press('Server: wrong current password');
      await expectState('idle');
      await waitFor(() =>
        expect(within(el).getByRole('alert')).toHaveTextContent('The current password is not correct.'),
      );
      await expect(within(el).getByLabelText(/^New password/)).toHaveValue('a-new-passphrase');
    });
    await step('Typing again clears the reason', async () => {
      await userEvent.type(within(el).getByLabelText(/^Current password/), 'x');
      await waitFor(() => expect(within(el).queryByRole('alert')).toBeNull());
    });
    await step('Too common: the server says so', async () => {
      await fill(el, 'demo-password', 'password123');
      await press('Server: too common');
      await waitFor(() =>
        expect(within(el).getByRole('alert')).toHaveTextContent(
          'This password is too common. Choose another.',
        ),
      );
    });
    await step('Changed: how many other sessions ended; the form is empty', async () => {
      await fill(el, 'demo-password', 'a-new-passphrase');
      await press('Server changes it (2 other sessions)');
      await expectState('changed');
      await waitFor(() =>
        expect(el.querySelector('[data-part="password-changed"]')).toHaveTextContent(
          'Your password was changed. 2 other sessions were signed out.',
        ),
      );
      await expect(within(el).getByLabelText(/^Current password/)).toHaveValue('');
    });
  },
};

/**
 * A password change with no network: the form says the server could not be reached.
 *
 * How to reach each state:
 * 1. `idle`: on load.
 * 2. `idle`: fill **Current password**, **New password** and **Confirm new password**.
 * 3. `submitting`: press **Change password**.
 * 4. `idle` ("The server could not be reached. ..."): in the QA panel press **Network error**.
 */
export const ServerDown: Story = {
  play: async ({ canvasElement: el }) => {
    await fill(el, 'demo-password', 'a-new-passphrase');
    await press('Network error');
    await expectState('idle');
    await waitFor(() =>
      expect(within(el).getByRole('alert')).toHaveTextContent(
        'The server could not be reached. Check the connection and try again.',
      ),
    );
  },
};
