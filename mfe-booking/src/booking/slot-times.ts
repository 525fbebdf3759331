/** How a doctor's slots read for a patient who may live in another time zone. */
import type { DateAvailability } from '@telehealth/shared-api';
import { toIsoDay } from '../doctors/booking-window';

export type DaySlot = DateAvailability['times'][number];

/** Only an available slot that has not started yet can be booked (spec §4 "Slot status"). */
export function isBookable(slot: DaySlot, now: Date = new Date()): boolean {
  return slot.status === 'available' && Date.parse(slot.startsAt) > now.getTime();
}

/**
 * Whether a slot is offered at all: it starts after `now` and after the doctor's minimum booking
 * notice (`bookableAfter`, from the server's one slot rule). Past and too-soon times are left
 * out rather than shown taken.
 */
export function isOffered(slot: DaySlot, bookableAfter: string | undefined, now: Date = new Date()): boolean {
  const start = Date.parse(slot.startsAt);
  const after = bookableAfter ? Date.parse(bookableAfter) : Number.NaN;
  return start > now.getTime() && (Number.isNaN(after) || start > after);
}

/** The slots of a day that are offered (isOffered), in the order of the day. */
export function offeredSlots(day: DateAvailability | null | undefined, now: Date = new Date()): DaySlot[] {
  return sortSlots((day?.times ?? []).filter((slot) => isOffered(slot, day?.bookableAfter, now)));
}

const LOCAL_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
const LOCAL_WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short' });

/**
 * The slot's start in the browser's own time zone: '2:00 PM', prefixed with the weekday when
 * it falls on another local day than `date` ('Sat 1:30 AM').
 */
export function localSlotTime(slot: DaySlot, date: string): string {
  const start = new Date(slot.startsAt);
  if (Number.isNaN(start.getTime())) return '';
  const time = LOCAL_TIME.format(start);
  return toIsoDay(start) === date ? time : `${LOCAL_WEEKDAY.format(start)} ${time}`;
}

/** Slots in the order of the day (the server sends them so; sorting keeps the grid stable). */
export function sortSlots(slots: readonly DaySlot[]): DaySlot[] {
  return [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** '09:00 AM' and '9:00 AM' read the same. */
const sameClockTime = (a: string, b: string) => a.replace(/^0/, '') === b.replace(/^0/, '');

/**
 * True when the browser's clock reads any of the day's slots differently from the doctor's
 * (another offset that day, not merely another zone name: London in winter reads as UTC).
 */
export function readsDifferentlyHere(slots: readonly DaySlot[], date: string): boolean {
  return slots.some((slot) => {
    const local = localSlotTime(slot, date);
    return local !== '' && !sameClockTime(local, slot.time);
  });
}
