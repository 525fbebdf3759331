import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { doctors, followUpProposals, patients, users, type FollowUpProposalRow } from '../db/schema';

// Follow-up proposals. A proposal holds its slot with a slot_reservations hold without a
// checkout session (as a waitlist offer does): the partial unique index
// slot_reservations_live_unique keeps anyone else from holding or booking it, availability
// shows it taken until it expires, and the patient's checkout takes it over (payments'
// offeredHoldOf port). The partial unique index follow_up_proposals_open_unique keeps one open
// proposal per visit.

/** A proposal with what its answers name. */
export interface FollowUpRecord {
  proposal: FollowUpProposalRow;
  doctorName: string;
  doctorUserId: string;
  doctorSpecialization: string;
  timeZone: string;
  patientName: string;
  patientUserId: string;
}

const doctorUsers = alias(users, 'doctor_user');
const patientUsers = alias(users, 'patient_user');

function selectRecords(db: Db, where: SQL | undefined) {
  return db
    .select({
      proposal: followUpProposals,
      doctorName: doctorUsers.name,
      doctorUserId: doctorUsers.id,
      doctorSpecialization: doctors.specialization,
      timeZone: doctors.timeZone,
      patientName: patientUsers.name,
      patientUserId: patientUsers.id,
    })
    .from(followUpProposals)
    .innerJoin(doctors, eq(doctors.id, followUpProposals.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, followUpProposals.patientId))
    .innerJoin(patientUsers, eq(patientUsers.id, patients.userId))
    .where(where);
}

export async function findRecord(db: Db, id: string): Promise<FollowUpRecord | undefined> {
  const [row] = await selectRecords(db, eq(followUpProposals.id, id));
  return row;
}

/** The proposals the user is the doctor or the patient of, newest first. */
export function recordsOfUser(db: Db, userId: string, limit: number): Promise<FollowUpRecord[]> {
  return selectRecords(db, or(eq(doctorUsers.id, userId), eq(patientUsers.id, userId)))
    .orderBy(desc(followUpProposals.createdAt), desc(followUpProposals.id))
    .limit(limit);
}

/** The proposal when `userId` is its patient, locked for the caller's transaction. */
export async function lockProposalOfPatientUser(tx: Db, id: string, userId: string): Promise<FollowUpProposalRow | undefined> {
  const [row] = await tx
    .select({ proposal: followUpProposals })
    .from(followUpProposals)
    .innerJoin(patients, eq(patients.id, followUpProposals.patientId))
    .where(and(eq(followUpProposals.id, id), eq(patients.userId, userId)))
    .for('update', { of: followUpProposals });
  return row?.proposal;
}

/** Inserts an open proposal unless the visit has one; the new row, or undefined. */
export async function insertProposal(
  tx: Db,
  values: Omit<typeof followUpProposals.$inferInsert, 'id' | 'status'>,
): Promise<FollowUpProposalRow | undefined> {
  const [row] = await tx
    .insert(followUpProposals)
    .values({ ...values, status: 'proposed' })
    .onConflictDoNothing({ target: followUpProposals.visitId, where: sql`status = 'proposed'` })
    .returning();
  return row;
}

export async function updateProposal(tx: Db, id: string, changes: Partial<FollowUpProposalRow>): Promise<FollowUpProposalRow | undefined> {
  const [row] = await tx.update(followUpProposals).set(changes).where(eq(followUpProposals.id, id)).returning();
  return row;
}

/** The open proposal to the patient of that doctor's instant, locked (a checkout booked it). */
export async function lockOpenProposalAt(
  tx: Db,
  patientId: string,
  doctorId: string,
  startsAt: Date,
): Promise<FollowUpProposalRow | undefined> {
  const [row] = await tx
    .select()
    .from(followUpProposals)
    .where(
      and(
        eq(followUpProposals.patientId, patientId),
        eq(followUpProposals.doctorId, doctorId),
        eq(followUpProposals.startsAt, startsAt),
        eq(followUpProposals.status, 'proposed'),
      ),
    )
    .for('update');
  return row;
}

/** Open proposals whose time is up, oldest first, each locked by this transaction only (SKIP LOCKED). */
export function lockExpiredProposals(tx: Db, now: Date, limit: number): Promise<FollowUpProposalRow[]> {
  return tx
    .select()
    .from(followUpProposals)
    .where(and(eq(followUpProposals.status, 'proposed'), sql`${followUpProposals.expiresAt} <= ${now.toISOString()}`))
    .orderBy(followUpProposals.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The patient's scheduled appointment with the doctor at that instant, if any. */
export async function appointmentBookedAt(tx: Db, patientId: string, doctorId: string, startsAt: Date): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from appointments where patient_id = ${patientId} and doctor_id = ${doctorId}
          and starts_at = ${startsAt.toISOString()} and status = 'scheduled' limit 1`,
  );
  return rows[0]?.id;
}

/** True while the patient is paying for that slot (an open checkout whose hold has not ended). */
export async function patientPayingFor(tx: Db, patientId: string, doctorId: string, startsAt: Date, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from checkout_sessions where patient_id = ${patientId} and doctor_id = ${doctorId}
          and starts_at = ${startsAt.toISOString()} and status = 'open' and expires_at > ${now.toISOString()} limit 1`,
  );
  return rows.length > 0;
}

/** The live hold of an open proposal made to the patient for that slot, if any (its slot_reservations id): payments' port. */
export async function liveFollowUpHoldOf(
  db: Db,
  patientId: string,
  doctorId: string,
  startsAt: Date,
  now: Date,
): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.id from follow_up_proposals p join slot_reservations r on r.id = p.reservation_id
        where p.patient_id = ${patientId} and p.doctor_id = ${doctorId} and p.status = 'proposed'
          and p.starts_at = ${startsAt.toISOString()} and r.released_at is null and r.expires_at > ${now.toISOString()}
        limit 1`,
  );
  return rows[0]?.id;
}
