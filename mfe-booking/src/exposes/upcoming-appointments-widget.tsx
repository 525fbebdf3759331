// Exposed as `mfe_booking/UpcomingAppointmentsWidget` (federation/remotes.ts `remoteWidgets.upcomingAppointments`):
// the patient dashboard's Upcoming Appointments card. No props.
import { UpcomingAppointmentsWidget } from '../appointments/widgets/upcoming-appointments-widget';

export default UpcomingAppointmentsWidget;
