import { SOCKET_EVENTS, type Notification, type NotificationType } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import type { Realtime } from '../realtime/realtime';
import { insertNotification, insertNotifications } from './notification-repository';
import { toApiNotification } from './notification-serializer';

export interface NotificationService {
  /** Stores a notification for `userId` and pushes it to that user's open sockets. */
  notify(userId: string, message: string, type: NotificationType, options?: { link?: string }): Promise<Notification>;
  /** The same message to many users, stored in one statement, each pushed to its user. */
  notifyMany(userIds: readonly string[], message: string, type: NotificationType): Promise<Notification[]>;
}

export function createNotificationService(db: Db, realtime: Realtime): NotificationService {
  return {
    async notify(userId, message, type, options) {
      const notification = toApiNotification(await insertNotification(db, { userId, message, type, link: options?.link ?? null }));
      realtime.emitToUser(userId, SOCKET_EVENTS.notification, notification);
      return notification;
    },
    async notifyMany(userIds, message, type) {
      const rows = await insertNotifications(db, [...new Set(userIds)], message, type);
      const sent = rows.map(toApiNotification);
      for (const notification of sent) realtime.emitToUser(notification.userId, SOCKET_EVENTS.notification, notification);
      return sent;
    },
  };
}
