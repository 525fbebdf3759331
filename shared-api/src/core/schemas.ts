/**
 * yup schemas for every spec §5 rule, with the spec's messages. The forms and the server
 * import the same schemas: one source of truth for validation.
 */
import * as yup from 'yup';
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
  ROLES,
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

const password = (requiredMessage: string = MESSAGES.passwordRequired) =>
  yup
    .string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
    .max(128, 'Password must be at most 128 characters.');

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
    .oneOf([...ROLES], MESSAGES.roleInvalid)
    .default('patient'),
});

/** Register form: the request plus the confirmation, checked inline. */
export const registerFormSchema = registerRequestSchema.shape({
  role: yup
    .string()
    .oneOf([...ROLES], MESSAGES.roleInvalid)
    .required(MESSAGES.roleInvalid),
  confirmPassword: yup
    .string()
    .required(MESSAGES.confirmPasswordRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsDoNotMatch),
});

/** Phone number: optional, sent as an integer. Accepts a number or a digits-only string. */
const phoneNumber = () =>
  yup
    .number()
    .transform((value, original) => {
      if (original === '' || original === null || original === undefined) return null;
      if (typeof original === 'string') {
        const digits = original.replace(/[\s()+-]/g, '');
        return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
      }
      return value;
    })
    .typeError(MESSAGES.phoneInvalid)
    .integer(MESSAGES.phoneInvalid)
    .min(0, MESSAGES.phoneInvalid)
    .max(999_999_999_999_999, 'Phone number is too long')
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
  oldPassword: password(MESSAGES.passwordMin),
  newPassword: password(MESSAGES.passwordMin),
  confirmPassword: password(MESSAGES.passwordMin).oneOf([yup.ref('newPassword')], MESSAGES.passwordsDontMatch),
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
