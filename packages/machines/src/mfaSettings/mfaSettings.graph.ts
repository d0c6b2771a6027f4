import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { mfaSettingsMachine } from './mfaSettings.machine';

const OFF = { enabled: false, required: true, recovery_codes_left: 0 };

/** The two-factor settings machine's traversal (its test and the QA coverage check). */
export const mfaSettingsGraph = {
  machine: mfaSettingsMachine,
  events: [
    { type: 'mfa.retry' },
    { type: 'mfa.start' },
    { type: 'mfa.setup', password: 'demo-password' },
    { type: 'mfa.confirm', code: '123456' },
    { type: 'mfa.cancel' },
    { type: 'mfa.done' },
    { type: 'mfa.disable', password: 'demo-password' },
    { type: 'mfa.edit' },
    { type: 'xstate.done.actor.loadStatus', output: OFF },
    { type: 'xstate.done.actor.loadStatus', output: { ...OFF, enabled: true, recovery_codes_left: 3 } },
    { type: 'xstate.error.actor.loadStatus', error: new Error('Failed to load the two-factor status.') },
    {
      type: 'xstate.done.actor.startSetup',
      output: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg/>' },
    },
    { type: 'xstate.error.actor.startSetup', error: new Error('The current password is not correct.') },
    { type: 'xstate.done.actor.confirm', output: { recovery_codes: ['abcde-fghij', 'kmnpq-rstuv'] } },
    {
      type: 'xstate.error.actor.confirm',
      error: new Error(
        'That code is not correct. Enter the current 6-digit code from your authenticator app.',
      ),
    },
    { type: 'xstate.done.actor.disable', output: OFF },
    { type: 'xstate.error.actor.disable', error: new Error('That password or code is not correct.') },
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.error !== null, s.context.status?.enabled ?? null]),
} satisfies MachineGraph;
