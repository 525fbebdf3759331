// Exposed as `mfe_booking/RecentActivityWidget` (federation/remotes.ts `remoteWidgets.recentActivity`):
// the doctor dashboard's Recent Patient Activity. No props.
import { RecentActivityWidget } from '../appointments/widgets/recent-activity-widget';

export default RecentActivityWidget;
