import type { SessionUser } from '@store-ops/domain';
import type { MachineGraph } from '../testing/graph';
import { sessionMachine } from './session.machine';
import { LoginError, MfaChallengeEndedError, MfaRequiredError, NoSessionError } from './sessionErrors';

const MFA_PROMPT = 'Enter the 6-digit code from your authenticator app.';
const WRONG_CODE =
  'That code is not correct. Enter the current code from your authenticator app or a recovery code.';
const TIMED_OUT = 'The sign-in has timed out. Sign in again.';
const ada: SessionUser = {
  id: 7,
  email: 'ada@example.com',
  name: 'Ada',
  admin: true,
  settings: { theme: 'dark' },
};

/** The session machine's traversal (its test and the QA coverage check): the app opened on /chat. */
export const sessionGraph = {
  machine: sessionMachine,
  input: { path: '/chat' },
  events: [
    { type: 'session.login', email: 'ada@example.com', password: 'pw' },
    { type: 'session.login', email: '', password: '' },
    { type: 'session.logout' },
    { type: 'session.check' },
    { type: 'session.expired' },
    { type: 'session.userChanged', user: ada },
    { type: 'session.settingsSaved', settings: '{"report_blocks":["sales"]}' },
    { type: 'xstate.done.actor.checkSession', output: { user: ada, originalUser: null } },
    { type: 'xstate.error.actor.checkSession', error: new NoSessionError('401 Unauthorized') },
    { type: 'xstate.error.actor.checkSession', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.login', output: ada },
    { type: 'xstate.error.actor.login', error: new LoginError('Invalid email or password') },
    { type: 'xstate.error.actor.login', error: new MfaRequiredError(MFA_PROMPT) },
    { type: 'session.mfa.submit', code: '123456' },
    { type: 'session.mfa.submit', code: ' ' },
    { type: 'session.mfa.cancel' },
    { type: 'session.mfaEnrolment', required: false },
    { type: 'xstate.done.actor.verifyMfa', output: ada },
    { type: 'xstate.error.actor.verifyMfa', error: new LoginError(WRONG_CODE) },
    { type: 'xstate.error.actor.verifyMfa', error: new MfaChallengeEndedError(TIMED_OUT) },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
  ],
} satisfies MachineGraph;
