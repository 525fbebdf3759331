import * as yup from 'yup';
import { isCalendarDate } from './calendar';
import { TIME_SLOTS } from './constants';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_WEEKS } from './follow-up';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /follow-ups` body: in 1, 2 or 4 weeks, or a chosen date and time; optionally free. Whether the time is free is the server's to say. */
export const followUpProposalSchema = yup
  .object({
    visitId: yup
      .string()
      .typeError(FOLLOW_UP_MESSAGES.visitInvalid)
      .trim()
      .required(FOLLOW_UP_MESSAGES.visitRequired)
      .matches(UUID, FOLLOW_UP_MESSAGES.visitInvalid),
    weeks: yup
      .number()
      .typeError(FOLLOW_UP_MESSAGES.weeksInvalid)
      .oneOf([...FOLLOW_UP_WEEKS], FOLLOW_UP_MESSAGES.weeksInvalid)
      .optional(),
    date: yup
      .string()
      .typeError(FOLLOW_UP_MESSAGES.dateInvalid)
      .trim()
      .optional()
      .test('calendar-date', FOLLOW_UP_MESSAGES.dateInvalid, (value) => value === undefined || isCalendarDate(value)),
    time: yup
      .string()
      .typeError(FOLLOW_UP_MESSAGES.timeInvalid)
      .trim()
      .optional()
      .oneOf([...TIME_SLOTS, undefined], FOLLOW_UP_MESSAGES.timeInvalid),
    free: yup.boolean().typeError('free must be true or false').optional().default(false),
  })
  .test('when', FOLLOW_UP_MESSAGES.whenRequired, (value) =>
    value.weeks !== undefined ? value.date === undefined && value.time === undefined : value.date !== undefined && value.time !== undefined,
  );

export type FollowUpProposalValues = yup.InferType<typeof followUpProposalSchema>;
