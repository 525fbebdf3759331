// Payments: holds, card checkout (sandbox or Stripe), fulfilment through appointments' booking
// port, refunds on `refund.due`, and the sweeps that settle what a crash or a timeout left.
import type { AppointmentBooking } from '../appointments';
import type { DoctorService } from '../doctors';
import { defineFeature, type Lifecycle } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { liveFollowUpHoldOf } from '../follow-ups';
import { liveOfferHoldOf } from '../waitlist';
import { subscribeCheckoutEvents } from './checkout-events';
import { CheckoutService } from './checkout-service';
import type { PaymentProvider } from './payment-provider';
import { paymentsPlugin } from './payment-routes';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

export { CheckoutService, REFUND_RETRY_AFTER_MS } from './checkout-service';
export type { PaymentProvider } from './payment-provider';

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'log' | 'events'> & {
  doctors: DoctorService;
  notifications: NotificationService;
  appointmentBooking: AppointmentBooking;
};

export const paymentsFeature = defineFeature({
  name: 'payments',
  build: (needs: Needs, life: Lifecycle): { paymentProvider: PaymentProvider; checkout: CheckoutService } => {
    const { config, database, clock, log, events, doctors, notifications, appointmentBooking } = needs;
    const paymentProvider: PaymentProvider = config.stripeSecretKey
      ? createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, apiUrl: config.stripeApiUrl })
      : createSandboxProvider(database.db, clock);
    const checkout = new CheckoutService({
      db: database.db,
      clock,
      provider: paymentProvider,
      doctors,
      events,
      booking: appointmentBooking,
      log,
      holdMinutes: config.checkoutHoldMinutes,
      publicUrl: config.publicUrl,
      currency: config.currency,
      slotClaimMemory: config.slotClaimMemory,
      // A slot held for this patient: a waitlist offer or a follow-up proposal; their checkout takes it over.
      offeredHoldOf: async (db, patientId, doctorId, startsAt, now) =>
        (await liveOfferHoldOf(db, patientId, doctorId, startsAt, now)) ?? liveFollowUpHoldOf(db, patientId, doctorId, startsAt, now),
    });
    subscribeCheckoutEvents(events, { db: database.db, clock, checkout, notifications });
    // At start: settle what a crash left paid, then make the refunds that failed when decided.
    life.onStart(() => {
      checkout
        .reconcile({ atStart: true })
        .then(() => checkout.retryPendingRefunds({ atStart: true }))
        .catch((error: unknown) => log.error({ err: error }, 'checkout reconciliation at start failed'));
    });
    // Holds end by time on their own (availability ignores expired ones); the sweep also ends
    // their sessions after asking the provider (a paid one is fulfilled or refunded).
    life.every(config.checkoutSweepSeconds, 'checkout hold sweep', () => checkout.sweepExpiredHolds());
    life.every(config.checkoutSweepSeconds, 'pending refund retry', () => checkout.retryPendingRefunds());
    return { paymentProvider, checkout };
  },
  plugins: [paymentsPlugin],
});
