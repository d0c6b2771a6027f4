import type { AuditAction } from '@store-ops/domain';
import type { Kysely } from 'kysely';
import type { DB } from './db/types';
import { currentRequestId } from './plugins/requestId';

export type { AuditAction } from '@store-ops/domain';

export interface AuditEntry {
  at: Date;
  action: AuditAction;
  actorUserId?: number | null;
  asUserId?: number | null;
  targetUserId?: number | null;
  entity?: string | null;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
  detail?: string;
}

/** Never pass a password (or its hash) in before/after: callers strip them first. */
export async function audit(db: Kysely<DB>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: e.at,
      action: e.action,
      actor_user_id: e.actorUserId ?? null,
      as_user_id: e.asUserId ?? null,
      target_user_id: e.targetUserId ?? null,
      entity: e.entity ?? null,
      entity_id: e.entityId ?? null,
      before: e.before === undefined ? null : JSON.stringify(e.before),
      after: e.after === undefined ? null : JSON.stringify(e.after),
      ip: e.ip ?? '',
      detail: e.detail ?? '',
      // The request this runs for (its X-Request-Id), when a request's work writes it.
      request_id: currentRequestId(),
    })
    .execute();
}
