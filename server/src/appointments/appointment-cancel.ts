import { slotsChanged } from '../availability';
import type { Db } from '../db/client';
import { publish, type CancellationCause } from '../events';
import { Conflict } from '../http/errors';
import { APPOINTMENT_MESSAGES, lockAppointment, releaseAppointmentSlot, updateAppointment } from './appointment-repository';

/**
 * Cancels a scheduled appointment in `tx` under its row lock and frees the slot; the same
 * transaction publishes the cancellation and, when money is owed, `refund.due`, which payments
 * makes after the commit (a refund that fails stays pending and its sweep tries again).
 */
export async function cancelInTransaction(
  tx: Db,
  appointmentId: string,
  by: 'patient' | 'doctor' | 'system',
  refundAmount: number,
  now: Date,
  /** `why`: the doctor's absence decided it; `reason`: the doctor's words, shown to the patient. */
  { why, reason = null }: { why?: CancellationCause; reason?: string | null } = {},
): Promise<void> {
  const row = await lockAppointment(tx, appointmentId);
  if (!row || row.status !== 'scheduled')
    throw new Conflict(`${APPOINTMENT_MESSAGES.onlyScheduledCancel} (this one is ${row?.status ?? 'gone'})`);
  await updateAppointment(tx, row.id, {
    status: 'canceled',
    canceledAt: now,
    canceledBy: by,
    refundedAmount: refundAmount,
    cancelReason: reason,
    rescheduleRequestedAt: null,
    updatedAt: now,
  });
  await releaseAppointmentSlot(tx, row.id, now);
  await slotsChanged(tx, row.doctorId, [row.startsAt]);
  await publish(tx, {
    type: 'appointment.cancelled',
    aggregateId: row.id,
    data: { appointmentId: row.id, canceledBy: by, refundAmount, ...(why ? { why } : {}) },
  });
  if (refundAmount > 0 && row.checkoutSessionId) {
    const refundReason = by === 'patient' ? 'patient_cancel' : 'doctor_cancel';
    await publish(tx, {
      type: 'refund.due',
      // The payment's own order: a notice that cannot be stored yet must not hold the refund up.
      aggregateId: row.checkoutSessionId,
      data: { appointmentId: row.id, checkoutSessionId: row.checkoutSessionId, amount: refundAmount, reason: refundReason },
    });
  }
}
