// Prescriptions: writing, renewals, the PDF, and the public /verify page.
import type { AccessRecordService } from '../access-record';
import { defineFeature } from '../feature';
import { createCounter } from '../http/counters';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { prescriptionsPlugin } from './prescription-routes';
import { PrescriptionService } from './prescription-service';

export { loadFonts } from './prescription-pdf';
export { findPrescription, insertPrescription } from './prescription-repository';
export { PrescriptionService } from './prescription-service';
export { newVerificationCode, newVerificationToken } from './verification-codes';

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'log' | 'events' | 'realtime' | 'redisStore'> & {
  notifications: NotificationService;
  accessRecord: AccessRecordService;
};

export const prescriptionsFeature = defineFeature({
  name: 'prescriptions',
  build: ({ config, database, clock, log, events, realtime, redisStore, notifications }: Needs) => ({
    prescriptions: new PrescriptionService({
      db: database.db,
      clock,
      events,
      notifications,
      realtime,
      log,
      listCacheEnabled: config.prescriptionListCacheEnabled,
      verifyLimiter: createCounter(redisStore, 'prescription-verify', config.verifyMaxPerIpPerMinute, 60),
    }),
  }),
  plugins: [prescriptionsPlugin],
});
