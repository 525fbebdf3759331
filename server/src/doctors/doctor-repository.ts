import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCTOR_SEARCH_TOTAL_CAP, type DoctorSort, type DoctorStatus } from '@telehealth/shared-api/core';
import { isUniqueViolation, queryRows, type Db } from '../db/client';
import { appointments, doctors, patients, slotReservations, users, type DoctorRow } from '../db/schema';
import { Conflict } from '../http/errors';
import { planDoctorSearch, type DoctorSearchFilters } from './doctor-search';

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

const ownerColumns = { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage };

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

export async function insertDoctor(db: Db, userId: string, fields: DoctorProfileFields & { profileImage: string | null }): Promise<DoctorRow> {
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
  const [row] = await db.select({ doctor: doctors, owner: ownerColumns }).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(condition).limit(1);
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

/** Replaces the weekly slots under a row lock; answers the slots before and the row after (for the notification). */
export async function replaceWeeklySlots(
  db: Db,
  doctorId: string,
  weeklySlots: number[],
  now: Date,
): Promise<{ before: number[] | null; after: DoctorRow } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ weeklySlots: doctors.weeklySlots }).from(doctors).where(eq(doctors.id, doctorId)).for('update');
    if (!current) return undefined;
    const [after] = await tx.update(doctors).set({ weeklySlots, updatedAt: now }).where(eq(doctors.id, doctorId)).returning();
    return { before: current.weeklySlots, after: after! };
  });
}

export async function setDoctorStatus(db: Db, doctorId: string, status: DoctorStatus, now: Date): Promise<DoctorRow | undefined> {
  const [row] = await db.update(doctors).set({ status, updatedAt: now }).where(eq(doctors.id, doctorId)).returning();
  return row;
}

/** The doctor's reservations that still hold a slot at one of `instants` (expired holds included; the rule decides). */
export function unreleasedReservationsAt(db: Db, doctorId: string, instants: Date[]) {
  return db
    .select({ startsAt: slotReservations.startsAt, expiresAt: slotReservations.expiresAt })
    .from(slotReservations)
    .where(and(eq(slotReservations.doctorId, doctorId), isNull(slotReservations.releasedAt), inArray(slotReservations.startsAt, instants)));
}

/**
 * Every doctor's reservations starting in [from, to) that are live at `now` (unreleased, and
 * for a hold unexpired): one range scan of the live-reservation index (slot_reservations_live_starts_at_idx).
 */
export function liveReservationsBetween(db: Db, from: Date, to: Date, now: Date) {
  return db
    .select({ doctorId: slotReservations.doctorId, startsAt: slotReservations.startsAt, expiresAt: slotReservations.expiresAt })
    .from(slotReservations)
    .where(
      and(
        isNull(slotReservations.releasedAt),
        gte(slotReservations.startsAt, from),
        lt(slotReservations.startsAt, to),
        or(isNull(slotReservations.expiresAt), gt(slotReservations.expiresAt, now)),
      ),
    );
}

export interface SearchTotal {
  /** Exact up to DOCTOR_SEARCH_TOTAL_CAP; the cap when `totalCapped`. */
  total: number;
  totalCapped: boolean;
}

/**
 * The total of an answer as every sort and page of the same filters would state it, or
 * undefined when it is not: a short last page past the cap counts exactly (1,003) where the
 * first page states the cap (1,000, capped), so such a total is not reused for other pages.
 */
export function totalForEveryPage(answer: SearchTotal): SearchTotal | undefined {
  return answer.total <= DOCTOR_SEARCH_TOTAL_CAP ? { total: answer.total, totalCapped: answer.totalCapped } : undefined;
}

export interface DoctorSearchPage extends SearchTotal {
  records: DoctorRecord[];
}

/** The doctors table as search's SQL names it. */
const d = alias(doctors, 'd');

/**
 * Filters, sorts and pages active doctors (see doctor-search.ts): the page straight off the
 * sort's index (owners joined), then the total, counted up to DOCTOR_SEARCH_TOTAL_CAP + 1 —
 * unless a short page already ends the list, or the caller knows the total of these filters
 * (it depends on neither sort nor page). Two small statements cost less than ranking the
 * first 1,001 matches in one (measured on PGlite and PostgreSQL: bench/README.md).
 */
export async function searchDoctors(
  db: Db,
  filters: DoctorSearchFilters,
  paging: { sort: DoctorSort; page: number; limit: number },
  now: Date,
  /** The total of these filters when already known. */
  known?: SearchTotal,
): Promise<DoctorSearchPage> {
  const plan = planDoctorSearch(filters, paging.sort, now);
  const where = plan.where;
  if (!where) return { records: [], total: 0, totalCapped: false };
  const offset = (paging.page - 1) * paging.limit;
  if (known && !known.totalCapped && offset >= known.total) return { records: [], ...known };
  const records = await db
    .select({ doctor: d, owner: ownerColumns })
    .from(d)
    .innerJoin(users, eq(users.id, d.userId))
    .where(where)
    .orderBy(plan.orderBy)
    .limit(paging.limit)
    .offset(offset);
  // The last page: the list ends here.
  if (records.length > 0 && records.length < paging.limit) return { records, total: offset + records.length, totalCapped: false };
  if (records.length === 0 && offset === 0) return { records, total: 0, totalCapped: false };
  if (known) return { records, ...known };
  const counted = await countMatches(db, where);
  return { records, total: Math.min(counted, DOCTOR_SEARCH_TOTAL_CAP), totalCapped: counted > DOCTOR_SEARCH_TOTAL_CAP };
}

/** Matches of a search WHERE, counted up to DOCTOR_SEARCH_TOTAL_CAP + 1. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(d).where(where).limit(DOCTOR_SEARCH_TOTAL_CAP + 1).as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.total ?? 0);
}

/** Which doctors the search index reads: all of them, or those with these ids or owners. */
export interface SearchIndexScope {
  doctorIds?: string[];
  ownerIds?: string[];
}

/** Every doctor (active or not) with the owner's public fields, as search lists them; see search-index.ts. */
export function searchIndexRecords(db: Db, scope: SearchIndexScope = {}): Promise<DoctorRecord[]> {
  const conditions: SQL[] = [];
  if (scope.doctorIds) conditions.push(scope.doctorIds.length > 0 ? inArray(doctors.id, scope.doctorIds) : sql`false`);
  if (scope.ownerIds) conditions.push(scope.ownerIds.length > 0 ? inArray(doctors.userId, scope.ownerIds) : sql`false`);
  const query = db.select({ doctor: doctors, owner: ownerColumns }).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
  return conditions.length > 0 ? query.where(or(...conditions)) : query;
}

/**
 * Doctors whose row or owner's row was updated after `since` (`updated_at`), or who got a
 * review since (a review changes the rating columns, not `updated_at`). Three small scans,
 * not a join of every doctor with its owner: this runs every few seconds.
 */
export async function doctorIdsChangedSince(db: Db, since: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM doctors WHERE updated_at > ${since.toISOString()}::timestamptz
        UNION SELECT d.id FROM users u JOIN doctors d ON d.user_id = u.id WHERE u.updated_at > ${since.toISOString()}::timestamptz
        UNION SELECT doctor_id FROM reviews WHERE created_at > ${since.toISOString()}::timestamptz`,
  );
  return rows.map((row) => row.id);
}

/**
 * When the reservations created or released since `since` start (rows carry the writer's
 * clock): the dates whose live reservations may have changed. Two range scans
 * (slot_reservations_created_at_idx, slot_reservations_released_at_idx).
 */
export async function reservationStartsChangedSince(db: Db, since: Date): Promise<Date[]> {
  const rows = await queryRows<{ starts_at: string | Date }>(
    db,
    sql`SELECT starts_at FROM slot_reservations WHERE created_at > ${since.toISOString()}::timestamptz
        UNION SELECT starts_at FROM slot_reservations WHERE released_at > ${since.toISOString()}::timestamptz`,
  );
  return rows.map((row) => new Date(row.starts_at));
}

/** How many doctor profiles exist (the search index compares it with its own count to notice deletions). */
export async function countDoctors(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(doctors);
  return Number(row?.count ?? 0);
}

/** Active doctors of a specialization, best rated first ("Similar Doctors"). */
export function similarDoctors(db: Db, specialization: string, limit: number, excludeId?: string): Promise<DoctorRecord[]> {
  const conditions = [eq(doctors.status, 'active'), eq(doctors.specialization, specialization)];
  if (excludeId && isUuid(excludeId)) conditions.push(ne(doctors.id, excludeId));
  return db
    .select({ doctor: doctors, owner: ownerColumns })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(...conditions))
    .orderBy(sql`${doctors.rating} DESC NULLS LAST`, sql`${doctors.reviewCount} DESC NULLS LAST`, doctors.id)
    .limit(limit);
}

/** Patients with at least one appointment with the doctor, most recent first. */
export async function listPatientsOfDoctor(db: Db, doctorId: string) {
  const latest = db
    .select({ patientId: appointments.patientId, lastStartsAt: sql<Date>`max(${appointments.startsAt})`.as('last_starts_at') })
    .from(appointments)
    .where(eq(appointments.doctorId, doctorId))
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
