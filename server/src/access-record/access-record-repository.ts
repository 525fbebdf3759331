import type { AccessActorRole, AccessRecordKind } from '@telehealth/shared-api/core';
import { aliasedTable, and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessRecords, appointments, doctors, patients, users } from '../db/schema';

/** One thing that happened, as recorded. */
export interface AccessRecordInput {
  kind: AccessRecordKind;
  actor: { userId: string | null; role: AccessActorRole };
  patientId: string | null;
  doctorId: string | null;
  subjectId: string | null;
  detail?: string;
  ip: string;
  occurredAt: Date;
}

function rowOf(entry: AccessRecordInput) {
  return {
    kind: entry.kind,
    actorUserId: entry.actor.userId,
    actorRole: entry.actor.role,
    patientId: entry.patientId,
    doctorId: entry.doctorId,
    subjectId: entry.subjectId,
    detail: entry.detail ?? '',
    ip: entry.ip,
    occurredAt: entry.occurredAt,
  };
}

export async function insertAccessRecord(db: Db, entry: AccessRecordInput): Promise<void> {
  await db.insert(accessRecords).values(rowOf(entry));
}

/** Several entries in one insert (a list read touches several patients' records). */
export async function insertAccessRecords(db: Db, entries: AccessRecordInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(accessRecords).values(entries.map(rowOf));
}

/** A read of one appointment's records: its patient and doctor are taken from the appointment itself. */
export async function insertAppointmentAccess(
  db: Db,
  entry: Omit<AccessRecordInput, 'patientId' | 'doctorId' | 'subjectId'> & { appointmentId: string },
): Promise<void> {
  const [appointment] = await db
    .select({ patientId: appointments.patientId, doctorId: appointments.doctorId })
    .from(appointments)
    .where(eq(appointments.id, entry.appointmentId));
  if (!appointment) return;
  await insertAccessRecord(db, { ...entry, ...appointment, subjectId: entry.appointmentId });
}

/** The filters of the console's access record page; text filters match a name, an email or an exact id. */
export interface AccessRecordFilters {
  patient?: string;
  actor?: string;
  kind?: AccessRecordKind;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const actorUsers = aliasedTable(users, 'actor_users');
const patientUsers = aliasedTable(users, 'patient_users');
const doctorUsers = aliasedTable(users, 'doctor_users');

function whereOf(filters: AccessRecordFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.kind) conditions.push(eq(accessRecords.kind, filters.kind));
  if (filters.from) conditions.push(gte(accessRecords.occurredAt, filters.from));
  if (filters.before) conditions.push(lt(accessRecords.occurredAt, filters.before));
  if (filters.patient) {
    const text = filters.patient;
    conditions.push(
      UUID.test(text)
        ? or(eq(accessRecords.patientId, text), eq(patientUsers.id, text))
        : or(ilike(patientUsers.name, likePattern(text)), ilike(patientUsers.email, likePattern(text))),
    );
  }
  if (filters.actor) {
    const text = filters.actor;
    conditions.push(
      UUID.test(text)
        ? eq(accessRecords.actorUserId, text)
        : or(ilike(actorUsers.name, likePattern(text)), ilike(actorUsers.email, likePattern(text))),
    );
  }
  return and(...conditions);
}

function selectEntries(db: Db) {
  return db
    .select({
      record: accessRecords,
      actorName: actorUsers.name,
      actorEmail: actorUsers.email,
      patientName: patientUsers.name,
      doctorName: doctorUsers.name,
    })
    .from(accessRecords)
    .leftJoin(actorUsers, eq(actorUsers.id, accessRecords.actorUserId))
    .leftJoin(patients, eq(patients.id, accessRecords.patientId))
    .leftJoin(patientUsers, eq(patientUsers.id, patients.userId))
    .leftJoin(doctors, eq(doctors.id, accessRecords.doctorId))
    .leftJoin(doctorUsers, eq(doctorUsers.id, doctors.userId));
}

export type AccessRecordListRow = Awaited<ReturnType<typeof listAccessRecords>>[number];

/** Entries matching the filters, newest first. */
export async function listAccessRecords(db: Db, filters: AccessRecordFilters, limit: number, offset: number) {
  return selectEntries(db)
    .where(whereOf(filters))
    .orderBy(desc(accessRecords.occurredAt), desc(accessRecords.id))
    .limit(limit)
    .offset(offset);
}

export async function countAccessRecords(db: Db, filters: AccessRecordFilters): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(accessRecords)
    .leftJoin(actorUsers, eq(actorUsers.id, accessRecords.actorUserId))
    .leftJoin(patients, eq(patients.id, accessRecords.patientId))
    .leftJoin(patientUsers, eq(patientUsers.id, patients.userId))
    .where(whereOf(filters));
  return Number(row?.total ?? 0);
}
