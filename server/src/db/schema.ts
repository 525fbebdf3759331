import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  BLOOD_GROUPS,
  CONSULTATION_STATUSES,
  CONSULTATION_TYPES,
  DEFAULT_BOOKING_NOTICE_MINUTES,
  DEFAULT_CONSULTATION_TYPE,
  DEFAULT_DOCTOR_FEE,
  DOCTOR_STATUSES,
  DOCTOR_VERIFICATION_STATES,
  GENDERS,
  NOTIFICATION_TYPES,
  ROLES,
} from '@telehealth/shared-api/core';

export const userRole = pgEnum('user_role', ROLES);
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);
export const doctorStatus = pgEnum('doctor_status', DOCTOR_STATUSES);
export const doctorVerification = pgEnum('doctor_verification', DOCTOR_VERIFICATION_STATES);
export const gender = pgEnum('gender', GENDERS);
export const bloodGroup = pgEnum('blood_group', BLOOD_GROUPS);
export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const consultationType = pgEnum('consultation_type', CONSULTATION_TYPES);
export const slotReservationKind = pgEnum('slot_reservation_kind', ['hold', 'appointment']);
export const checkoutSessionStatus = pgEnum('checkout_session_status', ['open', 'paid', 'expired', 'canceled', 'refunded']);
export const paymentProviderName = pgEnum('payment_provider', ['sandbox', 'stripe']);
export const cancelingParty = pgEnum('canceling_party', ['patient', 'doctor', 'system']);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored trimmed and lowercased; the unique index on lower(email) guards the rule
    // even against a write that forgets to normalise.
    email: text('email').notNull(),
    role: userRole('role').notNull().default('patient'),
    passwordHash: text('password_hash').notNull(),
    /** E.164 ('+919876543210'). */
    phoneNumber: text('phone_number'),
    profileImage: text('profile_image'),
    // When the dashboard first greeted the user (its one-time "Welcome" and setup prompt); null until then.
    welcomedAt: timestamptz('welcomed_at'),
    // When the user opened the link of the verification email; null until then (the account works meanwhile).
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * One row per recipient. A fan-out (the same message to many users) gives all its rows one id,
 * so the frame pushed to every recipient is the same and is encoded once; a row is therefore
 * (id, user_id), and every read and write names the user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    type: notificationType('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Where the notification leads in the web app (e.g. /consultation/{id}); null for none. */
    link: text('link'),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.userId] }),
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * A doctor's profile (spec §3 Doctor). The doctor's name lives on `users`; `search_name` is
 * its lowercase copy, set and kept in sync by triggers (migration 0001), so search filters
 * and sorts on this table alone.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull().default(''),
    specialization: text('specialization').notNull(),
    /** Consultation fee; null when none was set (DEFAULT_DOCTOR_FEE applies). */
    fees: integer('fees'),
    /** The fee that search filters and sorts on. */
    effectiveFee: integer('effective_fee')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(fees, ${sql.raw(String(DEFAULT_DOCTOR_FEE))})`),
    qualification: text('qualification').notNull(),
    experience: integer('experience').notNull(),
    about: text('about').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: doctorStatus('status').notNull().default('active'),
    /** IANA zone of the weekly slots. */
    timeZone: text('time_zone').notNull(),
    profileImage: text('profile_image'),
    /**
     * Weekly availability: seven 18-bit masks, Monday first; bit i set = TIME_SLOTS[i] is
     * offered that weekday. Null = never set: every slot of every day (spec §4 default).
     */
    weeklySlots: integer('weekly_slots').array(),
    /** Average of the reviews rounded to one decimal (what is shown and filtered); null = none. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * Raised by every save of weekly_slots: a save names the revision it was edited from and
     * is refused when the week changed since (two tabs must not undo each other's changes).
     */
    availabilityRevision: integer('availability_revision').notNull().default(0),
    /**
     * Where the licence check stands (doctor_licences holds the details). Only 'verified' doctors
     * are listed, bookable and may prescribe; a new profile starts 'pending'.
     */
    verification: doctorVerification('verification').notNull().default('pending'),
    /** Minimum booking notice: a scheduled visit starts at least this many minutes after it is booked or moved. */
    bookingNoticeMinutes: integer('booking_notice_minutes').notNull().default(DEFAULT_BOOKING_NOTICE_MINUTES),
    /**
     * "Available now" (see-now/): until when the doctor takes immediate visits; null or past = off.
     * Switching it on sets now + AVAILABLE_NOW_MINUTES, so it turns itself off without a sweep.
     */
    availableNowUntil: timestamptz('available_now_until'),
  },
  (table) => [
    uniqueIndex('doctors_user_id_unique').on(table.userId),
    // One index per sort, with and without the specialization filter; active doctors only,
    // as search never lists others.
    index('doctors_search_rating_idx')
      .on(table.rating.desc().nullsLast(), table.reviewCount.desc(), table.id)
      .where(sql`status = 'active'`),
    index('doctors_search_spec_rating_idx')
      .on(table.specialization, table.rating.desc().nullsLast(), table.reviewCount.desc(), table.id)
      .where(sql`status = 'active'`),
    index('doctors_search_experience_idx')
      .on(table.experience.desc(), table.id)
      .where(sql`status = 'active'`),
    index('doctors_search_spec_experience_idx')
      .on(table.specialization, table.experience.desc(), table.id)
      .where(sql`status = 'active'`),
    index('doctors_search_fee_idx')
      .on(table.effectiveFee, table.id)
      .where(sql`status = 'active'`),
    index('doctors_search_spec_fee_idx')
      .on(table.specialization, table.effectiveFee, table.id)
      .where(sql`status = 'active'`),
    index('doctors_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    check('doctors_fees_range', sql`${table.fees} is null or ${table.fees} >= 0`),
    check('doctors_experience_range', sql`${table.experience} >= 0`),
    check('doctors_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check('doctors_weekly_slots_shape', sql`${table.weeklySlots} is null or cardinality(${table.weeklySlots}) = 7`),
  ],
);

/**
 * A doctor's days off: `start_date` … `end_date`, both included, the doctor's calendar dates
 * (their time zone). Every slot of those dates is unavailable (availability/slot-availability.ts).
 * A change also stamps the doctor's `updated_at`, so other instances' search picks it up.
 */
export const doctorTimeOff = pgTable(
  'doctor_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('doctor_time_off_doctor_id_end_date_idx').on(table.doctorId, table.endDate),
    index('doctor_time_off_end_date_idx').on(table.endDate),
    check('doctor_time_off_range', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** A patient's profile (spec §3 Patient profile). */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** yyyy-MM-dd */
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: gender('gender').notNull(),
    bloodGroup: bloodGroup('blood_group').notNull(),
    address: text('address').notNull().default(''),
    about: text('about').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    profileImage: text('profile_image'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('patients_user_id_unique').on(table.userId)],
);

/**
 * An appointment (spec §3). `appointment_date` and `time_slot` are the slot as the doctor's
 * calendar shows it (yyyy-MM-dd and e.g. '09:30 AM' in the doctor's time zone);
 * `starts_at` is the exact instant. The slot itself is held by a slot_reservations row.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    status: appointmentStatus('status').notNull().default('scheduled'),
    consultationType: consultationType('consultation_type').notNull().default(DEFAULT_CONSULTATION_TYPE),
    reason: text('reason').notNull().default(''),
    roomId: text('room_id').notNull(),
    /** The paid checkout session that booked it (null for appointments booked before payments). */
    checkoutSessionId: text('checkout_session_id'),
    canceledAt: timestamptz('canceled_at'),
    canceledBy: cancelingParty('canceled_by'),
    /** Whole currency units refunded so far (cancellation policy or doctor cancel). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamptz('refunded_at'),
    /** Why the doctor canceled, shown to the patient (null for other cancellations). */
    cancelReason: text('cancel_reason'),
    /**
     * How many times the visit was moved: the calendar file's SEQUENCE (RFC 5545 §3.8.7.4), so
     * a calendar that holds the first file replaces it with a later one of the same UID.
     */
    sequence: integer('sequence').notNull().default(0),
    /** When the doctor asked the patient to pick another time (time off); cleared by a reschedule. */
    rescheduleRequestedAt: timestamptz('reschedule_requested_at'),
    /** A "See a doctor now" visit: it starts when its payment is fulfilled (see-now/). */
    immediate: boolean('immediate').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appointments_room_id_unique').on(table.roomId),
    // One appointment per paid checkout session, whichever of confirm or webhook gets there first.
    uniqueIndex('appointments_checkout_session_id_unique').on(table.checkoutSessionId),
    check('appointments_refunded_amount_range', sql`${table.refundedAmount} >= 0`),
    index('appointments_doctor_id_starts_at_idx').on(table.doctorId, table.startsAt),
    index('appointments_patient_id_starts_at_idx').on(table.patientId, table.startsAt),
  ],
);

/**
 * Who holds a doctor's slot: a checkout hold (with an expiry) or an appointment. The partial
 * unique index allows one unreleased reservation per doctor and instant, so two bookings of
 * one slot cannot both succeed. A hold past its expiry no longer blocks the slot for
 * availability; booking releases or replaces it in a transaction.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    kind: slotReservationKind('kind').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    checkoutSessionId: text('checkout_session_id'),
    expiresAt: timestamptz('expires_at'),
    releasedAt: timestamptz('released_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('slot_reservations_live_unique')
      .on(table.doctorId, table.startsAt)
      .where(sql`released_at is null`),
    index('slot_reservations_live_starts_at_idx')
      .on(table.startsAt)
      .where(sql`released_at is null`),
    index('slot_reservations_appointment_id_idx').on(table.appointmentId),
    index('slot_reservations_checkout_session_id_idx').on(table.checkoutSessionId),
    // What changed since a moment (doctor search keeps each date's reservations in step with them).
    index('slot_reservations_created_at_idx').on(table.createdAt),
    index('slot_reservations_released_at_idx')
      .on(table.releasedAt)
      .where(sql`released_at is not null`),
    check(
      'slot_reservations_kind_shape',
      sql`(${table.kind} = 'hold' and ${table.expiresAt} is not null) or (${table.kind} = 'appointment' and ${table.appointmentId} is not null)`,
    ),
  ],
);

/**
 * A patient's checkout of one slot: what is being paid for, the provider's hosted session,
 * and how it ended. While `open` its slot is held by a slot_reservations 'hold' row with the
 * same `checkout_session_id`; when paid, fulfilment creates the appointment once (the unique
 * index on appointment_id and on appointments.checkout_session_id) and releases the hold.
 * The id is random (192 bits): the sandbox card page is authorised by knowing it.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: paymentProviderName('provider').notNull(),
    /** The provider's id of the hosted session; set once the provider has created it. */
    providerSessionId: text('provider_session_id'),
    /** Where the browser pays (the sandbox page or Stripe Checkout). */
    url: text('url'),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    startsAt: timestamptz('starts_at').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    consultationType: consultationType('consultation_type').notNull(),
    reason: text('reason').notNull().default(''),
    /** Whole currency units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: checkoutSessionStatus('status').notNull().default('open'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The provider's payment to refund against (Stripe payment_intent; the sandbox charge). */
    paymentReference: text('payment_reference'),
    /** When the slot hold ends. */
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    /** Set when the payment was refunded because the slot went to someone else. */
    refundedAt: timestamptz('refunded_at'),
    /** A "See a doctor now" checkout: no slot; the visit starts when the payment is fulfilled (see-now/). */
    immediate: boolean('immediate').notNull().default(false),
    /**
     * What its appointment's cancellation owes back (`refund.due`, recorded by payments with the
     * event's delivery): the amount, why and when; owed until a refund of the appointment is on record.
     */
    refundDueAmount: integer('refund_due_amount'),
    refundDueReason: text('refund_due_reason'),
    refundDueAt: timestamptz('refund_due_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkout_sessions_provider_session_unique').on(table.provider, table.providerSessionId),
    uniqueIndex('checkout_sessions_appointment_id_unique').on(table.appointmentId),
    index('checkout_sessions_patient_id_idx').on(table.patientId, table.createdAt.desc()),
    index('checkout_sessions_open_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`status = 'open'`),
    check('checkout_sessions_amount_range', sql`${table.amount} >= 0`),
  ],
);

/** Every refund issued through a payment provider (patient or doctor cancel, slot taken). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    provider: paymentProviderName('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_checkout_session_id_idx').on(table.checkoutSessionId),
    // A refund retried (the provider answers the same refund again) is recorded once.
    uniqueIndex('payment_refunds_provider_refund_unique').on(table.provider, table.providerRefundId),
  ],
);

/**
 * The sandbox provider's own ledger: what its hosted card page charged and refunded. It
 * plays the part of the payment company, so it is kept apart from checkout_sessions.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  providerSessionId: text('provider_session_id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** 'pi_sandbox_…' once paid. */
  paymentReference: text('payment_reference'),
  cardLast4: text('card_last4'),
  paidAt: timestamptz('paid_at'),
  /** Set when the session was made unpayable (hold released). */
  expiredAt: timestamptz('expired_at'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  /** The refunds made, by id (one per amount, as Stripe's idempotency key): a retried refund is not paid twice. */
  refundIds: text('refund_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A patient's review of one completed appointment; the doctor's rating aggregates them. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_appointment_id_unique').on(table.appointmentId),
    index('reviews_doctor_id_created_at_idx').on(table.doctorId, table.createdAt.desc(), table.id),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * Uploaded profile images, re-encoded (WebP, metadata stripped), served at /uploads/<name>.
 * Kept in the database so every server instance can serve every image.
 */
export const uploads = pgTable('uploads', {
  /** File name in the URL, e.g. '3f2a…c9.webp' (random, never reused). */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * A doctor's licence as last sent for checking, and the operator's last decision on it. One row
 * per doctor: sending corrected details replaces the earlier ones. The scan or photo is an
 * upload whose name the public /uploads route never serves (only the doctor and operators read it).
 */
export const doctorLicences = pgTable('doctor_licences', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  licenceNumber: text('licence_number').notNull(),
  issuingAuthority: text('issuing_authority').notNull(),
  /** yyyy-MM-dd */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  documentName: text('document_name').references(() => uploads.name, { onDelete: 'set null' }),
  submittedAt: timestamptz('submitted_at').notNull(),
  decidedAt: timestamptz('decided_at'),
  decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The reason of the last rejection or suspension, shown to the doctor. */
  decisionReason: text('decision_reason'),
});

export type UserRow = typeof users.$inferSelect;
export type DoctorLicenceRow = typeof doctorLicences.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type DoctorRow = typeof doctors.$inferSelect;
export type DoctorTimeOffRow = typeof doctorTimeOff.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type SlotReservationRow = typeof slotReservations.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

// ---- prescriptions ----

export const renewalRequestStatus = pgEnum('renewal_request_status', ['pending', 'approved', 'declined']);
export const prescriptionAccessKind = pgEnum('prescription_access_kind', ['list', 'detail', 'pdf', 'print', 'verify']);
export const prescriptionAccessRole = pgEnum('prescription_access_role', ['patient', 'doctor', 'public']);

/**
 * A prescription. Its content columns are those of the current version (so a list needs no
 * join); every version, the first included, is kept in prescription_versions and never changed.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The earlier prescription an approved renewal request renewed. */
    renewedFromId: uuid('renewed_from_id').references((): AnyPgColumn => prescriptions.id, { onDelete: 'restrict' }),
    version: integer('version').notNull().default(1),
    medication: text('medication').notNull(),
    dosage: text('dosage').notNull(),
    instructions: text('instructions').notNull(),
    quantity: integer('quantity'),
    refills: integer('refills'),
    /** createdAt + PRESCRIPTION_ACTIVE_DAYS, stored when written. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** 32 random bytes, base64url: the secret of the QR code's /verify/{token}. */
    verificationToken: text('verification_token').notNull(),
    /** The short printed code (e.g. 'K7P2Q-9XHMT'), checked at /verify?code=. */
    verificationCode: text('verification_code').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revocationReason: text('revocation_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('prescriptions_verification_token_unique').on(table.verificationToken),
    uniqueIndex('prescriptions_verification_code_unique').on(table.verificationCode),
    index('prescriptions_patient_id_created_at_idx').on(table.patientId, table.createdAt.desc(), table.id),
    index('prescriptions_doctor_id_created_at_idx').on(table.doctorId, table.createdAt.desc()),
    check('prescriptions_quantity_range', sql`${table.quantity} is null or ${table.quantity} >= 1`),
    check('prescriptions_refills_range', sql`${table.refills} is null or ${table.refills} >= 0`),
  ],
);

/** Every version of a prescription's content, appended by a change; never updated. */
export const prescriptionVersions = pgTable(
  'prescription_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    medication: text('medication').notNull(),
    dosage: text('dosage').notNull(),
    instructions: text('instructions').notNull(),
    quantity: integer('quantity'),
    refills: integer('refills'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('prescription_versions_prescription_version_unique').on(table.prescriptionId, table.version)],
);

/** A patient's request that the prescribing doctor renew a prescription. */
export const prescriptionRenewalRequests = pgTable(
  'prescription_renewal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    status: renewalRequestStatus('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    renewalPrescriptionId: uuid('renewal_prescription_id').references(() => prescriptions.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    // One open request per prescription: asking twice while waiting is refused.
    uniqueIndex('prescription_renewal_requests_pending_unique')
      .on(table.prescriptionId)
      .where(sql`status = 'pending'`),
    index('prescription_renewal_requests_doctor_id_idx').on(table.doctorId, table.createdAt.desc()),
    index('prescription_renewal_requests_patient_id_idx').on(table.patientId, table.createdAt.desc()),
  ],
);

/**
 * Who read which prescription, how and when (append-only: the API only inserts and lists).
 * A list read is one row with no prescription; a verification scan has no user.
 */
export const prescriptionAccessLog = pgTable(
  'prescription_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose prescriptions were read (the history is listed per patient). */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, { onDelete: 'restrict' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
    role: prescriptionAccessRole('role').notNull(),
    kind: prescriptionAccessKind('kind').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('prescription_access_log_patient_id_created_at_idx').on(table.patientId, table.createdAt.desc(), table.id),
    index('prescription_access_log_prescription_id_idx').on(table.prescriptionId),
  ],
);

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PrescriptionVersionRow = typeof prescriptionVersions.$inferSelect;
export type PrescriptionRenewalRequestRow = typeof prescriptionRenewalRequests.$inferSelect;
export type PrescriptionAccessRow = typeof prescriptionAccessLog.$inferSelect;
// ---- consultation ----

export const consultationStatus = pgEnum('consultation_status', CONSULTATION_STATUSES);

/**
 * The video consultation of an appointment (one row, made at the first join or notes save):
 * its session state and its notes. Medical Notes are clinical notes for clinicians only (no
 * patient-facing answer carries them); the visit summary is written for the patient, who reads
 * only the text the doctor last published; Personal Notes are the patient's alone.
 */
export const consultations = pgTable('consultations', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  status: consultationStatus('status').notNull().default('not-started'),
  /** When the doctor first joined (started the session). */
  startedAt: timestamptz('started_at'),
  endedAt: timestamptz('ended_at'),
  /** When the doctor was told the patient is waiting (told once). */
  waitingNotifiedAt: timestamptz('waiting_notified_at'),
  /** When the patient first joined the room (a visit they never joined may be marked a no-show). */
  patientJoinedAt: timestamptz('patient_joined_at'),
  medicalNotes: text('medical_notes'),
  medicalNotesUpdatedAt: timestamptz('medical_notes_updated_at'),
  personalNotes: text('personal_notes'),
  personalNotesUpdatedAt: timestamptz('personal_notes_updated_at'),
  /** The doctor's draft of the visit summary (never sent to the patient). */
  visitSummary: text('visit_summary'),
  visitSummaryUpdatedAt: timestamptz('visit_summary_updated_at'),
  /** The summary as the doctor last published it: the only version the patient reads. */
  publishedVisitSummary: text('published_visit_summary'),
  visitSummaryPublishedAt: timestamptz('visit_summary_published_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Chat of a consultation. `client_id` is the sender's id for the message: a resend is stored once. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a visit's doctor and patient write in its chat.
    senderRole: userRole('sender_role').$type<'patient' | 'doctor'>().notNull(),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consultation_messages_client_id_unique').on(table.appointmentId, table.clientId),
    index('consultation_messages_appointment_id_sent_at_idx').on(table.appointmentId, table.sentAt, table.id),
  ],
);

export type ConsultationRow = typeof consultations.$inferSelect;
export type ConsultationMessageRow = typeof consultationMessages.$inferSelect;

export const userTokenPurpose = pgEnum('user_token_purpose', ['password-reset', 'email-verification']);

/**
 * Single-use links mailed to a user (password reset, email verification). Only a SHA-256 of the
 * token is kept, so a copy of the database cannot be used to reset anyone's password.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to (verification holds only for that address). */
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_tokens_hash_unique').on(table.tokenHash), index('user_tokens_user_idx').on(table.userId, table.purpose)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export type MessageChannel = 'email' | 'sms';

export const mailState = pgEnum('mail_state', ['queued', 'sending', 'sent', 'failed']);

/**
 * The delivery log: every email the product sends, rendered when queued, with its state. With
 * no SMTP server configured, the sent rows are also the built-in mailbox's contents.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which message it is (password-reset, email-verification, appointment-reminder, …). */
    kind: text('kind').notNull(),
    /** How it goes: 'email' (subject, html, text) or 'sms' (`text` is the SMS body, `toAddress` an E.164 number). */
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    /** What the user's settings decide by: account messages always go; reminders and receipts can be switched off. */
    category: text('category').notNull().default('account'),
    /** Extra headers (List-Unsubscribe on messages a user can switch off). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the message (the booking's .ics); content in base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    state: mailState('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The Message-ID every attempt reuses, so a receiver can drop a copy resent after a crash. */
    messageId: text('message_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Not before this (quiet hours move a message to their end). */
    sendAfter: timestamptz('send_after'),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [index('mail_messages_user_idx').on(table.userId, table.createdAt), index('mail_messages_created_idx').on(table.createdAt)],
);

/**
 * What a user wants to receive by email, beyond the account messages that always go, and
 * when not to be disturbed. No row: everything on, no quiet hours.
 */
export const messagePreferences = pgTable('message_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  receipts: boolean('receipts').notNull().default(true),
  /** Appointment reminders by SMS too (when SMS is configured and the user has a phone number). Opt-in. */
  smsReminders: boolean('sms_reminders').notNull().default(false),
  /** 'HH:MM' in `timeZone`, or null for none. */
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
  timeZone: text('time_zone'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A user's authenticator app (TOTP, RFC 6238). The secret is stored encrypted with a key derived
 * from the server's secret; `enabledAt` is null while set-up waits for the first code.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  /** The last 30-second step a code was accepted for: a code works once. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One-time codes for signing in without the authenticator app; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * The transactional outbox of domain events (events/): a feature inserts its event in the
 * transaction that makes the change; the dispatcher delivers rows in id order per aggregate
 * after the commit and deletes each row in the transaction of its delivery.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Failed deliveries so far; the row waits until retryAt before the next try. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamptz('retry_at'),
  },
  (table) => [index('domain_events_aggregate_idx').on(table.aggregateId, table.id)],
);

/**
 * The reminder jobs of a scheduled appointment (24 hours and 1 hour before), so a cancellation
 * or a move can remove them in its own transaction.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    jobId: text('job_id').notNull(),
    dueAt: timestamptz('due_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.kind] })],
);

// ---- access record ----

/**
 * The access record: who read which patient's prescriptions, appointments and consultation
 * notes, when and from where, and every operator decision (append-only: only inserted and
 * listed). `kind` is one of ACCESS_RECORD_KINDS (shared-api); `patientId` is whose records were
 * read (null for a decision about a doctor), `doctorId` the doctor concerned, `subjectId` the
 * prescription, appointment, checkout or message. What was read is never copied here.
 */
export const accessRecords = pgTable(
  'access_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    kind: text('kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** patient, doctor, admin, or public (a pharmacist's scan). */
    actorRole: text('actor_role').notNull(),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'restrict' }),
    subjectId: text('subject_id'),
    /** A decision's reason or a retry's outcome; empty for reads. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull(),
  },
  (table) => [
    index('access_records_occurred_at_idx').on(table.occurredAt.desc(), table.id),
    index('access_records_patient_idx').on(table.patientId, table.occurredAt.desc()),
    index('access_records_actor_idx').on(table.actorUserId, table.occurredAt.desc()),
  ],
);

export type AccessRecordRow = typeof accessRecords.$inferSelect;
/**
 * The doctor's daily agenda email, one row per doctor and local day (their zone): written in
 * the transaction that queues the message, so the agenda goes once a day across restarts and
 * instances (a second writer meets the primary key and sends nothing).
 */
export const doctorAgendas = pgTable(
  'doctor_agendas',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** The doctor's local date the agenda is for (yyyy-MM-dd). */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** The delivery log's message, or null when there were no visits (nothing sent). */
    mailId: uuid('mail_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.localDate] })],
);

export const waitlistStatus = pgEnum('waitlist_status', ['waiting', 'offered', 'booked', 'left', 'lapsed']);

/**
 * A patient in line for a full day of a doctor (issue 23 point 7), one live entry per patient,
 * doctor and day (the doctor's calendar date). `seq` is the line's order (first joined, first
 * offered). While `offered`, the entry holds a freed slot with a slot_reservations hold
 * (`offer_reservation_id`, no checkout session) until `offer_expires_at`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: waitlistStatus('status').notNull().default('waiting'),
    offerReservationId: uuid('offer_reservation_id'),
    offeredStartsAt: timestamptz('offered_starts_at'),
    offeredTime: text('offered_time'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_live_unique')
      .on(table.patientId, table.doctorId, table.date)
      .where(sql`status in ('waiting', 'offered')`),
    index('waitlist_entries_line_idx')
      .on(table.doctorId, table.date, table.seq)
      .where(sql`status = 'waiting'`),
    index('waitlist_entries_offer_expiry_idx')
      .on(table.offerExpiresAt)
      .where(sql`status = 'offered'`),
    index('waitlist_entries_patient_idx').on(table.patientId, table.createdAt),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export const followUpStatus = pgEnum('follow_up_status', ['proposed', 'confirmed', 'declined', 'expired']);

/**
 * A follow-up the doctor proposed from a finished visit (issue 23 point 5). While `proposed`,
 * the slot is held for the visit's patient by a slot_reservations hold (`reservation_id`, no
 * checkout session) until `expires_at`; the patient confirms by paying (or at once when
 * `free`), or declines; the sweep expires it. One open proposal per visit.
 */
export const followUpProposals = pgTable(
  'follow_up_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    free: boolean('free').notNull().default(false),
    /** The doctor's fee when proposed (0 when free). */
    price: integer('price').notNull(),
    status: followUpStatus('status').notNull().default('proposed'),
    reservationId: uuid('reservation_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The appointment that confirmed it. */
    appointmentId: uuid('appointment_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follow_up_proposals_open_unique')
      .on(table.visitId)
      .where(sql`status = 'proposed'`),
    index('follow_up_proposals_expiry_idx')
      .on(table.expiresAt)
      .where(sql`status = 'proposed'`),
    index('follow_up_proposals_patient_idx').on(table.patientId, table.createdAt),
    index('follow_up_proposals_doctor_idx').on(table.doctorId, table.createdAt),
  ],
);

export type FollowUpProposalRow = typeof followUpProposals.$inferSelect;
