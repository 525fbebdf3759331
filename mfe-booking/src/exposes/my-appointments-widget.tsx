// Exposed as `mfe_booking/MyAppointmentsWidget` (federation/remotes.ts `remoteWidgets.myAppointments`):
// the patient dashboard's My Appointments (Today, Upcoming, Past). No props.
import { MyAppointmentsWidget } from '../appointments/widgets/my-appointments-widget';

export default MyAppointmentsWidget;
