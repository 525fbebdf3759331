/**
 * yup schemas for every spec §5 rule, with the spec's messages. The forms and the server
 * import the same schemas: one source of truth for validation.
 */
import * as yup from 'yup';
import { newPasswordProblem } from './password-rules';
import { MESSAGES } from './validation-messages';

export { MESSAGES };
import { isCalendarDate, isValidTimeZone } from './calendar';
import {
  BLOOD_GROUPS,
  DOCTOR_EXPERIENCE_MAX,
  DOCTOR_FEE_MAX,
  DOCTOR_LANGUAGES,
  DOCTOR_SPECIALIZATIONS,
  GENDERS,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
} from './constants';

// A practical email check (local@domain.tld), stricter than yup's default about the TLD.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const email = () =>
  yup.string().trim().required(MESSAGES.emailRequired).max(254, MESSAGES.emailInvalid).matches(EMAIL_PATTERN, MESSAGES.emailInvalid);

const name = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.nameRequired)
    .min(NAME_MIN_LENGTH, MESSAGES.nameMin)
    .max(100, 'Name must be at most 100 characters.');

/** A new password: the shared rules (length, trivial patterns, the product's name). */
const password = (requiredMessage: string = MESSAGES.passwordRequired) =>
  yup
    .string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
    .max(128, 'Password must be at most 128 characters.')
    .test('password-rules', (value, context) => {
      const problem = value ? newPasswordProblem(value) : null;
      return problem ? context.createError({ message: problem }) : true;
    });

/** Login form and `POST /user/login` body. */
export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(MESSAGES.passwordRequired).max(128, 'Password must be at most 128 characters.'),
});

/** `POST /user/register` body. */
export const registerRequestSchema = yup.object({
  name: name(),
  email: email(),
  password: password(),
  role: yup
    .string()
    .oneOf([...SIGN_UP_ROLES], MESSAGES.roleInvalid)
    .default('patient'),
});

/** Register form: the request plus the confirmation, checked inline. */
export const registerFormSchema = registerRequestSchema.shape({
  role: yup
    .string()
    .oneOf([...SIGN_UP_ROLES], MESSAGES.roleInvalid)
    .required(MESSAGES.roleInvalid),
  confirmPassword: yup
    .string()
    .required(MESSAGES.confirmPasswordRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsDoNotMatch),
});

/**
 * Phone number: optional, kept as typed ('+91 98765 43210'; a number is read as its digits).
 * The server checks it is a real number and stores it as E.164 ('+919876543210').
 */
const phoneNumber = () =>
  yup
    .string()
    .transform((value, original) => {
      if (original === null || original === undefined) return null;
      if (typeof original === 'number') return Number.isSafeInteger(original) && original >= 0 ? String(original) : 'x';
      const trimmed = typeof value === 'string' ? value.trim() : value;
      return trimmed === '' ? null : trimmed;
    })
    .typeError(MESSAGES.phoneInvalid)
    .max(30, 'Phone number is too long')
    .matches(/^\+?[\d\s().-]+$/, MESSAGES.phoneInvalid)
    .nullable()
    .optional();

/** Account form and `PATCH /user/update-account-details` body. */
export const accountSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MESSAGES.nameMin)
    .min(NAME_MIN_LENGTH, MESSAGES.nameMin)
    .max(100, 'Name must be at most 100 characters.'),
  email: yup.string().trim().required(MESSAGES.emailInvalid).max(254, MESSAGES.emailInvalid).matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
  phoneNumber: phoneNumber(),
});

/** Security form and `PATCH /user/change-password` body. */
export const changePasswordSchema = yup.object({
  // An older account's password may predate the rules: only asked for.
  oldPassword: yup.string().required(MESSAGES.currentPasswordRequired).max(128, 'Password must be at most 128 characters.'),
  newPassword: password(MESSAGES.passwordMin),
  confirmPassword: password(MESSAGES.passwordMin).oneOf([yup.ref('newPassword')], MESSAGES.passwordsDontMatch),
});

/** Forgot-password form and `POST /user/forgot-password` body. */
export const forgotPasswordSchema = yup.object({ email: email() });

/** Reset-password form and `POST /user/reset-password` body (the token comes from the mailed link). */
export const resetPasswordSchema = yup.object({
  token: yup.string().trim().required('This link is incomplete. Open the link from the email again.').max(200),
  password: password(),
  confirmPassword: password(MESSAGES.passwordMin).oneOf([yup.ref('password')], MESSAGES.passwordsDontMatch),
});

/** `POST /user/verify-email` body. */
export const verifyEmailSchema = yup.object({
  token: yup.string().trim().required('This link is incomplete. Open the link from the email again.').max(200),
});

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (label: string) =>
  yup.string().required(`${label} is required.`).matches(CLOCK_TIME, `${label} must be a time such as 22:00.`);

/** Email settings form and `PUT /user/message-settings` body. */
export const messageSettingsSchema = yup.object({
  reminders: yup.boolean().required().strict(),
  receipts: yup.boolean().required().strict(),
  /** Left out by clients that do not know SMS reminders: then unchanged. */
  smsReminders: yup.boolean().strict().optional(),
  quietHours: yup
    .object({ from: clockTime('Start of quiet hours'), to: clockTime('End of quiet hours') })
    .nullable()
    // Sent as null for none: left out, the request is refused rather than taken to clear them.
    .defined('Say whether you want quiet hours (null for none).')
    .test('not-empty', 'Quiet hours must start and end at different times.', (value) => !value || value.from !== value.to),
  timeZone: yup
    .string()
    .nullable()
    // Null is read as absent (http/validate.ts): both mean no zone of the user's own.
    .default(null)
    .test('zone', 'Choose a time zone from the list.', (value) => value == null || isValidTimeZone(value)),
});
export type MessageSettingsValues = yup.InferType<typeof messageSettingsSchema>;

/** A code from an authenticator app (6 digits) or a recovery code ('abcd-1234'). */
const secondFactorCode = () =>
  yup
    .string()
    .trim()
    .required('Enter the code from your authenticator app.')
    .matches(/^(\d{3}\s?\d{3}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'Enter the 6-digit code from your app, or a recovery code.');

/** `POST /user/second-factor/enable` and `/disable` bodies. */
export const secondFactorCodeSchema = yup.object({ code: secondFactorCode() });

/** Sign-in's second step, `POST /user/login/second-factor`. */
export const secondFactorLoginSchema = yup.object({
  challenge: yup.string().required('Please enter your email and password again.').max(200),
  code: secondFactorCode(),
});

/** Patient profile form and `POST /patient/create-profile`, `PATCH /patient/update` bodies. */
export const patientProfileSchema = yup.object({
  date_of_birth: yup
    .date()
    .transform((value, original) => {
      if (original === '' || original === null || original === undefined) return undefined;
      // A typed date is yyyy-MM-dd (an ISO date-time is allowed too); other spellings such
      // as '12/31/1990' are ambiguous and refused.
      if (original instanceof Date) return value;
      // Numbers (timestamps) are not dates of birth; a date that does not exist (1990-02-29)
      // must not roll over into the next month.
      if (typeof original !== 'string' || !/^\d{4}-\d{2}-\d{2}($|T)/.test(original)) return new Date(Number.NaN);
      const day = original.slice(0, 10);
      if (!isCalendarDate(day)) return new Date(Number.NaN);
      return original.length === 10 ? new Date(`${day}T00:00:00Z`) : value;
    })
    .typeError(MESSAGES.dateOfBirthInvalid)
    .required(MESSAGES.dateOfBirthRequired)
    .test('not-in-future', MESSAGES.dateOfBirthFuture, (value) => !value || value.getTime() <= Date.now() + 24 * 3600 * 1000)
    .min(new Date('1900-01-01'), 'Date of birth is too far in the past'),
  gender: yup
    .string()
    .required(MESSAGES.genderRequired)
    .oneOf([...GENDERS], MESSAGES.genderRequired),
  blood_group: yup
    .string()
    .required(MESSAGES.bloodGroupRequired)
    .oneOf([...BLOOD_GROUPS], MESSAGES.bloodGroupRequired),
  address: yup.string().trim().max(500, 'Address must be at most 500 characters').optional(),
  About: yup.string().trim().max(2000, 'About must be at most 2000 characters').optional(),
  emergency_contact: yup.string().trim().max(100, 'Emergency contact must be at most 100 characters').optional(),
});

const numeric = (message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(message)
    .min(0, message);

/** Doctor profile form and `POST /doctor/create`, `PATCH /doctor/update` bodies. */
export const doctorProfileSchema = yup.object({
  specialization: yup
    .string()
    .required(MESSAGES.specializationRequired)
    .oneOf([...DOCTOR_SPECIALIZATIONS], MESSAGES.specializationRequired),
  fees: numeric(MESSAGES.feesInvalid).integer(MESSAGES.feesWhole).max(DOCTOR_FEE_MAX, MESSAGES.feesInvalid),
  qualification: yup.string().trim().required(MESSAGES.qualificationRequired).max(200, 'Qualification must be at most 200 characters'),
  experience: numeric(MESSAGES.experienceInvalid)
    .integer(MESSAGES.experienceInvalid)
    .max(DOCTOR_EXPERIENCE_MAX, MESSAGES.experienceInvalid),
  about: yup.string().trim().required(MESSAGES.aboutRequired).max(2000, 'About must be at most 2000 characters'),
  languages: yup
    .array()
    .transform((value, original) => (typeof original === 'string' ? (original ? original.split(',').map((s) => s.trim()) : []) : value))
    .of(
      yup
        .string()
        .oneOf([...DOCTOR_LANGUAGES], MESSAGES.languagesRequired)
        .required(),
    )
    .min(1, MESSAGES.languagesRequired)
    .max(DOCTOR_LANGUAGES.length, MESSAGES.languagesRequired)
    .required(MESSAGES.languagesRequired),
  /** IANA zone of the doctor's weekly slots; the form defaults it to the browser's zone. */
  timeZone: yup
    .string()
    .trim()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .optional()
    .test('time-zone', MESSAGES.timeZoneInvalid, (value) => value === undefined || isValidTimeZone(value)),
});

/** Prescription form and `POST /prescription/create-prescription` body fields. */
export const prescriptionSchema = yup.object({
  medication: yup.string().trim().required(MESSAGES.medicationRequired).max(200),
  dosage: yup.string().trim().required(MESSAGES.dosageRequired).max(200),
  instructions: yup.string().trim().required(MESSAGES.instructionsRequired).max(2000),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterFormValues = yup.InferType<typeof registerFormSchema>;
export type AccountValues = yup.InferType<typeof accountSchema>;
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
