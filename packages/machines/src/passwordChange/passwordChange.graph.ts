import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { passwordChangeMachine } from './passwordChange.machine';

/** The password change machine's traversal (its test and the QA coverage check). */
export const passwordChangeGraph = {
  machine: passwordChangeMachine,
  events: [
    { type: 'password.submit', current: 'old-password', next: 'a-new-passphrase' },
    { type: 'password.edit' },
    { type: 'xstate.done.actor.change', output: { ended_sessions: 2 } },
    { type: 'xstate.error.actor.change', error: new Error('The current password is not correct.') },
  ],
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.error !== null]),
} satisfies MachineGraph;
