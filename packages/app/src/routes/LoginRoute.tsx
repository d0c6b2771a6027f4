import { messages } from '@store-ops/machines';
import { type LoginError, LoginScreen, type LoginState } from '@store-ops/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useDemoMessages } from '../providers/demoChat';
import { sessionHint, useSession, useSessionSelector } from '../providers/session';
import { Loading, useSessionPhase } from './guards';
import { prefetchSignedInRoutes } from './lazy';
import { paths } from './paths';

/** The session machine's error text as the form's error kinds (the texts are the spec's). */
function loginError(text: string): LoginError {
  if (text === messages.loginFailed) return { kind: 'loginFailed' };
  if (text === messages.unexpectedError) return { kind: 'unexpected' };
  return { kind: 'server', message: text };
}

/** `/login`: the form and the live demo chat; a signed-in user goes to `/chat`. */
export default function LoginRoute() {
  const phase = useSessionPhase();
  const session = useSession();
  const state = useSessionSelector(
    (s): LoginState =>
      s.matches('signingIn')
        ? { status: 'submitting' }
        : s.context.error
          ? { status: 'error', error: loginError(s.context.error) }
          : { status: 'idle' },
    (a, b) => a.status === b.status && JSON.stringify(a) === JSON.stringify(b),
  );
  const demoMessages = useDemoMessages();
  useEffect(() => {
    if (phase === 'signedOut') sessionHint.clear();
  }, [phase]);
  useEffect(prefetchSignedInRoutes, []);
  if (phase === 'checking') return <Loading />;
  if (phase === 'signedIn') return <Navigate to={paths.chat} replace />;
  return (
    <LoginScreen
      state={state}
      demoMessages={demoMessages}
      onSubmit={({ email, password }) => session.send({ type: 'session.login', email, password })}
    />
  );
}
