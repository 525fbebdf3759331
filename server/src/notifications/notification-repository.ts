import { and, desc, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import { notifications, type NotificationRow } from '../db/schema';

// Every read and write takes the owner: a caller only ever sees or changes their own rows.

export async function insertNotification(
  db: Db,
  notification: { userId: string; message: string; type: NotificationType; createdAt?: Date; link?: string | null },
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(notification).returning();
  return row!;
}

/** Stores one notification per row in a single statement (`db` may be a transaction). */
export async function insertNotifications(
  db: Db,
  rows: ReadonlyArray<{ userId: string; message: string; type: NotificationType; link?: string | null }>,
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .returning();
}

export function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.count ?? 0);
}

/** Marks one of the owner's notifications read; undefined when the owner has no such row. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
