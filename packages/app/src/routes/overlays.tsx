// The signed-in shell's overlays, loaded apart from it (see SignedInLayout): the navigation drawer
// for narrow screens and the impersonation dialog wired to the impersonation machine.
import { selectFilteredUsers } from '@store-ops/machines';
import { ImpersonationDialog, type ImpersonationDialogState, SideDrawer } from '@store-ops/ui';
import { useImpersonation, useImpersonationSelector } from '../providers/impersonation';

export { SideDrawer as NavDrawer };

export function ImpersonationDialogConnected() {
  const actor = useImpersonation();
  const isOpen = useImpersonationSelector(
    (s) =>
      s.matches('loadingUsers') || s.matches('loadFailed') || s.matches('selecting') || s.matches('starting'),
  );
  const state = useImpersonationSelector(
    (s): ImpersonationDialogState => {
      const query = s.context.search;
      const list = {
        users: selectFilteredUsers(s).map((u) => ({ ...u, name: u.name ?? '' })),
        totalUsers: s.context.users.length,
        query,
      };
      if (s.matches('loadingUsers')) return { status: 'loading' };
      if (s.matches('loadFailed')) return { status: 'loadError' };
      if (s.matches('starting')) return { status: 'starting', userId: -1, ...list };
      if (s.matches({ selecting: 'failed' }))
        return { status: 'startError', reason: s.context.error ?? undefined, ...list };
      return { status: 'selecting', ...list };
    },
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
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
