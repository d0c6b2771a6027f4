// What the model gateway needs from the rest of the server. The routes depend on this interface only;
// `createLlmDeps` (wiring.ts) implements it on the database, the session and the store-day rows.
import type { Company, ReportSettingsFields, Store, StoreHours } from '@store-ops/domain';
import type { Admission } from '../services/llmLimits';
import type { StoreDay } from '../services/storeDay';
import type { LlmConfig } from './config';
import type { ChatProvider } from './provider';

export interface LlmUserRef {
  id: number;
  email: string;
}

/** Who is asking: `user` is whose data scope applies (the impersonated user while impersonating). */
export interface LlmRequester {
  user: LlmUserRef;
  /** The admin who started the impersonation, or null. */
  originalUser: LlmUserRef | null;
  ip: string;
}

/** One user's view of the data: everything here is already limited to that user's scope. */
export interface ScopedData {
  /** The stores the user may see (admins: all). */
  listStores(): Promise<Store[]>;
  /** The companies the user may see. */
  listCompanies(): Promise<Company[]>;
  storeHours(storeId: number): Promise<StoreHours[]>;
  /**
   * One store-day's typed rows and weather (the rows GET /api/csvproxy's files hold); with `storeId`
   * null, every in-scope store's rows of that date. Throws for a store outside the scope (callers check
   * `listStores` first).
   */
  storeDay(storeId: number | null, date: string): Promise<StoreDay>;
  /** A company's report settings (the defaults when it saved none). */
  reportSettings(companyId: number): Promise<ReportSettingsFields>;
  /**
   * The moment a store-day's status is taken at (not started, in progress, complete, no data, on the
   * store's clock); absent: every day counts as complete.
   */
  now?: () => Date;
}

/** What the audit log keeps of one chat turn. */
export interface ChatTurnRecord {
  at: Date;
  /** The real user (the admin while impersonating). */
  actorUserId: number;
  /** The impersonated user while impersonating, otherwise null. */
  asUserId: number | null;
  ip: string;
  /** The path called, e.g. /api/llm/tools/gpt-4o. */
  path: string;
  /** What answered (local-analyst, or the provider's model name); null when it failed before. */
  model: string | null;
  provider: string;
  question: string;
  answer: string | null;
  tools: string[];
  /** The report context the turn was about, or null for manual context. */
  context: { store_id: number | null; date: string; blocks: string[] } | null;
  status: 'ok' | 'error';
  error: { code: string; message: string } | null;
  durationMs: number;
}

export interface LlmDeps {
  config: LlmConfig;
  /** The requester's data scope. */
  data(requester: LlmRequester): ScopedData | Promise<ScopedData>;
  recordTurn(turn: ChatTurnRecord): Promise<void>;
  /**
   * Who answers catalogue models. Omitted: the OpenAI-compatible provider when `config.apiKey` is set,
   * otherwise the offline analyst (null).
   */
  provider?: ChatProvider | null;
  /** The audit timestamp's clock (tests control it); deadlines always run on real time. */
  clock?: () => Date;
  /** Per-user limits; omitted: none (tests of the gateway alone). */
  limits?: {
    /** Admits one request of the person asking, or says when to retry (429). */
    admit(userId: number, now: Date): Promise<Admission>;
    /** Adds the tokens a reply used to that person's day. */
    recordTokens(userId: number, now: Date, tokens: number): Promise<void>;
  };
}
