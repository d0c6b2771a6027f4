import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { adminGridMachine, type GridRow, type LoadOutput } from './adminGrid.machine';

const downtown: GridRow = {
  id: 1,
  version: 3,
  name: 'Harvest Table Downtown',
  phone: '512-555-0100',
  company_id: 1,
};
const uptown: GridRow = {
  id: 2,
  version: 0,
  name: 'Harvest Table Uptown',
  phone: '512-555-0200',
  company_id: 1,
};
const loaded: LoadOutput = {
  rows: [downtown, uptown],
  refs: {
    companies: [
      { id: 1, name: 'Harvest Table Restaurant Group', source_id: 'HT', week_begin: 'Monday', version: 0 },
    ],
  },
};
const stale = new ApiFailure(
  409,
  'conflict',
  'This row was changed by someone else. Reload it and try again.',
  {
    ...downtown,
    version: 4,
    phone: '512-555-0111',
  },
);

/** The admin grid machine's traversal (its test and the QA coverage check): the stores grid. */
export const adminGridGraph = {
  machine: adminGridMachine,
  input: { entity: 'stores', refs: ['companies'] },
  events: [
    { type: 'xstate.done.actor.load', output: loaded },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'grid.reload' },
    { type: 'grid.edit', rowId: 1, field: 'phone', value: '512-555-0199' },
    { type: 'grid.edit', rowId: 1, field: 'phone', value: '512-555-0100' },
    { type: 'grid.undo' },
    { type: 'grid.redo' },
    { type: 'grid.discard' },
    { type: 'grid.discard', rowId: 1 },
    { type: 'grid.save' },
    { type: 'xstate.done.actor.saveRow', output: { ...downtown, phone: '512-555-0199', version: 4 } },
    { type: 'xstate.error.actor.saveRow', error: stale },
    { type: 'xstate.error.actor.saveRow', error: new ApiFailure(400, 'bad_request', 'Bad phone.') },
    { type: 'grid.keepMine' },
    { type: 'grid.takeTheirs' },
    { type: 'grid.createOpen' },
    { type: 'grid.createCancel' },
    { type: 'grid.createSubmit', values: { name: 'New' } },
    { type: 'xstate.done.actor.createRow', output: { id: 9, version: 0, name: 'New' } },
    { type: 'xstate.error.actor.createRow', error: new ApiFailure(409, 'conflict', 'Duplicate.') },
    { type: 'grid.deleteAsk', rowId: 2 },
    { type: 'grid.deleteCancel' },
    { type: 'grid.deleteConfirm' },
    { type: 'xstate.done.actor.deleteRow' },
    { type: 'xstate.error.actor.deleteRow', error: new ApiFailure(409, 'conflict', 'Has employees.') },
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      Object.keys(s.context.edits).length,
      s.context.undo.length > 0,
      s.context.redo.length > 0,
    ]),
} satisfies MachineGraph;
