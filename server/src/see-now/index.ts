// "See a doctor now": the doctor's Available now switch, and what checkout and the visit ask of it.
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { seeNowPlugin } from './see-now-routes';
import { SeeNowService, subscribeAvailableNow } from './see-now-service';

export { immediateVisitWaiting, isAvailableNow, lockDoctor, slotOfInstant, switchOffForVisit } from './available-now';
export { SeeNowService } from './see-now-service';

export const seeNowFeature = defineFeature({
  name: 'see-now',
  build: ({ database, clock, events, changes }: Pick<Platform, 'database' | 'clock' | 'events' | 'changes'>) => {
    subscribeAvailableNow(events, { changes });
    return { seeNow: new SeeNowService({ db: database.db, clock, events }) };
  },
  plugins: [seeNowPlugin],
});
