import type { User } from '@telehealth/shared-api';
import { usePatientProfile } from '../../hooks/use-care-profile';
import { CareProfileSection } from '../care-profile/care-profile-section';
import { PatientProfileForm } from './patient-profile-form';
import { PatientProfileView } from './patient-profile-view';

/** Patient Profile tab: the prompt to create one, or the profile with its update dialog. */
export function PatientProfileTab({ user }: { user: User }) {
  return (
    <CareProfileSection
      role="patient"
      query={usePatientProfile(user.id)}
      renderView={(profile, { headingRef, onEdit }) => <PatientProfileView headingRef={headingRef} profile={profile} onEdit={onEdit} />}
      renderForm={(form) => <PatientProfileForm {...form} userId={user.id} userName={user.name} />}
    />
  );
}
