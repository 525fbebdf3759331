import { Box } from '@mui/material';
import type { User } from '@telehealth/shared-api';
import { useDoctorProfile } from '../../hooks/use-care-profile';
import { CareProfileSection } from '../care-profile/care-profile-section';
import { DoctorProfileForm } from './doctor-profile-form';
import { DoctorProfileView } from './doctor-profile-view';
import { LicenceCheckCard } from './licence-check-card';

/** Doctor Profile tab: the licence check, then the prompt to create a profile or the profile with its update dialog. */
export function DoctorProfileTab({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <LicenceCheckCard userId={user.id} />
      <CareProfileSection
        role="doctor"
        query={useDoctorProfile(user.id)}
        renderView={(doctor, { headingRef, onEdit }) => (
          <DoctorProfileView headingRef={headingRef} userId={user.id} doctor={doctor} onEdit={onEdit} />
        )}
        renderForm={({ profile, ...form }) => <DoctorProfileForm {...form} userId={user.id} userName={user.name} doctor={profile} />}
      />
    </Box>
  );
}
