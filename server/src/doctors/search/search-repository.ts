import { and, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DoctorSort } from '@telehealth/shared-api/core';
import { queryRows, type Db } from '../../db/client';
import { doctors, slotReservations, users } from '../../db/schema';
import type { DaysOff } from '../../availability';
import { ownerColumns } from '../doctor-repository';
import { timeOffOfDoctors } from '../time-off/time-off-repository';
import { dateCanMatch, DateMatcher, DateReservations, reservationRange } from './search-date-filter';
import { DoctorSearchIndex, type DoctorSearchFilters, type DoctorSearchPage, type SearchIndexRecord } from './search-index';

// What search reads from the database: every doctor for the index, a date's reservations, and what changed.
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

/** The live reservations that can fall on `date` in some zone, as the date filter takes them. */
export async function readDateReservations(db: Db, date: string, now: Date): Promise<DateReservations> {
  const { from, to } = reservationRange(date);
  return DateReservations.of(date, await liveReservationsBetween(db, from, to, now));
}

/** A search from what the database holds now, keeping nothing: every doctor and the date's reservations read for it alone. */
export async function searchDoctors(
  db: Db,
  { date, ...filters }: DoctorSearchFilters,
  paging: { sort: DoctorSort; page: number; limit: number },
  now: Date,
): Promise<DoctorSearchPage> {
  if (date && !dateCanMatch(date, now)) return { records: [], total: 0, totalCapped: false };
  const [records, reservations] = await Promise.all([searchIndexRecords(db), date ? readDateReservations(db, date, now) : undefined]);
  return new DoctorSearchIndex(records, { nameIndex: false }).search(
    filters,
    paging,
    reservations && new DateMatcher(date!, now, reservations),
    now,
  );
}

/** Which doctors the search index reads: all of them, or those with these ids or owners. */
export interface SearchIndexScope {
  doctorIds?: string[];
  ownerIds?: string[];
}

/**
 * Every doctor (active or not) with the owner's public fields and the doctor's current time off,
 * as search lists them.
 */
export async function searchIndexRecords(db: Db, scope: SearchIndexScope = {}): Promise<SearchIndexRecord[]> {
  const conditions: SQL[] = [];
  if (scope.doctorIds) conditions.push(scope.doctorIds.length > 0 ? inArray(doctors.id, scope.doctorIds) : sql`false`);
  if (scope.ownerIds) conditions.push(scope.ownerIds.length > 0 ? inArray(doctors.userId, scope.ownerIds) : sql`false`);
  const query = db.select({ doctor: doctors, owner: ownerColumns }).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
  const scoped = conditions.length > 0;
  const records: SearchIndexRecord[] = await (scoped ? query.where(or(...conditions)) : query);
  // Few doctors have time off: one read, matched to them here (all of it for a full load).
  const ranges = await timeOffOfDoctors(db, scoped ? records.map((record) => record.doctor.id) : undefined);
  if (ranges.length === 0) return records;
  const byDoctor = new Map<string, DaysOff[]>();
  for (const { doctorId, startDate, endDate } of ranges) {
    const list = byDoctor.get(doctorId);
    if (list) list.push({ startDate, endDate });
    else byDoctor.set(doctorId, [{ startDate, endDate }]);
  }
  return records.map((record) => {
    const timeOff = byDoctor.get(record.doctor.id);
    return timeOff ? { ...record, timeOff } : record;
  });
}

/**
 * Doctors whose row or owner's row was updated after `since` (`updated_at`), or who got a
 * review since (a review changes the rating columns, not `updated_at`). Three small scans, not
 * a join of every doctor with its owner: this runs every few seconds. One statement each, with
 * searches answered between them (on PGlite each holds the server's thread).
 */
export async function doctorIdsChangedSince(db: Db, since: Date): Promise<string[]> {
  const at = since.toISOString();
  const ids = new Set<string>();
  for (const query of [
    sql`SELECT id FROM doctors WHERE updated_at > ${at}::timestamptz`,
    sql`SELECT d.id FROM users u JOIN doctors d ON d.user_id = u.id WHERE u.updated_at > ${at}::timestamptz`,
    sql`SELECT doctor_id AS id FROM reviews WHERE created_at > ${at}::timestamptz`,
  ]) {
    for (const row of await queryRows<{ id: string }>(db, query)) ids.add(row.id);
    await betweenStatements();
  }
  return [...ids];
}

/** Lets waiting requests through (a PGlite statement holds the thread; its promise alone does not give it back). */
export function betweenStatements(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The start instants of reservations made or released after `since` (`created_at`,
 * `released_at`: both indexed). An expired hold is no change: searches check expiry themselves.
 */
export async function reservationStartsChangedSince(db: Db, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: slotReservations.startsAt })
    .from(slotReservations)
    .where(or(gt(slotReservations.createdAt, since), gt(slotReservations.releasedAt, since)));
  return rows.map((row) => row.startsAt);
}

/** How many doctor profiles exist (the search index compares it with its own count to notice deletions). */
export async function countDoctors(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(doctors);
  return Number(row?.count ?? 0);
}
