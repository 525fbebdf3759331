import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PrescriptionAccessKind, PrescriptionAccessRole, RenewalRequestStatus } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import {
  appointments,
  doctors,
  patients,
  prescriptionAccessLog,
  prescriptionRenewalRequests,
  prescriptions,
  prescriptionVersions,
  users,
  type PrescriptionRenewalRequestRow,
  type PrescriptionRow,
  type PrescriptionVersionRow,
} from '../db/schema';

// Every read joins the doctor, the patient and their accounts in one statement: a list of
// 1,000 prescriptions is one query.

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/** A prescription with everything its wire shape, its PDF and its verification page show. */
export interface PrescriptionRecord {
  prescription: PrescriptionRow;
  doctor: { id: string; userId: string; specialization: string; qualification: string; profileImage: string | null };
  doctorUser: { id: string; name: string; profileImage: string | null };
  patient: { id: string; userId: string; dateOfBirth: string | null; profileImage: string | null };
  patientUser: { id: string; name: string; profileImage: string | null };
}

const recordColumns = {
  prescription: prescriptions,
  doctor: {
    id: doctors.id,
    userId: doctors.userId,
    specialization: doctors.specialization,
    qualification: doctors.qualification,
    profileImage: doctors.profileImage,
  },
  doctorUser: { id: doctorUser.id, name: doctorUser.name, profileImage: doctorUser.profileImage },
  patient: { id: patients.id, userId: patients.userId, dateOfBirth: patients.dateOfBirth, profileImage: patients.profileImage },
  patientUser: { id: patientUser.id, name: patientUser.name, profileImage: patientUser.profileImage },
};

function selectRecords(db: Db, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(prescriptions)
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .where(where);
}

export async function findPrescription(db: Db, id: string): Promise<PrescriptionRecord | undefined> {
  const [row] = await selectRecords(db, eq(prescriptions.id, id)).limit(1);
  return row as PrescriptionRecord | undefined;
}

export async function findPrescriptionByToken(db: Db, token: string): Promise<PrescriptionRecord | undefined> {
  const [row] = await selectRecords(db, eq(prescriptions.verificationToken, token)).limit(1);
  return row as PrescriptionRecord | undefined;
}

export async function findPrescriptionByCode(db: Db, code: string): Promise<PrescriptionRecord | undefined> {
  const [row] = await selectRecords(db, eq(prescriptions.verificationCode, code)).limit(1);
  return row as PrescriptionRecord | undefined;
}

/**
 * A patient's prescriptions, newest first. Read as the prescriptions alone, then their few
 * doctors and the patient: joining four tables per row made a long list several times slower.
 */
export async function listPrescriptionsOfPatient(db: Db, patientId: string): Promise<PrescriptionRecord[]> {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
  if (rows.length === 0) return [];
  const doctorIds = [...new Set(rows.map((row) => row.doctorId))];
  const [doctorRows, patientRows] = await Promise.all([
    db
      .select({ doctor: recordColumns.doctor, doctorUser: { id: users.id, name: users.name, profileImage: users.profileImage } })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(inArray(doctors.id, doctorIds)),
    db
      .select({ patient: recordColumns.patient, patientUser: { id: users.id, name: users.name, profileImage: users.profileImage } })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(eq(patients.id, patientId))
      .limit(1),
  ]);
  const doctorsById = new Map(doctorRows.map((row) => [row.doctor.id, row]));
  const { patient, patientUser } = patientRows[0]!;
  return rows.map((prescription) => {
    const { doctor, doctorUser } = doctorsById.get(prescription.doctorId)!;
    return { prescription, doctor, doctorUser, patient, patientUser };
  });
}

export async function listVersions(db: Db, prescriptionId: string): Promise<PrescriptionVersionRow[]> {
  return db
    .select()
    .from(prescriptionVersions)
    .where(eq(prescriptionVersions.prescriptionId, prescriptionId))
    .orderBy(asc(prescriptionVersions.version));
}

/** True when the doctor has (or had) an appointment with the patient that was not canceled. */
export async function hasSeenPatient(db: Db, doctorId: string, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId), ne(appointments.status, 'canceled')))
    .limit(1);
  return Boolean(row);
}

export async function findAppointmentRow(db: Db, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row;
}

export interface PrescriptionContent {
  medication: string;
  dosage: string;
  instructions: string;
  quantity: number | null;
  refills: number | null;
}

/** Writes a prescription and its first version, inside the caller's transaction. */
export async function insertPrescription(
  tx: Db,
  values: PrescriptionContent & {
    doctorId: string;
    patientId: string;
    appointmentId: string | null;
    renewedFromId: string | null;
    expiresAt: Date;
    verificationToken: string;
    verificationCode: string;
    createdAt: Date;
  },
): Promise<PrescriptionRow> {
  const [row] = await tx
    .insert(prescriptions)
    .values({ ...values, version: 1, updatedAt: values.createdAt })
    .returning();
  await tx.insert(prescriptionVersions).values({
    prescriptionId: row!.id,
    version: 1,
    medication: values.medication,
    dosage: values.dosage,
    instructions: values.instructions,
    quantity: values.quantity,
    refills: values.refills,
    createdAt: values.createdAt,
  });
  return row!;
}

/** Locks the prescription row for the rest of the transaction. */
export async function lockPrescription(tx: Db, id: string): Promise<PrescriptionRow | undefined> {
  const [row] = await tx.select().from(prescriptions).where(eq(prescriptions.id, id)).for('update').limit(1);
  return row;
}

/** Appends version `version` and makes it the current content. */
export async function appendVersion(tx: Db, id: string, version: number, content: PrescriptionContent, now: Date): Promise<void> {
  await tx.insert(prescriptionVersions).values({ prescriptionId: id, version, ...content, createdAt: now });
  await tx
    .update(prescriptions)
    .set({ ...content, version, updatedAt: now })
    .where(eq(prescriptions.id, id));
}

export async function markRevoked(tx: Db, id: string, reason: string, now: Date): Promise<void> {
  await tx.update(prescriptions).set({ revokedAt: now, revocationReason: reason, updatedAt: now }).where(eq(prescriptions.id, id));
}

// ---- access record ----

export interface AccessEntry {
  patientId: string;
  prescriptionId: string | null;
  actorUserId: string | null;
  role: PrescriptionAccessRole;
  kind: PrescriptionAccessKind;
  ip: string;
  createdAt: Date;
}

export async function insertAccess(db: Db, entry: AccessEntry): Promise<void> {
  await db.insert(prescriptionAccessLog).values(entry);
}

/** The access record of a patient's prescriptions, newest first, with who and which medication. */
export async function listAccess(db: Db, patientId: string, prescriptionId: string | undefined, limit: number) {
  const conditions = [eq(prescriptionAccessLog.patientId, patientId)];
  if (prescriptionId) conditions.push(eq(prescriptionAccessLog.prescriptionId, prescriptionId));
  return db
    .select({
      access: prescriptionAccessLog,
      medication: prescriptions.medication,
      actorName: users.name,
    })
    .from(prescriptionAccessLog)
    .leftJoin(prescriptions, eq(prescriptions.id, prescriptionAccessLog.prescriptionId))
    .leftJoin(users, eq(users.id, prescriptionAccessLog.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(prescriptionAccessLog.createdAt), desc(prescriptionAccessLog.id))
    .limit(limit);
}

// ---- renewal requests ----

/** A renewal request with the names and the prescription content its wire shape shows. */
export interface RenewalRecord {
  request: PrescriptionRenewalRequestRow;
  medication: string;
  dosage: string;
  doctor: { id: string; userId: string; name: string };
  patient: { id: string; userId: string; name: string };
}

function selectRenewals(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: prescriptionRenewalRequests,
      medication: prescriptions.medication,
      dosage: prescriptions.dosage,
      doctor: { id: doctors.id, userId: doctors.userId, name: doctorUser.name },
      patient: { id: patients.id, userId: patients.userId, name: patientUser.name },
    })
    .from(prescriptionRenewalRequests)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionRenewalRequests.prescriptionId))
    .innerJoin(doctors, eq(doctors.id, prescriptionRenewalRequests.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, prescriptionRenewalRequests.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .where(where);
}

export async function findRenewal(db: Db, id: string): Promise<RenewalRecord | undefined> {
  const [row] = await selectRenewals(db, eq(prescriptionRenewalRequests.id, id)).limit(1);
  return row;
}

export async function listRenewals(
  db: Db,
  owner: { doctorId: string } | { patientId: string },
  status: RenewalRequestStatus | undefined,
): Promise<RenewalRecord[]> {
  const conditions = [
    'doctorId' in owner
      ? eq(prescriptionRenewalRequests.doctorId, owner.doctorId)
      : eq(prescriptionRenewalRequests.patientId, owner.patientId),
  ];
  if (status) conditions.push(eq(prescriptionRenewalRequests.status, status));
  return selectRenewals(db, and(...conditions)).orderBy(desc(prescriptionRenewalRequests.createdAt), desc(prescriptionRenewalRequests.id));
}

export async function insertRenewal(
  db: Db,
  values: { prescriptionId: string; doctorId: string; patientId: string; note: string; createdAt: Date },
): Promise<PrescriptionRenewalRequestRow> {
  const [row] = await db.insert(prescriptionRenewalRequests).values(values).returning();
  return row!;
}

/** Answers a pending request; undefined when it was no longer pending (answered meanwhile). */
export async function decideRenewal(
  tx: Db,
  id: string,
  decision: { status: 'approved' | 'declined'; declineReason: string | null; renewalPrescriptionId: string | null; decidedAt: Date },
): Promise<PrescriptionRenewalRequestRow | undefined> {
  const [row] = await tx
    .update(prescriptionRenewalRequests)
    .set(decision)
    .where(and(eq(prescriptionRenewalRequests.id, id), eq(prescriptionRenewalRequests.status, 'pending')))
    .returning();
  return row;
}
