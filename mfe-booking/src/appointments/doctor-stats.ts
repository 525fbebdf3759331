/** The doctor's dashboard figures, computed from their real appointments (spec §2, issue 4). */
import { appointmentTabs } from '@telehealth/shared-api';
import type { AppointmentView } from './appointment-view';

export interface DoctorStats {
  /** Every appointment booked with the doctor, whatever its status. */
  total: number;
  /**
   * What the Upcoming tab holds (spec §4, doctor): scheduled, in the future, not today. The
   * same rule as the tabs, so the card and the tab never disagree.
   */
  upcoming: number;
  /** Distinct patients across all the doctor's appointments. */
  patients: number;
  /** What the Past tab holds (spec §4, doctor): slot ended, completed or cancelled. */
  past: number;
  completed: number;
  /**
   * Share of the past appointments that were completed: completed ÷ past, 0–100, rounded; null
   * while there is no past appointment. The spec leaves the figure open (§2 calls the cards
   * placeholders); counting against the Past tab lets the caption name both numbers honestly.
   */
  completionRate: number | null;
}

export function doctorStats(appointments: readonly AppointmentView[], now: Date): DoctorStats {
  const patients = new Set<string>();
  let upcoming = 0;
  let past = 0;
  let completed = 0;
  for (const appointment of appointments) {
    patients.add(appointment.patientId ?? `name:${appointment.patientName}`);
    const tabs = appointmentTabs('doctor', appointment, now);
    if (tabs.has('upcoming')) upcoming += 1;
    if (tabs.has('past')) past += 1;
    if (appointment.status === 'completed') completed += 1;
  }
  return {
    total: appointments.length,
    upcoming,
    patients: patients.size,
    past,
    completed,
    completionRate: past === 0 ? null : Math.round((completed / past) * 100),
  };
}
