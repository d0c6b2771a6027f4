// QA/Two-factor: the real MFA settings machine behind the real Two-factor section of Settings (the
// app's own wiring), each request (GET /auth/mfa, POST /auth/mfa/setup with the
// current password, confirm, disable) answered by QA from the panel.
import { mfaSettingsBrowserDefaults, mfaSettingsMachine } from '@store-ops/machines';
import { twoFactorStrings as s, TwoFactor } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { twoFactorProps } from '../routes/mfaSettings';
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

/** A stand-in for the server's QR code (the screen's own stories show a real one). */
const setupFixture = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 11 11"><rect width="11" height="11" fill="#fff"/><path d="M2 2h3v3h-3zM6 2h3v3h-3zM2 6h3v3h-3zM7 7h1v1h-1z"/></svg>',
};
const recoveryCodesFixture = Array.from({ length: 10 }, (_, i) => `qa${i}ab-cdefg`);

const status = (enabled: boolean, required: boolean, left: number) =>
  json(200, 'OK', { enabled, required, recovery_codes_left: left });

function ConnectedTwoFactor() {
  const [server, pending] = useFakeServer();
  const [machine] = useState(() => mfaSettingsMachine.provide(mfaSettingsBrowserDefaults(server.api)));
  const actor = useActorRef(machine);
  const view = useSelector(actor, (st) => st);
  const answers: Answer[] = [
    { label: 'Status: off', make: () => status(false, false, 0) },
    { label: 'Status: off, required for admins', make: () => status(false, true, 0) },
    { label: 'Status: on, 9 codes left', make: () => status(true, false, 9) },
    {
      label: 'Set-up: a new secret',
      make: () =>
        json(200, 'OK', {
          secret: setupFixture.secret,
          otpauth_uri: 'otpauth://totp/Store%20Ops:admin%40example.com',
          qr_svg: setupFixture.qrSvg,
        }),
    },
    {
      label: 'Set-up: wrong password',
      make: () =>
        json(400, 'Bad Request', {
          error: { code: 'wrong_password', message: 'The current password is not correct.' },
        }),
    },
    {
      label: 'Confirm: on, 10 recovery codes',
      make: () => json(200, 'OK', { recovery_codes: recoveryCodesFixture }),
    },
    {
      label: 'Confirm: wrong code',
      make: () =>
        json(400, 'Bad Request', {
          error: {
            code: 'invalid_code',
            message: 'That code is not correct. Enter the current 6-digit code from your authenticator app.',
          },
        }),
    },
    { label: 'Disable: turned off', make: () => status(false, false, 0) },
    {
      label: 'Disable: wrong password',
      make: () =>
        json(400, 'Bad Request', {
          error: { code: 'wrong_password', message: 'The current password is not correct.' },
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
        <TwoFactor {...twoFactorProps(view, actor)} copyText={async () => {}} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Two-factor',
  component: ConnectedTwoFactor,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedTwoFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Turning two-factor on (a wrong password, a wrong code, the recovery codes), then off again.
 *
 * How to reach each state:
 * 1. `loading` (GET /auth/mfa waits): on load.
 * 2. `off`: in the QA panel press **Status: off**.
 * 3. `passwordStep`: press **Set up authenticator app**.
 * 4. `startingSetup`: type a **Current password**, press Enter.
 * 5. `passwordStep` ("The current password is not correct."): press **Set-up: wrong password**.
 * 6. `startingSetup`: type the password again, press Enter.
 * 7. `enrolling` (the QR code and the key to type by hand): press **Set-up: a new secret**.
 * 8. `confirming`: type a **6-digit code**, press Enter.
 * 9. `enrolling` (the reason, the set-up kept): press **Confirm: wrong code**.
 * 10. `confirming`: type the code again, press Enter.
 * 11. `showingCodes` (ten recovery codes, shown once): press **Confirm: on, 10 recovery codes**.
 * 12. `on` ("10 recovery codes left."): press **I have saved my codes**.
 * 13. `disabling`: type a **Password** (under Turn off), press Enter.
 * 14. `on` ("The current password is not correct."): press **Disable: wrong password**.
 * 15. `disabling`: type the password again, press Enter.
 * 16. `off`: press **Disable: turned off**.
 */
export const EnrolThenTurnOff: Story = {
  play: async ({ canvasElement: el, step }) => {
    const c = within(el);
    await step('Loading the status, then off', async () => {
      await expectState('loading');
      await expectPending('GET /auth/mfa');
      await press('Status: off');
      await expectState('off');
      await waitFor(() => expect(c.getByText(s.off)).toBeVisible());
    });
    await step('Set up asks for the current password; a wrong one is refused with the reason', async () => {
      await userEvent.click(c.getByRole('button', { name: s.start }));
      await expectState('passwordStep');
      const password = await c.findByLabelText(s.passwordLabel);
      await userEvent.type(password, 'not-it{Enter}');
      await expectState('startingSetup');
      await expectPending('POST /auth/mfa/setup');
      await press('Set-up: wrong password');
      await expectState('passwordStep');
      await waitFor(() =>
        expect(c.getByRole('alert')).toHaveTextContent('The current password is not correct.'),
      );
      await expect(c.queryByRole('img', { name: s.qrAlt })).toBeNull();
    });
    await step('The right password: the QR code and the key to type by hand', async () => {
      const password = c.getByLabelText(s.passwordLabel);
      await userEvent.clear(password);
      await userEvent.type(password, 'demo-password{Enter}');
      await expectState('startingSetup');
      await expectPending('POST /auth/mfa/setup');
      await press('Set-up: a new secret');
      await expectState('enrolling');
      await waitFor(() => expect(c.getByRole('img', { name: s.qrAlt })).toBeVisible());
      await expect(el.querySelector('[data-part="secret"]')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    });
    await step('A wrong code: the reason, the set-up kept', async () => {
      await userEvent.type(c.getByRole('textbox', { name: s.codeLabel }), '000000{Enter}');
      await expectState('confirming');
      await expectPending('POST /auth/mfa/confirm');
      await press('Confirm: wrong code');
      await expectState('enrolling');
      await waitFor(() =>
        expect(c.getByRole('alert')).toHaveTextContent(
          'That code is not correct. Enter the current 6-digit code from your authenticator app.',
        ),
      );
    });
    await step('The right code: the recovery codes, once', async () => {
      const code = c.getByRole('textbox', { name: s.codeLabel });
      await userEvent.clear(code);
      await userEvent.type(code, '123456{Enter}');
      await press('Confirm: on, 10 recovery codes');
      await expectState('showingCodes');
      await waitFor(() => expect(within(c.getByRole('list')).getAllByRole('listitem')).toHaveLength(10));
      await userEvent.click(c.getByRole('button', { name: s.saved }));
      await expectState('on');
      await expect(c.queryByRole('list')).toBeNull();
      await expect(el.querySelector('[data-part="on"]')).toHaveTextContent('10 recovery codes left.');
    });
    await step('Turn off: a wrong password, then the right one', async () => {
      const password = el.querySelector<HTMLInputElement>('input[type="password"]')!;
      await userEvent.type(password, 'not-it{Enter}');
      await expectState('disabling');
      await expectPending('POST /auth/mfa/disable');
      await press('Disable: wrong password');
      await expectState('on');
      await waitFor(() =>
        expect(c.getByRole('alert')).toHaveTextContent('The current password is not correct.'),
      );
      await userEvent.clear(password);
      await userEvent.type(password, 'demo-password{Enter}');
      await press('Disable: turned off');
      await expectState('off');
      // The pending buttons of this story are gone: their announcements (see clearStaleAnnouncements)
      // would name removed ids when axe runs after the play function.
      clearStaleAnnouncements();
    });
  },
};

/**
 * An admin whose organisation requires two-factor is told to set it up.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `off` ("Your organisation requires two-factor ..."): press **Status: off, required for admins**.
 */
export const RequiredForAdmins: Story = {
  play: async ({ canvasElement: el }) => {
    await press('Status: off, required for admins');
    await expectState('off');
    await waitFor(() => expect(within(el).getByRole('alert')).toHaveTextContent(s.required));
  },
};

/**
 * The status failing to load, then Try again.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `loadFailed` ("The server could not be reached. ..."): in the QA panel press **Network error**.
 * 3. `loading`: press **Try again**.
 * 4. `on`: press **Status: on, 9 codes left**.
 */
export const StatusFails: Story = {
  play: async ({ canvasElement: el }) => {
    await press('Network error');
    await expectState('loadFailed');
    await waitFor(() =>
      expect(within(el).getByRole('alert')).toHaveTextContent(
        'The server could not be reached. Check the connection and try again.',
      ),
    );
    await userEvent.click(within(el).getByRole('button', { name: s.retry }));
    await expectState('loading');
    await press('Status: on, 9 codes left');
    await expectState('on');
  },
};
