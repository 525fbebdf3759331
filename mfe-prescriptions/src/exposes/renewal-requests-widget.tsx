// Exposed as `mfe_prescriptions/RenewalRequestsWidget` (federation/remotes.ts `remoteWidgets.renewalRequests`):
// the doctor dashboard's pending renewal requests. No props.
import { RenewalRequestsWidget } from '../widgets/renewal-requests-widget';

export default RenewalRequestsWidget;
