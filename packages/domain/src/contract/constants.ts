// Names and paths of the contract (no zod): CSV files and columns, the assistant's models.

/** The days of the week, Sunday first (JavaScript's getUTCDay order). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CSV_FILE_NAMES = [
  'sales.csv',
  'samples.csv',
  'timers.csv',
  'actual_labor.csv',
  'scheduled_labor.csv',
  'tasks.csv',
] as const;
export type CsvFileName = (typeof CSV_FILE_NAMES)[number];

/** What kind of day a store-day is on the store's own clock (how it is found: report/dayStatus.ts). */
export const DAY_STATUSES = ['not_started', 'in_progress', 'complete', 'no_data'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** The named columns of each CSV file, in order. */
export const CSV_COLUMNS: Record<CsvFileName, readonly string[]> = {
  'sales.csv': [
    'Hour',
    'NetSales',
    'TransactionsCount',
    'LaborHours',
    'LaborCost',
    'SuggestedLaborHours',
    'Forecast',
  ],
  'samples.csv': ['Time', 'Product', 'Employee'],
  'timers.csv': ['StartedAt', 'TimerName', 'MinutesRemaining'],
  'actual_labor.csv': ['FirstName', 'LastName', 'DateOfBusiness', 'ClockIn', 'ClockOut', 'RegularHours'],
  'scheduled_labor.csv': [
    'FirstName',
    'LastName',
    'DateOfBusiness',
    'ShiftStart',
    'ShiftEnd',
    'RegularHours',
  ],
  'tasks.csv': ['Status', 'CompletedBy', 'TaskName'],
};

export const PLAIN_CHAT_MODELS = [
  'gpt-4-turbo',
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4.1',
  'o1',
  'o1-mini',
  'o3',
  'o3-mini',
  'o4-mini',
] as const;
export const TOOL_CHAT_MODELS = [
  'gpt-4-turbo',
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4.1',
  'o1',
  'o3',
  'o3-mini',
  'o4-mini',
] as const;
export type PlainChatModel = (typeof PLAIN_CHAT_MODELS)[number];
export type ToolChatModel = (typeof TOOL_CHAT_MODELS)[number];

export const llmChatPath = (model: PlainChatModel) => `/api/llm/chat/${model}`;
export const llmToolsPath = (model: ToolChatModel) => `/api/llm/tools/${model}`;
/** The default model path: plain chat with gpt-4o. */
export const DEFAULT_MODEL_PATH = llmChatPath('gpt-4o');

/** The catalogue's name of each model. */
export const MODEL_LABELS: Record<PlainChatModel, string> = {
  'gpt-4-turbo': 'GPT-4 Turbo',
  'gpt-4o': 'GPT-4o',
  'gpt-4o-mini': 'GPT-4o mini',
  'gpt-4.1': 'GPT-4.1',
  o1: 'o1',
  'o1-mini': 'o1-mini',
  o3: 'o3',
  'o3-mini': 'o3-mini',
  'o4-mini': 'o4-mini',
};
export const toolsModelLabel = (model: ToolChatModel) => `${MODEL_LABELS[model]} with tools`;

/** The catalogue's name of a model path (`/api/llm/tools/gpt-4o`: `GPT-4o with tools`), or null outside it. */
export function modelPathLabel(path: string): string | null {
  const plain = PLAIN_CHAT_MODELS.find((m) => llmChatPath(m) === path);
  if (plain) return MODEL_LABELS[plain];
  const tools = TOOL_CHAT_MODELS.find((m) => llmToolsPath(m) === path);
  return tools ? toolsModelLabel(tools) : null;
}

/**
 * Admin MFA. POST /auth/login for an account with an authenticator answers 401
 * with this code (and no session): POST /auth/login/mfa with a code from the app or a recovery code
 * finishes the sign-in.
 */
export const MFA_REQUIRED_CODE = 'mfa_required';
/** A waiting sign-in (the code step) that timed out or never started: sign in again. */
export const MFA_CHALLENGE_ENDED_CODE = 'mfa_challenge_expired';
/** What a signed-in administrator's request is refused with while REQUIRE_ADMIN_MFA waits for enrolment. */
export const MFA_ENROLMENT_REQUIRED_CODE = 'mfa_enrolment_required';
