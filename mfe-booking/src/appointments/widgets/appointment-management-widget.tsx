import { useMyAppointments } from '../appointment-queries';
import { AppointmentTabsPanel } from '../components/appointment-tabs-panel';
import { DoctorAppointmentActions } from '../components/doctor-appointment-actions';
import { useLiveAppointments } from '../use-live-appointments';
import { useNow } from '../use-now';

/** spec §8 "Doctor side". */
export const doctorLoadFailed = (error: Error) => `Error loading appointments: ${error.message}`;

/** Doctor dashboard: Appointment Management, Today / Upcoming / Past, default Today (spec §2). */
export function AppointmentManagementWidget() {
  useLiveAppointments();
  const now = useNow();
  const mine = useMyAppointments();
  return (
    <AppointmentTabsPanel
      title="Appointment Management"
      subtitle="Start sessions on time, mark them complete and write prescriptions."
      viewer="doctor"
      actions={DoctorAppointmentActions}
      mine={mine}
      now={now}
      defaultTab="today"
      failureTitle={doctorLoadFailed}
    />
  );
}
