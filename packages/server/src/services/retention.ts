// The retention job: rows that have served their purpose are deleted. Safe to
// run in every server process at once (each delete is idempotent).
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { STAFFCHAT_EVENT_RETENTION_MS } from './staffchat';

export interface RetentionLimits {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  impersonationMs: number;
  /** Sign-in failures older than the throttling window count for nothing. */
  loginWindowMs: number;
  /** Audit rows are kept this many days (AUDIT_RETENTION_DAYS, default 400). */
  auditRetentionDays: number;
}

export interface Purged {
  sessions: number;
  loginFailures: number;
  auditRows: number;
  /** The staff chat's stream events past 7 days (a client away longer reloads instead of replaying). */
  staffChatEvents: number;
}

/** Deletes expired sessions, sign-in failures past the window, audit rows past retention, old chat events. */
export async function purgeExpired(db: Kysely<DB>, now: Date, limits: RetentionLimits): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', before(limits.sessionIdleMs)),
        eb('created_at', '<', before(limits.sessionAbsoluteMs)),
        eb('impersonation_started_at', '<', before(limits.impersonationMs)),
      ]),
    )
    .returning('id_hash')
    .execute();
  const loginFailures = await db
    .deleteFrom('login_failures')
    .where('at', '<', before(limits.loginWindowMs))
    .returning('id')
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('at', '<', before(60 * 60_000))
    .execute();
  // Sign-ins that never got their second factor (each lives 5 minutes; an hour covers any clock skew).
  await db
    .deleteFrom('mfa_challenges')
    .where('created_at', '<', before(60 * 60_000))
    .execute();
  // The assistant's counters: the per-minute window, marks past any deadline, yesterday's tokens.
  await db
    .deleteFrom('llm_requests')
    .where('at', '<', before(60 * 60_000))
    .execute();
  await db
    .deleteFrom('llm_inflight')
    .where('started_at', '<', before(24 * 60 * 60_000))
    .execute();
  await db
    .deleteFrom('llm_usage')
    .where(
      'day',
      '<',
      before(2 * 86_400_000)
        .toISOString()
        .slice(0, 10),
    )
    .execute();
  const auditRows = await db
    .deleteFrom('audit_log')
    .where('at', '<', before(limits.auditRetentionDays * 86_400_000))
    .returning('id')
    .execute();
  // Staff chat edits count toward the per-minute rate only.
  await db
    .deleteFrom('staffchat_edits')
    .where('at', '<', before(60 * 60_000))
    .execute();
  // Import requests count toward the per-minute rate only.
  await db
    .deleteFrom('import_requests')
    .where('at', '<', before(60 * 60_000))
    .execute();
  const staffChatEvents = await db
    .deleteFrom('staffchat_events')
    .where('created_at', '<', before(STAFFCHAT_EVENT_RETENTION_MS))
    .returning('id')
    .execute();
  // Presence rows a process that died left behind (live ones are refreshed every few seconds).
  await db.deleteFrom('staffchat_presence').where('seen_at', '<', before(86_400_000)).execute();
  return {
    sessions: sessions.length,
    loginFailures: loginFailures.length,
    auditRows: auditRows.length,
    staffChatEvents: staffChatEvents.length,
  };
}

/** How often a server process runs the job (and once at start). */
export const RETENTION_EVERY_MS = 60 * 60_000;
