import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  appointments,
  checkoutSessions,
  consultations,
  doctors,
  patients,
  reviews,
  slotReservations,
  users,
  type AppointmentRow,
  type CheckoutSessionRow,
} from '../db/schema';
import { isUuid } from '../doctors';
import { claimAppointmentSlot } from '../availability';

// Every read joins the doctor, the patient, their accounts, the payment and the review in one
// statement: a list never costs a query per appointment.

export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found',
  notYourPatientProfile: 'You can only see the appointments of your own patient profile',
  notYourDoctorProfile: 'You can only see the appointments of your own doctor profile',
  onlyScheduledCancel: 'Only a scheduled appointment can be canceled',
  onlyPatientCancels: 'Only the patient of this appointment can cancel it',
  onlyDoctorUpdates: "Only the appointment's doctor can change its status",
  completeNotBeforeStart: 'An appointment can be marked completed only once it has started',
  onlyCompletedReview: 'Only a completed appointment can be reviewed',
  reviewOnlyPatient: 'Only the patient of this appointment can review it',
  patientProfileNotYours: 'patientId must be your own patient profile',
} as const;

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/** An appointment with everything its wire shape shows. */
export interface AppointmentRecord {
  appointment: AppointmentRow;
  doctor: { id: string; userId: string; specialization: string; profileImage: string | null; experience: number; timeZone: string };
  doctorUser: { id: string; name: string; email: string; profileImage: string | null };
  patient: { id: string; userId: string; profileImage: string | null };
  patientUser: { id: string; name: string; email: string; profileImage: string | null };
  checkout: { id: string; provider: 'sandbox' | 'stripe'; amount: number; currency: string } | null;
  review: { id: string; rating: number; comment: string; createdAt: Date } | null;
  /** The video consultation's end and the visit summary the doctor published (null before any row). */
  consultation: { appointmentId: string; endedAt: Date | null; publishedVisitSummary: string | null } | null;
}

const recordColumns = {
  appointment: appointments,
  doctor: {
    id: doctors.id,
    userId: doctors.userId,
    specialization: doctors.specialization,
    profileImage: doctors.profileImage,
    experience: doctors.experience,
    timeZone: doctors.timeZone,
  },
  doctorUser: { id: doctorUser.id, name: doctorUser.name, email: doctorUser.email, profileImage: doctorUser.profileImage },
  patient: { id: patients.id, userId: patients.userId, profileImage: patients.profileImage },
  patientUser: { id: patientUser.id, name: patientUser.name, email: patientUser.email, profileImage: patientUser.profileImage },
  checkout: {
    id: checkoutSessions.id,
    provider: checkoutSessions.provider,
    amount: checkoutSessions.amount,
    currency: checkoutSessions.currency,
  },
  review: { id: reviews.id, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt },
  // Drizzle nulls a left-joined object when its first column is null: lead with the never-null key.
  consultation: {
    appointmentId: consultations.appointmentId,
    endedAt: consultations.endedAt,
    publishedVisitSummary: consultations.publishedVisitSummary,
  },
};

async function selectRecords(db: Db, where: SQL | undefined): Promise<AppointmentRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, appointments.checkoutSessionId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows as AppointmentRecord[];
}

export async function findAppointmentRecord(db: Db, id: string): Promise<AppointmentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [record] = await selectRecords(db, eq(appointments.id, id));
  return record;
}

/** The appointments of `ids` that exist (in no particular order). */
export function findAppointmentRecords(db: Db, ids: readonly string[]): Promise<AppointmentRecord[]> {
  const valid = ids.filter(isUuid);
  return valid.length === 0 ? Promise.resolve([]) : selectRecords(db, inArray(appointments.id, valid));
}

/** The appointment when `userId` is its patient or its doctor; otherwise undefined (never revealed). */
export async function findAppointmentVisibleTo(db: Db, id: string, userId: string): Promise<AppointmentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [record] = await selectRecords(db, and(eq(appointments.id, id), or(eq(doctors.userId, userId), eq(patients.userId, userId))));
  return record;
}

/** A patient's appointments, earliest first. */
export function listAppointmentsOfPatient(db: Db, patientId: string): Promise<AppointmentRecord[]> {
  return selectRecords(db, eq(appointments.patientId, patientId));
}

/** A doctor's appointments, earliest first. */
export function listAppointmentsOfDoctor(db: Db, doctorId: string): Promise<AppointmentRecord[]> {
  return selectRecords(db, eq(appointments.doctorId, doctorId));
}

/** Locks the appointment row for the rest of the transaction. */
export async function lockAppointment(tx: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** Frees the slot an appointment holds (its reservation stops counting for the unique index). */
export async function releaseAppointmentSlot(tx: Db, appointmentId: string, now: Date): Promise<void> {
  await tx
    .update(slotReservations)
    .set({ releasedAt: now })
    .where(and(eq(slotReservations.appointmentId, appointmentId), isNull(slotReservations.releasedAt)));
}

export async function updateAppointment(tx: Db, id: string, changes: Partial<AppointmentRow>): Promise<void> {
  await tx.update(appointments).set(changes).where(eq(appointments.id, id));
}

/**
 * Books the slot of a paid checkout session inside the caller's transaction: inserts the
 * appointment and claims its reservation. Answers the new appointment's id, or null when the
 * slot went to someone else meanwhile (nothing is left written).
 */
/** What booking a paid slot takes of its checkout session. */
export type PaidSlot = Pick<
  CheckoutSessionRow,
  'id' | 'doctorId' | 'patientId' | 'appointmentDate' | 'timeSlot' | 'startsAt' | 'consultationType' | 'reason'
> &
  Partial<Pick<CheckoutSessionRow, 'immediate'>>;

export async function insertAppointmentForSession(
  tx: Db,
  session: Omit<PaidSlot, 'id'> & { id: string | null },
  now: Date,
): Promise<string | null> {
  const [appointment] = await tx
    .insert(appointments)
    .values({
      doctorId: session.doctorId,
      patientId: session.patientId,
      appointmentDate: session.appointmentDate,
      timeSlot: session.timeSlot,
      startsAt: session.startsAt,
      consultationType: session.consultationType,
      reason: session.reason,
      roomId: randomUUID(),
      checkoutSessionId: session.id,
      immediate: session.immediate ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appointments.id });
  const claimed = await claimAppointmentSlot(tx, {
    doctorId: session.doctorId,
    startsAt: session.startsAt,
    appointmentId: appointment!.id,
    checkoutSessionId: session.id,
    now,
  });
  if (claimed) return appointment!.id;
  await tx.delete(appointments).where(eq(appointments.id, appointment!.id));
  return null;
}

/** Count of a doctor's scheduled appointments (used by tests and diagnostics). */
export async function countAppointmentsAt(db: Db, doctorId: string, startsAt: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.startsAt, startsAt)));
  return Number(row?.count ?? 0);
}
