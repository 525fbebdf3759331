import { NOTIFICATION_TYPES, type Notification, type PushedNotification } from '@telehealth/shared-api/core';
import type { NotificationRow } from '../db/schema';
import type { JsonSchema } from '../http/schemas';

export function toApiNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    message: row.message,
    type: row.type,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    // Only notifications that lead somewhere carry a link.
    ...(row.link ? { link: row.link } : {}),
  };
}

/** What the `notification` socket event carries: it goes to the owner's sockets only. */
export function toPushedNotification({ userId: _owner, ...pushed }: Notification): PushedNotification {
  return pushed;
}

export const notificationSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'userId', 'message', 'type', 'isRead', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    userId: { type: 'string', format: 'uuid' },
    message: { type: 'string' },
    type: { type: 'string', enum: [...NOTIFICATION_TYPES] },
    isRead: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    link: { type: ['string', 'null'], description: 'Where the notification leads in the web app, e.g. /consultation/{appointmentId}' },
  },
};
