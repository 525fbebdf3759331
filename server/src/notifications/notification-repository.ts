import { randomUUID } from 'node:crypto';
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

/** A PostgreSQL array literal of `values`, each element quoted. */
const arrayLiteral = (values: readonly string[]): string => `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * Stores the same message for every user in one statement, one row each, all under one new id:
 * the notification pushed to every recipient is then the same. The user ids travel as one array
 * parameter (unnest) rather than a VALUES list of three parameters per row: building, parsing
 * and binding thousands of parameters blocked the event loop (PGlite runs in this process)
 * before a single notification could be pushed. The columns not given take the table's
 * defaults, spelled out because INSERT ... SELECT names every column.
 */
export async function insertNotificationForAll(
  db: Db,
  userIds: readonly string[],
  message: string,
  type: NotificationType,
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  const id = randomUUID();
  return db
    .insert(notifications)
    .select(
      sql`select ${id}::uuid, recipient, ${message}, ${type}::notification_type, false, now(), null::text
          from unnest(${arrayLiteral(userIds)}::uuid[]) with ordinality as recipients(recipient, position)
          order by position`,
    )
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

/**
 * Marks one of the owner's notifications read; undefined when the owner has no such row.
 * `changed` says whether it was unread, so only a real change is told to the user's sockets.
 */
export async function markRead(db: Db, userId: string, id: string): Promise<{ row: NotificationRow; changed: boolean } | undefined> {
  const owned = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [changed] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(owned, eq(notifications.isRead, false)))
    .returning();
  if (changed) return { row: changed, changed: true };
  const [row] = await db.select().from(notifications).where(owned);
  return row && { row, changed: false };
}

/** Marks every unread notification of the owner read; answers the ids that changed. */
export async function markAllRead(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
