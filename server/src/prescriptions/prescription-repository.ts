import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessRecordKind, PrescriptionAccessKind, PrescriptionAccessRole, RenewalRequestStatus } from '@telehealth/shared-api/core';
import { insertAccessRecord } from '../access-record';
import { queryRows, type Db } from '../db/client';
import {
  appointments,
  doctorLicences,
  doctors,
  patients,
  prescriptionAccessLog,
  prescriptionRenewalRequests,
  prescriptions,
  prescriptionVersions,
  users,
  type DoctorRow,
  type PrescriptionRenewalRequestRow,
  type PrescriptionRow,
  type PrescriptionVersionRow,
} from '../db/schema';
import { treatingAppointmentsOf } from '../doctors';

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

/**
 * What a pharmacist compares with the paper: the prescriber's licence as last sent (number and
 * issuing authority) and where its check stands. Read with single prescriptions (PDF, /verify).
 */
export interface PrescriberCredentials {
  licenceNumber: string | null;
  issuingAuthority: string | null;
  verification: DoctorRow['verification'];
}

/** One prescription as its PDF and its verification page show it. */
export interface PrescriptionDocument extends PrescriptionRecord {
  credentials: PrescriberCredentials;
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

const documentColumns = {
  ...recordColumns,
  licenceNumber: doctorLicences.licenceNumber,
  issuingAuthority: doctorLicences.issuingAuthority,
  verification: doctors.verification,
};

async function findDocument(db: Db, where: SQL): Promise<PrescriptionDocument | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(prescriptions)
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(doctorLicences, eq(doctorLicences.doctorId, doctors.id))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const { licenceNumber, issuingAuthority, verification, ...record } = row;
  return { ...(record as PrescriptionRecord), credentials: { licenceNumber, issuingAuthority, verification } };
}

export function findPrescription(db: Db, id: string): Promise<PrescriptionDocument | undefined> {
  return findDocument(db, eq(prescriptions.id, id));
}

export function findPrescriptionByToken(db: Db, token: string): Promise<PrescriptionDocument | undefined> {
  return findDocument(db, eq(prescriptions.verificationToken, token));
}

export function findPrescriptionByCode(db: Db, code: string): Promise<PrescriptionDocument | undefined> {
  return findDocument(db, eq(prescriptions.verificationCode, code));
}

/** A prescription row as `readPatientList` reads it: one JSON array per row, its stamp last. */
type ListedRow = [
  id: string,
  doctorId: string,
  appointmentId: string | null,
  renewedFromId: string | null,
  version: number,
  medication: string,
  dosage: string,
  instructions: string,
  quantity: number | null,
  refills: number | null,
  expiresAt: string,
  verificationToken: string,
  verificationCode: string,
  revokedAt: string | null,
  revocationReason: string | null,
  createdAt: string,
  updatedAt: string,
  stamp: string,
];
type ListedDoctor = [
  id: string,
  userId: string,
  specialization: string,
  qualification: string,
  profileImage: string | null,
  name: string,
  userProfileImage: string | null,
];
type ListedPatient = [
  userId: string,
  dateOfBirth: string | null,
  profileImage: string | null,
  name: string,
  userProfileImage: string | null,
];

/** What `readPatientList` reads besides the fingerprint. */
export type ListPart = 'stamps' | 'records';

/** A listed prescription with its stamp: the stamp changes whenever the row's answer would (time aside). */
export interface StampedRecord {
  record: PrescriptionRecord;
  stamp: string;
}

/** A patient's prescription list as one statement reads it (a consistent snapshot). */
export interface PatientList {
  /**
   * Changes whenever the list's answer would (time aside): a prescription written (count), changed
   * (versions only grow), revoked or unlinked from a deleted appointment, or a shown name,
   * specialization, qualification, picture or birth date.
   */
  fingerprint: string;
  /** The fingerprint's part that every item shows: the doctors' and the patient's names and pictures. */
  parties: string;
  /** With 'stamps' (unless the fingerprint was `unless`): each prescription's id and stamp, newest first. */
  stamps?: [id: string, stamp: string][];
  /** With 'records' (unless the fingerprint was `unless`): the prescriptions (those of `onlyIds` when given), newest first. */
  records?: StampedRecord[];
}

/**
 * A patient's prescription list (undefined when there is no such patient): its fingerprint,
 * and with `part` the prescriptions' stamps or the prescriptions themselves with their doctors and
 * the patient. The database builds each part as one JSON text: a driver decodes a thousand rows of
 * seventeen columns field by field (PGlite in JavaScript), which cost several times the query
 * itself, while one JSON text is parsed at once. Timestamps are read as `new Date()` of their ISO
 * text, as drizzle does.
 */
export async function readPatientList(
  db: Db,
  patientId: string,
  part: ListPart,
  { onlyIds, unless }: { onlyIds?: readonly string[]; unless?: string } = {},
): Promise<PatientList | undefined> {
  const p = prescriptions;
  // Every write of a prescription's content or revocation moves its version or updated_at; an
  // appointment deleted unlinks it (appointment_id set null) without either.
  const stamp = sql`concat(${p.version}, '|', ${p.updatedAt}, '|', ${p.appointmentId}, '|', ${p.revokedAt})`;
  const rows = onlyIds ? sql`${p.patientId} = ${patientId} and ${p.id} in ${onlyIds}` : sql`${p.patientId} = ${patientId}`;
  const list =
    part === 'records'
      ? sql`(select json_agg(json_build_array(${p.id}, ${p.doctorId}, ${p.appointmentId}, ${p.renewedFromId}, ${p.version},
          ${p.medication}, ${p.dosage}, ${p.instructions}, ${p.quantity}, ${p.refills}, ${p.expiresAt},
          ${p.verificationToken}, ${p.verificationCode}, ${p.revokedAt}, ${p.revocationReason}, ${p.createdAt}, ${p.updatedAt},
          ${stamp}) order by ${p.createdAt} desc, ${p.id} desc)::text
        from ${p} where ${rows})`
      : sql`(select json_agg(json_build_array(${p.id}, ${stamp}) order by ${p.createdAt} desc, ${p.id} desc)::text
          from ${p} where ${rows})`;
  // The part is left unread when the fingerprint is `unless` (the database evaluates the
  // subquery only in the branch taken): one statement both checks a kept answer and patches it.
  const [answer] = await queryRows<{ counts: string; doctors: string | null; patient: string | null; list: string | null }>(
    db,
    sql`with shown as (
        select count(*) as n, coalesce(sum(${p.version}), 0) as versions, count(${p.revokedAt}) as revoked,
          count(${p.appointmentId}) as linked, max(${p.updatedAt}) as updated, coalesce(array_agg(distinct ${p.doctorId}), '{}') as doctor_ids
        from ${p} where ${p.patientId} = ${patientId}),
      parts as (
        select concat_ws('|', shown.n, shown.versions, shown.revoked, shown.linked, shown.updated) as counts,
          (select json_agg(json_build_array(${doctors.id}, ${doctors.userId}, ${doctors.specialization}, ${doctors.qualification},
              ${doctors.profileImage}, ${users.name}, ${users.profileImage}) order by ${doctors.id})::text
            from ${doctors} inner join ${users} on ${users.id} = ${doctors.userId}
            where ${doctors.id} = any(shown.doctor_ids)) as doctors,
          (select json_build_array(${patients.userId}, ${patients.dateOfBirth}, ${patients.profileImage}, ${users.name}, ${users.profileImage})::text
            from ${patients} inner join ${users} on ${users.id} = ${patients.userId}
            where ${patients.id} = ${patientId}) as patient
        from shown)
      select counts, doctors, patient,
        case when concat(counts, '|', doctors, '|', patient) = ${unless ?? null} then null else ${list} end as list
      from parts`,
  );
  if (!answer?.patient) return undefined;
  const parties = `${answer.doctors ?? ''}|${answer.patient}`;
  const fingerprint = `${answer.counts}|${parties}`;
  if (fingerprint === unless) return { fingerprint, parties };
  if (part === 'stamps') return { fingerprint, parties, stamps: JSON.parse(answer.list ?? '[]') as [string, string][] };

  const shown = new Map<string, Pick<PrescriptionRecord, 'doctor' | 'doctorUser'>>();
  for (const [id, userId, specialization, qualification, profileImage, name, userProfileImage] of JSON.parse(
    answer.doctors ?? '[]',
  ) as ListedDoctor[]) {
    shown.set(id, {
      doctor: { id, userId, specialization, qualification, profileImage },
      doctorUser: { id: userId, name, profileImage: userProfileImage },
    });
  }
  const [userId, dateOfBirth, profileImage, name, userProfileImage] = JSON.parse(answer.patient) as ListedPatient;
  const patient = { id: patientId, userId, dateOfBirth, profileImage };
  const patientUser = { id: userId, name, profileImage: userProfileImage };
  const records = (JSON.parse(answer.list ?? '[]') as ListedRow[]).map((row): StampedRecord => {
    const { doctor, doctorUser } = shown.get(row[1])!;
    const prescription: PrescriptionRow = {
      id: row[0],
      doctorId: row[1],
      patientId,
      appointmentId: row[2],
      renewedFromId: row[3],
      version: row[4],
      medication: row[5],
      dosage: row[6],
      instructions: row[7],
      quantity: row[8],
      refills: row[9],
      expiresAt: new Date(row[10]),
      verificationToken: row[11],
      verificationCode: row[12],
      revokedAt: row[13] === null ? null : new Date(row[13]),
      revocationReason: row[14],
      createdAt: new Date(row[15]),
      updatedAt: new Date(row[16]),
    };
    return { record: { prescription, doctor, doctorUser, patient, patientUser }, stamp: row[17] };
  });
  return { fingerprint, parties, records };
}

export async function listVersions(db: Db, prescriptionId: string): Promise<PrescriptionVersionRow[]> {
  return db
    .select()
    .from(prescriptionVersions)
    .where(eq(prescriptionVersions.prescriptionId, prescriptionId))
    .orderBy(asc(prescriptionVersions.version));
}

/** True when the doctor treats the patient: has (or had) an appointment with them that was not canceled. */
export async function hasSeenPatient(db: Db, doctorId: string, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(treatingAppointmentsOf(doctorId), eq(appointments.patientId, patientId)))
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

const GENERAL_KIND: Record<PrescriptionAccessKind, AccessRecordKind> = {
  list: 'prescription-list',
  detail: 'prescription-read',
  pdf: 'prescription-pdf',
  print: 'prescription-print',
  verify: 'prescription-verify',
};

/**
 * Records a read in the prescription log (the patient's own "who read my prescriptions") and in
 * the general access record the operations console lists, in one transaction.
 */
export async function insertAccess(db: Db, entry: AccessEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(prescriptionAccessLog).values(entry);
    const doctorId = entry.prescriptionId
      ? ((await tx.select({ doctorId: prescriptions.doctorId }).from(prescriptions).where(eq(prescriptions.id, entry.prescriptionId)))[0]
          ?.doctorId ?? null)
      : null;
    await insertAccessRecord(tx, {
      kind: GENERAL_KIND[entry.kind],
      actor: { userId: entry.actorUserId, role: entry.role },
      patientId: entry.patientId,
      doctorId,
      subjectId: entry.prescriptionId,
      ip: entry.ip,
      occurredAt: entry.createdAt,
    });
  });
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
