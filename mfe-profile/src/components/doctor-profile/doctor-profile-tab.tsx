import type { User } from '@telehealth/shared-api';
import { useDoctorProfile } from '../../hooks/use-care-profile';
import { CareProfileSection } from '../care-profile/care-profile-section';
import { DoctorProfileForm } from './doctor-profile-form';
import { DoctorProfileView } from './doctor-profile-view';

/** Doctor Profile tab: the prompt to create one, or the profile with its update dialog. */
export function DoctorProfileTab({ user }: { user: User }) {
  return (
    <CareProfileSection
      role="doctor"
      query={useDoctorProfile(user.id)}
      renderView={(doctor, { headingRef, onEdit }) => (
        <DoctorProfileView headingRef={headingRef} userId={user.id} doctor={doctor} onEdit={onEdit} />
      )}
      renderForm={({ profile, ...form }) => <DoctorProfileForm {...form} userId={user.id} userName={user.name} doctor={profile} />}
    />
  );
}
