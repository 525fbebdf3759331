import * as yup from 'yup';
import { isCalendarDate } from './calendar';
import { TIME_OFF_MAX_DAYS, TIME_OFF_MESSAGES, TIME_OFF_NOTE_MAX_LENGTH, timeOffDays } from './time-off-types';

/**
 * A time off range: `endDate` optional (a single day). Whether it starts in the past depends
 * on the doctor's time zone, so the server checks that.
 */
export const timeOffRangeSchema = yup.object({
  startDate: yup
    .string()
    .trim()
    .typeError(TIME_OFF_MESSAGES.startDateInvalid)
    .required(TIME_OFF_MESSAGES.startDateRequired)
    .test('calendar-date', TIME_OFF_MESSAGES.startDateInvalid, (value) => isCalendarDate(value)),
  endDate: yup
    .string()
    .trim()
    .typeError(TIME_OFF_MESSAGES.endDateInvalid)
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .optional()
    .test('calendar-date', TIME_OFF_MESSAGES.endDateInvalid, (value) => value === undefined || isCalendarDate(value))
    .test('end-after-start', TIME_OFF_MESSAGES.endBeforeStart, (value, context) => {
      const start = context.parent.startDate as unknown;
      return value === undefined || !isCalendarDate(start) || !isCalendarDate(value) || value >= start;
    })
    .test('max-length', TIME_OFF_MESSAGES.tooLong, (value, context) => {
      const start = context.parent.startDate as unknown;
      return value === undefined || !isCalendarDate(start) || !isCalendarDate(value) || timeOffDays(start, value) <= TIME_OFF_MAX_DAYS;
    }),
});

/** `POST /doctor/time-off` body. */
export const timeOffSchema = timeOffRangeSchema.shape({
  note: yup
    .string()
    .typeError(TIME_OFF_MESSAGES.noteTooLong)
    .trim()
    .max(TIME_OFF_NOTE_MAX_LENGTH, TIME_OFF_MESSAGES.noteTooLong)
    .default(''),
});

export type TimeOffValues = yup.InferType<typeof timeOffSchema>;
