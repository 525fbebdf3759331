import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsultationStatus } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import {
  appointments,
  consultationMessages,
  consultations,
  doctors,
  patients,
  users,
  type ConsultationMessageRow,
  type ConsultationRow,
} from '../db/schema';
import { isUuid } from '../doctors';
import type { ConsultationFacts } from './consultation-rules';

// Reads take the appointment by id (REST) or by its room (sockets) and return what the rules
// need; who may see what is decided by the service with consultationAccess / sideOf.

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/** An appointment with its consultation, as the consultation's rules and screens need it. */
export interface ConsultationRecord extends ConsultationFacts {
  appointmentId: string;
  roomId: string;
  /** The zone the appointment's times are shown in (the doctor's). */
  timeZone: string;
  doctorName: string;
  patientName: string;
  consultationStatus: ConsultationStatus;
  waitingNotifiedAt: Date | null;
  medicalNotes: string | null;
  medicalNotesUpdatedAt: Date | null;
  personalNotes: string | null;
  personalNotesUpdatedAt: Date | null;
  visitSummary: string | null;
  visitSummaryUpdatedAt: Date | null;
  publishedVisitSummary: string | null;
  visitSummaryPublishedAt: Date | null;
}

const MAX_ROOM_ID_LENGTH = 200;

async function selectRecord(db: Db, where: ReturnType<typeof eq>): Promise<ConsultationRecord | undefined> {
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      roomId: appointments.roomId,
      status: appointments.status,
      startsAt: appointments.startsAt,
      timeZone: doctors.timeZone,
      doctorUserId: doctors.userId,
      patientUserId: patients.userId,
      doctorName: doctorUser.name,
      patientName: patientUser.name,
      consultationStatus: consultations.status,
      startedAt: consultations.startedAt,
      endedAt: consultations.endedAt,
      waitingNotifiedAt: consultations.waitingNotifiedAt,
      medicalNotes: consultations.medicalNotes,
      medicalNotesUpdatedAt: consultations.medicalNotesUpdatedAt,
      personalNotes: consultations.personalNotes,
      personalNotesUpdatedAt: consultations.personalNotesUpdatedAt,
      visitSummary: consultations.visitSummary,
      visitSummaryUpdatedAt: consultations.visitSummaryUpdatedAt,
      publishedVisitSummary: consultations.publishedVisitSummary,
      visitSummaryPublishedAt: consultations.visitSummaryPublishedAt,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    consultationStatus: row.consultationStatus ?? 'not-started',
    startedAt: row.startedAt ?? null,
    endedAt: row.endedAt ?? null,
    waitingNotifiedAt: row.waitingNotifiedAt ?? null,
    medicalNotes: row.medicalNotes ?? null,
    medicalNotesUpdatedAt: row.medicalNotesUpdatedAt ?? null,
    personalNotes: row.personalNotes ?? null,
    personalNotesUpdatedAt: row.personalNotesUpdatedAt ?? null,
    visitSummary: row.visitSummary ?? null,
    visitSummaryUpdatedAt: row.visitSummaryUpdatedAt ?? null,
    publishedVisitSummary: row.publishedVisitSummary ?? null,
    visitSummaryPublishedAt: row.visitSummaryPublishedAt ?? null,
  };
}

export function findConsultationByAppointment(db: Db, appointmentId: string): Promise<ConsultationRecord | undefined> {
  if (!isUuid(appointmentId)) return Promise.resolve(undefined);
  return selectRecord(db, eq(appointments.id, appointmentId));
}

export function findConsultationByRoom(db: Db, roomId: string): Promise<ConsultationRecord | undefined> {
  // PostgreSQL cannot take a NUL in a text parameter; no room has one, so it names nothing.
  if (roomId.length === 0 || roomId.length > MAX_ROOM_ID_LENGTH || roomId.includes('\u0000')) return Promise.resolve(undefined);
  return selectRecord(db, eq(appointments.roomId, roomId));
}

/** Makes the consultation's row when it has none yet. */
async function ensureRow(db: Db, appointmentId: string): Promise<void> {
  await db.insert(consultations).values({ appointmentId }).onConflictDoNothing();
}

/**
 * Records the doctor's start (the first time only). Answers the row when this call started it,
 * undefined when it had started already.
 */
export async function markStarted(db: Db, appointmentId: string, now: Date): Promise<ConsultationRow | undefined> {
  await ensureRow(db, appointmentId);
  const [row] = await db
    .update(consultations)
    .set({ startedAt: now, updatedAt: now })
    .where(and(eq(consultations.appointmentId, appointmentId), isNull(consultations.startedAt), isNull(consultations.endedAt)))
    .returning();
  return row;
}

/**
 * Undoes an end (a visit ended by mistake): the session is open again, nobody in it yet; its start
 * stays, so both may rejoin within the rejoin window. Answers the row, or undefined when it had not ended.
 */
export async function markReopened(db: Db, appointmentId: string, now: Date): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .update(consultations)
    .set({ endedAt: null, status: 'not-started', updatedAt: now })
    .where(and(eq(consultations.appointmentId, appointmentId), isNotNull(consultations.endedAt)))
    .returning();
  return row;
}

/** Sets the status when it is one of `from` (never from ended); answers whether it changed. */
export async function setStatus(
  db: Db,
  appointmentId: string,
  status: Exclude<ConsultationStatus, 'ended'>,
  from: ConsultationStatus[],
  now: Date,
): Promise<boolean> {
  const allowed = from.filter((value) => value !== 'ended' && value !== status);
  if (allowed.length === 0) return false;
  await ensureRow(db, appointmentId);
  const rows = await db
    .update(consultations)
    .set({ status, updatedAt: now })
    .where(and(eq(consultations.appointmentId, appointmentId), inArray(consultations.status, allowed)))
    .returning({ appointmentId: consultations.appointmentId });
  return rows.length > 0;
}

/** Ends the consultation; answers the row when this call ended it, undefined when it had ended. */
export async function markEnded(db: Db, appointmentId: string, now: Date): Promise<ConsultationRow | undefined> {
  await ensureRow(db, appointmentId);
  const [row] = await db
    .update(consultations)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(and(eq(consultations.appointmentId, appointmentId), isNull(consultations.endedAt)))
    .returning();
  return row;
}

/** Stamps the patient's first join (a visit the patient joined is never marked a no-show). */
export async function markPatientJoined(db: Db, appointmentId: string, now: Date): Promise<void> {
  await ensureRow(db, appointmentId);
  await db
    .update(consultations)
    .set({ patientJoinedAt: now, updatedAt: now })
    .where(and(eq(consultations.appointmentId, appointmentId), isNull(consultations.patientJoinedAt)));
}

/** Claims the one "patient is waiting" notice; true for the caller that should send it. */
export async function claimWaitingNotice(db: Db, appointmentId: string, now: Date): Promise<boolean> {
  await ensureRow(db, appointmentId);
  const rows = await db
    .update(consultations)
    .set({ waitingNotifiedAt: now, updatedAt: now })
    .where(and(eq(consultations.appointmentId, appointmentId), isNull(consultations.waitingNotifiedAt)))
    .returning({ appointmentId: consultations.appointmentId });
  return rows.length > 0;
}

export async function saveNotes(
  db: Db,
  appointmentId: string,
  kind: 'medical' | 'personal' | 'summary',
  text: string | null,
  now: Date,
): Promise<ConsultationRow> {
  await ensureRow(db, appointmentId);
  const changes =
    kind === 'medical'
      ? { medicalNotes: text, medicalNotesUpdatedAt: now }
      : kind === 'personal'
        ? { personalNotes: text, personalNotesUpdatedAt: now }
        : { visitSummary: text, visitSummaryUpdatedAt: now };
  const [row] = await db
    .update(consultations)
    .set({ ...changes, updatedAt: now })
    .where(eq(consultations.appointmentId, appointmentId))
    .returning();
  return row!;
}

/**
 * Publishes the draft visit summary: the patient reads this text from now on. Undefined when
 * there is no draft to publish; `changed` is false when the published text was already this.
 */
export async function publishVisitSummary(
  db: Db,
  appointmentId: string,
  now: Date,
): Promise<{ row: ConsultationRow; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(consultations).where(eq(consultations.appointmentId, appointmentId)).for('update');
    if (!current?.visitSummary) return undefined;
    if (current.publishedVisitSummary === current.visitSummary) return { row: current, changed: false };
    const [row] = await tx
      .update(consultations)
      .set({ publishedVisitSummary: current.visitSummary, visitSummaryPublishedAt: now, updatedAt: now })
      .where(eq(consultations.appointmentId, appointmentId))
      .returning();
    return { row: row!, changed: true };
  });
}

export interface NewChatMessage {
  appointmentId: string;
  clientId: string;
  senderUserId: string;
  senderRole: 'doctor' | 'patient';
  senderName: string;
  text: string;
  sentAt: Date;
}

/**
 * Stores chat messages once per (appointment, client id), in one statement. Answers, in the
 * order given, each stored row and whether this call stored it (false: a resend of a message
 * already stored, or a repeat within the same call).
 */
export async function insertChatMessages(
  db: Db,
  messages: readonly NewChatMessage[],
): Promise<Array<{ row: ConsultationMessageRow; created: boolean }>> {
  if (messages.length === 0) return [];
  const key = (appointmentId: string, clientId: string) => `${appointmentId}\u0000${clientId}`;
  const unique = new Map<string, NewChatMessage>();
  for (const message of messages)
    if (!unique.has(key(message.appointmentId, message.clientId))) unique.set(key(message.appointmentId, message.clientId), message);
  const created = await db
    .insert(consultationMessages)
    .values([...unique.values()])
    .onConflictDoNothing()
    .returning();
  const rows = new Map(created.map((row) => [key(row.appointmentId, row.clientId), row]));
  const missing = [...unique.values()].filter((message) => !rows.has(key(message.appointmentId, message.clientId)));
  if (missing.length > 0) {
    const existing = await db
      .select()
      .from(consultationMessages)
      .where(
        or(
          ...missing.map((message) =>
            and(eq(consultationMessages.appointmentId, message.appointmentId), eq(consultationMessages.clientId, message.clientId)),
          ),
        ),
      );
    for (const row of existing) rows.set(key(row.appointmentId, row.clientId), row);
  }
  const fresh = new Set(created.map((row) => row.id));
  return messages.map((message) => {
    const row = rows.get(key(message.appointmentId, message.clientId))!;
    const isNew = fresh.delete(row.id);
    return { row, created: isNew };
  });
}

/** Most messages a history holds (the latest); far beyond a real visit's chat. */
export const CHAT_HISTORY_LIMIT = 2_000;

/** The latest messages, oldest first. */
export async function listChatMessages(db: Db, appointmentId: string): Promise<ConsultationMessageRow[]> {
  const rows = await db
    .select()
    .from(consultationMessages)
    .where(eq(consultationMessages.appointmentId, appointmentId))
    .orderBy(desc(consultationMessages.sentAt), desc(consultationMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse();
}

export async function countChatMessages(db: Db, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(consultationMessages)
    .where(eq(consultationMessages.appointmentId, appointmentId));
  return Number(row?.count ?? 0);
}
