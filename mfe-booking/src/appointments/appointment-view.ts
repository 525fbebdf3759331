/**
 * The client form of an appointment (spec §3 "Client-mapped form") with the spec's display
 * fallbacks, and how its date and time read on screen. The wire shape stays at the edge
 * (appointment-queries.ts maps it once); screens only see `AppointmentView`.
 */
import { DEFAULT_CONSULTATION_TYPE, formatMoney, NO_SHOW_LABEL, normalizeAppointmentStatus } from '@telehealth/shared-api';
import type { Appointment, AppointmentReview, AppointmentStatus, Role } from '@telehealth/shared-api';
import { formatShortDate } from '@telehealth/shared-ui';

export const UNKNOWN_DOCTOR = 'Unknown Doctor';
export const UNKNOWN_PATIENT = 'Unknown Patient';
export const DEFAULT_SPECIALTY = 'General';

export interface AppointmentView {
  id: string;
  /** yyyy-MM-dd in the doctor's time zone, as booked. */
  date: string;
  /** '10:30 AM' in the doctor's time zone, as booked. */
  time: string;
  /** Exact start instant (ISO); drives today / upcoming / join window. */
  startsAt: string;
  status: AppointmentStatus;
  doctorName: string;
  doctorImage: string | null;
  doctorSpecialty: string;
  doctorExperience: number;
  /** IANA zone of `date` and `time` (null when the server did not say). */
  doctorTimeZone: string | null;
  patientName: string;
  patientImage: string | null;
  /** Patient profile id (distinct patients of a doctor). */
  patientId: string | null;
  consultationType: string;
  reason: string;
  roomId: string;
  /** What was paid, in whole currency units (null when nothing was). */
  paidAmount: number | null;
  currency: string | null;
  refundedAmount: number;
  /** When the refund was made; null while it is owed (the payment company has not made it yet). */
  refundedAt: string | null;
  review: AppointmentReview | null;
  canceledBy: Appointment['canceledBy'];
  /** When it was canceled (ISO); null unless canceled. */
  canceledAt: string | null;
  /** Why the doctor cancelled it ('' when they gave none or it is not cancelled). */
  cancelReason: string;
  /** Doctor profile id (the slots a move may choose from); null when the server did not say. */
  doctorId: string | null;
  /** When the doctor asked the patient to pick another time (ISO); null when not asked. */
  rescheduleRequestedAt: string | null;
  /** When it was marked completed (ISO); null unless completed. */
  completedAt: string | null;
  /** The doctor's Medical Notes of the video consultation, once it is over ('' before or without). */
  visitSummary?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Maps the wire appointment to the client form. Tolerates a partly populated answer (a deleted
 * doctor or patient, an older record): every missing field gets the spec §3 fallback.
 */
export function toAppointmentView(appointment: Appointment): AppointmentView {
  const doctor = appointment.doctorId as Partial<Appointment['doctorId']> | null | undefined;
  const patient = appointment.patientId as Partial<Appointment['patientId']> | null | undefined;
  const experience = Number(doctor?.experience);
  return {
    id: appointment._id,
    date: text(appointment.appointmentDate),
    time: text(appointment.timeSlot),
    startsAt: appointment.startsAt,
    status: normalizeAppointmentStatus(appointment.status),
    doctorName: text(doctor?.user_id?.name) || UNKNOWN_DOCTOR,
    doctorImage: doctor?.profileImage || null,
    doctorSpecialty: text(doctor?.specialization) || DEFAULT_SPECIALTY,
    doctorExperience: Number.isFinite(experience) && experience > 0 ? experience : 0,
    doctorTimeZone: text(doctor?.timeZone) || null,
    patientName: text(patient?.user_id?.name) || UNKNOWN_PATIENT,
    patientImage: patient?.profileImage || null,
    patientId: text(patient?._id) || null,
    consultationType: text(appointment.consultationType) || DEFAULT_CONSULTATION_TYPE,
    reason: text(appointment.reason),
    roomId: text(appointment.roomId),
    paidAmount: appointment.payment ? appointment.payment.amount : null,
    currency: appointment.payment?.currency ?? null,
    refundedAmount: appointment.payment?.refundedAmount ?? 0,
    refundedAt: appointment.payment?.refundedAt ?? null,
    review: appointment.review ?? null,
    canceledBy: appointment.canceledBy ?? null,
    canceledAt: appointment.canceledAt ?? null,
    cancelReason: text(appointment.cancelReason),
    doctorId: text(doctor?._id) || null,
    rescheduleRequestedAt: appointment.rescheduleRequestedAt ?? null,
    // The server stamps updatedAt when it marks the appointment completed, and nothing changes a
    // completed appointment's row afterwards (reviews and notes live in their own tables).
    completedAt: normalizeAppointmentStatus(appointment.status) === 'completed' ? appointment.updatedAt || null : null,
    visitSummary: text(appointment.visitSummary),
  };
}

/** 'Dr. Sarah Chen' (a stored name already starting with 'Dr' is not prefixed twice). */
export function doctorTitle(name: string): string {
  return /^dr\.?\s/i.test(name) ? name : `Dr. ${name}`;
}

/**
 * Who the appointment is with, as the viewer reads it ('Dr. Sarah Chen' / 'Alex Morgan'). Here
 * rather than beside the card, so the dashboard rows that use it do not load the card.
 */
export function counterpartName(appointment: Pick<AppointmentView, 'patientName' | 'doctorName'>, viewer: Role): string {
  return viewer === 'doctor' ? appointment.patientName : doctorTitle(appointment.doctorName);
}

/** '21 Nov 2026 @ 10:30 AM': the day and slot as booked, in the doctor's time zone (spec §2). */
export function bookedWhen(appointment: Pick<AppointmentView, 'date' | 'time' | 'startsAt'>): string {
  const day = formatShortDate(appointment.date) || formatShortDate(appointment.startsAt);
  return appointment.time ? `${day} @ ${appointment.time}` : day;
}

/** The same start in the viewer's own time zone ('21 Nov 2026 @ 04:30 PM'). */
export function localWhen(startsAt: string): string {
  const start = new Date(startsAt);
  return Number.isNaN(start.getTime()) ? '' : `${formatShortDate(start)} @ ${clockTime(start)}`;
}

/** '04:30 PM' (hh:mm a). By hand, so the dashboard widgets need no date-fns of their own besides shared-ui's. */
function clockTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours();
  return `${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * When the video room opens (the join window's start), in the viewer's own time: '09:45 AM'
 * today, else '21 Nov 2026 @ 09:45 AM'.
 */
export function joinOpensAt(startsAt: string, now: Date, minutesBefore: number): string {
  const opens = new Date(Date.parse(startsAt) - minutesBefore * 60_000);
  if (Number.isNaN(opens.getTime())) return '';
  return opens.toDateString() === now.toDateString() ? clockTime(opens) : localWhen(opens.toISOString());
}

/**
 * The viewer's local start when it reads differently from the booked slot (the doctor is in
 * another time zone), else null. Compared as text, so two zone names with the same offset on
 * that day do not add a redundant line.
 */
export function localWhenIfDifferent(appointment: Pick<AppointmentView, 'date' | 'time' | 'startsAt'>): string | null {
  const local = localWhen(appointment.startsAt);
  if (!local || !appointment.time) return null;
  return local === bookedWhen(appointment) ? null : local;
}

/** Money as the payment recorded it: '$750' / '$12.50' (the one shared rule). */
export function formatAmount(amount: number, currency: string | null): string {
  return currency ? formatMoney(amount, currency) : amount.toLocaleString('en-US');
}

/** What became of the payment of a canceled appointment: refunded, or a refund still on its way; null when nothing is owed. */
export function refundState(appointment: Pick<AppointmentView, 'status' | 'refundedAmount' | 'refundedAt' | 'currency'>): string | null {
  if (appointment.status !== 'canceled' || appointment.refundedAmount <= 0) return null;
  const amount = formatAmount(appointment.refundedAmount, appointment.currency);
  return appointment.refundedAt
    ? `Refunded ${amount}`
    : `Refund of ${amount} on its way: it is sent as soon as the payment company accepts it.`;
}

/** Status as the badge reads it. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  canceled: 'Cancelled',
  'no-show': NO_SHOW_LABEL,
};
