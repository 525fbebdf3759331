import { DateTime } from 'luxon';
import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_WINDOW_DAYS, type DoctorSearchQuery, type DoctorSort } from '@telehealth/shared-api/core';
import { ALL_SLOTS_MASK } from '../../availability/weekly-slots';

/**
 * Doctor search as one SQL statement for the page (plus a count, capped at
 * DOCTOR_SEARCH_TOTAL_CAP, when the page is full): filters, the three sorts and paging run in
 * the database on indexed columns, so a search costs about the same with 1,000 or 100,000
 * doctors.
 *
 * The date filter is the set-based form of `computeDateAvailability` (availability/): a
 * doctor qualifies when, on that date in the doctor's zone, some offered slot is inside the
 * booking window, has not started and is not held by a live reservation. Both are checked
 * against each other by doctor-search.int.test.ts. With the answer cache on, the same filter
 * runs in memory (search-date-filter.ts), checked against this SQL by search-index.int.test.ts:
 * a change here must be made there too.
 */

/** The filters of `GET /doctor/all-doctors` (its query without sort and paging). */
export type DoctorSearchFilters = Omit<DoctorSearchQuery, 'sort' | 'page' | 'limit'>;

export interface DoctorSearchPlan {
  /** WHERE of the search over doctors aliased `d`; null when nothing can match. */
  where: SQL | null;
  orderBy: SQL;
}

const ORDER_BY: Record<DoctorSort, SQL> = {
  // Written exactly as the partial indexes of db/schema.ts, so that they serve the sort.
  rating: sql.raw('d.rating DESC NULLS LAST, d.review_count DESC NULLS LAST, d.id'),
  experience: sql.raw('d.experience DESC NULLS LAST, d.id'),
  fee: sql.raw('d.effective_fee, d.id'),
};

/** Escapes LIKE wildcards in user text. */
function likeText(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Name words to match: lowercase, without an honorific 'Dr.'. */
export function nameTerms(name: string): string[] {
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && word !== 'dr' && word !== 'dr.');
}

function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/**
 * The date filter. Every zone's today is UTC's today ± 1 day, so for dates two or more days
 * ahead and 29 or fewer days ahead of UTC's today the window and the started slots cannot
 * matter, and only offered-and-not-reserved is checked; near the edges each doctor's own
 * today (in their zone) is computed.
 *
 * Reserved slots are looked up per doctor examined (an index probe on the live-reservation
 * index), so a page costs a probe per listed doctor, never a pass over all reservations.
 */
function dateCondition(date: string, now: Date): SQL | null {
  const utcToday = DateTime.fromJSDate(now, { zone: 'UTC' }).toISODate()!;
  if (date < addDays(utcToday, -1) || date > addDays(utcToday, BOOKING_WINDOW_DAYS + 1)) return null;
  const weekday = DateTime.fromISO(date, { zone: 'UTC' }).weekday; // 1 = Monday = weekly_slots[1]
  const nowIso = now.toISOString();
  // Reservation instants that can fall on `date` in some zone (UTC+14 … UTC-12).
  const from = `${addDays(date, -1)}T10:00:00.000Z`;
  const to = `${addDays(date, 1)}T12:00:00.000Z`;
  // Slots of `date` held by the doctor's live reservations, as a mask (bit i = TIME_SLOTS[i]).
  const reservedMask = sql`coalesce((
      SELECT bit_or(1 << ((((extract(hour FROM x.local_start) * 60 + extract(minute FROM x.local_start))::int) - 540) / 30))
      FROM (
        SELECT r.starts_at AT TIME ZONE d.time_zone AS local_start
        FROM slot_reservations r
        WHERE r.doctor_id = d.id
          AND r.released_at IS NULL
          AND r.starts_at >= ${from}::timestamptz AND r.starts_at < ${to}::timestamptz
          AND (r.expires_at IS NULL OR r.expires_at > ${nowIso}::timestamptz)
      ) x
      WHERE x.local_start::date = ${date}::date
        AND x.local_start::time BETWEEN '09:00' AND '17:30'
        AND extract(minute FROM x.local_start) IN (0, 30)
        AND extract(second FROM x.local_start) = 0
    ), 0)`;
  const offered = sql`coalesce(d.weekly_slots[${sql.raw(String(weekday))}], ${sql.raw(String(ALL_SLOTS_MASK))})`;
  const safe = date >= addDays(utcToday, 2) && date <= addDays(utcToday, BOOKING_WINDOW_DAYS - 1);
  // The cheap test first: a doctor who offers nothing that weekday needs no reservation probe.
  if (safe) return sql`${offered} <> 0 AND (${offered} & ~${reservedMask}) <> 0`;
  // Near the edges: slots outside the doctor's window, or started today, are not free.
  const localNow = sql`(${nowIso}::timestamptz AT TIME ZONE d.time_zone)`;
  const startedMask = sql`CASE
      WHEN ${date}::date < ${localNow}::date OR ${date}::date > ${localNow}::date + ${sql.raw(String(BOOKING_WINDOW_DAYS))} THEN ${sql.raw(String(ALL_SLOTS_MASK))}
      WHEN ${date}::date = ${localNow}::date THEN
        (1 << greatest(0, least(18, floor(((extract(hour FROM ${localNow}) * 60 + extract(minute FROM ${localNow})) - 540) / 30)::int + 1))) - 1
      ELSE 0 END`;
  const open = sql`(${offered} & ~(${startedMask}))`;
  return sql`${open} <> 0 AND (${open} & ~${reservedMask}) <> 0`;
}

/** WHERE and ORDER BY of a search over `doctors d`; `where` is null when the date rules out every doctor. */
export function planDoctorSearch(filters: DoctorSearchFilters, sort: DoctorSort, now: Date): DoctorSearchPlan {
  const where: SQL[] = [sql`d.status = 'active'`];
  if (filters.specialization) where.push(sql`d.specialization = ${filters.specialization}`);
  for (const term of nameTerms(filters.name ?? '')) where.push(sql`d.search_name LIKE ${`%${likeText(term)}%`}`);
  if (filters.experience !== undefined && filters.experience > 0) where.push(sql`d.experience >= ${filters.experience}`);
  if (filters.minRating !== undefined && filters.minRating > 0) where.push(sql`d.rating >= ${filters.minRating}`);
  if (filters.minFee !== undefined && filters.minFee > 0) where.push(sql`d.effective_fee >= ${filters.minFee}`);
  if (filters.maxFee !== undefined) where.push(sql`d.effective_fee <= ${filters.maxFee}`);
  if (filters.date) {
    const condition = dateCondition(filters.date, now);
    if (!condition) return { where: null, orderBy: ORDER_BY[sort] };
    where.push(condition);
  }
  return { where: sql.join(where, sql` AND `), orderBy: ORDER_BY[sort] };
}
