import type { AuditAction, AuditEntryRow } from '@store-ops/domain';

/** The Audit Log screen's strings (issue 14 item 4). */
export const auditLogStrings = {
  title: 'Audit Log',
  filters: 'Audit Log filters',
  user: 'User',
  allUsers: 'All users',
  action: 'Action',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  table: 'Audit Log entries',
  when: 'When (UTC)',
  who: 'Who',
  actionColumn: 'Action',
  entity: 'Entity',
  change: 'Change',
  loading: 'Loading the audit log…',
  loadFailed: 'The audit log could not be loaded.',
  retry: 'Retry',
  empty: 'Nothing has been recorded yet.',
  noMatch: 'No entries match these filters.',
  noMatchHint: 'Try a wider date range, or another user or action.',
  pages: 'Audit Log pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  shown: (first: number, last: number, total: number) =>
    `${first}–${last} of ${total} ${total === 1 ? 'entry' : 'entries'}`,
  onBehalf: (email: string) => `as ${email}`,
  unknownUser: (id: number) => `Deleted user #${id}`,
  nobody: 'Not signed in',
  showAll: (n: number) => `Show all ${n} changes`,
  showFewer: 'Show fewer',
  empty_value: '(empty)',
} as const;

/** Each action's name on screen (the filter's options, in this order). */
export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  import: 'Imported',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  login_throttled: 'Sign-in throttled',
  logout: 'Signed out',
  session_expired: 'Session ended',
  impersonation_start: 'Impersonation started',
  impersonation_stop: 'Impersonation stopped',
  admin_refused: 'Admin access refused',
  llm_chat: 'Assistant chat',
  mfa_enabled: 'Two-factor turned on',
  mfa_disabled: 'Two-factor turned off',
  mfa_recovery_used: 'Recovery code used',
};

export const actionLabel = (action: string): string =>
  Object.hasOwn(auditActionLabels, action) ? auditActionLabels[action as AuditAction] : action;

const entityLabels: Record<string, string> = {
  users: 'User',
  usergroups: 'User group',
  users2groups: 'User assignment',
  companies: 'Company',
  stores: 'Store',
  employees: 'Employee',
  hours: 'Hours',
  llm_chat: 'Store',
};

/** What an entry concerns, e.g. `Store #2`; the user concerned when there is no row. */
export function entityLabel(entry: AuditEntryRow): string {
  if (entry.entity) {
    const name = entityLabels[entry.entity] ?? entry.entity;
    return entry.entity_id === null ? name : `${name} #${entry.entity_id}`;
  }
  if (entry.target_user_id !== null) {
    return `User ${entry.target_email ?? auditLogStrings.unknownUser(entry.target_user_id)}`;
  }
  return '';
}

/** Who acted, and on whose behalf while impersonating. */
export function whoLabel(entry: AuditEntryRow): { who: string; onBehalf: string | null } {
  const name = (id: number | null, email: string | null) =>
    email ?? (id === null ? auditLogStrings.nobody : auditLogStrings.unknownUser(id));
  const who = name(entry.actor_user_id, entry.actor_email);
  const impersonated = entry.as_user_id !== null && entry.as_user_id !== entry.actor_user_id;
  return {
    who,
    onBehalf: impersonated ? auditLogStrings.onBehalf(name(entry.as_user_id, entry.as_email)) : null,
  };
}

/** One field of a change: its value before and after (absent on a create or a delete). */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

/** Fields that say nothing to a reader (or must never show). */
const HIDDEN = new Set(['id', 'version', 'password', 'password_hash']);
/** Fields that say what a row is, shown before the others. */
const FIRST = ['name', 'email', 'first_name', 'last_name'];

/** A stored value as text: empty as `(empty)`, yes/no, lists joined, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return auditLogStrings.empty_value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.length === 0 ? auditLogStrings.empty_value : value.map(String).join(', ');
  }
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An entry's change as a field-by-field diff: an update lists the fields that changed (before and
 * after), a create the values it set, a delete the values it removed.
 */
export function auditChanges(entry: Pick<AuditEntryRow, 'before' | 'after'>): AuditChange[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  // The stored JSON keeps no field order: names first, the rest alphabetical.
  const rank = (f: string) => (FIRST.includes(f) ? FIRST.indexOf(f) : FIRST.length);
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
    .filter((f) => !HIDDEN.has(f))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const had = before !== null && Object.hasOwn(before, field);
    const has = after !== null && Object.hasOwn(after, field);
    if (had && has && same(before[field], after[field])) continue;
    changes.push({
      field,
      ...(had ? { before: formatAuditValue(before[field]) } : {}),
      ...(has ? { after: formatAuditValue(after?.[field]) } : {}),
    });
  }
  return changes;
}

/** A long value cut for the collapsed view. */
export const AUDIT_VALUE_PREVIEW = 120;
export const preview = (text: string) =>
  text.length > AUDIT_VALUE_PREVIEW ? `${text.slice(0, AUDIT_VALUE_PREVIEW - 1)}…` : text;
