/**
 * yup schemas of the doctors and patients calls beyond the spec §5 forms: weekly
 * availability, doctor status, doctor search, slot and review queries, and reviews. The
 * forms and the server import the same schemas.
 */
import * as yup from 'yup';
import { BOOKING_NOTICE_OPTIONS, bookingNoticeLabel } from './attendance';
import { isCalendarDate } from './calendar';
import {
  ALL_SPECIALTIES,
  DOCTOR_EXPERIENCE_MAX,
  DOCTOR_FEE_MAX,
  DOCTOR_SEARCH_MAX_PAGE,
  DOCTOR_SEARCH_PAGE_DEFAULT,
  DOCTOR_SEARCH_PAGE_MAX,
  DOCTOR_SORTS,
  DOCTOR_SPECIALIZATIONS,
  DOCTOR_STATUSES,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
  SLOT_STATUSES,
  TIME_SLOTS,
  WEEK_DAYS,
} from './constants';

export const CARE_MESSAGES = {
  availabilityRequired: 'available_time_slots must be a list of days',
  dayInvalid: 'Each day must be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday or Sunday',
  dayRepeated: 'Each day may appear only once in available_time_slots',
  timesRequired: 'Each day needs a list of times',
  timeInvalid: 'Each time must be one of the half-hour slots from 09:00 AM to 05:30 PM, e.g. 09:30 AM',
  timeRepeated: 'Each time may appear only once per day',
  slotStatusInvalid: "Each slot status must be 'available' or 'booked'",
  availabilityRevisionInvalid: 'availabilityRevision must be the whole number the profile answered',
  availabilityChangedElsewhere: 'Your availability was changed elsewhere. Reload to see the latest and try again.',
  doctorStatusInvalid: "Status must be 'active' or 'inactive'",
  specializationUnknown: `specialization must be one of the listed specialties or '${ALL_SPECIALTIES}'`,
  specializationMissing: 'specialization is required',
  nameTooLong: 'name must be at most 100 characters',
  experienceInvalid: `experience must be a whole number of years from 0 to ${DOCTOR_EXPERIENCE_MAX}`,
  minRatingInvalid: 'minRating must be a number from 0 to 5',
  minFeeInvalid: `minFee must be a whole number from 0 to ${DOCTOR_FEE_MAX}`,
  maxFeeInvalid: `maxFee must be a whole number from 0 to ${DOCTOR_FEE_MAX}`,
  feeRangeInvalid: 'maxFee must be at least minFee',
  dateInvalid: 'date must be a valid date in the format yyyy-MM-dd',
  dateRequired: 'date is required (yyyy-MM-dd)',
  availableNowInvalid: 'availableNow must be true or false',
  sortInvalid: `sort must be one of ${DOCTOR_SORTS.join(', ')}`,
  pageInvalid: `page must be a whole number from 1 to ${DOCTOR_SEARCH_MAX_PAGE}`,
  searchLimitInvalid: `limit must be a whole number from 1 to ${DOCTOR_SEARCH_PAGE_MAX}`,
  reviewLimitInvalid: `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}`,
  ratingInvalid: `Rating must be a whole number of stars from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
  commentTooLong: `Review must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
} as const;

const isUnique = (values: unknown[]) => new Set(values).size === values.length;

const slotTimeSchema = yup
  .object({
    time: yup
      .string()
      .typeError(CARE_MESSAGES.timeInvalid)
      .required(CARE_MESSAGES.timeInvalid)
      .oneOf([...TIME_SLOTS], CARE_MESSAGES.timeInvalid),
    status: yup
      .string()
      .typeError(CARE_MESSAGES.slotStatusInvalid)
      .required(CARE_MESSAGES.slotStatusInvalid)
      .oneOf([...SLOT_STATUSES], CARE_MESSAGES.slotStatusInvalid),
  })
  .typeError(CARE_MESSAGES.timeInvalid);

const dayAvailabilitySchema = yup
  .object({
    day: yup
      .string()
      .typeError(CARE_MESSAGES.dayInvalid)
      .required(CARE_MESSAGES.dayInvalid)
      .oneOf([...WEEK_DAYS], CARE_MESSAGES.dayInvalid),
    times: yup
      .array()
      .typeError(CARE_MESSAGES.timesRequired)
      .of(slotTimeSchema)
      .required(CARE_MESSAGES.timesRequired)
      .test('unique-times', CARE_MESSAGES.timeRepeated, (times) => !times || isUnique(times.map((slot) => slot?.time))),
  })
  .typeError(CARE_MESSAGES.dayInvalid);

const BOOKING_NOTICE_INVALID = `Please choose a booking notice of ${BOOKING_NOTICE_OPTIONS.map(bookingNoticeLabel).join(', ')}`;

/**
 * `PATCH /doctor/time-slots/{id}` body: the doctor's whole weekly availability. A day or a
 * time left out is not offered; days and times are exactly those of WEEK_DAYS and TIME_SLOTS.
 * `availabilityRevision`, the profile's revision the week was edited from, makes the save
 * refuse (409) when the week changed since; without it the week is replaced unconditionally.
 */
export const availabilitySchema = yup.object({
  available_time_slots: yup
    .array()
    .typeError(CARE_MESSAGES.availabilityRequired)
    .of(dayAvailabilitySchema)
    .required(CARE_MESSAGES.availabilityRequired)
    .test('unique-days', CARE_MESSAGES.dayRepeated, (days) => !days || isUnique(days.map((day) => day?.day))),
  availabilityRevision: yup
    .number()
    .strict()
    .typeError(CARE_MESSAGES.availabilityRevisionInvalid)
    .integer(CARE_MESSAGES.availabilityRevisionInvalid)
    .min(0, CARE_MESSAGES.availabilityRevisionInvalid)
    .max(2_147_483_647, CARE_MESSAGES.availabilityRevisionInvalid)
    .optional(),
});

/** `PATCH /doctor/booking-notice/{id}` body: one of BOOKING_NOTICE_OPTIONS, in minutes. */
export const bookingNoticeSchema = yup.object({
  bookingNoticeMinutes: yup
    .number()
    .strict()
    .typeError(BOOKING_NOTICE_INVALID)
    .required(BOOKING_NOTICE_INVALID)
    .oneOf([...BOOKING_NOTICE_OPTIONS], BOOKING_NOTICE_INVALID),
});

/** `PATCH /doctor/toggle-status/{id}` body. */
export const doctorStatusSchema = yup.object({
  status: yup
    .string()
    .typeError(CARE_MESSAGES.doctorStatusInvalid)
    .required(CARE_MESSAGES.doctorStatusInvalid)
    .oneOf([...DOCTOR_STATUSES], CARE_MESSAGES.doctorStatusInvalid),
});

/** Query strings are text: an empty value counts as absent. */
const blankAsAbsent = (value: unknown, original: unknown) => (original === '' || original === undefined ? undefined : value);

const wholeNumber = (message: string, min: number, max: number) =>
  yup.number().transform(blankAsAbsent).typeError(message).integer(message).min(min, message).max(max, message);

const calendarDate = (invalid: string) =>
  yup
    .string()
    .trim()
    .transform(blankAsAbsent)
    .test('calendar-date', invalid, (value) => value === undefined || isCalendarDate(value));

/** Specializations a search may name: one of the doctor specializations, or none for all. */
const searchSpecialization = () =>
  yup
    .string()
    .trim()
    .transform((value: string | undefined, original: unknown) => {
      if (original === '' || original === undefined) return undefined;
      if (typeof value === 'string' && (value.toLowerCase() === 'all' || value === ALL_SPECIALTIES)) return undefined;
      // Match case-insensitively, answer the canonical spelling.
      return DOCTOR_SPECIALIZATIONS.find((name) => name.toLowerCase() === value?.toLowerCase()) ?? value;
    })
    .oneOf([...DOCTOR_SPECIALIZATIONS], CARE_MESSAGES.specializationUnknown);

/** Query of `GET /doctor/all-doctors`; every field optional. */
export const doctorSearchQuerySchema = yup.object({
  specialization: searchSpecialization(),
  name: yup.string().trim().transform(blankAsAbsent).max(100, CARE_MESSAGES.nameTooLong),
  experience: wholeNumber(CARE_MESSAGES.experienceInvalid, 0, DOCTOR_EXPERIENCE_MAX),
  minRating: yup
    .number()
    .transform(blankAsAbsent)
    .typeError(CARE_MESSAGES.minRatingInvalid)
    .min(0, CARE_MESSAGES.minRatingInvalid)
    .max(5, CARE_MESSAGES.minRatingInvalid),
  minFee: wholeNumber(CARE_MESSAGES.minFeeInvalid, 0, DOCTOR_FEE_MAX),
  maxFee: wholeNumber(CARE_MESSAGES.maxFeeInvalid, 0, DOCTOR_FEE_MAX).test(
    'fee-range',
    CARE_MESSAGES.feeRangeInvalid,
    (maxFee, context) => maxFee === undefined || context.parent.minFee === undefined || maxFee >= context.parent.minFee,
  ),
  date: calendarDate(CARE_MESSAGES.dateInvalid),
  availableNow: yup.boolean().transform(blankAsAbsent).typeError(CARE_MESSAGES.availableNowInvalid),
  sort: yup
    .string()
    .trim()
    .transform(blankAsAbsent)
    .oneOf([...DOCTOR_SORTS], CARE_MESSAGES.sortInvalid)
    .default('rating'),
  page: wholeNumber(CARE_MESSAGES.pageInvalid, 1, DOCTOR_SEARCH_MAX_PAGE).default(1),
  limit: wholeNumber(CARE_MESSAGES.searchLimitInvalid, 1, DOCTOR_SEARCH_PAGE_MAX).default(DOCTOR_SEARCH_PAGE_DEFAULT),
});

/** Query of `GET /doctor/specialization`; `exclude` leaves out one doctor (the one shown). */
export const similarDoctorsQuerySchema = yup.object({
  specialization: searchSpecialization().required(CARE_MESSAGES.specializationMissing),
  exclude: yup.string().trim().transform(blankAsAbsent).max(64),
});

/** Query of `GET /doctor/available-slots-for-doctor/{id}`. */
export const availableSlotsQuerySchema = yup.object({
  date: calendarDate(CARE_MESSAGES.dateInvalid).required(CARE_MESSAGES.dateRequired),
});

/** Query of `GET /doctor/{id}/reviews`. */
export const reviewListQuerySchema = yup.object({
  page: wholeNumber(CARE_MESSAGES.pageInvalid, 1, DOCTOR_SEARCH_MAX_PAGE).default(1),
  limit: wholeNumber(CARE_MESSAGES.reviewLimitInvalid, 1, REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_DEFAULT),
});

/** A patient's review of a completed appointment (1–5 stars and text). */
export const reviewSchema = yup.object({
  rating: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(CARE_MESSAGES.ratingInvalid)
    .required(CARE_MESSAGES.ratingInvalid)
    .integer(CARE_MESSAGES.ratingInvalid)
    .min(REVIEW_RATING_MIN, CARE_MESSAGES.ratingInvalid)
    .max(REVIEW_RATING_MAX, CARE_MESSAGES.ratingInvalid),
  comment: yup.string().trim().max(REVIEW_COMMENT_MAX_LENGTH, CARE_MESSAGES.commentTooLong).default(''),
});

export type AvailabilityValues = yup.InferType<typeof availabilitySchema>;
export type DoctorSearchValues = yup.InferType<typeof doctorSearchQuerySchema>;
export type ReviewValues = yup.InferType<typeof reviewSchema>;
