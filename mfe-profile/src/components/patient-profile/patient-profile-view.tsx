import { Paper } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { bloodGroupLabel } from '@telehealth/shared-api';
import type { PatientProfile } from '@telehealth/shared-api';
import { formatDate } from '@telehealth/shared-ui';
import type { RefObject } from 'react';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';
import { DetailList } from '../care-profile/detail-list';
import { ProfileViewHeader } from '../care-profile/profile-view-header';

const orNotAvailable = (value: string | null | undefined) => value?.trim() || CARE_PROFILE_MESSAGES.notAvailable;

export interface PatientProfileViewProps {
  profile: PatientProfile;
  onEdit: () => void;
  /** The view's heading, focusable from script (after the profile is created). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The stored patient profile, read-only, with the button that opens the update dialog. */
export function PatientProfileView({ profile, onEdit, headingRef }: PatientProfileViewProps) {
  return (
    <Stack spacing={3}>
      <ProfileViewHeader
        title="Patient Profile"
        subtitle="What your doctors see before your appointments."
        onEdit={onEdit}
        headingRef={headingRef}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DetailList
          details={[
            { label: 'Date of birth', value: formatDate(profile.date_of_birth) || CARE_PROFILE_MESSAGES.notAvailable },
            { label: 'Gender', value: orNotAvailable(profile.gender) },
            {
              label: 'Blood group',
              value: orNotAvailable(profile.blood_group ? bloodGroupLabel(profile.blood_group) : profile.blood_group),
            },
            { label: 'Emergency contact', value: orNotAvailable(profile.emergency_contact) },
            { label: 'Address', value: orNotAvailable(profile.address), wide: true },
            { label: 'About', value: orNotAvailable(profile.About), wide: true },
          ]}
        />
      </Paper>
    </Stack>
  );
}
