// Browser entry: the isomorphic core plus the API client, auth store and socket client.
export {
  API_BASE_PATH,
  TOKEN_STORAGE_KEY,
  ROLES,
  DEFAULT_ROLE,
  PASSWORD_MIN_LENGTH,
  NAME_MIN_LENGTH,
  JOIN_WINDOW_BEFORE_MINUTES,
  JOIN_WINDOW_AFTER_MINUTES,
  BOOKING_WINDOW_DAYS,
  APPOINTMENT_LIST_CACHE_MS,
  APPOINTMENT_LIST_RETRIES,
  APPOINTMENT_RETRY_DELAY_MS,
  DOCTOR_LIST_CACHE_MS,
  DOCTOR_LIST_RETRIES,
  UPCOMING_CARD_LIMIT,
  PRESCRIPTION_ACTIVE_DAYS,
  DEFAULT_DOCTOR_FEE,
  FEE_SLIDER,
  CONSULTATION_TYPES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_INPUTS,
  SLOT_MINUTES,
  CHECKOUT_HOLD_MINUTES,
  PAYMENT_CURRENCY,
  CANCELLATION_POLICY,
  APPOINTMENT_REASON_MAX_LENGTH,
  DEFAULT_CONSULTATION_TYPE,
  SPECIALTIES,
  ALL_SPECIALTIES,
  SPECIALIZATIONS,
  DOCTOR_LANGUAGES,
  GENDERS,
  BLOOD_GROUPS,
  WEEK_DAYS,
  TIME_SLOTS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_DROPDOWN_LIMIT,
  PAYMENT_SUCCESS_REDIRECT_MS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_DAYS,
  MOBILE_BREAKPOINT_PX,
  LANDING_HASH_SCROLL_DELAY_MS,
  AI_CHAT_HEIGHT_PX,
  AI_MODEL,
  AI_MAX_TOKENS,
  AI_TEMPERATURE,
  AI_GREETING,
  SOCKET_OPTIONS,
  SOCKET_EVENTS,
} from './core/constants';
export { MESSAGES } from './core/validation-messages';
export type { LoginValues, RegisterFormValues, AccountValues, ChangePasswordValues } from './core/schemas';
export { toClientUser } from './core/types';
export type {
  Role,
  Gender,
  BloodGroup,
  NotificationType,
  ApiEnvelope,
  ApiUser,
  User,
  AuthResult,
  LoginRequest,
  RegisterRequest,
  UpdateAccountRequest,
  ChangePasswordRequest,
  Notification,
  NotificationList,
} from './core/types';
export { API_MESSAGES, tooManyLoginAttemptsMessage, bodyTooLargeMessage } from './core/api-messages';
export { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from './core/constants';
export { RUNTIME_REMOTES_PATH, SESSION_REVOKED_EVENT } from './core/runtime-contract';
export type { RemotesDocument, ChangePasswordResult, UnreadCountResult, MarkAllReadResult } from './core/runtime-contract';
export {
  ApiError,
  UNKNOWN_ERROR_MESSAGE,
  apiRequest,
  apiBlob,
  apiEventStream,
  configureApiBaseUrl,
  getApiBaseUrl,
  errorMessage,
} from './browser/api-client';
export type { HttpMethod, RequestOptions, ServerSentEvent } from './browser/api-client';
export { getStoredToken, setStoredToken } from './browser/token-storage';
export { authApi, notificationsApi } from './browser/endpoints';
export { useAuthStore, AUTH_MESSAGES, AuthResponseError } from './browser/auth-store';
export type { AuthState, AuthStatus } from './browser/auth-store';
export {
  getSocket,
  connectSocket,
  disconnectSocket,
  bindSocketToAuth,
  onSocketChange,
  configureSocketUrl,
  getSocketStatus,
  onSocketStatus,
  onSocketReconnect,
  SOCKET_SLOW_RETRY,
} from './browser/socket-client';
export type { Socket as TelehealthSocket, SocketStatus } from './browser/socket-client';
export { defaultWeeklyAvailability } from './core/care-types';
export type {
  WeekDay,
  SlotStatus,
  DoctorStatus,
  ProfileOwner,
  SlotTime,
  DayAvailability,
  DoctorSummary,
  Doctor,
  DoctorSort,
  DoctorProfileInput,
  DoctorSearchQuery,
  DoctorSearchResult,
  DateAvailability,
  Review,
  DoctorReviews,
  PatientProfile,
  DoctorPatient,
} from './core/care-types';
export { uploadForm } from './browser/upload';
export type { UploadOptions } from './browser/upload';
export { doctorsApi, patientsApi } from './browser/care-endpoints';
export type { PatientProfileInput } from './browser/care-endpoints';
export {
  DOCTOR_SPECIALIZATIONS,
  DOCTOR_STATUSES,
  DOCTOR_SORTS,
  DOCTOR_SEARCH_TOTAL_CAP,
  DEFAULT_TIME_ZONE,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
} from './core/constants';
export { isCalendarDate, isValidTimeZone } from './core/calendar';
export type {
  AppointmentStatus,
  ConsultationType,
  AppointmentDoctor,
  AppointmentPatient,
  AppointmentPayment,
  AppointmentReview,
  Appointment,
  PatientAppointments,
  CreateAppointmentRequest,
  CheckoutSessionRequest,
  CheckoutSession,
  CheckoutStatus,
  PaymentConfirmation,
  CancellationPolicyRule,
  AppointmentCreatedEvent,
  AppointmentCancelledEvent,
  AppointmentUpdatedEvent,
} from './core/appointment-types';
export {
  normalizeAppointmentStatus,
  isSameLocalDay,
  appointmentTabs,
  appointmentsInTab,
  isInJoinWindow,
  refundPercentFor,
  refundAmountFor,
  describeCancellationPolicy,
} from './core/appointment-rules';
export type { AppointmentTab } from './core/appointment-rules';
export { appointmentsApi, paymentApi } from './browser/appointment-endpoints';
export type {
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ClientEventPayload,
  ServerEventPayload,
  NewDoctorSlotEvent,
  SessionRevokedEvent,
  SessionEvictionEvent,
  SocketErrorCode,
  SocketErrorEvent,
  ConsultationUser,
  ConsultationChatMessage,
  SessionDescription,
  IceCandidate,
  RoomUserPayload,
  OfferPayload,
  AnswerPayload,
  IceCandidatePayload,
  SendMessagePayload,
  OutgoingChatMessage,
  RoomUserEvent,
  SessionStateEvent,
  ChatHistoryEvent,
  WaitingEvent,
  SessionStartedEvent,
  SessionEndedEvent,
} from './core/socket-events';
export type {
  ConsultationStatus,
  ConsultationRefusal,
  ConsultationState,
  ConsultationNotes,
  SaveConsultationNotesRequest,
  IceServer,
  IceServersResult,
} from './core/consultation-types';
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
} from './core/consultation-rules';
export { consultationApi } from './browser/consultation-endpoints';
