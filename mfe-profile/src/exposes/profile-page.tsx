// Exposed as `mfe_profile/ProfilePage` (federation/remotes.ts): the /profile route. No props.
import { ProfilePage } from '../pages/profile-page';

export default ProfilePage;
