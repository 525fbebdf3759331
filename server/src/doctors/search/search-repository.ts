import { and, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCTOR_SEARCH_TOTAL_CAP, type DoctorSort } from '@telehealth/shared-api/core';
import { queryRows, type Db } from '../../db/client';
import { doctors, slotReservations, users } from '../../db/schema';
import { ownerColumns, type DoctorRecord } from '../doctor-repository';
import { planDoctorSearch, type DoctorSearchFilters } from './search-sql';

// What search reads from the database: the SQL path, and what the index loads and refreshes.
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
  const matches = db
    .select({ one: sql`1` })
    .from(d)
    .where(where)
    .limit(DOCTOR_SEARCH_TOTAL_CAP + 1)
    .as('matches');
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
