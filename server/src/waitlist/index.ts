// The waitlist of a doctor's full day (issue 23 point 7): its service, the subscriber that
// offers freed slots, the sweep of lapsed offers, and its routes.
import type { DoctorService } from '../doctors';
import { defineFeature, type Lifecycle } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { definePlugin } from '../plugin';
import { subscribeWaitlist } from './waitlist-events';
import { registerWaitlistRoutes } from './waitlist-routes';
import { WaitlistService } from './waitlist-service';

export { WaitlistService } from './waitlist-service';
export { liveOfferHoldOf } from './waitlist-repository';

const waitlistPlugin = definePlugin({
  name: 'waitlist',
  routes: (api, { waitlist }: { waitlist: WaitlistService }) => registerWaitlistRoutes(api, waitlist),
});

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'log' | 'events'> & {
  doctors: DoctorService;
  notifications: NotificationService;
};

export const waitlistFeature = defineFeature({
  name: 'waitlist',
  build: ({ config, database, clock, log, events, doctors, notifications }: Needs, life: Lifecycle) => {
    const waitlist = new WaitlistService({ db: database.db, clock, doctors, notifications, events, log });
    subscribeWaitlist(events, { waitlist, clock });
    // A waitlist offer not booked in time goes to the next in line.
    life.every(config.checkoutSweepSeconds, 'waitlist offer sweep', () => waitlist.sweepLapsedOffers());
    return { waitlist };
  },
  plugins: [waitlistPlugin],
});
