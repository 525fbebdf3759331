/**
 * Rules of spec §4 about appointments, shared by every screen that lists them and by the
 * server: tab membership for each role, the join window, and the cancellation refund.
 * "Today" and "same day" are the viewer's calendar day (the browser's local time zone).
 */
import type { Role } from './types';
import type { Appointment, AppointmentStatus, CancellationPolicyRule } from './appointment-types';
import { CANCELLATION_POLICY, JOIN_WINDOW_AFTER_MINUTES, JOIN_WINDOW_BEFORE_MINUTES, SLOT_MINUTES } from './constants';

export type AppointmentTab = 'today' | 'upcoming' | 'past';

const MINUTE_MS = 60_000;

/** Status as stored: absent means scheduled, 'cancelled' is 'canceled'. */
export function normalizeAppointmentStatus(status: string | null | undefined): AppointmentStatus {
  if (status === 'completed') return 'completed';
  if (status === 'canceled' || status === 'cancelled') return 'canceled';
  if (status === 'no-show') return 'no-show';
  return 'scheduled';
}

/** True when both instants fall on the same calendar day in the local time zone. */
export function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

type Timed = Pick<Appointment, 'startsAt'> & { status?: string | null };

/**
 * The dashboard tabs an appointment belongs to (spec §4 "Tab membership").
 * - Patient: Upcoming = starts in the future and scheduled; Past = its slot has ended, or it is
 *   completed or canceled; Today = same calendar day.
 * - Doctor: Upcoming = future, not today, scheduled; Past = slot ended, completed or canceled;
 *   Today = same calendar day.
 * An appointment may be in Today and in one of the others.
 */
export function appointmentTabs(role: Role, appointment: Timed, now: Date = new Date()): Set<AppointmentTab> {
  const start = new Date(appointment.startsAt);
  const end = new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS);
  const status = normalizeAppointmentStatus(appointment.status);
  const today = isSameLocalDay(start, now);
  const tabs = new Set<AppointmentTab>();
  if (today) tabs.add('today');
  const future = start.getTime() > now.getTime();
  if (status === 'scheduled' && future && (role === 'patient' || !today)) tabs.add('upcoming');
  if (end.getTime() <= now.getTime() || status !== 'scheduled') tabs.add('past');
  return tabs;
}

/** Appointments of one tab, earliest first (Past: latest first). */
export function appointmentsInTab<T extends Timed>(
  role: Role,
  appointments: readonly T[],
  tab: AppointmentTab,
  now: Date = new Date(),
): T[] {
  const inTab = appointments.filter((appointment) => appointmentTabs(role, appointment, now).has(tab));
  const direction = tab === 'past' ? -1 : 1;
  return inTab.sort((a, b) => direction * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));
}

/**
 * Join window (spec §4, §9): opens 15 minutes before the slot time and closes 30 minutes
 * after it, on the same day; only a scheduled appointment can be joined.
 */
export function isInJoinWindow(appointment: Timed, now: Date = new Date()): boolean {
  if (normalizeAppointmentStatus(appointment.status) !== 'scheduled') return false;
  const start = new Date(appointment.startsAt);
  if (!isSameLocalDay(start, now)) return false;
  const opens = start.getTime() - JOIN_WINDOW_BEFORE_MINUTES * MINUTE_MS;
  const closes = start.getTime() + JOIN_WINDOW_AFTER_MINUTES * MINUTE_MS;
  return now.getTime() >= opens && now.getTime() <= closes;
}

/** Percentage refunded when the patient cancels at `now` an appointment starting at `startsAt`. */
export function refundPercentFor(startsAt: Date, now: Date, policy: readonly CancellationPolicyRule[] = CANCELLATION_POLICY): number {
  const hoursAhead = (startsAt.getTime() - now.getTime()) / (60 * MINUTE_MS);
  for (const rule of [...policy].sort((a, b) => b.hoursBefore - a.hoursBefore)) {
    if (hoursAhead >= rule.hoursBefore) return rule.refundPercent;
  }
  return 0;
}

/** Amount refunded (whole units, rounded down) for a patient cancellation. */
export function refundAmountFor(
  amount: number,
  startsAt: Date,
  now: Date,
  policy: readonly CancellationPolicyRule[] = CANCELLATION_POLICY,
): number {
  return Math.floor((amount * refundPercentFor(startsAt, now, policy)) / 100);
}

/** The policy as sentences, e.g. for the checkout page and the cancel dialog. */
export function describeCancellationPolicy(policy: readonly CancellationPolicyRule[] = CANCELLATION_POLICY): string[] {
  const rules = [...policy].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return rules.map((rule, index) => {
    const refund =
      rule.refundPercent === 100 ? 'a full refund' : rule.refundPercent === 0 ? 'no refund' : `a ${rule.refundPercent}% refund`;
    if (index === 0) return `Cancel at least ${rule.hoursBefore} hours before the appointment for ${refund}.`;
    const previous = rules[index - 1]!.hoursBefore;
    if (rule.hoursBefore === 0) return `Cancellations less than ${previous} hours before get ${refund}.`;
    return `Cancel between ${rule.hoursBefore} and ${previous} hours before for ${refund}.`;
  });
}
