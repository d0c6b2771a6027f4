// The session's browser implementations: the sign-in endpoints over an API client, and the logout
// page navigation. The session machine holds none of this; it reads only what these resolve or reject.
import { apiPaths, MFA_CHALLENGE_ENDED_CODE, MFA_REQUIRED_CODE } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import { messages } from '../messages';
import type { SessionCheck, SessionImplementations, SignedInUser } from '../session/session.machine';
import {
  LoginError,
  MfaChallengeEndedError,
  MfaRequiredError,
  NoSessionError,
} from '../session/sessionErrors';
import { type ApiClient, defaultApiClient, loadSchemas, readJsonBody } from './http';

/**
 * A full page navigation to `url` (the browser's `location.assign`); false where there is no page to
 * leave (tests, the server), when nothing happens.
 */
function leavePage(url: string): boolean {
  const location = (globalThis as { location?: { assign(url: string): void } }).location;
  location?.assign(url);
  return !!location;
}

/** The browser implementations over an API client (fetch with credentials: 'include'). */
export function createSessionImplementations(
  api: () => ApiClient = defaultApiClient,
): SessionImplementations {
  return {
    async checkSession() {
      const schemas = loadSchemas();
      const response = await api().get(apiPaths.session);
      if (response.status === 401) throw new NoSessionError(`${response.status} ${response.statusText}`);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const { sessionCheckResponseSchema, sessionUserSchema } = await schemas;
      const { original_user, mfa_enrolment_required, ...user } = sessionCheckResponseSchema.parse(
        await response.json(),
      );
      return {
        user: sessionUserSchema.parse(user),
        originalUser: original_user ? sessionUserSchema.parse(original_user) : null,
        ...(mfa_enrolment_required ? { mfaEnrolmentRequired: true } : {}),
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
      if (!response.ok) throw await signInRefusal(response, 'password');
      return signedInUser(response, schemas);
    },
    async verifyMfa({ code }) {
      const schemas = loadSchemas();
      let response: Response;
      try {
        response = await api().postJson(apiPaths.loginMfa, { code });
      } catch {
        throw new LoginError(messages.unexpectedError);
      }
      if (!response.ok) throw await signInRefusal(response, 'code');
      return signedInUser(response, schemas);
    },
    async logout() {
      // The page is unloading; never settle so the UI stays in `signingOut` until it does.
      if (leavePage(apiPaths.logout)) await new Promise<never>(() => {});
    },
  };
}

/** A refused sign-in (either step) as the error the machine reads: the server's message, its kind. */
async function signInRefusal(response: Response, step: 'password' | 'code'): Promise<LoginError> {
  const body = (await readJsonBody(response)) as
    | { message?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined;
  // POST /auth/login says `message` (the spec's field); the code step only the API's error shape.
  const said = step === 'password' ? body?.message : (body?.message ?? body?.error?.message);
  const serverMessage = typeof said === 'string' && said ? said : null;
  const message = serverMessage ?? messages.loginFailed;
  if (body?.error?.code === MFA_REQUIRED_CODE) return new MfaRequiredError(message);
  if (body?.error?.code === MFA_CHALLENGE_ENDED_CODE) return new MfaChallengeEndedError(message);
  return new LoginError(message);
}

/** A sign-in's answer: the user (settings parsed) and the REQUIRE_ADMIN_MFA flag. */
async function signedInUser(
  response: Response,
  schemas: ReturnType<typeof loadSchemas>,
): Promise<SignedInUser> {
  const body = await readJsonBody(response);
  const parsed = await schemas.then(
    ({ sessionUserSchema }) => sessionUserSchema.safeParse(body),
    () => null,
  );
  if (!parsed?.success) throw new LoginError(messages.unexpectedError);
  const enrol = (body as { mfa_enrolment_required?: unknown }).mfa_enrolment_required === true;
  return enrol ? { ...parsed.data, mfaEnrolmentRequired: true } : parsed.data;
}

/** Ready for `sessionMachine.provide(...)`: the browser defaults, optionally over another API client. */
export function sessionBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const impl = createSessionImplementations(api);
  return {
    actors: {
      checkSession: fromPromise<SessionCheck>(() => impl.checkSession()),
      login: fromPromise<SignedInUser, { email: string; password: string }>(({ input }) => impl.login(input)),
      verifyMfa: fromPromise<SignedInUser, { code: string }>(({ input }) => impl.verifyMfa(input)),
      logout: fromPromise<void>(() => impl.logout()),
    },
  };
}
