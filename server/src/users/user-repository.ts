import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_MESSAGES, type Role } from '@telehealth/shared-api/core';
import { isUniqueViolation, type Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { publish } from '../events';
import { Conflict } from '../http/errors';

/** Emails are kept trimmed and lowercased, so uniqueness ignores case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  passwordHash: string;
}

/** Inserts a user; a taken email (any case) is a Conflict. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...user, email: normaliseEmail(user.email) })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(API_MESSAGES.emailTaken);
    throw error;
  }
}

export interface AccountDetails {
  name: string;
  email: string;
  phoneNumber: string | null;
}

/** Updates name, email and phone of the user; a taken email is a Conflict. */
export async function updateAccountDetails(db: Db, userId: string, details: AccountDetails, now: Date): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          name: details.name,
          email: normaliseEmail(details.email),
          phoneNumber: details.phoneNumber,
          // A new address is unconfirmed until its own link is opened.
          emailVerifiedAt: sql`case when ${users.email} = ${normaliseEmail(details.email)} then ${users.emailVerifiedAt} else null end`,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning();
      await userChanged(tx as unknown as Db, userId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(API_MESSAGES.emailTaken);
    throw error;
  }
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await userChanged(tx as unknown as Db, userId);
  });
}

/**
 * Mirrors the role profile's picture on the account, so the header avatar and
 * `GET /user/current-user` show it (null when the picture goes away).
 */
export async function setUserProfileImage(db: Db, userId: string, profileImage: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ profileImage }).where(eq(users.id, userId));
    await userChanged(tx as unknown as Db, userId);
  });
}

/**
 * Publishes `user.changed` in `tx`, the transaction that changed the user's row (every
 * instance drops its cached sessions of the user); the caller flushes the stream after.
 */
function userChanged(tx: Db, userId: string): Promise<void> {
  return publish(tx, { type: 'user.changed', aggregateId: userId, data: { userId } });
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(row?.count ?? 0);
}

/**
 * Records that the dashboard greeted the user. True only for the call that recorded it (the
 * user's first dashboard), whatever the number of tabs or devices asking at once.
 */
export async function markWelcomed(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ welcomedAt: now })
    .where(and(eq(users.id, userId), isNull(users.welcomedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
