// The staff chat's runtime in this tab: one stream (the connection machine) and the staff chat
// machine fed by it, for the signed-in admin (never for a regular user: the API answers them 403).
// Started in idle time by the signed-in layout (the drawer's unread badge needs it on every screen)
// or by /staffchat, whichever comes first; stopped when that user's layout goes (sign-out,
// impersonation), so nothing of theirs keeps running.
import {
  staffChatBrowserDefaults,
  staffChatConnectionBrowserDefaults,
  staffChatConnectionMachine,
  staffChatMachine,
  totalUnread,
} from '@store-ops/machines';
import { type Actor, createActor } from 'xstate';

export interface StaffChatRuntime {
  userId: number;
  connection: Actor<typeof staffChatConnectionMachine>;
  chat: Actor<typeof staffChatMachine>;
  stop(): void;
}

let current: StaffChatRuntime | null = null;

/** The runtime of this user (started now if it is not running; another user's is stopped first). */
export function staffChatRuntime(user: { id: number; admin: boolean }): StaffChatRuntime {
  if (current?.userId === user.id) return current;
  current?.stop();
  const chat = createActor(staffChatMachine.provide(staffChatBrowserDefaults()), {
    // Hidden until /staffchat shows it: meanwhile what arrives is unread (the drawer's badge). Only
    // administrators run it (the admin gate; while impersonating, the one who started it): they may
    // delete anyone's message, whoever they act as.
    input: { userId: user.id, admin: user.admin, moderator: true, visible: false },
  });
  const connection = createActor(staffChatConnectionMachine.provide(staffChatConnectionBrowserDefaults()), {
    input: {},
  });
  // Every stream event and every (re)connection goes to the chat machine.
  const forward = connection.on('*', (event) => chat.send(event as never));
  chat.start();
  connection.start();
  const runtime: StaffChatRuntime = {
    userId: user.id,
    connection,
    chat,
    stop() {
      forward.unsubscribe();
      connection.stop();
      chat.stop();
      if (current === runtime) current = null;
    },
  };
  current = runtime;
  return runtime;
}

/** Stops this user's runtime, if it runs. */
export function stopStaffChatRuntime(userId: number) {
  if (current?.userId === userId) current.stop();
}

/** Calls `onTotal` with the total of unread messages now and on every change; returns the unsubscribe. */
export function watchUnread(runtime: StaffChatRuntime, onTotal: (total: number) => void): () => void {
  let last = -1;
  const report = () => {
    const total = totalUnread(runtime.chat.getSnapshot());
    if (total === last) return;
    last = total;
    onTotal(total);
  };
  report();
  const sub = runtime.chat.subscribe(report);
  return () => sub.unsubscribe();
}
