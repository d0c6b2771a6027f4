// The impersonation dialog's browser implementations: the user list and the select/stop endpoints
// over an API client, their answers checked and parsed here (the machine reads only the results).
import { apiPaths, type SessionUser } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type {
  ImpersonationCandidate,
  ImpersonationImplementations,
} from '../impersonation/impersonation.machine';
import { messages } from '../messages';
import { type ApiClient, defaultApiClient, loadSchemas, readJsonBody } from './http';

function toCandidate(row: unknown): ImpersonationCandidate | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  if (typeof r.id !== 'number' || typeof r.email !== 'string') return null;
  return {
    id: r.id,
    email: r.email,
    name: typeof r.name === 'string' && r.name ? r.name : null,
    admin: r.admin === true,
  };
}

/** GET /api/users accepts an array or `{ data: array }`; rows without an id and e-mail are dropped. */
export function parseUserList(body: unknown): ImpersonationCandidate[] {
  const rows = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)
      ? (body as { data: unknown[] }).data
      : null;
  if (!rows) throw new Error(messages.loadUsersFailedLog);
  return rows.map(toCandidate).filter((u): u is ImpersonationCandidate => u !== null);
}

export function createImpersonationImplementations(
  api: () => ApiClient = defaultApiClient,
): ImpersonationImplementations {
  return {
    async loadUsers() {
      const response = await api().get(apiPaths.impersonationUsers);
      if (!response.ok) throw new Error(messages.loadUsersFailedLog);
      return parseUserList(await response.json());
    },
    async selectUser(userId) {
      const schemas = loadSchemas();
      let response: Response;
      try {
        response = await api().postJson(apiPaths.selectUser, { user_id: userId });
      } catch {
        // Offline or refused connection: the spec's fallback text, not the browser's wording.
        throw new Error(messages.impersonationFailed);
      }
      const body = (await readJsonBody(response)) as { reason?: unknown } | undefined;
      if (!response.ok) {
        throw new Error(
          typeof body?.reason === 'string' && body.reason ? body.reason : messages.impersonationFailed,
        );
      }
      const { selectUserResponseSchema, sessionUserSchema } = await schemas;
      const parsed = selectUserResponseSchema.safeParse(body);
      if (!parsed.success) throw new Error(messages.impersonationFailed);
      return sessionUserSchema.parse(parsed.data.impersonating_user);
    },
    async stopImpersonation() {
      const schemas = loadSchemas();
      const response = await api().request(apiPaths.stopImpersonation, { method: 'POST' });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const { stopImpersonationResponseSchema, sessionUserSchema } = await schemas;
      const parsed = stopImpersonationResponseSchema.parse(await response.json());
      return sessionUserSchema.parse(parsed.returned_to_user);
    },
  };
}

export function impersonationBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const impl = createImpersonationImplementations(api);
  return {
    actors: {
      loadUsers: fromPromise<ImpersonationCandidate[]>(() => impl.loadUsers()),
      selectUser: fromPromise<SessionUser, { userId: number }>(({ input }) => impl.selectUser(input.userId)),
      stopImpersonation: fromPromise<SessionUser>(() => impl.stopImpersonation()),
    },
  };
}
