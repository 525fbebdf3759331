import { BOOKING_WINDOW_DAYS } from '@telehealth/shared-api/core';
import {
  availableSlotMask,
  heldSlotMask,
  offeredSlotMask,
  openInEveryZone,
  openSlotMask,
  zoneDay,
  type DaysOff,
  type ReservationLike,
  ALL_SLOTS_MASK,
  effectiveWeeklySlots,
} from '../../availability';
import type { DoctorRow } from '../../db/schema';

/**
 * The date filter of doctor search: a doctor matches date D when some slot of D is available
 * by the slot rule of availability/slot-availability.ts (the one place it is written), applied
 * to the doctors of a search through its masks: offered that weekday and not a day off, open (inside the
 * doctor's window, not started) and not held by one of the date's live reservations.
 */

const DAY_MS = 86_400_000;

/** `date` (yyyy-MM-dd, a real calendar date: the query schema checks it) moved by `days`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** False when no doctor in any zone can have a bookable slot on `date` at `now` (outside UTC's today -1 … +31). */
export function dateCanMatch(date: string, now: Date): boolean {
  const utcToday = now.toISOString().slice(0, 10);
  return date >= addDays(utcToday, -1) && date <= addDays(utcToday, BOOKING_WINDOW_DAYS + 1);
}

/** The instants a reservation on `date` (some zone's calendar date, UTC+14 … UTC-12) can start at: [from, to). */
export function reservationRange(date: string): { from: Date; to: Date } {
  return { from: new Date(`${addDays(date, -1)}T10:00:00.000Z`), to: new Date(`${addDays(date, 1)}T12:00:00.000Z`) };
}

/** The dates whose reservation range holds `startsAt`: a reservation there can change their answers. */
export function datesOfReservation(startsAt: Date): string[] {
  const at = startsAt.getTime();
  const utc = startsAt.toISOString().slice(0, 10);
  return [addDays(utc, -1), utc, addDays(utc, 1)].filter((date) => {
    const { from, to } = reservationRange(date);
    return at >= from.getTime() && at < to.getTime();
  });
}

/** The reservations that can fall on one date, by doctor, as read (unreleased; holds are checked for expiry at each search). */
export class DateReservations {
  constructor(
    readonly date: string,
    private readonly byDoctor: ReadonlyMap<string, readonly ReservationLike[]>,
  ) {}

  static of(date: string, rows: ReadonlyArray<ReservationLike & { doctorId: string }>): DateReservations {
    const byDoctor = new Map<string, ReservationLike[]>();
    for (const { doctorId, startsAt, expiresAt } of rows) {
      const list = byDoctor.get(doctorId);
      if (list) list.push({ startsAt, expiresAt });
      else byDoctor.set(doctorId, [{ startsAt, expiresAt }]);
    }
    return new DateReservations(date, byDoctor);
  }

  /** The doctors with reservations that can fall on the date. */
  doctorIds(): Iterable<string> {
    return this.byDoctor.keys();
  }

  /** The date's slots (bit i = TIME_SLOTS[i], the doctor's wall clock) a live reservation holds at `now` (epoch ms). */
  heldMask(doctorId: string, timeZone: string, now: number | Date): number {
    const held = this.byDoctor.get(doctorId);
    return held ? heldSlotMask(zoneDay(this.date, timeZone).slots, held, typeof now === 'number' ? new Date(now) : now) : 0;
  }
}

/** One search's date test, at one clock reading. */
export class DateMatcher {
  /** Index into weekly_slots (Monday 0). */
  readonly weekday: number;
  readonly nowMs: number;
  /** openSlotMask by zone and booking notice (the same for every doctor of a zone and notice within one search). */
  private readonly openByZone = new Map<string, number>();
  /** Every slot of the date open in every zone: no zone to look up per doctor. */
  private readonly openEverywhere: boolean;

  constructor(
    /** yyyy-MM-dd */
    readonly date: string,
    private readonly now: Date,
    readonly reservations: DateReservations,
  ) {
    // getUTCDay: Sunday 0 … Saturday 6.
    this.weekday = (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
    this.nowMs = now.getTime();
    this.openEverywhere = openInEveryZone(date, now);
  }

  /** True when the doctor (with their time off and booking notice) has an available slot on the date. */
  matches(
    doctor: Pick<DoctorRow, 'id' | 'timeZone' | 'weeklySlots'> & { bookingNoticeMinutes?: number },
    timeOff: readonly DaysOff[] = [],
  ): boolean {
    const offered = offeredSlotMask(effectiveWeeklySlots(doctor.weeklySlots)[this.weekday]!, this.date, timeOff);
    return this.hasFreeSlot(offered, doctor.id, doctor.timeZone, true, doctor.bookingNoticeMinutes ?? 0);
  }

  /**
   * The same for a doctor who offers `offered` slots (a mask: offeredSlotMask) on the date, in `timeZone`;
   * `reserved` false when the reservations hold none of the doctor's (no look-up then);
   * `noticeMinutes` the doctor's minimum booking notice.
   */
  hasFreeSlot(offered: number, doctorId: string, timeZone: string, reserved = true, noticeMinutes = 0): boolean {
    if (offered === 0) return false;
    const open =
      this.openEverywhere && (noticeMinutes === 0 || openInEveryZone(this.date, this.now, noticeMinutes))
        ? ALL_SLOTS_MASK
        : this.openIn(timeZone, noticeMinutes);
    // The held slots (the dearer part) only when something offered is open.
    const held = reserved && (offered & open) !== 0 ? this.reservations.heldMask(doctorId, timeZone, this.now) : 0;
    return availableSlotMask(offered, open, held) !== 0;
  }

  private openIn(timeZone: string, noticeMinutes: number): number {
    const key = noticeMinutes === 0 ? timeZone : `${timeZone}|${noticeMinutes}`;
    let open = this.openByZone.get(key);
    if (open === undefined) {
      open = openSlotMask(this.date, timeZone, this.now, noticeMinutes);
      this.openByZone.set(key, open);
    }
    return open;
  }
}
