// The staff chat's browser implementations: its calls (./staffChatCalls), given to the machine and to
// each of its regions' child machines, which run them.
import { staffChatChangeMachine } from '../staffChat/staffChatChange.machine';
import { staffChatOutboxMachine } from '../staffChat/staffChatOutbox.machine';
import { staffChatReceiptsMachine } from '../staffChat/staffChatReceipts.machine';
import { staffChatRoomMachine } from '../staffChat/staffChatRoom.machine';
import { staffChatSyncMachine } from '../staffChat/staffChatSync.machine';
import { type ApiClient, defaultApiClient } from './http';
import { staffChatCalls } from './staffChatCalls';

/** The browser implementation: the typed client's staff chat calls, in the machine and its children. */
export function staffChatBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const calls = staffChatCalls(api);
  return {
    actors: {
      rooms: calls.rooms,
      markRead: calls.markRead,
      room: staffChatRoomMachine.provide({
        actors: { loadRoom: calls.loadRoom, loadOlder: calls.loadOlder },
      }),
      outbox: staffChatOutboxMachine.provide({ actors: { post: calls.post } }),
      change: staffChatChangeMachine.provide({ actors: { edit: calls.edit, remove: calls.remove } }),
      receipts: staffChatReceiptsMachine.provide({ actors: { receipts: calls.receipts } }),
      sync: staffChatSyncMachine.provide({ actors: { resync: calls.resync } }),
    },
  };
}
