// The typed API client: every call the browser makes to the Store Ops server, its URL from the
// contract's `apiPaths` and its answer parsed with the contract's schemas (loaded on first use, so
// zod stays out of the initial JavaScript). Machines get it through their injected `ApiClient`.
import {
  type AdminEntity,
  type AuditPage,
  type AuditQuery,
  apiPaths,
  type BlogCreate,
  type BlogRow,
  type BlogUpdate,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type Company,
  type CsvProxyResponse,
  type DashboardQuery,
  type DashboardResponse,
  type Employee,
  type ImportMapping,
  type ImportMappingWrite,
  type ImportProblemWire,
  type ImportResponse,
  type LlmModelOption,
  type MfaConfirmResponse,
  type MfaDisableRequest,
  type MfaSetup,
  type MfaSetupRequest,
  type MfaStatus,
  type Prompt,
  type PromptCreate,
  type PromptUpdate,
  type PromptVersion,
  type ReportSettings,
  type ReportSettingsUpdate,
  type ServiceToken,
  type StaffChatMember,
  type StaffChatMessage,
  type StaffChatReceipt,
  type StaffChatRoom,
  type Store,
  type StoreHours,
  type User,
  type UserGroup,
  type UserSettingsUpdate,
  type UserToGroup,
} from '@store-ops/domain';
import { messages } from '../messages';
import { type ApiClient, defaultApiClient, loadSchemas, readJsonBody } from './http';

/** A row of each admin grid, by its API entity. */
export interface AdminRows {
  users: User;
  usergroups: UserGroup;
  users2groups: UserToGroup;
  companies: Company;
  stores: Store;
  employees: Employee;
  hours: StoreHours;
}
export type AdminRow<E extends AdminEntity> = AdminRows[E];
/** What a create sends: a row without its server-made id and version (users also send a password). */
export type AdminCreate<E extends AdminEntity> = Omit<AdminRow<E>, 'id' | 'version'> &
  (E extends 'users' ? { password: string } : unknown);
/** What an update sends: the changed fields and the version they were made against. */
export type AdminUpdate<E extends AdminEntity> = Partial<Omit<AdminRow<E>, 'id' | 'version'>> & {
  version: number;
} & (E extends 'users' ? { password?: string } : unknown);

/**
 * A refused or failed call: the HTTP status and the API's `{error: {code, message}}` (the message is
 * what the user sees). A 409 on an update carries the server's current row; a 429 (or 503) the
 * seconds its `Retry-After` asks to wait.
 */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's current row on a stale update (409), when it sent one. */
    readonly current?: unknown,
    /** Seconds to wait before trying again (`Retry-After`), when the answer said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** POST /api/import's 400: the store-day was refused, with every problem (file, line) the server found. */
export class ImportRefused extends ApiFailure {
  override name = 'ImportRefused';
  constructor(
    /** The store-day's date. */
    readonly date: string,
    message: string,
    readonly problems: ImportProblemWire[],
  ) {
    super(400, 'invalid_import', message);
  }
}

/** One store-day as POST /api/import takes it: the files named as the spec names them. */
export interface ImportStoreDayRequest {
  storeId: number;
  date: string;
  dryRun: boolean;
  files: readonly { kind: string; blob: Blob }[];
}

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * A call whose 409 carries the server's current row as JSON: the row is parsed with the schema
 * `pick` names, so a machine's conflict holds a typed value (undefined when it does not parse);
 * any other outcome passes through as it is.
 */
export async function withParsedConflict<T>(
  call: Promise<T>,
  pick: (schemas: Schemas) => { safeParse(value: unknown): { success: boolean; data?: unknown } },
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 409 && error.current !== undefined) {
      const current = pick(await loadSchemas()).safeParse(error.current);
      throw new ApiFailure(
        error.status,
        error.code,
        error.message,
        current.success ? current.data : undefined,
      );
    }
    throw error;
  }
}

/** `Retry-After` in whole seconds: delta-seconds, or an HTTP date from now (never negative). */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The failure an answer that is not OK stands for; `fallback` when it carries no message. */
export async function failureOf(response: Response, fallback: string): Promise<ApiFailure> {
  const body = (await readJsonBody(response)) as
    | { error?: { code?: unknown; message?: unknown }; current?: unknown }
    | undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http_${response.status}`;
  const message =
    typeof body?.error?.message === 'string' && body.error.message ? body.error.message : fallback;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  return new ApiFailure(response.status, code, message, body?.current, retryAfter);
}

/** Network failures (offline, refused) become this, with the browser's own wording kept out. */
export const NETWORK_FAILED = 'The server could not be reached. Check the connection and try again.';

async function call(http: ApiClient, path: string, init: RequestInit, fallback: string): Promise<Response> {
  let response: Response;
  try {
    response = await http.request(path, init);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiFailure(0, 'network', NETWORK_FAILED);
  }
  if (!response.ok) throw await failureOf(response, fallback);
  return response;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export function storeOpsApi(http: ApiClient = defaultApiClient()) {
  return {
    /** Every row of an admin grid, validated. */
    async list<E extends AdminEntity>(entity: E, signal?: AbortSignal): Promise<AdminRow<E>[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.list(entity),
        { method: 'GET', signal },
        `Failed to load ${entity}.`,
      );
      const { adminRowSchemas } = await schemas;
      return adminRowSchemas[entity].array().parse(await response.json()) as AdminRow<E>[];
    },
    /** Creates a row; answers the row as stored (id and version from the server). */
    async create<E extends AdminEntity>(entity: E, values: AdminCreate<E>): Promise<AdminRow<E>> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.create(entity),
        json('POST', values),
        'The row was not created.',
      );
      const { adminRowSchemas } = await schemas;
      return adminRowSchemas[entity].parse(await response.json()) as AdminRow<E>;
    },
    /** Saves changes made against `changes.version`; a stale version fails with 409 and the current row. */
    async update<E extends AdminEntity>(
      entity: E,
      id: number,
      changes: AdminUpdate<E>,
    ): Promise<AdminRow<E>> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.row(entity, id),
        json('PUT', changes),
        'The changes were not saved.',
      );
      const { adminRowSchemas } = await schemas;
      return adminRowSchemas[entity].parse(await response.json()) as AdminRow<E>;
    },
    /** Deletes a row as it was at `version`. */
    async remove(entity: AdminEntity, id: number, version: number): Promise<void> {
      await call(http, apiPaths.row(entity, id, version), { method: 'DELETE' }, 'The row was not deleted.');
    },
    /** One store-day's CSV files and weather; a failure throws the machines' CSV fetch texts. */
    async csvProxy(
      request: { date: string; storeId: string | number | null },
      signal?: AbortSignal,
    ): Promise<CsvProxyResponse> {
      const schemas = loadSchemas();
      const response = await http.get(apiPaths.csvProxy(request), signal ? { signal } : {});
      if (!response.ok) throw new Error(messages.csvProxyError(response.status, response.statusText));
      const { csvProxyResponseSchema } = await schemas;
      const parsed = csvProxyResponseSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(messages.csvFetchFailed);
      return parsed.data;
    },
    /** One page of the audit log, newest first, with the filters applied (admins). */
    async audit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.audit(query),
        { method: 'GET', signal },
        'Failed to load the audit log.',
      );
      const { auditPageSchema } = await schemas;
      return auditPageSchema.parse(await response.json());
    },
    /** Every store's figures per day over a range, for all companies or one (admins). */
    async dashboard(query: DashboardQuery, signal?: AbortSignal): Promise<DashboardResponse> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.dashboard(query),
        { method: 'GET', signal },
        'Failed to load the dashboard.',
      );
      const { dashboardResponseSchema } = await schemas;
      return dashboardResponseSchema.parse(await response.json());
    },
    /** The prompts the user may see: their own and those shared with everyone or their groups. */
    async prompts(signal?: AbortSignal): Promise<Prompt[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.prompts,
        { method: 'GET', signal },
        'Failed to load the prompts.',
      );
      const { promptListSchema } = await schemas;
      return promptListSchema.parse(await response.json());
    },
    /** Saves a new prompt (personal unless an admin shares it). */
    async createPrompt(body: PromptCreate): Promise<Prompt> {
      const schemas = loadSchemas();
      const response = await call(http, apiPaths.prompts, json('POST', body), 'The prompt was not saved.');
      const { promptSchema } = await schemas;
      return promptSchema.parse(await response.json());
    },
    /** Saves changes made against `changes.version` as the prompt's next version (409 when stale). */
    async updatePrompt(id: number, changes: PromptUpdate): Promise<Prompt> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.prompt(id),
        json('PUT', changes),
        'The prompt was not saved.',
      );
      const { promptSchema } = await schemas;
      return promptSchema.parse(await response.json());
    },
    /** Deletes a prompt as it was at `version`. */
    async deletePrompt(id: number, version: number): Promise<void> {
      await call(http, apiPaths.prompt(id, version), { method: 'DELETE' }, 'The prompt was not deleted.');
    },
    /** Every saved version of a prompt, newest first. */
    async promptVersions(id: number, signal?: AbortSignal): Promise<PromptVersion[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.promptVersions(id),
        { method: 'GET', signal },
        'Failed to load the history.',
      );
      const { promptVersionListSchema } = await schemas;
      return promptVersionListSchema.parse(await response.json());
    },
    /** Counts one use of a prompt; answers it with the new count. */
    async usePrompt(id: number): Promise<Prompt> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.promptUse(id),
        { method: 'POST' },
        'The use was not counted.',
      );
      const { promptSchema } = await schemas;
      return promptSchema.parse(await response.json());
    },
    /** Every post, drafts too, for the editor (admins). */
    async blogEditorPosts(signal?: AbortSignal): Promise<BlogRow[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.blogEditorPosts,
        { method: 'GET', signal },
        'Failed to load the posts.',
      );
      const { blogRowListSchema } = await schemas;
      return blogRowListSchema.parse(await response.json());
    },
    /** Saves a new post (a draft unless `published`). */
    async createBlogPost(body: BlogCreate): Promise<BlogRow> {
      const schemas = loadSchemas();
      const response = await call(http, apiPaths.blogPosts, json('POST', body), 'The post was not saved.');
      const { blogRowSchema } = await schemas;
      return blogRowSchema.parse(await response.json());
    },
    /** Saves changes (publishing and unpublishing too) made against `changes.version` (409 when stale). */
    async updateBlogPost(id: number, changes: BlogUpdate): Promise<BlogRow> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.blogRow(id),
        json('PUT', changes),
        'The post was not saved.',
      );
      const { blogRowSchema } = await schemas;
      return blogRowSchema.parse(await response.json());
    },
    /** Deletes a post as it was at `version`. */
    async deleteBlogPost(id: number, version: number): Promise<void> {
      await call(http, apiPaths.blogRow(id, version), { method: 'DELETE' }, 'The post was not deleted.');
    },
    /** Changes the signed-in user's own password; answers how many other sessions ended. */
    async changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.password,
        json('POST', body),
        'The password was not changed.',
      );
      const { changePasswordResponseSchema } = await schemas;
      return changePasswordResponseSchema.parse(await response.json());
    },
    /** Whether the signed-in user has an authenticator, and whether admins must. */
    async getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.mfa,
        { method: 'GET', signal },
        'Failed to load the two-factor status.',
      );
      const { mfaStatusResponseSchema } = await schemas;
      return mfaStatusResponseSchema.parse(await response.json());
    },
    /**
     * A new authenticator secret, its otpauth URI and QR code (not active until confirmed), for the
     * account's current password (a wrong one counts as a failed sign-in).
     */
    async startMfaSetup(body: MfaSetupRequest): Promise<MfaSetup> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.mfaSetup,
        json('POST', body),
        'Two-factor set-up could not start.',
      );
      const { mfaSetupResponseSchema } = await schemas;
      return mfaSetupResponseSchema.parse(await response.json());
    },
    /** Turns the authenticator on with a code from it; answers the recovery codes (shown once). */
    async confirmMfa(code: string): Promise<MfaConfirmResponse> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.mfaConfirm,
        json('POST', { code }),
        'Two-factor authentication was not turned on.',
      );
      const { mfaConfirmResponseSchema } = await schemas;
      return mfaConfirmResponseSchema.parse(await response.json());
    },
    /** Turns the authenticator off with the password or a code; answers the status after. */
    async disableMfa(body: MfaDisableRequest): Promise<MfaStatus> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.mfaDisable,
        json('POST', body),
        'Two-factor authentication was not turned off.',
      );
      const { mfaStatusResponseSchema } = await schemas;
      return mfaStatusResponseSchema.parse(await response.json());
    },
    /** A company's report settings (the defaults at version 0 when it never saved any). */
    async getReportSettings(companyId: number, signal?: AbortSignal): Promise<ReportSettings> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.reportSettings(companyId),
        { method: 'GET', signal },
        'Failed to load the report settings.',
      );
      const { reportSettingsSchema } = await schemas;
      return reportSettingsSchema.parse(await response.json());
    },
    /**
     * Saves a company's whole report settings made against `body.version`; answers them as saved (the
     * next version). A stale version fails with 409 and the current settings (`ApiFailure.current`).
     */
    async saveReportSettings(body: ReportSettingsUpdate, signal?: AbortSignal): Promise<ReportSettings> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.reportSettings(),
        { ...json('PUT', body), signal },
        'The report settings were not saved.',
      );
      const { reportSettingsSchema } = await schemas;
      return reportSettingsSchema.parse(await response.json());
    },
    /** Saves the user's own block choice (null: the company's defaults); answers the whole settings string. */
    async saveMySettings(body: UserSettingsUpdate, signal?: AbortSignal): Promise<string> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.mySettings,
        { ...json('PUT', body), signal },
        'Your settings were not saved.',
      );
      const { userSettingsResponseSchema } = await schemas;
      return userSettingsResponseSchema.parse(await response.json()).settings;
    },
    /** The staff chat's rooms the user may see, with their unread counts. */
    async staffChatRooms(signal?: AbortSignal): Promise<StaffChatRoom[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatRooms,
        { method: 'GET', signal },
        'Failed to load the rooms.',
      );
      const { staffChatRoomListSchema } = await schemas;
      return staffChatRoomListSchema.parse(await response.json());
    },
    /** A page of a room's messages, newest first: the newest `limit`, or those before the message `before`. */
    async staffChatMessages(
      roomId: number,
      query: { before?: number; limit?: number } = {},
      signal?: AbortSignal,
    ): Promise<StaffChatMessage[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatMessages(roomId, query),
        { method: 'GET', signal },
        'Failed to load the messages.',
      );
      const { staffChatMessageListSchema } = await schemas;
      return staffChatMessageListSchema.parse(await response.json());
    },
    /** Posts a message (201 with it as stored); 429 with `retryAfter` past the rate limit. */
    async staffChatPost(roomId: number, msg: string, signal?: AbortSignal): Promise<StaffChatMessage> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatMessages(roomId),
        { ...json('POST', { msg }), signal },
        'The message was not sent.',
      );
      const { staffChatMessageSchema } = await schemas;
      return staffChatMessageSchema.parse(await response.json());
    },
    /** Changes one's own message; answers it as stored (403 for someone else's). */
    async staffChatEdit(id: number, msg: string, signal?: AbortSignal): Promise<StaffChatMessage> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatMessage(id),
        { ...json('PATCH', { msg }), signal },
        'The message was not changed.',
      );
      const { staffChatMessageSchema } = await schemas;
      return staffChatMessageSchema.parse(await response.json());
    },
    /**
     * Deletes a message: one's own, or (administrators) anyone's in a room they see. It keeps its
     * place, shown as deleted: the answer is the message as it now is.
     */
    async staffChatDelete(id: number, signal?: AbortSignal): Promise<StaffChatMessage> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatMessage(id),
        { method: 'DELETE', signal },
        'The message was not deleted.',
      );
      const { staffChatMessageSchema } = await schemas;
      return staffChatMessageSchema.parse(await response.json());
    },
    /** The user has read the room up to the message `lastId`. */
    async staffChatRead(roomId: number, lastId: number, signal?: AbortSignal): Promise<void> {
      await call(
        http,
        apiPaths.staffChatRead(roomId),
        { ...json('POST', { last_id: lastId }), signal },
        'The read position was not saved.',
      );
    },
    /** Who may read the room (the `@` autocomplete), and who is online. */
    async staffChatMembers(roomId: number, signal?: AbortSignal): Promise<StaffChatMember[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatMembers(roomId),
        { method: 'GET', signal },
        'Failed to load the members.',
      );
      const { staffChatMemberListSchema } = await schemas;
      return staffChatMemberListSchema.parse(await response.json());
    },
    /** `Read by N of M` of the room's recent posts (Announcements). */
    async staffChatReceipts(roomId: number, signal?: AbortSignal): Promise<StaffChatReceipt[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.staffChatReceipts(roomId),
        { method: 'GET', signal },
        'Failed to load the read receipts.',
      );
      const { staffChatReceiptListSchema } = await schemas;
      return staffChatReceiptListSchema.parse(await response.json());
    },
    /**
     * Imports one store-day's files (or, with `dryRun`, answers what they would replace and writes
     * nothing). A refusal throws `ImportRefused` with the server's problems.
     */
    async importStoreDay(request: ImportStoreDayRequest, signal?: AbortSignal): Promise<ImportResponse> {
      const schemas = loadSchemas();
      const form = new FormData();
      form.set('store_id', String(request.storeId));
      form.set('date', request.date);
      if (request.dryRun) form.set('dry_run', 'true');
      for (const f of request.files) form.append('file', f.blob, f.kind);
      let response: Response;
      try {
        response = await http.request(apiPaths.importStoreDay, { method: 'POST', body: form, signal });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw new ApiFailure(0, 'network', NETWORK_FAILED);
      }
      const { importRefusedSchema, importResponseSchema } = await schemas;
      if (response.status === 400) {
        const refused = importRefusedSchema.safeParse(await readJsonBody(response.clone()));
        if (refused.success)
          throw new ImportRefused(request.date, refused.data.error.message, refused.data.problems);
      }
      if (!response.ok) throw await failureOf(response, 'The files were not imported.');
      return importResponseSchema.parse(await response.json());
    },
    /** A company's import column mapping (an identity mapping at version 0 when none is saved). */
    async importMapping(companyId: number, signal?: AbortSignal): Promise<ImportMapping> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.importMapping(companyId),
        { method: 'GET', signal },
        'Failed to load the column mapping.',
      );
      const { importMappingSchema } = await schemas;
      return importMappingSchema.parse(await response.json());
    },
    /** Saves a company's mapping made against `body.version`; a stale version fails with 409 and the current one. */
    async saveImportMapping(
      companyId: number,
      body: ImportMappingWrite,
      signal?: AbortSignal,
    ): Promise<ImportMapping> {
      const schemas = loadSchemas();
      const response = await withParsedConflict(
        call(
          http,
          apiPaths.importMapping(companyId),
          { ...json('PUT', body), signal },
          'The column mapping was not saved.',
        ),
        (s) => s.importMappingSchema,
      );
      const { importMappingSchema } = await schemas;
      return importMappingSchema.parse(await response.json());
    },
    /** The service tokens, without their secrets (admins). */
    async tokens(signal?: AbortSignal): Promise<ServiceToken[]> {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.tokens,
        { method: 'GET', signal },
        'Failed to load the tokens.',
      );
      const { serviceTokenSchema } = await schemas;
      return serviceTokenSchema.array().parse(await response.json());
    },
    /** Creates a service token for the stores given (null: every store); the secret is in this answer only. */
    async createToken(body: { name: string; store_ids: number[] | null }, signal?: AbortSignal) {
      const schemas = loadSchemas();
      const response = await call(
        http,
        apiPaths.tokens,
        { ...json('POST', body), signal },
        'The token was not created.',
      );
      const { serviceTokenCreatedSchema } = await schemas;
      return serviceTokenCreatedSchema.parse(await response.json());
    },
    /** Revokes a service token (it answers 401 from then on). */
    async revokeToken(id: number, signal?: AbortSignal): Promise<void> {
      await call(http, apiPaths.token(id), { method: 'DELETE', signal }, 'The token was not revoked.');
    },
    /** The assistant's model catalogue (admins). */
    async models(): Promise<LlmModelOption[]> {
      const schemas = loadSchemas();
      const response = await call(http, apiPaths.llmModels, { method: 'GET' }, 'Failed to load the models.');
      const { llmModelsResponseSchema } = await schemas;
      return llmModelsResponseSchema.parse(await response.json());
    },
  };
}
export type StoreOpsApi = ReturnType<typeof storeOpsApi>;
