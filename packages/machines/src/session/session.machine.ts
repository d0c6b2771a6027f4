import { parseSettings, type SessionUser } from '@store-ops/domain';
import { assertEvent, assign, setup } from 'xstate';
import { sessionBrowserDefaults } from '../adapters/session';
import { messages } from '../messages';
import { LoginError, MfaChallengeEndedError, MfaRequiredError, NoSessionError } from './sessionErrors';

/**
 * Paths where no session check runs and no data is preloaded: `/blog`
 * and the paths under it, `/demo` and the paths under it, always; `/` and `/login` only for a
 * visitor with no session (for a signed-in user `/` is the chat, and `/login` sends to `/chat`).
 */
export function isPublicPath(path: string, hasSession = false): boolean {
  if (path === '/' || path === '/login') return !hasSession;
  return path === '/blog' || path.startsWith('/blog/') || path === '/demo' || path.startsWith('/demo/');
}

export interface SessionInput {
  /** The current location pathname, e.g. `/chat`. */
  path: string;
  /**
   * Whether this browser may hold a session (the server's session-hint cookie, which it keeps true
   * to the session cookie on every page load). Decides whether `/` and `/login` check the session.
   */
  hasSession?: boolean;
}

export interface SessionContext {
  path: string;
  hasSession: boolean;
  user: SessionUser | null;
  /** The admin behind the session while impersonating, as the last session check reported it. */
  originalUser: SessionUser | null;
  /** What the login form shows; null when there is nothing to show. */
  error: string | null;
  /**
   * REQUIRE_ADMIN_MFA: this administrator must enrol an authenticator before
   * anything else works (the app sends them to Settings until `session.mfaEnrolment` says otherwise).
   */
  mfaEnrolmentRequired: boolean;
  /**
   * The server has said nobody is signed in on this browser: a session check answered 401, the
   * session ended (an API answer of 401) or was signed out; or, at start on `/` or `/login`, the page
   * came without the session hint. Whatever the browser stores of a user is then a previous user's
   * (see `storageOwnerOf`). A network failure says nothing.
   */
  noSession: boolean;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  /** The sign-in's second step (the password was right; the account has an authenticator). */
  | { type: 'session.mfa.submit'; code: string }
  /** Back from the code step to the e-mail and password form. */
  | { type: 'session.mfa.cancel' }
  /**
   * Settings learned whether REQUIRE_ADMIN_MFA holds this administrator back: false once they enrol,
   * true again if they turn their authenticator off.
   */
  | { type: 'session.mfaEnrolment'; required: boolean }
  | { type: 'session.logout' }
  /** Run the session check (e.g. the app navigated from a public path to a protected one). */
  | { type: 'session.check' }
  /** The current user changed without a login (impersonation started or stopped). */
  | { type: 'session.userChanged'; user: SessionUser }
  /** An API call answered 401: the session ended on the server (timeout, logout elsewhere). */
  | { type: 'session.expired' }
  /** The user saved their own settings (PUT /api/me/settings answered them, as a JSON string). */
  | { type: 'session.settingsSaved'; settings: string };

/** A finished sign-in: the user, and whether REQUIRE_ADMIN_MFA sends them to enrol first. */
export type SignedInUser = SessionUser & { mfaEnrolmentRequired?: boolean };

/** What the session check answers: the current user and, while impersonating, the original admin. */
export interface SessionCheck {
  user: SessionUser;
  originalUser: SessionUser | null;
  /** REQUIRE_ADMIN_MFA: the administrator has no authenticator yet. */
  mfaEnrolmentRequired?: boolean;
}

export interface SessionImplementations {
  checkSession: () => Promise<SessionCheck>;
  login: (credentials: { email: string; password: string }) => Promise<SignedInUser>;
  /** The code step: a code from the authenticator app or a recovery code finishes the sign-in. */
  verifyMfa: (input: { code: string }) => Promise<SignedInUser>;
  /** A full page navigation to GET /auth/logout; resolves only where no navigation happens (tests). */
  logout: () => Promise<void>;
}

/** A finished sign-in as the context keeps it: the user, and the REQUIRE_ADMIN_MFA flag on its own. */
const signedIn = ({ mfaEnrolmentRequired, ...user }: SignedInUser) => ({
  user: user as SessionUser,
  originalUser: null,
  mfaEnrolmentRequired: mfaEnrolmentRequired === true,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    ...sessionBrowserDefaults().actors,
  },
  guards: {
    isPublicPath: ({ context }) => isPublicPath(context.path, context.hasSession),
    noSession: ({ event }) => (event as { error?: unknown }).error instanceof NoSessionError,
    hasCredentials: ({ event }) =>
      event.type === 'session.login' && event.email.trim() !== '' && event.password !== '',
    hasCode: ({ event }) => event.type === 'session.mfa.submit' && event.code.trim() !== '',
    mfaRequired: ({ event }) => (event as { error?: unknown }).error instanceof MfaRequiredError,
    mfaChallengeEnded: ({ event }) => (event as { error?: unknown }).error instanceof MfaChallengeEndedError,
  },
  actions: {
    logNoSession: () => console.info(messages.noExistingSession),
    showLoginError: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof LoginError ? error.message : messages.unexpectedError;
      },
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    path: input.path,
    hasSession: input.hasSession ?? false,
    user: null,
    originalUser: null,
    error: null,
    mfaEnrolmentRequired: false,
    // The sign-in paths without the hint: the server's page answer said there is no session here.
    noSession: !(input.hasSession ?? false) && (input.path === '/' || input.path === '/login'),
  }),
  initial: 'initializing',
  states: {
    initializing: {
      always: [{ guard: 'isPublicPath', target: 'signedOut' }, { target: 'checking' }],
    },
    checking: {
      tags: ['loading'],
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: {
          target: 'signedIn',
          actions: assign({
            user: ({ event }) => event.output.user,
            originalUser: ({ event }) => event.output.originalUser,
            mfaEnrolmentRequired: ({ event }) => event.output.mfaEnrolmentRequired === true,
          }),
        },
        onError: [
          {
            guard: 'noSession',
            target: 'signedOut',
            actions: ['logNoSession', assign({ user: null, originalUser: null, noSession: true })],
          },
          // The server could not be asked (network, 5xx): the session may still be there.
          { target: 'signedOut', actions: ['logNoSession', assign({ user: null, originalUser: null })] },
        ],
      },
    },
    signedOut: {
      initial: 'idle',
      on: {
        'session.check': { target: 'checking' },
        'session.login': [
          { guard: 'hasCredentials', target: 'signingIn' },
          { target: '.failed', actions: assign({ error: messages.loginFieldsRequired }) },
        ],
      },
      states: {
        idle: {},
        failed: { tags: ['error'] },
        /** The session ended while the app was open; the form says so until the next sign-in. */
        expired: {},
      },
    },
    signingIn: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'session.login'
            ? { email: event.email.trim(), password: event.password }
            : { email: '', password: '' },
        onDone: { target: 'signedIn', actions: assign(({ event }) => signedIn(event.output)) },
        onError: [
          { guard: 'mfaRequired', target: 'mfa' },
          { target: 'signedOut.failed', actions: 'showLoginError' },
        ],
      },
    },
    /** The password was right; a code from the authenticator app finishes it. */
    mfa: {
      initial: 'idle',
      on: {
        'session.mfa.submit': [
          { guard: 'hasCode', target: 'verifyingMfa' },
          { target: '.failed', actions: assign({ error: messages.mfaCodeRequired }) },
        ],
        'session.mfa.cancel': { target: 'signedOut.idle', actions: assign({ error: null }) },
      },
      states: {
        idle: {},
        failed: { tags: ['error'] },
      },
    },
    verifyingMfa: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'verifyMfa',
        src: 'verifyMfa',
        input: ({ event }) => {
          assertEvent(event, 'session.mfa.submit');
          return { code: event.code.trim() };
        },
        onDone: { target: 'signedIn', actions: assign(({ event }) => signedIn(event.output)) },
        onError: [
          // The waiting sign-in timed out: the password again.
          { guard: 'mfaChallengeEnded', target: 'signedOut.failed', actions: 'showLoginError' },
          { target: 'mfa.failed', actions: 'showLoginError' },
        ],
      },
    },
    signedIn: {
      entry: assign({ error: null, noSession: false }),
      on: {
        'session.logout': { target: 'signingOut' },
        // From here the impersonation machine knows the original user; the check's word is spent.
        'session.userChanged': { actions: assign({ user: ({ event }) => event.user, originalUser: null }) },
        'session.mfaEnrolment': { actions: assign({ mfaEnrolmentRequired: ({ event }) => event.required }) },
        'session.settingsSaved': {
          actions: assign({
            user: ({ context, event }) =>
              context.user && { ...context.user, settings: parseSettings(event.settings) },
          }),
        },
        'session.expired': {
          target: 'signedOut.expired',
          actions: assign({ user: null, originalUser: null, mfaEnrolmentRequired: false, noSession: true }),
        },
      },
    },
    signingOut: {
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: assign({ user: null, originalUser: null, mfaEnrolmentRequired: false, noSession: true }),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ user: null, originalUser: null, mfaEnrolmentRequired: false, noSession: true }),
        },
      },
    },
  },
});
