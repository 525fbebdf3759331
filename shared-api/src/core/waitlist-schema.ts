import * as yup from 'yup';
import { isCalendarDate } from './calendar';
import { WAITLIST_MESSAGES } from './waitlist';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /waitlist` body. Whether the day is ahead and full depends on the doctor: the server checks that. */
export const waitlistJoinSchema = yup.object({
  doctorId: yup
    .string()
    .typeError(WAITLIST_MESSAGES.doctorInvalid)
    .trim()
    .required(WAITLIST_MESSAGES.doctorRequired)
    .matches(UUID, WAITLIST_MESSAGES.doctorInvalid),
  date: yup
    .string()
    .typeError(WAITLIST_MESSAGES.dateInvalid)
    .trim()
    .required(WAITLIST_MESSAGES.dateRequired)
    .test('calendar-date', WAITLIST_MESSAGES.dateInvalid, (value) => isCalendarDate(value)),
});

export type WaitlistJoinValues = yup.InferType<typeof waitlistJoinSchema>;
