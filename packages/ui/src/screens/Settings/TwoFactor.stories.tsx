import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { twoFactorStrings as s } from './strings';
import { TwoFactor } from './TwoFactor';
import { enrollingWrongCodeArgs, twoFactorMeta, WRONG } from './TwoFactor.storyKit';
import { recoveryCodesFixture, setupFixture } from './twoFactor.fixtures';

/** Settings' Two-factor authentication: one story per state of its machine. */
const meta = {
  title: 'Screens/Settings/Two-factor',
  component: TwoFactor,
  ...twoFactorMeta,
} satisfies Meta<typeof TwoFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's answer to a wrong current password (POST /auth/mfa/setup, as POST /auth/password). */
const WRONG_PASSWORD = 'The current password is not correct.';

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(s.loading);
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'loadFailed', error: 'Failed to load the two-factor status.' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Failed to load the two-factor status.');
    await userEvent.click(c.getByRole('button', { name: s.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(s.off)).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
    // No password field until the set-up is asked for.
    await expect(c.queryByLabelText(s.passwordLabel)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: s.start }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  args: { state: { status: 'off', required: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(s.required);
    await expect(c.getByRole('button', { name: s.start })).toBeEnabled();
  },
};

/** Set-up asks for the current password first: a session alone cannot enrol an authenticator. */
export const PasswordStep: Story = {
  args: { state: { status: 'password', required: false, checking: false, error: null } },
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const form = within(c.getByRole('form', { name: s.start }));
    const password = form.getByLabelText(s.passwordLabel);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAccessibleDescription(s.passwordHelp);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(c.queryByRole('img', { name: s.qrAlt })).toBeNull();
    await step('Continue without the password says so', async () => {
      await userEvent.click(form.getByRole('button', { name: s.continue }));
      await expect(args.onSetup).not.toHaveBeenCalled();
      await expect(form.getByText(s.passwordMissing)).toBeVisible();
    });
    await step('With it, the password is sent as typed', async () => {
      await userEvent.type(password, ' demo-password {Enter}');
      await expect(args.onSetup).toHaveBeenCalledWith(' demo-password ');
    });
    await step('Cancel', async () => {
      await userEvent.click(form.getByRole('button', { name: s.cancel }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
    });
  },
};

export const PasswordWrong: Story = {
  args: { state: { status: 'password', required: true, checking: false, error: WRONG_PASSWORD } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('alert').map((a) => a.textContent)).toEqual([s.required, WRONG_PASSWORD]);
    await userEvent.type(c.getByLabelText(s.passwordLabel), 'x');
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const PasswordChecking: Story = {
  args: { state: { status: 'password', required: false, checking: true, error: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText(s.passwordLabel)).toBeDisabled();
    await expect(c.getByRole('button', { name: s.checking })).toHaveAttribute('data-pending', 'true');
    await expect(c.getByRole('button', { name: s.cancel })).toBeDisabled();
  },
};

export const Enrolling: Story = {
  args: { state: { status: 'enrolling', setup: setupFixture, confirming: false, error: null } },
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    const qr = c.getByRole('img', { name: s.qrAlt });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('[data-part="secret"]')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = c.getByRole('textbox', { name: s.codeLabel });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await step('Turn on without a code says so', async () => {
      await userEvent.click(c.getByRole('button', { name: s.confirm }));
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(c.getByText(s.codeMissing)).toBeVisible();
    });
    await step('The code is sent (trimmed)', async () => {
      await userEvent.type(code, ' 123456 {Enter}');
      await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    });
    await step('Cancel', async () => {
      await userEvent.click(c.getByRole('button', { name: s.cancel }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
    });
  },
};

export const EnrollingWrongCode: Story = {
  args: enrollingWrongCodeArgs,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(WRONG);
    await userEvent.type(c.getByRole('textbox', { name: s.codeLabel }), '6');
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: { state: { status: 'enrolling', setup: setupFixture, confirming: true, error: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: s.codeLabel })).toBeDisabled();
    await expect(c.getByRole('button', { name: s.confirming })).toHaveAttribute('data-pending', 'true');
  },
};

export const RecoveryCodes: Story = {
  args: { state: { status: 'recoveryCodes', codes: recoveryCodesFixture } },
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: s.codesHeading })).toBeVisible();
    const items = within(c.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual(recoveryCodesFixture);
    const text = `${recoveryCodesFixture.join('\n')}\n`;
    const download = c.getByRole('link', { name: s.download });
    await expect(download).toHaveAttribute('download', 'store-ops-recovery-codes.txt');
    await expect(download).toHaveAttribute(
      'href',
      `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`,
    );
    await step('Copy puts every code on the clipboard, one a line', async () => {
      await userEvent.click(c.getByRole('button', { name: s.copy }));
      await expect(args.copyText).toHaveBeenCalledWith(text);
      await expect(await c.findByRole('status')).toHaveTextContent(s.copied);
    });
    await userEvent.click(c.getByRole('button', { name: s.saved }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = {
  args: { state: { status: 'on', recoveryCodesLeft: 9, disabling: false, error: null } },
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(`${s.on} 9 recovery codes left.`);
    await step('Turn off asks for the password', async () => {
      await userEvent.click(c.getByRole('button', { name: s.disable }));
      await expect(args.onDisable).not.toHaveBeenCalled();
      await expect(c.getByText(s.disableMissing)).toBeVisible();
    });
    await step('With it, the password is sent', async () => {
      await userEvent.type(canvasElement.querySelector('input[type="password"]')!, 'demo-password{Enter}');
      await expect(args.onDisable).toHaveBeenCalledWith('demo-password');
    });
  },
};

export const OnWrongPassword: Story = {
  args: {
    state: {
      status: 'on',
      recoveryCodesLeft: 1,
      disabling: false,
      error: 'The current password is not correct.',
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('1 recovery code left.');
    await expect(c.getByRole('alert')).toHaveTextContent('The current password is not correct.');
  },
};

export const Disabling: Story = {
  args: { state: { status: 'on', recoveryCodesLeft: 10, disabling: true, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: s.disabling })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
