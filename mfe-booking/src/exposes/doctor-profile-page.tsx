// Exposed as `mfe_booking/DoctorProfilePage` (federation/remotes.ts): the /doctors/:id route.
// No props: the id comes from the shared router (useParams).
import { DoctorProfilePage } from '../pages/doctor-profile-page';

export default DoctorProfilePage;
