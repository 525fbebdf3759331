// Exposed as `mfe_consultation/DeviceCheckPage` (federation/remotes.ts): the /device-check route. No props.
import { DeviceCheckPage } from '../pages/device-check-page';

export default DeviceCheckPage;
