// "See a doctor now": the doctor's Available now switch, and what checkout and the visit ask of it.
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { seeNowPlugin } from './see-now-routes';
import { SeeNowService } from './see-now-service';

export { immediateVisitWaiting, isAvailableNow, lockDoctor, slotOfInstant, switchOffForVisit } from './available-now';
export { SeeNowService } from './see-now-service';

export const seeNowFeature = defineFeature({
  name: 'see-now',
  build: ({ database, clock, events }: Pick<Platform, 'database' | 'clock' | 'events'>) => ({
    seeNow: new SeeNowService({ db: database.db, clock, events }),
  }),
  plugins: [seeNowPlugin],
});
