// The signed-in shell's overlays, loaded apart from it (see SignedInLayout): the navigation drawer
// for narrow screens, the impersonation dialog wired to the impersonation machine, and the chat's
// dialog asking for a prompt's variables (ChatRoute).
import { type impersonationMachine, selectFilteredUsers } from '@store-ops/machines';
import {
  ImpersonationDialog,
  type ImpersonationDialogState,
  SideDrawer,
  VariablesDialog,
} from '@store-ops/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useImpersonation } from '../providers/impersonation';

export { SideDrawer as NavDrawer, VariablesDialog };

const isDialogOpen = (s: SnapshotFrom<typeof impersonationMachine>) =>
  s.matches('loadingUsers') || s.matches('loadFailed') || s.matches('selecting') || s.matches('starting');

/** What the dialog shows for a state of the impersonation machine. */
function dialogState(s: SnapshotFrom<typeof impersonationMachine>): ImpersonationDialogState {
  const list = {
    users: selectFilteredUsers(s).map((u) => ({ ...u, name: u.name ?? '' })),
    totalUsers: s.context.users.length,
    query: s.context.search,
  };
  if (s.matches('loadingUsers')) return { status: 'loading' };
  if (s.matches('loadFailed')) return { status: 'loadError' };
  if (s.matches('starting')) return { status: 'starting', userId: -1, ...list };
  if (s.matches({ selecting: 'failed' }))
    return { status: 'startError', reason: s.context.error ?? undefined, ...list };
  return { status: 'selecting', ...list };
}

/** The impersonation dialog driven by an impersonation actor (the app's, or a story's). */
export function ImpersonationDialogFor({ actor }: { actor: ActorRefFrom<typeof impersonationMachine> }) {
  const isOpen = useSelector(actor, isDialogOpen);
  const state = useSelector(actor, dialogState, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <ImpersonationDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'impersonation.cancel' });
      }}
      state={state}
      onQueryChange={(query) => actor.send({ type: 'impersonation.search', query })}
      onSelect={(user) => actor.send({ type: 'impersonation.select', userId: user.id })}
      onRetry={() => actor.send({ type: 'impersonation.retry' })}
    />
  );
}

/** The app's impersonation dialog: the dialog over the impersonation provider's actor. */
export function ImpersonationDialogConnected() {
  return <ImpersonationDialogFor actor={useImpersonation()} />;
}
