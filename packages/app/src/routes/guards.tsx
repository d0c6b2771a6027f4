import { isPublicPath } from '@store-ops/machines';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionHint, useSession, useSessionSelector } from '../providers/session';
import { isAdminPath, paths } from './paths';

/** The plain text the spec shows while the session check runs. */
export function Loading() {
  return <>Loading</>;
}

type Phase = 'checking' | 'signedIn' | 'signedOut';

/** The session as the guards see it: still checking, signed in, or signed out. */
export function useSessionPhase(): Phase {
  return useSessionSelector((s) => {
    if (s.matches('signedIn') || s.matches('signingOut')) return 'signedIn';
    // The sign-in's code step is still the sign-in form.
    if (s.matches('signedOut') || s.matches('signingIn') || s.matches('mfa') || s.matches('verifyingMfa'))
      return 'signedOut';
    return 'checking';
  });
}

let checkedThisPage = false;

/**
 * Protected routes: `Loading` while the session check runs, `/login` when there is no session.
 * Arriving in-app from a public path (where no check ran) starts the check once; `/` itself never
 * checks for a visitor with no session hint (the session machine decided at start, see
 * providers/session).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const phase = useSessionPhase();
  const session = useSession();
  const pristine = useSessionSelector((s) => s.matches({ signedOut: 'idle' }));
  const mustEnrol = useSessionSelector((s) => s.context.mfaEnrolmentRequired);
  const location = useLocation();
  // A check that ran (or runs) on this page load counts: never check twice.
  if (phase === 'checking') checkedThisPage = true;
  const needsCheck =
    phase === 'signedOut' &&
    pristine &&
    !checkedThisPage &&
    !isPublicPath(location.pathname, sessionHint.present());
  useEffect(() => {
    if (needsCheck) {
      checkedThisPage = true;
      session.send({ type: 'session.check' });
    }
  }, [needsCheck, session]);
  if (phase === 'checking' || needsCheck) return <Loading />;
  if (phase === 'signedOut') {
    sessionHint.clear();
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  // REQUIRE_ADMIN_MFA: an administrator without an authenticator sets one up before anything else.
  if (mustEnrol && location.pathname !== paths.settings) return <Navigate to={paths.settings} replace />;
  return <>{children}</>;
}

/** Unknown paths of a signed-in user: an admin path the user may not use, or nothing: to `/chat`. */
export function SignedInFallback() {
  const { pathname } = useLocation();
  return (
    <Navigate to={paths.chat} replace state={isAdminPath(pathname) ? { deniedAdmin: pathname } : undefined} />
  );
}
