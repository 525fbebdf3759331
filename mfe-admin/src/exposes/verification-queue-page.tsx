// Exposed as `mfe_admin/VerificationQueuePage` (federation/remotes.ts): the /admin/verifications route. No props.
import { VerificationQueuePage } from '../pages/verification-queue-page';

export default VerificationQueuePage;
