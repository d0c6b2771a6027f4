import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { selectionMachine } from './selection.machine';

/** The selection machine's traversal (its test and the QA coverage check). */
export const selectionGraph = {
  machine: selectionMachine,
  input: { today: '2026-11-21' },
  // The guards read the context (which user, which store), so snapshots are told apart by it.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]),
  events: [
    { type: 'selection.company', company: '1' },
    { type: 'selection.store', store: '12' },
    { type: 'selection.date', date: '2026-11-17' },
    { type: 'selection.user', userId: 5 },
    { type: 'selection.user', userId: 6 },
    { type: 'selection.storesListed', storeIds: ['12', '14'] },
  ],
} satisfies MachineGraph;
