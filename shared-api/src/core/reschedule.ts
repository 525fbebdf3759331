// Doctor cancellation and rescheduling (issue 23 point 2): what the browser entry and the
// server share (no yup here: the browser entry stays light; the schemas are in appointment-schemas.ts).
import { CANCELLATION_POLICY } from './constants';

/** The longest reason a doctor may give for cancelling a visit (the patient reads it in a notification). */
export const DOCTOR_CANCEL_REASON_MAX_LENGTH = 500;

/**
 * A patient may move an appointment until the cancellation policy's cut-off: the last point at
 * which cancelling still gives any money back (2 hours before with the policy of spec §9).
 * Later, moving it would be a way round the policy. A doctor may move it until the start.
 */
export const PATIENT_RESCHEDULE_CUTOFF_HOURS = Math.min(
  ...CANCELLATION_POLICY.filter((rule) => rule.refundPercent > 0).map((rule) => rule.hoursBefore),
);

/** What the doctor's cancel forms and the server say of the reason (the browser entry's part). */
export const DOCTOR_CANCEL_MESSAGES = {
  reasonRequired: 'Please tell the patient why the appointment is cancelled',
  reasonTooLong: `The reason can be at most ${DOCTOR_CANCEL_REASON_MAX_LENGTH} characters`,
} as const;

/** The server's answers about doctor cancellation and moves (not in the browser entry: every page would load them). */
export const RESCHEDULE_MESSAGES = {
  cancelReasonRequired: DOCTOR_CANCEL_MESSAGES.reasonRequired,
  cancelReasonTooLong: DOCTOR_CANCEL_MESSAGES.reasonTooLong,
  onlyDoctorCancels: "Only the appointment's doctor can cancel it this way",
  onlyUpcomingCancel: 'Only an appointment that has not started yet can be cancelled by the doctor',
  onlyScheduledMove: 'Only a scheduled appointment can be moved',
  startedAlready: 'This appointment has already started, so it can no longer be moved',
  patientCutoff: `Appointments can be moved up to ${PATIENT_RESCHEDULE_CUTOFF_HOURS} hours before they start. Please contact the doctor or cancel instead.`,
  sameSlot: 'The appointment is already at this time. Please choose another time.',
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  doctorUnavailable: 'This doctor is not taking bookings right now.',
  onlyDoctorAsks: "Only the appointment's doctor can ask the patient to pick another time",
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled and the patient refunded in full',
  asked: 'The patient was asked to pick another time',
} as const;

/** Body of `PATCH /appointment/doctor-cancel/{id}`. */
export interface DoctorCancelRequest {
  /** Shown to the patient; 1 to DOCTOR_CANCEL_REASON_MAX_LENGTH characters. */
  reason: string;
}

/** Body of `PATCH /appointment/reschedule/{id}`: the new slot of the same doctor. */
export interface RescheduleRequest {
  /** yyyy-MM-dd in the doctor's time zone. */
  date: string;
  /** One of TIME_SLOTS, in the doctor's time zone. */
  time: string;
}

/** Payload of the `appointment-rescheduled` socket event. */
export interface AppointmentRescheduledEvent {
  appointmentId: string;
  /** The new date and time (doctor's zone). */
  date: string;
  time: string;
  previousDate: string;
  previousTime: string;
  rescheduledBy: 'patient' | 'doctor';
}

/** The last instant a patient may move an appointment starting at `startsAt`. */
export function patientRescheduleDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - PATIENT_RESCHEDULE_CUTOFF_HOURS * 3_600_000);
}

/**
 * True when `by` may move the appointment at `now`: the doctor until the start, the patient
 * until the cut-off, or until the start when the doctor asked them to pick another time.
 */
export function canReschedule(
  appointment: { status: string; startsAt: string; rescheduleRequestedAt?: string | null },
  by: 'patient' | 'doctor',
  now: Date = new Date(),
): boolean {
  if (appointment.status !== 'scheduled') return false;
  const start = new Date(appointment.startsAt);
  if (start.getTime() <= now.getTime()) return false;
  if (by === 'doctor' || appointment.rescheduleRequestedAt) return true;
  return now.getTime() <= patientRescheduleDeadline(start).getTime();
}

/** The query parameter of /appointments that opens the slot picker of one appointment. */
export const RESCHEDULE_QUERY_PARAM = 'reschedule';

/** Where a patient asked to pick another time lands: their appointments, the picker open. */
export function reschedulePath(appointmentId: string): string {
  return `/appointments?${RESCHEDULE_QUERY_PARAM}=${encodeURIComponent(appointmentId)}`;
}
