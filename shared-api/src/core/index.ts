// Isomorphic entry: types, constants and schemas, imported by browser code and the server.
export * from './common';
export { DEFAULT_BOOKING_NOTICE_MINUTES, NO_SHOW_STATUS, PATIENT_NO_SHOW_MINUTES, bookingNoticeRefusal } from './attendance';
export {
  SLOT_STATUSES,
  DOCTOR_SEARCH_PAGE_DEFAULT,
  DOCTOR_SEARCH_PAGE_MAX,
  DOCTOR_SEARCH_MAX_PAGE,
  SIMILAR_DOCTORS_LIMIT,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
  REVIEW_RATING_MIN,
  REVIEW_RATING_MAX,
  REVIEW_COMMENT_MAX_LENGTH,
  DOCTOR_FEE_MAX,
  DOCTOR_EXPERIENCE_MAX,
} from './constants';
export {
  loginSchema,
  registerRequestSchema,
  registerFormSchema,
  accountSchema,
  changePasswordSchema,
  secondFactorCodeSchema,
  secondFactorLoginSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  messageSettingsSchema,
  patientProfileSchema,
  doctorProfileSchema,
  prescriptionSchema,
} from './schemas';
export {
  CARE_MESSAGES,
  availabilitySchema,
  bookingNoticeSchema,
  doctorStatusSchema,
  doctorSearchQuerySchema,
  similarDoctorsQuerySchema,
  availableSlotsQuerySchema,
  reviewListQuerySchema,
  reviewSchema,
} from './care-schemas';
export type { AvailabilityValues, DoctorSearchValues, ReviewValues } from './care-schemas';
export { timeOffRangeSchema, timeOffSchema } from './time-off';
export type { TimeOffValues } from './time-off';
export { notificationListQuerySchema } from './notification-query';
export { availableNowSchema, immediateCheckoutSchema } from './see-now-schemas';
export { IMMEDIATE_VISIT_LABEL, SEE_NOW_MESSAGES } from './see-now';
export {
  APPOINTMENT_MESSAGES,
  checkoutSessionSchema,
  createAppointmentSchema,
  appointmentStatusSchema,
  confirmSessionQuerySchema,
  bookingFormSchema,
  doctorCancelSchema,
  rescheduleSchema,
} from './appointment-schemas';
export type {
  CheckoutSessionValues,
  CreateAppointmentValues,
  BookingFormValues,
  DoctorCancelValues,
  RescheduleValues,
} from './appointment-schemas';
export {
  prescriptionFormSchema,
  createPrescriptionSchema,
  updatePrescriptionSchema,
  revokePrescriptionSchema,
  renewalRequestSchema,
  declineRenewalSchema,
} from './prescription-schemas';
export type { PrescriptionFormValues, CreatePrescriptionValues, UpdatePrescriptionValues } from './prescription-schemas';
export { assistantChatSchema } from './assistant-schema';
export { consultationNotesSchema } from './consultation-schemas';
export type { ConsultationNotesValues } from './consultation-schemas';

// Not in common.ts: only the server and the forms' schemas use these, and the browser's main
// entry is a singleton every page loads whole (src/browser-entry.test.ts).
export { newPasswordProblem } from './password-rules';
export {
  ROLES,
  PASSWORD_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PRESCRIPTION_ACTIVE_DAYS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_INPUTS,
  CHECKOUT_HOLD_MINUTES,
  CANCELLATION_POLICY,
  SPECIALIZATIONS,
  KNOWN_BLOOD_GROUPS,
  BLOOD_GROUP_UNKNOWN,
  NOTIFICATION_TYPES,
  AI_MODEL,
  AI_MAX_TOKENS,
  AI_TEMPERATURE,
  NOTIFICATIONS_PAGE_DEFAULT,
  DOCTOR_STATUSES,
  DOCTOR_SORTS,
  DOCTOR_SEARCH_TOTAL_CAP,
  DEFAULT_TIME_ZONE,
} from './constants';
export { MESSAGES } from './validation-messages';
export { sentMessagesQuerySchema, SENT_MESSAGES_PAGE_DEFAULT, SENT_MESSAGES_PAGE_MAX } from './sent-messages-query';
export { publicPersonName } from './display-rules';
export { tooManyLoginAttemptsMessage, bodyTooLargeMessage } from './api-messages';
export { RUNTIME_REMOTES_PATH } from './runtime-contract';
export { defaultWeeklyAvailability } from './care-types';
export { isCalendarDate, isValidTimeZone } from './calendar';
export { isSameLocalDay } from './appointment-rules';
export {
  prescriptionExpiry,
  normalizeVerificationCode,
  PRESCRIPTIONS_PATH,
  VERIFICATION_TOKEN_PATTERN,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_PATTERN,
} from './prescription-rules';
export {
  PRESCRIPTION_MEDICATION_MAX_LENGTH,
  PRESCRIPTION_DOSAGE_MAX_LENGTH,
  PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH,
  PRESCRIPTION_QUANTITY_MAX,
  PRESCRIPTION_REFILLS_MAX,
} from './prescription-messages';
export {
  ASSISTANT_SLOT_LOOKAHEAD_DAYS,
  ASSISTANT_ROLES,
  ASSISTANT_EVENTS,
  ASSISTANT_INSTRUCTION,
  ASSISTANT_DISCLAIMER,
  assistantMinuteLimitMessage,
  assistantDailyLimitMessage,
  doctorSearchHref,
} from './assistant';
export {
  CONSULTATION_STATUSES,
  CONSULTATION_OPENS_BEFORE_MINUTES,
  CONSULTATION_CLOSES_AFTER_MINUTES,
  CONSULTATION_REJOIN_AFTER_MINUTES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_ID_MAX_LENGTH,
  CONSULTATION_NOTES_MAX_LENGTH,
  CONSULTATION_DISCONNECT_GRACE_MS,
  DEFAULT_STUN_URLS,
  CONSULTATION_MESSAGES,
  consultationPath,
  chatTextToSend,
} from './consultation-rules';
export { licenceDetailsSchema, verificationReasonSchema } from './verification-schemas';
export type { LicenceDetailsValues } from './verification-schemas';
export { SIGN_UP_ROLES } from './constants';
export {
  DOCTOR_VERIFICATION_STATES,
  LICENCE_NUMBER_MAX_LENGTH,
  LICENCE_AUTHORITY_MAX_LENGTH,
  LICENCE_DOCUMENT_FIELD,
} from './verification';
export { TIME_OFF_MAX_ENTRIES } from './time-off-types';
export { PATIENT_RESCHEDULE_CUTOFF_HOURS, RESCHEDULE_MESSAGES, patientRescheduleDeadline, reschedulePath } from './reschedule';
export { WAITLIST_MESSAGES, waitlistOfferPath } from './waitlist';
export { waitlistJoinSchema } from './waitlist-schema';
export type { WaitlistJoinValues } from './waitlist-schema';
export { FOLLOW_UP_MESSAGES, followUpPath } from './follow-up';
export { followUpProposalSchema } from './follow-up-schema';
export type { FollowUpProposalValues } from './follow-up-schema';
export {
  ACCESS_RECORD_PAGE_SIZE_DEFAULT,
  ACCESS_RECORD_PAGE_SIZE_MAX,
  ACCESS_RECORD_EXPORT_MAX_ROWS,
  CONSOLE_MAIL_STATES,
} from './operations';
