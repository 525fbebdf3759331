/** yup schemas of the "See a doctor now" bodies (see-now.ts). */
import * as yup from 'yup';
import { APPOINTMENT_REASON_MAX_LENGTH, DOCTOR_FEE_MAX } from './constants';
import { APPOINTMENT_MESSAGES } from './appointment-schemas';
import { SEE_NOW_MESSAGES } from './see-now';

/** `PUT /doctor/available-now` body. */
export const availableNowSchema = yup.object({
  availableNow: yup.boolean().strict().typeError(SEE_NOW_MESSAGES.availableNowInvalid).required(SEE_NOW_MESSAGES.availableNowInvalid),
});

/** `POST /payment/create-immediate-checkout-session` body. */
export const immediateCheckoutSchema = yup.object({
  doctorId: yup.string().typeError(APPOINTMENT_MESSAGES.doctorIdRequired).trim().required(APPOINTMENT_MESSAGES.doctorIdRequired).max(64),
  userId: yup.string().typeError(APPOINTMENT_MESSAGES.userIdRequired).trim().required(APPOINTMENT_MESSAGES.userIdRequired).max(64),
  price: yup
    .number()
    .typeError(APPOINTMENT_MESSAGES.priceInvalid)
    .required(APPOINTMENT_MESSAGES.priceInvalid)
    .min(0, APPOINTMENT_MESSAGES.priceInvalid)
    .max(DOCTOR_FEE_MAX, APPOINTMENT_MESSAGES.priceInvalid),
  reason: yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.reasonTooLong)
    .trim()
    .max(APPOINTMENT_REASON_MAX_LENGTH, APPOINTMENT_MESSAGES.reasonTooLong)
    .default(''),
});
