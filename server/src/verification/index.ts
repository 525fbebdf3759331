// Clinician verification: licences sent by doctors, and operators' decisions on them.
import { defineFeature } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { verificationPlugin } from './verification-routes';
import { VerificationService } from './verification-service';

export { queueEntrySchema, toQueueEntry } from './licence-serializer';
export { sendLicenceDocument } from './verification-routes';
export { VerificationService, type DecisionRecorder } from './verification-service';

type Needs = Pick<Platform, 'database' | 'clock' | 'log' | 'events'> & { notifications: NotificationService };

export const verificationFeature = defineFeature({
  name: 'verification',
  build: ({ database, clock, log, events, notifications }: Needs) => ({
    verification: new VerificationService({ db: database.db, clock, notifications, log, events }),
  }),
  plugins: [verificationPlugin],
});
