// Exposed as `mfe_booking/DoctorSearchPage` (federation/remotes.ts): the /doctors route. No props.
import { DoctorSearchPage } from '../pages/doctor-search-page';

export default DoctorSearchPage;
