import { impersonationMachine, selectAdminGate } from '@store-ops/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { createMachineContext, type MachineSelectorHook, useMachineActor } from './createMachineProvider';
import { useSession, useSessionSelector } from './session';

const ImpersonationContext = createMachineContext<typeof impersonationMachine>('Impersonation');

/** Runs the impersonation machine beside the session: forwards the session's user in, and the user it switches to back out. */
export function ImpersonationProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = useSessionSelector((s) => s.context.user);
  const settled = useSessionSelector((s) => !s.matches('checking') && !s.hasTag('loading'));
  // The session check names the original admin while impersonating (GET /auth/login), so a reload
  // in any tab restores the badge and the admin entries.
  const originalUser = useSessionSelector((s) => s.context.originalUser);
  const actor = useActorRef(impersonationMachine, { input: { user: null } });

  useEffect(() => {
    if (settled || user) actor.send({ type: 'impersonation.userSeen', user, originalUser });
  }, [actor, user, originalUser, settled]);

  useEffect(() => {
    const sub = actor.on('impersonation.userChanged', (event) =>
      session.send({ type: 'session.userChanged', user: event.user }),
    );
    return () => sub.unsubscribe();
  }, [actor, session]);

  return (
    <ImpersonationContext.Context.Provider value={actor}>{children}</ImpersonationContext.Context.Provider>
  );
}

export const useImpersonation = () => useMachineActor(ImpersonationContext);
export const useImpersonationSelector: MachineSelectorHook<typeof impersonationMachine> = (
  selector,
  compare,
) => useSelector(useImpersonation(), selector, compare);

/**
 * Whether admin entries and routes are available: the original user's admin flag while
 * impersonating, else the signed-in user's. Read from the session too, so the very render in which
 * the session turns signed-in already knows (no flash redirect of an admin deep link).
 */
export function useAdminGate(): boolean {
  const sessionAdmin = useSessionSelector((s) => s.context.user?.admin === true);
  const original = useImpersonationSelector((s) => s.context.originalUser);
  const gate = useImpersonationSelector(selectAdminGate);
  return original ? gate : sessionAdmin;
}
