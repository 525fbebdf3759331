// Video consultations: session state, chat, notes, ICE servers and their socket events.
import type { AccessRecordService } from '../access-record';
import { defineFeature, type Lifecycle } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { consultationPlugin } from './consultation-routes';
import { ConsultationService } from './consultation-service';

export { ConsultationService } from './consultation-service';

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'log' | 'events' | 'sessions'> & {
  notifications: NotificationService;
  accessRecord: AccessRecordService;
};

export const consultationFeature = defineFeature({
  name: 'consultation',
  build: ({ config, database, clock, log, events, notifications }: Needs, life: Lifecycle) => {
    const consultations = new ConsultationService({
      db: database.db,
      clock,
      notifications,
      stunUrls: config.stunUrls,
      turn:
        config.turnSecret && config.turnUrls.length > 0
          ? { urls: config.turnUrls, secret: config.turnSecret, ttlSeconds: config.turnTtlSeconds }
          : undefined,
      log,
      events,
    });
    life.onClose(async () => consultations.stop());
    return { consultations };
  },
  plugins: [consultationPlugin],
});
