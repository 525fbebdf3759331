/**
 * Every domain event, declared once: its type names what happened, `aggregateId` the thing it
 * happened to (events of one aggregate are delivered in the order they were published), and
 * `data` what a subscriber needs to act without asking the publisher back. Data is plain JSON
 * (dates as ISO strings): it is stored in the outbox and may cross Redis.
 */
/** The doctor had not joined a video visit: the patient cancelled after 10 minutes, or the server after 20. */
export type CancellationCause = 'doctor-late' | 'doctor-no-show';

/** Why a paid checkout lost its visit: the slot was taken or passed, or an immediate visit's doctor went unavailable. */
export type SlotLoss = 'taken' | 'passed' | 'unavailable';

export interface DomainEventData {
  /** A paid checkout (or a free follow-up: no checkout) booked its appointment (aggregate: the appointment). */
  'appointment.booked': { appointmentId: string; checkoutSessionId: string | null };
  /**
   * A scheduled appointment was canceled (aggregate: the appointment); `refundAmount` is what the
   * patient gets back; `why` says when the doctor's absence decided it (a full refund).
   */
  'appointment.cancelled': {
    appointmentId: string;
    canceledBy: 'patient' | 'doctor' | 'system';
    refundAmount: number;
    why?: CancellationCause;
  };
  /**
   * A scheduled appointment moved to another slot of its doctor (aggregate: the appointment): same
   * id, same payment. `sequence` is the appointment's new calendar SEQUENCE; the previous slot is
   * named so the other party's notice can say from when to when.
   */
  'appointment.rescheduled': {
    appointmentId: string;
    rescheduledBy: 'patient' | 'doctor';
    previousDate: string;
    previousTime: string;
    previousStartsAt: string;
    sequence: number;
  };
  /** The doctor asked the patient to pick another time for a visit (aggregate: the appointment); the payment stays. */
  'appointment.reschedule_requested': { appointmentId: string };
  /** The doctor marked an appointment completed (aggregate: the appointment). */
  'appointment.completed': { appointmentId: string };
  /** The doctor marked that the patient never joined a video visit (aggregate: the appointment); no refund. */
  'appointment.no_show': { appointmentId: string };
  /**
   * A cancellation owes the patient money (aggregate: the checkout session, so a notice of the
   * appointment that waits does not hold the refund up): payments refunds it. Published by
   * appointments, which never calls payments.
   */
  'refund.due': { appointmentId: string; checkoutSessionId: string; amount: number; reason: 'patient_cancel' | 'doctor_cancel' };
  /**
   * Payments made (and recorded) a refund of an appointment's payment (aggregate: the checkout
   * session, as `refund.due`: a notice of the appointment that waits does not hold it up):
   * appointments shows it as refunded. Published with the refund's record.
   */
  'refund.made': { appointmentId: string; checkoutSessionId: string; amount: number; refundedAt: string };
  /** A paid checkout lost its slot (taken by another patient, or passed) and was refunded in full (aggregate: the checkout session). */
  'checkout.refunded': { checkoutSessionId: string; reason: SlotLoss };
  /**
   * A doctor switched "Available now" on or off, or it was turned off by a visit's start
   * (aggregate: the doctor); `until` is when it turns itself off (null: off). Search listens.
   */
  'doctor.available-now-changed': { doctorId: string; until: string | null };
  /** An operator suspended a doctor (aggregate: the doctor): appointments cancels their coming visits with full refunds. */
  'doctor.suspended': { doctorId: string };
  /**
   * A consultation's session state changed (started, waiting, live, ended, reopened; aggregate:
   * its appointment). Every instance but `origin` drops its copy of the room.
   */
  'consultation.changed': { appointmentIds: string[]; origin: string };
  /**
   * Lapsed checkout holds were released so that someone else could take their slot (a move, a
   * waitlist offer; aggregate: the doctor). Payments ends their sessions and tells the provider.
   */
  'slot.holds-lapsed': { checkoutSessionIds: string[] };
  /**
   * Reservations of a doctor's slots were made or released (a hold, a booking, a move, a
   * cancellation, a waitlist offer, holds swept; aggregate: the doctor). Copies of availability
   * listen: search's kept reservations, the assistant's first free dates.
   */
  'slot.changed': { doctorId: string; startsAt: string[] };
  /**
   * A doctor's row changed: profile, picture, status, weekly slots, time off, verification,
   * rating (aggregate: the doctor). Search reads the doctor again.
   */
  'doctor.changed': { doctorId: string };
  /**
   * A user's account changed: name, email, phone, password, picture (aggregate: the user).
   * Every instance drops its cached sessions of the user; search reads a doctor's name again.
   */
  'user.changed': { userId: string };
  /**
   * A follow-up proposal changed (aggregate: the proposal): proposed by the doctor (its slot
   * held for the patient), confirmed (booked as `appointmentId`), declined or expired (the slot
   * released). Its parties' notices are stored with the change.
   */
  'followup.proposed': { proposalId: string };
  'followup.confirmed': { proposalId: string; appointmentId: string };
  'followup.declined': { proposalId: string };
  'followup.expired': { proposalId: string };
  /**
   * A doctor wrote a prescription (aggregate: the prescription), published with it; a renewal's
   * new prescription names the one it renews in `renewedFromId`.
   */
  'prescription.issued': { prescriptionId: string; renewedFromId: string | null };
  /**
   * The doctor answered a patient's renewal request (aggregate: the request's prescription),
   * published with the answer; an approval also issued `renewalPrescriptionId`.
   */
  'prescription.renewal-decided': {
    requestId: string;
    prescriptionId: string;
    decision: 'approved' | 'declined';
    renewalPrescriptionId: string | null;
  };
}

export type DomainEventType = keyof DomainEventData;

/** One event as published and as delivered. */
export type DomainEvent = {
  [K in DomainEventType]: { type: K; aggregateId: string; data: DomainEventData[K] };
}[DomainEventType];

/** The event of one type. */
export type EventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'appointment.booked',
  'appointment.cancelled',
  'appointment.rescheduled',
  'appointment.reschedule_requested',
  'appointment.completed',
  'appointment.no_show',
  'refund.due',
  'refund.made',
  'checkout.refunded',
  'doctor.suspended',
  'slot.holds-lapsed',
  'consultation.changed',
  'doctor.available-now-changed',
  'slot.changed',
  'doctor.changed',
  'user.changed',
  'prescription.issued',
  'prescription.renewal-decided',
  'followup.proposed',
  'followup.confirmed',
  'followup.declined',
  'followup.expired',
];
