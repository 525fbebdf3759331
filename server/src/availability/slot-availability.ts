import { BOOKING_WINDOW_DAYS, TIME_SLOTS, WEEK_DAYS, type DateAvailability, type SlotStatus } from '@telehealth/shared-api/core';
import { DateTime } from 'luxon';
import { effectiveWeeklySlots, slotStartMinutes } from './weekly-slots';

/**
 * Slot availability of one doctor on one date: the one place the rule is written.
 *
 * A slot is available only when all hold:
 *  - the doctor's profile is active (an inactive doctor takes no bookings);
 *  - the doctor offers that time on that weekday (weekly slots, default all);
 *  - its date, in the doctor's time zone, is between the doctor's today and today + 30 days;
 *  - it starts after `now`;
 *  - no live reservation holds its exact start instant (an appointment, or a checkout hold
 *    that has not expired).
 * Otherwise it is booked. Dates are the doctor's calendar dates; instants are exact (DST-aware).
 */

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

/** The statuses of the 18 slots of one date (spec `DateAvailability`). */
export function computeDateAvailability(input: DateAvailabilityInput): DateAvailability {
  const { date, timeZone, now } = input;
  const day = weekDayOf(date);
  const mask = effectiveWeeklySlots(input.weeklySlots)[WEEK_DAYS.indexOf(day)]!;
  const { firstDate, lastDate } = bookingWindow(timeZone, now);
  const inWindow = input.active && date >= firstDate && date <= lastDate;
  const taken = new Set(input.reservations.filter((r) => isReservationLive(r, now)).map((r) => r.startsAt.getTime()));
  const instants = slotInstants(date, timeZone);
  return {
    date,
    day,
    timeZone,
    times: TIME_SLOTS.map((time, index) => {
      const startsAt = instants[index]!;
      const offered = ((mask >> index) & 1) === 1;
      const available = offered && inWindow && startsAt.getTime() > now.getTime() && !taken.has(startsAt.getTime());
      return { time, status: (available ? 'available' : 'booked') as SlotStatus, startsAt: startsAt.toISOString() };
    }),
  };
}

/** True when at least one slot of the date is available. */
export function hasAvailableSlot(availability: DateAvailability): boolean {
  return availability.times.some((slot) => slot.status === 'available');
}
