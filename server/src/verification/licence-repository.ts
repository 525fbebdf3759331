import { randomBytes } from 'node:crypto';
import type { DoctorVerificationState } from '@telehealth/shared-api/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { doctorLicences, doctors, uploads, users, type DoctorLicenceRow, type DoctorRow } from '../db/schema';
import type { LicenceDocument } from './licence-document';

/**
 * Licence files are uploads whose names the public /uploads route does not match (it serves
 * `<hex>.webp` only): they are read through the doctor's and the operators' routes alone.
 */
export const LICENCE_UPLOAD_NAME = /^[0-9a-f]{32}\.licence\.(webp|pdf)$/;

export interface LicenceRecord {
  doctor: Pick<DoctorRow, 'id' | 'userId' | 'specialization' | 'qualification' | 'verification' | 'createdAt'>;
  owner: { name: string; email: string };
  licence: DoctorLicenceRow | null;
}

const recordColumns = {
  doctor: {
    id: doctors.id,
    userId: doctors.userId,
    specialization: doctors.specialization,
    qualification: doctors.qualification,
    verification: doctors.verification,
    createdAt: doctors.createdAt,
  },
  owner: { name: users.name, email: users.email },
  licence: doctorLicences,
};

function baseQuery(db: Db) {
  return db
    .select(recordColumns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(doctorLicences, eq(doctorLicences.doctorId, doctors.id));
}

export async function findLicenceRecord(db: Db, doctorId: string): Promise<LicenceRecord | undefined> {
  const [row] = await baseQuery(db).where(eq(doctors.id, doctorId)).limit(1);
  return row;
}

export async function findLicenceRecordOfUser(db: Db, userId: string): Promise<LicenceRecord | undefined> {
  const [row] = await baseQuery(db).where(eq(doctors.userId, userId)).limit(1);
  return row;
}

/** Doctors in the given states, the longest waiting first (their submission, else sign-up). */
export async function listLicenceRecords(db: Db, states: readonly DoctorVerificationState[]): Promise<LicenceRecord[]> {
  return baseQuery(db)
    .where(inArray(doctors.verification, [...states]))
    .orderBy(asc(doctorLicences.submittedAt), asc(doctors.createdAt), asc(doctors.id));
}

/** Stores the licence file under a new random name; answers the name. */
export async function insertLicenceDocument(db: Db, document: LicenceDocument, ownerUserId: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.licence.${document.extension}`;
  await db.insert(uploads).values({ name, contentType: document.contentType, content: document.content, ownerUserId });
  return name;
}

export async function findLicenceDocument(db: Db, name: string): Promise<{ contentType: string; content: Buffer } | undefined> {
  if (!LICENCE_UPLOAD_NAME.test(name)) return undefined;
  const [row] = await db
    .select({ contentType: uploads.contentType, content: uploads.content })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}

export async function deleteLicenceDocument(db: Db, name: string | null | undefined): Promise<void> {
  if (name && LICENCE_UPLOAD_NAME.test(name)) await db.delete(uploads).where(eq(uploads.name, name));
}

/** Writes the doctor's licence details (replacing earlier ones) and marks them waiting for a decision. */
export async function upsertLicence(
  db: Db,
  doctorId: string,
  details: { licenceNumber: string; issuingAuthority: string; expiresOn: string; documentName: string },
  now: Date,
): Promise<void> {
  const values = { ...details, submittedAt: now, decidedAt: null, decidedByUserId: null, decisionReason: null };
  await db
    .insert(doctorLicences)
    .values({ doctorId, ...values })
    .onConflictDoUpdate({ target: doctorLicences.doctorId, set: values });
}

/**
 * Moves a doctor from one of `from` to `to`; answers false when the doctor was in another state
 * (someone decided first), so two operators never both act on one submission.
 */
export async function moveVerification(
  db: Db,
  doctorId: string,
  from: readonly DoctorVerificationState[],
  to: DoctorVerificationState,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(doctors)
    .set({ verification: to, updatedAt: now })
    .where(and(eq(doctors.id, doctorId), inArray(doctors.verification, [...from])))
    .returning({ id: doctors.id });
  return moved.length > 0;
}

export async function recordDecision(db: Db, doctorId: string, decidedByUserId: string, reason: string | null, now: Date): Promise<void> {
  await db
    .update(doctorLicences)
    .set({ decidedAt: now, decidedByUserId, decisionReason: reason })
    .where(eq(doctorLicences.doctorId, doctorId));
}
