import { followStorageOwner, onSessionEnded, sessionMachine } from '@store-ops/machines';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import {
  createMachineContext,
  MachineProvider,
  type MachineSelectorHook,
  useMachineActor,
} from './createMachineProvider';

/**
 * The server's session-hint cookie: present while this browser holds a session (the server sets it
 * with the session cookie and keeps it true on every page load, so a session made in another tab or
 * restored from the cookie counts). It lets `/` and `/login` serve both readings of the spec: a
 * visitor (no hint) gets no session check and nothing preloaded; a signed-in user gets the check,
 * then the chat (`/`) or `/chat` (`/login`).
 */
export const SESSION_HINT_COOKIE = 'session_hint';

const cookieDocument = () => (globalThis as { document?: { cookie: string } }).document;

export const sessionHint = {
  present: () =>
    (cookieDocument()?.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`)),
  /** Drops a hint that outlived its session (the server would at the next page load). */
  clear: () => {
    const doc = cookieDocument();
    if (doc && sessionHint.present()) doc.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  },
};

const SessionContext = createMachineContext<typeof sessionMachine>('Session');

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <MachineProvider
      of={SessionContext}
      logic={sessionMachine}
      options={{ input: { path: window.location.pathname, hasSession: sessionHint.present() } }}
    >
      <SessionEnds />
      <StorageOwner />
      {children}
    </MachineProvider>
  );
}

/**
 * A session that ends while the app is open (idle or absolute timeout, a logout in another tab, an
 * impersonation past its limit) signs the user out: at the next API answer of 401, or as soon as
 * the tab is shown again after the hint cookie went (a logout in another tab clears it).
 */
function SessionEnds() {
  const session = useSession();
  useEffect(() => {
    const expire = () => session.send({ type: 'session.expired' });
    const unsubscribe = onSessionEnded(expire);
    // Only a hint that went while the tab was hidden counts (a browser that hides cookies from
    // scripts never had one).
    let hintedWhenHidden = false;
    const onVisibility = () => {
      const signedIn = session.getSnapshot().matches('signedIn');
      if (document.visibilityState === 'hidden') hintedWhenHidden = signedIn && sessionHint.present();
      else if (hintedWhenHidden && signedIn && !sessionHint.present()) expire();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [session]);
  return null;
}

/** The session actor (send `session.login`, `session.logout`, ...). */
export const useSession = () => useMachineActor(SessionContext);
/** One slice of the session snapshot; re-renders only when that slice changes. */
export const useSessionSelector: MachineSelectorHook<typeof sessionMachine> = (selector, compare) =>
  useSelector(useSession(), selector, compare);

/**
 * Names the browser storage's owner as the session changes (a shared device;
 * `followStorageOwner`): the signed-in user's data only; once the server has said nobody is signed
 * in here (a sign-out, a session that ended, a session check that found none) nobody's, the device's
 * brand and mode staying. A layout effect: the snapshot the page starts with is followed before the
 * first paint, so the sign-in form never shows while a previous user's data is stored.
 */
function StorageOwner() {
  const session = useSession();
  useLayoutEffect(() => followStorageOwner(session), [session]);
  return null;
}
