import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';

export interface NewSession {
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastSeenAt: session.createdAt })
    .returning();
  return row!;
}

export async function findSessionWithUser(db: Db, sessionId: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** The given sessions that exist, each with its user (any state: the caller judges). */
export async function findSessionsWithUsers(db: Db, sessionIds: string[]): Promise<Array<{ session: SessionRow; user: UserRow }>> {
  if (sessionIds.length === 0) return [];
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.id, sessionIds));
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user; returns the ids revoked. */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** The lifetimes of the given sessions that still exist, are not revoked and whose user exists. */
export async function findLiveSessionTimes(
  db: Db,
  sessionIds: string[],
): Promise<Array<{ id: string; expiresAt: Date; lastSeenAt: Date }>> {
  if (sessionIds.length === 0) return [];
  return db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)));
}

/**
 * Marks live sessions used at `now`: only those not revoked, not past their absolute end and not
 * idle since `idleSince` (an expired session is never brought back).
 */
export async function touchLiveSessions(db: Db, sessionIds: string[], now: Date, idleSince: Date): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)),
    );
}
