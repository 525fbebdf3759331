/**
 * The find/booking date window of spec §5 and §9: from today to BOOKING_WINDOW_DAYS ahead,
 * in the patient's own calendar. Dates travel as `yyyy-MM-dd` (URL, API) and are local days.
 */
import { BOOKING_WINDOW_DAYS } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';

// Plain Date arithmetic on local days: this module is in the dashboard widget, which stays light.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Midnight of the local day `date` falls on. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The local day `days` after `date`'s day (calendar days, whatever DST does). */
export function addLocalDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** `yyyy-MM-dd` of a local day. */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day a `yyyy-MM-dd` string names, or null when it is not a real date. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDay(date) === value ? date : null;
}

export interface DateWindow {
  /** First selectable day (today). */
  first: Date;
  /** Last selectable day (today + BOOKING_WINDOW_DAYS). */
  last: Date;
}

/** Today and the last day patients may search or book, as local days. */
export function bookingWindow(now: Date = new Date()): DateWindow {
  const first = startOfLocalDay(now);
  return { first, last: addLocalDays(first, BOOKING_WINDOW_DAYS) };
}

/** True when `date` is a day inside the window (times of day are ignored). */
export function isInBookingWindow(date: Date, now: Date = new Date()): boolean {
  const { first, last } = bookingWindow(now);
  const day = startOfLocalDay(date);
  return day >= first && day <= last;
}

/** The `yyyy-MM-dd` value when it names a day inside the window, else null (stale links). */
export function windowDayOrNull(value: string | null | undefined, now: Date = new Date()): string | null {
  const date = parseIsoDay(value);
  return date && isInBookingWindow(date, now) ? value! : null;
}

/** Spec §9: the default booking date is tomorrow. */
export function tomorrowIsoDay(now: Date = new Date()): string {
  return toIsoDay(addLocalDays(now, 1));
}

/** Where Book Now goes: the booking page for that doctor on the chosen day, else tomorrow. */
export function bookingPath(doctorId: string, day?: string | null, now: Date = new Date()): string {
  const date = windowDayOrNull(day, now) ?? tomorrowIsoDay(now);
  return paths.bookAppointment(doctorId, { date });
}
