import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { CARE_MESSAGES, type DoctorStatus } from '@telehealth/shared-api/core';
import { isUniqueViolation, type Db } from '../db/client';
import { appointments, doctors, patients, slotReservations, users, type DoctorRow } from '../db/schema';
import { publish } from '../events';
import { Conflict } from '../http/errors';

// Reads join the owner (users) in the same statement: a list never costs a query per doctor.

/** A doctor profile with its owner's public fields. */
export interface DoctorRecord {
  doctor: DoctorRow;
  owner: { id: string; name: string; email: string; profileImage: string | null };
}

export const DOCTOR_MESSAGES = {
  notFound: 'Doctor not found',
  ownProfileNotFound: 'Doctor profile not found',
  alreadyExists: 'You already have a doctor profile',
  notOwner: 'You can only change your own doctor profile',
  notYourPatients: 'You can only see your own patients',
} as const;

export const ownerColumns = { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed id; anything else cannot name a row (and must not reach SQL as a uuid). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface DoctorProfileFields {
  specialization: string;
  fees: number | null;
  qualification: string;
  experience: number;
  about: string;
  languages: string[];
  timeZone: string;
}

export async function insertDoctor(
  db: Db,
  userId: string,
  fields: DoctorProfileFields & { profileImage: string | null },
): Promise<DoctorRow> {
  try {
    const [row] = await db
      .insert(doctors)
      .values({ userId, ...fields })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(DOCTOR_MESSAGES.alreadyExists);
    throw error;
  }
}

async function findOne(db: Db, condition: ReturnType<typeof eq>): Promise<DoctorRecord | undefined> {
  const [row] = await db
    .select({ doctor: doctors, owner: ownerColumns })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(condition)
    .limit(1);
  return row;
}

export function findDoctorById(db: Db, id: string): Promise<DoctorRecord | undefined> {
  return isUuid(id) ? findOne(db, eq(doctors.id, id)) : Promise.resolve(undefined);
}

export function findDoctorByUserId(db: Db, userId: string): Promise<DoctorRecord | undefined> {
  return findOne(db, eq(doctors.userId, userId));
}

/** Changes the profile of the doctor owned by `userId`; undefined when that user has none. */
export async function updateDoctorOfUser(db: Db, userId: string, changes: Partial<DoctorRow>, now: Date): Promise<DoctorRow | undefined> {
  const [row] = await db
    .update(doctors)
    .set({ ...changes, updatedAt: now })
    .where(eq(doctors.userId, userId))
    .returning();
  return row;
}

/**
 * Replaces the weekly slots under a row lock and raises their revision; answers the slots
 * before and the row after (for the notification). With `editedRevision`, a week saved since
 * that revision is kept: 409 and nothing written.
 */
export async function replaceWeeklySlots(
  db: Db,
  doctorId: string,
  weeklySlots: number[],
  editedRevision: number | undefined,
  now: Date,
): Promise<{ before: number[] | null; after: DoctorRow } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ weeklySlots: doctors.weeklySlots, revision: doctors.availabilityRevision })
      .from(doctors)
      .where(eq(doctors.id, doctorId))
      .for('update');
    if (!current) return undefined;
    if (editedRevision !== undefined && editedRevision !== current.revision) throw new Conflict(CARE_MESSAGES.availabilityChangedElsewhere);
    const [after] = await tx
      .update(doctors)
      .set({ weeklySlots, availabilityRevision: current.revision + 1, updatedAt: now })
      .where(eq(doctors.id, doctorId))
      .returning();
    return { before: current.weeklySlots, after: after! };
  });
}

/**
 * Publishes `doctor.changed` in `tx`, the transaction that changed the doctor's row or what is
 * read with it (time off, verification): search reads the doctor again.
 */
export function publishDoctorChanged(tx: Db, doctorId: string): Promise<void> {
  return publish(tx, { type: 'doctor.changed', aggregateId: doctorId, data: { doctorId } });
}

export async function setDoctorStatus(db: Db, doctorId: string, status: DoctorStatus, now: Date): Promise<DoctorRow | undefined> {
  const [row] = await db.update(doctors).set({ status, updatedAt: now }).where(eq(doctors.id, doctorId)).returning();
  return row;
}

export async function setBookingNotice(db: Db, doctorId: string, minutes: number, now: Date): Promise<DoctorRow | undefined> {
  const [row] = await db.update(doctors).set({ bookingNoticeMinutes: minutes, updatedAt: now }).where(eq(doctors.id, doctorId)).returning();
  return row;
}

/** The doctor's reservations that still hold a slot at one of `instants` (expired holds included; the rule decides). */
export function unreleasedReservationsAt(db: Db, doctorId: string, instants: Date[]) {
  return db
    .select({ startsAt: slotReservations.startsAt, expiresAt: slotReservations.expiresAt })
    .from(slotReservations)
    .where(and(eq(slotReservations.doctorId, doctorId), isNull(slotReservations.releasedAt), inArray(slotReservations.startsAt, instants)));
}

/** Active, verified doctors of a specialization, best rated first ("Similar Doctors"). */
export function similarDoctors(db: Db, specialization: string, limit: number, excludeId?: string): Promise<DoctorRecord[]> {
  const conditions = [eq(doctors.status, 'active'), eq(doctors.verification, 'verified'), eq(doctors.specialization, specialization)];
  if (excludeId && isUuid(excludeId)) conditions.push(ne(doctors.id, excludeId));
  return db
    .select({ doctor: doctors, owner: ownerColumns })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(...conditions))
    .orderBy(sql`${doctors.rating} DESC NULLS LAST`, sql`${doctors.reviewCount} DESC NULLS LAST`, doctors.id)
    .limit(limit);
}

/**
 * The doctor's appointments that make them a patient's treating doctor: any not canceled. One
 * definition for "My Patients" and the prescription rules, so the list never offers a patient
 * whose prescriptions the doctor may not read or write.
 */
export function treatingAppointmentsOf(doctorId: string): SQL {
  return and(eq(appointments.doctorId, doctorId), ne(appointments.status, 'canceled'))!;
}

/** Patients the doctor treats (see `treatingAppointmentsOf`), most recent appointment first. */
export async function listPatientsOfDoctor(db: Db, doctorId: string) {
  const latest = db
    .select({ patientId: appointments.patientId, lastStartsAt: sql<Date>`max(${appointments.startsAt})`.as('last_starts_at') })
    .from(appointments)
    .where(treatingAppointmentsOf(doctorId))
    .groupBy(appointments.patientId)
    .as('latest');
  return db
    .select({ patient: patients, owner: ownerColumns })
    .from(latest)
    .innerJoin(patients, eq(patients.id, latest.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .orderBy(desc(latest.lastStartsAt), patients.id);
}

/** User ids of the patients who have booked with the doctor (any appointment). */
export async function patientUserIdsOfDoctor(db: Db, doctorId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: patients.userId })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.doctorId, doctorId));
  return rows.map((row) => row.userId);
}
