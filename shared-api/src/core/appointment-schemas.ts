/**
 * yup schemas of spec §7 "Appointments" and "Payment" bodies and queries. The booking form and
 * the server import the same schemas.
 */
import * as yup from 'yup';
import { isCalendarDate } from './calendar';
import {
  APPOINTMENT_REASON_MAX_LENGTH,
  APPOINTMENT_STATUS_INPUTS,
  CONSULTATION_TYPES,
  DEFAULT_CONSULTATION_TYPE,
  DOCTOR_FEE_MAX,
  TIME_SLOTS,
} from './constants';
import { normalizeAppointmentStatus } from './appointment-rules';
import { DOCTOR_CANCEL_REASON_MAX_LENGTH, RESCHEDULE_MESSAGES } from './reschedule';

export const APPOINTMENT_MESSAGES = {
  /** spec §5 / §8 "Booking incomplete". */
  incomplete: 'Please complete all required fields',
  doctorIdRequired: 'doctorId is required',
  patientIdRequired: 'patientId is required',
  userIdRequired: 'userId is required',
  sessionIdRequired: 'sessionId is required: an appointment is booked with a paid checkout session',
  dateInvalid: 'date must be a valid date in the format yyyy-MM-dd',
  timeInvalid: 'time must be one of the half-hour slots from 09:00 AM to 05:30 PM, e.g. 09:30 AM',
  consultationTypeInvalid: `consultationType must be '${CONSULTATION_TYPES.join("' or '")}'`,
  reasonTooLong: `reason must be at most ${APPOINTMENT_REASON_MAX_LENGTH} characters`,
  priceInvalid: 'price must be a non-negative number',
  statusInvalid: "status must be 'scheduled', 'completed' or 'canceled'",
  sessionIdQueryRequired: 'session_id is required',
} as const;

const requiredId = (message: string) => yup.string().typeError(message).trim().required(message).max(64, message);

const dateField = () =>
  yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.dateInvalid)
    .trim()
    .required(APPOINTMENT_MESSAGES.incomplete)
    .test('calendar-date', APPOINTMENT_MESSAGES.dateInvalid, (value) => value === undefined || isCalendarDate(value));

const timeField = () =>
  yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.timeInvalid)
    .trim()
    .required(APPOINTMENT_MESSAGES.incomplete)
    .oneOf([...TIME_SLOTS], APPOINTMENT_MESSAGES.timeInvalid);

const consultationTypeField = () =>
  yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.consultationTypeInvalid)
    .transform((value: unknown, original: unknown) =>
      original === undefined || original === null || original === '' ? DEFAULT_CONSULTATION_TYPE : value,
    )
    .oneOf([...CONSULTATION_TYPES], APPOINTMENT_MESSAGES.consultationTypeInvalid)
    .default(DEFAULT_CONSULTATION_TYPE);

const reasonField = () =>
  yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.reasonTooLong)
    .trim()
    .max(APPOINTMENT_REASON_MAX_LENGTH, APPOINTMENT_MESSAGES.reasonTooLong)
    .default('');

/** `POST /payment/create-checkout-session` body (spec §3 "Payment session request"). */
export const checkoutSessionSchema = yup.object({
  doctorId: requiredId(APPOINTMENT_MESSAGES.doctorIdRequired),
  date: dateField(),
  time: timeField(),
  consultationType: consultationTypeField(),
  reason: reasonField(),
  userId: requiredId(APPOINTMENT_MESSAGES.userIdRequired),
  doctorName: yup.string().typeError('doctorName must be text').trim().max(200).default(''),
  price: yup
    .number()
    .typeError(APPOINTMENT_MESSAGES.priceInvalid)
    .required(APPOINTMENT_MESSAGES.priceInvalid)
    .min(0, APPOINTMENT_MESSAGES.priceInvalid)
    .max(DOCTOR_FEE_MAX, APPOINTMENT_MESSAGES.priceInvalid),
});

/** `POST /appointment` body. */
export const createAppointmentSchema = yup.object({
  doctorId: requiredId(APPOINTMENT_MESSAGES.doctorIdRequired),
  date: dateField(),
  time: timeField(),
  consultationType: consultationTypeField(),
  reason: reasonField(),
  patientId: requiredId(APPOINTMENT_MESSAGES.patientIdRequired),
  sessionId: requiredId(APPOINTMENT_MESSAGES.sessionIdRequired),
});

/** `PATCH /appointment/update/{id}` body; 'cancelled' is accepted and stored as 'canceled'. */
export const appointmentStatusSchema = yup.object({
  status: yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.statusInvalid)
    .required(APPOINTMENT_MESSAGES.statusInvalid)
    .oneOf([...APPOINTMENT_STATUS_INPUTS], APPOINTMENT_MESSAGES.statusInvalid)
    .transform((value: unknown) =>
      typeof value === 'string' && (APPOINTMENT_STATUS_INPUTS as readonly string[]).includes(value)
        ? normalizeAppointmentStatus(value)
        : value,
    ),
});

/** The reason a doctor gives the patient for cancelling: required, trimmed, length-limited. */
const cancelReasonField = () =>
  yup
    .string()
    .typeError(RESCHEDULE_MESSAGES.cancelReasonRequired)
    .trim()
    .required(RESCHEDULE_MESSAGES.cancelReasonRequired)
    .max(DOCTOR_CANCEL_REASON_MAX_LENGTH, RESCHEDULE_MESSAGES.cancelReasonTooLong);

/** `PATCH /appointment/doctor-cancel/{id}` body (and the doctor's cancel dialog). */
export const doctorCancelSchema = yup.object({ reason: cancelReasonField() });

/** `PATCH /appointment/reschedule/{id}` body: the new slot of the same doctor. */
export const rescheduleSchema = yup.object({ date: dateField(), time: timeField() });

/** Query of `GET /payment/confirm-stripe-session`. */
export const confirmSessionQuerySchema = yup.object({
  session_id: yup
    .string()
    .typeError(APPOINTMENT_MESSAGES.sessionIdQueryRequired)
    .trim()
    .required(APPOINTMENT_MESSAGES.sessionIdQueryRequired)
    .max(255),
});

/** The booking form (spec §5 "Booking"): date and time required. */
export const bookingFormSchema = yup.object({
  date: dateField(),
  time: timeField(),
  consultationType: consultationTypeField(),
  reason: reasonField(),
});

export type CheckoutSessionValues = yup.InferType<typeof checkoutSessionSchema>;
export type CreateAppointmentValues = yup.InferType<typeof createAppointmentSchema>;
export type BookingFormValues = yup.InferType<typeof bookingFormSchema>;
export type DoctorCancelValues = yup.InferType<typeof doctorCancelSchema>;
export type RescheduleValues = yup.InferType<typeof rescheduleSchema>;
