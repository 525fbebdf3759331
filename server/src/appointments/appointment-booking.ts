import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';
import { publish, type EventStream } from '../events';
import { insertAppointmentForSession, type PaidSlot } from './appointment-repository';

/**
 * Appointments' port for payments: payments books a paid slot through it inside its own
 * fulfilment transaction and never writes appointments' tables itself; appointments publishes
 * its own `appointment.booked`.
 */
export interface AppointmentBooking {
  /**
   * Books `slot` (a paid checkout session) through `tx`: the appointment, its reservation and
   * its event. Answers the new appointment's id, or null when the slot went to someone else
   * meanwhile (nothing is left written).
   */
  bookPaidSlot(tx: Db, slot: PaidSlot, now: Date): Promise<string | null>;
  /**
   * Books a slot with no payment (a free follow-up) through `tx`, the same way: answers the new
   * appointment's id, or null when the slot is taken (nothing is left written).
   */
  bookFreeSlot(tx: Db, slot: Omit<PaidSlot, 'id'>, now: Date): Promise<string | null>;
}

export const appointmentBooking: AppointmentBooking = {
  async bookPaidSlot(tx, slot, now) {
    const appointmentId = await insertAppointmentForSession(tx, slot, now);
    if (appointmentId) {
      await publish(tx, { type: 'appointment.booked', aggregateId: appointmentId, data: { appointmentId, checkoutSessionId: slot.id } });
    }
    return appointmentId;
  },
  async bookFreeSlot(tx, slot, now) {
    const appointmentId = await insertAppointmentForSession(tx, { ...slot, id: null }, now);
    if (appointmentId) {
      await publish(tx, { type: 'appointment.booked', aggregateId: appointmentId, data: { appointmentId, checkoutSessionId: null } });
    }
    return appointmentId;
  },
};

/** Appointments hears the refunds payments made of its appointments' payments, and shows them. */
export function subscribeAppointmentRefunds(events: EventStream): void {
  events.handle('refund.made', async (event, { tx }) => {
    const { appointmentId, refundedAt } = event.data;
    await tx
      .update(appointments)
      .set({ refundedAt: new Date(refundedAt), updatedAt: new Date(refundedAt) })
      .where(and(eq(appointments.id, appointmentId), isNull(appointments.refundedAt)));
  });
}
