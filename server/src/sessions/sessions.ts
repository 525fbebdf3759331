import { API_MESSAGES } from '@telehealth/shared-api/core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { Unauthorized } from '../http/errors';
import { findLiveSessionTimes, insertSession, revokeSession, revokeUserSessions, touchLiveSessions } from './session-repository';
import { SessionCache } from './session-cache';
import { SessionReads } from './session-reads';
import { signSessionToken, TokenVerifier } from './tokens';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  /** How long (ms) this instance may reuse a validated session without reading it again; 0 = never. */
  cacheMs?: number;
  /** Most sessions kept in that cache. */
  cacheMaxEntries?: number;
  /** Whether concurrent requests' session reads go to the database together (see SessionReads). */
  batchReads?: boolean;
}

/** What this instance tells the others when sessions or users change (see `onEvict`). */
export interface SessionEviction {
  sessionIds?: string[];
  userIds?: string[];
}

/** The signed-in caller of a request or socket. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
}

export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
}

/**
 * Server-side sessions behind the bearer JWT. A token is honoured only while its session row
 * exists, is not revoked, is within its absolute lifetime and has been used within the idle
 * timeout; so logout and password changes take effect at once.
 *
 * A validated session may be reused by this instance for `cacheMs` without a database read;
 * absolute and idle expiry are still checked against its timestamps on every request, and
 * revocation evicts it here at once and, through `onEvict` (socket.io server-side events),
 * on every other instance.
 */
export class SessionService {
  private readonly touchIntervalMs: number;
  private readonly cache: SessionCache;
  private broadcast: ((eviction: SessionEviction) => void) | undefined;
  private readonly tokens: TokenVerifier;
  private readonly reads: SessionReads;

  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
  ) {
    // last_seen_at is written at most once a minute (less for very short idle timeouts, so
    // the idle rule stays accurate).
    this.touchIntervalMs = Math.min(60_000, policy.idleMs / 4);
    this.cache = new SessionCache(policy.cacheMs ?? 0, policy.cacheMaxEntries ?? 10_000);
    this.tokens = new TokenVerifier(key, policy.cacheMaxEntries ?? 10_000);
    this.reads = new SessionReads(db, policy.batchReads ?? false);
  }

  /** Sets how evictions reach the other instances (called once the socket server exists). */
  onEvict(broadcast: (eviction: SessionEviction) => void): void {
    this.broadcast = broadcast;
  }

  /** Applies an eviction received from another instance. */
  applyEviction(eviction: SessionEviction): void {
    if (eviction.sessionIds?.length) this.cache.evictSessions(eviction.sessionIds);
    if (eviction.userIds?.length) this.cache.evictUsers(eviction.userIds);
  }

  /** Evicts sessions here and on every other instance. */
  forgetSessions(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    this.cache.evictSessions(sessionIds);
    this.broadcast?.({ sessionIds });
  }

  /** Drops cached copies of a user's row (after it changed) here and on every other instance. */
  forgetUser(userId: string): void {
    this.cache.evictUsers([userId]);
    this.broadcast?.({ userIds: [userId] });
  }

  /** Sessions held in this instance's cache (for tests). */
  get cachedCount(): number {
    return this.cache.size;
  }

  /** Opens a session for a sign-in; `executor` may be a transaction. Returns the token. */
  async start(executor: Db, userId: string, client: ClientInfo = {}): Promise<{ token: string; sessionId: string }> {
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + this.policy.maxMs);
    const session = await insertSession(executor, {
      userId,
      createdAt: now,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip ?? null,
    });
    const token = await signSessionToken(this.key, { userId, sessionId: session.id }, now, expiresAt);
    return { token, sessionId: session.id };
  }

  /** Resolves a bearer token to its live session and user, or throws Unauthorized. */
  async authenticate(token: string | undefined | null): Promise<AuthContext> {
    if (!token) throw new Unauthorized(API_MESSAGES.authRequired);
    const now = this.clock();
    const check = await this.tokens.verify(token, now);
    if (!check.ok) {
      throw new Unauthorized(check.reason === 'expired' ? API_MESSAGES.sessionExpired : API_MESSAGES.authRequired);
    }
    const { sessionId, userId } = check.claims;
    const nowMs = now.getTime();
    if (this.cache.enabled) {
      const hit = this.cache.get(sessionId, nowMs);
      // A hit that has expired, gone idle by its cached timestamps or is due a last_seen_at
      // write is read again: another instance may have seen it more recently.
      if (
        hit &&
        hit.userId === userId &&
        hit.expiresAt.getTime() > nowMs &&
        hit.lastSeenAt.getTime() + this.policy.idleMs > nowMs &&
        nowMs - hit.lastSeenAt.getTime() < this.touchIntervalMs
      ) {
        return { user: hit.user, sessionId, expiresAt: hit.expiresAt };
      }
    }
    const mark = this.cache.mark();
    const found = await this.reads.read(sessionId);
    if (!found || found.session.userId !== userId) throw new Unauthorized(API_MESSAGES.authRequired);
    const { session, user } = found;
    if (session.revokedAt !== null || session.expiresAt.getTime() <= nowMs || session.lastSeenAt.getTime() + this.policy.idleMs <= nowMs) {
      throw new Unauthorized(API_MESSAGES.sessionExpired);
    }
    let lastSeenAt = session.lastSeenAt;
    if (nowMs - lastSeenAt.getTime() >= this.touchIntervalMs) {
      await this.reads.touch(session.id, now, new Date(nowMs - this.policy.idleMs));
      lastSeenAt = now;
    }
    this.cache.set(session.id, { userId: session.userId, user, expiresAt: session.expiresAt, lastSeenAt, cachedAtMs: nowMs }, mark);
    return { user, sessionId: session.id, expiresAt: session.expiresAt };
  }

  /** The idle timeout in milliseconds. */
  get idleMs(): number {
    return this.policy.idleMs;
  }

  /**
   * For each given session HTTP would still accept, the moment (ms) it would stop doing so
   * unless used: its absolute end, or its last use plus the idle timeout. Sessions HTTP would
   * refuse now are absent. Reads the database, not the cache: another instance may have seen a
   * session more recently.
   */
  async liveUntil(sessionIds: string[]): Promise<Map<string, number>> {
    const nowMs = this.clock().getTime();
    const live = new Map<string, number>();
    // In chunks, well inside PostgreSQL's limit on query parameters.
    for (let start = 0; start < sessionIds.length; start += 1_000) {
      for (const row of await findLiveSessionTimes(this.db, sessionIds.slice(start, start + 1_000))) {
        const until = Math.min(row.expiresAt.getTime(), row.lastSeenAt.getTime() + this.policy.idleMs);
        if (until > nowMs) live.set(row.id, until);
      }
    }
    return live;
  }

  /**
   * Counts these sessions as used now, as an HTTP request would (a live consultation: its
   * socket stays busy while HTTP is quiet, and the idle timeout must not cut the call). Sessions
   * already idle, expired or revoked stay ended.
   */
  async keepAlive(sessionIds: string[]): Promise<void> {
    const now = this.clock();
    const idleSince = new Date(now.getTime() - this.policy.idleMs);
    for (let start = 0; start < sessionIds.length; start += 1_000) {
      await touchLiveSessions(this.db, sessionIds.slice(start, start + 1_000), now, idleSince);
    }
  }

  /** How often a session in use is written as used (last_seen_at), in milliseconds. */
  get touchEveryMs(): number {
    return this.touchIntervalMs;
  }

  async revoke(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock());
    this.forgetSessions([sessionId]);
  }

  /**
   * Revokes all of a user's sessions; `executor` may be a transaction. Returns their ids.
   * They are evicted at once; call `forgetSessions` again once a transaction commits, so a
   * read racing the commit cannot keep them cached.
   */
  async revokeAllForUser(executor: Db, userId: string): Promise<string[]> {
    const revoked = await revokeUserSessions(executor, userId, this.clock());
    this.forgetSessions(revoked);
    return revoked;
  }
}
