/** yup schemas of the licence form and of an operator's decision; the form and the server share them. */
import * as yup from 'yup';
import {
  LICENCE_AUTHORITY_MAX_LENGTH,
  LICENCE_NUMBER_MAX_LENGTH,
  VERIFICATION_MESSAGES,
  VERIFICATION_REASON_MAX_LENGTH,
} from './verification';

/** A date as yyyy-mm-dd that is a real calendar day. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The licence details a doctor sends (the file travels beside them, as `licenceDocument`). */
export const licenceDetailsSchema = yup.object({
  licenceNumber: yup
    .string()
    .typeError(VERIFICATION_MESSAGES.licenceNumberRequired)
    .trim()
    .required(VERIFICATION_MESSAGES.licenceNumberRequired)
    .max(LICENCE_NUMBER_MAX_LENGTH, VERIFICATION_MESSAGES.licenceNumberTooLong),
  issuingAuthority: yup
    .string()
    .typeError(VERIFICATION_MESSAGES.authorityRequired)
    .trim()
    .required(VERIFICATION_MESSAGES.authorityRequired)
    .max(LICENCE_AUTHORITY_MAX_LENGTH, VERIFICATION_MESSAGES.authorityTooLong),
  expiresOn: yup
    .string()
    .typeError(VERIFICATION_MESSAGES.expiryRequired)
    .trim()
    .required(VERIFICATION_MESSAGES.expiryRequired)
    .test('calendar-day', VERIFICATION_MESSAGES.expiryRequired, (value) => value === undefined || isCalendarDay(value))
    // Compared as text: yyyy-mm-dd sorts as dates do. "Today" is UTC's, a day's leeway either way.
    .test(
      'not-expired',
      VERIFICATION_MESSAGES.expiryPast,
      (value) => value === undefined || value >= new Date().toISOString().slice(0, 10),
    ),
});
export type LicenceDetailsValues = yup.InferType<typeof licenceDetailsSchema>;

/** An operator's reason (reject, suspend): the doctor reads it. */
export const verificationReasonSchema = yup.object({
  reason: yup
    .string()
    .typeError(VERIFICATION_MESSAGES.reasonRequired)
    .trim()
    .required(VERIFICATION_MESSAGES.reasonRequired)
    .max(VERIFICATION_REASON_MAX_LENGTH, VERIFICATION_MESSAGES.reasonTooLong),
});
