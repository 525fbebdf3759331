import { DOCTOR_LATE_FULL_REFUND_MINUTES, DOCTOR_NO_SHOW_MINUTES } from '@telehealth/shared-api/core';
import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, consultations } from '../db/schema';
import type { AppointmentRecord } from './appointment-repository';

const MINUTE_MS = 60_000;
/** Visits older than this are left alone by the sweep (a server that was down for days does not cancel history). */
const SWEEP_LOOKBACK_MS = 24 * 60 * MINUTE_MS;

/** Whether the doctor has joined the video visit (started its session). */
export async function doctorHasJoined(db: Db, appointmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ startedAt: consultations.startedAt })
    .from(consultations)
    .where(and(eq(consultations.appointmentId, appointmentId), isNotNull(consultations.startedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes the visit's consultation row if it has none and locks it for the rest of the
 * transaction: a patient's join (which stamps the row) waits, or has committed and is seen.
 */
export async function lockConsultation(tx: Db, appointmentId: string): Promise<void> {
  await tx.insert(consultations).values({ appointmentId }).onConflictDoNothing();
  await tx
    .select({ appointmentId: consultations.appointmentId })
    .from(consultations)
    .where(eq(consultations.appointmentId, appointmentId))
    .for('update');
}

/** Whether the patient has ever joined the video visit's room (or waited in it for the doctor). */
export async function patientHasJoined(db: Db, appointmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ appointmentId: consultations.appointmentId })
    .from(consultations)
    .where(
      and(
        eq(consultations.appointmentId, appointmentId),
        or(isNotNull(consultations.patientJoinedAt), isNotNull(consultations.waitingNotifiedAt)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the patient of a video visit is owed a full refund for cancelling now: the doctor has
 * not joined `DOCTOR_LATE_FULL_REFUND_MINUTES` after the start.
 */
export async function doctorIsLate(db: Db, record: AppointmentRecord, now: Date): Promise<boolean> {
  const { appointment } = record;
  if (appointment.consultationType !== 'Video Consultation' || appointment.status !== 'scheduled') return false;
  if (now.getTime() < appointment.startsAt.getTime() + DOCTOR_LATE_FULL_REFUND_MINUTES * MINUTE_MS) return false;
  return !(await doctorHasJoined(db, appointment.id));
}

/**
 * Scheduled video visits whose doctor has not joined `DOCTOR_NO_SHOW_MINUTES` after the start
 * (within the last day): the sweep cancels each with a full refund. Each is checked again under
 * its row lock before it is cancelled.
 */
export async function overdueVideoVisits(db: Db, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DOCTOR_NO_SHOW_MINUTES * MINUTE_MS);
  const rows = await db
    .select({ id: appointments.id, startedAt: consultations.startedAt })
    .from(appointments)
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        eq(appointments.consultationType, 'Video Consultation'),
        lte(appointments.startsAt, cutoff),
        gte(appointments.startsAt, new Date(cutoff.getTime() - SWEEP_LOOKBACK_MS)),
      ),
    );
  return rows.filter((row) => row.startedAt === null).map((row) => row.id);
}
