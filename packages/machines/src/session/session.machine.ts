import { type SessionUser, sessionUserSchema } from '@store-ops/domain';
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, defaultApiClient, readJsonBody } from '../adapters/http';
import { messages } from '../messages';

/** Paths where no session check runs and no data is preloaded (spec section 2). */
export function isPublicPath(path: string): boolean {
  return path === '/' || path === '/login' || path === '/blog' || path.startsWith('/demo/');
}

export interface SessionInput {
  /** The current location pathname, e.g. `/chat`. */
  path: string;
}

export interface SessionContext {
  path: string;
  user: SessionUser | null;
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
  /** A call answered 401: the session is gone. */
  | { type: 'session.expired' };

/** Thrown by the login actor: its message is what the form shows. */
export class LoginError extends Error {
  override name = 'LoginError';
}

export interface SessionImplementations {
  checkSession: () => Promise<SessionUser>;
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
      const response = await api().get('/auth/login');
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return sessionUserSchema.parse(await response.json());
    },
    async login({ email, password }) {
      let response: Response;
      try {
        response = await api().postJson('/auth/login', { email, password });
      } catch {
        throw new LoginError(messages.unexpectedError);
      }
      if (!response.ok) {
        const body = (await readJsonBody(response)) as { message?: unknown } | undefined;
        const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
        throw new LoginError(serverMessage ?? messages.loginFailed);
      }
      const parsed = sessionUserSchema.safeParse(await readJsonBody(response));
      if (!parsed.success) throw new LoginError(messages.unexpectedError);
      return parsed.data;
    },
    async logout() {
      const location = (globalThis as { location?: { assign(url: string): void } }).location;
      location?.assign('/auth/logout');
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
      checkSession: fromPromise<SessionUser>(() => impl.checkSession()),
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
    isPublicPath: ({ context }) => isPublicPath(context.path),
    hasCredentials: ({ event }) =>
      event.type === 'session.login' && event.email.trim() !== '' && event.password !== '',
  },
  actions: {
    logNoSession: () => console.info(messages.noExistingSession),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ path: input.path, user: null, error: null }),
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
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'signedOut', actions: ['logNoSession', assign({ user: null })] },
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
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
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
        'session.userChanged': { actions: assign({ user: ({ event }) => event.user }) },
        'session.expired': { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
    signingOut: {
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: assign({ user: null }) },
        onError: { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
  },
});
