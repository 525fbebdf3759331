import { and, eq, sql } from 'drizzle-orm';
import type { BloodGroup, Gender } from '@telehealth/shared-api/core';
import { isUniqueViolation, type Db } from '../db/client';
import { appointments, doctors, patients, users, type PatientRow } from '../db/schema';
import { Conflict } from '../http/errors';
import { isUuid } from '../doctors';

export const PATIENT_MESSAGES = {
  notFound: 'Patient profile not found',
  alreadyExists: 'You already have a patient profile',
  hasAppointments: 'Your profile has appointments on record and cannot be deleted. Please contact support to close your account.',
  deleted: 'Patient profile deleted',
} as const;

export interface PatientRecord {
  patient: PatientRow;
  owner: { id: string; name: string; email: string; profileImage: string | null };
}

export interface PatientProfileFields {
  dateOfBirth: string;
  gender: Gender;
  bloodGroup: BloodGroup;
  address: string;
  about: string;
  emergencyContact: string;
}

const ownerColumns = { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage };

export async function insertPatient(
  db: Db,
  userId: string,
  fields: PatientProfileFields & { profileImage: string | null },
): Promise<PatientRow> {
  try {
    const [row] = await db
      .insert(patients)
      .values({ userId, ...fields })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(PATIENT_MESSAGES.alreadyExists);
    throw error;
  }
}

async function findOne(db: Db, condition: ReturnType<typeof eq>): Promise<PatientRecord | undefined> {
  const [row] = await db
    .select({ patient: patients, owner: ownerColumns })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(condition)
    .limit(1);
  return row;
}

export function findPatientByUserId(db: Db, userId: string): Promise<PatientRecord | undefined> {
  return findOne(db, eq(patients.userId, userId));
}

/**
 * The patient profile `id` as `viewer` may see it: their own, or one of a patient who has
 * an appointment with the viewer (a doctor). Anything else is not found.
 */
export async function findPatientVisibleTo(db: Db, id: string, viewerUserId: string): Promise<PatientRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const record = await findOne(db, eq(patients.id, id));
  if (!record) return undefined;
  if (record.patient.userId === viewerUserId) return record;
  const [link] = await db
    .select({ one: sql<number>`1` })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.patientId, id), eq(doctors.userId, viewerUserId)))
    .limit(1);
  return link ? record : undefined;
}

export async function updatePatientOfUser(
  db: Db,
  userId: string,
  changes: Partial<PatientRow>,
  now: Date,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({ ...changes, updatedAt: now })
    .where(eq(patients.userId, userId))
    .returning();
  return row;
}

export async function countAppointmentsOfPatient(db: Db, patientId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(eq(appointments.patientId, patientId));
  return Number(row?.count ?? 0);
}

export async function deletePatient(db: Db, patientId: string): Promise<void> {
  await db.delete(patients).where(eq(patients.id, patientId));
}
