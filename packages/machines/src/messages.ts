/**
 * Every string a user can see that these machines produce, verbatim from the spec (sections 2, 4, 8).
 * The UI, the app and the tests import them from here so the three always agree.
 */
export const messages = {
  // session
  loginFailed: 'Login failed, please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  noExistingSession: 'No existing session',
  /** Not worded by the spec (it only says both fields are required); shown when either is blank. */
  loginFieldsRequired: 'Email and password are required.',
  /** Not in the spec: the sign-in's code step with an empty field. */
  mfaCodeRequired: 'Enter the code from your authenticator app or a recovery code.',
  // impersonation
  loadUsersFailedLog: 'Failed to load users',
  loadUsersFailed: 'Failed to load users. Please try again.',
  noUsersMatching: 'No users found matching your search',
  noUsersMatchingHint: 'Try adjusting your search terms',
  noUsersAvailable: 'No users available',
  impersonationFailed: 'Failed to start impersonation.',
  stopImpersonationFailedLog: 'Failed to stop impersonation',
  // services loader
  serviceNotStarted: 'Not started',
  serviceLoading: 'Loading...',
  serviceRecords: (count: number) => `${count} records`,
  // csv data
  csvProxyError: (status: number, statusText: string) => `CSV proxy error: ${status} ${statusText}`,
  csvFetchFailed: 'Failed to fetch CSV data',
  refreshFailed: 'Failed to refresh data.',
  // csv cache
  cacheKeyDateRequired: 'Date string is required for cache key generation.',
  cacheKeyDateFormat: 'Date must be in YYYY-MM-DD format.',
  cacheStatusActive: 'Active',
  cacheStatusEmpty: 'Empty',
  cacheQuotaFailedLog: 'CSV cache: storage quota exceeded after evicting 10 entries',
  cacheWriteFailedLog: 'CSV cache: write failed',
  cacheEntryDamagedLog: 'CSV cache: a damaged entry was removed',
  // context
  contextEmpty: 'No context data available. Please select a store and date in Global Settings.',
  contextBuilding: 'Building context...',
  contextFailed: (message: string) => `Failed to build context: ${message}`,
  // chat
  chatError: (message: string) => `Error: ${message}`,
  chatApiFailed: 'Failed to fetch API',
  /** Not worded by the spec (it only gives the 360000 ms limit). */
  chatTimedOut: 'Request timed out after 360000 ms',
} as const;

/** The message of whatever was thrown, or `fallback` when it carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
