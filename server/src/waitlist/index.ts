// The waitlist of a doctor's full day (issue 23 point 7): its service, the subscriber that
// offers freed slots, and its routes.
import { definePlugin } from '../plugin';
import { registerWaitlistRoutes } from './waitlist-routes';

export { WaitlistService } from './waitlist-service';
export { subscribeWaitlist } from './waitlist-events';
export { liveOfferHoldOf } from './waitlist-repository';

export const waitlistPlugin = definePlugin({
  name: 'waitlist',
  services: ['waitlist'],
  routes: (api, { waitlist }) => registerWaitlistRoutes(api, waitlist),
});
