import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { demoChatMachine } from './demoChat.machine';

/** The demo chat machine's traversal (its test and the QA coverage check): a one-line looping script. */
export const demoChatGraph = {
  machine: demoChatMachine,
  input: {
    script: [{ user: 'user', msg: 'How did lunch go?' }],
    loop: true,
    now: () => new Date('2026-11-21T12:00:00.000Z'),
  },
  events: [
    { type: 'xstate.after.interval.demoChat.playing' },
    { type: 'xstate.after.interval.demoChat.finished' },
    { type: 'demo.restart' },
  ],
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.next]),
} satisfies MachineGraph;
