/** The doctor's dashboard figures, computed from their real appointments (spec §2, issue 4). */
import type { AppointmentView } from './appointment-view';

export interface DoctorStats {
  /** Every appointment booked with the doctor, whatever its status. */
  total: number;
  /** Scheduled appointments that have not started yet. */
  upcoming: number;
  /** Distinct patients across all the doctor's appointments. */
  patients: number;
  completed: number;
  canceled: number;
  /**
   * Share of appointments that reached an outcome and were completed:
   * completed ÷ (completed + cancelled), 0–100, rounded; null while none has an outcome.
   */
  completionRate: number | null;
}

export function doctorStats(appointments: readonly AppointmentView[], now: Date): DoctorStats {
  const patients = new Set<string>();
  let upcoming = 0;
  let completed = 0;
  let canceled = 0;
  for (const appointment of appointments) {
    patients.add(appointment.patientId ?? `name:${appointment.patientName}`);
    if (appointment.status === 'completed') completed += 1;
    else if (appointment.status === 'canceled') canceled += 1;
    else if (Date.parse(appointment.startsAt) > now.getTime()) upcoming += 1;
  }
  const outcomes = completed + canceled;
  return {
    total: appointments.length,
    upcoming,
    patients: patients.size,
    completed,
    canceled,
    completionRate: outcomes === 0 ? null : Math.round((completed / outcomes) * 100),
  };
}
