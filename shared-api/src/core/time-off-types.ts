// Time off: what the browser entry and the server share (no yup here: the browser entry stays light).

/** The longest a single time off may be (days, both ends counted): a longer break is several entries. */
export const TIME_OFF_MAX_DAYS = 366;
/** How many time off entries that have not ended a doctor may hold (each search and slots answer reads them). */
export const TIME_OFF_MAX_ENTRIES = 100;
/** The longest note a time off may carry. */
export const TIME_OFF_NOTE_MAX_LENGTH = 200;

export const TIME_OFF_MESSAGES = {
  startDateRequired: 'Choose the first day off',
  startDateInvalid: 'The first day off must be a date like 2030-01-31',
  endDateInvalid: 'The last day off must be a date like 2030-01-31',
  endBeforeStart: 'The last day off cannot be before the first day off',
  inThePast: 'Time off cannot start in the past',
  tooLong: `Time off can be at most ${TIME_OFF_MAX_DAYS} days at a time`,
  tooMany: `You can plan at most ${TIME_OFF_MAX_ENTRIES} time off entries. Remove one you no longer need first.`,
  noteTooLong: `The note can be at most ${TIME_OFF_NOTE_MAX_LENGTH} characters`,
  notFound: 'Time off not found',
  added: 'Time off added',
  removed: 'Time off removed',
  dayOff: 'The doctor is not available on this day. Please choose another date.',
} as const;

/** A doctor's days off: `startDate` … `endDate` (both included), the doctor's calendar dates. */
export interface TimeOff {
  id: string;
  startDate: string;
  endDate: string;
  note: string;
  createdAt: string;
}

/** A booked visit that falls in a proposed time off. */
export interface TimeOffConflict {
  appointmentId: string;
  patientName: string;
  appointmentDate: string;
  timeSlot: string;
  startsAt: string;
}

/** Days from `startDate` to `endDate`, both counted (calendar arithmetic). */
export function timeOffDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}
