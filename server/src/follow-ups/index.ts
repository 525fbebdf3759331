// Follow-ups (issue 23 point 5): a doctor proposes one from a finished visit, its time held for
// the patient, who confirms by paying (or at once when free) or declines; the sweep expires
// unconfirmed ones. Payments takes a proposal's hold over through liveFollowUpHoldOf.
import type { AppointmentBooking } from '../appointments';
import type { DoctorService } from '../doctors';
import { defineFeature, type Lifecycle } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { definePlugin } from '../plugin';
import { subscribeFollowUps } from './follow-up-events';
import { registerFollowUpRoutes } from './follow-up-routes';
import { FollowUpService } from './follow-up-service';

export { FollowUpService } from './follow-up-service';
export { liveFollowUpHoldOf } from './follow-up-repository';

const followUpsPlugin = definePlugin({
  name: 'follow-ups',
  routes: (api, { followUps }: { followUps: FollowUpService }) => registerFollowUpRoutes(api, followUps),
});

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'events'> & {
  doctors: DoctorService;
  notifications: NotificationService;
  appointmentBooking: AppointmentBooking;
};

export const followUpsFeature = defineFeature({
  name: 'follow-ups',
  build: ({ config, database, clock, events, doctors, notifications, appointmentBooking }: Needs, life: Lifecycle) => {
    const followUps = new FollowUpService({
      db: database.db,
      clock,
      doctors,
      notifications,
      events,
      booking: appointmentBooking,
      currency: config.currency,
    });
    subscribeFollowUps(events, { followUps, clock });
    // A proposal not confirmed in time releases its time.
    life.every(config.checkoutSweepSeconds, 'follow-up expiry sweep', () => followUps.sweepExpired());
    return { followUps };
  },
  plugins: [followUpsPlugin],
});
