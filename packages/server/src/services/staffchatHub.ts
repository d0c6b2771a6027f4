// The staff chat's streams in one server process. Writes (in any process) insert events rows and
// NOTIFY; this process's ONE listener wakes the hub, which reads the new rows in id order and writes
// each to the open streams whose user may see the room. Nothing is fanned out from memory: a message
// posted through another process reaches this one's clients the same way. So does the end of a
// session (`end <id hash>`, from a trigger on sessions) and a change of who may see what (`access`):
// the streams concerned end, or are checked again, at once rather than at the next heartbeat; so does
// a session that times out (idle, too old, an impersonation past its limit), at its deadline. How many
// streams a session holds open is counted in the database (presence rows), across processes.
//
// A stream with `Last-Event-ID: N` is subscribed first (live events are held back), then replays the
// visible events in (N, M] where M was the newest event id when it looked, then releases the held
// events with ids > M: no gap, no duplicate (ids commit in increasing order, see publishEvent).
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { STAFFCHAT_LIMITS, type StaffChatEventName } from '@store-ops/domain';
import { type Kysely, sql } from 'kysely';
import type { SessionLimits } from '../auth/sessions';
import type { Listen } from '../db/connect';
import type { DB } from '../db/types';
import { sseFrame, writeEventStreamHead } from '../sse';
import { type Scope, userScope } from './scope';
import { type RoomRow, roomVisible, STAFFCHAT_CHANNEL } from './staffchat';

export interface StaffChatHubOptions {
  /** The comment heartbeat (`: ping`), the presence refresh and the session/scope re-check. */
  pingMs?: number;
  /** A presence row older than this was left by a process that died (online = a fresher row). */
  presenceTtlMs?: number;
  /** Without a listener (no `listen`): how often to look for new events. */
  pollMs?: number;
  /** The `retry:` the stream asks EventSource to wait before reconnecting. */
  retryMs?: number;
  /** Open streams one session may hold (in every process together). */
  streamsPerSession?: number;
}

export const STAFFCHAT_STREAM_DEFAULTS = {
  pingMs: 15_000,
  presenceTtlMs: 45_000,
  pollMs: 1_000,
  retryMs: 3_000,
  streamsPerSession: STAFFCHAT_LIMITS.streamsPerSession,
} as const;

/** Any constant (with the session's hash): serialises one session's stream admissions across processes. */
const STREAM_LOCK = 7_270_418;

/** A stream whose client reads slower than this much is buffered is closed (it resumes by replay). */
const MAX_BUFFERED_BYTES = 1_048_576;
/** A replay pauses for the client to read when this much is waiting. */
const REPLAY_BUFFER_BYTES = 262_144;
const PAGE = 500;

interface StoredEvent {
  id: number;
  kind: StaffChatEventName;
  payload: unknown;
  room: Pick<RoomRow, 'kind' | 'company_id' | 'store_id'>;
}

interface Client {
  streamId: string;
  /** Whom the stream acts as (the impersonated user while impersonating): its rooms. */
  userId: number;
  sessionId: string;
  scope: Scope;
  res: ServerResponse;
  /** Events are written only above this id (what was sent or replayed). */
  lastSent: number;
  /** Live events held back while the stream replays; null once live. */
  held: StoredEvent[] | null;
  closed: boolean;
}

const frame = (event: StoredEvent) => sseFrame(event.kind, event.payload, event.id);

export class StaffChatHub {
  private readonly clients = new Set<Client>();
  private readonly options: Required<StaffChatHubOptions>;
  private started: Promise<void> | null = null;
  private stopping = false;
  /** The newest event id this process has fanned out. */
  private lastSeen = 0;
  private pumping: Promise<void> | null = null;
  private again = false;
  private unlisten: (() => Promise<void>) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private checking: Promise<void> | null = null;
  private checkAgain = false;
  /** Checks the streams again when the soonest of their sessions' deadlines comes. */
  private expiry: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: () => Date;
      listen?: Listen | undefined;
      sessionLimits: SessionLimits;
      log: { warn(obj: object, msg: string): void };
    },
    options: StaffChatHubOptions = {},
  ) {
    this.options = { ...STAFFCHAT_STREAM_DEFAULTS, ...options };
  }

  get presenceTtlMs(): number {
    return this.options.presenceTtlMs;
  }

  /** Open streams in this process. */
  get size(): number {
    return this.clients.size;
  }

  /** Starts the listener (once, on the first stream; again after a failed start). */
  start(): Promise<void> {
    this.started ??= this.startOnce().catch((err) => {
      this.started = null;
      throw err;
    });
    return this.started;
  }

  private async startOnce(): Promise<void> {
    this.lastSeen = await this.newestId();
    const wake = () => this.pump();
    if (this.deps.listen) {
      this.unlisten = await this.deps.listen(STAFFCHAT_CHANNEL, (payload) => this.notified(payload), wake);
    } else {
      this.timers.push(setInterval(wake, this.options.pollMs));
    }
    this.timers.push(setInterval(() => void this.heartbeat(), this.options.pingMs));
    for (const t of this.timers) t.unref();
  }

  /**
   * A notification on the channel: a new event's id (read the new rows), `end <session id hash>` (that
   * session's streams end), or `access` (every stream checked again). Each is a hint: another schema's
   * or database's notification costs a read or a check for nothing.
   */
  private notified(payload: string): void {
    if (payload.startsWith('end ')) {
      const ended = payload.slice(4);
      for (const client of [...this.clients]) if (client.sessionId === ended) this.close(client);
      return;
    }
    if (payload === 'access') {
      void this.recheck();
      return;
    }
    const id = Number(payload);
    if (!Number.isFinite(id) || id > this.lastSeen) void this.pump();
  }

  /**
   * Admits one more stream of a session, in the database (every process counts the same rows): at
   * most `streamsPerSession` with a fresh presence row. Answers the new stream's id (its presence row
   * is written, for `userId`), or null when the session holds enough.
   */
  async admit(input: { sessionId: string; userId: number }): Promise<string | null> {
    const { db, clock } = this.deps;
    const now = clock();
    const streamId = randomUUID();
    const admitted = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${STREAM_LOCK}, hashtext(${input.sessionId}))`.execute(trx);
      const open = await trx
        .selectFrom('staffchat_presence')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('session_id', '=', input.sessionId)
        .where('seen_at', '>', new Date(now.getTime() - this.options.presenceTtlMs))
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= this.options.streamsPerSession) return false;
      await trx
        .insertInto('staffchat_presence')
        .values({ stream_id: streamId, user_id: input.userId, session_id: input.sessionId, seen_at: now })
        .execute();
      return true;
    });
    return admitted ? streamId : null;
  }

  private async newestId(): Promise<number> {
    const row = await this.deps.db
      .selectFrom('staffchat_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Reads the events after `after` (up to `upTo`), in id order, with their rooms. */
  private async eventsAfter(after: number, upTo?: number): Promise<StoredEvent[]> {
    let query = this.deps.db
      .selectFrom('staffchat_events as e')
      .innerJoin('staffchat_rooms as r', 'r.id', 'e.room_id')
      .select(['e.id', 'e.kind', 'e.payload', 'r.kind as room_kind', 'r.company_id', 'r.store_id'])
      .where('e.id', '>', after);
    if (upTo !== undefined) query = query.where('e.id', '<=', upTo);
    const rows = await query.orderBy('e.id').limit(PAGE).execute();
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      room: { kind: r.room_kind, company_id: r.company_id, store_id: r.store_id },
    }));
  }

  /** Fans out every event newer than the last one seen; one pass at a time, repeated if woken meanwhile. */
  pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const events = await this.eventsAfter(this.lastSeen);
            for (const event of events) {
              this.lastSeen = event.id;
              for (const client of this.clients) this.deliver(client, event);
            }
            if (events.length < PAGE) break;
          }
        } while (this.again && !this.stopping);
      } catch (err) {
        this.deps.log.warn({ err }, 'staff chat: reading new events failed');
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  private deliver(client: Client, event: StoredEvent): void {
    if (client.closed) return;
    if (client.held) {
      client.held.push(event);
      return;
    }
    if (event.id <= client.lastSent || !roomVisible(client.scope, event.room)) return;
    client.lastSent = event.id;
    this.write(client, frame(event));
  }

  private write(client: Client, text: string): void {
    if (client.closed) return;
    client.res.write(text);
    // A client that stopped reading: drop it rather than buffer without end (it resumes by replay).
    if (client.res.writableLength > MAX_BUFFERED_BYTES) this.close(client);
  }

  /**
   * Serves one stream (admitted: `streamId` from `admit`) on a hijacked response: headers, `retry:`,
   * replay after `lastEventId` (when given), then live events until the client goes away, its session
   * ends or the server closes.
   */
  async open(input: {
    res: ServerResponse;
    streamId: string;
    userId: number;
    sessionId: string;
    scope: Scope;
    lastEventId: number | null;
    headers: Record<string, string | string[] | number | undefined>;
  }): Promise<void> {
    await this.start();
    const { res } = input;
    if (this.stopping) {
      await this.clearPresence([input.streamId]);
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: { code: 'unavailable', message: 'The server is shutting down.' } }));
      return;
    }
    const client: Client = {
      streamId: input.streamId,
      userId: input.userId,
      sessionId: input.sessionId,
      scope: input.scope,
      res,
      lastSent: 0,
      held: [],
      closed: false,
    };
    // Subscribed before looking at the table: whatever commits from now on is held, not missed.
    this.clients.add(client);
    res.on('close', () => this.close(client));
    res.on('error', () => this.close(client));
    // Gone while it was admitted: its 'close' has been and gone.
    if (res.destroyed || !res.socket || res.socket.destroyed) {
      this.close(client);
      return;
    }
    writeEventStreamHead(res, input.headers);
    res.write(`retry: ${this.options.retryMs}\n\n`);
    let newest: number;
    try {
      newest = await this.newestId();
      // An id from the future (the database was reset) replays nothing: the client starts over at `newest`.
      let cursor = Math.min(input.lastEventId ?? newest, newest);
      while (cursor < newest && !client.closed) {
        const events = await this.eventsAfter(cursor, newest);
        if (events.length === 0) break;
        for (const event of events) {
          cursor = event.id;
          if (roomVisible(client.scope, event.room)) this.write(client, frame(event));
        }
        // A long replay waits for the client to read instead of buffering it all.
        if (res.writableLength > REPLAY_BUFFER_BYTES && !client.closed)
          await new Promise((resolve) => {
            res.once('drain', resolve);
            res.once('close', resolve);
          });
      }
    } catch (err) {
      this.deps.log.warn({ err }, 'staff chat: opening a stream failed');
      this.close(client);
      return;
    }
    // Where the stream stands: an id-only frame sets EventSource's last event id and dispatches
    // nothing, so a reconnect resumes from here even when no event was visible to this user.
    client.lastSent = newest;
    this.write(client, `id: ${newest}\n\n`);
    this.goLive(client);
    // Its session's deadlines join the others'.
    void this.recheck();
  }

  private goLive(client: Client): void {
    const held = client.held ?? [];
    client.held = null;
    for (const event of held) this.deliver(client, event);
  }

  private close(client: Client): void {
    if (client.closed) return;
    client.closed = true;
    client.held = null;
    this.clients.delete(client);
    if (!client.res.writableEnded) client.res.end();
    if (!this.stopping) this.clearPresence([client.streamId]);
  }

  private clearPresence(streamIds: string[]): Promise<void> {
    return this.deps.db
      .deleteFrom('staffchat_presence')
      .where('stream_id', 'in', streamIds)
      .execute()
      .then(
        () => undefined,
        (err) => this.deps.log.warn({ err }, 'staff chat: presence not cleared'),
      );
  }

  /**
   * Every `pingMs`: a comment line to each stream (proxies keep it open; the client sees it alive),
   * this process's presence rows refreshed, every stream checked again (recheck: an expired session's
   * stream ends; a changed scope applies), and a catch-up read of new events.
   */
  private async heartbeat(): Promise<void> {
    if (this.stopping) return;
    for (const client of this.clients) this.write(client, ': ping\n\n');
    const open = [...this.clients];
    if (open.length === 0) return void (await this.pump());
    try {
      await this.deps.db
        .updateTable('staffchat_presence')
        .set({ seen_at: this.deps.clock() })
        .where(
          'stream_id',
          'in',
          open.map((c) => c.streamId),
        )
        .execute();
    } catch (err) {
      this.deps.log.warn({ err }, 'staff chat: heartbeat failed');
    }
    await this.recheck();
    await this.pump();
  }

  /** Checks every open stream again (one pass at a time, repeated if asked meanwhile). */
  recheck(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = (async () => {
      try {
        do {
          this.checkAgain = false;
          await this.checkStreams();
        } while (this.checkAgain && !this.stopping);
      } catch (err) {
        this.deps.log.warn({ err }, 'staff chat: checking the streams failed');
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /**
   * A stream lives while its session does (not signed out, expired, replaced or ended elsewhere), acts
   * as the session's user, and the session's real user (the administrator, while impersonating) is
   * still an administrator; its scope is read again (what it may see follows grants as they change).
   */
  private async checkStreams(): Promise<void> {
    const open = [...this.clients];
    if (open.length === 0) return this.checkAt(Number.POSITIVE_INFINITY);
    const { db, clock, sessionLimits } = this.deps;
    const sessions = await db
      .selectFrom('sessions as s')
      .innerJoin('users as r', (join) =>
        join.on(sql<boolean>`r.id = coalesce(s.original_user_id, s.user_id)`),
      )
      .select([
        's.id_hash',
        's.user_id',
        's.created_at',
        's.last_seen_at',
        's.impersonation_started_at',
        'r.admin',
      ])
      .where('s.id_hash', 'in', [...new Set(open.map((c) => c.sessionId))])
      .execute();
    const t = clock().getTime();
    /** When a session times out: idle, too old, or an impersonation past its limit, whichever is first. */
    const deadline = (s: (typeof sessions)[number]) =>
      Math.min(
        new Date(s.last_seen_at).getTime() + sessionLimits.idleMs,
        new Date(s.created_at).getTime() + sessionLimits.absoluteMs,
        s.impersonation_started_at === null
          ? Number.POSITIVE_INFINITY
          : new Date(s.impersonation_started_at).getTime() + sessionLimits.impersonationMs,
      );
    const liveSessions = sessions.filter((s) => s.admin && t <= deadline(s));
    const live = new Map(liveSessions.map((s) => [s.id_hash, s.user_id]));
    this.checkAt(Math.min(...liveSessions.map(deadline)));
    const scopes = new Map<number, Scope>();
    for (const client of open) {
      if (client.closed) continue;
      if (live.get(client.sessionId) !== client.userId) {
        this.close(client);
        continue;
      }
      let scope = scopes.get(client.userId);
      if (!scope) {
        scope = await userScope(db, client.userId);
        scopes.set(client.userId, scope);
      }
      client.scope = scope;
    }
  }

  /**
   * The streams are checked again just after `at` (a session's deadline; a session used meanwhile has
   * a later one by then, and the check finds it). One timer for every stream of this process.
   */
  private checkAt(at: number): void {
    if (this.expiry) clearTimeout(this.expiry);
    this.expiry = null;
    if (!Number.isFinite(at) || this.stopping) return;
    const ms = Math.min(Math.max(0, at - this.deps.clock().getTime()) + 50, 2 ** 31 - 1);
    this.expiry = setTimeout(() => {
      this.expiry = null;
      void this.recheck();
    }, ms);
    this.expiry.unref();
  }

  /** Ends every stream (server shutdown): their clients reconnect to another process and replay. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.checkAt(Number.POSITIVE_INFINITY);
    const open = [...this.clients];
    for (const client of open) {
      this.close(client);
      // Let the socket go with the response (a kept-alive socket would hold the server's close open).
      client.res.socket?.end();
    }
    if (open.length > 0) await this.clearPresence(open.map((c) => c.streamId));
    await this.pumping?.catch(() => {});
    await this.checking;
    try {
      await this.unlisten?.();
    } catch {}
    this.unlisten = null;
  }
}
