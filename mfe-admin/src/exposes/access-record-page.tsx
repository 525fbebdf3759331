// Exposed as `mfe_admin/AccessRecordPage` (federation/remotes.ts): the /admin/access-record route. No props.
import { AccessRecordPage } from '../pages/access-record-page';

export default AccessRecordPage;
