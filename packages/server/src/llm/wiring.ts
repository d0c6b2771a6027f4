// LlmDeps on the real server: the session from the auth plugin, the scope and the store-days' typed rows
// from the services layer (the app's store-day cache, shared with GET /api/csvproxy and the dashboard),
// and the audit_log table.
import type { Store } from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../audit';
import type { DB } from '../db/types';
import type {} from '../plugins/auth';
import { currentRequestId } from '../plugins/requestId';
import { reportSettingsOf, StoreDayCache, scopedStoreDay, userScope } from '../services';
import { admitLlmRequest, type LlmLimits, recordLlmTokens } from '../services/llmLimits';
import { listCompanies, listStores, storeHoursOf } from '../services/storeDataLists';
import { type LlmConfig, readLlmConfig } from './config';
import type { ChatTurnRecord, LlmDeps, LlmRequester, ScopedData } from './deps';
import type { ChatProvider } from './provider';

/** The audit_log action of a chat turn. */
export const AUDIT_ACTION_LLM_CHAT = 'llm_chat' satisfies AuditAction;

export interface LlmWiringInput {
  db: Kysely<DB>;
  /** The app's store-day cache (AppContext.cache), shared with /api/csvproxy and the dashboard. */
  cache?: StoreDayCache;
  clock?: () => Date;
  /** Default: read from the environment (OPENAI_API_KEY, OPENAI_BASE_URL, LLM_MODEL_MAP, LLM_TIMEOUT_MS). */
  config?: LlmConfig;
  /** Tests: a provider of their own (null: the offline analyst). */
  provider?: ChatProvider | null;
  /** Per-user limits, counted in the database (omitted: none). */
  limits?: Omit<LlmLimits, 'timeoutMs'>;
}

export function requesterOf(request: FastifyRequest): LlmRequester | null {
  const auth = request.auth;
  if (!auth) return null;
  return {
    user: { id: auth.user.id, email: auth.user.email },
    originalUser: auth.originalUser ? { id: auth.originalUser.id, email: auth.originalUser.email } : null,
    ip: request.ip,
  };
}

/** The requester's scoped view of the database, for one chat turn; `clock` dates its store-days. */
export async function scopedData(
  db: Kysely<DB>,
  userId: number,
  cache: StoreDayCache,
  clock: () => Date = () => new Date(),
): Promise<ScopedData> {
  const scope = await userScope(db, userId);
  let stores: Promise<Store[]> | null = null;
  return {
    listStores() {
      stores ??= listStores(db, scope, 'name') as Promise<Store[]>;
      return stores;
    },
    listCompanies: () => listCompanies(db, scope, 'name'),
    storeHours: (storeId) => storeHoursOf(db, storeId),
    storeDay: (storeId, date) => scopedStoreDay(db, scope, storeId ?? undefined, date, cache),
    reportSettings: (companyId) => reportSettingsOf(db, companyId),
    now: clock,
  };
}

/** One chat turn as an audit_log row: who (and as whom), which path and model, question and answer. */
/** Longest question or answer text the audit log keeps of one chat turn. */
export const AUDIT_CHAT_TEXT_MAX = 8000;
const capped = (text: string | null) =>
  text !== null && text.length > AUDIT_CHAT_TEXT_MAX ? `${text.slice(0, AUDIT_CHAT_TEXT_MAX)} [cut]` : text;

export async function recordTurnInAuditLog(db: Kysely<DB>, t: ChatTurnRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: t.at,
      action: AUDIT_ACTION_LLM_CHAT,
      actor_user_id: t.actorUserId,
      as_user_id: t.asUserId,
      target_user_id: null,
      entity: 'llm_chat',
      entity_id: t.context?.store_id ?? null,
      before: null,
      after: JSON.stringify({
        path: t.path,
        model: t.model,
        provider: t.provider,
        question: capped(t.question),
        answer: capped(t.answer),
        tools: t.tools,
        context: t.context,
        status: t.status,
        error: t.error,
        duration_ms: t.durationMs,
      }),
      request_id: currentRequestId(),
      ip: t.ip,
      detail: `${t.path} ${t.status === 'ok' ? `answered by ${t.model}` : `failed: ${t.error?.code ?? 'error'}`}`,
    })
    .execute();
}

/** Everything registerLlmRoutes needs, from the app's database, cache and clock. */
export function createLlmDeps(input: LlmWiringInput): LlmDeps {
  const cache = input.cache ?? new StoreDayCache();
  const deps: LlmDeps = {
    config: input.config ?? readLlmConfig(),
    data: (requester) => scopedData(input.db, requester.user.id, cache, input.clock),
    recordTurn: (turn) => recordTurnInAuditLog(input.db, turn),
  };
  if (input.clock) deps.clock = input.clock;
  if (input.provider !== undefined) deps.provider = input.provider;
  const limits = input.limits;
  if (limits) {
    const all: LlmLimits = { ...limits, timeoutMs: deps.config.timeoutMs };
    deps.limits = {
      admit: (userId, now) => admitLlmRequest(input.db, userId, now, all),
      recordTokens: (userId, now, tokens) => recordLlmTokens(input.db, userId, now, tokens),
    };
  }
  return deps;
}
