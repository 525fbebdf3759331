// Exposed as `mfe_booking/DoctorStatsWidget` (federation/remotes.ts `remoteWidgets.doctorStats`):
// the doctor dashboard's four stat cards. No props.
import { DoctorStatsWidget } from '../appointments/widgets/doctor-stats-widget';

export default DoctorStatsWidget;
