import { BOOKING_WINDOW_DAYS } from '@telehealth/shared-api/core';
import { DateTime } from 'luxon';
import { ALL_SLOTS_MASK, SLOTS_PER_DAY } from '../../availability/weekly-slots';
import type { DoctorRow } from '../../db/schema';
import type { SearchTotal } from './search-repository';

/**
 * The date filter of doctor search in memory: exactly the SQL of doctor-search.ts
 * (`dateCondition`), itself the set-based form of `computeDateAvailability`. A doctor matches
 * date D when some slot of D (D the doctor's calendar date, slots at local wall-clock times)
 * - is offered by the weekly slots of D's weekday (none stored: all),
 * - is inside the doctor's booking window and has not started (the doctor's own today and time),
 * - and no live reservation (unreleased; a hold only until it expires) starts at it.
 * search-index.int.test.ts compares both on random dates, zones, clocks and reservations.
 */

/** A reservation that was live when read: it holds its slot until released or, a hold, until `expiresAt`. */
export interface HeldSlot {
  startsAt: Date;
  expiresAt: Date | null;
}

const DAY_MS = 86_400_000;

/** `date` (YYYY-MM-DD, a real calendar date: the query schema checks it) moved by `days`; UTC arithmetic, no time zone. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** UTC's calendar date at `now`. */
function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** False when no doctor anywhere can have a bookable slot on `date` at `now` (as the SQL: outside UTC's today -1 … +31). */
export function dateCanMatch(date: string, now: Date): boolean {
  const utcToday = utcDate(now);
  return date >= addDays(utcToday, -1) && date <= addDays(utcToday, BOOKING_WINDOW_DAYS + 1);
}

/** The instants a reservation on `date` (some zone's calendar date, UTC+14 … UTC-12) can start at: [from, to). */
export function reservationRange(date: string): { from: Date; to: Date } {
  return { from: new Date(`${addDays(date, -1)}T10:00:00.000Z`), to: new Date(`${addDays(date, 1)}T12:00:00.000Z`) };
}

/** The dates whose reservation range (reservationRange) holds `startsAt`: a reservation there can change their answers. */
export function datesOfReservation(startsAt: Date): string[] {
  const at = startsAt.getTime();
  const utc = startsAt.toISOString().slice(0, 10);
  return [addDays(utc, -1), utc, addDays(utc, 1)].filter((date) => {
    const { from, to } = reservationRange(date);
    return at >= from.getTime() && at < to.getTime();
  });
}

/** Bit of TIME_SLOTS a local wall-clock time starts, or -1 (not a slot start: other minutes, seconds, or outside 09:00 … 17:30). */
function slotBit(local: DateTime): number {
  if (local.second !== 0 || local.millisecond !== 0) return -1;
  const minutes = local.hour * 60 + local.minute;
  if (minutes < 540 || minutes > 1050 || minutes % 30 !== 0) return -1;
  return (minutes - 540) / 30;
}

const HALF_HOUR_MS = 30 * 60_000;
const MAX_KEPT_TOTALS = 10_000;

/**
 * The live reservations that can fall on one date, by doctor, as read at `readAt` (one range
 * query on the live-reservation index). Which of them fall on the date depends on each
 * doctor's zone; the masks are worked out on first use and kept until a hold in them expires.
 */
export class DateReservations {
  private readonly masks = new Map<string, { timeZone: string; mask: number; validFrom: number; validUntil: number }>();
  /**
   * Per zone, the instant of the date's 09:00 when the zone's offset is the same all that day
   * (a reservation's slot is then plain arithmetic); null on a day the offset changes (each
   * reservation is then converted to the zone's wall clock, as the SQL does).
   */
  private readonly firstSlotByZone = new Map<string, number | null>();
  /**
   * Totals of date searches counted with these reservations, by their filters (a total depends
   * on neither sort nor page): another sort or page stops at its page's end. They go with the
   * reservations (dropped by the same invalidations and refreshes), so an answer built with one
   * is no older than the reservations, and each holds only until the clock can change it
   * (DateMatcher.stableUntil when it was counted).
   */
  private readonly keptTotals = new Map<string, { total: SearchTotal; until: number }>();

  /** The total kept for `key` when it still holds at `now` (the search's clock, epoch ms). */
  totalOf(key: string, now: number): SearchTotal | undefined {
    const kept = this.keptTotals.get(key);
    return kept && now < kept.until ? kept.total : undefined;
  }

  /** Keeps the total of `key`, counted at `now`, until `until` (epoch ms, the search's clock). */
  keepTotal(key: string, total: SearchTotal, now: number, until: number): void {
    if (this.keptTotals.size >= MAX_KEPT_TOTALS) {
      for (const [kept, entry] of this.keptTotals) if (entry.until <= now) this.keptTotals.delete(kept);
    }
    if (this.keptTotals.size < MAX_KEPT_TOTALS) this.keptTotals.set(key, { total, until });
  }

  constructor(
    readonly date: string,
    private readonly byDoctor: ReadonlyMap<string, readonly HeldSlot[]>,
    /** Date.now() when the read started: the reservations are at most this old. */
    readonly readAt: number,
  ) {}

  static of(date: string, rows: ReadonlyArray<HeldSlot & { doctorId: string }>, readAt: number): DateReservations {
    const byDoctor = new Map<string, HeldSlot[]>();
    for (const { doctorId, startsAt, expiresAt } of rows) {
      const list = byDoctor.get(doctorId);
      if (list) list.push({ startsAt, expiresAt });
      else byDoctor.set(doctorId, [{ startsAt, expiresAt }]);
    }
    return new DateReservations(date, byDoctor, readAt);
  }

  /** The first instant after `now` (epoch ms) when one of these holds expires; Infinity when none will. */
  nextExpiryAfter(now: number): number {
    let next = Infinity;
    for (const held of this.byDoctor.values()) {
      for (const { expiresAt } of held) {
        const at = expiresAt?.getTime();
        if (at !== undefined && at > now && at < next) next = at;
      }
    }
    return next;
  }

  /** The slots of the date (bit i = TIME_SLOTS[i], the doctor's wall clock) held at `now` (epoch ms). */
  heldMask(doctorId: string, timeZone: string, now: number): number {
    const held = this.byDoctor.get(doctorId);
    if (!held) return 0;
    const known = this.masks.get(doctorId);
    if (known && known.timeZone === timeZone && now >= known.validFrom && now < known.validUntil) return known.mask;
    let mask = 0;
    let validUntil = Infinity;
    const firstSlot = this.firstSlotIn(timeZone);
    for (const { startsAt, expiresAt } of held) {
      if (expiresAt !== null && expiresAt.getTime() <= now) continue;
      let bit: number;
      if (firstSlot !== null) {
        // Same offset all day: 09:00 + k half-hours (k = 0 … 17) are the slots, and only they.
        const since = startsAt.getTime() - firstSlot;
        bit = since >= 0 && since % HALF_HOUR_MS === 0 && since / HALF_HOUR_MS < SLOTS_PER_DAY ? since / HALF_HOUR_MS : -1;
      } else {
        const local = DateTime.fromJSDate(startsAt, { zone: timeZone });
        bit = local.toISODate() === this.date ? slotBit(local) : -1;
      }
      if (bit < 0) continue;
      mask |= 1 << bit;
      if (expiresAt !== null) validUntil = Math.min(validUntil, expiresAt.getTime());
    }
    this.masks.set(doctorId, { timeZone, mask, validFrom: now, validUntil });
    return mask;
  }

  private firstSlotIn(timeZone: string): number | null {
    let first = this.firstSlotByZone.get(timeZone);
    if (first !== undefined) return first;
    const start = DateTime.fromISO(this.date, { zone: timeZone }).startOf('day');
    const nine = start.set({ hour: 9 });
    const end = start.plus({ days: 1 });
    const offsets = [start.offset, nine.offset, end.offset, end.minus({ milliseconds: 1 }).offset];
    const steady =
      start.isValid &&
      nine.toISODate() === this.date &&
      nine.hour === 9 &&
      nine.minute === 0 &&
      offsets.every((offset) => offset === offsets[0]);
    first = steady ? nine.toMillis() : null;
    this.firstSlotByZone.set(timeZone, first);
    return first;
  }
}

/** One search's date test: `matches(doctor)` as the SQL date condition at `now`. */
export class DateMatcher {
  /** Index into weekly_slots (Monday 0). */
  readonly weekday: number;
  /** The clock of the search, epoch ms. */
  readonly nowMs: number;
  /** Slots of the date out of the window or started, by zone (computed once per zone). */
  private readonly closedByZone = new Map<string, number>();

  /** True when the date is inside every zone's window and after every zone's today: nothing is closed. */
  private readonly open: boolean;

  constructor(
    private readonly date: string,
    private readonly now: Date,
    /** The date's live reservations as read (only the doctors they name can have a held slot). */
    readonly reservations: DateReservations,
  ) {
    // getUTCDay: Sunday 0 … Saturday 6.
    this.weekday = (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
    this.nowMs = now.getTime();
    // Every zone's today is UTC's ± 1 day (as the SQL's shortcut).
    const utcToday = utcDate(now);
    this.open = date >= addDays(utcToday, 2) && date <= addDays(utcToday, BOOKING_WINDOW_DAYS - 1);
  }

  /** The SQL date condition for one doctor. */
  matches(doctor: DoctorRow): boolean {
    // weekly_slots[weekday], or every slot when none are stored (as the SQL's coalesce).
    return this.hasFreeSlot(doctor.weeklySlots?.[this.weekday] ?? ALL_SLOTS_MASK, doctor.id, doctor.timeZone);
  }

  /** The same for a doctor who offers `offered` slots (a mask) that weekday, in `timeZone`: one of them is open and not held. */
  hasFreeSlot(offered: number, doctorId: string, timeZone: string): boolean {
    if (offered === 0) return false;
    const open = offered & ~this.closedIn(timeZone);
    if (open === 0) return false;
    return (open & ~this.heldMask(doctorId, timeZone)) !== 0;
  }

  /**
   * Until when (epoch ms) every doctor's answer to `matches` stays as it is now: the next
   * minute when the date is near some zone's today or window end (slots start and the window
   * moves by the minute); otherwise the start of UTC's day before the date, when it can come
   * near some zone's today (UTC+14's starts 10 hours later); and the next expiry of a hold in
   * the reservations.
   */
  stableUntil(): number {
    const clockMoves = this.open ? Date.parse(`${addDays(this.date, -1)}T00:00:00.000Z`) : (Math.floor(this.nowMs / 60_000) + 1) * 60_000;
    return Math.min(clockMoves, this.reservations.nextExpiryAfter(this.nowMs));
  }

  /** The date's slots held for a doctor now (see DateReservations.heldMask). */
  private heldMask(doctorId: string, timeZone: string): number {
    return this.reservations.heldMask(doctorId, timeZone, this.nowMs);
  }

  /** Every slot when the date is outside the doctor's today … today + 30; today, those started by now. */
  private closedIn(timeZone: string): number {
    if (this.open) return 0;
    let closed = this.closedByZone.get(timeZone);
    if (closed !== undefined) return closed;
    const localNow = DateTime.fromJSDate(this.now, { zone: timeZone });
    const today = localNow.toISODate()!;
    if (this.date < today || this.date > addDays(today, BOOKING_WINDOW_DAYS)) closed = ALL_SLOTS_MASK;
    else if (this.date === today) {
      const started = Math.floor((localNow.hour * 60 + localNow.minute - 540) / 30) + 1;
      closed = 2 ** Math.max(0, Math.min(SLOTS_PER_DAY, started)) - 1;
    } else closed = 0;
    this.closedByZone.set(timeZone, closed);
    return closed;
  }
}
