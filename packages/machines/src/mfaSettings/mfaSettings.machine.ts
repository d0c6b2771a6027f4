import type { MfaSetup, MfaStatus } from '@store-ops/domain';
import { assertEvent, assign, setup } from 'xstate';
import { mfaSettingsBrowserDefaults } from '../adapters/mfaSettings';

export interface MfaSettingsContext {
  status: MfaStatus | null;
  /** The secret being enrolled (QR code, manual key); gone once confirmed or cancelled. */
  setup: MfaSetup | null;
  /** The recovery codes, held only while they are shown (once, right after confirming). */
  recoveryCodes: string[] | null;
  /** Why the last step was refused (the server's message). */
  error: string | null;
}

export type MfaSettingsEvent =
  | { type: 'mfa.retry' }
  /** Start enrolling an authenticator app: the current password is asked first. */
  | { type: 'mfa.start' }
  /** The current password: the server checks it and answers the new secret. */
  | { type: 'mfa.setup'; password: string }
  /** The code the app shows, to turn it on. */
  | { type: 'mfa.confirm'; code: string }
  /** Leave the password step or the set-up (nothing was turned on). */
  | { type: 'mfa.cancel' }
  /** The recovery codes are saved: the page shows the status. */
  | { type: 'mfa.done' }
  /** Turn it off: the current password (a code alone is not enough). */
  | { type: 'mfa.disable'; password: string }
  /** The user typed again: the last refusal goes. */
  | { type: 'mfa.edit' };

const messageOf =
  (fallback: string) =>
  ({ event }: { event: { error?: unknown } }) =>
    event.error instanceof Error && event.error.message ? event.error.message : fallback;

/**
 * Settings' Two-factor authentication: the status; enrolling (the current
 * password, then a secret with its QR code, confirmed by a code from the app); the recovery codes
 * shown once; turning it off with the current password. The password is never kept in context.
 */
export const mfaSettingsMachine = setup({
  types: {
    context: {} as MfaSettingsContext,
    events: {} as MfaSettingsEvent,
  },
  actors: mfaSettingsBrowserDefaults().actors,
  guards: {
    enabled: ({ context }) => context.status?.enabled === true,
  },
}).createMachine({
  id: 'mfaSettings',
  context: { status: null, setup: null, recoveryCodes: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: messageOf('Failed to load the two-factor status.') }),
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'mfa.retry': 'loading' },
    },
    ready: {
      always: [{ guard: 'enabled', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'mfa.start': { target: 'passwordStep', actions: assign({ error: null }) },
      },
    },
    /** The current password before set-up: a signed-in session alone cannot enrol an authenticator. */
    passwordStep: {
      on: {
        'mfa.setup': 'startingSetup',
        'mfa.cancel': { target: 'off', actions: assign({ error: null }) },
        'mfa.edit': { actions: assign({ error: null }) },
      },
    },
    startingSetup: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        input: ({ event }) => {
          assertEvent(event, 'mfa.setup');
          return { current_password: event.password };
        },
        onDone: { target: 'enrolling', actions: assign({ setup: ({ event }) => event.output }) },
        onError: {
          target: 'passwordStep',
          actions: assign({ error: messageOf('Two-factor set-up could not start.') }),
        },
      },
    },
    enrolling: {
      on: {
        'mfa.confirm': 'confirming',
        'mfa.cancel': { target: 'off', actions: assign({ setup: null, error: null }) },
        'mfa.edit': { actions: assign({ error: null }) },
      },
    },
    confirming: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ event }) => {
          assertEvent(event, 'mfa.confirm');
          return { code: event.code.trim() };
        },
        onDone: {
          target: 'showingCodes',
          actions: assign({
            setup: null,
            recoveryCodes: ({ event }) => event.output.recovery_codes,
            status: ({ context, event }) => ({
              enabled: true,
              required: context.status?.required ?? false,
              recovery_codes_left: event.output.recovery_codes.length,
            }),
          }),
        },
        onError: {
          target: 'enrolling',
          actions: assign({ error: messageOf('Two-factor authentication was not turned on.') }),
        },
      },
    },
    showingCodes: {
      on: { 'mfa.done': { target: 'on', actions: assign({ recoveryCodes: null }) } },
    },
    on: {
      on: {
        'mfa.disable': 'disabling',
        'mfa.edit': { actions: assign({ error: null }) },
      },
    },
    disabling: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ event }) => {
          assertEvent(event, 'mfa.disable');
          return { current_password: event.password };
        },
        onDone: { target: 'off', actions: assign({ status: ({ event }) => event.output }) },
        onError: {
          target: 'on',
          actions: assign({ error: messageOf('Two-factor authentication was not turned off.') }),
        },
      },
    },
  },
});
