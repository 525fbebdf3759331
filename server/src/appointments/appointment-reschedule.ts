import { RESCHEDULE_MESSAGES, canReschedule } from '@telehealth/shared-api/core';
import type { AppointmentRow } from '../db/schema';
import type { Db } from '../db/client';
import { publish } from '../events';
import { Conflict } from '../http/errors';
import { claimAppointmentSlot, releaseLapsedHoldsFor, slotsChanged } from '../availability';
import { lockAppointment, releaseAppointmentSlot, updateAppointment } from './appointment-repository';

/** The slot an appointment moves to: the doctor's calendar date and time, and its exact start. */
export interface NewSlot {
  date: string;
  time: string;
  startsAt: Date;
}

/** Why `by` may not move this appointment now, or null when they may (the rule is canReschedule's). */
export function rescheduleRefusal(row: AppointmentRow, by: 'patient' | 'doctor', now: Date): string | null {
  if (row.status !== 'scheduled') return RESCHEDULE_MESSAGES.onlyScheduledMove;
  if (row.startsAt.getTime() <= now.getTime()) return RESCHEDULE_MESSAGES.startedAlready;
  const allowed = canReschedule(
    { status: row.status, startsAt: row.startsAt.toISOString(), rescheduleRequestedAt: row.rescheduleRequestedAt?.toISOString() ?? null },
    by,
    now,
  );
  return allowed ? null : RESCHEDULE_MESSAGES.patientCutoff;
}

/**
 * Moves a scheduled appointment to `slot` in `tx`, under its row lock: the old reservation is
 * released and the new one claimed in the same transaction, so the appointment never holds two
 * slots and never none. The claim inserts against the unique index of live reservations: of two
 * moves (or a move and a checkout) racing for one slot exactly one gets it, and the loser's
 * transaction rolls back with its old slot still held. The id, the payment, the room and every
 * linked record stay; the calendar SEQUENCE goes up; `appointment.rescheduled` is published.
 */
export async function rescheduleInTransaction(
  tx: Db,
  appointmentId: string,
  by: 'patient' | 'doctor',
  slot: NewSlot,
  now: Date,
): Promise<{ previous: AppointmentRow }> {
  const row = await lockAppointment(tx, appointmentId);
  if (!row) throw new Conflict(RESCHEDULE_MESSAGES.onlyScheduledMove);
  const refusal = rescheduleRefusal(row, by, now);
  if (refusal) throw new Conflict(refusal);
  if (row.startsAt.getTime() === slot.startsAt.getTime()) throw new Conflict(RESCHEDULE_MESSAGES.sameSlot);
  // A checkout hold past its expiry no longer blocks the slot (payments ends its session on the event).
  await releaseLapsedHoldsFor(tx, row.doctorId, slot.startsAt, now);
  await releaseAppointmentSlot(tx, row.id, now);
  const claimed = await claimAppointmentSlot(tx, {
    doctorId: row.doctorId,
    startsAt: slot.startsAt,
    appointmentId: row.id,
    checkoutSessionId: row.checkoutSessionId,
    now,
  });
  if (!claimed) throw new Conflict(RESCHEDULE_MESSAGES.slotTaken);
  await slotsChanged(tx, row.doctorId, [row.startsAt, slot.startsAt]);
  const sequence = row.sequence + 1;
  await updateAppointment(tx, row.id, {
    appointmentDate: slot.date,
    timeSlot: slot.time,
    startsAt: slot.startsAt,
    sequence,
    rescheduleRequestedAt: null,
    updatedAt: now,
  });
  await publish(tx, {
    type: 'appointment.rescheduled',
    aggregateId: row.id,
    data: {
      appointmentId: row.id,
      rescheduledBy: by,
      previousDate: row.appointmentDate,
      previousTime: row.timeSlot,
      previousStartsAt: row.startsAt.toISOString(),
      sequence,
    },
  });
  return { previous: row };
}
