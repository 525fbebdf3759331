// Isomorphic entry: types, constants and schemas, imported by browser code and the server.
export * from './common';
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
  patientProfileSchema,
  doctorProfileSchema,
  prescriptionSchema,
} from './schemas';
export {
  CARE_MESSAGES,
  availabilitySchema,
  doctorStatusSchema,
  doctorSearchQuerySchema,
  similarDoctorsQuerySchema,
  availableSlotsQuerySchema,
  reviewListQuerySchema,
  reviewSchema,
} from './care-schemas';
export type { AvailabilityValues, DoctorSearchValues, ReviewValues } from './care-schemas';
export { notificationListQuerySchema } from './notification-query';
export {
  APPOINTMENT_MESSAGES,
  checkoutSessionSchema,
  createAppointmentSchema,
  appointmentStatusSchema,
  confirmSessionQuerySchema,
  bookingFormSchema,
} from './appointment-schemas';
export type { CheckoutSessionValues, CreateAppointmentValues, BookingFormValues } from './appointment-schemas';
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
