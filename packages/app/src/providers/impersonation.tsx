import { type SessionUser, sessionUserSchema } from '@store-ops/domain';
import { impersonationMachine, selectAdminGate, selectIsImpersonating } from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { createMachineContext, useMachineActor, useMachineSelector } from './createMachineProvider';
import { useSession, useSessionSelector } from './session';

/**
 * The original admin while impersonating, kept for this tab so a reload still shows the badge and
 * the admin entries (the server's session decides what data and APIs are allowed either way).
 */
const ORIGINAL_USER_KEY = 'storeOps.originalUser';

function restoreOriginalUser(): SessionUser | null {
  try {
    const raw = sessionStorage.getItem(ORIGINAL_USER_KEY);
    if (!raw) return null;
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function storeOriginalUser(user: SessionUser | null) {
  try {
    if (user)
      sessionStorage.setItem(
        ORIGINAL_USER_KEY,
        JSON.stringify({ ...user, settings: JSON.stringify(user.settings) }),
      );
    else sessionStorage.removeItem(ORIGINAL_USER_KEY);
  } catch {
    // storage unavailable: a reload then forgets the badge, nothing else
  }
}

const ImpersonationContext = createMachineContext<typeof impersonationMachine>('Impersonation');

/** Runs the impersonation machine beside the session: forwards the session's user in, and the user it switches to back out. */
export function ImpersonationProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = useSessionSelector((s) => s.context.user);
  const settled = useSessionSelector((s) => !s.matches('checking') && !s.hasTag('loading'));
  const actor = useActorRef(impersonationMachine, {
    input: { user: null, originalUser: restoreOriginalUser() },
  });

  useEffect(() => {
    // While the session check runs the user is unknown, not absent: keep the restored original.
    if (settled || user) actor.send({ type: 'impersonation.userSeen', user });
  }, [actor, user, settled]);

  useEffect(() => {
    const sub = actor.on('impersonation.userChanged', (event) =>
      session.send({ type: 'session.userChanged', user: event.user }),
    );
    let last: SessionUser | null | undefined;
    const persist = actor.subscribe((snapshot) => {
      const original = selectIsImpersonating(snapshot) ? snapshot.context.originalUser : null;
      if (original !== last) storeOriginalUser(original);
      last = original;
    });
    return () => {
      sub.unsubscribe();
      persist.unsubscribe();
    };
  }, [actor, session]);

  return (
    <ImpersonationContext.Context.Provider value={actor}>{children}</ImpersonationContext.Context.Provider>
  );
}

export const useImpersonation = () => useMachineActor(ImpersonationContext, 'useImpersonation');
export function useImpersonationSelector<T>(
  selector: (snapshot: SnapshotFrom<typeof impersonationMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useMachineSelector(ImpersonationContext, selector, compare, 'useImpersonation');
}

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
