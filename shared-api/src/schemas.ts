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
  patientProfileSchema,
  doctorProfileSchema,
  prescriptionSchema,
} from './core/schemas';
export type { LoginValues, RegisterFormValues, AccountValues, ChangePasswordValues } from './core/schemas';
export { notificationListQuerySchema } from './core/notification-query';
export {
  CARE_MESSAGES,
  availabilitySchema,
  doctorStatusSchema,
  doctorSearchQuerySchema,
  similarDoctorsQuerySchema,
  availableSlotsQuerySchema,
  reviewListQuerySchema,
  reviewSchema,
} from './core/care-schemas';
export type { AvailabilityValues, DoctorSearchValues, ReviewValues } from './core/care-schemas';
export {
  APPOINTMENT_MESSAGES,
  checkoutSessionSchema,
  createAppointmentSchema,
  appointmentStatusSchema,
  confirmSessionQuerySchema,
  bookingFormSchema,
} from './core/appointment-schemas';
export type { CheckoutSessionValues, CreateAppointmentValues, BookingFormValues } from './core/appointment-schemas';
export { consultationNotesSchema } from './core/consultation-schemas';
export type { ConsultationNotesValues } from './core/consultation-schemas';
