import { TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api';
import type { DayAvailability, SlotStatus, WeekDay } from '@telehealth/shared-api';

/**
 * A full week in the manager's shape: Monday to Sunday, each with the 18 slots of TIME_SLOTS
 * in order. No stored slots at all means every slot is available (spec §4); when some are
 * stored, a day or time missing from them is not offered, so it starts as booked.
 */
export function fullWeek(stored: readonly DayAvailability[] | null | undefined): DayAvailability[] {
  if (!stored || stored.length === 0) {
    return WEEK_DAYS.map((day) => ({ day, times: TIME_SLOTS.map((time) => ({ time, status: 'available' as const })) }));
  }
  return WEEK_DAYS.map((day) => {
    const storedDay = stored.find((entry) => entry.day === day);
    return {
      day,
      times: TIME_SLOTS.map((time) => ({
        time,
        status: storedDay?.times.find((slot) => slot.time === time)?.status === 'available' ? ('available' as const) : ('booked' as const),
      })),
    };
  });
}

/** The week with one slot set to `status`. */
export function withSlot(week: readonly DayAvailability[], day: WeekDay, time: string, status: SlotStatus): DayAvailability[] {
  return week.map((entry) =>
    entry.day === day ? { ...entry, times: entry.times.map((slot) => (slot.time === time ? { ...slot, status } : slot)) } : entry,
  );
}

/** The week with every slot of one day set to `status`. */
export function withWholeDay(week: readonly DayAvailability[], day: WeekDay, status: SlotStatus): DayAvailability[] {
  return week.map((entry) => (entry.day === day ? { ...entry, times: entry.times.map((slot) => ({ ...slot, status })) } : entry));
}

export function availableCount(day: DayAvailability): number {
  return day.times.filter((slot) => slot.status === 'available').length;
}

/** True when both weeks offer the same slots. */
export function sameWeek(a: readonly DayAvailability[], b: readonly DayAvailability[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The doctor's own edits (`edited` against `base`, the week they were made on) redone on
 * `latest`, a week saved since elsewhere: a slot keeps the edit where there is one, else
 * takes the latest status. All three are full weeks.
 */
export function rebaseWeek(
  base: readonly DayAvailability[],
  edited: readonly DayAvailability[],
  latest: readonly DayAvailability[],
): DayAvailability[] {
  const statusIn = (week: readonly DayAvailability[], day: WeekDay, time: string) =>
    week.find((entry) => entry.day === day)?.times.find((slot) => slot.time === time)?.status;
  return latest.map((entry) => ({
    ...entry,
    times: entry.times.map((slot) => {
      const mine = statusIn(edited, entry.day, slot.time);
      return mine !== undefined && mine !== statusIn(base, entry.day, slot.time) ? { ...slot, status: mine } : slot;
    }),
  }));
}
