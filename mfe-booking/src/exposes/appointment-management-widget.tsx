// Exposed as `mfe_booking/AppointmentManagementWidget` (federation/remotes.ts `remoteWidgets.appointmentManagement`):
// the doctor dashboard's Appointment Management (Today, Upcoming, Past). No props.
import { AppointmentManagementWidget } from '../appointments/widgets/appointment-management-widget';

export default AppointmentManagementWidget;
