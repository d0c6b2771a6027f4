import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { sendPrepared } from '../db/connect';
import type { DB } from '../db/types';

/** 256 bits from the CSPRNG; only its SHA-256 is stored, so a database leak yields no live session. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionUserRow {
  id: number;
  email: string;
  name: string;
  admin: boolean;
  settings: string;
}

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
  impersonationMs: number;
}

export interface LoadedSession {
  idHash: string;
  user: SessionUserRow;
  originalUser: SessionUserRow | null;
  createdAt: Date;
  impersonationStartedAt: Date | null;
  /**
   * `cache_generation` as this request read it with the session (processes sharing a PostgreSQL keep
   * scopes and store versions for one value of it); null for a session from this process's memory.
   */
  cacheGeneration: number | null;
}

const TOUCH_EVERY_MS = 30_000;

interface CachedSession {
  session: LoadedSession;
  lastSeen: number;
  lastWritten: number;
}

/**
 * Sessions held in memory by a server that is the database's only client (the embedded database has
 * exactly one process): every change goes through this process, which drops the entries it changes.
 * With DATABASE_URL (several processes) every request reads its session from the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  constructor(private readonly max = 10_000) {}
  get(idHash: string) {
    return this.entries.get(idHash);
  }
  set(idHash: string, entry: CachedSession) {
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(idHash, entry);
  }
  delete(idHash: string) {
    this.entries.delete(idHash);
  }
  clear() {
    this.entries.clear();
  }
}

export async function createSession(
  db: Kysely<DB>,
  input: {
    userId: number;
    originalUserId?: number | null;
    now: Date;
    createdAt?: Date;
    impersonationStartedAt?: Date | null;
    ip: string;
  },
): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashToken(token),
      user_id: input.userId,
      original_user_id: input.originalUserId ?? null,
      created_at: input.createdAt ?? input.now,
      last_seen_at: input.now,
      impersonation_started_at: input.impersonationStartedAt ?? null,
      ip: input.ip,
    })
    .execute();
  return token;
}

export async function deleteSession(db: Kysely<DB>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** A session found past a limit: deleted, and the expiry audited (who, and as whom). */
async function endExpired(
  db: Kysely<DB>,
  idHash: string,
  now: Date,
  userId: number,
  originalUserId: number | null,
): Promise<void> {
  const gone = await db.deleteFrom('sessions').where('id_hash', '=', idHash).returning('id_hash').execute();
  // Two requests may find it expired at once: the one that deleted it writes the entry.
  if (gone.length === 0) return;
  await audit(db, {
    at: now,
    action: 'session_expired',
    actorUserId: originalUserId ?? userId,
    asUserId: originalUserId === null ? null : userId,
  });
}

/**
 * The live session for a cookie token, or null. An idle, too old, or over-long impersonation session
 * is deleted on sight. Activity is recorded at most every 30 s (fewer writes per request).
 */
export async function loadSession(
  db: Kysely<DB>,
  token: string,
  now: Date,
  limits: SessionLimits,
  cache?: SessionCache | null,
): Promise<LoadedSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const idHash = hashToken(token);
  const t = now.getTime();
  const hit = cache?.get(idHash);
  if (hit) {
    const { session } = hit;
    const expired =
      t - hit.lastSeen > limits.idleMs ||
      t - session.createdAt.getTime() > limits.absoluteMs ||
      (session.impersonationStartedAt !== null &&
        t - session.impersonationStartedAt.getTime() > limits.impersonationMs);
    if (expired) {
      cache?.delete(idHash);
      await endExpired(db, idHash, now, session.user.id, session.originalUser?.id ?? null);
      return null;
    }
    hit.lastSeen = Math.max(hit.lastSeen, t);
    if (t - hit.lastWritten > TOUCH_EVERY_MS) {
      hit.lastWritten = t;
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
    }
    return session;
  }
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as o', 'o.id', 's.original_user_id')
    .select([
      's.created_at',
      's.last_seen_at',
      's.impersonation_started_at',
      's.original_user_id',
      'u.id as u_id',
      'u.email as u_email',
      'u.name as u_name',
      'u.admin as u_admin',
      'u.settings as u_settings',
      'o.id as o_id',
      'o.email as o_email',
      'o.name as o_name',
      'o.admin as o_admin',
      'o.settings as o_settings',
      (eb) => eb.selectFrom('cache_generation').select('generation').as('cache_generation'),
    ])
    .where('s.id_hash', '=', idHash);
  // Every request makes this query: a prepared statement on PostgreSQL (its text is the same each time).
  const compiled = query.compile();
  sendPrepared(compiled.sql);
  const row = (await db.executeQuery(compiled)).rows[0];
  if (!row) return null;
  const createdAt = new Date(row.created_at);
  const lastSeen = new Date(row.last_seen_at);
  const impStarted = row.impersonation_started_at ? new Date(row.impersonation_started_at) : null;
  const expired =
    t - lastSeen.getTime() > limits.idleMs ||
    t - createdAt.getTime() > limits.absoluteMs ||
    (impStarted !== null && t - impStarted.getTime() > limits.impersonationMs) ||
    (row.original_user_id !== null && row.o_id === null);
  if (expired) {
    await endExpired(db, idHash, now, row.u_id, row.o_id);
    return null;
  }
  let lastWritten = lastSeen.getTime();
  if (t - lastSeen.getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
    lastWritten = t;
  }
  const session: LoadedSession = {
    idHash,
    user: {
      id: row.u_id,
      email: row.u_email,
      name: row.u_name,
      admin: row.u_admin,
      settings: row.u_settings,
    },
    originalUser:
      row.o_id === null
        ? null
        : {
            id: row.o_id,
            email: row.o_email ?? '',
            name: row.o_name ?? '',
            admin: row.o_admin ?? false,
            settings: row.o_settings ?? '{}',
          },
    createdAt,
    impersonationStartedAt: impStarted,
    cacheGeneration: Number(row.cache_generation),
  };
  cache?.set(idHash, {
    session: { ...session, cacheGeneration: null },
    lastSeen: Math.max(lastSeen.getTime(), t),
    lastWritten,
  });
  return session;
}
