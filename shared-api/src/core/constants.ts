/**
 * Business constants and limits of spec §9. Screens and the server read them from here:
 * no magic numbers elsewhere.
 */
import type { ServerToClientEvents } from './socket-events';

/** Versioned API base path, relative to the product's origin. */
export const API_BASE_PATH = '/api/v1';

/** Local-storage key under which the browser keeps the session token. */
export const TOKEN_STORAGE_KEY = 'telehealth.accessToken';

export const ROLES = ['patient', 'doctor', 'admin'] as const;
/**
 * The roles a person may pick at sign-up. The operations role (admin) is never one of them:
 * it is made from the command line or the ADMIN_EMAIL setting only.
 */
export const SIGN_UP_ROLES = ['patient', 'doctor'] as const;
export const DEFAULT_ROLE = 'patient';

/** NIST SP 800-63B and ASVS ask for at least 8 (the spec's 6 is too few). */
export const PASSWORD_MIN_LENGTH = 8;
/** The product's name, which a password must not contain. */
export const PRODUCT_NAME = 'CareLink';
export const NAME_MIN_LENGTH = 2;

/** Join window: opens this many minutes before the slot time ... */
export const JOIN_WINDOW_BEFORE_MINUTES = 15;
/** ... and closes this many minutes after it (same day only). */
export const JOIN_WINDOW_AFTER_MINUTES = 30;
/** A video visit's patient may cancel with a full refund once the doctor is this late without joining... */
export const DOCTOR_LATE_FULL_REFUND_MINUTES = 10;
/** ...and the server cancels it with a full refund on its own once the doctor is this late. */
export const DOCTOR_NO_SHOW_MINUTES = 20;

/** Booking and doctor-search date window, in days ahead of today. */
export const BOOKING_WINDOW_DAYS = 30;

export const APPOINTMENT_LIST_CACHE_MS = 30_000;
export const APPOINTMENT_LIST_RETRIES = 1;
export const APPOINTMENT_RETRY_DELAY_MS = 1_500;
export const DOCTOR_LIST_CACHE_MS = 60_000;
export const DOCTOR_LIST_RETRIES = 1;

export const UPCOMING_CARD_LIMIT = 3;
export const PRESCRIPTION_ACTIVE_DAYS = 90;

/** Fee used when a doctor has none stored. */
export const DEFAULT_DOCTOR_FEE = 500;
export const FEE_SLIDER = { min: 0, max: 3000, step: 10, defaultValue: 1000, resetValue: 200 } as const;

export const CONSULTATION_TYPES = ['Video Consultation', 'In-person Consultation'] as const;
export const DEFAULT_CONSULTATION_TYPE = 'Video Consultation';

/** Specialties offered on the dashboard and doctor search (search adds ALL_SPECIALTIES). */
export const SPECIALTIES = [
  'General Medicine',
  'Cardiology',
  'Dermatology',
  'Neurology',
  'Pediatrics',
  'Orthopedics',
  'Gynecology',
  'Ophthalmology',
  'ENT',
  'Psychiatry',
  'Dental',
] as const;
export const ALL_SPECIALTIES = 'All Specialties';

/** Specializations offered in the doctor profile form. */
export const SPECIALIZATIONS = [
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'Gastroenterology',
  'Neurology',
  'Oncology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Urology',
  'General Medicine',
  'General Surgery',
  'Gynecology',
  'Ophthalmology',
  'ENT',
  'Pulmonology',
  'Radiology',
  'Other',
] as const;

/**
 * Specializations a doctor profile may hold: the profile form's list plus the dashboard
 * specialties it lacks ('Dental'), so that every specialty a patient can search for can be
 * held by a doctor.
 */
export const DOCTOR_SPECIALIZATIONS: readonly string[] = [
  ...SPECIALIZATIONS,
  ...SPECIALTIES.filter((specialty) => !(SPECIALIZATIONS as readonly string[]).includes(specialty)),
];

export const DOCTOR_STATUSES = ['active', 'inactive'] as const;
export const SLOT_STATUSES = ['available', 'booked'] as const;
/** The spec's three, and 'no-show': the doctor marked that the patient never joined a video visit (attendance.ts). */
export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'canceled', 'no-show'] as const;
/** Spellings accepted on input ('cancelled' is stored as 'canceled'). */
export const APPOINTMENT_STATUS_INPUTS = ['scheduled', 'completed', 'canceled', 'cancelled'] as const;
/** Length of one slot, in minutes. */
export const SLOT_MINUTES = 30;
/** How long a checkout holds its slot before another patient may take it. */
export const CHECKOUT_HOLD_MINUTES = 15;
/**
 * Cancellation policy, applied by the server and shown at checkout: a patient who cancels at
 * least `hoursBefore` hours ahead of the start gets `refundPercent` of what they paid; the
 * first rule that holds applies (rules in descending hoursBefore). A doctor's cancellation is
 * always refunded in full.
 */
export const CANCELLATION_POLICY = [
  { hoursBefore: 24, refundPercent: 100 },
  { hoursBefore: 2, refundPercent: 50 },
  { hoursBefore: 0, refundPercent: 0 },
] as const;
/** Largest accepted appointment reason. */
export const APPOINTMENT_REASON_MAX_LENGTH = 1000;

/** Sort orders of doctor search: top rated, most experienced, lowest fee. */
export const DOCTOR_SORTS = ['rating', 'experience', 'fee'] as const;
/** Page size of `GET /doctor/all-doctors` when `limit` is not given ... */
export const DOCTOR_SEARCH_PAGE_DEFAULT = 12;
/** ... and the largest page the server answers. */
export const DOCTOR_SEARCH_PAGE_MAX = 50;
/** Doctor search counts matches up to this number; beyond it the total shows as "1,000+". */
export const DOCTOR_SEARCH_TOTAL_CAP = 1000;
/** Highest `page` of doctor search (deep offsets are slow and never useful to a person). */
export const DOCTOR_SEARCH_MAX_PAGE = 1000;
/** Doctors listed by `GET /doctor/specialization` ("Similar Doctors"). */
export const SIMILAR_DOCTORS_LIMIT = 6;
/** Page size of `GET /doctor/{id}/reviews` when `limit` is not given, and its maximum. */
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Highest accepted consultation fee and years of experience (sanity bounds). */
export const DOCTOR_FEE_MAX = 1_000_000;
export const DOCTOR_EXPERIENCE_MAX = 80;
/** Time zone of a doctor profile created without one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Largest profile image accepted, in bytes (5 MB). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types accepted for profile pictures (checked by content on the server). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Languages offered in the doctor form (a single choice). */
export const DOCTOR_LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Italian'] as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;
/** The eight ABO/Rh blood groups a patient may know they have. */
export const KNOWN_BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** Stored for a patient who does not know their blood group (shown as "Don't know"). */
export const BLOOD_GROUP_UNKNOWN = 'Unknown' as const;
/** Every value `blood_group` may take: a known group or "Don't know". */
export const BLOOD_GROUPS = [...KNOWN_BLOOD_GROUPS, BLOOD_GROUP_UNKNOWN] as const;
/** What the screens show for a stored blood group. */
export function bloodGroupLabel(bloodGroup: string): string {
  return bloodGroup === BLOOD_GROUP_UNKNOWN ? "Don't know" : bloodGroup;
}

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The 18 half-hour slots from 09:00 AM to 05:30 PM. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h24 > 12 ? h24 - 12 : h24;
  const suffix = h24 >= 12 ? 'PM' : 'AM';
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
});

export const NOTIFICATION_TYPES = ['appointment', 'system'] as const;
export const NOTIFICATIONS_DROPDOWN_LIMIT = 5;
/** Page size of `GET /notifications` when `limit` is not given ... */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** ... and the largest page the server answers. */
export const NOTIFICATIONS_PAGE_MAX = 100;

export const PAYMENT_SUCCESS_REDIRECT_MS = 3_000;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_DAYS = 7;
export const MOBILE_BREAKPOINT_PX = 768;
export const LANDING_HASH_SCROLL_DELAY_MS = 100;

export const AI_CHAT_HEIGHT_PX = 400;
export const AI_MODEL = 'gpt-3.5-turbo';
export const AI_MAX_TOKENS = 300;
export const AI_TEMPERATURE = 0.7;
export const AI_GREETING = "Hello! I'm your AI medical assistant. How can I help you today?";

/** socket.io client options of spec §7 "Real-time channel" / §9. */
export const SOCKET_OPTIONS = {
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  reconnectionAttempts: 5,
  transports: ['websocket', 'polling'] as string[],
};

/** Events the server pushes to a user's room. */
export const SOCKET_EVENTS = {
  notification: 'notification',
  notificationsRead: 'notifications-read',
  appointmentCreated: 'appointment-created',
  appointmentCancelled: 'appointment-cancelled',
  appointmentUpdated: 'appointment-updated',
  appointmentRescheduled: 'appointment-rescheduled',
  newDoctorSlot: 'new-doctor-slot',
  immediateVisit: 'immediate-visit',
  prescriptionCreated: 'prescription-created',
  prescriptionUpdated: 'prescription-updated',
  renewalRequested: 'renewal-requested',
  renewalAnswered: 'renewal-answered',
} as const satisfies Record<string, keyof ServerToClientEvents>;
