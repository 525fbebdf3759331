// In-app notifications: stored per user, pushed live (issue 22: the feature's one entry).
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { notificationsPlugin } from './notification-routes';
import { createNotificationService, type NotificationService } from './notification-service';

export { accountMessages } from './account-messages';
export type { NotificationDraft, NotificationService } from './notification-service';

export const notificationsFeature = defineFeature({
  name: 'notifications',
  build: ({ database, realtime }: Pick<Platform, 'database' | 'realtime'>): { notifications: NotificationService } => ({
    notifications: createNotificationService(database.db, realtime),
  }),
  plugins: [notificationsPlugin],
});
