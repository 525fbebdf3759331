import { SOCKET_EVENTS, type Notification, type NotificationType } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import type { Realtime } from '../realtime/realtime';
import { insertNotification, insertNotificationForAll, insertNotifications } from './notification-repository';
import { toApiNotification, toPushedNotification } from './notification-serializer';

/** A notification to store: its owner and what it says. */
export interface NotificationDraft {
  userId: string;
  message: string;
  type: NotificationType;
  link?: string | null;
}

export interface NotificationService {
  /** Stores a notification for `userId` and pushes it to that user's open sockets. */
  notify(userId: string, message: string, type: NotificationType, options?: { link?: string }): Promise<Notification>;
  /** The same message to many users, stored in one statement under one id, pushed as one broadcast. */
  notifyMany(userIds: readonly string[], message: string, type: NotificationType): Promise<Notification[]>;
  /**
   * Stores the drafts through `tx`, inside the caller's transaction, so they commit or roll back
   * with the change they tell of; pushes nothing. After the commit, `push` the answer: a push a
   * crash loses is fine, since clients fetch stored notifications when they reconnect.
   */
  store(tx: Db, drafts: readonly NotificationDraft[]): Promise<Notification[]>;
  /** Pushes stored notifications to their users' open sockets, on any instance. */
  push(notifications: readonly Notification[]): void;
}

export function createNotificationService(db: Db, realtime: Realtime): NotificationService {
  const push = (sent: readonly Notification[]) => {
    for (const notification of sent)
      realtime.emitToUser(notification.userId, SOCKET_EVENTS.notification, toPushedNotification(notification));
  };
  return {
    async notify(userId, message, type, options) {
      const notification = toApiNotification(await insertNotification(db, { userId, message, type, link: options?.link ?? null }));
      realtime.emitToUser(userId, SOCKET_EVENTS.notification, toPushedNotification(notification));
      return notification;
    },
    async notifyMany(userIds, message, type) {
      const recipients = [...new Set(userIds)];
      const rows = await insertNotificationForAll(db, recipients, message, type);
      const sent = rows.map(toApiNotification);
      // The rows differ only in their owner: one broadcast, its frame built once, instead of an
      // emit (packet, encoding, frame) per recipient.
      if (sent.length > 0) realtime.emitToUsers(recipients, SOCKET_EVENTS.notification, toPushedNotification(sent[0]!));
      return sent;
    },
    async store(tx, drafts) {
      return (await insertNotifications(tx, drafts)).map(toApiNotification);
    },
    push,
  };
}
