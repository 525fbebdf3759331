/**
 * Wire types of spec §3 "Appointment", §7 "Appointments" and "Payment". Field names follow the
 * spec's wire contract (`doctorId` / `patientId` populated, `appointmentDate`, `timeSlot`).
 */
import type { CONSULTATION_TYPES } from './constants';

/** The spec's three, and 'no-show' (the patient never joined a video visit; attendance.ts). */
export type AppointmentStatus = 'scheduled' | 'completed' | 'canceled' | 'no-show';
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The doctor of an appointment, populated (spec §3: _id, user_id.name, user_id._id, ...). */
export interface AppointmentDoctor {
  _id: string;
  user_id: { _id: string; name: string };
  specialization: string;
  profileImage: string | null;
  experience: number;
  /** IANA zone of the doctor's slots; `appointmentDate` and `timeSlot` are in this zone. */
  timeZone: string;
}

/** The patient of an appointment, populated (spec §3: user_id.name, user_id._id, profileImage). */
export interface AppointmentPatient {
  _id: string;
  user_id: { _id: string; name: string };
  profileImage: string | null;
}

/** What was paid for an appointment and what was refunded. Amounts in whole currency units. */
export interface AppointmentPayment {
  provider: 'sandbox' | 'stripe';
  sessionId: string;
  amount: number;
  /** ISO 4217, lower case as payment providers write it (the server's CURRENCY when paid). */
  currency: string;
  refundedAmount: number;
  refundedAt: string | null;
}

/** A patient's review of a completed appointment, as shown on that appointment. */
export interface AppointmentReview {
  _id: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface Appointment {
  _id: string;
  doctorId: AppointmentDoctor;
  patientId: AppointmentPatient;
  /** yyyy-MM-dd in the doctor's time zone. */
  appointmentDate: string;
  /** One of TIME_SLOTS, e.g. '10:30 AM', in the doctor's time zone (an immediate visit: the minute it was booked, e.g. '09:07 PM'). */
  timeSlot: string;
  /** Exact start instant, ISO 8601 UTC (use this for "today", "upcoming" and the join window). */
  startsAt: string;
  /** A "See a doctor now" visit: booked to start at once with a doctor who was available now. */
  immediate?: boolean;
  status: AppointmentStatus;
  consultationType: ConsultationType;
  reason: string;
  roomId: string;
  payment: AppointmentPayment | null;
  /** Set when canceled: who canceled and when. */
  canceledAt: string | null;
  canceledBy: 'patient' | 'doctor' | 'system' | null;
  /** Why the doctor cancelled (shown to the patient); null otherwise. */
  cancelReason?: string | null;
  /** How many times the appointment was moved (0 when never). */
  rescheduleCount?: number;
  /** When the doctor asked the patient to pick another time; null when not asked (or since moved). */
  rescheduleRequestedAt?: string | null;
  review: AppointmentReview | null;
  /**
   * The visit summary the doctor published for the patient; null until published. The doctor's
   * clinical notes are never part of an appointment answer.
   */
  visitSummary?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `data` of `GET /appointment/patient/{id}` (spec: "answer has appointments list"). */
export interface PatientAppointments {
  appointments: Appointment[];
}

/** Body of `POST /appointment`. `sessionId` names the paid checkout session it is booked with. */
export interface CreateAppointmentRequest {
  doctorId: string;
  date: string;
  time: string;
  consultationType: ConsultationType;
  reason: string;
  patientId: string;
  sessionId: string;
}

/** Body of `POST /payment/create-checkout-session` (spec §3 "Payment session request"). */
export interface CheckoutSessionRequest {
  doctorId: string;
  /** yyyy-MM-dd */
  date: string;
  /** One of TIME_SLOTS. */
  time: string;
  consultationType: ConsultationType;
  reason: string;
  userId: string;
  doctorName: string;
  /** What the browser believes the fee is; the server refuses it when it differs from the doctor's fee. */
  price: number;
}

/** `data` of `POST /payment/create-checkout-session`. */
export interface CheckoutSession {
  /** Checkout session id (spec: used to redirect to the hosted card checkout). */
  id: string;
  /** Where to send the browser: the sandbox card page or Stripe Checkout. */
  url: string;
  /** When the slot hold ends, ISO 8601. */
  expiresAt: string;
  amount: number;
  currency: string;
}

/**
 * Status of a checkout session as `GET /payment/confirm-stripe-session` answers it:
 * - confirmed: paid, and the appointment exists;
 * - pending: not paid yet (the success URL opened without paying books nothing);
 * - expired: not paid and the hold ended (or the patient left the checkout);
 * - refunded: paid after the hold ended and the slot went to someone else: refunded in full.
 */
export type CheckoutStatus = 'confirmed' | 'pending' | 'expired' | 'refunded';

/** spec §3 "Payment confirmation result". */
export interface PaymentConfirmation {
  status: CheckoutStatus;
  metadata: {
    doctorId: string;
    date: string;
    time: string;
    consultationType: ConsultationType;
    reason: string;
  };
  /** The appointment the session booked (same one on every call), or null. */
  appointment: Appointment | null;
  /** Human explanation for pending / expired / refunded. */
  message?: string;
}

/** One step of the cancellation policy: canceled at least `hoursBefore` ahead → `refundPercent`. */
export interface CancellationPolicyRule {
  hoursBefore: number;
  refundPercent: number;
}

/** Payloads of the real-time appointment events (spec §3 "Real-time events"). */
export interface AppointmentCreatedEvent {
  appointmentId: string;
  date: string;
  time: string;
  doctorName: string;
  patientName: string;
}
export interface AppointmentCancelledEvent {
  appointmentId: string;
  date: string;
  time: string;
  doctorName: string;
  patientName: string;
  canceledBy: 'patient' | 'doctor' | 'system';
}
export interface AppointmentUpdatedEvent {
  appointmentId: string;
  status: AppointmentStatus;
  date: string;
  time: string;
}
