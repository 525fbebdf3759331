import { BOOKING_WINDOW_DAYS, TIME_SLOTS, WEEK_DAYS, type DateAvailability, type SlotStatus } from '@telehealth/shared-api/core';
import { DateTime } from 'luxon';
import { ALL_SLOTS_MASK, effectiveWeeklySlots, slotStartMinutes } from './weekly-slots';

/**
 * Slot availability of one doctor on one date: the one place the rule is written.
 *
 * A slot is available only when all hold:
 *  - the doctor's profile is active (an inactive doctor takes no bookings);
 *  - the doctor offers that time on that weekday (weekly slots, default all);
 *  - the date is not one of the doctor's days off (time off: whole calendar dates in their zone);
 *  - its date, in the doctor's time zone, is between the doctor's today and today + 30 days;
 *  - it starts after `now` plus the doctor's minimum booking notice (a past slot, or one too
 *    soon, is simply not offered);
 *  - no live reservation holds its exact start instant (an appointment, or a checkout hold
 *    that has not expired).
 * Otherwise it is booked. Dates are the doctor's calendar dates; instants are exact (DST-aware).
 * Doctor search applies the same rule to many doctors at once through the masks below
 * (openSlotMask, heldSlotMask, availableSlotMask, offeredSlotMask): bit i stands for TIME_SLOTS[i].
 */

/** A doctor's time off: every date from `startDate` to `endDate` (yyyy-MM-dd, their calendar), both included. */
export interface DaysOff {
  startDate: string;
  endDate: string;
}

/** True when `date` is inside one of the doctor's time off ranges. */
export function isDayOff(date: string, timeOff: readonly DaysOff[]): boolean {
  // yyyy-MM-dd compares as text in calendar order.
  for (const range of timeOff) if (range.startDate <= date && date <= range.endDate) return true;
  return false;
}

/** The slots the doctor offers on `date`: the weekday's weekly mask, none on a day off. */
export function offeredSlotMask(weekdayMask: number, date: string, timeOff: readonly DaysOff[]): number {
  return timeOff.length > 0 && isDayOff(date, timeOff) ? 0 : weekdayMask;
}

/** What blocks a slot: a reservation's start instant and, for a checkout hold, its expiry. */
export interface ReservationLike {
  startsAt: Date;
  /** Null for an appointment; a hold stops blocking at this instant. */
  expiresAt: Date | null;
}

export interface DateAvailabilityInput {
  /** yyyy-MM-dd, the doctor's calendar date. */
  date: string;
  /** IANA zone of the doctor. */
  timeZone: string;
  /** Stored weekly masks, or null for the default. */
  weeklySlots: readonly number[] | null;
  /** False for an inactive doctor: every slot is booked. */
  active: boolean;
  /** The doctor's time off (any dates; those not covering `date` are ignored). None when absent. */
  timeOff?: readonly DaysOff[];
  /** The doctor's minimum booking notice, in minutes: a slot must start later than `now` plus this (0 when absent). */
  bookingNoticeMinutes?: number;
  now: Date;
  /** The doctor's unreleased reservations (any instants; those of other days are ignored). */
  reservations: readonly ReservationLike[];
}

/** A reservation blocks its slot until it is released or, for a hold, until it expires. */
export function isReservationLive(reservation: ReservationLike, now: Date): boolean {
  return reservation.expiresAt === null || reservation.expiresAt.getTime() > now.getTime();
}

/** The doctor's first and last bookable dates (yyyy-MM-dd) at `now`. */
export function bookingWindow(timeZone: string, now: Date): { firstDate: string; lastDate: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return { firstDate: today.toISODate()!, lastDate: today.plus({ days: BOOKING_WINDOW_DAYS }).toISODate()! };
}

/** Weekday of a calendar date (the same in every zone). */
export function weekDayOf(date: string): (typeof WEEK_DAYS)[number] {
  return WEEK_DAYS[DateTime.fromISO(date, { zone: 'UTC' }).weekday - 1]!;
}

/** Exact start instants of the 18 slots of `date` in `timeZone`, in TIME_SLOTS order. */
export function slotInstants(date: string, timeZone: string): Date[] {
  const day = DateTime.fromISO(date, { zone: timeZone });
  if (!day.isValid) throw new Error(`Invalid date or time zone: ${date} ${timeZone}`);
  return TIME_SLOTS.map((_, index) => {
    const minutes = slotStartMinutes(index);
    return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 }).toJSDate();
  });
}

const DAY_MS = 86_400_000;

/** `date` (yyyy-MM-dd) moved by `days`, as calendar arithmetic. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Instants of a zone's calendar dates, worked out once (time-zone rules do not change while the server runs). */
const zoneDays = new Map<string, { start: number; end: number; slots: readonly Date[] }>();
const ZONE_DAYS_KEPT = 20_000;

/** The start and end (exclusive) of `date` in `timeZone`, and its slots' start instants (TIME_SLOTS order). */
export function zoneDay(date: string, timeZone: string): { start: number; end: number; slots: readonly Date[] } {
  const key = `${date}|${timeZone}`;
  let day = zoneDays.get(key);
  if (!day) {
    const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
    day = { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis(), slots: slotInstants(date, timeZone) };
    if (zoneDays.size >= ZONE_DAYS_KEPT) zoneDays.clear();
    zoneDays.set(key, day);
  }
  return day;
}

const MINUTE_MS = 60_000;

/**
 * True when every slot of `date` is open (openSlotMask) in every zone at `now` with a booking
 * notice of `noticeMinutes`: every zone's today is UTC's today ± 1 day, so a date 2 …
 * BOOKING_WINDOW_DAYS - 1 days after UTC's today is inside every window and after every today;
 * a notice of up to n more days needs n more days ahead.
 */
export function openInEveryZone(date: string, now: Date, noticeMinutes = 0): boolean {
  const daysAhead = Date.parse(`${date}T00:00:00.000Z`) / DAY_MS - Math.floor(now.getTime() / DAY_MS);
  const noticeDays = Math.ceil((Math.max(0, noticeMinutes) * MINUTE_MS) / DAY_MS);
  return daysAhead >= 2 + noticeDays && daysAhead <= BOOKING_WINDOW_DAYS - 1;
}

/**
 * The slots of `date` inside the doctor's booking window (bookingWindow: their today … today +
 * BOOKING_WINDOW_DAYS) that start later than `now` plus the booking notice (`noticeMinutes`);
 * all of them, with no time-zone work, when the date is open in every zone (openInEveryZone).
 */
export function openSlotMask(date: string, timeZone: string, now: Date, noticeMinutes = 0): number {
  if (openInEveryZone(date, now, noticeMinutes)) return ALL_SLOTS_MASK;
  const at = now.getTime();
  const earliest = at + Math.max(0, noticeMinutes) * MINUTE_MS;
  const day = zoneDay(date, timeZone);
  // Before the doctor's today, or after today + BOOKING_WINDOW_DAYS (the window's first day starts after now).
  if (at >= day.end || at < zoneDay(addDays(date, -BOOKING_WINDOW_DAYS), timeZone).start) return 0;
  // Every slot of the date starts later than the notice allows.
  if (earliest < day.start) return ALL_SLOTS_MASK;
  let mask = 0;
  day.slots.forEach((startsAt, index) => {
    if (startsAt.getTime() > earliest) mask |= 1 << index;
  });
  return mask;
}

/**
 * True when a slot starting at `startsAt` has not started but is too soon for the doctor's
 * booking notice: openSlotMask leaves it out; checkout and a move name the reason.
 */
export function insideBookingNotice(startsAt: Date, now: Date, noticeMinutes: number): boolean {
  return startsAt.getTime() > now.getTime() && startsAt.getTime() <= now.getTime() + Math.max(0, noticeMinutes) * MINUTE_MS;
}

/** The slots whose exact start instant (`instants`: slotInstants of the date) a live reservation holds at `now`. */
export function heldSlotMask(instants: readonly Date[], reservations: readonly ReservationLike[], now: Date): number {
  let mask = 0;
  for (const reservation of reservations) {
    if (!isReservationLive(reservation, now)) continue;
    const index = instants.findIndex((startsAt) => startsAt.getTime() === reservation.startsAt.getTime());
    if (index >= 0) mask |= 1 << index;
  }
  return mask;
}

/** The available slots: offered (the weekday's weekly mask), open (openSlotMask) and not held (heldSlotMask). */
export function availableSlotMask(offered: number, open: number, held: number): number {
  return offered & open & ~held;
}

/** The statuses of the 18 slots of one date (spec `DateAvailability`). */
export function computeDateAvailability(input: DateAvailabilityInput): DateAvailability {
  const { date, timeZone, now } = input;
  const day = weekDayOf(date);
  const offered = input.active
    ? offeredSlotMask(effectiveWeeklySlots(input.weeklySlots)[WEEK_DAYS.indexOf(day)]!, date, input.timeOff ?? [])
    : 0;
  const instants = zoneDay(date, timeZone).slots;
  const open = openSlotMask(date, timeZone, now, input.bookingNoticeMinutes ?? 0);
  const available = availableSlotMask(offered, open, heldSlotMask(instants, input.reservations, now));
  return {
    date,
    day,
    timeZone,
    bookableAfter: new Date(now.getTime() + Math.max(0, input.bookingNoticeMinutes ?? 0) * MINUTE_MS).toISOString(),
    times: TIME_SLOTS.map((time, index) => ({
      time,
      status: (((available >> index) & 1) === 1 ? 'available' : 'booked') as SlotStatus,
      startsAt: instants[index]!.toISOString(),
    })),
  };
}

/** True when at least one slot of the date is available. */
export function hasAvailableSlot(availability: DateAvailability): boolean {
  return availability.times.some((slot) => slot.status === 'available');
}
