// Validation entry: the yup schemas of spec §5, kept out of the browser main entry so that
// yup loads only with the forms that use it (the main entry is a shared singleton loaded
// before first render).
export {
  MESSAGES,
  loginSchema,
  registerRequestSchema,
  registerFormSchema,
  accountSchema,
  changePasswordSchema,
  secondFactorCodeSchema,
  secondFactorLoginSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  messageSettingsSchema,
  patientProfileSchema,
  doctorProfileSchema,
  prescriptionSchema,
} from './core/schemas';
export type { LoginValues, RegisterFormValues, AccountValues, ChangePasswordValues } from './core/schemas';
export { notificationListQuerySchema } from './core/notification-query';
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
} from './core/care-schemas';
export type { AvailabilityValues, DoctorSearchValues, ReviewValues } from './core/care-schemas';
export { timeOffRangeSchema, timeOffSchema } from './core/time-off';
export type { TimeOffValues } from './core/time-off';
export {
  APPOINTMENT_MESSAGES,
  checkoutSessionSchema,
  createAppointmentSchema,
  appointmentStatusSchema,
  confirmSessionQuerySchema,
  bookingFormSchema,
} from './core/appointment-schemas';
export type { CheckoutSessionValues, CreateAppointmentValues, BookingFormValues } from './core/appointment-schemas';
export {
  prescriptionFormSchema,
  createPrescriptionSchema,
  updatePrescriptionSchema,
  revokePrescriptionSchema,
  renewalRequestSchema,
  declineRenewalSchema,
} from './core/prescription-schemas';
export type { PrescriptionFormValues, CreatePrescriptionValues, UpdatePrescriptionValues } from './core/prescription-schemas';
export { PRESCRIPTION_MESSAGES } from './core/prescription-messages';
export { assistantChatSchema } from './core/assistant-schema';
export { consultationNotesSchema } from './core/consultation-schemas';
export type { ConsultationNotesValues } from './core/consultation-schemas';
export { licenceDetailsSchema, verificationReasonSchema } from './core/verification-schemas';
export type { LicenceDetailsValues } from './core/verification-schemas';
