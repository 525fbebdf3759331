import { TIME_SLOTS, WEEK_DAYS, type DayAvailability, type WeekDay } from '@telehealth/shared-api/core';

/**
 * A doctor's weekly availability is stored as seven bit masks, Monday first: bit i of a day's
 * mask is set when TIME_SLOTS[i] is offered that weekday. The wire shape
 * (`available_time_slots`, a list of days with times and statuses) is derived from it.
 */
export type WeeklySlots = readonly number[];

export const SLOTS_PER_DAY = TIME_SLOTS.length;
/** Every slot of a day. */
export const ALL_SLOTS_MASK = 2 ** SLOTS_PER_DAY - 1;
/** Spec §4: a doctor without stored slots offers every slot of every day. */
export const DEFAULT_WEEKLY_SLOTS: WeeklySlots = Object.freeze(WEEK_DAYS.map(() => ALL_SLOTS_MASK));

/** Minutes after midnight (local) at which TIME_SLOTS[index] starts: 09:00 AM is 540. */
export function slotStartMinutes(index: number): number {
  return 9 * 60 + index * 30;
}

/** Index of a TIME_SLOTS value ('09:30 AM' → 1), or -1. */
export function slotIndex(time: string): number {
  return TIME_SLOTS.indexOf(time);
}

/** Index of a WEEK_DAYS value (Monday → 0). */
export function weekDayIndex(day: WeekDay): number {
  return WEEK_DAYS.indexOf(day);
}

/** The stored masks, or the default when none are stored. */
export function effectiveWeeklySlots(stored: readonly number[] | null | undefined): WeeklySlots {
  return stored && stored.length === WEEK_DAYS.length ? stored : DEFAULT_WEEKLY_SLOTS;
}

/**
 * Masks of a validated `available_time_slots` list. It is the doctor's whole week: a day or
 * a time left out, or marked 'booked', is not offered.
 */
export function weeklySlotsFromAvailability(days: readonly DayAvailability[]): number[] {
  const masks = WEEK_DAYS.map(() => 0);
  for (const day of days) {
    const dayIndex = weekDayIndex(day.day);
    if (dayIndex < 0) continue;
    for (const slot of day.times) {
      const index = slotIndex(slot.time);
      if (index >= 0 && slot.status === 'available') masks[dayIndex]! |= 1 << index;
    }
  }
  return masks;
}

/** The wire shape: every day with its 18 times, 'available' when offered, else 'booked'. */
export function availabilityFromWeeklySlots(stored: readonly number[] | null | undefined): DayAvailability[] {
  const masks = effectiveWeeklySlots(stored);
  return WEEK_DAYS.map((day, dayIndex) => ({
    day,
    times: TIME_SLOTS.map((time, index) => ({
      time,
      status: (masks[dayIndex]! >> index) & 1 ? ('available' as const) : ('booked' as const),
    })),
  }));
}

/** How many slots `after` offers that `before` did not. */
export function countNewlyOfferedSlots(before: readonly number[] | null | undefined, after: readonly number[]): number {
  const previous = effectiveWeeklySlots(before);
  let count = 0;
  after.forEach((mask, day) => {
    let added = mask & ~previous[day]!;
    while (added) {
      count += added & 1;
      added >>>= 1;
    }
  });
  return count;
}
