import { SEE_NOW_MESSAGES } from '@telehealth/shared-api/core';
import { appointmentMessages } from '../appointments';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { EventStream } from '../events';
import type { NotificationService } from '../notifications';
import { expireSessions, findCheckoutSession, recordRefundDue, sessionPartiesOf } from './checkout-repository';
import type { CheckoutService } from './checkout-service';

/**
 * Payments' subscribers: it makes the refunds a cancellation owes (`refund.due`, published
 * by appointments, which never calls payments) and tells a patient whose paid checkout lost
 * its slot (`checkout.refunded`), and ends the sessions of holds others released (`slot.holds-lapsed`).
 */
export function subscribeCheckoutEvents(
  events: EventStream,
  deps: { db: Db; clock: Clock; checkout: CheckoutService; notifications: NotificationService },
): void {
  const { db, clock, checkout, notifications } = deps;

  // What is owed is recorded on the session with the delivery; the provider is called after
  // the delivery commits, not inside it (a call to another company must not hold a transaction
  // open). A crash before the call leaves the refund owed, and the pending refund sweep makes it.
  events.handle('refund.due', async (event, { tx, afterCommit }) => {
    const { appointmentId, checkoutSessionId, amount, reason } = event.data;
    await recordRefundDue(tx, checkoutSessionId, { amount, reason, at: clock() });
    afterCommit(async () => {
      const session = await findCheckoutSession(db, checkoutSessionId);
      // The refund's record publishes `refund.made`, which appointments shows.
      if (session) await checkout.refund(session, amount, reason, appointmentId);
    });
  });

  // Another feature took a slot whose hold had lapsed: its session ends, and the provider is told.
  events.handle('slot.holds-lapsed', async (event, { tx, afterCommit }) => {
    const ended = await expireSessions(tx, event.data.checkoutSessionIds, clock());
    afterCommit(() => checkout.expireAtProvider(ended));
  });

  events.handle('checkout.refunded', async (event, { tx, afterCommit }) => {
    const session = await findCheckoutSession(tx, event.data.checkoutSessionId);
    const parties = session && (await sessionPartiesOf(tx, session.id));
    if (!session || !parties) return;
    const slot = { date: session.appointmentDate, time: session.timeSlot, timeZone: parties.doctorTimeZone };
    const { reason } = event.data;
    const text = reason === 'taken' ? appointmentMessages.slotTakenRefund : appointmentMessages.slotPassedRefund;
    // An immediate visit (see-now/) has no slot to speak of: its doctor stopped being available.
    const message = reason === 'unavailable' ? SEE_NOW_MESSAGES.refundedUnavailable : text(parties.doctorName, slot);
    const stored = await notifications.store(tx, [{ userId: parties.patientUserId, message, type: 'appointment' }]);
    afterCommit(() => notifications.push(stored));
  });
}
