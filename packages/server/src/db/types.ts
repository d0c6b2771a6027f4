import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Dates travel as YYYY-MM-DD strings (both drivers are told not to turn them into Date objects). */
type DateStr = string;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  admin: Generated<boolean>;
  password_hash: string;
  settings: Generated<string>;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  original_user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  impersonation_started_at: Timestamp | null;
  ip: Generated<string>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  at: Timestamp;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  source_id: string;
  week_begin: string;
  version: Generated<number>;
}

export interface StoresTable {
  id: Generated<number>;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  franchise: string;
  company_id: number;
  source_id: string;
  version: Generated<number>;
  data_version: Generated<number>;
}

export interface StoreHoursTable {
  id: Generated<number>;
  store_id: number;
  day_of_week: number;
  open_time: string | null;
  close_time: string | null;
  closed: Generated<boolean>;
  version: Generated<number>;
}

export interface EmployeesTable {
  id: Generated<number>;
  store_id: number;
  source_id: string;
  first_name: string;
  last_name: string;
  role: string;
  hourly_rate: number;
  active: Generated<boolean>;
  version: Generated<number>;
}

export interface ShiftsTable {
  id: Generated<number>;
  employee_id: number;
  store_id: number;
  day: DateStr;
  start_time: string;
  end_time: string;
}

export interface AvailabilityTable {
  id: Generated<number>;
  employee_id: number;
  effective: DateStr;
  notes: Generated<string>;
}

export interface SalesTable {
  id: Generated<number>;
  store_id: number;
  day: DateStr;
  hour: number;
  net_sales: number;
  transactions: number;
  labor_hours: number;
  labor_cost: number;
  suggested_labor_hours: number;
  forecast: number;
}

export interface TimepunchesTable {
  id: Generated<number>;
  employee_id: number;
  store_id: number;
  date: DateStr;
  clock_in: string;
  clock_out: string | null;
  regular_hours: number;
}

export interface TasksTable {
  id: Generated<number>;
  store_id: number;
  day: DateStr;
  seq: number;
  status: string;
  completed_by: Generated<string>;
  task_name: string;
}

export interface SamplesTable {
  id: Generated<number>;
  store_id: number;
  day: DateStr;
  time: string;
  product: string;
  employee: string;
}

export interface TimersTable {
  id: Generated<number>;
  store_id: number;
  day: DateStr;
  started_at: string;
  timer_name: string;
  minutes_remaining: number;
}

export interface WeatherTable {
  store_id: number;
  date: DateStr;
  condition: string;
  high_f: number;
  low_f: number;
  precipitation_in: number;
}

/** One store-day's dashboard figures (0015_store_day_rollups.sql; services/rollups.ts keeps them). */
export interface StoreDayRollupsTable {
  store_id: number;
  day: DateStr;
  net_sales: number;
  forecast: number;
  transactions: number;
  labor_hours: number;
  labor_cost: number;
  suggested_labor_hours: number;
  no_shows: number;
  tasks_completed: number;
  tasks_total: number;
  expired_timers: number;
  samples: number;
  clock_in_variances: number[];
}

export interface SchedulesTable {
  id: Generated<number>;
  store_id: number;
  week_start: DateStr;
  published: Generated<boolean>;
  total_hours: Generated<number>;
}

export interface UserGroupsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  version: Generated<number>;
}

export interface UserGroupCompaniesTable {
  group_id: number;
  company_id: number;
}

export interface UserGroupStoresTable {
  group_id: number;
  store_id: number;
}

export interface UsersToGroupsTable {
  id: Generated<number>;
  user_id: number;
  group_id: number;
  version: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  action: string;
  actor_user_id: number | null;
  as_user_id: number | null;
  target_user_id: number | null;
  entity: string | null;
  entity_id: number | null;
  before: ColumnType<unknown, string | null, string | null> | null;
  after: ColumnType<unknown, string | null, string | null> | null;
  ip: Generated<string>;
  detail: Generated<string>;
  /** The request that wrote it (migration 0018); null outside a request. */
  request_id: string | null;
}

/** Admin MFA (migration 0009): one authenticator per user. */
export interface UserMfaTable {
  user_id: number;
  secret: string;
  confirmed_at: Timestamp | null;
  last_step: Generated<number>;
  created_at: Timestamp;
}

export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** A sign-in whose password was right, waiting for its code (not a session). */
export interface MfaChallengesTable {
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  ip: Generated<string>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  at: Timestamp;
}

export interface LlmRequestsTable {
  id: Generated<number>;
  user_id: number;
  at: Timestamp;
}

export interface LlmInflightTable {
  id: Generated<number>;
  user_id: number;
  started_at: Timestamp;
}

export interface LlmUsageTable {
  user_id: number;
  /** YYYY-MM-DD (UTC). */
  day: ColumnType<string, string, string>;
  tokens: ColumnType<string | number, number, number>;
}

export interface PromptsTable {
  id: Generated<number>;
  owner_id: number | null;
  title: string;
  category: string;
  body: string;
  shared: Generated<boolean>;
  group_id: number | null;
  version: Generated<number>;
  uses: Generated<number>;
  updated_at: Timestamp;
}

export interface PromptVersionsTable {
  id: Generated<number>;
  prompt_id: number;
  version: number;
  title: string;
  category: string;
  body: string;
  shared: boolean;
  group_id: number | null;
  changed_by: number | null;
  changed_at: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  body: string;
  published_at: Timestamp | null;
  version: Generated<number>;
  updated_at: Timestamp;
  updated_by: number | null;
  /** The body's sanitized HTML block by block (null: not rendered yet). */
  body_html: string[] | null;
  /** Which build's renderer made body_html (BlogBodies.renderer). */
  body_html_renderer: string | null;
}

/** One company's saved report settings; `settings` is the JSON of the settings' fields. */
export interface ReportSettingsTable {
  company_id: number;
  settings: ColumnType<unknown, string, string>;
  version: number;
  updated_by: number | null;
  /** Defaults to now() in the database; the app sets its clock's time. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Staff chat: one room per company, one per store, and the Announcements room. */
export interface StaffChatRoomsTable {
  id: Generated<number>;
  kind: 'company' | 'store' | 'announcements';
  company_id: number | null;
  store_id: number | null;
  name: string;
}

export interface StaffChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number | null;
  msg: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  deleted: Generated<boolean>;
  /** The administrator who posted it while impersonating `user_id` (0011). */
  posted_by: number | null;
  impersonated: Generated<boolean>;
  deleted_by_admin: Generated<boolean>;
}

export interface StaffChatReadsTable {
  room_id: number;
  user_id: number;
  last_id: number;
}

/** The stream's events; `id` is the SSE event id (bigint, read as a number). */
export interface StaffChatEventsTable {
  id: ColumnType<number | string, never, never>;
  kind: 'message' | 'edit' | 'delete' | 'read';
  room_id: number;
  /** The event's `data` (JSON); written as a JSON string. */
  payload: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  /** The message of a message, edit or delete event (0012); null for a read. */
  message_id: number | null;
}

/** One open stream (in any process), refreshed by its process's heartbeat. */
export interface StaffChatPresenceTable {
  stream_id: string;
  user_id: number;
  seen_at: Timestamp;
  /** The session the stream belongs to (0013): its open streams are counted. */
  session_id: string | null;
}

/** One edit of a staff chat message: edits count toward the per-user rate with posts (0013). */
export interface StaffChatEditsTable {
  user_id: number;
  at: Timestamp;
}

export interface ServiceTokensTable {
  id: Generated<number>;
  name: string;
  /** null: every store. */
  store_ids: number[] | null;
  secret_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** One company's saved import column mapping; `files` is the JSON of its per-file header maps. */
export interface ImportMappingsTable {
  company_id: number;
  time_format: '12h' | '24h';
  files: ColumnType<unknown, string, string>;
  version: number;
  updated_by: number | null;
  /** Defaults to now() in the database; the app sets its clock's time. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ImportRequestsTable {
  user_id: number | null;
  token_id: number | null;
  at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
  /** sha256 of the migration's text as applied (migrate.ts). */
  checksum: string | null;
}

/** One row: bumped by triggers on whatever scopes and store versions are read from (0010). */
export interface CacheGenerationTable {
  only_row: Generated<boolean>;
  /** bigint, read as a number. */
  generation: ColumnType<number | string, never, never>;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_attempts: LoginAttemptsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  companies: CompaniesTable;
  stores: StoresTable;
  store_hours: StoreHoursTable;
  employees: EmployeesTable;
  shifts: ShiftsTable;
  availability: AvailabilityTable;
  sales: SalesTable;
  timepunches: TimepunchesTable;
  tasks: TasksTable;
  samples: SamplesTable;
  timers: TimersTable;
  weather: WeatherTable;
  store_day_rollups: StoreDayRollupsTable;
  schedules: SchedulesTable;
  user_groups: UserGroupsTable;
  user_group_companies: UserGroupCompaniesTable;
  user_group_stores: UserGroupStoresTable;
  users_to_groups: UsersToGroupsTable;
  audit_log: AuditLogTable;
  llm_requests: LlmRequestsTable;
  llm_inflight: LlmInflightTable;
  llm_usage: LlmUsageTable;
  prompts: PromptsTable;
  prompt_versions: PromptVersionsTable;
  blog_posts: BlogPostsTable;
  report_settings: ReportSettingsTable;
  staffchat_rooms: StaffChatRoomsTable;
  staffchat_messages: StaffChatMessagesTable;
  staffchat_reads: StaffChatReadsTable;
  staffchat_events: StaffChatEventsTable;
  staffchat_presence: StaffChatPresenceTable;
  staffchat_edits: StaffChatEditsTable;
  service_tokens: ServiceTokensTable;
  import_requests: ImportRequestsTable;
  import_mappings: ImportMappingsTable;
  schema_migrations: SchemaMigrationsTable;
  cache_generation: CacheGenerationTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
