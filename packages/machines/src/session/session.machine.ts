import { apiPaths, parseSettings, type SessionUser } from '@store-ops/domain';
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, defaultApiClient, loadSchemas, readJsonBody } from '../adapters/http';
import { messages } from '../messages';

/**
 * Paths where no session check runs and no data is preloaded (spec section 2, issue 22): `/blog`
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
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  | { type: 'session.logout' }
  /** Run the session check (e.g. the app navigated from a public path to a protected one). */
  | { type: 'session.check' }
  /** The current user changed without a login (impersonation started or stopped). */
  | { type: 'session.userChanged'; user: SessionUser }
  /** An API call answered 401: the session ended on the server (timeout, logout elsewhere). */
  | { type: 'session.expired' }
  /** The user saved their own settings (PUT /api/me/settings answered them, as a JSON string). */
  | { type: 'session.settingsSaved'; settings: string };

/** Thrown by the login actor: its message is what the form shows. */
export class LoginError extends Error {
  override name = 'LoginError';
}

/** What the session check answers: the current user and, while impersonating, the original admin. */
export interface SessionCheck {
  user: SessionUser;
  originalUser: SessionUser | null;
}

export interface SessionImplementations {
  checkSession: () => Promise<SessionCheck>;
  login: (credentials: { email: string; password: string }) => Promise<SessionUser>;
  /** A full page navigation to GET /auth/logout; resolves only where no navigation happens (tests). */
  logout: () => Promise<void>;
}

/** The browser implementations over an API client (fetch with credentials: 'include'). */
export function createSessionImplementations(
  api: () => ApiClient = defaultApiClient,
): SessionImplementations {
  return {
    async checkSession() {
      const schemas = loadSchemas();
      const response = await api().get(apiPaths.session);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const { sessionCheckResponseSchema, sessionUserSchema } = await schemas;
      const { original_user, ...user } = sessionCheckResponseSchema.parse(await response.json());
      return {
        user: sessionUserSchema.parse(user),
        originalUser: original_user ? sessionUserSchema.parse(original_user) : null,
      };
    },
    async login({ email, password }) {
      const schemas = loadSchemas();
      let response: Response;
      try {
        response = await api().postJson(apiPaths.session, { email, password });
      } catch {
        throw new LoginError(messages.unexpectedError);
      }
      if (!response.ok) {
        const body = (await readJsonBody(response)) as { message?: unknown } | undefined;
        const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
        throw new LoginError(serverMessage ?? messages.loginFailed);
      }
      const body = await readJsonBody(response);
      const parsed = await schemas.then(
        ({ sessionUserSchema }) => sessionUserSchema.safeParse(body),
        () => null,
      );
      if (!parsed?.success) throw new LoginError(messages.unexpectedError);
      return parsed.data;
    },
    async logout() {
      const location = (globalThis as { location?: { assign(url: string): void } }).location;
      location?.assign(apiPaths.logout);
      // The page is unloading; never settle so the UI stays in `signingOut` until it does.
      if (location) await new Promise<never>(() => {});
    },
  };
}

/** Ready for `sessionMachine.provide(...)`: the browser defaults, optionally over another API client. */
export function sessionBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const impl = createSessionImplementations(api);
  return {
    actors: {
      checkSession: fromPromise<SessionCheck>(() => impl.checkSession()),
      login: fromPromise<SessionUser, { email: string; password: string }>(({ input }) => impl.login(input)),
      logout: fromPromise<void>(() => impl.logout()),
    },
  };
}

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
    hasCredentials: ({ event }) =>
      event.type === 'session.login' && event.email.trim() !== '' && event.password !== '',
  },
  actions: {
    logNoSession: () => console.info(messages.noExistingSession),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    path: input.path,
    hasSession: input.hasSession ?? false,
    user: null,
    originalUser: null,
    error: null,
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
          }),
        },
        onError: {
          target: 'signedOut',
          actions: ['logNoSession', assign({ user: null, originalUser: null })],
        },
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
        onDone: {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.output, originalUser: null }),
        },
        onError: {
          target: 'signedOut.failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof LoginError ? event.error.message : messages.unexpectedError,
          }),
        },
      },
    },
    signedIn: {
      entry: assign({ error: null }),
      on: {
        'session.logout': { target: 'signingOut' },
        // From here the impersonation machine knows the original user; the check's word is spent.
        'session.userChanged': { actions: assign({ user: ({ event }) => event.user, originalUser: null }) },
        'session.settingsSaved': {
          actions: assign({
            user: ({ context, event }) =>
              context.user && { ...context.user, settings: parseSettings(event.settings) },
          }),
        },
        'session.expired': {
          target: 'signedOut.expired',
          actions: assign({ user: null, originalUser: null }),
        },
      },
    },
    signingOut: {
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: assign({ user: null, originalUser: null }) },
        onError: { target: 'signedOut', actions: assign({ user: null, originalUser: null }) },
      },
    },
  },
});
