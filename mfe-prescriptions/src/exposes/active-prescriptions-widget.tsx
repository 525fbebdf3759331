// Exposed as `mfe_prescriptions/ActivePrescriptionsWidget` (federation/remotes.ts `remoteWidgets.activePrescriptions`):
// the patient dashboard's active prescriptions count and latest prescription. No props.
import { ActivePrescriptionsWidget } from '../widgets/active-prescriptions-widget';

export default ActivePrescriptionsWidget;
