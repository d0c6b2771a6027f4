import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { setStorageOwner } from '../adapters/storage';
import type { sessionMachine } from './session.machine';

/**
 * Whose data the browser's storage may hold (shared devices): the signed-in user's id (while signed
 * in or signing out); null once the server has said nobody is signed in here (`noSession`): every
 * user's stored data (chat history, cached store-days, selections) is a previous user's and goes,
 * as at a sign-out; undefined while that is not known (checking, a public page that never asked, a
 * check the network failed), when nothing is named or removed.
 */
export function storageOwnerOf(snapshot: SnapshotFrom<typeof sessionMachine>): number | null | undefined {
  if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) return snapshot.context.user?.id;
  return snapshot.context.noSession ? null : undefined;
}

/**
 * Names the browser storage's owner as the session changes, from the session's current snapshot on:
 * a user keeps only their own data (an impersonation starting or ending changes the user); nobody
 * removes every user's data, the device's brand and mode staying. Runs in the session actor's own
 * notification, so no screen (the sign-in form, the next user's) renders while the previous user's
 * keys are there. Answers the unsubscribe.
 */
export function followStorageOwner(
  session: ActorRefFrom<typeof sessionMachine>,
  name: (owner: number | null, options: { forget: boolean }) => void = setStorageOwner,
): () => void {
  let owner: number | null | undefined;
  const follow = (snapshot: SnapshotFrom<typeof sessionMachine>) => {
    const next = storageOwnerOf(snapshot);
    if (next === undefined || next === owner) return;
    name(next, { forget: true });
    owner = next;
  };
  follow(session.getSnapshot());
  const subscription = session.subscribe(follow);
  return () => subscription.unsubscribe();
}
