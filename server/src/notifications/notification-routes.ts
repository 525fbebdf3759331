import {
  API_MESSAGES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  SOCKET_EVENTS,
  notificationListQuerySchema,
} from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { isUuid } from '../sessions/tokens';
import { sendEnvelope } from '../http/envelope';
import { NotFound } from '../http/errors';
import { routeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { countUnread, listNotifications, markAllRead, markRead } from './notification-repository';
import { notificationSchema, toApiNotification } from './notification-serializer';
import type { Database } from '../db/client';
import type { Realtime } from '../realtime/realtime';

const TAGS = ['Notifications'];

/** The signed-in user's stored notifications. */
export async function notificationRoutes(app: FastifyInstance, services: { database: Database; realtime: Realtime }): Promise<void> {
  const { db } = services.database;
  const { realtime } = services;
  // The user's other tabs and devices show the same list: tell every socket of the user (on
  // any instance) what became read, or their unread badge stays stale until a reload.
  const tellRead = (userId: string, ids: string[]) => {
    if (ids.length > 0) realtime.emitToUser(userId, SOCKET_EVENTS.notificationsRead, { ids });
  };

  app.get(
    '/notifications',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Newest notifications first, with the unread count',
        auth: 'any',
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX, default: NOTIFICATIONS_PAGE_DEFAULT } },
        },
        data: {
          200: {
            type: 'object',
            required: ['notifications', 'unreadCount'],
            properties: { notifications: { type: 'array', items: notificationSchema }, unreadCount: { type: 'integer' } },
          },
        },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const { limit } = await validate(notificationListQuerySchema, request.query);
      const [rows, unreadCount] = await Promise.all([listNotifications(db, user.id, limit), countUnread(db, user.id)]);
      return sendEnvelope(reply, { notifications: rows.map(toApiNotification), unreadCount });
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Number of unread notifications',
        auth: 'any',
        data: { 200: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } },
      }),
    },
    async (request, reply) => sendEnvelope(reply, { count: await countUnread(db, caller(request).user.id) }),
  );

  app.patch(
    '/notifications/read-all',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Mark every notification read',
        auth: 'any',
        data: { 200: { type: 'object', required: ['updated'], properties: { updated: { type: 'integer' } } } },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const ids = await markAllRead(db, user.id);
      tellRead(user.id, ids);
      return sendEnvelope(reply, { updated: ids.length });
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/notifications/:id/read',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Mark one notification read',
        auth: 'any',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
        data: { 200: notificationSchema },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const { id } = request.params;
      // Someone else's id and a malformed id answer alike: nothing is revealed.
      const marked = isUuid(id) ? await markRead(db, user.id, id) : undefined;
      if (!marked) throw new NotFound(API_MESSAGES.notificationNotFound);
      if (marked.changed) tellRead(user.id, [id]);
      return sendEnvelope(reply, toApiNotification(marked.row));
    },
  );
}

export const notificationsPlugin = definePlugin({ name: 'notifications', routes: notificationRoutes });
