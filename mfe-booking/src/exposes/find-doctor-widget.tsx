// Exposed as `mfe_booking/FindDoctorWidget` (federation/remotes.ts `remoteWidgets.findDoctor`):
// the patient dashboard's "Find a Doctor by date and specialty". No props.
import { FindDoctorForm } from '../components/find-doctor-form';

export default FindDoctorForm;
