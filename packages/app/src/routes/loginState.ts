// The sign-in form's state from the session machine (the route and the QA story share it).
import { messages, type sessionMachine } from '@store-ops/machines';
import type { LoginError, LoginState } from '@store-ops/ui';
import type { SnapshotFrom } from 'xstate';

/** The session machine's error text as the form's error kinds (the texts are the spec's). */
function loginError(text: string): LoginError {
  if (text === messages.loginFailed) return { kind: 'loginFailed' };
  if (text === messages.unexpectedError) return { kind: 'unexpected' };
  return { kind: 'server', message: text };
}

/** What the sign-in form shows for a state of the session machine. */
export const loginScreenState = (s: SnapshotFrom<typeof sessionMachine>): LoginState => {
  // The code step of an account with an authenticator app.
  if (s.matches('mfa') || s.matches('verifyingMfa'))
    return { status: 'code', submitting: s.matches('verifyingMfa'), error: s.context.error };
  if (s.matches('signingIn')) return { status: 'submitting' };
  if (s.context.error) return { status: 'error', error: loginError(s.context.error) };
  if (s.matches({ signedOut: 'expired' })) return { status: 'sessionEnded' };
  return { status: 'idle' };
};
export const sameLoginState = (a: LoginState, b: LoginState) => JSON.stringify(a) === JSON.stringify(b);
