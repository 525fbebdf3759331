import { API_MESSAGES } from '@telehealth/shared-api/core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { Unauthorized } from '../http/errors';
import { findSessionWithUser, insertSession, revokeSession, revokeUserSessions, touchSession } from './session-repository';
import { signSessionToken, verifySessionToken } from './tokens';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
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
 */
export class SessionService {
  private readonly touchIntervalMs: number;

  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
  ) {
    // last_seen_at is written at most once a minute (less for very short idle timeouts, so
    // the idle rule stays accurate).
    this.touchIntervalMs = Math.min(60_000, policy.idleMs / 4);
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
    const check = await verifySessionToken(this.key, token, now);
    if (!check.ok) {
      throw new Unauthorized(check.reason === 'expired' ? API_MESSAGES.sessionExpired : API_MESSAGES.authRequired);
    }
    const found = await findSessionWithUser(this.db, check.claims.sessionId);
    if (!found || found.session.userId !== check.claims.userId) throw new Unauthorized(API_MESSAGES.authRequired);
    const { session, user } = found;
    const nowMs = now.getTime();
    if (
      session.revokedAt !== null ||
      session.expiresAt.getTime() <= nowMs ||
      session.lastSeenAt.getTime() + this.policy.idleMs <= nowMs
    ) {
      throw new Unauthorized(API_MESSAGES.sessionExpired);
    }
    if (nowMs - session.lastSeenAt.getTime() >= this.touchIntervalMs) await touchSession(this.db, session.id, now);
    return { user, sessionId: session.id, expiresAt: session.expiresAt };
  }

  async revoke(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock());
  }

  /** Revokes all of a user's sessions; `executor` may be a transaction. Returns their ids. */
  revokeAllForUser(executor: Db, userId: string): Promise<string[]> {
    return revokeUserSessions(executor, userId, this.clock());
  }
}
