import type { AuditAction, AuditEntryRow } from '@store-ops/domain';

/** The Audit Log screen's strings. */
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
  when: 'When',
  /** The hover title of an entry's time: the same moment in UTC. */
  utc: (text: string) => `${text} UTC`,
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
  user_settings: 'User settings',
  usergroups: 'User group',
  users2groups: 'User assignment',
  companies: 'Company',
  report_settings: 'Report settings',
  import_mappings: 'Import mapping',
  service_tokens: 'Service token',
  stores: 'Store',
  employees: 'Employee',
  hours: 'Store hours',
  llm_chat: 'Store',
  staffchat_messages: 'Staff chat message',
  blog_posts: 'Blog post',
  prompts: 'Prompt',
};

/** The name a change itself holds (a row since deleted): its name, title or e-mail. */
function nameInChange(entry: Pick<AuditEntryRow, 'before' | 'after'>): string | null {
  for (const value of [entry.after, entry.before]) {
    const row = asRecord(value);
    if (!row) continue;
    for (const key of ['name', 'title', 'email']) {
      if (typeof row[key] === 'string' && row[key] !== '') return row[key];
    }
    if (typeof row.first_name === 'string' && typeof row.last_name === 'string')
      return `${row.first_name} ${row.last_name}`.trim();
  }
  return null;
}

/**
 * What an entry concerns, by kind and name as people know them: `Store: Harvest Table Downtown`,
 * `User: sam@example.com`; `Store #2` when no name is known; the user concerned when there is no row.
 */
export function entityLabel(entry: AuditEntryRow): string {
  if (entry.entity) {
    const kind = entityLabels[entry.entity] ?? fieldLabel(entry.entity);
    const name = entry.entity_name ?? nameInChange(entry);
    if (name) return `${kind}: ${name}`;
    return entry.entity_id === null ? kind : `${kind} #${entry.entity_id}`;
  }
  if (entry.target_user_id !== null) {
    return `User: ${entry.target_email ?? auditLogStrings.unknownUser(entry.target_user_id)}`;
  }
  return '';
}

/** Field names in people's words where a column's own spelling is not (the rest: `first_name` -> `First name`). */
const FIELD_LABELS: Record<string, string> = {
  admin: 'Administrator',
  company_id: 'Company',
  store_id: 'Store',
  store_ids: 'Stores',
  company_ids: 'Companies',
  user_id: 'User',
  group_id: 'Group',
  source_id: 'Source ID',
  week_begin: 'Week begins',
  day_of_week: 'Day of the week',
  published_at: 'Published',
  updated_at: 'Updated',
  mfa_enabled: 'Two-factor',
  llm: 'Model endpoint',
  zip: 'ZIP code',
};

/** A field's name as people say it: `first_name` -> `First name`, `source_id` -> `Source ID`. */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field] as string;
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => (w.toLowerCase() === 'id' ? 'ID' : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
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

/** One field of a change: its name as people say it, its value before and after (absent on a create or a delete). */
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
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A row with its nested objects spread into fields of their own: `{ settings: { blocks } }` -> `settings.blocks`. */
function flatten(row: Record<string, unknown> | null, prefix = ''): Record<string, unknown> | null {
  if (row === null) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    if (isPlainObject(value) && Object.keys(value).length > 0)
      Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/**
 * An entry's change as a field-by-field diff: an update lists the fields that changed (before and
 * after), a create the values it set, a delete the values it removed.
 */
export function auditChanges(entry: Pick<AuditEntryRow, 'before' | 'after'>): AuditChange[] {
  const before = flatten(asRecord(entry.before));
  const after = flatten(asRecord(entry.after));
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
      field: field.split('.').map(fieldLabel).join(' › '),
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
