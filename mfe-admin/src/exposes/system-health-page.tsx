// Exposed as `mfe_admin/SystemHealthPage` (federation/remotes.ts): the /admin/system-health route. No props.
import { SystemHealthPage } from '../pages/system-health-page';

export default SystemHealthPage;
