// Every URL the browser calls, built from structured values: the one place request URLs are made
// (the typed client in packages/machines/src/adapters/api.ts, the report worker's CSV fetch). No
// zod here: the app's initial JavaScript imports it.
import { llmChatPath, llmToolsPath, type PlainChatModel, type ToolChatModel } from './constants';

/** The admin data grids' entities, by their API path segment (`/api/{entity}/`). */
export const ADMIN_ENTITIES = [
  'users',
  'usergroups',
  'users2groups',
  'companies',
  'stores',
  'employees',
  'hours',
] as const;
export type AdminEntity = (typeof ADMIN_ENTITIES)[number];

/** The read-only admin sources with a date window (`?start&end`). */
export const WINDOWED_SOURCES = [
  'schedules',
  'weather',
  'shifts',
  'availability',
  'sales',
  'timepunches',
] as const;
export type WindowedSource = (typeof WINDOWED_SOURCES)[number];
/** Every list the client reads. */
export type DataSource = AdminEntity | WindowedSource;

export interface DateWindow {
  start: string;
  end: string;
}

/** What the audit log records, in the order the Audit Log screen offers them as a filter. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'login',
  'login_failed',
  'login_throttled',
  'logout',
  'session_expired',
  'impersonation_start',
  'impersonation_stop',
  'admin_refused',
  'llm_chat',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_recovery_used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The Audit Log's filters and page (all optional; the server's defaults: page 1, 50 a page). */
export interface AuditQuery {
  page?: number;
  limit?: number;
  /** Whose actions: the user acted, or was impersonated while an admin acted. */
  user_id?: number;
  action?: AuditAction;
  /** YYYY-MM-DD, inclusive, in UTC. */
  from?: string;
  to?: string;
}

/** What the Audit Log is narrowed to (its query without the page); absent fields do not filter. */
export type AuditFilters = Omit<AuditQuery, 'page' | 'limit'>;

/** The dashboard's range (YYYY-MM-DD, both included) and company (all the user sees when absent). */
export interface DashboardQuery {
  start: string;
  end: string;
  company_id?: number | null;
}

type QueryValue = string | number | boolean | null | undefined;

/** `path?k=v&...` with the values encoded; null, undefined and '' are left out. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const apiPaths = {
  /** GET: the session check; POST: sign in. */
  session: '/auth/login',
  /** A full page navigation (GET) that ends the session. */
  logout: '/auth/logout',
  /** POST: change one's own password. */
  password: '/auth/password',
  /** POST `{code}`: finishes a sign-in that answered `mfa_required` (a code or a recovery code). */
  loginMfa: '/auth/login/mfa',
  /** GET: the signed-in user's MFA status. */
  mfa: '/auth/mfa',
  /** POST `{current_password}`: a new authenticator secret to enrol (admins). */
  mfaSetup: '/auth/mfa/setup',
  /** POST `{code}`: turns the enrolled authenticator on; answers the recovery codes once. */
  mfaConfirm: '/auth/mfa/confirm',
  /** POST `{password}` or `{code}`: turns it off. */
  mfaDisable: '/auth/mfa/disable',
  selectUser: '/auth/select_user',
  stopImpersonation: '/auth/stop_impersonation',
  /** The impersonation dialog's user list (no trailing slash). */
  impersonationUsers: '/api/users',
  llmModels: '/api/llm/models',
  llmChat: (model: PlainChatModel) => llmChatPath(model),
  llmTools: (model: ToolChatModel) => llmToolsPath(model),
  /** One store-day's CSV files; no store id when no store is selected. */
  csvProxy: ({ date, storeId }: { date: string; storeId: string | number | null }) =>
    withQuery('/api/csvproxy', { start: date, end: date, store_id: storeId }),
  /** A list: every admin entity, and the windowed sources with `?start&end`. */
  list: (source: DataSource, window?: DateWindow) =>
    withQuery(`/api/${source}/`, { start: window?.start, end: window?.end }),
  /** POST a new row. */
  create: (entity: AdminEntity) => `/api/${entity}/`,
  /** PUT (the body carries `version`) or DELETE (`?version=` when given) one row. */
  row: (entity: AdminEntity, id: number, version?: number) => withQuery(`/api/${entity}/${id}`, { version }),
  audit: (query: AuditQuery = {}) => withQuery('/api/audit/', { ...query }),
  /** Every store's figures per day over a range (admins). */
  dashboard: (query: DashboardQuery) => withQuery('/api/dashboard', { ...query }),
  /** GET: the prompts the user may see; POST: a new prompt. */
  prompts: '/api/prompts/',
  /** PUT (the body carries `version`) or DELETE (`?version=`) one prompt. */
  prompt: (id: number, version?: number) => withQuery(`/api/prompts/${id}`, { version }),
  /** GET: every saved version of a prompt, newest first. */
  promptVersions: (id: number) => `/api/prompts/${id}/versions`,
  /** POST: counts one use of a prompt. */
  promptUse: (id: number) => `/api/prompts/${id}/use`,
  /** GET `?company_id=`: a company's report settings; PUT: saves them (the body carries `version`). */
  reportSettings: (companyId?: number) => withQuery('/api/report-settings', { company_id: companyId }),
  /** PUT: the signed-in user's own settings (the chat's included blocks). */
  mySettings: '/api/me/settings',
  /** GET: the staff chat's rooms the user may see, with unread counts. */
  staffChatRooms: '/api/staffchat/rooms',
  /** GET: a room's messages, newest first (`before` an id, `limit` at most 100); POST: a new message. */
  staffChatMessages: (roomId: number, query: { before?: number; limit?: number } = {}) =>
    withQuery(`/api/staffchat/rooms/${roomId}/messages`, { ...query }),
  /** PATCH (the author edits) or DELETE (the author deletes) one message. */
  staffChatMessage: (id: number) => `/api/staffchat/messages/${id}`,
  /** POST `{last_id}`: the user read the room up to that message. */
  staffChatRead: (roomId: number) => `/api/staffchat/rooms/${roomId}/read`,
  /** GET: who may read the room, with who is online. */
  staffChatMembers: (roomId: number) => `/api/staffchat/rooms/${roomId}/members`,
  /** GET: `Read by N of M` of the room's recent posts (Announcements). */
  staffChatReceipts: (roomId: number) => `/api/staffchat/rooms/${roomId}/receipts`,
  /**
   * The per-tab Server-Sent Events stream (EventSource; `Last-Event-ID` resumes, and
   * `last_event_id` does for a stream the client reopens itself).
   */
  staffChatStream: (lastEventId?: number | null) =>
    withQuery('/api/staffchat/stream', { last_event_id: lastEventId }),
  /** GET: the published posts, newest first (public); POST: a new post (admins). */
  blogPosts: '/api/blog/posts',
  /** GET: one published post (public). */
  blogPost: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
  /** PUT (the body carries `version`) or DELETE (`?version=`) one post (admins). */
  blogRow: (id: number, version?: number) => withQuery(`/api/blog/posts/${id}`, { version }),
  /** GET: every post, drafts too, for the editor (admins). */
  blogEditorPosts: '/api/blog/editor/posts',
  /** POST (multipart): one store-day's CSV files, or with `dry_run` what they would replace. */
  importStoreDay: '/api/import',
  /** GET: a company's import column mapping; PUT: saves it (the body carries `version`). */
  importMapping: (companyId: number) => `/api/import/mappings/${companyId}`,
  /** GET: the service tokens (no secrets); POST: a new one (its secret answered once). */
  tokens: '/api/tokens',
  /** DELETE: revokes a service token. */
  token: (id: number) => `/api/tokens/${id}`,
} as const;

/** The blog's public pages and its Atom feed (served by the server, not under /api). */
export const blogPaths = {
  list: '/blog',
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  feed: '/blog/feed.xml',
} as const;

/** The blog page an address is: null for the list, a post's slug, undefined for neither (the feed too). */
export function blogSlugOf(pathname: string): string | null | undefined {
  if (/^\/blog\/?$/.test(pathname)) return null;
  const post = /^\/blog\/([^/.]+)\/?$/.exec(pathname);
  if (!post) return undefined;
  try {
    return decodeURIComponent(post[1] as string);
  } catch {
    return undefined; // not an address our pages make (bad percent-encoding)
  }
}
