// Exposed as `mfe_booking/AppointmentsPage` (federation/remotes.ts): /appointments. No props:
// the tab comes from the shared router (?tab=).
import { AppointmentsPage } from '../appointments/appointments-page';

export default AppointmentsPage;
