import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { doctors, patients, users, waitlistEntries, type WaitlistEntryRow } from '../db/schema';

// The waitlist's rows. The line of one doctor's day is its `waiting` entries by `seq`. An offer
// takes the first of them with FOR UPDATE SKIP LOCKED (two slots freed at once, on two
// instances, go to two different patients) and holds the slot with a slot_reservations hold
// that has no checkout session: the partial unique index slot_reservations_live_unique keeps
// it from double holding, and availability treats it as any hold (blocked until it expires).

/** Statuses of an entry that is still in line or holding a slot. */
export const LIVE_STATUSES = ['waiting', 'offered'] as const;

/** An entry with what its answers name: the doctor, the doctor's zone and the patient's account. */
export interface WaitlistRecord {
  entry: WaitlistEntryRow;
  doctorName: string;
  timeZone: string;
  patientUserId: string;
}

const doctorUsers = alias(users, 'doctor_user');

function selectRecords(db: Db) {
  return db
    .select({
      entry: waitlistEntries,
      doctorName: doctorUsers.name,
      timeZone: doctors.timeZone,
      patientUserId: patients.userId,
    })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId));
}

/** Inserts a live entry unless the patient has one for the doctor's day; the new row, or undefined. */
export async function insertEntry(
  db: Db,
  entry: { patientId: string; doctorId: string; date: string; now: Date },
): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO waitlist_entries (patient_id, doctor_id, date, status, created_at, updated_at)
        VALUES (${entry.patientId}, ${entry.doctorId}, ${entry.date}, 'waiting', ${entry.now.toISOString()}, ${entry.now.toISOString()})
        ON CONFLICT (patient_id, doctor_id, date) WHERE status in ('waiting', 'offered') DO NOTHING
        RETURNING id`,
  );
  return row?.id;
}

export async function findRecord(db: Db, id: string): Promise<WaitlistRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(waitlistEntries.id, id));
  return row;
}

/** The entry when it is the user's own (a patient's), locked for the caller's transaction. */
export async function lockEntryOfUser(tx: Db, id: string, userId: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .select({ entry: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .where(and(eq(waitlistEntries.id, id), eq(patients.userId, userId)))
    .for('update', { of: waitlistEntries });
  return row?.entry;
}

/** The user's entries of days from `fromDate` on (each doctor's date), earliest day first. */
export function recordsOfUser(db: Db, userId: string, fromDate: string): Promise<WaitlistRecord[]> {
  return selectRecords(db)
    .where(and(eq(patients.userId, userId), gte(waitlistEntries.date, fromDate)))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.seq));
}

/** 1-based places in line of waiting entries (those of their doctor's day waiting with a lower seq, plus one). */
export async function positionsOf(db: Db, entries: readonly WaitlistEntryRow[]): Promise<Map<string, number>> {
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  const positions = new Map<string, number>();
  if (waiting.length === 0) return positions;
  const rows = await queryRows<{ id: string; position: number | string }>(
    db,
    sql`select e.id, (select count(*) from waitlist_entries o
          where o.doctor_id = e.doctor_id and o.date = e.date and o.status = 'waiting' and o.seq <= e.seq) as position
        from waitlist_entries e where e.id in (${sql.join(
          waiting.map((entry) => sql`${entry.id}`),
          sql`, `,
        )})`,
  );
  for (const row of rows) positions.set(row.id, Number(row.position));
  return positions;
}

/** The first waiting entry of a doctor's day that no other transaction is offering a slot now, locked. */
export async function takeFirstInLine(tx: Db, doctorId: string, date: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function updateEntry(tx: Db, id: string, changes: Partial<WaitlistEntryRow>): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx.update(waitlistEntries).set(changes).where(eq(waitlistEntries.id, id)).returning();
  return row;
}

/** The live entries of a patient for a doctor's day, locked. */
export function lockLiveEntriesOf(tx: Db, patientId: string, doctorId: string, date: string): Promise<WaitlistEntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.patientId, patientId),
        eq(waitlistEntries.doctorId, doctorId),
        eq(waitlistEntries.date, date),
        inArray(waitlistEntries.status, [...LIVE_STATUSES]),
      ),
    )
    .for('update');
}

/** Offers whose hold time is up, oldest first, each locked by this transaction only (SKIP LOCKED). */
export function lockLapsedOffers(tx: Db, now: Date, limit: number): Promise<WaitlistEntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${now.toISOString()}`))
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** True when the patient has a scheduled appointment with the doctor at that instant. */
export async function patientBookedAt(tx: Db, patientId: string, doctorId: string, startsAt: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from appointments where patient_id = ${patientId} and doctor_id = ${doctorId}
          and starts_at = ${startsAt.toISOString()} and status = 'scheduled' limit 1`,
  );
  return rows.length > 0;
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

/** The live hold of an offer made to the patient for that slot, if any (its slot_reservations id). */
export async function liveOfferHoldOf(db: Db, patientId: string, doctorId: string, startsAt: Date, now: Date): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.id from waitlist_entries e join slot_reservations r on r.id = e.offer_reservation_id
        where e.patient_id = ${patientId} and e.doctor_id = ${doctorId} and e.status = 'offered'
          and e.offered_starts_at = ${startsAt.toISOString()} and r.released_at is null and r.expires_at > ${now.toISOString()}
        limit 1`,
  );
  return rows[0]?.id;
}
