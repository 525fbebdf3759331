// What the browser entry and the isomorphic entry share: types, constants and rules, without
// the yup schemas (which the browser entry leaves to `@telehealth/shared-api/schemas`). The
// browser entry is a shared singleton that every page loads whole, so only what browser code
// uses belongs here; what only the server or the forms' schemas use is exported by index.ts.
export {
  API_BASE_PATH,
  TOKEN_STORAGE_KEY,
  DEFAULT_ROLE,
  PRODUCT_NAME,
  JOIN_WINDOW_BEFORE_MINUTES,
  JOIN_WINDOW_AFTER_MINUTES,
  DOCTOR_LATE_FULL_REFUND_MINUTES,
  DOCTOR_NO_SHOW_MINUTES,
  BOOKING_WINDOW_DAYS,
  APPOINTMENT_LIST_CACHE_MS,
  APPOINTMENT_LIST_RETRIES,
  APPOINTMENT_RETRY_DELAY_MS,
  DOCTOR_LIST_CACHE_MS,
  DOCTOR_LIST_RETRIES,
  UPCOMING_CARD_LIMIT,
  DEFAULT_DOCTOR_FEE,
  FEE_SLIDER,
  CONSULTATION_TYPES,
  SLOT_MINUTES,
  APPOINTMENT_REASON_MAX_LENGTH,
  DEFAULT_CONSULTATION_TYPE,
  SPECIALTIES,
  ALL_SPECIALTIES,
  DOCTOR_LANGUAGES,
  GENDERS,
  BLOOD_GROUPS,
  bloodGroupLabel,
  WEEK_DAYS,
  TIME_SLOTS,
  NOTIFICATIONS_DROPDOWN_LIMIT,
  PAYMENT_SUCCESS_REDIRECT_MS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_DAYS,
  MOBILE_BREAKPOINT_PX,
  LANDING_HASH_SCROLL_DELAY_MS,
  AI_CHAT_HEIGHT_PX,
  AI_GREETING,
  SOCKET_OPTIONS,
  SOCKET_EVENTS,
} from './constants';
export { currencySymbol, formatMoney } from './display-rules';
export { BOOKING_NOTICE_OPTIONS, NO_SHOW_LABEL, NO_SHOW_MESSAGES, bookingNoticeLabel, canMarkPatientNoShow } from './attendance';
export { AVAILABLE_NOW_MINUTES } from './see-now';
export type { AvailableNowState, AvailableNowRequest, ImmediateCheckoutRequest, ImmediateVisitEvent } from './see-now';
export { formatCount, pluralNoun } from './plural';
export type { PluralForms } from './plural';
export type { LoginValues, RegisterFormValues, AccountValues, ChangePasswordValues } from './schemas';
export { toClientUser } from './types';
export type {
  Role,
  SignUpRole,
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
  PushedNotification,
  MessageSettings,
  SentMessage,
  SentMessagePage,
} from './types';
export { API_MESSAGES, API_ERROR_CODES } from './api-messages';
export { NOTIFICATIONS_PAGE_MAX } from './constants';
export { SESSION_REVOKED_EVENT } from './runtime-contract';
export type { RemotesDocument, ChangePasswordResult, UnreadCountResult, MarkAllReadResult } from './runtime-contract';
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
} from './care-types';
export { DOCTOR_SPECIALIZATIONS, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from './constants';
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
} from './appointment-types';
export {
  normalizeAppointmentStatus,
  appointmentTabs,
  appointmentsInTab,
  isInJoinWindow,
  refundPercentFor,
  refundAmountFor,
  describeCancellationPolicy,
} from './appointment-rules';
export type { AppointmentTab } from './appointment-rules';
export type {
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ClientEventPayload,
  ServerEventPayload,
  NewDoctorSlotEvent,
  NotificationsReadEvent,
  SessionRevokedEvent,
  SessionEvictionEvent,
  SocketErrorCode,
  SocketErrorEvent,
  ConsultationUser,
  MediaState,
  MediaStatePayload,
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
} from './socket-events';
export type {
  PrescriptionStatus,
  PrescriptionDoctor,
  PrescriptionPatient,
  PrescriptionVersion,
  Prescription,
  PrescriptionDetail,
  PrescriptionPrint,
  CreatePrescriptionRequest,
  UpdatePrescriptionRequest,
  RevokePrescriptionRequest,
  RenewalRequestStatus,
  RenewalRequest,
  CreateRenewalRequest,
  DeclineRenewalRequest,
  RenewalApproval,
  PrescriptionAccessKind,
  PrescriptionAccessRole,
  PrescriptionAccess,
  PrescriptionCreatedEvent,
  PrescriptionUpdatedEvent,
  RenewalRequestedEvent,
  RenewalAnsweredEvent,
} from './prescription-types';
export { prescriptionStatus, verificationPath } from './prescription-rules';
export { PRESCRIPTION_MESSAGES, PRESCRIPTION_REASON_MAX_LENGTH, RENEWAL_NOTE_MAX_LENGTH } from './prescription-messages';
export {
  ASSISTANT_CHAT_PATH,
  ASSISTANT_MAX_TURNS,
  ASSISTANT_MAX_MESSAGE_LENGTH,
  ASSISTANT_URGENCIES,
  ASSISTANT_MESSAGES,
  parseAssistantEvent,
} from './assistant';
export type {
  AssistantRole,
  AssistantTurn,
  AssistantChatRequest,
  AssistantUrgency,
  AssistantSpecialty,
  AssistantMetaEvent,
  AssistantDeltaEvent,
  AssistantSuggestion,
  AssistantSuggestionsEvent,
  AssistantErrorEvent,
  AssistantDoneEvent,
  AssistantStreamEvent,
} from './assistant';
export type {
  ConsultationStatus,
  ConsultationRefusal,
  ConsultationState,
  ConsultationNotes,
  SaveConsultationNotesRequest,
  IceServer,
  IceServersResult,
} from './consultation-types';
export { VERIFICATION_MESSAGES, VERIFICATION_REASON_MAX_LENGTH, LICENCE_DOCUMENT_MAX_BYTES } from './verification';
export type { DoctorVerificationState, DoctorVerification, LicenceView, VerificationQueueEntry } from './verification';
export { TIME_OFF_MAX_DAYS, TIME_OFF_NOTE_MAX_LENGTH, TIME_OFF_MESSAGES, timeOffDays } from './time-off-types';
export type { TimeOff, TimeOffConflict } from './time-off-types';
export { DOCTOR_CANCEL_REASON_MAX_LENGTH, DOCTOR_CANCEL_MESSAGES, canReschedule, RESCHEDULE_QUERY_PARAM } from './reschedule';
export type { DoctorCancelRequest, RescheduleRequest, AppointmentRescheduledEvent } from './reschedule';
export { WAITLIST_OFFER_HOLD_MINUTES } from './waitlist';
export type { WaitlistEntry, WaitlistEntryStatus, WaitlistJoinRequest } from './waitlist';
export { FOLLOW_UP_HOLD_HOURS, FOLLOW_UP_PROPOSE_QUERY_PARAM, FOLLOW_UP_REASON, FOLLOW_UP_WEEKS, proposeFollowUpPath } from './follow-up';
export type { FollowUpProposal, FollowUpProposalRequest, FollowUpStatus, FollowUpWeeks } from './follow-up';
export { ACCESS_RECORD_KINDS, ACCESS_RECORD_KIND_LABELS } from './operations';
export type {
  AccessActorRole,
  AccessRecordEntry,
  AccessRecordKind,
  AccessRecordPage,
  ConsoleCheckout,
  ConsoleMailMessage,
  ConsoleRefundState,
  SystemHealth,
} from './operations';
