import { useMyAppointments } from '../appointment-queries';
import { AppointmentTabsPanel } from '../components/appointment-tabs-panel';
import { PatientAppointmentActions } from '../components/patient-appointment-actions';
import { useLiveAppointments } from '../use-live-appointments';
import { useNow } from '../use-now';

export const PATIENT_LOAD_FAILED = 'Failed to load appointments';

/** Patient dashboard: My Appointments, Today / Upcoming / Past, default Upcoming (spec §2). */
export function MyAppointmentsWidget() {
  useLiveAppointments();
  const now = useNow();
  const mine = useMyAppointments();
  return (
    <AppointmentTabsPanel
      title="My Appointments"
      subtitle="Join on time, or cancel ahead if your plans change."
      viewer="patient"
      actions={PatientAppointmentActions}
      mine={mine}
      now={now}
      defaultTab="upcoming"
      failureTitle={() => PATIENT_LOAD_FAILED}
    />
  );
}
