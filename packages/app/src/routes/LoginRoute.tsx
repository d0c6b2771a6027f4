import { LoginScreen } from '@store-ops/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useDemoMessages } from '../providers/demoChat';
import { sessionHint, useSession, useSessionSelector } from '../providers/session';
import { Loading, useSessionPhase } from './guards';
import { prefetchSignedInRoutes } from './lazy';
import { loginScreenState, sameLoginState } from './loginState';
import { usePageMeta } from './pageMeta';
import { pageTitle, paths } from './paths';

/** `/login`: the form and the live demo chat; a signed-in user goes to `/chat`. */
export default function LoginRoute() {
  const phase = useSessionPhase();
  const session = useSession();
  const state = useSessionSelector(loginScreenState, sameLoginState);
  const demoMessages = useDemoMessages();
  useEffect(() => {
    if (phase === 'signedOut') sessionHint.clear();
  }, [phase]);
  useEffect(prefetchSignedInRoutes, []);
  usePageMeta(pageTitle(paths.login));
  if (phase === 'checking') return <Loading />;
  if (phase === 'signedIn') return <Navigate to={paths.chat} replace />;
  return (
    <LoginScreen
      state={state}
      demoMessages={demoMessages}
      onSubmit={({ email, password }) => session.send({ type: 'session.login', email, password })}
      onSubmitCode={(code) => session.send({ type: 'session.mfa.submit', code })}
      onCancelCode={() => session.send({ type: 'session.mfa.cancel' })}
    />
  );
}
