import { type AnyMachineSnapshot, createEmptyActor } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { type StaffChatReceiptsInput, staffChatReceiptsMachine } from './staffChatReceipts.machine';

/** The receipts machine's traversal (its test and the QA coverage check): a load, answered or failed. */
export const staffChatReceiptsGraph = {
  machine: staffChatReceiptsMachine,
  input: { parent: createEmptyActor() } satisfies StaffChatReceiptsInput,
  events: [
    { type: 'receipts.load', roomId: 1 },
    {
      type: 'xstate.done.actor.receipts',
      output: { roomId: 1, receipts: [{ message_id: 10, read_by: 3, of: 12 }] },
    },
    { type: 'xstate.error.actor.receipts', error: new ApiFailure(0, 'network', 'Offline.') },
  ],
  serializeState: ((s: Parameters<typeof staffChatReceiptsMachine.transition>[0]) =>
    JSON.stringify([s.value, s.context.roomId])) as (s: AnyMachineSnapshot) => string,
} satisfies MachineGraph;
