// Exposed as `mfe_consultation/ConsultationPage` (federation/remotes.ts): the /consultation/:appointmentId route. No props.
import { ConsultationPage } from '../pages/consultation-page';

export default ConsultationPage;
