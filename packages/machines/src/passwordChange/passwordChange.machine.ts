import { assign, setup } from 'xstate';
import { passwordChangeBrowserDefaults } from '../adapters/passwordChange';

export interface PasswordChangeContext {
  /** Why the last change was refused (the server's message). */
  error: string | null;
  /** Other sessions the last change ended. */
  endedSessions: number;
}

export type PasswordChangeEvent =
  | { type: 'password.submit'; current: string; next: string }
  /** The user typed again: the last refusal or success notice goes. */
  | { type: 'password.edit' };

/**
 * Settings' Change password: the current password and a new one go to the
 * server; a refusal says why and keeps the form; a change says how many other sessions ended.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: passwordChangeBrowserDefaults().actors,
}).createMachine({
  id: 'passwordChange',
  context: { error: null, endedSessions: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'password.submit': 'submitting',
        'password.edit': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ event }) => {
          const { current, next } = event as Extract<PasswordChangeEvent, { type: 'password.submit' }>;
          return { current_password: current, new_password: next };
        },
        onDone: {
          target: 'changed',
          actions: assign({ error: null, endedSessions: ({ event }) => event.output.ended_sessions }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : 'The password was not changed.',
          }),
        },
      },
    },
    changed: {
      on: {
        'password.edit': 'idle',
        'password.submit': 'submitting',
      },
    },
  },
});
