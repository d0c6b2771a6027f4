import { isPublicPath, sessionMachine } from '@store-ops/machines';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  createMachineContext,
  MachineProvider,
  useMachineActor,
  useMachineSelector,
} from './createMachineProvider';

/**
 * Set while this browser holds a session it signed in with (cleared on logout and on a failed
 * check). It lets `/` and `/login` serve both readings of the spec: a visitor (no hint) gets no
 * session check and nothing preloaded; a signed-in user gets the check, then the chat.
 */
export const SESSION_HINT_KEY = 'storeOps.sessionHint';

export const sessionHint = {
  present: () => {
    try {
      return localStorage.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return false;
    }
  },
  set: () => {
    try {
      localStorage.setItem(SESSION_HINT_KEY, '1');
    } catch {
      // storage unavailable: the public paths then simply skip the check
    }
  },
  clear: () => {
    try {
      localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // nothing to clear
    }
  },
};

/** The session machine with its public-path rule widened by the hint (see above). */
export const appSessionMachine = sessionMachine.provide({
  guards: { isPublicPath: ({ context }) => isPublicPath(context.path) && !sessionHint.present() },
});

const SessionContext = createMachineContext<typeof appSessionMachine>('Session');

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <MachineProvider
      of={SessionContext}
      logic={appSessionMachine}
      options={{ input: { path: window.location.pathname } }}
    >
      {children}
    </MachineProvider>
  );
}

/** The session actor (send `session.login`, `session.logout`, ...). */
export const useSession = () => useMachineActor(SessionContext, 'useSession');
/** One slice of the session snapshot; re-renders only when that slice changes. */
export function useSessionSelector<T>(
  selector: (snapshot: SnapshotFrom<typeof appSessionMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useMachineSelector(SessionContext, selector, compare, 'useSession');
}
