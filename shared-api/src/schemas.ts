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
