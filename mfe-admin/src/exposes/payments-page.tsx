// Exposed as `mfe_admin/PaymentsPage` (federation/remotes.ts): the /admin/payments route. No props.
import { PaymentsPage } from '../pages/payments-page';

export default PaymentsPage;
