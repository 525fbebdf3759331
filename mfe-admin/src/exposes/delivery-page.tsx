// Exposed as `mfe_admin/DeliveryPage` (federation/remotes.ts): the /admin/delivery route. No props.
import { DeliveryPage } from '../pages/delivery-page';

export default DeliveryPage;
