import { SOCKET_EVENTS, type Notification, type NotificationType } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import type { Realtime } from '../realtime/realtime';
import { insertNotification } from './notification-repository';
import { toApiNotification } from './notification-serializer';

export interface NotificationService {
  /** Stores a notification for `userId` and pushes it to that user's open sockets. */
  notify(userId: string, message: string, type: NotificationType): Promise<Notification>;
}

export function createNotificationService(db: Db, realtime: Realtime): NotificationService {
  return {
    async notify(userId, message, type) {
      const notification = toApiNotification(await insertNotification(db, { userId, message, type }));
      realtime.emitToUser(userId, SOCKET_EVENTS.notification, notification);
      return notification;
    },
  };
}
