// Exposed as `mfe_prescriptions/PrescriptionsPage` (federation/remotes.ts): the /prescriptions route. No props.
import { PrescriptionsPage } from '../pages/prescriptions-page';

export default PrescriptionsPage;
